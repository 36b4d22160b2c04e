// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BuiltinProviders.h"
#include "cli/CliCommand.h"
#include "cli/CliCommandTable.h"
#include "cli/CliContext.h"
#include "core/ProcessHardening.h"
#include "ssh/SshWorkerJoin.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <memory>

using namespace RentDeck;

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
        fputs(qPrintable(CliCommandTable::usage()), args.contains(QStringLiteral("--help")) ? stdout : stderr);
        return args.contains(QStringLiteral("--help")) ? 0 : 2;
    }
    if (!args.contains(QStringLiteral("--verbose"))) {
        QLoggingCategory::setFilterRules(QStringLiteral("rentdeck.*.info=false"));
    }

    // Destroyed right after the composition root: the SSH workers its sessions ran end before Qt and OpenSSL do.
    SshWorkerJoin sshWorkers(std::chrono::seconds(10));
    // The composition root, with the one list of built-in providers (only the executables link the adapters).
    CliContext context(args.contains(QStringLiteral("--json")), registerBuiltinProviders);
    std::unique_ptr<CliCommand> command = CliCommandTable::make(commandName, context);
    if (!command) {
        CliContext::fail(QStringLiteral("unknown command \"%1\"").arg(commandName), 2);
        fputs(qPrintable(CliCommandTable::usage()), stderr);
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
    context.shareWithTeam(commandName);
    context.checkBudgets(commandName);
    // Jobs that finished in the event loop's last turn were only scheduled for deletion: delete them now, then the
    // command, while the providers they point to still exist; nothing is left behind (LeakSanitizer checks).
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    command.reset();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    // The sessions the context holds stop when it goes, at this return; sshWorkers then waits for their threads.
    // (Waiting here, with the sessions still open, only ever timed out: every command that had connected paused 3 s
    // after printing its result, and then left its workers running into the process's teardown.)
    sshWorkers.setExitCode(exitCode);
    return exitCode;
}
