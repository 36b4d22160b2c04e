// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/JobStopCommand.h"

#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "cli/JobCommand.h"
#include "services/InstanceManager.h"
#include "services/JobPoller.h"
#include "services/JobService.h"

#include <QTimer>

namespace RentDeck {

namespace {
constexpr qint64 ExitWaitMs = 30000;
}

void JobStopCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("stop"), QStringLiteral("Stop a job."));
    parser.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("The job, e.g. job:1 or 1."));
}

void JobStopCommand::start(const QCommandLineParser &parser)
{
    const QStringList words = parser.positionalArguments().mid(1);
    const auto id = words.size() == 1 ? JobCommand::parseId(words.constFirst()) : std::nullopt;
    if (!id) {
        failWith(QStringLiteral("usage: rentdeck-cli job stop ID"), ExitUsage);
        return;
    }
    InstanceManager &manager = m_context.manager();
    connect(
        &manager, &InstanceManager::instancesChanged, this,
        [this, id] {
            StatusJob *stop = m_context.jobs().stop(*id);
            connect(stop, &Job::finished, this, [this, stop, id] {
                if (!stop->isOk()) {
                    failWith(stop->error().message);
                    return;
                }
                m_clock.start();
                waitForExit(*id);
            });
        },
        Qt::SingleShotConnection);
    manager.refreshInstances();
}

void JobStopCommand::waitForExit(qint64 id)
{
    JobPoller *poller = m_context.jobs().poll(id);
    connect(poller, &Job::finished, this, [this, poller, id] {
        const JobRecord &job = poller->record();
        if (isEnded(job.state) || job.state == JobState::Lost) {
            if (m_context.json()) {
                CliContext::printJson(CliJson::job(job));
            } else {
                CliContext::printLine(
                    QStringLiteral("%1 %2 (%3)").arg(job.name(), jobStateName(job.state), job.stateDetail));
            }
            done(0);
            return;
        }
        if (m_clock.elapsed() > ExitWaitMs) {
            failWith(QStringLiteral("%1 was asked to stop but has not ended after 30 s; it may ignore SIGTERM (see: "
                                    "rentdeck-cli job logs %2)")
                         .arg(job.name())
                         .arg(id));
            return;
        }
        QTimer::singleShot(500, this, [this, id] { waitForExit(id); });
    });
}

} // namespace RentDeck
