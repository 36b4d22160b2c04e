// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/CheckRunner.h"

#include "checks/CheckEvaluator.h"
#include "core/BuiltInScript.h"
#include "logging/LoggingCategories.h"
#include "ssh/ShellQuote.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshSession.h"

#include <QFile>
#include <algorithm>

namespace RentDeck {

namespace {
constexpr auto ScriptResource = ":/scripts/rentdeck-probe.sh";
constexpr int SlackSeconds = 15;
} // namespace

int CheckOptions::loadSeconds() const
{
    const int seconds = stressSeconds > 0 ? stressSeconds : (bench ? CheckRunner::DefaultBenchSeconds : 0);
    return std::clamp(seconds, 0, CheckRunner::MaxLoadSeconds);
}

CheckRunner::CheckRunner(CheckSubject subject, CheckOptions options, QObject *parent)
    : Job(parent, Ownership::OwnedByCaller)
    , m_subject(std::move(subject))
    , m_options(std::move(options))
{
    m_deadline.setSingleShot(true);
    m_sampleTimer.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &CheckRunner::onTimeout);
    connect(&m_sampleTimer, &QTimer::timeout, this, &CheckRunner::startLoadSample);
}

CheckRunner::~CheckRunner()
{
    if (m_ownsSession && m_session) {
        m_session->disconnectFromHost();
        delete m_session.data();
    }
}

QString CheckRunner::probeCommand(const QStringList &arguments, QString *error)
{
    const Result<QByteArray> text = builtInScript(ScriptResource);
    if (!text) {
        if (error) {
            *error = text.error().message;
        }
        return {};
    }
    // SshExecChannel closes stdin at once, so the script travels as sh -c's argument rather than on stdin.
    // The remote login shell must accept a multi-line single-quoted word (sh, bash, dash, zsh do).
    const QString script = QString::fromUtf8(*text);
    return QStringLiteral("sh -c ") + ShellQuote::quote(script) + QStringLiteral(" rentdeck-probe ")
        + ShellQuote::join(arguments);
}

void CheckRunner::start(SshSession *session)
{
    m_session = session;
    run();
}

void CheckRunner::start(const SshEndpoint &endpoint, const QString &password)
{
    auto *session = new SshSession(endpoint, this);
    if (!password.isEmpty()) {
        session->setPassword(password);
    }
    m_ownsSession = true;
    m_session = session;
    run();
}

void CheckRunner::run()
{
    m_running = true;
    m_startedAt = QDateTime::currentDateTimeUtc();
    m_clock.start();
    if (Result<CompatDatabase> compat = CompatDatabase::load()) {
        m_compat = *compat;
    } else {
        qCWarning(lcCore) << "checks without CUDA compatibility data:" << compat.error().message;
    }
    if (Result<GpuCatalog> catalog = GpuCatalog::load()) {
        m_catalog = *catalog;
    } else {
        qCWarning(lcCore) << "checks without the GPU catalog:" << catalog.error().message;
    }
    m_outputs.benchRequested = m_options.bench;
    QString error;
    if (probeCommand({}, &error).isEmpty() || !m_session) {
        m_sessionError = error.isEmpty() ? tr("no SSH session") : error;
        QTimer::singleShot(0, this, &CheckRunner::complete);
        return;
    }
    connect(m_session, &SshSession::stateChanged, this, [this](SshSession::State state, const QString &message) {
        if (state == SshSession::State::Failed) {
            m_sessionError = message.isEmpty() ? m_session->lastError().message : message;
        } else if (state == SshSession::State::Connected) {
            emit progress(tr("connected to %1 after %2 ms").arg(m_session->target()).arg(m_clock.elapsed()));
        }
    });
    if (m_session->state() == SshSession::State::Disconnected || m_session->state() == SshSession::State::Failed) {
        emit progress(tr("connecting to %1").arg(m_session->target()));
        m_session->connectToHost();
    }
    m_probe = openChannel(
        { QStringLiteral("probe"), m_options.dataDir, m_options.network ? QStringLiteral("1") : QStringLiteral("0"),
            m_options.diskTest ? QStringLiteral("1") : QStringLiteral("0") },
        &m_outputs.probe, tr("probe"));
    const int load = m_options.loadSeconds();
    if (load > 0) {
        m_bench = openChannel({ QStringLiteral("bench"), QString::number(load) }, &m_outputs.bench, tr("benchmark"));
        connect(m_bench, &SshExecChannel::started, this, [this, load] {
            emit progress(tr("benchmark running for %1 s").arg(load));
            m_sampleTimer.start(std::max(1000, load * 600));
        });
    }
    const int burnIn = std::clamp(m_options.burnInSeconds, 0, MaxBurnInSeconds);
    m_outputs.burnInSeconds = burnIn;
    // The burn-in's own allowance: PyTorch's import and CUDA start on every GPU can take a minute on a cold box.
    const int burnInAllowance = burnIn > 0 ? burnIn + 60 : 0;
    m_deadline.start((m_options.probeTimeoutSeconds + load + burnInAllowance + SlackSeconds) * 1000);
}

void CheckRunner::startBurnIn()
{
    const int seconds = m_outputs.burnInSeconds;
    emit progress(tr("burn-in: every GPU for %1 s").arg(seconds));
    m_burnInClock.start();
    m_burnIn = openChannel({ QStringLiteral("burn"), QString::number(seconds) }, &m_outputs.burnIn, tr("burn-in"));
    connect(m_burnIn, &SshExecChannel::stdoutReceived, this, [this, seconds](const QByteArray &data) {
        const BurnInStream::Update update = m_burnInStream.feed(data, QDateTime::currentMSecsSinceEpoch());
        if (!update.samples.isEmpty() || !update.rates.isEmpty()) {
            emit burnInUpdate(update, int(m_burnInClock.elapsed() / 1000), seconds);
        }
    });
}

SshExecChannel *CheckRunner::openChannel(const QStringList &arguments, QByteArray *output, const QString &label)
{
    SshExecChannel *channel = m_session->exec(probeCommand(arguments));
    channel->setParent(this);
    connect(channel, &SshExecChannel::stdoutReceived, this, [output](const QByteArray &data) {
        // The probe prints a few KB; a runaway remote command must not fill memory.
        if (output->size() < 16 * 1024 * 1024) {
            output->append(data);
        }
    });
    connect(channel, &SshExecChannel::started, this,
        [this, label] { emit progress(tr("%1 started (%2 ms)").arg(label).arg(m_clock.elapsed())); });
    connect(channel, &SshExecChannel::finished, this,
        [this, channel] { onChannelFinished(channel, channel->exitStatus()); });
    return channel;
}

void CheckRunner::onChannelFinished(SshExecChannel *channel, int exitStatus)
{
    const QString error = channel->error().isError() ? channel->error().message : QString();
    if (channel == m_probe) {
        m_outputs.probeExitStatus = exitStatus;
        if (!error.isEmpty() && m_outputs.probeError.isEmpty()) {
            m_outputs.probeError = error;
        }
        emit progress(tr("probe finished after %1 ms").arg(m_clock.elapsed()));
        m_probe = nullptr;
        if (m_outputs.burnInSeconds > 0 && error.isEmpty() && !isFinished()) {
            startBurnIn();
        }
    } else if (channel == m_bench) {
        if (!error.isEmpty() && m_outputs.benchError.isEmpty()) {
            m_outputs.benchError = error;
        }
        m_sampleTimer.stop();
        emit progress(tr("benchmark finished after %1 ms").arg(m_clock.elapsed()));
        m_bench = nullptr;
    } else if (channel == m_sample) {
        m_sample = nullptr;
    } else if (channel == m_burnIn) {
        if (!error.isEmpty() && m_outputs.burnInError.isEmpty()) {
            m_outputs.burnInError = error;
        }
        m_outputs.burnInElapsedMs = m_burnInClock.elapsed();
        emit progress(tr("burn-in finished after %1 ms").arg(m_outputs.burnInElapsedMs));
        m_burnIn = nullptr;
    }
    channel->deleteLater();
    maybeFinish();
}

void CheckRunner::startLoadSample()
{
    if (!m_bench || isFinished() || m_sample) {
        return;
    }
    emit progress(tr("sampling clocks under load"));
    m_sample = openChannel({ QStringLiteral("smi") }, &m_outputs.loadSample, tr("under-load sample"));
}

void CheckRunner::onTimeout()
{
    const QString why = tr("timed out after %1 s").arg(m_clock.elapsed() / 1000);
    if (m_probe && m_outputs.probeError.isEmpty()) {
        m_outputs.probeError = tr("the probe %1").arg(why);
    }
    if (m_bench && m_outputs.benchError.isEmpty()) {
        m_outputs.benchError = tr("the benchmark %1").arg(why);
    }
    if (m_burnIn && m_outputs.burnInError.isEmpty()) {
        m_outputs.burnInError = tr("the burn-in %1").arg(why);
    }
    complete();
}

void CheckRunner::cancel()
{
    if (!m_running || isFinished()) {
        return;
    }
    if (m_outputs.probeError.isEmpty() && m_probe) {
        m_outputs.probeError = tr("cancelled");
    }
    if (m_outputs.benchError.isEmpty() && m_bench) {
        m_outputs.benchError = tr("cancelled");
    }
    if (m_outputs.burnInError.isEmpty() && m_burnIn) {
        m_outputs.burnInError = tr("cancelled");
    }
    QTimer::singleShot(0, this, &CheckRunner::complete);
}

void CheckRunner::maybeFinish()
{
    if (!m_probe && !m_bench && !m_sample && !m_burnIn) {
        complete();
    }
}

void CheckRunner::complete()
{
    if (isFinished()) {
        return;
    }
    m_running = false;
    m_deadline.stop();
    m_sampleTimer.stop();
    if (m_burnIn && m_outputs.burnInElapsedMs == 0) {
        m_outputs.burnInElapsedMs = m_burnInClock.elapsed();
    }
    for (SshExecChannel *channel : { m_probe.data(), m_bench.data(), m_sample.data(), m_burnIn.data() }) {
        if (channel) {
            channel->disconnect(this);
            channel->cancel();
            channel->deleteLater();
        }
    }
    CheckReport report;
    report.instanceName = m_subject.instanceName;
    report.offerId = m_subject.offerId;
    report.gpuModel = m_subject.gpuName;
    report.startedAt = m_startedAt;
    if (!m_sessionError.isEmpty() && m_outputs.probe.isEmpty()) {
        report.error = tr("SSH to %1 failed: %2").arg(m_subject.instanceName, m_sessionError);
    } else {
        const CheckEvaluator evaluator(m_compat ? &*m_compat : nullptr, m_catalog ? &*m_catalog : nullptr);
        report.results = evaluator.evaluate(m_subject, m_outputs);
    }
    report.finishedAt = QDateTime::currentDateTimeUtc();
    if (m_ownsSession && m_session) {
        m_session->disconnectFromHost();
    }
    emit progress(tr("checks finished after %1 ms").arg(m_clock.elapsed()));
    m_report = report;
    finish(report.error.isEmpty() ? Error() : Error::make(Error::Code::Ssh, report.error));
}

} // namespace RentDeck
