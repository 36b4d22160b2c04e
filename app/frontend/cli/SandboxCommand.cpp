// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/SandboxCommand.h"

#include "cli/CliContext.h"
#include "provider/Provider.h"
#include "services/InstanceManager.h"

#include <QJsonObject>

namespace RentDeck {

void SandboxCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(
        QStringLiteral("preempt"), QStringLiteral("Take the instance back, as a spot market does."));
    parser.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("A sandbox instance, e.g. sandbox:3."));
}

void SandboxCommand::start(const QCommandLineParser &parser)
{
    const QStringList words = parser.positionalArguments();
    if (words.size() != 2 || words.constFirst() != QLatin1String("preempt")) {
        failWith(QStringLiteral("usage: rentdeck-cli sandbox preempt NAME"), ExitUsage);
        return;
    }
    const QString name = words.at(1);
    const qsizetype colon = name.indexOf(QLatin1Char(':'));
    InstanceManager &manager = m_context.manager();
    Provider *provider = colon > 0 ? manager.provider(name.left(colon)) : nullptr;
    if (!provider || !provider->descriptor().isSimulated) {
        failWith(QStringLiteral("%1 is not a sandbox instance: only simulated providers can be told to preempt (a real "
                                "provider decides that itself)")
                     .arg(name),
            ExitUsage);
        return;
    }
    StatusJob *job = provider->reclaim(name.mid(colon + 1));
    connect(job, &Job::finished, this, [this, job, name] {
        if (!job->isOk()) {
            failWith(QStringLiteral("could not preempt %1: %2").arg(name, job->error().message));
            return;
        }
        // One listing, so the ledger records the preemption (the meter stops there).
        InstanceManager &instances = m_context.manager();
        connect(
            &instances, &InstanceManager::instancesChanged, this,
            [this, name] {
                if (m_context.json()) {
                    CliContext::printJson(QJsonObject {
                        { QStringLiteral("name"), name }, { QStringLiteral("status"), QStringLiteral("preempted") } });
                } else {
                    CliContext::printLine(QStringLiteral("%1 preempted").arg(name));
                }
                done(0);
            },
            Qt::SingleShotConnection);
        instances.refreshInstances();
    });
}

} // namespace RentDeck
