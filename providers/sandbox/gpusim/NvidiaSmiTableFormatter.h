// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GpuSnapshot.h"

#include <QString>

namespace RentDeck {

/** The default `nvidia-smi` output: the width-91 table of drivers 535 and newer, plus the Processes box. */
class NvidiaSmiTableFormatter
{
public:
    [[nodiscard]] static QString format(const GpuSnapshot &snapshot);
    /** ctime-style time as nvidia-smi prints it ("Wed Jan  2 04:28:25 2025"). */
    [[nodiscard]] static QString ctimeString(const QDateTime &time);
    /** The name as the table shows it: cut to 24 characters plus "..." when longer than 27. */
    [[nodiscard]] static QString tableName(const QString &name);

private:
    [[nodiscard]] static QStringList gpuRows(const GpuSnapshotEntry &entry);
    [[nodiscard]] static QStringList processBox(const GpuSnapshot &snapshot);
};

} // namespace RentDeck
