// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuSimRunner.h"

#include "GpuLoadModel.h"
#include "GpuSimBenchmark.h"
#include "GpuSimBurnIn.h"
#include "NvidiaSmiQueryFormatter.h"
#include "NvidiaSmiTableFormatter.h"
#include "NvidiaSmiTopoFormatter.h"
#include "NvidiaSmiXmlFormatter.h"

#include <QDateTime>
#include <QFile>
#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <ctime>
#include <sys/stat.h>
#include <thread>
#include <utility>

namespace RentDeck {

namespace {

volatile std::sig_atomic_t s_stopRequested = 0;

extern "C" void onStopSignal(int)
{
    s_stopRequested = 1;
}

constexpr int KeepGoing = -1;

const QString NoDriverText = QStringLiteral(
    "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest NVIDIA "
    "driver is installed and running.\n");
const QString NoDevicesText = QStringLiteral("No devices were found\n");

QString nvmlVersion(const QString &driver)
{
    const QStringList parts = driver.split(QLatin1Char('.'));
    return parts.size() >= 2 ? parts.at(0) + QLatin1Char('.') + parts.at(1) : driver;
}

} // namespace

GpuSimRunner::GpuSimRunner(GpuSimCommandLine commandLine)
    : m_commandLine(std::move(commandLine))
{
}

int GpuSimRunner::run()
{
    if (m_commandLine.mode() == GpuSimCommandLine::Mode::Help) {
        std::ignore = write(GpuSimCommandLine::usage());
        return ExitOk;
    }
    if (m_commandLine.mode() == GpuSimCommandLine::Mode::QueryGpu) {
        QString error;
        m_csv = NvidiaSmiCsvFormatter::create(m_commandLine.queryFields(), m_commandLine.format(), &error);
        if (!m_csv) {
            std::ignore = write(error + QLatin1Char('\n'));
            return ExitInvalidArgument;
        }
    }
    if (m_commandLine.mode() == GpuSimCommandLine::Mode::SimIdentify) {
        std::ignore = write(QStringLiteral("rentdeck-gpusim\n"));
        return ExitOk;
    }
    if (m_commandLine.mode() == GpuSimCommandLine::Mode::QueryComputeApps) {
        QString error;
        m_apps = NvidiaSmiAppsFormatter::create(m_commandLine.computeAppsFields(), m_commandLine.format(), &error);
        if (!m_apps) {
            std::ignore = write(error + QLatin1Char('\n'));
            return ExitInvalidArgument;
        }
    }
    installSignalHandlers();
    const bool loop = m_commandLine.loopMs() > 0 && m_commandLine.mode() != GpuSimCommandLine::Mode::List
        && m_commandLine.mode() != GpuSimCommandLine::Mode::Version;
    for (bool first = true;; first = false) {
        const int code = runOnce(first);
        if (code != KeepGoing) {
            return code;
        }
        if (!loop) {
            return ExitOk;
        }
        // One sleep per round: SIGTERM/SIGINT end it at once (nanosleep is never restarted after a handler), so
        // there is no need to wake up every few milliseconds to look, which cost more CPU than the round itself.
        const int loopMs = m_commandLine.loopMs();
        struct timespec remaining
        {
            loopMs / 1000, long(loopMs % 1000) * 1000000L
        };
        while (s_stopRequested == 0 && ::nanosleep(&remaining, &remaining) != 0 && errno == EINTR) { }
        if (s_stopRequested != 0) {
            return ExitOk;
        }
    }
}

int GpuSimRunner::runOnce(bool firstRound)
{
    QString error;
    const QString path = GpuSimConfig::defaultPath();
    // Re-read only when the file changed (a scenario switch rewrites it: new inode, new mtime): a loop then
    // answers each round from memory, as nvidia-smi's own loop does.
    struct stat st
    {
    };
    const bool statted = ::stat(QFile::encodeName(path).constData(), &st) == 0;
    const std::array<qint64, 4> key { qint64(st.st_ino), qint64(st.st_size), qint64(st.st_mtim.tv_sec),
        qint64(st.st_mtim.tv_nsec) };
    if (!statted || !m_config || key != m_configKey) {
        m_config = GpuSimConfig::load(path, &error);
        m_configKey = key;
    }
    const std::optional<GpuSimConfig> &config = m_config;
    if (!config) {
        std::fprintf(stderr, "rentdeck-gpusim: %s\n", qPrintable(error));
        return ExitInvalidArgument;
    }
    if (config->scenario == GpuScenario::NoDriver) {
        std::ignore = write(NoDriverText);
        return ExitNoDriver;
    }
    if (m_commandLine.mode() == GpuSimCommandLine::Mode::Benchmark) {
        // Takes the time asked for (at most 30 s), like a real run would; SIGTERM ends it early.
        const int seconds = std::min(m_commandLine.benchmarkSeconds(), 30);
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
        while (s_stopRequested == 0 && std::chrono::steady_clock::now() < deadline) {
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
        std::ignore = write(GpuSimBenchmark::resultJson(*config, seconds));
        return ExitOk;
    }
    if (m_commandLine.mode() == GpuSimCommandLine::Mode::BurnIn) {
        return GpuSimBurnIn::run(*config, m_commandLine.benchmarkSeconds(), s_stopRequested);
    }
    if (m_commandLine.mode() == GpuSimCommandLine::Mode::Version) {
        const QString text = QStringLiteral("NVIDIA-SMI version  : %1\nNVML version        : %2\n"
                                            "DRIVER version      : %1\nCUDA Version        : %3\n")
                                 .arg(config->driverVersion, nvmlVersion(config->driverVersion), config->cudaVersion);
        std::ignore = write(text);
        return ExitOk;
    }
    GpuSnapshot snapshot;
    snapshot.config = &*config;
    snapshot.timestamp = QDateTime::currentDateTime();
    const int selected = selectGpus(*config, snapshot);
    if (selected != KeepGoing) {
        return selected;
    }
    return write(render(snapshot, firstRound)) ? KeepGoing : ExitOk;
}

int GpuSimRunner::selectGpus(const GpuSimConfig &config, GpuSnapshot &snapshot) const
{
    if (config.gpus.isEmpty()) {
        std::ignore = write(NoDevicesText);
        return ExitNoDevices;
    }
    const GpuLoadModel model(config);
    const qint64 nowMs = snapshot.timestamp.toMSecsSinceEpoch();
    const QStringList wanted = m_commandLine.ids().split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (int i = 0; i < config.gpus.size(); ++i) {
        const GpuSpec &gpu = config.gpus.at(i);
        const bool match = wanted.isEmpty() || wanted.contains(QString::number(i))
            || wanted.contains(gpu.uuid, Qt::CaseInsensitive) || wanted.contains(gpu.pciBusId, Qt::CaseInsensitive);
        if (match) {
            snapshot.gpus.append({ i, gpu, model.sample(i, nowMs) });
        }
    }
    if (snapshot.gpus.isEmpty()) {
        std::ignore = write(NoDevicesText);
        return ExitNoDevices;
    }
    return KeepGoing;
}

QString GpuSimRunner::render(const GpuSnapshot &snapshot, bool firstRound) const
{
    switch (m_commandLine.mode()) {
    case GpuSimCommandLine::Mode::Query:
        return NvidiaSmiQueryFormatter::format(snapshot);
    case GpuSimCommandLine::Mode::QueryXml:
        return NvidiaSmiXmlFormatter::format(snapshot);
    case GpuSimCommandLine::Mode::QueryGpu:
        if (!m_csv) {
            return {};
        }
        // The header comes once, before the first round, even when looping.
        return (firstRound && m_csv->hasHeader() ? m_csv->header() : QString()) + m_csv->rows(snapshot);
    case GpuSimCommandLine::Mode::List: {
        QString text;
        for (const GpuSnapshotEntry &entry : snapshot.gpus) {
            text += QStringLiteral("GPU %1: %2 (UUID: %3)\n").arg(entry.index).arg(entry.spec.name, entry.spec.uuid);
        }
        return text;
    }
    case GpuSimCommandLine::Mode::QueryComputeApps:
        return m_apps ? m_apps->text(snapshot) : QString();
    case GpuSimCommandLine::Mode::Topology:
        return NvidiaSmiTopoFormatter::format(*snapshot.config);
    case GpuSimCommandLine::Mode::Table:
    case GpuSimCommandLine::Mode::Version:
    case GpuSimCommandLine::Mode::Help:
    case GpuSimCommandLine::Mode::SimIdentify:
    case GpuSimCommandLine::Mode::Benchmark:
    case GpuSimCommandLine::Mode::BurnIn:
        break;
    }
    return NvidiaSmiTableFormatter::format(snapshot);
}

bool GpuSimRunner::write(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    const std::size_t written = std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stdout);
    return std::fflush(stdout) == 0 && written == static_cast<std::size_t>(bytes.size()) && std::ferror(stdout) == 0;
}

void GpuSimRunner::installSignalHandlers()
{
    std::signal(SIGPIPE, SIG_IGN);
    std::signal(SIGTERM, onStopSignal);
    std::signal(SIGINT, onStopSignal);
}

} // namespace RentDeck
