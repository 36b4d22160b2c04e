// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshSessionShared.h"

#include <fcntl.h>
#include <unistd.h>

namespace RentDeck {

SshSessionShared::SshSessionShared(SshSession *owner, quint64 generation)
    : m_owner(owner)
    , m_generation(generation)
{
    if (::pipe(m_wake) == 0) {
        for (const int fd : m_wake) {
            ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
            ::fcntl(fd, F_SETFD, FD_CLOEXEC);
        }
    } else {
        m_wake[0] = m_wake[1] = -1; // the worker then polls on a short timer instead
    }
}

SshSessionShared::~SshSessionShared()
{
    password.fill('\0');
    for (const int fd : m_wake) {
        if (fd >= 0) {
            ::close(fd);
        }
    }
}

void SshSessionShared::enqueue(Command command)
{
    {
        QMutexLocker locker(&m_mutex);
        m_commands.append(std::move(command));
    }
    wake();
}

void SshSessionShared::stopAndDetach()
{
    {
        QMutexLocker locker(&m_mutex);
        m_owner = nullptr;
    }
    m_stop = true;
    wake();
}

QList<SshSessionShared::Command> SshSessionShared::takeCommands()
{
    QMutexLocker locker(&m_mutex);
    return std::exchange(m_commands, {});
}

void SshSessionShared::wake() const
{
    if (m_wake[1] >= 0) {
        const char byte = 1;
        // A full pipe already means "wake up": ignoring EAGAIN is right.
        [[maybe_unused]] const ssize_t n = ::write(m_wake[1], &byte, 1);
    }
}

void SshSessionShared::drainWake() const
{
    if (m_wake[0] < 0) {
        return;
    }
    char buffer[256];
    while (::read(m_wake[0], buffer, sizeof buffer) > 0) { }
}

} // namespace RentDeck
