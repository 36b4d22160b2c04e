// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/BurnInStream.h"
#include "cli/CliCommand.h"

#include <QMap>

namespace RentDeck {

struct CheckReport;
struct Instance;

/**
 * `check NAME [--stress SECONDS] [--bench] [--burn-in SECONDS] [--markdown] [--data-dir PATH] [--no-network]
 * [--no-disk-test]`: pre-flight checks over SSH (CheckRunner), then the burn-in if asked; prints the table (or --json /
 * --markdown), stores the report in the ledger, exits 0 all passed, 3 warnings, 4 failures, 1 when the checks could not
 * run.
 */
class CheckCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void run(const Instance &instance);
    void report(const CheckReport &report);
    void reportBurnIn(const BurnInStream::Update &update, int elapsed, int total);

    QString m_name;
    int m_stressSeconds = 0;
    bool m_bench = false;
    bool m_markdown = false;
    bool m_verbose = false;
    bool m_network = true;
    bool m_diskTest = true;
    QString m_dataDir;
    int m_burnInSeconds = 0;
    QMap<int, GpuMetricSample> m_burnInLatest; // per GPU index
    int m_burnInNextReport = 10;
};

} // namespace RentDeck
