// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/JobListCommand.h"

#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "services/Storage.h"

#include <QDateTime>
#include <QJsonArray>

namespace RentDeck {

namespace {

// "12 min ago" for people.
QString ago(const QDateTime &at)
{
    const qint64 seconds = at.secsTo(QDateTime::currentDateTimeUtc());
    return seconds < 120 ? QStringLiteral("%1 s ago").arg(seconds) : QStringLiteral("%1 min ago").arg(seconds / 60);
}

QString describe(const JobRecord &job)
{
    QString line = QStringLiteral("%1  %2  %3  %4")
                       .arg(job.name(), jobStateName(job.state), job.instanceName, job.command.join(QLatin1Char(' ')));
    if (job.exitCode) {
        line += QStringLiteral("  exit %1").arg(*job.exitCode);
    }
    if (job.lastPulled.isValid()) {
        line += QStringLiteral("  last checkpoint %1, pulled and verified").arg(ago(job.lastPulled.at));
    }
    if (!job.stateDetail.isEmpty()) {
        line += QStringLiteral("  (%1)").arg(job.stateDetail);
    }
    return line;
}

} // namespace

void JobListCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("list"), QStringLiteral("List jobs."));
    parser.addPositionalArgument(
        QStringLiteral("[NAME]"), QStringLiteral("Only the jobs that ran on this instance, e.g. sandbox:3."));
}

void JobListCommand::start(const QCommandLineParser &parser)
{
    const QStringList words = parser.positionalArguments().mid(1);
    if (words.size() > 1) {
        failWith(QStringLiteral("usage: rentdeck-cli job list [NAME]"), ExitUsage);
        return;
    }
    const auto jobs = m_context.storage().jobs().jobs(words.value(0));
    if (!jobs) {
        failWith(jobs.error().message);
        return;
    }
    if (m_context.json()) {
        QJsonArray list;
        for (const JobRecord &job : *jobs) {
            list.append(CliJson::job(job));
        }
        CliContext::printJson(list);
    } else {
        for (const JobRecord &job : *jobs) {
            CliContext::printLine(describe(job));
        }
    }
    done(0);
}

} // namespace RentDeck
