// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The channel half of SshSessionWorker: opening, pumping and closing channels on the worker thread.
#include "logging/LoggingCategories.h"
#include "ssh/SshSessionShared.h"
#include "ssh/SshSessionWorker.h"

#include <algorithm>

namespace RentDeck {

namespace {
constexpr qsizetype WriteChunk = 32 * 1024;
constexpr int ReadsPerRound = 4; // per channel and stream, so one busy channel cannot starve the others
} // namespace

void SshSessionWorker::openChannel(int id, const SshChannelSpec &spec)
{
    m_channels[id].spec = spec;
}

void SshSessionWorker::write(int id, const QByteArray &data)
{
    const auto it = m_channels.find(id);
    if (it == m_channels.end() || it->second.eofWanted) {
        return;
    }
    if (it->second.spec.kind == SshChannelSpec::Kind::Shell && !it->second.handle && it->second.wasOpen) {
        return; // typed while reconnecting: the old shell is gone, the new one did not see the context
    }
    // Typed before the first open (the user types as soon as the tab shows): kept and sent once it is open.
    it->second.out += data;
}

void SshSessionWorker::sendEof(int id, bool thenClose)
{
    const auto it = m_channels.find(id);
    if (it != m_channels.end()) {
        it->second.eofWanted = true;
        it->second.closeAfterEof = thenClose;
    }
}

void SshSessionWorker::resize(int id, int cols, int rows)
{
    const auto it = m_channels.find(id);
    if (it != m_channels.end()) {
        it->second.spec.cols = cols;
        it->second.spec.rows = rows;
        it->second.resizePending = it->second.handle != nullptr;
    }
}

void SshSessionWorker::ack(int id, qint64 bytes)
{
    const auto it = m_channels.find(id);
    if (it != m_channels.end()) {
        it->second.unacked = std::max<qint64>(0, it->second.unacked - bytes);
    }
}

void SshSessionWorker::close(int id)
{
    const auto it = m_channels.find(id);
    if (it == m_channels.end()) {
        return;
    }
    if (it->second.handle && it->second.spec.kind == SshChannelSpec::Kind::Exec) {
        // Ends a running command the polite way first (OpenSSH ignores signals for root logins).
        ssh_channel_request_send_signal(it->second.handle.get(), "TERM");
    }
    if (it->second.handle) {
        ssh_channel_close(it->second.handle.get());
    }
    forget(it);
}

Error SshSessionWorker::channelError(const QString &what) const
{
    const QString detail = LibSsh::errorText(m_session.get());
    return Error::make(Error::Code::Ssh, tr("%1 on %2: %3").arg(what, target(), detail), detail);
}

void SshSessionWorker::report(int id, int exitStatus, const Error &error)
{
    if (const auto it = m_channels.find(id); it != m_channels.end()) {
        reportTraffic(id, it->second); // the last counts arrive before the end
    }
    m_shared->post([id, exitStatus, error](SshSession &session) { session.onChannelClosed(id, exitStatus, error); });
}

void SshSessionWorker::openPending()
{
    if (!isConnected()) {
        return;
    }
    const bool retryDeferred = std::exchange(m_retryDeferred, false);
    for (auto it = m_channels.begin(); it != m_channels.end();) {
        Channel &channel = it->second;
        if (channel.handle || (channel.deferred && !retryDeferred) || m_shared->isStopping()) {
            ++it;
            continue;
        }
        it = openOne(it->first, channel) ? std::next(it) : forget(it);
    }
}

bool SshSessionWorker::openOne(int id, Channel &channel)
{
    const SshChannelSpec &spec = channel.spec;
    LibSsh::ChannelPtr handle(ssh_channel_new(m_session.get()));
    if (!handle) {
        report(id, -1, channelError(tr("Could not create an SSH channel")));
        return false;
    }
    if (spec.kind == SshChannelSpec::Kind::Forward) {
        if (ssh_channel_open_forward(handle.get(), spec.remoteHost.constData(), spec.remotePort, "127.0.0.1", 0)
            != SSH_OK) {
            report(id, -1,
                channelError(tr("Forwarding to %1:%2 was refused (is anything listening there on the instance?)")
                                 .arg(QString::fromUtf8(spec.remoteHost))
                                 .arg(spec.remotePort)));
            return false;
        }
    } else if (ssh_channel_open_session(handle.get()) != SSH_OK) {
        const bool othersOpen = std::any_of(m_channels.cbegin(), m_channels.cend(), [](const auto &entry) {
            return entry.second.handle && entry.second.spec.kind != SshChannelSpec::Kind::Forward;
        });
        if (isConnected() && othersOpen) {
            // sshd caps session channels per connection (MaxSessions, 10 by default): wait for one to end.
            channel.deferred = true;
            return true;
        }
        report(id, -1, channelError(tr("Could not open an SSH channel")));
        return false;
    }
    if (spec.kind == SshChannelSpec::Kind::Exec
        && ssh_channel_request_exec(handle.get(), spec.command.constData()) != SSH_OK) {
        report(id, -1, channelError(tr("The server refused to run the command")));
        return false;
    }
    if (spec.kind == SshChannelSpec::Kind::Shell
        && (ssh_channel_request_pty_size(handle.get(), spec.term.constData(), spec.cols, spec.rows) != SSH_OK
            || ssh_channel_request_shell(handle.get()) != SSH_OK)) {
        report(id, -1, channelError(tr("The server refused to open a terminal")));
        return false;
    }
    channel.handle = std::move(handle);
    channel.wasOpen = true;
    channel.deferred = false;
    channel.eofSent = false;
    channel.unacked = 0;
    m_shared->post([id](SshSession &session) { session.onChannelOpened(id); });
    return true;
}

std::map<int, SshSessionWorker::Channel>::iterator SshSessionWorker::forget(std::map<int, Channel>::iterator it)
{
    if (it->second.watched != 0) {
        watchLocal(it->second, 0);
    }
    return m_channels.erase(it); // closes a forward's local connection (ForwardedSocket)
}

SshSessionWorker::Pump SshSessionWorker::pump(int id, Channel &channel)
{
    if (pumpsLocally(channel)) {
        return pumpForward(id, channel);
    }
    Pump result = writeOut(id, channel);
    if (result == Pump::Dropped || result == Pump::Finished) {
        return result;
    }
    for (const int stream : { 0, 1 }) {
        const Pump read = readIn(id, channel, stream);
        if (read == Pump::Dropped || read == Pump::Finished) {
            return read;
        }
        result = read == Pump::Busy ? Pump::Busy : result;
    }
    const Pump end = finishIfEnded(id, channel);
    return end == Pump::Idle ? result : end;
}

SshSessionWorker::Pump SshSessionWorker::writeOut(int id, Channel &channel)
{
    ssh_channel handle = channel.handle.get();
    Pump result = Pump::Idle;
    if (channel.resizePending) {
        channel.resizePending = false;
        ssh_channel_change_pty_size(handle, channel.spec.cols, channel.spec.rows);
    }
    // Write only what the window takes, so a peer that talks back while reading cannot deadlock us.
    const qsizetype room = std::min<qsizetype>(
        { channel.out.size(), WriteChunk, static_cast<qsizetype>(ssh_channel_window_size(handle)) });
    if (room > 0) {
        const int n = ssh_channel_write(handle, channel.out.constData(), static_cast<uint32_t>(room));
        if (n == SSH_ERROR) {
            if (!isConnected()) {
                return Pump::Dropped;
            }
            report(id, -1, channelError(tr("Could not send data")));
            return Pump::Finished;
        }
        channel.out.remove(0, n);
        if (channel.spec.readWindow > 0) {
            m_shared->post([id, n](SshSession &session) { session.onChannelWritten(id, n); });
        }
        result = Pump::Busy;
    }
    if (channel.eofWanted && channel.out.isEmpty() && !channel.eofSent) {
        channel.eofSent = true;
        ssh_channel_send_eof(handle);
        if (channel.closeAfterEof) {
            ssh_channel_close(handle);
            channel.handle.reset();
            return Pump::Finished; // the owner already forgot this channel
        }
    }
    return result;
}

SshSessionWorker::Pump SshSessionWorker::readIn(int id, Channel &channel, int stream)
{
    Pump result = Pump::Idle;
    for (int round = 0; round < ReadsPerRound; ++round) {
        const qint64 window = channel.spec.readWindow;
        if (window > 0 && channel.unacked >= window) {
            return result; // the owner's ack wakes us
        }
        const qsizetype room
            = window > 0 ? std::min<qsizetype>(m_readBuffer.size(), window - channel.unacked) : m_readBuffer.size();
        Pump failure = Pump::Idle;
        const int n = readChannel(id, channel, room, stream, &failure);
        if (n < 0) {
            return failure;
        }
        if (n == 0) {
            return result; // nothing buffered now, or EOF
        }
        channel.unacked += window > 0 ? n : 0;
        m_shared->post([id, chunk = QByteArray(m_readBuffer.constData(), n), stream](
                           SshSession &session) { session.onChannelData(id, chunk, stream == 1); });
        result = Pump::Busy;
    }
    return result;
}

bool SshSessionWorker::isSending() const
{
    return std::any_of(m_channels.cbegin(), m_channels.cend(),
        [](const auto &entry) { return entry.second.handle && !entry.second.out.isEmpty(); });
}

bool SshSessionWorker::hasWorkWithoutWakeUp()
{
    // libssh reads every packet that has arrived whenever any channel reads or writes, so data, a window adjust or an
    // EOF for a channel pumped earlier in the round can sit in its buffers with the socket drained: poll() would not
    // wake for it. Each is work for the next round, now.
    for (auto &[id, channel] : m_channels) {
        ssh_channel handle = channel.handle.get();
        if (handle == nullptr) {
            continue;
        }
        const bool local = pumpsLocally(channel);
        const bool canTake = local ? channel.toLocal.isEmpty()
                                   : channel.spec.readWindow == 0 || channel.unacked < channel.spec.readWindow;
        // Forwards only read stream 0 (a direct-tcpip channel has no stderr): stream 1 there would spin the loop.
        const int out = ssh_channel_poll(handle, 0);
        const int err = local ? 0 : ssh_channel_poll(handle, 1);
        const bool buffered = out > 0 || err > 0;
        if (canTake && buffered) {
            return true; // data to hand over
        }
        if (!channel.out.isEmpty() && ssh_channel_window_size(handle) > 0) {
            return true; // the instance opened its window for what waits to be sent
        }
        const bool ends = local ? channel.toLocal.isEmpty()
                && (ssh_channel_is_closed(handle) || (ssh_channel_is_eof(handle) && !channel.localShut))
                                : !buffered && (ssh_channel_is_eof(handle) || ssh_channel_is_closed(handle));
        if (ends) {
            return true; // an end to pass on or report
        }
    }
    return false;
}

int SshSessionWorker::readChannel(int id, Channel &channel, qsizetype room, int stream, Pump *failure)
{
    const int n
        = ssh_channel_read_nonblocking(channel.handle.get(), m_readBuffer.data(), static_cast<uint32_t>(room), stream);
    if (n != SSH_ERROR) {
        return std::max(0, n); // SSH_EOF counts as nothing
    }
    if (!isConnected()) {
        *failure = Pump::Dropped;
    } else {
        report(id, -1, channelError(tr("Could not read from the channel")));
        *failure = Pump::Finished;
    }
    return -1;
}

SshSessionWorker::Pump SshSessionWorker::finishIfEnded(int id, Channel &channel)
{
    ssh_channel handle = channel.handle.get();
    if (!ssh_channel_is_eof(handle) && !ssh_channel_is_closed(handle)) {
        return Pump::Idle;
    }
    if (ssh_channel_poll(handle, 0) > 0 || ssh_channel_poll(handle, 1) > 0) {
        return Pump::Idle; // still data to hand over (held back by the read window)
    }
    const int exitStatus
        = channel.spec.kind == SshChannelSpec::Kind::Forward ? -1 : ssh_channel_get_exit_status(handle);
    ssh_channel_close(handle);
    channel.handle.reset();
    m_retryDeferred = true;
    report(id, exitStatus, {});
    return Pump::Finished;
}

} // namespace RentDeck
