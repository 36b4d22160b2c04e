// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>
#include <functional>

namespace RentDeck {

/** Linux /proc helpers for the sandbox. Zombies count as gone everywhere. */
namespace SandboxProc {
/** True when \a pid exists and is not a zombie. */
bool isAlive(qint64 pid);
/** True when \a pid is alive and its command line names sshd and mentions \a configPath. */
bool isSshd(qint64 pid, const QString &configPath);
/** \a pid and all its (live) descendants, from the ppid field of /proc/<pid>/stat. */
QList<qint64> processTree(qint64 pid);
/** Live processes whose environment holds RENTDECK_SANDBOX_INSTANCE=\a marker (readable ones only). */
QList<qint64> withMarker(const QString &marker);
/** When \a pid started, in clock ticks since boot (/proc/<pid>/stat field 22); -1 when unreadable. */
qint64 startTicks(qint64 pid);
/** Now, in the same clock ticks since boot (from /proc/uptime); -1 when the two clocks disagree (a container). */
qint64 ticksNow();
} // namespace SandboxProc

/**
 * Ends every process of one instance without blocking: the sshd listener's whole tree plus every
 * process carrying the instance marker. SIGTERM, then polls (QTimer); SIGKILL for what is left after
 * the grace period. Re-scans on every poll so children forked meanwhile are caught. Deletes itself
 * after calling \a done with the pids that survived even SIGKILL (normally none).
 *
 * A process that carries the marker but started after the reap began belongs to the instance's next start (a
 * resume that saw the state already saved as stopped), not to the one being ended: it is left alone, or a
 * poweroff still reaping would kill the sshd a quick resume just started.
 */
class SandboxReaper : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SandboxReaper)
public:
    using Done = std::function<void(const QList<qint64> &survivors)>;

    static void reap(QObject *context, qint64 sshdPid, const QString &sshdConfig, const QString &marker, Done done);

private:
    SandboxReaper(QObject *context, qint64 sshdPid, QString sshdConfig, QString marker, Done done);
    QList<qint64> scan() const;
    void signalAll(int signal);
    void poll();

    qint64 m_sshdPid = 0;
    QString m_sshdConfig;
    QString m_marker;
    Done m_done;
    QList<qint64> m_known;
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_startedTicks = 0;
    bool m_killed = false;
};

} // namespace RentDeck
