// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"

#include <QByteArray>
#include <memory>

namespace RentDeck {

class ForwardedSocket;

/** Internal: what SshSession asks its worker to open. Plain data, copied to the worker thread. */
struct SshChannelSpec
{
    enum class Kind
    {
        Exec,
        Shell,
        Forward,
    };

    Kind kind = Kind::Exec;
    QByteArray command; // Exec
    QByteArray term; // Shell
    int cols = 80; // Shell
    int rows = 24; // Shell
    QByteArray remoteHost; // Forward
    int remotePort = 0; // Forward
    /** Forward: the local connection; the worker moves bytes between it and the channel, not the owner. */
    std::shared_ptr<ForwardedSocket> localSocket;
    /** The worker stops reading once this many delivered bytes are not acknowledged (0 = no limit). */
    qint64 readWindow = 0;
};

/**
 * Internal: the owner-thread side of one worker channel (SshExecChannel, SshShellChannel,
 * SshForwardConnection). SshSession calls these on its own thread, in the order the worker reported.
 */
class SshChannelClient
{
public:
    virtual ~SshChannelClient() = default;
    /** The channel is open on the current connection (again, after a reconnect, for shells). */
    virtual void channelOpened() { }
    virtual void channelData(const QByteArray &data, bool isStderr) = 0;
    /** \a bytes written by the caller went onto the wire (only for channels with a readWindow). */
    virtual void channelWritten(qint64 bytes) { Q_UNUSED(bytes) }
    /** Forwards: bytes the worker moved since the last call, \a received from the instance, \a sent to it. */
    virtual void channelTransferred(qint64 received, qint64 sent)
    {
        Q_UNUSED(received)
        Q_UNUSED(sent)
    }
    /** The connection dropped; only shells hear this, the others are closed with an error. */
    virtual void channelReconnecting() { }
    /** The channel ended (error set: why it failed). Last call; the session forgets the client. */
    virtual void channelClosed(int exitStatus, const Error &error) = 0;
};

} // namespace RentDeck
