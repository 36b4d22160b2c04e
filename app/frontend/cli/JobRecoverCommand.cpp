// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/JobRecoverCommand.h"

#include "billing/Ledger.h"
#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "cli/JobCommand.h"
#include "services/InstanceManager.h"
#include "services/JobPoller.h"
#include "services/JobService.h"

namespace RentDeck {

void JobRecoverCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("recover"), QStringLiteral("Move a lost job onto a replacement."));
    parser.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("The job, e.g. job:1 or 1."));
    parser.addOptions({
        { QStringLiteral("offer"), QStringLiteral("Use exactly this offer (PROVIDER:OFFER_ID)."),
            QStringLiteral("P:ID") },
        { QStringLiteral("max-price"),
            QStringLiteral("Price ceiling per hour for the replacement, in the lost instance's currency."),
            QStringLiteral("X") },
        { QStringLiteral("wait"), QStringLiteral("Wait until the restarted job reports from the new instance.") },
    });
}

void JobRecoverCommand::start(const QCommandLineParser &parser)
{
    const QStringList words = parser.positionalArguments().mid(1);
    const auto id = words.size() == 1 ? JobCommand::parseId(words.constFirst()) : std::nullopt;
    if (!id) {
        failWith(
            QStringLiteral("usage: rentdeck-cli job recover ID [--offer P:ID] [--max-price X] [--wait]"), ExitUsage);
        return;
    }
    RecoveryOptions options;
    options.offer = parser.value(QStringLiteral("offer"));
    if (parser.isSet(QStringLiteral("max-price"))) {
        bool ok = false;
        const double price = parser.value(QStringLiteral("max-price")).toDouble(&ok);
        if (!ok || price <= 0) {
            failWith(QStringLiteral("--max-price takes an amount per hour above 0"), ExitUsage);
            return;
        }
        const Result<JobRecord> job = m_context.jobs().job(*id);
        const auto ledgerInstance = job && m_context.ledger() ? m_context.ledger()->instance(job->instanceName)
                                                              : Result<std::optional<LedgerInstance>>(std::nullopt);
        const QString currency = ledgerInstance && ledgerInstance->has_value()
            ? (*ledgerInstance)->pricePerHour.currency()
            : QStringLiteral("USD");
        options.maxPrice = Money::fromDouble(price, currency);
    }
    const bool wait = parser.isSet(QStringLiteral("wait"));
    InstanceManager &manager = m_context.manager();
    connect(
        &manager, &InstanceManager::instancesChanged, this,
        [this, id, options, wait] {
            JobRecovery *recovery = m_context.jobs().recover(*id, options);
            connect(recovery, &Job::progress, this, [](const QString &message) { CliContext::progress(message); });
            connect(recovery, &Job::finished, this, [this, recovery, id, wait] {
                if (!recovery->isOk()) {
                    failWith(QStringLiteral("could not recover job:%1: %2").arg(*id).arg(recovery->error().message));
                    return;
                }
                report(*id, recovery->newInstance(), wait);
            });
        },
        Qt::SingleShotConnection);
    manager.refreshInstances();
}

void JobRecoverCommand::report(qint64 id, const QString &instanceName, bool wait)
{
    const auto print = [this, instanceName](const JobRecord &job) {
        if (m_context.json()) {
            QJsonObject json = CliJson::job(job);
            json.insert(QStringLiteral("new_instance"), instanceName);
            CliContext::printJson(json);
        } else {
            CliContext::printLine(instanceName);
        }
        done(0);
    };
    if (!wait) {
        const Result<JobRecord> job = m_context.jobs().job(id);
        print(job ? *job : JobRecord());
        return;
    }
    JobPoller *poller = m_context.jobs().poll(id);
    connect(poller, &Job::finished, this, [this, poller, print] {
        if (!poller->isOk() || poller->record().state == JobState::Lost) {
            failWith(QStringLiteral("%1 was restarted on a replacement but does not run there: %2")
                         .arg(poller->record().name(),
                             poller->isOk() ? poller->record().stateDetail : poller->error().message));
            return;
        }
        print(poller->record());
    });
}

} // namespace RentDeck
