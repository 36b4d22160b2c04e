// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"
#include "sync/FileTransfer.h"
#include "sync/RsyncProgressParser.h"

#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>
#include <memory>
#include <optional>

class QTimer;

namespace RentDeck {

/**
 * One run of the system rsync over the endpoint's SSH settings, as an asynchronous QProcess; never blocks.
 *
 * The command line is `rsync -a --partial --partial-dir=.rsync-partial --info=progress2,name0 --outbuf=L --stats
 * --protect-args [-z] [--delete] [--checksum] [--exclude P]... [--exclude-from F] [--files-from F --from0]
 * -e "ssh <OpenSshCommand::options> -o BatchMode=yes" SRC/ DST/`. Host keys are checked strictly against our
 * known_hosts; a mismatch fails with Error::HostKey and transfers nothing.
 *
 * Passwords (setPassword) never reach a command line or an environment: ssh is run with SSH_ASKPASS pointing at
 * a 0700 helper script in a private 0700 temporary folder, SSH_ASKPASS_REQUIRE=force, and the script prints a
 * 0600 file in that folder and deletes it on first read; the folder is removed when the job finishes. (An
 * inherited fd would avoid the file but QProcess cannot pass one to a grandchild portably.)
 *
 * Signals: progress() for every progress2 update; finished() exactly once, from the event loop. cancel() ends
 * rsync (SIGTERM, then SIGKILL after 3 s) and finishes with Error::Cancelled; the partial dir stays on the
 * receiving side so the next run resumes. Lives on the thread that created it.
 */
class RsyncJob final : public FileTransfer
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RsyncJob)
public:
    explicit RsyncJob(RsyncOptions options, QObject *parent = nullptr);
    ~RsyncJob() override;

    /** For password-auth endpoints. Copied; cleared from memory once written to the private file. */
    void setPassword(const QString &password) override;
    /** Starts rsync; returns at once. Errors (no rsync, bad options) also arrive through finished(). */
    void start() override;
    void cancel() override;
    bool isRunning() const override;

    const RsyncOptions &options() const override { return m_options; }
    qint64 transferredBytes() const override { return stats().totalTransferredFileSize; }
    bool changedNothing() const override { return stats().changedNothing(); }
    /** rsync's arguments (without the program); holds no secret. Valid after start(). */
    QStringList arguments() const { return m_arguments; }
    const RsyncStats &stats() const { return m_parser.stats(); }
    const RsyncProgress &lastProgress() const { return m_parser.progress(); }
    int exitCode() const { return m_exitCode; }

    /** The rsync arguments for \a options; the files-from / exclude-from paths are given. Pure. */
    static QStringList buildArguments(
        const RsyncOptions &options, const QString &excludeFromFile, const QString &filesFromFile, bool usePassword);
    /** Whether the host is 127.0.0.0/8, ::1 or localhost. */
    static bool isLoopbackHost(const QString &host);
    /**
     * gitignore text -> rsync exclude rules. Kept: blank lines and '#' comments dropped, `*`, `?`, `[...]`, `**`,
     * a leading '/' (anchored at the transfer root), a trailing '/' (directories only), "\#" and "\ ". Changed: a
     * pattern with a '/' in the middle is anchored ('/' prepended) as git does. Not supported: '!' negation
     * (in rsync '!' would clear every rule): such lines are skipped and listed in \a warnings.
     */
    static QStringList translateIgnoreFile(const QString &text, QStringList *warnings = nullptr);
    /** The message for an rsync exit code plus what it and ssh said on stderr. Pure. */
    static Error mapFailure(int exitCode, const RsyncProgressParser &parser);

private:
    void onReadyRead(QProcess::ProcessChannel channel);
    void onProcessFinished(int exitCode, QProcess::ExitStatus status);
    void onProcessError(QProcess::ProcessError processError);
    void fail(const Error &error);
    bool prepareFiles(QString *excludeFrom, QString *filesFrom, Error *error);
    void emitProgress();

    RsyncOptions m_options;
    QString m_password;
    QProcess *m_process = nullptr;
    QTimer *m_killTimer = nullptr;
    std::unique_ptr<QTemporaryDir> m_privateDir;
    RsyncProgressParser m_parser;
    QStringList m_arguments;
    int m_exitCode = -1;
    bool m_started = false;
    bool m_cancelled = false;
    bool m_usePassword = false;
};

} // namespace RentDeck
