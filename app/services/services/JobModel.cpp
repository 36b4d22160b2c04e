// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/JobModel.h"

#include "core/RemoteText.h"
#include "services/JobService.h"
#include "ssh/ShellQuote.h"

#include <QDateTime>
#include <QFileInfo>
#include <algorithm>

namespace RentDeck {

namespace {

constexpr int AgeRefreshMs = 5000;

QString duration(qint64 seconds)
{
    if (seconds < 120) {
        return JobModel::tr("%1 s").arg(seconds);
    }
    if (seconds < 2 * 3600) {
        return JobModel::tr("%1 min").arg(seconds / 60);
    }
    return JobModel::tr("%1 h %2 min").arg(seconds / 3600).arg(seconds / 60 % 60);
}

} // namespace

JobModel::JobModel(JobService *jobs, QObject *parent)
    : QAbstractTableModel(parent)
    , m_service(jobs)
{
    connect(m_service, &JobService::jobChanged, this, &JobModel::reload);
    m_clock.setInterval(AgeRefreshMs);
    connect(&m_clock, &QTimer::timeout, this, [this] {
        if (!m_jobs.isEmpty()) {
            emit dataChanged(index(0, Runtime), index(rowCount() - 1, Checkpoint));
        }
    });
    m_clock.start();
    reload();
}

void JobModel::reload()
{
    const auto read = m_service->store().jobs();
    const QList<JobRecord> jobs = read ? *read : QList<JobRecord>();
    const bool sameRows = jobs.size() == m_jobs.size()
        && std::equal(jobs.cbegin(), jobs.cend(), m_jobs.cbegin(),
            [](const JobRecord &a, const JobRecord &b) { return a.id == b.id; });
    if (sameRows) {
        // A poll changed a job: the rows stay, so selection and scrolling do too.
        m_jobs = jobs;
        if (!m_jobs.isEmpty()) {
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        }
        return;
    }
    beginResetModel();
    m_jobs = jobs;
    endResetModel();
}

int JobModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_jobs.size());
}

int JobModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

int JobModel::rowOf(qint64 id) const
{
    for (qsizetype row = 0; row < m_jobs.size(); ++row) {
        if (m_jobs.at(row).id == id) {
            return int(row);
        }
    }
    return -1;
}

QString JobModel::stateText(JobState state)
{
    switch (state) {
    case JobState::Starting:
        return tr("starting");
    case JobState::Running:
        return tr("running");
    case JobState::Succeeded:
        return tr("succeeded");
    case JobState::Failed:
        return tr("failed");
    case JobState::Lost:
        return tr("lost");
    case JobState::Recovering:
        return tr("recovering");
    }
    return {};
}

QString JobModel::checkpointText(const JobRecord &job, const QDateTime &now)
{
    if (job.checkpointDir.isEmpty()) {
        return tr("no checkpoint folder");
    }
    if (!job.lastPulled.isValid()) {
        return job.lastCheckpoint.isValid() ? tr("%1 seen, not pulled yet").arg(job.lastCheckpoint.path)
                                            : tr("none yet");
    }
    const QString age = duration(qMax(qint64(0), job.lastPulled.at.secsTo(now)));
    return job.lastPulled.verified ? tr("last checkpoint %1 ago, pulled and verified").arg(age)
                                   : tr("last checkpoint %1 ago, pulled").arg(age);
}

QVariant JobModel::displayData(const JobRecord &job, int column) const
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    switch (column) {
    case Id:
        return job.name();
    case State:
        return stateText(job.state);
    case Instance:
        return job.instances.size() > 1
            ? tr("%1 (was on %2)").arg(job.instanceName, job.instances.at(job.instances.size() - 2))
            : job.instanceName;
    case Command:
        return job.command.size() == 1 ? job.command.constFirst() : ShellQuote::join(job.command);
    case Runtime: {
        if (!job.startedAt.isValid()) {
            return QString();
        }
        const QDateTime end = job.endedAt.isValid() ? job.endedAt : now;
        return duration(qMax(qint64(0), job.startedAt.secsTo(end)));
    }
    case Checkpoint:
        return checkpointText(job, now);
    case OnFinish: {
        const QString action = job.onFinish == JobFinishAction::Keep ? tr("keep")
            : job.onFinish == JobFinishAction::Stop                  ? tr("stop")
                                                                     : tr("destroy");
        return job.autoRecover ? tr("%1; auto-recover").arg(action) : action;
    }
    default:
        return {};
    }
}

QVariant JobModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_jobs.size()) {
        return {};
    }
    const JobRecord &job = m_jobs.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return displayData(job, index.column());
    case Qt::ToolTipRole:
        // The detail may quote the machine (a remote error): shown as plain, visible text.
        return job.stateDetail.isEmpty() ? QVariant() : QVariant(RemoteText::toolTip(job.stateDetail));
    case IdRole:
        return job.id;
    case StateRole:
        return int(job.state);
    default:
        return {};
    }
}

QVariant JobModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Id:
        return tr("Job");
    case State:
        return tr("State");
    case Instance:
        return tr("Instance");
    case Command:
        return tr("Command");
    case Runtime:
        return tr("Runtime");
    case Checkpoint:
        return tr("Checkpoint");
    case OnFinish:
        return tr("When done");
    default:
        return {};
    }
}

} // namespace RentDeck
