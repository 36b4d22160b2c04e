// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/AddHostCommand.h"
#include "cli/CheckCommand.h"
#include "cli/CliContext.h"
#include "cli/CompatCommand.h"
#include "cli/CostCommand.h"
#include "cli/ExecCommand.h"
#include "cli/ForwardCommand.h"
#include "cli/GpuInfoCommand.h"
#include "cli/InstancesCommand.h"
#include "cli/LaunchCommand.h"
#include "cli/LedgerCheckCommand.h"
#include "cli/LifecycleCommand.h"
#include "cli/OffersCommand.h"
#include "cli/PlanCommand.h"
#include "cli/ProvidersCommand.h"
#include "cli/SshConfigCommand.h"
#include "cli/SyncCommand.h"
#include "cli/VerifyCommand.h"
#include "cli/WatchCommand.h"
#include "core/ProcessHardening.h"
#include "ssh/SshSession.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <memory>

using namespace RentDeck;

namespace {
const char *const Usage
    = "usage: rentdeck-cli [--json] COMMAND [OPTIONS]\n"
      "commands: providers, offers, launch, instances, stop, resume, restart, destroy, exec, forward\n"
      "         add-host, ssh-config\n"
      "         gpu-info, compat, check\n"
      "         sync, verify, watch, cost, ledger-check, plan\n"
      "run 'rentdeck-cli COMMAND --help' for a command's options\n";

std::unique_ptr<CliCommand> makeCommand(const QString &name, CliContext &context)
{
    if (name == QLatin1String("gpu-info")) {
        return std::make_unique<GpuInfoCommand>(context);
    }
    if (name == QLatin1String("compat")) {
        return std::make_unique<CompatCommand>(context);
    }
    if (name == QLatin1String("check")) {
        return std::make_unique<CheckCommand>(context);
    }
    if (name == QLatin1String("providers")) {
        return std::make_unique<ProvidersCommand>(context);
    }
    if (name == QLatin1String("offers")) {
        return std::make_unique<OffersCommand>(context);
    }
    if (name == QLatin1String("launch")) {
        return std::make_unique<LaunchCommand>(context);
    }
    if (name == QLatin1String("instances")) {
        return std::make_unique<InstancesCommand>(context);
    }
    if (name == QLatin1String("stop")) {
        return std::make_unique<LifecycleCommand>(context, LifecycleCommand::Action::Stop);
    }
    if (name == QLatin1String("restart")) {
        return std::make_unique<LifecycleCommand>(context, LifecycleCommand::Action::Restart);
    }
    if (name == QLatin1String("resume")) {
        return std::make_unique<LifecycleCommand>(context, LifecycleCommand::Action::Resume);
    }
    if (name == QLatin1String("destroy")) {
        return std::make_unique<LifecycleCommand>(context, LifecycleCommand::Action::Destroy);
    }
    if (name == QLatin1String("sync")) {
        return std::make_unique<SyncCommand>(context);
    }
    if (name == QLatin1String("verify")) {
        return std::make_unique<VerifyCommand>(context);
    }
    if (name == QLatin1String("watch")) {
        return std::make_unique<WatchCommand>(context);
    }
    if (name == QLatin1String("exec")) {
        return std::make_unique<ExecCommand>(context);
    }
    if (name == QLatin1String("forward")) {
        return std::make_unique<ForwardCommand>(context);
    }
    if (name == QLatin1String("add-host")) {
        return std::make_unique<AddHostCommand>(context);
    }
    if (name == QLatin1String("ssh-config")) {
        return std::make_unique<SshConfigCommand>(context);
    }
    if (name == QLatin1String("cost")) {
        return std::make_unique<CostCommand>(context);
    }
    if (name == QLatin1String("ledger-check")) {
        return std::make_unique<LedgerCheckCommand>(context);
    }
    if (name == QLatin1String("plan")) {
        return std::make_unique<PlanCommand>(context);
    }
    return nullptr;
}
} // namespace

int main(int argc, char *argv[])
{
    ProcessHardening::disableCoreDumps(); // before any key or password is read
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("RentDeck"));
    QCoreApplication::setApplicationName(QStringLiteral("RentDeck"));
    QCoreApplication::setApplicationVersion(QStringLiteral(RD_VERSION));

    const QStringList args = QCoreApplication::arguments();
    QString commandName;
    for (const QString &arg : args.mid(1)) {
        if (arg == QLatin1String("--")) {
            break;
        }
        if (!arg.startsWith(QLatin1Char('-'))) {
            commandName = arg;
            break;
        }
    }
    if (args.contains(QStringLiteral("--version")) && commandName.isEmpty()) {
        CliContext::printLine(QStringLiteral("rentdeck-cli %1").arg(QStringLiteral(RD_VERSION)));
        return 0;
    }
    if (commandName.isEmpty()) {
        fputs(Usage, args.contains(QStringLiteral("--help")) ? stdout : stderr);
        return args.contains(QStringLiteral("--help")) ? 0 : 2;
    }
    if (!args.contains(QStringLiteral("--verbose"))) {
        QLoggingCategory::setFilterRules(QStringLiteral("rentdeck.*.info=false"));
    }

    CliContext context(args.contains(QStringLiteral("--json")));
    std::unique_ptr<CliCommand> command = makeCommand(commandName, context);
    if (!command) {
        CliContext::fail(QStringLiteral("unknown command \"%1\"").arg(commandName), 2);
        fputs(Usage, stderr);
        return 2;
    }
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("rentdeck-cli %1").arg(commandName));
    parser.setOptionsAfterPositionalArgumentsMode(QCommandLineParser::ParseAsOptions);
    parser.addOptions({ { QStringLiteral("json"), QStringLiteral("Machine-readable output on stdout.") },
        { QStringLiteral("verbose"), QStringLiteral("Log details on stderr.") } });
    parser.addHelpOption();
    command->addOptions(parser);
    QStringList commandArgs = args;
    commandArgs.removeAt(args.indexOf(commandName)); // the command word is not a positional argument
    if (!parser.parse(commandArgs)) {
        return CliContext::fail(
            parser.errorText() + QStringLiteral(" (see: rentdeck-cli %1 --help)").arg(commandName), 2);
    }
    if (parser.isSet(QStringLiteral("help"))) {
        fputs(qPrintable(parser.helpText()), stdout);
        return 0;
    }

    int exitCode = 0;
    QObject::connect(command.get(), &CliCommand::finished, &app, [&exitCode](int code) {
        exitCode = code;
        QCoreApplication::exit(code);
    });
    command->start(parser);
    QCoreApplication::exec();
    // Jobs that finished in the event loop's last turn were only scheduled for deletion: delete them now, then the
    // command, while the providers they point to still exist; nothing is left behind (LeakSanitizer checks).
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    command.reset();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    // An SSH worker may still be connecting (a command that failed early): let it see its stop flag and end, rather
    // than run on while the process tears down the libraries it uses.
    SshSession::waitForWorkers(std::chrono::milliseconds(3000));
    return exitCode;
}
