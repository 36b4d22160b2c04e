// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The forward half of SshSessionWorker: a port forward's local connection is pumped here, on the worker thread,
// in the same poll loop as the SSH connection, the way `ssh -L` moves its bytes. Handing every chunk to the owner
// thread and back (a QTcpSocket there) crossed threads twice per chunk and reached half of OpenSSH's throughput.
#include "logging/LoggingCategories.h"
#include "ssh/ForwardedSocket.h"
#include "ssh/SshSessionShared.h"
#include "ssh/SshSessionWorker.h"

#include <algorithm>
#include <cerrno>
#include <poll.h>
#include <sys/socket.h>

#ifndef MSG_NOSIGNAL
#define MSG_NOSIGNAL 0 // macOS: ForwardedSocket sets SO_NOSIGPIPE on the socket instead
#endif

namespace RentDeck {

namespace {
/** Read ahead from the local client while the instance's window is full; the kernel's buffers hold the rest. */
constexpr qsizetype LocalReadAhead = 256 * 1024;
constexpr int ForwardReadsPerRound
    = 16; // 1 MiB per channel and round, so one busy forward cannot starve the other channels
constexpr int TrafficReportMs = 200;

int onLocalReady(socket_t, int revents, void *ready)
{
    // Noted for pumpForward(), which reads and writes until the socket would block; a read of an idle socket
    // (one recv() per round that only says EAGAIN) is skipped.
    *static_cast<short *>(ready) |= static_cast<short>(revents);
    return 0;
}
} // namespace

bool SshSessionWorker::pumpsLocally(const Channel &channel)
{
    return channel.spec.kind == SshChannelSpec::Kind::Forward && channel.spec.localSocket != nullptr;
}

SshSessionWorker::Pump SshSessionWorker::pumpForward(int id, Channel &channel)
{
    Pump busy = Pump::Idle;
    for (Pump (SshSessionWorker::*step)(int, Channel &) :
        { &SshSessionWorker::readLocal, &SshSessionWorker::writeOut, &SshSessionWorker::writeLocal }) {
        const Pump result = (this->*step)(id, channel);
        if (result == Pump::Dropped || result == Pump::Finished) {
            return result;
        }
        busy = result == Pump::Busy ? Pump::Busy : busy;
    }
    if (forwardEnded(channel)) {
        return endForward(id, channel);
    }
    const short events = static_cast<short>((!channel.localEof && channel.out.size() < LocalReadAhead ? POLLIN : 0)
        | (channel.toLocal.isEmpty() ? 0 : POLLOUT));
    watchLocal(channel, events);
    return busy;
}

SshSessionWorker::Pump SshSessionWorker::readLocal(int id, Channel &channel)
{
    const int fd = channel.spec.localSocket->fd();
    Pump result = Pump::Idle;
    if ((channel.ready & (POLLIN | POLLHUP | POLLERR)) == 0) {
        return result;
    }
    while (!channel.localEof && channel.out.size() < LocalReadAhead) {
        const qsizetype room = std::min<qsizetype>(m_readBuffer.size(), LocalReadAhead - channel.out.size());
        const ssize_t n = ::recv(fd, m_readBuffer.data(), static_cast<size_t>(room), 0);
        if (n > 0) {
            channel.out.append(m_readBuffer.constData(), n);
            channel.sent += n;
            result = Pump::Busy;
        } else if (n == 0) {
            // The client is done sending: the instance gets EOF once `out` is on the wire, and its answer still
            // comes back (a half-closed connection, as `ssh -L` keeps it).
            channel.localEof = true;
            channel.eofWanted = true;
            return Pump::Busy;
        } else if (errno == EINTR) {
            continue;
        } else if (errno == EAGAIN || errno == EWOULDBLOCK) {
            channel.ready = static_cast<short>(channel.ready & ~(POLLIN | POLLHUP | POLLERR));
            return result;
        } else {
            return endForward(id, channel);
        }
    }
    return result;
}

SshSessionWorker::Pump SshSessionWorker::writeLocal(int id, Channel &channel)
{
    const int fd = channel.spec.localSocket->fd();
    ssh_channel handle = channel.handle.get();
    Pump result = Pump::Idle;
    for (int round = 0; round < ForwardReadsPerRound; ++round) {
        // What the client did not take last time goes first; otherwise the next chunk from the channel.
        const bool backlog = !channel.toLocal.isEmpty();
        qsizetype size = channel.toLocal.size();
        if (!backlog) {
            Pump failure = Pump::Idle;
            const int n = readChannel(id, channel, m_readBuffer.size(), 0, &failure);
            if (n < 0) {
                return failure;
            }
            if (n == 0) {
                break; // nothing buffered now, or EOF
            }
            channel.received += n;
            size = n;
            result = Pump::Busy;
        }
        const char *data = backlog ? channel.toLocal.constData() : m_readBuffer.constData();
        const ssize_t written = ::send(fd, data, static_cast<size_t>(size), MSG_NOSIGNAL | MSG_DONTWAIT);
        if (written < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
            channel.toLocal.clear();
            return endForward(id, channel);
        }
        const qsizetype taken = std::max<qsizetype>(0, written);
        result = taken > 0 ? Pump::Busy : result;
        if (taken < size) {
            // The client reads slower than the instance sends: keep the rest and read no more from the channel,
            // so the instance's window closes and it waits, as it should.
            channel.toLocal = QByteArray(data + taken, size - taken);
            return result;
        }
        channel.toLocal.clear();
    }
    if (!channel.localShut && channel.toLocal.isEmpty() && ssh_channel_is_eof(handle)
        && ssh_channel_poll(handle, 0) <= 0) {
        channel.localShut = true;
        ::shutdown(fd, SHUT_WR); // the instance's side is done sending: the client reads EOF
    }
    return result;
}

bool SshSessionWorker::forwardEnded(Channel &channel) const
{
    ssh_channel handle = channel.handle.get();
    if (!channel.toLocal.isEmpty() || ssh_channel_poll(handle, 0) > 0) {
        return false;
    }
    // Over when the instance closed, or when both sides sent EOF (and ours reached the wire).
    return ssh_channel_is_closed(handle) || (channel.localShut && channel.eofSent);
}

SshSessionWorker::Pump SshSessionWorker::endForward(int id, Channel &channel)
{
    // Both sides are done, or the local client went away (reset, or closed while data was still coming).
    ssh_channel_close(channel.handle.get());
    channel.handle.reset();
    m_retryDeferred = true;
    report(id, -1, {});
    return Pump::Finished;
}

void SshSessionWorker::watchLocal(Channel &channel, short events)
{
    if (events == channel.watched || m_event == nullptr) {
        return;
    }
    const int fd = channel.spec.localSocket->fd();
    if (channel.watched != 0) {
        ssh_event_remove_fd(m_event, fd);
    }
    // Not registered at all when nothing is wanted: poll() reports a hang-up even for no events, and would spin.
    if (events != 0 && ssh_event_add_fd(m_event, fd, events, onLocalReady, &channel.ready) != SSH_OK) {
        qCWarning(lcSsh) << "could not watch a forwarded connection on" << target();
        events = 0;
    }
    channel.watched = events;
}

void SshSessionWorker::reportTraffic(int id, Channel &channel)
{
    if (channel.received == 0 && channel.sent == 0) {
        return;
    }
    m_shared->post([id, received = std::exchange(channel.received, 0), sent = std::exchange(channel.sent, 0)](
                       SshSession &session) { session.onChannelTransferred(id, received, sent); });
}

void SshSessionWorker::reportAllTraffic()
{
    if (m_sinceTraffic.isValid() && !m_sinceTraffic.hasExpired(TrafficReportMs)) {
        return;
    }
    m_sinceTraffic.start();
    for (auto &[id, channel] : m_channels) {
        reportTraffic(id, channel);
    }
}

} // namespace RentDeck
