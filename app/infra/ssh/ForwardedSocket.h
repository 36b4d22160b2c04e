// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>
#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

namespace RentDeck {

/**
 * Internal: an accepted local TCP connection of a port forward, handed as a bare descriptor from the owner
 * thread to the SSH worker, which then moves its bytes itself (SshSessionWorker, "forward pumps"). Closes
 * the descriptor when the last owner lets go, whichever thread that is and however the channel ended.
 */
class ForwardedSocket
{
public:
    /** Takes \a descriptor and makes it non-blocking. */
    explicit ForwardedSocket(qintptr descriptor)
        : m_fd(static_cast<int>(descriptor))
    {
        ::fcntl(m_fd, F_SETFL, ::fcntl(m_fd, F_GETFL) | O_NONBLOCK);
        ::fcntl(m_fd, F_SETFD, FD_CLOEXEC);
#ifdef SO_NOSIGPIPE
        // A client gone while data still comes must give EPIPE, not kill the program (macOS has no MSG_NOSIGNAL).
        const int on = 1;
        ::setsockopt(m_fd, SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof on);
#endif
    }
    ~ForwardedSocket()
    {
        if (m_fd >= 0) {
            ::close(m_fd);
        }
    }
    ForwardedSocket(const ForwardedSocket &) = delete;
    ForwardedSocket &operator=(const ForwardedSocket &) = delete;

    int fd() const
    {
        return m_fd;
    }

private:
    int m_fd;
};

} // namespace RentDeck
