// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/GpuReport.h"
#include "core/Result.h"

#include <QByteArray>

namespace RentDeck {

/**
 * Parses `nvidia-smi -q -x`: DTD v10 to v13 and files without a DOCTYPE (old and new element names:
 * clocks_throttle_reasons / clocks_event_reasons, power_readings / gpu_power_readings, …). Pure.
 */
class NvidiaSmiXmlParser
{
public:
    /** InvalidInput when the XML is malformed, truncated, or not an nvidia_smi_log. */
    [[nodiscard]] static Result<GpuReport> parse(const QByteArray &data);
};

} // namespace RentDeck
