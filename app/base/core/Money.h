// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>
#include <compare>
#include <cstdint>

namespace RentDeck {

/** An amount of money: integer micro-units (1e-6) of an ISO 4217 currency. No floating point in accounting. */
class Money
{
public:
    static constexpr qint64 MicrosPerUnit = 1'000'000;

    Money() = default;
    Money(qint64 micros, QString currency);
    static Money fromMicros(qint64 micros, const QString &currency) { return Money(micros, currency); }
    /** Parses a decimal string such as "1.234" exactly (up to 6 decimals); invalid text gives an invalid Money. */
    static Money fromDecimalString(const QString &text, const QString &currency);
    /** For provider prices that arrive as JSON doubles; rounds half away from zero to micro-units. */
    static Money fromDouble(double units, const QString &currency);

    qint64 micros() const { return m_micros; }
    const QString &currency() const { return m_currency; }
    bool isValid() const { return !m_currency.isEmpty(); }
    bool isZero() const { return m_micros == 0; }
    double toDouble() const { return double(m_micros) / double(MicrosPerUnit); }

    /** Exact decimal text with at least 2 and at most 6 decimals, no symbol: "1.50", "0.000278". */
    QString toDecimalString() const;
    /** For people: "$1.50", "¥10.00", "$0.0003" (more decimals only when needed to show a non-zero amount). */
    QString format(int minDecimals = 2) const;
    static QString currencySymbol(const QString &currency);

    /** Sum of two amounts of the same currency; adding an invalid Money returns the other. */
    Money operator+(const Money &other) const;
    Money &operator+=(const Money &other);
    Money operator-(const Money &other) const;
    /** Multiplies by a count (e.g. GPUs). */
    Money operator*(qint64 factor) const;
    /** Price per hour × seconds, rounded up to a micro-unit so nothing billed is lost. */
    Money perHourTimesSeconds(qint64 seconds) const;

    bool operator==(const Money &other) const = default;
    /** Orders by amount; only meaningful for the same currency. */
    std::strong_ordering operator<=>(const Money &other) const { return m_micros <=> other.m_micros; }

private:
    qint64 m_micros = 0;
    QString m_currency;
};

} // namespace RentDeck

Q_DECLARE_METATYPE(RentDeck::Money)
