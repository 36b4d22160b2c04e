// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobs/JobRecord.h"

#include <QAbstractTableModel>
#include <QTimer>

namespace RentDeck {

class JobService;

/**
 * The jobs in the ledger, newest first, for the window: state, instance, command, runtime, the age of the last pulled
 * checkpoint, what happens when it finishes. Reloaded when JobService says a job changed (the window's watcher, or a
 * CLI in another process on its next poll) and every few seconds so the ages move. StateRole gives the JobState.
 */
class JobModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobModel)

public:
    enum Column
    {
        Id,
        State,
        Instance,
        Command,
        Runtime,
        Checkpoint,
        OnFinish,
        ColumnCount
    };
    enum Role
    {
        IdRole = Qt::UserRole + 1,
        StateRole,
    };

    explicit JobModel(JobService *jobs, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    const JobRecord &jobAt(int row) const { return m_jobs.at(row); }
    int rowOf(qint64 id) const;
    void reload();

    static QString stateText(JobState state);
    /** "12 min ago, pulled and verified" (or why there is none) for people. */
    static QString checkpointText(const JobRecord &job, const QDateTime &now);

private:
    QVariant displayData(const JobRecord &job, int column) const;

    JobService *m_service;
    QList<JobRecord> m_jobs;
    QTimer m_clock;
};

} // namespace RentDeck
