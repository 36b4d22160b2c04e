// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "sync/Manifest.h"
#include "sync/RemoteCacheCopy.h"
#include "sync/RemoteListing.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <memory>

namespace RentDeck {

class SshExecChannel;
class SshSession;

/**
 * Builds the Manifest of a tree on an instance over an SshSession, never blocking the caller's thread.
 *
 * One exec lists the tree with POSIX sh, find and GNU stat (NUL-separated records, so names with spaces,
 * quotes, newlines, `$` or any UTF-8 survive) and reads the remote hash cache; the files not in the cache are
 * then hashed by several exec channels at once (`sha256sum -z` over NUL-separated names through xargs -0,
 * python3 hashlib when sha256sum is missing), their output parsed as it streams in. The cache,
 * Manifest::CacheFileName inside the root (never listed), is keyed by path, size, mtime, ctime and inode (all
 * in ns) and rewritten after each build; a root that cannot be written just goes without it. A Job owned by its
 * caller, used once: one start(), one finished().
 */
class RemoteManifestBuilder : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RemoteManifestBuilder)

public:
    static constexpr int DefaultChannelCount = 4;

    /** \a session may still be connecting; the builder does not own it. */
    explicit RemoteManifestBuilder(SshSession *session, QObject *parent = nullptr);
    ~RemoteManifestBuilder() override;

    void setChannelCount(int count) { m_channelCount = qMax(1, count); }
    /** Whether to read and write the remote cache (default true). */
    void setUseCache(bool use) { m_useCache = use; }
    /** Runs the listing under `nice` on the instance (while a transfer runs). Set before start(). */
    void setBackground(bool background) { m_background = background; }
    /**
     * The most the instance may send for the listing (records and its cache): 256 MiB, over a million files. A
     * machine that sends more (a fake cache of gigabytes) stops the build with an error instead of filling memory.
     */
    static constexpr qsizetype DefaultMaxListingBytes = qsizetype(256) * 1024 * 1024;
    void setMaxListingBytes(qsizetype bytes) { m_maxListingBytes = bytes; }

    /** \a root is absolute or relative to the remote home ("~/x" means the same as "x"). */
    void start(const QString &root);
    /** Closes the running channels; finished() follows with Error::Code::Cancelled. */
    void cancel() override;

    bool isRunning() const { return m_running; }
    const Manifest &manifest() const { return m_manifest; }
    /** Files and bytes hashed on the instance by this build (cache hits excluded). */
    int filesHashed() const { return m_filesHashed; }
    qint64 bytesHashed() const { return m_bytesHashed; }
    int cachedFiles() const { return m_cachedFiles; }
    /** The instance's cache was unchanged, so the local copy (RemoteCacheCopy) served instead of a download. */
    bool usedLocalCacheCopy() const { return m_usedLocalCacheCopy; }
    /** RemoteListing::treeState of the listing this build used; empty before it was listed. */
    const QByteArray &treeState() const { return m_treeState; }

    /**
     * The shell command that lists \a quotedRoot (already ShellQuote'd), then the remote cache: its signature and
     * either "=" (it still has \a knownSignature: use the local copy) or its records. Exposed for tests.
     */
    static QString listCommand(const QString &quotedRoot, const QByteArray &knownSignature = {});
    /** \a root ("data", "~/data", "/abs") as a quoted shell word that names it on the instance, below $HOME if
     * relative. */
    static QString rootExpression(const QString &root);
    /**
     * The shell command that prints the tree state of \a quotedRoot: "HEX  -", the RemoteListing::treeState its
     * listing would have now. Exit status 5 where the instance has no GNU find or sha256sum.
     */
    static QString treeStateCommand(const QString &quotedRoot);
    /**
     * The shell command that hashes \a paths below \a quotedRoot ("HEX  NAME\\0" records): sha256sum, else python3.
     * With \a bigFiles, `openssl dgst` first where the instance has it (much faster per byte, a process per file).
     * Exposed for tests.
     */
    static QString hashCommand(const QString &quotedRoot, const QStringList &paths, bool bigFiles = false);

signals:
    void progress(int filesHashed, int filesToHash, qint64 bytesHashed, qint64 bytesToHash);

private:
    QElapsedTimer m_clock;

    void onListed(int exitStatus);
    void onParsed();
    void startHashing();
    void startNextBatch();
    void onHashOutput(SshExecChannel *channel, const QByteArray &data);
    void onBatchFinished(SshExecChannel *channel, int exitStatus);
    void writeCache();
    void complete();
    void conclude(Error error);
    Error channelError(SshExecChannel *channel, int exitStatus, const QString &what) const;

    QPointer<SshSession> m_session;
    int m_channelCount = DefaultChannelCount;
    bool m_useCache = true;
    bool m_background = false;
    bool m_running = false;
    QString m_rootName; // as given, for messages
    QString m_quotedRoot;
    Manifest m_manifest;

    QPointer<SshExecChannel> m_listChannel;
    QByteArray m_listOutput;
    qsizetype m_maxListingBytes = DefaultMaxListingBytes;
    bool m_listTooLarge = false;
    QByteArray m_listErrors;
    QList<RemoteFile> m_files;
    QHash<QString, qsizetype> m_fileIndex; // path -> m_files index
    struct HashBatch
    {
        QStringList paths;
        bool bigFile = false; // one file of BigFileBytes or more: openssl where the instance has it
    };
    QList<HashBatch> m_batches;
    QHash<SshExecChannel *, QByteArray> m_pending; // partial output per running batch
    QList<QPointer<SshExecChannel>> m_channels;
    QFutureWatcher<RemoteListing> m_parseWatcher;
    std::unique_ptr<RemoteCacheCopy> m_cacheCopy;
    int m_filesToHash = 0;
    qint64 m_bytesToHash = 0;
    int m_filesHashed = 0;
    qint64 m_bytesHashed = 0;
    int m_cachedFiles = 0;
    bool m_usedLocalCacheCopy = false;
    QByteArray m_treeState;
};

} // namespace RentDeck
