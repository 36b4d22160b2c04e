// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/NvidiaSmiValues.h"

#include "core/Translate.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringDecoder>

namespace RentDeck::NvidiaSmiValues {

namespace {

QString tr(const char *text)
{
    return translateInFile("RentDeck::NvidiaSmiValues", text);
}

// Counters and sizes beyond this are garbage; the bound also keeps sums from overflowing.
constexpr qint64 MaxValue = qint64(1) << 60;

QStringView leadingToken(QStringView value)
{
    value = value.trimmed();
    const qsizetype space = value.indexOf(QLatin1Char(' '));
    return space < 0 ? value : value.left(space);
}

} // namespace

Result<QString> decodeText(const QByteArray &data)
{
    if (data.trimmed().isEmpty()) {
        return Error::make(Error::Code::InvalidInput, tr("the nvidia-smi output is empty"));
    }
    if (data.size() > MaxInputBytes) {
        return Error::make(Error::Code::InvalidInput,
            tr("the input is %1 bytes; nvidia-smi output is never larger than %2 bytes")
                .arg(data.size())
                .arg(MaxInputBytes));
    }
    if (data.contains('\0')) {
        return Error::make(Error::Code::InvalidInput, tr("the input is binary data, not nvidia-smi output"));
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder(data);
    if (decoder.hasError() || text.contains(QChar::ReplacementCharacter)) {
        return Error::make(
            Error::Code::InvalidInput, tr("the input is not UTF-8 text, so it is not nvidia-smi output"));
    }
    if (text.startsWith(QChar(0xFEFF))) {
        text.remove(0, 1);
    }
    return text;
}

Result<QStringList> splitLines(const QString &text)
{
    QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString &line = lines[i];
        if (line.endsWith(QLatin1Char('\r'))) {
            line.chop(1);
        }
        if (line.size() > MaxLineLength) {
            return Error::make(Error::Code::InvalidInput,
                tr("line %1 is %2 characters long; nvidia-smi never prints lines that long")
                    .arg(i + 1)
                    .arg(line.size()));
        }
    }
    return lines;
}

bool isMissing(QStringView value)
{
    value = value.trimmed();
    if (value.startsWith(QLatin1Char('[')) && value.endsWith(QLatin1Char(']'))) {
        value = value.mid(1, value.size() - 2).trimmed();
    }
    return value.isEmpty() || value == QLatin1String("N/A") || value == QLatin1String("ERR!")
        || value.startsWith(QLatin1String("Not Supported")) || value.startsWith(QLatin1String("Unknown Error"))
        || value.startsWith(QLatin1String("Requested functionality"))
        || value.startsWith(QLatin1String("Insufficient Permissions")) || value == QLatin1String("GPU is lost");
}

std::optional<qint64> integer(QStringView value)
{
    if (isMissing(value)) {
        return std::nullopt;
    }
    QStringView token = leadingToken(value);
    bool ok = false;
    if (token.startsWith(QLatin1String("0x"))) {
        const quint64 mask = token.mid(2).toULongLong(&ok, 16);
        return ok && mask <= quint64(MaxValue) ? std::optional<qint64>(qint64(mask)) : std::nullopt;
    }
    for (const QLatin1String unit : { QLatin1String("MiB"), QLatin1String("%"), QLatin1String("C") }) {
        if (token.endsWith(unit)) {
            token.chop(unit.size()); // "2021MiB", "38C", "45%" in the table
            break;
        }
    }
    const qint64 result = token.toLongLong(&ok);
    return ok && result >= -MaxValue && result <= MaxValue ? std::optional<qint64>(result) : std::nullopt;
}

std::optional<int> smallInteger(QStringView value)
{
    const std::optional<qint64> result = integer(value);
    if (!result || *result < -1000000000 || *result > 1000000000) {
        return std::nullopt;
    }
    return int(*result);
}

std::optional<double> number(QStringView value)
{
    if (isMissing(value)) {
        return std::nullopt;
    }
    QStringView token = leadingToken(value);
    if (token.endsWith(QLatin1Char('W'))) {
        token.chop(1); // "49W" in the table
    }
    bool ok = false;
    const double result = token.toDouble(&ok);
    return ok && qIsFinite(result) ? std::optional<double>(result) : std::nullopt;
}

std::optional<bool> flag(QStringView value)
{
    value = value.trimmed();
    if (value.endsWith(QLatin1Char('*'))) {
        value.chop(1);
    }
    if (value == QLatin1String("Enabled") || value == QLatin1String("Yes") || value == QLatin1String("On")
        || value == QLatin1String("Active")) {
        return true;
    }
    if (value == QLatin1String("Disabled") || value == QLatin1String("No") || value == QLatin1String("Off")
        || value == QLatin1String("Not Active")) {
        return false;
    }
    return std::nullopt;
}

QString version(QStringView value)
{
    if (isMissing(value)) {
        return {};
    }
    const QStringView token = leadingToken(value);
    static const QRegularExpression pattern(QStringLiteral("^\\d{1,4}(\\.\\d{1,4}){0,3}$"));
    return pattern.match(token).hasMatch() ? token.toString() : QString();
}

QString reasonName(QStringView key)
{
    QString name = key.trimmed().toString().toLower();
    name.replace(QLatin1Char(' '), QLatin1Char('_'));
    for (const QLatin1String prefix :
        { QLatin1String("clocks_event_reasons."), QLatin1String("clocks_throttle_reasons."),
            QLatin1String("clocks_event_reason_"), QLatin1String("clocks_throttle_reason_") }) {
        if (name.startsWith(prefix)) {
            name.remove(0, prefix.size());
            break;
        }
    }
    if (name == QLatin1String("idle")) {
        return QStringLiteral("gpu_idle");
    }
    if (name == QLatin1String("display_clock_setting")) {
        return QStringLiteral("display_clocks_setting");
    }
    return name;
}

QStringList reasonsFromMask(quint64 mask)
{
    static const char *const names[]
        = { "gpu_idle", "applications_clocks_setting", "sw_power_cap", "hw_slowdown", "sync_boost",
              "sw_thermal_slowdown", "hw_thermal_slowdown", "hw_power_brake_slowdown", "display_clocks_setting" };
    QStringList reasons;
    quint64 bit = 1;
    for (const char *name : names) {
        if ((mask & bit) != 0) {
            reasons << QLatin1String(name);
        }
        bit <<= 1;
    }
    return reasons;
}

void addReason(QStringList &reasons, const QString &reason)
{
    if (!reason.isEmpty() && !reasons.contains(reason)) {
        reasons << reason;
    }
}

void accumulate(std::optional<qint64> &sum, std::optional<qint64> value)
{
    if (value) {
        sum = qBound(-MaxValue, sum.value_or(0) + *value, MaxValue); // both are within ±MaxValue: no overflow
    }
}

} // namespace RentDeck::NvidiaSmiValues
