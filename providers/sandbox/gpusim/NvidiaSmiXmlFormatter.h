// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GpuSnapshot.h"

#include <QString>

namespace RentDeck {

class XmlLines;

/** `nvidia-smi -q -x`: the nvidia_smi_log XML document (DTD v12, clocks_event_reasons naming). */
class NvidiaSmiXmlFormatter
{
public:
    [[nodiscard]] static QString format(const GpuSnapshot &snapshot);

private:
    static void addGpu(XmlLines &xml, const GpuSnapshotEntry &entry);
    static void addLoad(XmlLines &xml, const GpuSnapshotEntry &entry);
};

} // namespace RentDeck
