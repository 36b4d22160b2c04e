// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GpuSimCommandLine.h"
#include "GpuSimConfig.h"
#include "GpuSnapshot.h"
#include "NvidiaSmiAppsFormatter.h"
#include "NvidiaSmiCsvFormatter.h"

#include <QString>
#include <array>
#include <optional>

namespace RentDeck {

/**
 * Runs one gpusim command: reads the config (again on each loop round), samples the load model and writes
 * the chosen format to stdout. Returns the process exit code nvidia-smi would use
 * (0 ok, 2 bad arguments/config, 6 no devices, 9 no driver).
 */
class GpuSimRunner
{
public:
    explicit GpuSimRunner(GpuSimCommandLine commandLine);

    [[nodiscard]] int run();

    static constexpr int ExitOk = 0;
    static constexpr int ExitInvalidArgument = 2;
    static constexpr int ExitNoDevices = 6;
    static constexpr int ExitNoDriver = 9;

private:
    /** One round of output; returns an exit code, or -1 to keep looping. */
    [[nodiscard]] int runOnce(bool firstRound);
    [[nodiscard]] int selectGpus(const GpuSimConfig &config, GpuSnapshot &snapshot) const;
    [[nodiscard]] QString render(const GpuSnapshot &snapshot, bool firstRound) const;
    /** Writes and flushes; false once stdout is gone (SIGPIPE ignored, EPIPE seen). */
    [[nodiscard]] static bool write(const QString &text);
    static void installSignalHandlers();

    GpuSimCommandLine m_commandLine;
    std::optional<NvidiaSmiCsvFormatter> m_csv;
    std::optional<NvidiaSmiAppsFormatter> m_apps;
    std::optional<GpuSimConfig> m_config; // as last read; reloaded when m_configKey changes
    std::array<qint64, 4> m_configKey {}; // inode, size, mtime of the config file
};

} // namespace RentDeck
