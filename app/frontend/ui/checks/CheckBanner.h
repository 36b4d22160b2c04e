// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace RentDeck {

struct CheckReport;

/**
 * A strip above the tabs when an instance's checks fail: what failed, and one click to see the
 * checks or to destroy the instance while it has cost little.
 */
class CheckBanner : public QFrame
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckBanner)
public:
    explicit CheckBanner(QWidget *parent = nullptr);

    /** Shows the banner for a report with failures (hides it otherwise); \a costSoFar is preformatted. */
    void showReport(const CheckReport &report, const QString &costSoFar);
    const QString &instanceName() const { return m_instanceName; }

signals:
    void showChecksRequested(const QString &instanceName);
    void destroyRequested(const QString &instanceName);

private:
    QLabel *m_text;
    QPushButton *m_show;
    QPushButton *m_destroy;
    QPushButton *m_dismiss;
    QString m_instanceName;
};

} // namespace RentDeck
