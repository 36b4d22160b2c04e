// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CheckCommand.h"

#include "billing/Ledger.h"
#include "checks/CheckReport.h"
#include "checks/CheckRunner.h"
#include "checks/OfferSuggestions.h"
#include "cli/CliContext.h"
#include "core/RemoteText.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"

#include <QJsonDocument>
#include <QTimer>
#include <cstdio>
#include <memory>

namespace RentDeck {

void CheckCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("Instance name, e.g. sandbox:3."));
    parser.addOptions({
        { QStringLiteral("stress"), QStringLiteral("Load the GPU for SECONDS and check clocks under load."),
            QStringLiteral("SECONDS") },
        { QStringLiteral("bench"),
            QStringLiteral("Measure matmul TFLOPS and memory bandwidth (for --stress seconds, default %1).")
                .arg(CheckRunner::DefaultBenchSeconds) },
        { QStringLiteral("burn-in"),
            QStringLiteral(
                "After the checks, load every GPU at once for SECONDS, sampled each second (burn.* results)."),
            QStringLiteral("SECONDS") },
        { QStringLiteral("markdown"), QStringLiteral("Print the report as Markdown.") },
        { QStringLiteral("data-dir"), QStringLiteral("The dataset folder to test (default: /workspace, /data or ~)."),
            QStringLiteral("PATH") },
        { QStringLiteral("no-network"), QStringLiteral("Skip the outbound network test.") },
        { QStringLiteral("no-disk-test"), QStringLiteral("Skip the disk speed test.") },
    });
}

void CheckCommand::start(const QCommandLineParser &parser)
{
    const QStringList words = parser.positionalArguments();
    if (words.size() != 1) {
        failWith(
            QStringLiteral("usage: rentdeck-cli check NAME [--stress SECONDS] [--bench] [--burn-in SECONDS] [--json] "
                           "[--markdown]"),
            2);
        return;
    }
    m_name = words.constFirst();
    if (parser.isSet(QStringLiteral("stress"))) {
        bool ok = false;
        m_stressSeconds = parser.value(QStringLiteral("stress")).toInt(&ok);
        if (!ok || m_stressSeconds < 1 || m_stressSeconds > CheckRunner::MaxLoadSeconds) {
            failWith(QStringLiteral("--stress takes 1 to %1 seconds").arg(CheckRunner::MaxLoadSeconds), 2);
            return;
        }
    }
    if (parser.isSet(QStringLiteral("burn-in"))) {
        bool ok = false;
        m_burnInSeconds = parser.value(QStringLiteral("burn-in")).toInt(&ok);
        if (!ok || m_burnInSeconds < 1 || m_burnInSeconds > CheckRunner::MaxBurnInSeconds) {
            failWith(QStringLiteral("--burn-in takes 1 to %1 seconds").arg(CheckRunner::MaxBurnInSeconds), 2);
            return;
        }
    }
    m_bench = parser.isSet(QStringLiteral("bench"));
    m_markdown = parser.isSet(QStringLiteral("markdown"));
    m_verbose = parser.isSet(QStringLiteral("verbose"));
    m_network = !parser.isSet(QStringLiteral("no-network"));
    m_diskTest = !parser.isSet(QStringLiteral("no-disk-test"));
    m_dataDir = parser.value(QStringLiteral("data-dir"));
    withRunningInstance(m_name, [this](const Instance &instance) { run(instance); });
}

void CheckCommand::run(const Instance &instance)
{
    // The offer adds what was sold (cores, RAM, driver); the checks go on without it after 10 s.
    InstanceManager &manager = m_context.manager();
    auto wentOn = std::make_shared<bool>(false);
    auto proceed = [this, instance, wentOn] {
        if (*wentOn) {
            return;
        }
        *wentOn = true;
        const CheckSubject subject = CheckSubject::from(
            instance, m_context.manager().findOffer(instance.providerId + QLatin1Char(':') + instance.offerId));
        CheckOptions options;
        options.dataDir = m_dataDir;
        options.network = m_network;
        options.diskTest = m_diskTest;
        options.bench = m_bench;
        options.stressSeconds = m_stressSeconds;
        options.burnInSeconds = m_burnInSeconds;
        auto *runner = new CheckRunner(subject, options, this);
        // A long burn-in says how it goes on stderr every 10 s (stdout stays the report).
        connect(runner, &CheckRunner::burnInUpdate, this,
            [this](
                const BurnInStream::Update &update, int elapsed, int total) { reportBurnIn(update, elapsed, total); });
        if (m_verbose) {
            connect(
                runner, &CheckRunner::progress, this, [](const QString &message) { CliContext::progress(message); });
        }
        connect(runner, &CheckRunner::finished, this, [this, runner] { report(runner->report()); });
        m_context.readPassword(instance.name(), instance.ssh, this,
            [runner, endpoint = instance.ssh](const QString &password) { runner->start(endpoint, password); });
    };
    connect(&manager, &InstanceManager::offersChanged, this, proceed, Qt::SingleShotConnection);
    QTimer::singleShot(10000, this, proceed);
    manager.refreshOffers();
}

void CheckCommand::reportBurnIn(const BurnInStream::Update &update, int elapsed, int total)
{
    for (const GpuMetricSample &sample : update.samples) {
        m_burnInLatest.insert(sample.gpuIndex, sample);
    }
    if (elapsed < m_burnInNextReport || update.samples.isEmpty()) {
        return;
    }
    m_burnInNextReport = elapsed + 10;
    QStringList gpus;
    for (const GpuMetricSample &sample : std::as_const(m_burnInLatest)) {
        gpus << QStringLiteral("GPU %1 %2 °C %3 MHz")
                    .arg(sample.gpuIndex)
                    .arg(isKnown(sample.temperatureC) ? QString::number(sample.temperatureC) : QStringLiteral("?"))
                    .arg(isKnown(sample.smClockMHz) ? QString::number(sample.smClockMHz) : QStringLiteral("?"));
    }
    CliContext::progress(
        QStringLiteral("burn-in %1/%2 s: %3").arg(elapsed).arg(total).arg(gpus.join(QStringLiteral(", "))));
}

void CheckCommand::report(const CheckReport &checked)
{
    if (!checked.error.isEmpty()) {
        failWith(checked.error, 1);
        return;
    }
    CheckReport report = checked;
    OfferSuggestions::addTo(report, m_context.manager().offers());
    const QJsonObject json = report.toJson();
    if (CheckReportStore reports = m_context.storage().checkReports(); reports.isAvailable()) {
        const Status stored = reports.record(report.instanceName, CheckResult::statusName(report.overall()),
            report.summary(), QJsonDocument(json).toJson(QJsonDocument::Compact), report.finishedAt);
        if (!stored) {
            CliContext::progress(QStringLiteral("warning: report not stored: %1").arg(stored.error().message));
        }
    }
    if (m_context.json()) {
        CliContext::printJson(json);
    } else {
        // GPU and process names in the report are the machine's: shown, never obeyed (see CliContext::printLine).
        const QByteArray text = RemoteText::visible(m_markdown ? report.toMarkdown() : report.toText()).toUtf8();
        std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
        std::fflush(stdout);
    }
    done(report.exitCode());
}

} // namespace RentDeck
