// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"
#include "sync/SyncJob.h"

#include <QPointer>

namespace RentDeck {

class SshSession;

/**
 * `sync push NAME LOCAL REMOTE` · `sync pull NAME REMOTE LOCAL` `[--delete] [--exclude PAT]... [--no-verify]`:
 * rsync over the instance's SSH settings, then verification by manifest; exit 0 only when verified.
 */
class SyncCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void report();

    QPointer<SshSession> m_session;
    QPointer<SyncJob> m_job;
    bool m_push = true;
    SyncJob::Transport m_transport = SyncJob::Transport::Auto;
    int m_resumeWindowSeconds = SyncJob::DefaultResumeWindowSeconds;
    QString m_name;
    QString m_local;
    QString m_remote;
};

} // namespace RentDeck
