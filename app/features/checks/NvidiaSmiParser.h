// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/GpuReport.h"
#include "core/Result.h"

#include <QByteArray>

namespace RentDeck {

/** Front door of the nvidia-smi parsers: recognises the format of a saved output and parses it. */
class NvidiaSmiParser
{
public:
    /**
     * Sniffs \a data: a driver failure text (→ Error::Code::Missing, see NvidiaSmiFailure), `-q -x` XML,
     * `-q` text (also inside capture bundles), the default table, `-L`, `--version`, or `--query-gpu`
     * CSV with a header. Anything else, empty, binary, oversized or truncated input → InvalidInput with
     * a message saying what was expected. Pure; never crashes on garbage.
     */
    [[nodiscard]] static Result<GpuReport> parseAny(const QByteArray &data);
};

} // namespace RentDeck
