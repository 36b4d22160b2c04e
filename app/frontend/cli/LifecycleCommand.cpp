// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/LifecycleCommand.h"

#include "cli/CliContext.h"
#include "cli/LeftoversCommand.h"
#include "services/InstanceManager.h"
#include "services/LeftoverScan.h"
#include "storage/Database.h"
#include "team/TeamLedger.h"

#include <QJsonArray>
#include <QJsonObject>

namespace RentDeck {

LifecycleCommand::LifecycleCommand(CliContext &context, Action action, QObject *parent)
    : CliCommand(context, parent)
    , m_action(action)
{
}

void LifecycleCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("Instance name, e.g. sandbox:3."));
}

void LifecycleCommand::start(const QCommandLineParser &parser)
{
    if (parser.positionalArguments().size() != 1) {
        failWith(QStringLiteral("give exactly one instance name, e.g. sandbox:3 (see: rentdeck-cli instances)"), 2);
        return;
    }
    const QString name = parser.positionalArguments().constFirst();
    InstanceManager &manager = m_context.manager();
    StatusJob *job = nullptr;
    QString verb;
    QString newStatus;
    switch (m_action) {
    case Action::Stop:
        job = manager.stop(name);
        verb = QStringLiteral("stop");
        newStatus = QStringLiteral("stopped");
        break;
    case Action::Resume:
        job = manager.resume(name);
        verb = QStringLiteral("resume");
        newStatus = QStringLiteral("running");
        break;
    case Action::Restart:
        job = manager.restart(name);
        verb = QStringLiteral("restart");
        newStatus = QStringLiteral("running");
        break;
    case Action::Destroy:
        job = manager.destroy(name);
        verb = QStringLiteral("destroy");
        newStatus = QStringLiteral("terminated");
        break;
    }
    connect(job, &Job::finished, this, [this, job, name, verb, newStatus] {
        if (!job->isOk()) {
            failNamingOwner(name, verb, job->error().message);
            return;
        }
        if (m_action != Action::Destroy) {
            report(name, newStatus, {});
            return;
        }
        // What the machine leaves behind bills on: say so now, not on next month's invoice.
        auto *scan = new LeftoverScan(&m_context.manager(), name.section(QLatin1Char(':'), 0, 0), this);
        connect(scan, &Job::finished, this, [this, scan, name, newStatus] {
            QList<Leftover> left;
            for (const Leftover &leftover : scan->value()) {
                if (leftover.belongedTo == name) {
                    left << leftover;
                }
            }
            report(name, newStatus, left);
        });
        scan->start();
    });
}

void LifecycleCommand::report(const QString &name, const QString &newStatus, const QList<Leftover> &leftBehind)
{
    for (const Leftover &leftover : leftBehind) {
        CliContext::progress(QStringLiteral("warning: %1 left %2, which bills until you delete it: rentdeck-cli "
                                            "leftovers --delete %3")
                                 .arg(name, LeftoversCommand::describe(leftover), leftover.name()));
    }
    if (m_context.json()) {
        QJsonObject json { { QStringLiteral("name"), name }, { QStringLiteral("status"), newStatus } };
        if (m_action == Action::Destroy) {
            QJsonArray left;
            for (const Leftover &leftover : leftBehind) {
                left.append(LeftoversCommand::toJson(leftover));
            }
            json.insert(QStringLiteral("left_behind"), left); // extension
        }
        CliContext::printJson(json);
    } else {
        CliContext::printLine(QStringLiteral("%1 %2").arg(name, newStatus));
    }
    done(0);
}

void LifecycleCommand::failNamingOwner(const QString &name, const QString &verb, const QString &why)
{
    const QString plain = QStringLiteral("could not %1 %2: %3").arg(verb, name, why);
    if (m_context.manager().findInstance(name)) {
        failWith(plain); // ours: the provider's answer is the reason
        return;
    }
    m_context.withTeamDatabase(this, [this, name, plain](Result<std::unique_ptr<Database>> team) {
        if (!team) {
            failWith(plain); // alone, or the team does not answer: nothing more to say
            return;
        }
        const auto me = TeamLedger(*team.value()).currentMember();
        const auto instances = TeamLedger(*team.value()).instances(QDateTime::currentDateTimeUtc());
        QStringList owners;
        for (const TeamInstance &row : instances ? instances.value() : QList<TeamInstance>()) {
            if (row.instance.name == name && (!me || row.member != me.value()) && !owners.contains(row.member)) {
                owners << row.member;
            }
        }
        if (owners.isEmpty()) {
            failWith(plain);
            return;
        }
        failWith(QStringLiteral("%1 is %2's machine: only an account at %3 that owns it can act on it. Ask %2, or add "
                                "that account (rentdeck-cli providers; the window's Settings › Accounts)")
                     .arg(name, owners.join(QStringLiteral(" or ")), name.section(QLatin1Char(':'), 0, 0)));
    });
}

} // namespace RentDeck
