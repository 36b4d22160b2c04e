// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <optional>

namespace RentDeck {

/** Value helpers shared by the nvidia-smi parsers. Pure; never throw. */
namespace NvidiaSmiValues {

constexpr qsizetype MaxInputBytes = 32 * 1024 * 1024;
constexpr qsizetype MaxLineLength = 256 * 1024;
constexpr qsizetype MaxGpus = 4096;

/** UTF-8 text of \a data, or an InvalidInput error for empty, oversized or binary input. */
[[nodiscard]] Result<QString> decodeText(const QByteArray &data);
/** Lines without their "\r"; an error when one is longer than MaxLineLength. */
[[nodiscard]] Result<QStringList> splitLines(const QString &text);

/** True for N/A, [N/A], [Not Supported], ERR!, "Requested functionality has been deprecated", … */
bool isMissing(QStringView value);
/** Leading integer of "8192 MiB", "38 %", "0x1F"; nullopt when missing or not a number. */
std::optional<qint64> integer(QStringView value);
std::optional<int> smallInteger(QStringView value);
/** Leading decimal of "43.89 W". */
std::optional<double> number(QStringView value);
/** Enabled/Disabled, Yes/No, On/Off (a trailing "*" = pending change is ignored). */
std::optional<bool> flag(QStringView value);
/** "610.62 [Deprecated; …]" → "610.62"; empty when missing or not a version. */
QString version(QStringView value);
/** "HW Slowdown", "clocks_event_reason_hw_slowdown", "clocks_throttle_reasons.hw_slowdown" → "hw_slowdown". */
QString reasonName(QStringView key);
/** Names of the bits set in a clocks_event_reasons bitmask (nvml.h values). */
QStringList reasonsFromMask(quint64 mask);
/** Appends \a reason once. */
void addReason(QStringList &reasons, const QString &reason);
/** Adds \a value to \a sum (keeps nullopt when neither is known). */
void accumulate(std::optional<qint64> &sum, std::optional<qint64> value);

} // namespace NvidiaSmiValues

} // namespace RentDeck
