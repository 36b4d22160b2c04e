// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sync/SyncHistory.h"
#include "sync/SyncJob.h"

#include <QDateTime>
#include <QHash>
#include <QPointer>
#include <QWidget>
#include <functional>

class QProgressBar;
class QPushButton;

namespace RentDeck {

class ConnectionManager;
class InstanceManager;
class RunningInstanceComboBox;
class SyncHistoryView;
class SyncPairForm;
class SyncPairList;
class SyncStatusPanel;

/**
 * Sync a local folder with a folder on a running instance: rsync, then both sides compared by SHA-256
 * and what differs re-sent (SyncJob). Shows live progress, the phase, and the outcome: "verified" in
 * green, or the exact paths that are missing, differ or are extra, in red. Pairs of folders can be saved
 * per instance, and every finished sync is recorded; both live in the ledger (SyncHistory) and are listed
 * beside the form and under it. The last form used with each instance is remembered for this session.
 * Never blocks: the job and the folder dialog run asynchronously.
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
    /**
     * Shows \a pair (its instance selected, the form filled) and runs it, as the Run button would; \a done gets
     * whether it ended verified. False (and \a done never called) when it cannot start: a sync is running, the
     * instance is not running, or the form is incomplete.
     */
    bool runPair(const SyncPair &pair, std::function<void(bool verified)> done);

private:
    void refreshInstanceList();
    void onInstanceChanged();
    void onFormChanged();
    void savePair();
    void removePair(const SyncPair &pair);
    void runSync();
    void cancelSync();
    void onPhase(SyncJob::Phase phase, const QString &text);
    void onProgress(qint64 bytes, qint64 totalBytes, int percent, double bytesPerSecond, int etaSeconds, int filesDone,
        int filesTotal);
    void onFinished();
    /** The form with the selected instance filled in. */
    SyncPair currentPair() const;
    void updateActions();

    InstanceManager *m_instances;
    ConnectionManager *m_connections;
    SyncHistory m_history;
    RunningInstanceComboBox *m_instance;
    SyncPairList *m_pairs;
    SyncPairForm *m_form;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QProgressBar *m_progress;
    SyncStatusPanel *m_status;
    SyncHistoryView *m_runs;
    QPointer<SyncJob> m_job;
    SyncPair m_jobPair;
    QHash<QString, SyncPair> m_lastPairs;
    std::function<void(bool verified)> m_whenDone; // of runPair()
};

} // namespace RentDeck
