// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/LaunchCommand.h"

#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "core/InstanceManager.h"
#include "ssh/SshExecJob.h"

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
    InstanceSpec spec;
    spec.image = parser.value(QStringLiteral("image"));
    spec.diskGb = parser.value(QStringLiteral("disk")).toDouble();
    spec.label = parser.value(QStringLiteral("label"));
    spec.maxHours = parser.value(QStringLiteral("max-hours")).toDouble();
    spec.idleStopMinutes = parser.value(QStringLiteral("idle-stop")).toInt();
    const bool wait = parser.isSet(QStringLiteral("wait"));
    m_waitLimitMs = qint64(parser.value(QStringLiteral("timeout")).toDouble() * 1000);
    m_clock.start();
    CliContext::progress(QStringLiteral("launching %1 ...").arg(offerId));
    InstanceJob *job = m_context.manager().launch(offerId, spec);
    connect(job, &ProviderJob::progress, this, [](const QString &message) { CliContext::progress(message); });
    connect(job, &ProviderJob::finished, this, [this, job, wait, offerId] {
        if (!job->isOk()) {
            failWith(QStringLiteral("could not launch %1: %2").arg(offerId, job->error().message));
            return;
        }
        m_instance = job->value();
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
    connect(probe, &SshExecJob::finished, this, [this, probe] {
        probe->deleteLater();
        if (!probe->error().isError() && probe->exitStatus() == 0) {
            m_sshReadyMs = m_clock.elapsed();
            report();
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
    probe->start();
}

void LaunchCommand::report()
{
    if (m_context.json()) {
        QJsonObject json = CliJson::instance(m_instance, Money(0, m_instance.pricePerHour.currency()));
        if (m_sshReadyMs >= 0) {
            json.insert(QStringLiteral("ssh_ready_seconds"), double(m_sshReadyMs) / 1000.0);
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
