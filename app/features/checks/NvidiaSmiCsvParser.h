// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/GpuReport.h"
#include "core/Result.h"

#include <QString>
#include <QStringList>

namespace RentDeck {

/**
 * Parses `nvidia-smi --query-gpu=… --format=csv[,noheader][,nounits]`. With a header the field names
 * come from it (units in brackets are dropped); without one the caller passes the --query-gpu list.
 * Values may carry units ("8192 MiB") or not; [N/A] and [Not Supported] become std::nullopt. Unknown
 * fields are ignored. CSV never carries the CUDA version, so cudaVersion stays empty. Pure.
 */
class NvidiaSmiCsvParser
{
public:
    /** True when \a line looks like a --query-gpu header ("name, memory.total [MiB], …"). */
    static bool isHeader(const QString &line);
    /**
     * \a fields: the --query-gpu field list when the output has no header; empty to read the header.
     * InvalidInput when a row has the wrong number of values or there is no row.
     */
    [[nodiscard]] static Result<GpuReport> parse(const QString &text, const QStringList &fields = {});
};

} // namespace RentDeck
