// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sync/SyncJob.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace RentDeck {

class ConnectionManager;
class InstanceManager;
class RunningInstanceComboBox;

/**
 * Sync a local folder with a folder on a running instance: rsync, then both sides compared by SHA-256
 * and what differs re-sent (SyncJob). Shows live progress, the phase, and the outcome: "verified" in
 * green, or the exact paths that are missing, differ or are extra, in red. The last settings used with
 * each instance are remembered for this session. Never blocks: the job and the folder dialog run
 * asynchronously.
 */
class SyncView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncView)
public:
    SyncView(InstanceManager *instances, ConnectionManager *connections, QWidget *parent = nullptr);
    ~SyncView() override;

    QString currentInstance() const;
    bool isRunning() const { return !m_job.isNull(); }

private:
    /** What one sync with one instance was asked to do, remembered per instance. */
    struct Pair
    {
        QString localPath;
        QString remotePath;
        RsyncOptions::Direction direction = RsyncOptions::Direction::Push;
        QString excludes;
        bool deleteExtraneous = false;
    };

    void refreshInstanceList();
    void onInstanceChanged();
    void browseLocal();
    void runSync();
    void cancelSync();
    void onPhase(SyncJob::Phase phase, const QString &text);
    void onProgress(qint64 bytes, qint64 totalBytes, int percent, double bytesPerSecond, int etaSeconds, int filesDone,
        int filesTotal);
    void onFinished(bool ok);
    void showResult(const QString &text, bool ok);
    Pair currentPair() const;
    void showPair(const Pair &pair);
    void updateActions();

    InstanceManager *m_instances;
    ConnectionManager *m_connections;
    RunningInstanceComboBox *m_instance;
    QComboBox *m_direction;
    QLineEdit *m_local;
    QPushButton *m_browse;
    QLineEdit *m_remote;
    QLineEdit *m_excludes;
    QCheckBox *m_delete;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    QLabel *m_stats;
    QLabel *m_phase;
    QLabel *m_result;
    QListWidget *m_problems;
    QPointer<SyncJob> m_job;
    QString m_jobInstance;
    QHash<QString, Pair> m_lastPairs;
};

} // namespace RentDeck
