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
    bool waitFor(std::chrono::milliseconds delay);
    void connectionLost(const QString &reason);
    void sendKeepalive();

    void openPending();
    bool openOne(int id, Channel &channel);
    Pump pump(int id, Channel &channel);
    Pump writeOut(int id, Channel &channel);
    Pump readIn(int id, Channel &channel, int stream);
    Pump finishIfEnded(int id, Channel &channel);
    void report(int id, int exitStatus, const Error &error);
    Error channelError(const QString &what) const;
    QString target() const;

    std::shared_ptr<SshSessionShared> m_shared;
    SshConnector::Options m_options;
    std::chrono::milliseconds m_keepalive;
    LibSsh::SessionPtr m_session;
    ssh_event m_event = nullptr;
    std::map<int, Channel> m_channels;
    QElapsedTimer m_sinceKeepalive;
    bool m_retryDeferred = false;
    QByteArray m_readBuffer;
};

} // namespace RentDeck
