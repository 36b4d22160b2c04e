// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshWorkerJoin.h"

#include "ssh/LibSsh.h"

#include <cstdio>
#include <cstdlib>

namespace RentDeck {

SshWorkerJoin::SshWorkerJoin(std::chrono::milliseconds timeout)
    : m_timeout(timeout)
{
}

SshWorkerJoin::~SshWorkerJoin()
{
    if (LibSsh::waitForWorkers(m_timeout)) {
        return;
    }
    std::fprintf(stderr, "rentdeck: an SSH connection was still closing after %lld s; exiting without waiting for it\n",
        static_cast<long long>(std::chrono::duration_cast<std::chrono::seconds>(m_timeout).count()));
    std::fflush(nullptr);
    std::_Exit(m_exitCode);
}

} // namespace RentDeck
