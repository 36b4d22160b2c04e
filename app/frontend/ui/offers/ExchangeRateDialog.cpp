// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/offers/ExchangeRateDialog.h"

#include "settings/DisplayCurrency.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace RentDeck {

ExchangeRateDialog::ExchangeRateDialog(const DisplayCurrency &current, QWidget *parent)
    : QDialog(parent)
    , m_rate(new QDoubleSpinBox(this))
{
    setObjectName(QStringLiteral("exchangeRateDialog"));
    setWindowTitle(tr("Exchange rate"));
    m_rate->setObjectName(QStringLiteral("cnyPerUsdDoubleSpinBox"));
    m_rate->setRange(0.01, 1000);
    m_rate->setDecimals(4);
    m_rate->setSingleStep(0.01);
    m_rate->setValue(current.cnyPerUsd());
    m_rate->setPrefix(tr("1 USD = "));
    m_rate->setSuffix(tr(" CNY"));

    auto *explanation = new QLabel(tr("RentDeck does not fetch rates: it converts USD and CNY prices at the rate "
                                      "you enter here, to show and sort offers in one currency. Providers still "
                                      "bill in their own currency."),
        this);
    explanation->setWordWrap(true);
    const QString setOn
        = current.rateSetOn().isValid() ? current.rateSetOn().toString(Qt::ISODate) : tr("never (built-in default)");
    auto *form = new QFormLayout;
    form->addRow(tr("&Rate:"), m_rate);
    form->addRow(tr("Last set:"), new QLabel(setOn, this));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(explanation);
    layout->addLayout(form);
    layout->addWidget(buttons);
    resize(420, sizeHint().height());
}

double ExchangeRateDialog::rate() const
{
    return m_rate->value();
}

} // namespace RentDeck
