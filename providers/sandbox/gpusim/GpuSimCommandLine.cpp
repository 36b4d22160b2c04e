// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuSimCommandLine.h"

namespace RentDeck {

namespace {

const QString InvalidCombination
    = QStringLiteral("Invalid combination of input arguments. Please run 'nvidia-smi -h' for help.");

enum class ValueResult
{
    NoMatch,
    Taken,
    MissingValue
};

// Splits "--name=value" or takes the value from the next argument ("--name value", "-i 0").
ValueResult takeValue(
    const QStringList &arguments, qsizetype &i, const QString &shortName, const QString &longName, QString *value)
{
    const QString &argument = arguments.at(i);
    if (argument.startsWith(longName + QLatin1Char('='))) {
        *value = argument.mid(longName.size() + 1);
        return ValueResult::Taken;
    }
    if (argument != longName && (shortName.isEmpty() || argument != shortName)) {
        return ValueResult::NoMatch;
    }
    if (i + 1 >= arguments.size()) {
        return ValueResult::MissingValue;
    }
    *value = arguments.at(++i);
    return ValueResult::Taken;
}

// -l / -lms take an optional number; without one nvidia-smi uses its default interval.
bool takeLoop(const QStringList &arguments, qsizetype &i, int scale, int *loopMs)
{
    const QString &argument = arguments.at(i);
    const qsizetype equals = argument.indexOf(QLatin1Char('='));
    QString text;
    if (equals >= 0) {
        text = argument.mid(equals + 1);
    } else if (i + 1 < arguments.size() && !arguments.at(i + 1).startsWith(QLatin1Char('-'))) {
        text = arguments.at(++i);
    } else {
        *loopMs = 5000;
        return true;
    }
    bool ok = false;
    const int value = text.toInt(&ok);
    if (!ok || value <= 0) {
        return false;
    }
    *loopMs = value * scale;
    return true;
}

} // namespace

std::optional<GpuSimCommandLine> GpuSimCommandLine::parse(const QStringList &arguments, QString *error)
{
    GpuSimCommandLine line;
    bool query = false;
    bool xml = false;
    bool list = false;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &a = arguments.at(i);
        bool ok = true;
        if (a == QLatin1String("-h") || a == QLatin1String("--help")) {
            line.m_mode = Mode::Help;
            return line;
        }
        if (a == QLatin1String("--version")) {
            line.m_mode = Mode::Version;
            return line;
        }
        // Hidden RentDeck options: they let the pre-flight checks recognise the simulator and run a simulated
        // benchmark, so the sandbox exercises that path without a GPU.
        if (a == QLatin1String("--rentdeck-sim")) {
            line.m_mode = Mode::SimIdentify;
            return line;
        }
        if (a == QLatin1String("--benchmark")) {
            bool isNumber = false;
            line.m_benchmarkSeconds = i + 1 < arguments.size() ? arguments.at(i + 1).toInt(&isNumber) : 0;
            if (!isNumber || line.m_benchmarkSeconds < 0) {
                *error = InvalidCombination;
                return std::nullopt;
            }
            line.m_mode = Mode::Benchmark;
            return line;
        }
        if (a == QLatin1String("--burn-in")) {
            bool isNumber = false;
            line.m_benchmarkSeconds = i + 1 < arguments.size() ? arguments.at(i + 1).toInt(&isNumber) : 0;
            if (!isNumber || line.m_benchmarkSeconds < 0) {
                *error = InvalidCombination;
                return std::nullopt;
            }
            line.m_mode = Mode::BurnIn;
            return line;
        }
        // `topo` is a subcommand of its own; of its views only the matrix is simulated.
        if (a == QLatin1String("topo")) {
            const QString view = arguments.value(i + 1);
            if (view != QLatin1String("-m") && view != QLatin1String("--matrix")) {
                *error = InvalidCombination;
                return std::nullopt;
            }
            line.m_mode = Mode::Topology;
            return line;
        }
        if (a == QLatin1String("-q") || a == QLatin1String("--query")) {
            query = true;
        } else if (a == QLatin1String("-x") || a == QLatin1String("--xml-format")) {
            xml = true;
        } else if (a == QLatin1String("-L") || a == QLatin1String("--list-gpus")) {
            list = true;
        } else if (a == QLatin1String("-l") || a.startsWith(QLatin1String("--loop=")) || a == QLatin1String("--loop")) {
            ok = takeLoop(arguments, i, 1000, &line.m_loopMs);
        } else if (a == QLatin1String("-lms") || a.startsWith(QLatin1String("--loop-ms="))
            || a == QLatin1String("--loop-ms")) {
            ok = takeLoop(arguments, i, 1, &line.m_loopMs);
        } else {
            ValueResult result = takeValue(arguments, i, QStringLiteral("-i"), QStringLiteral("--id"), &line.m_ids);
            if (result == ValueResult::NoMatch) {
                result = takeValue(arguments, i, {}, QStringLiteral("--query-gpu"), &line.m_queryFields);
            }
            if (result == ValueResult::NoMatch) {
                result = takeValue(arguments, i, {}, QStringLiteral("--format"), &line.m_format);
            }
            if (result == ValueResult::NoMatch) {
                result = takeValue(arguments, i, {}, QStringLiteral("--query-compute-apps"), &line.m_appsFields);
            }
            ok = result == ValueResult::Taken;
        }
        if (!ok) {
            *error = InvalidCombination;
            return std::nullopt;
        }
    }
    if (!line.m_appsFields.isEmpty()) {
        if (query || list || !line.m_queryFields.isEmpty() || line.m_format.isEmpty()) {
            *error = InvalidCombination;
            return std::nullopt;
        }
        line.m_mode = Mode::QueryComputeApps;
        return line;
    }
    const bool queryGpu = !line.m_queryFields.isEmpty();
    if ((xml && !query) || (query && queryGpu) || (list && (query || queryGpu))
        || (queryGpu && line.m_format.isEmpty())) {
        *error = InvalidCombination;
        return std::nullopt;
    }
    if (list) {
        line.m_mode = Mode::List;
    } else if (queryGpu) {
        line.m_mode = Mode::QueryGpu;
    } else if (query) {
        line.m_mode = xml ? Mode::QueryXml : Mode::Query;
    }
    return line;
}

QString GpuSimCommandLine::usage()
{
    return QStringLiteral(
        "NVIDIA System Management Interface -- rentdeck-gpusim (RentDeck sandbox)\n"
        "\n"
        "nvidia-smi [OPTION1 [ARG1]] [OPTION2 [ARG2]] ...\n"
        "\n"
        "    -h,   --help                Print usage information and exit.\n"
        "          --version             Print version information and exit.\n"
        "\n"
        "  LIST OPTIONS:\n"
        "    -L,   --list-gpus           Display a list of GPUs connected to the system.\n"
        "\n"
        "  SUMMARY OPTIONS:\n"
        "    -i,   --id=                 Target a specific GPU (index, UUID or PCI bus ID).\n"
        "    -l,   --loop=               Probe until Ctrl+C at specified second interval.\n"
        "    -lms, --loop-ms=            Probe until Ctrl+C at specified millisecond interval.\n"
        "\n"
        "  QUERY OPTIONS:\n"
        "    -q,   --query               Display GPU or Unit info.\n"
        "    -x,   --xml-format          Produce XML output (with -q).\n"
        "    --query-gpu=                Information about GPU. Call --help-query-gpu for more info.\n"
        "    --format=                   csv, optionally with noheader and/or nounits.\n"
        "\n"
        "  TOPOLOGY:\n"
        "    topo -m, topo --matrix      Display the GPU link matrix.\n");
}

} // namespace RentDeck
