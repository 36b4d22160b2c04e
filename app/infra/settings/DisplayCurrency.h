// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Money.h"

#include <QCoreApplication>
#include <QDate>
#include <QStringList>

namespace RentDeck {

class Settings;

/**
 * The currency prices are shown in (USD or CNY) and the USD↔CNY rate the user set, so offers priced in
 * dollars and in yuan can be read and sorted side by side. Only USD and CNY convert into each other; other
 * currencies stay as they are. The rate is the user's own (no network look-up): it says when it was set.
 * A default-constructed value converts nothing: every price stays in its own currency.
 */
class DisplayCurrency
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::DisplayCurrency)
public:
    static constexpr double DefaultCnyPerUsd = 7.2;

    DisplayCurrency() = default;
    /** \a currency "USD" or "CNY"; \a cnyPerUsd > 0 (else the default); \a rateSetOn invalid = the default rate. */
    DisplayCurrency(QString currency, double cnyPerUsd, QDate rateSetOn = {});
    /** What the user chose (Settings::Key::DisplayCurrency, CnyPerUsd, CnyPerUsdSetOn). */
    static DisplayCurrency fromSettings(const Settings &settings);
    /** The same; without settings (\a settings null), USD at the default rate. */
    static DisplayCurrency fromSettings(const Settings *settings);
    /** Stores currency and rate; the rate's date becomes today when the rate changed. */
    static void save(Settings &settings, const QString &currency, double cnyPerUsd);
    /** The currencies one can show prices in. */
    static QStringList choices();

    /** "" when nothing is converted. */
    const QString &currency() const { return m_currency; }
    double cnyPerUsd() const { return m_cnyPerUsd; }
    QDate rateSetOn() const { return m_rateSetOn; }
    bool isConverting() const { return !m_currency.isEmpty(); }

    /** True when \a from is the display currency or can be converted into it. */
    bool canConvert(const QString &from) const;
    /** \a amount in the display currency (rounded to micro-units); an amount it cannot convert comes back as is. */
    Money convert(const Money &amount) const;
    /** "¥3.17 ($0.44)": the converted price with the original in brackets when they differ; else "$0.44". */
    QString format(const Money &amount) const;
    /** "1 USD = 7.20 CNY (set 2026-11-30)", or "… (default rate)"; "" when nothing is converted. */
    QString rateText() const;

private:
    QString m_currency;
    double m_cnyPerUsd = DefaultCnyPerUsd;
    QDate m_rateSetOn;
};

} // namespace RentDeck
