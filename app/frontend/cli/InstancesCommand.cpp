// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/InstancesCommand.h"

#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "services/InstanceManager.h"

#include <QJsonArray>
#include <memory>

namespace RentDeck {

void InstancesCommand::addOptions(QCommandLineParser &parser)
{
    parser.addOption(
        { QStringLiteral("provider"), QStringLiteral("Only instances of provider P."), QStringLiteral("P") });
}

void InstancesCommand::start(const QCommandLineParser &parser)
{
    const QString providerId = parser.value(QStringLiteral("provider"));
    InstanceManager &manager = m_context.manager();
    auto failed = std::make_shared<QStringList>();
    connect(
        &manager, &InstanceManager::instancesRefreshFailed, this, [failed](const QString &id, const QString &message) {
            failed->append(id);
            CliContext::fail(id + QStringLiteral(": ") + message);
        });
    connect(&manager, &InstanceManager::instancesChanged, this, [this, &manager, providerId, failed] {
        QJsonArray list;
        for (const Instance &instance : manager.instances()) {
            if (!providerId.isEmpty() && instance.providerId != providerId) {
                continue;
            }
            const Money accrued = manager.accrued(instance);
            if (m_context.json()) {
                list.append(CliJson::instance(instance, accrued));
            } else {
                CliContext::printLine(QStringLiteral("%1  %2  %3 x %4  %5/h  so far %6  %7@%8:%9")
                                          .arg(instance.name(), -14)
                                          .arg(instanceStateName(instance.state), -12)
                                          .arg(instance.gpuCount)
                                          .arg(instance.gpuName, -26)
                                          .arg(instance.pricePerHour.format())
                                          .arg(accrued.format())
                                          .arg(instance.ssh.user, instance.ssh.host)
                                          .arg(instance.ssh.port));
            }
        }
        if (m_context.json()) {
            CliContext::printJson(list);
        }
        // Instances of a provider that did not answer are the last ones known; the exit status says so when that
        // provider was asked for.
        done(!providerId.isEmpty() && failed->contains(providerId) ? 1 : 0);
    });
    manager.refreshInstances();
}

} // namespace RentDeck
