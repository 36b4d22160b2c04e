// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "services/JobRecovery.h"

#include <QList>
#include <QObject>
#include <QSet>
#include <QTimer>

namespace RentDeck {

class InstanceManager;
class JobService;

/**
 * Supervises jobs while something runs (the window, `rentdeck-cli job watch`): refreshes the instance list, then
 * polls each watched job that is starting or running (JobPoller), as often as its pull interval needs (a third of it,
 * 2 to 30 s); with auto-recover, a job that becomes lost is recovered at once (one recovery per job at a time).
 * settled() when every watched job has ended, or is lost with nobody to recover it.
 */
class JobWatcher : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobWatcher)

public:
    JobWatcher(JobService *jobs, InstanceManager *instances, QObject *parent = nullptr);

    /** Watches \a ids; empty: every job that is not over, now and as they are started. */
    void watch(const QList<qint64> &ids);
    /** Recover lost jobs without asking: all of them (\a all) or only those whose record asks for it. */
    void setAutoRecover(bool all, const RecoveryOptions &options = {});
    void stop();
    /** The watched jobs (their ids). */
    QList<qint64> watched() const;

signals:
    void settled();

private:
    void tick();
    void pollAll();
    void onPolled(qint64 id);
    void recover(qint64 id);
    bool isSettled() const;
    bool wantsRecovery(const JobRecord &job) const;
    int intervalMs() const;

    JobService *m_jobs;
    InstanceManager *m_instances;
    QList<qint64> m_ids; // empty with m_all: every open job
    bool m_all = false;
    bool m_autoRecoverAll = false;
    RecoveryOptions m_recovery;
    QSet<qint64> m_busy; // a poll or recovery in flight
    QSet<qint64> m_gaveUp; // auto-recovery failed once: left to the user
    QTimer m_timer;
    bool m_refreshing = false;
};

} // namespace RentDeck
