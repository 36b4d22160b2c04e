// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

namespace RentDeck {

struct GpuReport;

/**
 * `gpu-info --input FILE [--fields LIST]`: parses a saved nvidia-smi output. Exit 0 parsed, 1 unreadable
 * or unrecognised input, 2 usage, 4 the output is a driver failure text (problem and fix on stderr).
 */
class GpuInfoCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

    /** The JSON of CLI.md: driver_version, cuda_version, gpus[index, name, uuid, memory_*, …]. */
    static QJsonObject toJson(const GpuReport &report);
};

} // namespace RentDeck
