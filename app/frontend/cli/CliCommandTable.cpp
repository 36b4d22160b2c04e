// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CliCommandTable.h"

#include "cli/AddHostCommand.h"
#include "cli/BudgetCommand.h"
#include "cli/CheckCommand.h"
#include "cli/CompatCommand.h"
#include "cli/CostCommand.h"
#include "cli/ExecCommand.h"
#include "cli/ForwardCommand.h"
#include "cli/GpuInfoCommand.h"
#include "cli/InstancesCommand.h"
#include "cli/JobCommand.h"
#include "cli/LaunchCommand.h"
#include "cli/LedgerCheckCommand.h"
#include "cli/LeftoversCommand.h"
#include "cli/LifecycleCommand.h"
#include "cli/NotifyCommand.h"
#include "cli/OffersCommand.h"
#include "cli/PlanCommand.h"
#include "cli/ProjectCommand.h"
#include "cli/ProvidersCommand.h"
#include "cli/SandboxCommand.h"
#include "cli/SshConfigCommand.h"
#include "cli/SyncCommand.h"
#include "cli/TeamCommand.h"
#include "cli/VerifyCommand.h"
#include "cli/WatchCommand.h"

#include <QStringList>

namespace RentDeck {

namespace {

template <typename Command> CliCommandEntry row(const char *name, int usageLine)
{
    return { QString::fromLatin1(name), usageLine,
        [](CliContext &context) -> std::unique_ptr<CliCommand> { return std::make_unique<Command>(context); } };
}

CliCommandEntry lifecycle(const char *name, LifecycleCommand::Action action)
{
    return { QString::fromLatin1(name), 0, [action](CliContext &context) -> std::unique_ptr<CliCommand> {
                return std::make_unique<LifecycleCommand>(context, action);
            } };
}

} // namespace

const QList<CliCommandEntry> &CliCommandTable::entries()
{
    using Action = LifecycleCommand::Action;
    static const QList<CliCommandEntry> table {
        row<ProvidersCommand>("providers", 0),
        row<OffersCommand>("offers", 0),
        row<LaunchCommand>("launch", 0),
        row<InstancesCommand>("instances", 0),
        lifecycle("stop", Action::Stop),
        lifecycle("resume", Action::Resume),
        lifecycle("restart", Action::Restart),
        lifecycle("destroy", Action::Destroy),
        row<ExecCommand>("exec", 0),
        row<ForwardCommand>("forward", 0),
        row<AddHostCommand>("add-host", 1),
        row<SshConfigCommand>("ssh-config", 1),
        row<GpuInfoCommand>("gpu-info", 2),
        row<CompatCommand>("compat", 2),
        row<CheckCommand>("check", 2),
        row<SyncCommand>("sync", 3),
        row<VerifyCommand>("verify", 3),
        row<WatchCommand>("watch", 3),
        row<CostCommand>("cost", 3),
        row<LedgerCheckCommand>("ledger-check", 3),
        row<PlanCommand>("plan", 3),
        row<JobCommand>("job", 4),
        row<SandboxCommand>("sandbox", 4),
        row<TeamCommand>("team", 5),
        row<BudgetCommand>("budget", 5),
        row<NotifyCommand>("notify", 5),
        row<LeftoversCommand>("leftovers", 5),
        row<ProjectCommand>("project", 5),
    };
    return table;
}

std::unique_ptr<CliCommand> CliCommandTable::make(const QString &name, CliContext &context)
{
    for (const CliCommandEntry &entry : entries()) {
        if (entry.name == name) {
            return entry.make(context);
        }
    }
    return nullptr;
}

QString CliCommandTable::usage()
{
    QList<QStringList> lines;
    for (const CliCommandEntry &entry : entries()) {
        while (lines.size() <= entry.usageLine) {
            lines.append(QStringList());
        }
        lines[entry.usageLine] << entry.name;
    }
    QString text = QStringLiteral("usage: rentdeck-cli [--json] COMMAND [OPTIONS]\n");
    for (qsizetype i = 0; i < lines.size(); ++i) {
        text += (i == 0 ? QStringLiteral("commands: ") : QStringLiteral("         "))
            + lines.at(i).join(QStringLiteral(", ")) + QLatin1Char('\n');
    }
    return text + QStringLiteral("run 'rentdeck-cli COMMAND --help' for a command's options\n");
}

} // namespace RentDeck
