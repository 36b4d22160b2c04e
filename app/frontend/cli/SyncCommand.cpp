// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/SyncCommand.h"

#include "cli/CliContext.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "ssh/SshSession.h"
#include "sync/SyncJob.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>

namespace RentDeck {

namespace {
constexpr int ExitSyncNotVerified = 1;
} // namespace

void SyncCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("push|pull"), QStringLiteral("Direction."));
    parser.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("Instance name, e.g. sandbox:3."));
    parser.addPositionalArgument(QStringLiteral("FROM TO"),
        QStringLiteral("push: LOCAL REMOTE; pull: REMOTE LOCAL. Relative remote paths are "
                       "relative to the instance's home."));
    parser.addOptions({
        { QStringLiteral("delete"), QStringLiteral("Delete files on the destination that the source does not have.") },
        { QStringLiteral("exclude"), QStringLiteral("Skip files matching PAT (rsync pattern); repeatable."),
            QStringLiteral("PAT") },
        { QStringLiteral("no-verify"), QStringLiteral("Skip the SHA-256 verification (exit 0 when rsync succeeds).") },
        { QStringLiteral("transport"),
            QStringLiteral("auto (rsync, or SFTP when rsync is missing on either end), rsync or sftp."),
            QStringLiteral("auto|rsync|sftp"), QStringLiteral("auto") },
        { QStringLiteral("bwlimit"),
            QStringLiteral(
                "Send or receive at most KIB kibibytes per second, to leave bandwidth for other work (rsync)."),
            QStringLiteral("KIB") },
        { QStringLiteral("resume-window"),
            QStringLiteral("Seconds to wait for a dropped connection to come back and resume (0 = fail at once)."),
            QStringLiteral("SECONDS"), QString::number(SyncJob::DefaultResumeWindowSeconds) },
    });
}

void SyncCommand::start(const QCommandLineParser &parser)
{
    const QStringList words = parser.positionalArguments();
    if (words.size() != 4 || (words.at(0) != QLatin1String("push") && words.at(0) != QLatin1String("pull"))) {
        failWith(
            QStringLiteral("usage: rentdeck-cli sync push NAME LOCAL REMOTE | sync pull NAME REMOTE LOCAL"), ExitUsage);
        return;
    }
    m_push = words.at(0) == QLatin1String("push");
    m_name = words.at(1);
    m_local = m_push ? words.at(2) : words.at(3);
    m_remote = m_push ? words.at(3) : words.at(2);
    if (m_push && !QFileInfo(m_local).isDir()) {
        failWith(QStringLiteral("%1 is not a local folder").arg(m_local), ExitUsage);
        return;
    }
    RsyncOptions options;
    options.direction = m_push ? RsyncOptions::Direction::Push : RsyncOptions::Direction::Pull;
    options.localPath = m_local;
    options.remotePath = m_remote;
    options.excludes = parser.values(QStringLiteral("exclude"));
    options.deleteExtraneous = parser.isSet(QStringLiteral("delete"));
    const bool verify = !parser.isSet(QStringLiteral("no-verify"));
    const QString transportName = parser.value(QStringLiteral("transport"));
    const QHash<QString, SyncJob::Transport> transports { { QStringLiteral("auto"), SyncJob::Transport::Auto },
        { QStringLiteral("rsync"), SyncJob::Transport::Rsync }, { QStringLiteral("sftp"), SyncJob::Transport::Sftp } };
    if (!transports.contains(transportName)) {
        failWith(QStringLiteral("--transport must be auto, rsync or sftp, not %1").arg(transportName), ExitUsage);
        return;
    }
    bool numeric = false;
    const int resumeWindow = parser.value(QStringLiteral("resume-window")).toInt(&numeric);
    if (!numeric || resumeWindow < 0) {
        failWith(QStringLiteral("--resume-window takes a number of seconds"), ExitUsage);
        return;
    }
    if (parser.isSet(QStringLiteral("bwlimit"))) {
        options.bandwidthLimitKiB = parser.value(QStringLiteral("bwlimit")).toInt(&numeric);
        if (!numeric || options.bandwidthLimitKiB <= 0) {
            failWith(QStringLiteral("--bwlimit takes a positive number of KiB per second"), ExitUsage);
            return;
        }
    }
    m_transport = transports.value(transportName);
    m_resumeWindowSeconds = resumeWindow;

    withRunningInstance(m_name, [this, options, verify](const Instance &instance) mutable {
        options.endpoint = instance.ssh;
        m_context.readPassword(m_name, instance.ssh, this, [this, options, verify](const QString &password) {
            m_session = new SshSession(options.endpoint, this);
            if (!password.isEmpty()) {
                m_session->setPassword(password);
            }
            m_session->connectToHost();
            m_job = new SyncJob(options, m_session, m_context.storage().database(), this);
            m_job->setPassword(password);
            m_job->setVerify(verify);
            m_job->setTransport(m_transport);
            m_job->setResumeWindowSeconds(m_resumeWindowSeconds);
            m_job->setInstanceName(m_name);
            connect(m_job, &SyncJob::phaseChanged, this, [this](SyncJob::Phase, const QString &text) {
                if (!m_context.json()) {
                    CliContext::progress(text);
                }
            });
            connect(m_job, &SyncJob::finished, this, &SyncCommand::report);
            m_job->start();
        });
    });
}

void SyncCommand::report()
{
    const bool ok = m_job->isOk();
    const ManifestComparison &comparison = m_job->comparison();
    if (m_context.json()) {
        QJsonObject json = comparison.toJson();
        json.insert(QStringLiteral("name"), m_name);
        json.insert(QStringLiteral("direction"), m_push ? QStringLiteral("push") : QStringLiteral("pull"));
        json.insert(QStringLiteral("local"), m_local);
        json.insert(QStringLiteral("remote"), m_remote);
        json.insert(QStringLiteral("verified"), m_job->isVerified());
        json.insert(QStringLiteral("transferred_bytes"), m_job->bytesTransferred());
        json.insert(QStringLiteral("repaired_files"), m_job->repairedFiles());
        json.insert(QStringLiteral("seconds"), double(m_job->elapsedMs()) / 1000.0);
        json.insert(QStringLiteral("transport"), m_job->transportName());
        json.insert(QStringLiteral("resumed"), m_job->resumeCount());
        if (m_job->unchangedSince().isValid()) {
            // Verified by tree states: both sides unchanged since this verification by SHA-256.
            json.insert(QStringLiteral("unchanged_since"), m_job->unchangedSince().toString(Qt::ISODate));
        }
        if (m_job->error().isError()) {
            json.insert(QStringLiteral("error"), m_job->error().message);
        }
        CliContext::printJson(json);
    } else if (ok) {
        CliContext::printLine(m_job->isVerified()
                ? QStringLiteral("verified: %1 files, %2 bytes identical on both sides (%3 re-sent)%4")
                      .arg(comparison.files)
                      .arg(comparison.bytes)
                      .arg(m_job->repairedFiles())
                      .arg(m_job->unchangedSince().isValid()
                              ? QStringLiteral("; neither side changed since the SHA-256 verification of ")
                                  + m_job->unchangedSince().toString(Qt::ISODate)
                              : QString())
                : QStringLiteral("transferred (not verified)"));
    } else {
        for (const QString &path : comparison.missing) {
            CliContext::printLine(QStringLiteral("missing     ") + path);
        }
        for (const QString &path : comparison.mismatched) {
            CliContext::printLine(QStringLiteral("mismatched  ") + path);
        }
    }
    if (m_session) {
        m_session->disconnectFromHost();
    }
    if (!ok) {
        failWith(QStringLiteral("sync %1 failed: %2").arg(m_name, m_job->error().message), ExitSyncNotVerified);
        return;
    }
    done(0);
}

} // namespace RentDeck
