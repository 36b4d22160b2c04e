// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QDoubleSpinBox;

namespace RentDeck {

class DisplayCurrency;

/** Asks for the USD↔CNY rate used to show prices in one currency. Open it with open(); read rate() on accept. */
class ExchangeRateDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExchangeRateDialog)
public:
    explicit ExchangeRateDialog(const DisplayCurrency &current, QWidget *parent = nullptr);

    /** CNY per USD. */
    double rate() const;

private:
    QDoubleSpinBox *m_rate;
};

} // namespace RentDeck
