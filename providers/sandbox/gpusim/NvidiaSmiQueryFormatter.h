// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GpuSnapshot.h"

#include <QString>
#include <QStringList>

namespace RentDeck {

/** `nvidia-smi -q`: the "NVSMI LOG" text report in the layout of drivers 535 and newer. */
class NvidiaSmiQueryFormatter
{
public:
    [[nodiscard]] static QString format(const GpuSnapshot &snapshot);

private:
    static void addGpu(QStringList &lines, const GpuSnapshotEntry &entry);
    static void addLoad(QStringList &lines, const GpuSnapshotEntry &entry);
};

} // namespace RentDeck
