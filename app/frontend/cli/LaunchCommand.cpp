// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/LaunchCommand.h"

#include "billing/Ledger.h"
#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "provider/ContainerOptions.h"
#include "provider/Provider.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "ssh/SshExecJob.h"
#include "ssh/SshSession.h"
#include "watch/GuardStore.h"
#include "watch/LaunchGuard.h"
#include "watch/WatchdogInstaller.h"

#include <QFile>
#include <QJsonObject>
#include <QTimer>

namespace RentDeck {

void LaunchCommand::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        { QStringLiteral("offer"), QStringLiteral("The offer to rent, PROVIDER:OFFER_ID (see: rentdeck-cli offers)."),
            QStringLiteral("PROVIDER:OFFER_ID") },
        { QStringLiteral("image"), QStringLiteral("Image (CUDA/framework versions)."), QStringLiteral("I") },
        { QStringLiteral("disk"), QStringLiteral("Disk size in GB."), QStringLiteral("GB") },
        { QStringLiteral("label"), QStringLiteral("A label shown next to the name."), QStringLiteral("TEXT") },
        { QStringLiteral("project"), QStringLiteral("Project tag for cost, guards and budgets."), QStringLiteral("P") },
        { QStringLiteral("volume"),
            QStringLiteral(
                "A network volume of GB made with the instance; it outlives it and bills until deleted (sandbox)."),
            QStringLiteral("GB") },
        { QStringLiteral("env"),
            QStringLiteral("An environment variable for the machine, K=V (repeatable), where the provider takes them."),
            QStringLiteral("K=V") },
        { QStringLiteral("onstart"),
            QStringLiteral("A script the machine runs when it starts, where the provider takes one."),
            QStringLiteral("FILE") },
        { QStringLiteral("shm-size"), QStringLiteral("The size of /dev/shm in GB, where the provider lets you set it."),
            QStringLiteral("GB") },
        { QStringLiteral("max-hours"), QStringLiteral("Guard: maximum lifetime in hours."), QStringLiteral("H") },
        { QStringLiteral("idle-stop"), QStringLiteral("Guard: stop after MIN idle minutes."), QStringLiteral("MIN") },
        { QStringLiteral("budget"), QStringLiteral("Guard: budget cap in the offer's currency."), QStringLiteral("X") },
        { QStringLiteral("wait"), QStringLiteral("Wait until SSH answers.") },
        { QStringLiteral("timeout"), QStringLiteral("With --wait: give up after S seconds (default 300)."),
            QStringLiteral("S"), QStringLiteral("300") },
    });
}

void LaunchCommand::start(const QCommandLineParser &parser)
{
    const QString offerId = parser.value(QStringLiteral("offer"));
    if (!offerId.contains(QLatin1Char(':'))) {
        failWith(QStringLiteral("--offer PROVIDER:OFFER_ID is required, e.g. --offer sandbox:rtx4090-1 (see: "
                                "rentdeck-cli offers)"),
            2);
        return;
    }
    if (!m_context.ledger()) {
        // Renting without a record of the price and start time would leave a meter nobody can read back.
        failWith(QStringLiteral("not launching: the ledger cannot record what the instance will cost (%1). Fix that "
                                "first, then check it with: rentdeck-cli ledger-check")
                     .arg(m_context.ledgerError()));
        return;
    }
    InstanceSpec spec;
    spec.image = parser.value(QStringLiteral("image"));
    spec.diskGb = parser.value(QStringLiteral("disk")).toDouble();
    spec.label = parser.value(QStringLiteral("label"));
    spec.project = parser.value(QStringLiteral("project")).trimmed();
    spec.maxHours = parser.value(QStringLiteral("max-hours")).toDouble();
    spec.idleStopMinutes = parser.value(QStringLiteral("idle-stop")).toInt();
    bool numbersOk = true;
    const auto number = [&parser, &numbersOk](const QString &name) {
        if (!parser.isSet(name)) {
            return 0.0;
        }
        bool ok = false;
        const double value = parser.value(name).toDouble(&ok);
        numbersOk = numbersOk && ok && value > 0;
        return value;
    };
    m_maxHours = number(QStringLiteral("max-hours"));
    m_idleMinutes = int(number(QStringLiteral("idle-stop")));
    m_budget = number(QStringLiteral("budget"));
    spec.volumeGb = number(QStringLiteral("volume"));
    spec.shmSizeGb = number(QStringLiteral("shm-size"));
    if (!numbersOk) {
        failWith(QStringLiteral("--max-hours, --idle-stop, --budget, --volume and --shm-size take a number above 0"),
            ExitUsage);
        return;
    }
    if (!readContainerOptions(parser, spec)) {
        return;
    }
    if (spec.volumeGb > 0) {
        const Provider *provider = m_context.manager().provider(offerId.section(QLatin1Char(':'), 0, 0));
        if (provider && !provider->descriptor().isSimulated) {
            failWith(
                QStringLiteral("--volume: RentDeck makes a volume with the instance only in the sandbox so far; make "
                               "network volumes in %1's console")
                    .arg(provider->descriptor().displayName),
                ExitUsage);
            return;
        }
    }
    const bool wait = parser.isSet(QStringLiteral("wait"));
    m_waitLimitMs = qint64(parser.value(QStringLiteral("timeout")).toDouble() * 1000);
    m_clock.start();
    CliContext::progress(QStringLiteral("launching %1 ...").arg(offerId));
    InstanceJob *job = m_context.manager().launch(offerId, spec);
    connect(job, &Job::progress, this, [](const QString &message) { CliContext::progress(message); });
    connect(job, &Job::finished, this, [this, job, wait, offerId] {
        if (!job->isOk()) {
            failWith(QStringLiteral("could not launch %1: %2").arg(offerId, job->error().message));
            return;
        }
        // The manager's copy: it carries how the host key is kept (per instance, trusted on first use).
        const auto adopted = m_context.manager().findInstance(job->value().name());
        m_instance = adopted ? *adopted : job->value();
        if (!saveGuard()) {
            return;
        }
        if (wait) {
            CliContext::progress(QStringLiteral("%1 launched; waiting for SSH on %2:%3 ...")
                                     .arg(m_instance.name(), m_instance.ssh.host)
                                     .arg(m_instance.ssh.port));
            waitForSsh();
        } else {
            report();
        }
    });
}

bool LaunchCommand::readContainerOptions(const QCommandLineParser &parser, InstanceSpec &spec)
{
    for (const QString &assignment : parser.values(QStringLiteral("env"))) {
        QString why;
        const auto variable = ContainerOptions::parseVariable(assignment, &why);
        if (!variable) {
            failWith(QStringLiteral("--env takes NAME=VALUE: %1").arg(why), ExitUsage);
            return false;
        }
        spec.env.insert(variable->first, variable->second);
    }
    if (const QString path = parser.value(QStringLiteral("onstart")); !path.isEmpty()) {
        QFile file(path);
        constexpr qint64 Limit = 1024 * 1024; // the most any provider takes (Lambda's user_data)
        if (!file.open(QIODevice::ReadOnly)) {
            failWith(QStringLiteral("--onstart: cannot read %1: %2").arg(path, file.errorString()), ExitUsage);
            return false;
        }
        spec.onstart = file.read(Limit + 1);
        if (spec.onstart.size() > Limit || spec.onstart.isEmpty()) {
            failWith(QStringLiteral("--onstart: %1 is %2; a start script must hold 1 byte to 1 MB")
                         .arg(path, spec.onstart.isEmpty() ? QStringLiteral("empty") : QStringLiteral("over 1 MB")),
                ExitUsage);
            return false;
        }
    }
    return true;
}

void LaunchCommand::waitForSsh()
{
    if (!m_instance.ssh.isValid()) {
        // Providers fill the endpoint once the machine is up; poll the instance list.
        InstanceManager &manager = m_context.manager();
        connect(
            &manager, &InstanceManager::instancesChanged, this,
            [this, &manager] {
                if (const auto latest = manager.findInstance(m_instance.name())) {
                    m_instance = *latest;
                }
            },
            Qt::SingleShotConnection);
        manager.refreshInstances();
        QTimer::singleShot(2000, this, &LaunchCommand::waitForSsh);
        return;
    }
    auto *probe = new SshExecJob(m_instance.ssh, QStringLiteral("true"), this);
    probe->setConnectTimeout(std::chrono::seconds(5));
    connect(probe, &SshExecJob::hostKeyLearned, this, [this](const QString &fingerprint) {
        m_hostKeyFingerprint = fingerprint;
        CliContext::progress(QStringLiteral("%1: first connection, recorded its host key %2 (a later change is "
                                            "refused)")
                                 .arg(m_instance.name(), fingerprint));
    });
    connect(probe, &SshExecJob::finished, this, [this, probe] {
        probe->deleteLater();
        if (!probe->error().isError() && probe->exitStatus() == 0) {
            m_sshReadyMs = m_clock.elapsed();
            installWatchdog();
            return;
        }
        const bool fatal = probe->error().code == Error::Code::HostKey || probe->error().code == Error::Code::Auth;
        if (fatal || m_clock.elapsed() > m_waitLimitMs) {
            failWith(QStringLiteral("%1 was launched but SSH did not answer: %2 (it is still billing: rentdeck-cli "
                                    "destroy %1)")
                         .arg(m_instance.name(), probe->error().message));
            return;
        }
        QTimer::singleShot(1000, this, &LaunchCommand::waitForSsh);
    });
    // Password logins (AutoDL gives the root password in the snapshot; the provider keeps it for the session).
    m_context.readPassword(m_instance.name(), m_instance.ssh, probe, [probe](const QString &password) {
        if (!password.isEmpty()) {
            probe->setPassword(password);
        }
        probe->start();
    });
}

bool LaunchCommand::saveGuard()
{
    InstanceSpec limits;
    limits.maxHours = m_maxHours;
    limits.idleStopMinutes = m_idleMinutes;
    if (m_budget > 0) {
        // --budget is in the offer's currency: LaunchGuard reads the amount in the instance's.
        limits.budget = Money::fromDouble(m_budget, m_instance.pricePerHour.currency());
    }
    const Provider *provider = m_context.manager().provider(m_instance.providerId);
    const ProviderCapabilities capabilities = provider ? provider->descriptor().capabilities : ProviderCapabilities();
    if (const Status saved = LaunchGuard::save(m_context.storage().guards(), m_instance, limits, capabilities);
        !saved) {
        failWith(QStringLiteral("%1 was launched but its guard could not be saved: %2 (it is still billing: "
                                "rentdeck-cli destroy %1)")
                     .arg(m_instance.name(), saved.error().message));
        return false;
    }
    return true;
}

void LaunchCommand::installWatchdog()
{
    const auto policy = m_context.storage().guards().policy(GuardScope::Instance, m_instance.name());
    if (!policy || !policy->has_value() || !(*policy)->watchdog) {
        report();
        return;
    }
    const GuardPolicy &guard = **policy;
    WatchdogConfig config;
    const auto launched = m_context.ledger() ? m_context.ledger()->instance(m_instance.name())
                                             : Result<std::optional<LedgerInstance>>(std::optional<LedgerInstance>());
    const QDateTime launchedAt
        = launched && launched->has_value() ? (*launched)->launchedAt : QDateTime::currentDateTimeUtc();
    if (guard.maxLifetimeSeconds) {
        config.deadline = launchedAt.addSecs(*guard.maxLifetimeSeconds);
        // Checked often enough to act within a twentieth of the lifetime (every 1–30 s).
        config.checkInterval
            = std::chrono::seconds(qBound(qint64(1), qint64(*guard.maxLifetimeSeconds / 20), qint64(30)));
    }
    if (guard.idle) {
        config.idlePercent = int(guard.idle->percent);
        config.idleFor = std::chrono::minutes(guard.idle->minutes);
    }
    if (!guard.maxLifetimeSeconds && !guard.idle) {
        report(); // a budget alone needs the meter: RentDeck's window enforces it
        return;
    }
    CliContext::progress(QStringLiteral("installing the watchdog on %1 ...").arg(m_instance.name()));
    m_session = new SshSession(m_instance.ssh, this);
    m_session->connectToHost();
    auto *installer = new WatchdogInstaller(m_session, this);
    ValueJob<qint64> *job = installer->install(config);
    connect(job, &Job::finished, this, [this, job] {
        if (!job->isOk()) {
            failWith(QStringLiteral("%1 was launched but its watchdog could not be installed: %2 (the guard is saved; "
                                    "RentDeck's window enforces it while open)")
                         .arg(m_instance.name(), job->error().message));
            return;
        }
        m_watchdogPid = job->value();
        m_session->disconnectFromHost();
        report();
    });
}

void LaunchCommand::report()
{
    if (m_context.json()) {
        QJsonObject json = CliJson::instance(m_instance, Money(0, m_instance.pricePerHour.currency()));
        if (m_sshReadyMs >= 0) {
            json.insert(QStringLiteral("ssh_ready_seconds"), double(m_sshReadyMs) / 1000.0);
        }
        if (m_watchdogPid > 0) {
            json.insert(QStringLiteral("watchdog_pid"), m_watchdogPid);
        }
        if (!m_hostKeyFingerprint.isEmpty()) {
            json.insert(QStringLiteral("host_key_fingerprint"), m_hostKeyFingerprint);
        }
        CliContext::printJson(json);
    } else {
        if (m_sshReadyMs >= 0) {
            CliContext::progress(
                QStringLiteral("SSH answered after %1 s").arg(double(m_sshReadyMs) / 1000.0, 0, 'f', 2));
        }
        CliContext::printLine(m_instance.name());
    }
    done(0);
}

} // namespace RentDeck
