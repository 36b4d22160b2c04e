// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"
#include "core/Error.h"

namespace RentDeck {

struct GpuReport;
struct NpuReport;

/**
 * `gpu-info --input FILE [--fields LIST]`: parses a saved nvidia-smi or `npu-smi info` output. Exit 0 parsed,
 * 1 unreadable or unrecognised input, 2 usage, 4 the output is a driver failure text (problem and fix on stderr).
 */
class GpuInfoCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

    /** The JSON of CLI.md: vendor "nvidia", driver_version, cuda_version, gpus[index, name, uuid, memory_*, …]. */
    static QJsonObject toJson(const GpuReport &report);
    /** The npu-smi JSON of CLI.md: vendor "huawei", npu_smi_version, devices[name, health, hbm_*, …]. */
    static QJsonObject toJson(const NpuReport &report);

private:
    void startNpu(const QString &path, const QByteArray &data);
    /** Exit 4 for a driver failure text (Error::Code::Missing), 1 for anything unreadable. */
    void failParsing(const QString &path, const QString &tool, const Error &error);
};

} // namespace RentDeck
