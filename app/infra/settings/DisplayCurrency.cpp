// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/DisplayCurrency.h"

#include "settings/Settings.h"

#include <cmath>

namespace RentDeck {

namespace {
const QString Usd = QStringLiteral("USD");
const QString Cny = QStringLiteral("CNY");
} // namespace

DisplayCurrency::DisplayCurrency(QString currency, double cnyPerUsd, QDate rateSetOn)
    : m_currency(std::move(currency))
    , m_cnyPerUsd(cnyPerUsd > 0 && std::isfinite(cnyPerUsd) ? cnyPerUsd : DefaultCnyPerUsd)
    , m_rateSetOn(rateSetOn)
{
    if (m_currency != Usd && m_currency != Cny) {
        m_currency = Usd; // a hand-edited settings file must not switch conversion off silently
    }
}

DisplayCurrency DisplayCurrency::fromSettings(const Settings &settings)
{
    return DisplayCurrency(settings.value(Settings::Key::DisplayCurrency).toString(),
        settings.value(Settings::Key::CnyPerUsd).toDouble(),
        QDate::fromString(settings.value(Settings::Key::CnyPerUsdSetOn).toString(), Qt::ISODate));
}

DisplayCurrency DisplayCurrency::fromSettings(const Settings *settings)
{
    return settings ? fromSettings(*settings) : DisplayCurrency(Usd, DefaultCnyPerUsd);
}

void DisplayCurrency::save(Settings &settings, const QString &currency, double cnyPerUsd)
{
    settings.setValue(Settings::Key::DisplayCurrency, currency);
    if (!qFuzzyCompare(settings.value(Settings::Key::CnyPerUsd).toDouble(), cnyPerUsd)) {
        // The date is what tells the user how old the rate is; it is set before the rate so that a listener
        // for the rate's changed() reads the new date.
        settings.setValue(Settings::Key::CnyPerUsdSetOn, QDate::currentDate().toString(Qt::ISODate));
        settings.setValue(Settings::Key::CnyPerUsd, cnyPerUsd);
    }
}

QStringList DisplayCurrency::choices()
{
    return { Usd, Cny };
}

bool DisplayCurrency::canConvert(const QString &from) const
{
    if (!isConverting()) {
        return false;
    }
    return from == m_currency || (from == Usd && m_currency == Cny) || (from == Cny && m_currency == Usd);
}

Money DisplayCurrency::convert(const Money &amount) const
{
    if (!canConvert(amount.currency()) || amount.currency() == m_currency) {
        return amount;
    }
    const double micros = double(amount.micros());
    const double converted = m_currency == Cny ? micros * m_cnyPerUsd : micros / m_cnyPerUsd;
    return Money(std::llround(converted), m_currency);
}

QString DisplayCurrency::format(const Money &amount) const
{
    if (!amount.isValid()) {
        return {};
    }
    const Money shown = convert(amount);
    if (shown.currency() == amount.currency()) {
        return amount.format();
    }
    return tr("%1 (%2)", "converted price (original price)").arg(shown.format(), amount.format());
}

QString DisplayCurrency::rateText() const
{
    if (!isConverting()) {
        return {};
    }
    // Two decimals as banks quote it, four when the user typed a finer rate, so what is shown is what is used.
    const bool fine = std::llround(m_cnyPerUsd * 100) * 100 != std::llround(m_cnyPerUsd * 10000);
    const QString rate = QString::number(m_cnyPerUsd, 'f', fine ? 4 : 2);
    if (!m_rateSetOn.isValid()) {
        return tr("1 USD = %1 CNY (default rate)").arg(rate);
    }
    return tr("1 USD = %1 CNY (set %2)").arg(rate, m_rateSetOn.toString(Qt::ISODate));
}

} // namespace RentDeck
