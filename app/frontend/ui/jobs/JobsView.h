// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobs/JobRecord.h"

#include <QHash>
#include <QWidget>
#include <optional>

class QCheckBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;
class QTimer;

namespace RentDeck {

class ConnectionManager;
class InstanceManager;
class JobModel;
class JobService;
class JobWatcher;

/**
 * The Jobs tab: every job with its state, instance, runtime and the age of its last pulled checkpoint; Start job…,
 * Stop, Recover, auto-recover per job, and the log tail of the selected one. While the window is open a JobWatcher
 * supervises every job that is not over (checkpoints pulled, loss noticed, auto-recover where asked); what a person
 * should hear about comes out of notice().
 */
class JobsView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobsView)

public:
    JobsView(JobService *jobs, InstanceManager *instances, ConnectionManager *connections, QWidget *parent = nullptr);
    ~JobsView() override;

    /** Opens the form with \a instanceName chosen (the Instances tab's "Run a job…"). */
    void startJobOn(const QString &instanceName);
    void selectJob(qint64 id);

signals:
    void notice(const QString &title, const QString &text, bool bad);

private:
    qint64 selectedId() const;
    std::optional<JobRecord> selectedJob() const;
    void updateButtons();
    void showDetail();
    void readLog();
    void stopSelected();
    void recoverSelected();

    JobService *m_jobs;
    InstanceManager *m_instances;
    ConnectionManager *m_connections;
    JobModel *m_model;
    QSortFilterProxyModel *m_proxy;
    JobWatcher *m_watcher;
    QTableView *m_table;
    QPushButton *m_start;
    QPushButton *m_stop;
    QPushButton *m_recover;
    QCheckBox *m_autoRecover;
    QLabel *m_detail;
    QPlainTextEdit *m_log;
    QTimer *m_logTimer;
    bool m_readingLog = false;
    qint64 m_keepSelected = 0;
    QHash<qint64, QString> m_lastLog;
};

} // namespace RentDeck
