// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/LifecycleCommand.h"

#include "cli/CliContext.h"
#include "services/InstanceManager.h"

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
            failWith(QStringLiteral("could not %1 %2: %3").arg(verb, name, job->error().message));
            return;
        }
        if (m_context.json()) {
            CliContext::printJson(
                QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("status"), newStatus } });
        } else {
            CliContext::printLine(QStringLiteral("%1 %2").arg(name, newStatus));
        }
        done(0);
    });
}

} // namespace RentDeck
