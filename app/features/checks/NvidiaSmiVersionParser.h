// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/GpuReport.h"
#include "core/Result.h"

#include <QString>

namespace RentDeck {

/** Parses `nvidia-smi --version` (drivers 525+): versions only, no GPU. Pure. */
class NvidiaSmiVersionParser
{
public:
    static bool looksLikeVersion(const QString &text);
    /** InvalidInput when no driver/KMD version is found. */
    [[nodiscard]] static Result<GpuReport> parse(const QString &text);
};

} // namespace RentDeck
