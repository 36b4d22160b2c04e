// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Money.h"

#include <QRegularExpression>
#include <cmath>

namespace RentDeck {

Money::Money(qint64 micros, QString currency)
    : m_micros(micros)
    , m_currency(std::move(currency))
{
}

Money Money::fromDecimalString(const QString &text, const QString &currency)
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(-)?(\\d+)(?:\\.(\\d{0,6}))?\\s*$"));
    const auto match = pattern.match(text);
    if (!match.hasMatch()) {
        return {};
    }
    bool ok = false;
    const qint64 whole = match.captured(2).toLongLong(&ok);
    if (!ok || whole > (INT64_MAX / MicrosPerUnit) - 1) {
        return {};
    }
    const QString fraction = match.captured(3).leftJustified(6, QLatin1Char('0'));
    const qint64 micros = whole * MicrosPerUnit + fraction.toLongLong();
    return Money(match.captured(1).isEmpty() ? micros : -micros, currency);
}

Money Money::fromDouble(double units, const QString &currency)
{
    // Out of qint64's range llround's result is unspecified (INT64_MIN in practice, which format() cannot
    // negate): a price or balance that large is garbage, like NaN.
    const double micros = units * double(MicrosPerUnit);
    if (!std::isfinite(micros) || std::fabs(micros) >= 9.2e18) {
        return {};
    }
    return Money(std::llround(micros), currency);
}

QString Money::toDecimalString() const
{
    const qint64 magnitude = m_micros < 0 ? -m_micros : m_micros;
    QString fraction = QStringLiteral("%1").arg(magnitude % MicrosPerUnit, 6, 10, QLatin1Char('0'));
    while (fraction.size() > 2 && fraction.endsWith(QLatin1Char('0'))) {
        fraction.chop(1);
    }
    return (m_micros < 0 ? QStringLiteral("-") : QString()) + QString::number(magnitude / MicrosPerUnit)
        + QLatin1Char('.') + fraction;
}

QString Money::currencySymbol(const QString &currency)
{
    if (currency == QLatin1String("USD")) {
        return QStringLiteral("$");
    }
    if (currency == QLatin1String("CNY")) {
        return QStringLiteral("¥");
    }
    if (currency == QLatin1String("EUR")) {
        return QStringLiteral("€");
    }
    return currency + QLatin1Char(' ');
}

QString Money::format(int minDecimals) const
{
    if (!isValid()) {
        return QStringLiteral("—");
    }
    const qint64 magnitude = m_micros < 0 ? -m_micros : m_micros;
    // Round half up to minDecimals; show more digits only if that rounding would hide a non-zero amount.
    int decimals = qBound(0, minDecimals, 6);
    while (decimals < 6) {
        qint64 step = 1;
        for (int i = decimals; i < 6; ++i) {
            step *= 10;
        }
        if (magnitude == 0 || (magnitude + step / 2) / step > 0) {
            break;
        }
        ++decimals;
    }
    qint64 step = 1;
    for (int i = decimals; i < 6; ++i) {
        step *= 10;
    }
    const qint64 rounded = (magnitude + step / 2) / step; // in units of 10^-decimals
    qint64 scale = 1;
    for (int i = 0; i < decimals; ++i) {
        scale *= 10;
    }
    QString text = QString::number(rounded / scale);
    if (decimals > 0) {
        text += QLatin1Char('.') + QStringLiteral("%1").arg(rounded % scale, decimals, 10, QLatin1Char('0'));
    }
    return (m_micros < 0 ? QStringLiteral("-") : QString()) + currencySymbol(m_currency) + text;
}

Money Money::operator+(const Money &other) const
{
    if (!isValid()) {
        return other;
    }
    if (!other.isValid()) {
        return *this;
    }
    Q_ASSERT_X(m_currency == other.m_currency, "Money", "adding different currencies");
    return Money(m_micros + other.m_micros, m_currency);
}

Money &Money::operator+=(const Money &other)
{
    *this = *this + other;
    return *this;
}

Money Money::operator-(const Money &other) const
{
    return *this + Money(-other.m_micros, other.m_currency);
}

Money Money::operator*(qint64 factor) const
{
    return Money(m_micros * factor, m_currency);
}

Money Money::perHourTimesSeconds(qint64 seconds) const
{
    // Split the price so micros × seconds cannot overflow for any realistic duration; round the remainder up.
    const qint64 whole = (m_micros / 3600) * seconds;
    const qint64 remainder = (m_micros % 3600) * seconds;
    const qint64 roundedRemainder = remainder >= 0 ? (remainder + 3599) / 3600 : remainder / 3600;
    return Money(whole + roundedRemainder, m_currency);
}

} // namespace RentDeck
