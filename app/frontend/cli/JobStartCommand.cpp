// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/JobStartCommand.h"

#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "services/JobService.h"
#include "services/JobStarter.h"

namespace RentDeck {

void JobStartCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("start"), QStringLiteral("Start a job."));
    parser.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("Instance name, e.g. sandbox:3."));
    parser.addPositionalArgument(QStringLiteral("-- CMD [ARGS...]"),
        QStringLiteral("The command, run in the working folder. It should resume from the newest checkpoint in the "
                       "checkpoint folder when there is one (see the user guide: run on spot safely)."));
    parser.addOptions({
        { QStringLiteral("push"),
            QStringLiteral("Sync this local folder to the working folder first (and again on "
                           "recovery)."),
            QStringLiteral("LOCAL") },
        { QStringLiteral("workdir"),
            QStringLiteral("Working folder on the instance (default rentdeck-jobs/ID below the home)."),
            QStringLiteral("DIR") },
        { QStringLiteral("checkpoints"),
            QStringLiteral("The folder the command writes checkpoints to (relative to the working folder)."),
            QStringLiteral("DIR") },
        { QStringLiteral("pull-every"),
            QStringLiteral("Pull the newest complete checkpoint every MIN minutes "
                           "(fractions too: 0.1 = 6 s)."),
            QStringLiteral("MIN"), QStringLiteral("15") },
        { QStringLiteral("keep"), QStringLiteral("Pulled checkpoints kept here."), QStringLiteral("N"),
            QStringLiteral("3") },
        { QStringLiteral("outputs"),
            QStringLiteral("Folder to pull when the job succeeds (relative to the working "
                           "folder)."),
            QStringLiteral("DIR") },
        { QStringLiteral("pull-to"), QStringLiteral("Where the outputs go on this computer."),
            QStringLiteral("LOCAL") },
        { QStringLiteral("on-finish"),
            QStringLiteral("After a success and a verified pull of the outputs: keep, stop or destroy the instance."),
            QStringLiteral("keep|stop|destroy"), QStringLiteral("keep") },
        { QStringLiteral("max-price"),
            QStringLiteral("Recovery's price ceiling per hour, in the instance's currency (default: its own price)."),
            QStringLiteral("X") },
        { QStringLiteral("auto-recover"),
            QStringLiteral("Recover without asking when the job is lost while the window or job watch runs.") },
        { QStringLiteral("stop-grace"),
            QStringLiteral("With --on-finish stop or destroy: when RentDeck has not taken over this many minutes after "
                           "the command ended, the machine stops itself (never destroys)."),
            QStringLiteral("MIN"), QStringLiteral("10") },
    });
}

void JobStartCommand::start(const QCommandLineParser &parser)
{
    QStringList words = parser.positionalArguments().mid(1);
    if (words.size() < 2) {
        failWith(QStringLiteral("usage: rentdeck-cli job start NAME [OPTIONS] -- CMD [ARGS...]"), ExitUsage);
        return;
    }
    JobRecord spec;
    spec.instanceName = words.takeFirst();
    spec.command = words;
    spec.pushFrom = parser.value(QStringLiteral("push"));
    spec.workdir = parser.value(QStringLiteral("workdir"));
    spec.checkpointDir = parser.value(QStringLiteral("checkpoints"));
    spec.outputsDir = parser.value(QStringLiteral("outputs"));
    spec.pullTo = parser.value(QStringLiteral("pull-to"));
    spec.autoRecover = parser.isSet(QStringLiteral("auto-recover"));
    bool ok = false;
    spec.pullEveryMinutes = parser.value(QStringLiteral("pull-every")).toDouble(&ok);
    bool keepOk = false;
    spec.keep = parser.value(QStringLiteral("keep")).toInt(&keepOk);
    bool graceOk = false;
    const double grace = parser.value(QStringLiteral("stop-grace")).toDouble(&graceOk);
    if (!ok || !keepOk || !graceOk || grace <= 0) {
        failWith(QStringLiteral("--pull-every and --stop-grace take minutes (e.g. 15 or 0.1), --keep a whole number"),
            ExitUsage);
        return;
    }
    spec.stopGraceSeconds = qMax(1, int(grace * 60));
    const auto action = jobFinishActionFromName(parser.value(QStringLiteral("on-finish")));
    if (!action) {
        failWith(QStringLiteral("--on-finish is keep, stop or destroy"), ExitUsage);
        return;
    }
    spec.onFinish = *action;
    double maxPrice = 0;
    if (parser.isSet(QStringLiteral("max-price"))) {
        maxPrice = parser.value(QStringLiteral("max-price")).toDouble(&ok);
        if (!ok || maxPrice <= 0) {
            failWith(QStringLiteral("--max-price takes an amount per hour above 0"), ExitUsage);
            return;
        }
    }
    if (const QString why = JobService::whyInvalid(spec); !why.isEmpty()) {
        failWith(why, ExitUsage);
        return;
    }
    withRunningInstance(spec.instanceName, [this, spec, maxPrice](const Instance &instance) mutable {
        if (maxPrice > 0) {
            spec.maxPrice = Money::fromDouble(maxPrice, instance.pricePerHour.currency());
        }
        JobStarter *starter = m_context.jobs().start(spec);
        connect(starter, &Job::progress, this, [](const QString &message) { CliContext::progress(message); });
        connect(starter, &Job::finished, this, [this, starter] {
            if (!starter->isOk()) {
                failWith(starter->error().message);
                return;
            }
            if (m_context.json()) {
                CliContext::printJson(CliJson::job(starter->record()));
            } else {
                CliContext::printLine(starter->record().name());
            }
            done(0);
        });
    });
}

} // namespace RentDeck
