// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/SshSession.h"

#include <QByteArray>
#include <QList>
#include <QMetaObject>
#include <QMutex>
#include <QMutexLocker>
#include <atomic>
#include <functional>

namespace RentDeck {

class SshSessionWorker;

/**
 * Internal: what an SshSession and its worker thread share. Outlives whichever ends first. Commands go
 * to the worker through a queue plus a wake-up pipe (so the worker can sleep in poll()); events go to
 * the owner as queued calls, dropped once the owner detached (disconnected or destroyed).
 */
class SshSessionShared
{
public:
    using Command = std::function<void(SshSessionWorker &)>;

    SshSessionShared(SshSession *owner, quint64 generation);
    ~SshSessionShared();
    SshSessionShared(const SshSessionShared &) = delete;
    SshSessionShared &operator=(const SshSessionShared &) = delete;

    /** Owner thread: queue \a command for the worker and wake it. */
    void enqueue(Command command);
    /** Owner thread: no more events for the owner; the worker winds down. */
    void stopAndDetach();

    /** Worker thread: queue \a function to run with the owner on the owner's thread, unless it detached. */
    template <typename Function> void post(Function function)
    {
        QMutexLocker locker(&m_mutex);
        if (m_owner == nullptr) {
            return;
        }
        // Events still queued when the owner is destroyed are discarded by ~QObject; the generation check
        // drops those of a worker the owner already replaced (disconnect, then connect again).
        SshSession *target = m_owner;
        QMetaObject::invokeMethod(
            target,
            [target, generation = m_generation, function = std::move(function)] {
                if (target->m_generation == generation) {
                    function(*target);
                }
            },
            Qt::QueuedConnection);
    }
    QList<Command> takeCommands();
    bool isStopping() const { return m_stop.load(); }
    /** Read end of the wake-up pipe (non-blocking); -1 if the pipe could not be made. */
    int wakeFd() const { return m_wake[0]; }
    void drainWake() const;

    /** Read by the worker while connecting; the owner writes it only before the worker starts. */
    QByteArray password;

private:
    void wake() const;

    QMutex m_mutex;
    SshSession *m_owner = nullptr; // guarded by m_mutex
    const quint64 m_generation;
    QList<Command> m_commands; // guarded by m_mutex
    std::atomic_bool m_stop { false };
    int m_wake[2] = { -1, -1 };
};

} // namespace RentDeck
