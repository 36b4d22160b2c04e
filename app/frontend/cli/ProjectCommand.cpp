// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/ProjectCommand.h"

#include "billing/Ledger.h"
#include "cli/CliContext.h"

#include <QJsonObject>

namespace RentDeck {

void ProjectCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("name"), QStringLiteral("The instance (PROVIDER:ID)."));
    parser.addPositionalArgument(QStringLiteral("project"),
        QStringLiteral("The project to count it for (\"\" for none)."), QStringLiteral("[project]"));
}

void ProjectCommand::start(const QCommandLineParser &parser)
{
    const QStringList args = parser.positionalArguments();
    if (args.isEmpty() || args.size() > 2) {
        failWith(QStringLiteral("usage: rentdeck-cli project NAME [PROJECT]"), 2);
        return;
    }
    Ledger *ledger = m_context.ledger();
    if (!ledger) {
        failWith(QStringLiteral("the ledger is not available: %1").arg(m_context.ledgerError()));
        return;
    }
    const QString &name = args.first();
    if (args.size() == 2) {
        if (const Status set = ledger->setProject(name, args.at(1)); !set) {
            failWith(set.error().message);
            return;
        }
    }
    const auto instance = ledger->instance(name);
    if (!instance || !instance->has_value()) {
        failWith(instance ? QStringLiteral("%1 is not in the ledger (see: rentdeck-cli instances)").arg(name)
                          : instance.error().message);
        return;
    }
    const QString project = (*instance)->project;
    if (m_context.json()) {
        CliContext::printJson(QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("project"), project } });
    } else {
        CliContext::printLine(project.isEmpty() ? QStringLiteral("%1: no project").arg(name)
                                                : QStringLiteral("%1: project %2").arg(name, project));
    }
    done(0);
}

} // namespace RentDeck
