// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <optional>

namespace RentDeck {

/** The nvidia-smi command line subset that rentdeck-gpusim understands. */
class GpuSimCommandLine
{
public:
    enum class Mode
    {
        Table,
        Query,
        QueryXml,
        QueryGpu,
        List,
        Version,
        Help,
        QueryComputeApps, // --query-compute-apps=FIELDS --format=csv[,noheader][,nounits]
        SimIdentify, // --rentdeck-sim: prints "rentdeck-gpusim" (real nvidia-smi rejects the option)
        Benchmark, // --benchmark SECONDS: a simulated benchmark (GpuSimBenchmark)
        BurnIn, // --burn-in SECONDS: every GPU loaded for that long (GpuSimBurnIn)
        Topology, // topo -m / topo --matrix: the GPU link matrix (NvidiaSmiTopoFormatter)
    };

    /** Parses argv without the program name; on failure sets @p error to nvidia-smi's message. */
    [[nodiscard]] static std::optional<GpuSimCommandLine> parse(const QStringList &arguments, QString *error);
    /** The short usage text printed by -h. */
    [[nodiscard]] static QString usage();

    [[nodiscard]] Mode mode() const { return m_mode; }
    [[nodiscard]] const QString &ids() const { return m_ids; }
    [[nodiscard]] const QString &queryFields() const { return m_queryFields; }
    [[nodiscard]] const QString &format() const { return m_format; }
    [[nodiscard]] const QString &computeAppsFields() const { return m_appsFields; }
    /** The seconds of --benchmark or --burn-in. */
    [[nodiscard]] int benchmarkSeconds() const { return m_benchmarkSeconds; }
    /** Loop interval in milliseconds, 0 when not looping. */
    [[nodiscard]] int loopMs() const { return m_loopMs; }

private:
    Mode m_mode = Mode::Table;
    QString m_ids;
    QString m_queryFields;
    QString m_format;
    int m_loopMs = 0;
    QString m_appsFields;
    int m_benchmarkSeconds = 0;
};

} // namespace RentDeck
