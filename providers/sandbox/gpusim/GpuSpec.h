// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace RentDeck {

/** One simulated GPU as described by the gpusim config; every field is filled (defaults applied). */
struct GpuSpec
{
    QString name;
    qint64 memoryTotalMib = 0;
    int powerLimitW = 300;
    int maxSmClockMhz = 1980;
    int maxMemClockMhz = 9501;
    QString architecture;
    QString productBrand;
    QString virtualizationMode;
    QString pciBusId;
    QString uuid;
    QString serial; // "N/A" when the board reports none (GeForce)
    QString vbiosVersion;
    QString migMode; // "Disabled", "Enabled" or "N/A"

    [[nodiscard]] bool isGeForce() const { return productBrand == QLatin1String("GeForce"); }
};

} // namespace RentDeck
