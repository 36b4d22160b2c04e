// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QtGlobal>
#include <chrono>

namespace RentDeck {

/**
 * For main(): declared just before the composition root, so that it is destroyed right after it. By then the root
 * has stopped every SSH session, and this waits for their worker threads to say goodbye to the servers while
 * QCoreApplication, the log handler and OpenSSL still exist; a worker still closing a connection while the process
 * tears those down crashes (it did, in CI, as a SEGV on the worker thread after a CLI command had printed its
 * result). A worker still busy after the timeout (blocked in a connect) would run on into that teardown: the process
 * then ends at once with the exit code set here, stdio flushed.
 */
class SshWorkerJoin
{
    Q_DISABLE_COPY_MOVE(SshWorkerJoin)
public:
    explicit SshWorkerJoin(std::chrono::milliseconds timeout);
    ~SshWorkerJoin();

    void setExitCode(int exitCode) { m_exitCode = exitCode; }

private:
    std::chrono::milliseconds m_timeout;
    int m_exitCode = 0;
};

} // namespace RentDeck
