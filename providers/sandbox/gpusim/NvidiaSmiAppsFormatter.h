// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GpuSnapshot.h"

#include <QString>
#include <QStringList>
#include <optional>

namespace RentDeck {

/**
 * `nvidia-smi --query-compute-apps=FIELDS --format=csv[,noheader][,nounits]`: one line per compute process
 * of the selected GPUs (none when idle). Fields: pid, process_name (name), used_memory (used_gpu_memory),
 * gpu_uuid, gpu_bus_id.
 */
class NvidiaSmiAppsFormatter
{
public:
    /** nullopt and nvidia-smi's message in @p error for an unknown field or a format other than csv. */
    [[nodiscard]] static std::optional<NvidiaSmiAppsFormatter> create(
        const QString &fields, const QString &format, QString *error);

    [[nodiscard]] QString text(const GpuSnapshot &snapshot) const;

private:
    QStringList m_fields; // canonical names
    bool m_hasHeader = true;
    bool m_hasUnits = true;
};

} // namespace RentDeck
