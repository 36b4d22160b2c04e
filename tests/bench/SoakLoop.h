// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

namespace RentDeck {

struct CheckReport;
class CheckService;
class ConnectionManager;
class InstanceManager;
class SyncJob;

/** What one instance's loop did so far. */
struct SoakWork
{
    int rounds = 0; // rounds started
    int syncs = 0; // finished, verified or not
    int syncFailures = 0;
    int repairedFiles = 0; // re-sent after verification found them different
    qint64 bytesSent = 0;
    int checks = 0; // reports received
    int checkFailures = 0; // the checks could not run (report.error); a machine's own verdict is no failure
    QMap<QString, int> verdicts; // "pass"/"warn"/"fail" → reports
    int cancelled = 0; // syncs or checks still running long after hold(): cancelled, a sign of a hang
    QString lastReport; // the newest report's summary and what did not pass, e.g. "…; warn: Outbound network"
    QStringList firstErrors; // at most MaxErrors
};

/**
 * The work the soak loops on one instance, through the classes the window uses for it: push a small tree with
 * SyncJob over the instance's shared session (as SyncView does), then the pre-flight checks through CheckService
 * (as ChecksView does), then a pause. Before each round a few files of the tree change, so every sync sends and
 * verifies something. hold() lets the running step finish and stops there, so the process can be measured with
 * nothing in flight.
 */
class SoakLoop : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SoakLoop)
public:
    static constexpr int PauseMs = 10000;
    static constexpr int MaxErrors = 3;
    static constexpr int Files = 50;

    SoakLoop(const QString &instanceName, InstanceManager *instances, ConnectionManager *connections,
        CheckService *checks, const QString &treeDir, QObject *parent = nullptr);

    /** Writes the local tree (Files files, about 3 MiB); false when it cannot. */
    bool makeTree();
    /** Starts looping, or goes on after hold(). */
    void start();
    /** Finishes the running sync or check and then waits; idle() once nothing runs. */
    void hold();
    /** Ends a sync or check still running after hold() (the end of the soak); what it reports is not counted. */
    void cancel();
    bool isIdle() const { return m_step == Step::Idle; }
    QString instanceName() const { return m_name; }
    const SoakWork &work() const { return m_work; }
    /** Bytes of the local tree. */
    qint64 treeBytes() const;

signals:
    void idle();

private:
    enum class Step
    {
        Idle,
        Syncing,
        Checking,
        Pausing,
    };

    void nextRound();
    void changeTree();
    void onSynced();
    void startChecks();
    void onReport(const CheckReport &report);
    void stepDone();
    void addError(const QString &what);

    QString m_name;
    InstanceManager *m_instances;
    ConnectionManager *m_connections;
    CheckService *m_checks;
    QString m_treeDir;
    QPointer<SyncJob> m_sync;
    QTimer m_pause;
    Step m_step = Step::Idle;
    bool m_holding = false;
    bool m_cancelling = false;
    SoakWork m_work;
};

} // namespace RentDeck
