// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/LocalManifestBuilder.h"

#include "logging/LoggingCategories.h"

#include <QDir>
#include <QFileInfo>
#include <QtConcurrent>

namespace RentDeck {

LocalManifestBuilder::LocalManifestBuilder(QObject *parent)
    : Job(parent, Ownership::OwnedByCaller)
{
    connect(&m_watcher, &QFutureWatcher<LocalTreeScanner::Outcome>::finished, this, &LocalManifestBuilder::onScanned);
    m_progressTimer.setInterval(200);
    connect(&m_progressTimer, &QTimer::timeout, this, &LocalManifestBuilder::emitProgress);
}

LocalManifestBuilder::~LocalManifestBuilder()
{
    m_progress->cancelled = true;
    m_watcher.waitForFinished();
}

void LocalManifestBuilder::start(const QString &root)
{
    if (m_running || isFinished()) {
        qCWarning(lcSync) << "LocalManifestBuilder::start() called twice; ignored (a builder builds once)";
        return;
    }
    m_root = QDir::cleanPath(QFileInfo(root).absoluteFilePath());
    m_running = true;
    if (!QFileInfo(m_root).isDir()) {
        conclude(Error::make(Error::Code::NotFound, tr("%1 is not a folder.").arg(m_root)));
        return;
    }
    // The cache is read on the worker, through its own connection: 20,000 rows would hold this thread ~30 ms.
    const QString cachePath = m_cache.path();
    m_progressTimer.start();
    m_watcher.setFuture(QtConcurrent::run([root = m_root, cachePath, progress = m_progress, background = m_background] {
        QHash<QString, CachedHash> cache;
        if (!cachePath.isEmpty()) {
            auto cached = HashCache::read(cachePath, root);
            if (cached) {
                cache = std::move(*cached);
            } // an unreadable cache only costs time: every file is hashed
        }
        return LocalTreeScanner::scan(root, cache, *progress, 0, background);
    }));
}

void LocalManifestBuilder::cancel()
{
    if (m_running) {
        m_progress->cancelled = true;
    }
}

void LocalManifestBuilder::onScanned()
{
    LocalTreeScanner::Outcome outcome = m_watcher.result();
    if (outcome.cancelled) {
        conclude(Error::make(Error::Code::Cancelled, tr("Cancelled.")));
        return;
    }
    if (!outcome.error.isEmpty()) {
        conclude(Error::make(Error::Code::Io, tr("Cannot read %1").arg(outcome.error)));
        return;
    }
    if (m_cache.isAvailable() && !outcome.freshHashes.isEmpty()) {
        const Status stored = m_cache.store(m_root, outcome.freshHashes);
        Q_UNUSED(stored) // a cache that cannot be written only costs time next run
    }
    m_cachedFiles = outcome.cachedFiles;
    m_treeState = outcome.treeState;
    m_manifest = std::move(outcome.manifest);
    emitProgress();
    conclude({});
}

void LocalManifestBuilder::emitProgress()
{
    emit progress(filesHashed(), int(m_progress->filesToHash.load()), bytesHashed(), m_progress->bytesToHash.load());
}

void LocalManifestBuilder::conclude(Error error)
{
    m_progressTimer.stop();
    m_running = false;
    finish(std::move(error));
}

} // namespace RentDeck
