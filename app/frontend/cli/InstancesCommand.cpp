// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/InstancesCommand.h"

#include "billing/CostTimeline.h"
#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "services/InstanceManager.h"
#include "storage/Database.h"
#include "team/TeamLedger.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <cmath>
#include <memory>

namespace RentDeck {

void InstancesCommand::addOptions(QCommandLineParser &parser)
{
    parser.addOption(
        { QStringLiteral("provider"), QStringLiteral("Only instances of provider P."), QStringLiteral("P") });
    parser.addOption({ QStringLiteral("team"), QStringLiteral("Every team member's instances (team database).") });
}

void InstancesCommand::listTeam(const QString &providerId)
{
    m_context.withTeamDatabase(this, [this, providerId](Result<std::unique_ptr<Database>> team) {
        if (!team) {
            failWith(team.error().message);
            return;
        }
        const QDateTime now = QDateTime::currentDateTimeUtc();
        const TeamLedger ledger(*team.value());
        const Result<QString> me = ledger.currentMember();
        const Result<QList<TeamInstance>> instances = ledger.instances(now);
        if (!instances || !me) {
            failWith(instances ? me.error().message : instances.error().message);
            return;
        }
        QJsonArray list;
        QMap<QString, Money> spendRates; // per currency, instances that bill now
        for (const TeamInstance &row : instances.value()) {
            const LedgerInstance &instance = row.instance;
            if (!providerId.isEmpty() && instance.providerId != providerId) {
                continue;
            }
            const CostTimeline timeline(instance, row.events);
            const Money accrued = timeline.at(now).total;
            const Money rate = timeline.ratePerHour(now);
            if (rate.isValid() && rate.micros() > 0) {
                spendRates[rate.currency()] = spendRates.value(rate.currency(), Money(0, rate.currency())) + rate;
            }
            const qint64 idleMinutes = row.idleSince.isValid()
                ? (row.utilizationAt.toMSecsSinceEpoch() - row.idleSince.toMSecsSinceEpoch()) / 60000 + 1
                : 0;
            if (m_context.json()) {
                QJsonObject json;
                json.insert(QStringLiteral("name"), instance.name);
                json.insert(QStringLiteral("provider"), instance.providerId);
                json.insert(QStringLiteral("member"), row.member);
                json.insert(QStringLiteral("mine"), row.member == me.value());
                json.insert(QStringLiteral("project"), instance.project);
                json.insert(QStringLiteral("label"), instance.label);
                json.insert(QStringLiteral("status"), instanceStateName(instance.state));
                json.insert(
                    QStringLiteral("offer"), QString(instance.providerId + QLatin1Char(':') + instance.offerId));
                json.insert(QStringLiteral("gpu_name"), instance.gpuName);
                json.insert(QStringLiteral("gpu_count"), instance.gpuCount);
                json.insert(QStringLiteral("price_per_hour"), CliJson::money(instance.pricePerHour));
                json.insert(QStringLiteral("currency"), instance.pricePerHour.currency());
                json.insert(QStringLiteral("accrued"), CliJson::money(accrued));
                json.insert(QStringLiteral("spend_rate"), CliJson::money(rate));
                json.insert(QStringLiteral("utilization"),
                    row.utilization >= 0 ? QJsonValue(std::round(row.utilization * 10) / 10) : QJsonValue());
                json.insert(
                    QStringLiteral("idle_minutes"), row.idleSince.isValid() ? QJsonValue(idleMinutes) : QJsonValue());
                json.insert(QStringLiteral("launched_at"), instance.launchedAt.toUTC().toString(Qt::ISODate));
                list.append(json);
            } else {
                CliContext::printLine(
                    QStringLiteral("%1  %2  %3  %4  %5 x %6  %7/h  so far %8%9")
                        .arg(instance.name, -14)
                        .arg(row.member, -10)
                        .arg(instance.project.isEmpty() ? QStringLiteral("-") : instance.project, -10)
                        .arg(instanceStateName(instance.state), -12)
                        .arg(instance.gpuCount)
                        .arg(instance.gpuName, -24)
                        .arg(instance.pricePerHour.format(), accrued.format())
                        .arg(row.idleSince.isValid()   ? QStringLiteral("  idle for %1 min").arg(idleMinutes)
                                : row.utilization >= 0 ? QStringLiteral("  GPU %1 %").arg(qRound(row.utilization))
                                                       : QString()));
            }
        }
        if (m_context.json()) {
            CliContext::printJson(list);
        } else {
            QStringList rates;
            for (const Money &rate : spendRates) {
                rates << rate.format() + QStringLiteral("/h");
            }
            CliContext::printLine(
                QStringLiteral("the team spends %1 now")
                    .arg(rates.isEmpty() ? QStringLiteral("nothing") : rates.join(QStringLiteral(" + "))));
        }
        done(0);
    });
}

void InstancesCommand::start(const QCommandLineParser &parser)
{
    const QString providerId = parser.value(QStringLiteral("provider"));
    if (parser.isSet(QStringLiteral("team"))) {
        listTeam(providerId);
        return;
    }
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
