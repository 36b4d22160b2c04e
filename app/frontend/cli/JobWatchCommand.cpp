// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/JobWatchCommand.h"

#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "cli/CliStopSignals.h"
#include "cli/JobCommand.h"
#include "services/InstanceManager.h"
#include "services/JobService.h"
#include "services/JobWatcher.h"

#include <QFileInfo>
#include <QJsonDocument>

namespace RentDeck {

namespace {
constexpr int ExitInterrupted = 130;
}

JobWatchCommand::~JobWatchCommand() = default;

void JobWatchCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("watch"), QStringLiteral("Supervise jobs until they end."));
    parser.addPositionalArgument(QStringLiteral("[ID...]"), QStringLiteral("The jobs (default: every job not over)."));
    parser.addOptions({
        { QStringLiteral("auto-recover"), QStringLiteral("Recover a lost job onto a replacement without asking.") },
        { QStringLiteral("max-price"),
            QStringLiteral("Price ceiling per hour for replacements (default: each job's own ceiling, else the lost "
                           "instance's price)."),
            QStringLiteral("X") },
    });
}

void JobWatchCommand::start(const QCommandLineParser &parser)
{
    for (const QString &word : parser.positionalArguments().mid(1)) {
        const auto id = JobCommand::parseId(word);
        if (!id) {
            failWith(
                QStringLiteral("usage: rentdeck-cli job watch [ID...] [--auto-recover] [--max-price X]"), ExitUsage);
            return;
        }
        m_ids.append(*id);
    }
    JobService &jobs = m_context.jobs();
    if (m_ids.isEmpty()) {
        const auto all = jobs.store().jobs();
        for (const JobRecord &job : all ? *all : QList<JobRecord>()) {
            if (!isEnded(job.state)) {
                m_ids.append(job.id);
            }
        }
        if (m_ids.isEmpty()) {
            failWith(QStringLiteral("no job to watch (see: rentdeck-cli job list)"));
            return;
        }
    }
    for (qint64 id : std::as_const(m_ids)) {
        if (const Result<JobRecord> job = jobs.job(id); !job) {
            failWith(job.error().message);
            return;
        }
    }
    RecoveryOptions options;
    if (parser.isSet(QStringLiteral("max-price"))) {
        bool ok = false;
        const double price = parser.value(QStringLiteral("max-price")).toDouble(&ok);
        if (!ok || price <= 0) {
            failWith(QStringLiteral("--max-price takes an amount per hour above 0"), ExitUsage);
            return;
        }
        const Result<JobRecord> first = jobs.job(m_ids.constFirst());
        options.maxPrice = Money::fromDouble(
            price, first && first->maxPrice.isValid() ? first->maxPrice.currency() : QStringLiteral("USD"));
    }
    connect(&jobs, &JobService::jobChanged, this, &JobWatchCommand::onChanged);
    connect(&jobs, &JobService::notice, this, [this](qint64 id, const QString &text) {
        if (m_ids.contains(id) && !m_context.json()) {
            CliContext::progress(text);
        }
    });
    m_watcher = new JobWatcher(&jobs, &m_context.manager(), this);
    m_watcher->setAutoRecover(parser.isSet(QStringLiteral("auto-recover")), options);
    connect(m_watcher, &JobWatcher::settled, this, &JobWatchCommand::finishWatch);
    m_signals = new CliStopSignals(this);
    if (m_signals->install()) {
        connect(m_signals, &CliStopSignals::stopRequested, this, [this] {
            m_signals->disarm();
            m_watcher->stop();
            CliContext::progress(QStringLiteral("stopped watching; the jobs keep running under their supervisors"));
            done(ExitInterrupted);
        });
    }
    m_context.checkBudgetsEvery(this); // hours of jobs spend as they run: budgets alert (or stop) meanwhile
    for (qint64 id : std::as_const(m_ids)) {
        onChanged(id);
    }
    m_watcher->watch(m_ids);
}

void JobWatchCommand::onChanged(qint64 id)
{
    if (!m_ids.contains(id)) {
        return;
    }
    const Result<JobRecord> job = m_context.jobs().job(id);
    if (!job) {
        return;
    }
    // One line per change of what a person would look at: state, instance, checkpoint, detail.
    const QString line = m_context.json()
        ? QString::fromUtf8(QJsonDocument(CliJson::job(*job)).toJson(QJsonDocument::Compact))
        : QStringLiteral("%1 %2 on %3%4%5")
              .arg(job->name(), jobStateName(job->state), job->instanceName,
                  job->lastPulled.isValid() ? QStringLiteral(", checkpoint %1 pulled and verified")
                                                  .arg(QFileInfo(job->lastPulled.path).fileName())
                                            : QString(),
                  job->stateDetail.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(job->stateDetail));
    const QString comparable = m_context.json()
        ? jobStateName(job->state) + job->instanceName + job->lastPulled.path + job->stateDetail
        : line;
    if (m_lastLine.value(id) == comparable) {
        return;
    }
    m_lastLine.insert(id, comparable);
    CliContext::printLine(line);
}

void JobWatchCommand::finishWatch()
{
    bool allSucceeded = true;
    for (qint64 id : std::as_const(m_ids)) {
        const Result<JobRecord> job = m_context.jobs().job(id);
        if (!job || job->state != JobState::Succeeded) {
            allSucceeded = false;
            if (job && job->state == JobState::Lost) {
                CliContext::progress(QStringLiteral("%1 is lost: %2. Recover it with: rentdeck-cli job recover %3")
                                         .arg(job->name(), job->stateDetail)
                                         .arg(id));
            }
        }
    }
    done(allSucceeded ? 0 : 1);
}

} // namespace RentDeck
