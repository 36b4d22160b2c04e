// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ssh/LibSsh.h"
#include "ssh/SshChannelClient.h"
#include "ssh/SshConnector.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <chrono>
#include <map>
#include <memory>
#include <poll.h>

namespace RentDeck {

class SshSessionShared;

/**
 * Internal: the body of an SshSession's worker thread. Owns the libssh session and every channel on it;
 * nothing here is touched from another thread (commands arrive through SshSessionShared). Services all
 * channels in one loop around ssh_event_dopoll(), which wakes on server data or on a queued command.
 */
class SshSessionWorker
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::SshSession)

public:
    SshSessionWorker(
        std::shared_ptr<SshSessionShared> shared, SshConnector::Options options, std::chrono::milliseconds keepalive);
    ~SshSessionWorker();
    SshSessionWorker(const SshSessionWorker &) = delete;
    SshSessionWorker &operator=(const SshSessionWorker &) = delete;

    /** Connects, serves, reconnects after drops; returns when stopped or Failed. */
    void run();

    // Commands (run on the worker thread, in the order the owner queued them).
    void openChannel(int id, const SshChannelSpec &spec);
    void write(int id, const QByteArray &data);
    void sendEof(int id, bool thenClose);
    void resize(int id, int cols, int rows);
    void ack(int id, qint64 bytes);
    void close(int id);

private:
    struct Channel
    {
        SshChannelSpec spec;
        LibSsh::ChannelPtr handle; // null until open on the current connection
        QByteArray out; // accepted from the owner, not yet on the wire
        bool eofWanted = false;
        bool eofSent = false;
        bool closeAfterEof = false;
        bool resizePending = false;
        bool deferred = false; // the server refused another session channel; retried when one closes
        bool wasOpen = false; // opened once: input for a shell that is reopening would reach a new shell
        qint64 unacked = 0; // delivered to the owner, not yet acknowledged (readWindow)
        // Forwards with a localSocket: the worker moves the bytes itself (SshSessionWorkerForwards.cpp).
        QByteArray toLocal; // read from the channel, not yet taken by the local connection
        bool localEof = false; // the local client sent its last byte (EOF goes to the instance after `out`)
        bool localShut = false; // the instance's EOF was passed on (shutdown(SHUT_WR))
        short watched = 0; // the poll events the local connection is registered with in m_event
        short ready = POLLIN; // what poll() last reported for it (try a read first, before it is watched)
        qint64 received = 0; // from the instance, not yet reported to the owner
        qint64 sent = 0; // to the instance, not yet reported to the owner
    };
    enum class Pump
    {
        Busy, // did something; poll again at once
        Idle,
        Finished, // the channel ended and was reported; forget it
        Dropped, // the connection is gone
    };

    [[nodiscard]] Status connectOnce();
    bool reconnect();
    void teardownConnection();
    bool isConnected() const;
    bool serveOnce(QString *dropReason);
    void runCommands();
    /** libssh holds something for a channel that it can act on now (the socket may be drained already). */
    bool hasWorkWithoutWakeUp();
    /** Some open channel has bytes waiting to go out (for the instance's window, usually). */
    bool isSending() const;
    bool waitFor(std::chrono::milliseconds delay);
    void connectionLost(const QString &reason);
    void sendKeepalive();

    void openPending();
    bool openOne(int id, Channel &channel);
    Pump pump(int id, Channel &channel);
    Pump writeOut(int id, Channel &channel);
    Pump readIn(int id, Channel &channel, int stream);
    /** Up to \a room bytes of \a stream into m_readBuffer: how many (0: none now, or EOF), or -1 and \a failure. */
    int readChannel(int id, Channel &channel, qsizetype room, int stream, Pump *failure);
    Pump finishIfEnded(int id, Channel &channel);
    void report(int id, int exitStatus, const Error &error);
    /** Unregisters a forward's local connection from m_event (before it closes) and erases the channel. */
    std::map<int, Channel>::iterator forget(std::map<int, Channel>::iterator it);

    // Forwards (SshSessionWorkerForwards.cpp).
    static bool pumpsLocally(const Channel &channel);
    Pump pumpForward(int id, Channel &channel);
    Pump readLocal(int id, Channel &channel);
    Pump writeLocal(int id, Channel &channel);
    bool forwardEnded(Channel &channel) const;
    Pump endForward(int id, Channel &channel);
    void watchLocal(Channel &channel, short events);
    void reportTraffic(int id, Channel &channel);
    void reportAllTraffic();
    Error channelError(const QString &what) const;
    QString target() const;

    std::shared_ptr<SshSessionShared> m_shared;
    SshConnector::Options m_options;
    std::chrono::milliseconds m_keepalive;
    LibSsh::SessionPtr m_session;
    ssh_event m_event = nullptr;
    std::map<int, Channel> m_channels;
    QElapsedTimer m_sinceKeepalive;
    QElapsedTimer m_sinceTraffic;
    bool m_retryDeferred = false;
    QByteArray m_readBuffer;
};

} // namespace RentDeck
