// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

namespace RentDeck {

/**
 * Installed on the application: every tool tip, of a widget or of an item in a view, is shown as the plain text it
 * is (RemoteText::toolTip). Tips carry text from providers and rented machines (error bodies, state details,
 * process names, notes); Qt would render one that looks like HTML as rich text. One place for every view, so a
 * new model cannot forget it.
 */
class PlainTextToolTips final : public QObject
{
    Q_OBJECT

public:
    explicit PlainTextToolTips(QObject *parent = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace RentDeck
