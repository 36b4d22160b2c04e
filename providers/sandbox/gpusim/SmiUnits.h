// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace RentDeck::SmiUnits {

/** "80 MiB", "1410 MHz": nvidia-smi's spelling of a whole value with its unit, in every output format. */
inline QString unit(qint64 value, const char *suffix)
{
    return QString::number(value) + QLatin1Char(' ') + QLatin1String(suffix);
}

/** "245.30 W": nvidia-smi prints power with two decimals. */
inline QString watts(double value)
{
    return QString::number(value, 'f', 2) + QStringLiteral(" W");
}

} // namespace RentDeck::SmiUnits
