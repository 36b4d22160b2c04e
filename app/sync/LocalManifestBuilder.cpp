// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/LocalManifestBuilder.h"

#include "billing/Ledger.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QtConcurrent>
#include <openssl/evp.h>
#include <sys/stat.h>
#include <unistd.h>

namespace RentDeck {

namespace {

constexpr qint64 ReadBufferSize = 1 << 20;

qint64 nanoseconds(const struct timespec &time)
{
    return qint64(time.tv_sec) * 1000000000 + time.tv_nsec;
}

#ifdef Q_OS_MACOS
qint64 modifiedNs(const struct stat &st)
{
    return nanoseconds(st.st_mtimespec);
}
qint64 changedNs(const struct stat &st)
{
    return nanoseconds(st.st_ctimespec);
}
#else
qint64 modifiedNs(const struct stat &st)
{
    return nanoseconds(st.st_mtim);
}
qint64 changedNs(const struct stat &st)
{
    return nanoseconds(st.st_ctim);
}
#endif

QString readLinkTarget(const QByteArray &path)
{
    QByteArray buffer(4096, Qt::Uninitialized);
    const ssize_t length = ::readlink(path.constData(), buffer.data(), size_t(buffer.size()));
    return length < 0 ? QString() : QFile::decodeName(buffer.left(length));
}

} // namespace

LocalManifestBuilder::LocalManifestBuilder(QObject *parent)
    : QObject(parent)
{
    connect(&m_walkWatcher, &QFutureWatcher<WalkResult>::finished, this, &LocalManifestBuilder::onWalked);
    connect(&m_hashWatcher, &QFutureWatcher<HashResult>::finished, this, &LocalManifestBuilder::onHashed);
    m_progressTimer.setInterval(200);
    connect(&m_progressTimer, &QTimer::timeout, this, &LocalManifestBuilder::emitProgress);
}

LocalManifestBuilder::~LocalManifestBuilder()
{
    m_progress->cancelled = true;
    m_hashWatcher.cancel();
    m_walkWatcher.waitForFinished();
    m_hashWatcher.waitForFinished();
}

void LocalManifestBuilder::start(const QString &root)
{
    if (m_running) {
        return;
    }
    m_root = QDir::cleanPath(QFileInfo(root).absoluteFilePath());
    m_manifest = {};
    m_error = {};
    m_cachedFiles = 0;
    m_filesToHash = 0;
    m_bytesToHash = 0;
    m_progress = std::make_shared<Progress>();
    m_running = true;
    if (!QFileInfo(m_root).isDir()) {
        QMetaObject::invokeMethod(
            this, [this] { finish(Error::make(Error::Code::NotFound, tr("%1 is not a folder.").arg(m_root))); },
            Qt::QueuedConnection);
        return;
    }
    m_walkWatcher.setFuture(QtConcurrent::run(&LocalManifestBuilder::walk, m_root, m_progress));
}

void LocalManifestBuilder::cancel()
{
    if (!m_running) {
        return;
    }
    m_progress->cancelled = true;
    m_hashWatcher.cancel();
}

LocalManifestBuilder::WalkResult LocalManifestBuilder::walk(
    const QString &root, const std::shared_ptr<Progress> &progress)
{
    WalkResult result;
    QDirIterator it(
        root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    const qsizetype prefix = root.endsWith(u'/') ? root.size() : root.size() + 1;
    while (it.hasNext()) {
        if (progress->cancelled) {
            return result;
        }
        const QString path = it.next();
        const QString relative = path.mid(prefix);
        if (relative == Manifest::CacheFileName) {
            continue;
        }
        const QByteArray encoded = QFile::encodeName(path);
        struct stat st
        {
        };
        if (::lstat(encoded.constData(), &st) != 0) {
            continue; // vanished while walking
        }
        ManifestEntry entry;
        entry.path = relative;
        if (S_ISLNK(st.st_mode)) {
            entry.type = ManifestEntry::Type::Symlink;
            entry.target = readLinkTarget(encoded);
        } else if (S_ISDIR(st.st_mode)) {
            entry.type = ManifestEntry::Type::Dir;
        } else if (S_ISREG(st.st_mode)) {
            entry.type = ManifestEntry::Type::File;
            entry.size = qint64(st.st_size);
            result.files.append(FileStat {
                result.entries.size(), relative, entry.size, modifiedNs(st), changedNs(st), qint64(st.st_ino) });
        } else {
            continue; // sockets, fifos, devices are not data
        }
        result.entries.append(std::move(entry));
    }
    return result;
}

QByteArray LocalManifestBuilder::hashFile(const QString &path, Progress *progress, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered)) {
        if (error) {
            *error = file.errorString();
        }
        return {};
    }
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    if (!context || EVP_DigestInit_ex(context.get(), EVP_sha256(), nullptr) != 1) {
        if (error) {
            *error = QStringLiteral("OpenSSL SHA-256 is unavailable");
        }
        return {};
    }
    QByteArray buffer(ReadBufferSize, Qt::Uninitialized);
    for (;;) {
        if (progress && progress->cancelled) {
            return {};
        }
        const qint64 read = file.read(buffer.data(), buffer.size());
        if (read < 0) {
            if (error) {
                *error = file.errorString();
            }
            return {};
        }
        if (read == 0) {
            break;
        }
        EVP_DigestUpdate(context.get(), buffer.constData(), size_t(read));
        if (progress) {
            progress->bytes += read;
        }
    }
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    EVP_DigestFinal_ex(context.get(), digest, &length);
    if (progress) {
        ++progress->files;
    }
    return QByteArray::fromRawData(reinterpret_cast<const char *>(digest), int(length)).toHex();
}

void LocalManifestBuilder::onWalked()
{
    m_walk = m_walkWatcher.result();
    if (m_progress->cancelled) {
        finish(Error::make(Error::Code::Cancelled, tr("Cancelled.")));
        return;
    }
    QHash<QString, LedgerHashEntry> cache;
    if (m_ledger) {
        auto cached = m_ledger->cachedHashes(m_root);
        if (cached) {
            cache = std::move(*cached);
        }
    }
    m_toHash.clear();
    for (const FileStat &file : std::as_const(m_walk.files)) {
        const auto hit = cache.constFind(file.path);
        if (hit != cache.constEnd() && hit->size == file.size && hit->mtimeNs == file.mtimeNs
            && hit->ctimeNs == file.ctimeNs && hit->inode == file.inode && hit->sha256.size() == 64) {
            m_walk.entries[file.index].sha256 = hit->sha256;
            ++m_cachedFiles;
        } else {
            m_toHash.append(file);
            m_bytesToHash += file.size;
        }
    }
    m_filesToHash = int(m_toHash.size());
    const QString root = m_root;
    const std::shared_ptr<Progress> progress = m_progress;
    m_progressTimer.start();
    m_hashWatcher.setFuture(QtConcurrent::mapped(m_toHash, [root, progress](const FileStat &file) {
        HashResult result;
        result.index = file.index;
        result.sha256 = hashFile(root + u'/' + file.path, progress.get(), &result.error);
        return result;
    }));
}

void LocalManifestBuilder::onHashed()
{
    m_progressTimer.stop();
    if (m_progress->cancelled || m_hashWatcher.isCanceled()) {
        finish(Error::make(Error::Code::Cancelled, tr("Cancelled.")));
        return;
    }
    const QList<HashResult> results = m_hashWatcher.future().results();
    QList<LedgerHashEntry> fresh;
    fresh.reserve(results.size());
    QHash<qsizetype, const FileStat *> byIndex;
    for (const FileStat &file : std::as_const(m_toHash)) {
        byIndex.insert(file.index, &file);
    }
    for (const HashResult &result : results) {
        if (!result.error.isEmpty() || result.sha256.isEmpty()) {
            const QString path = m_walk.entries.at(result.index).path;
            finish(Error::make(Error::Code::Io, tr("Cannot read %1: %2").arg(path, result.error)));
            return;
        }
        m_walk.entries[result.index].sha256 = result.sha256;
        const FileStat *file = byIndex.value(result.index);
        fresh.append(
            LedgerHashEntry { file->path, file->size, file->mtimeNs, file->ctimeNs, file->inode, result.sha256 });
    }
    if (m_ledger && !fresh.isEmpty()) {
        const Status stored = m_ledger->storeHashes(m_root, fresh);
        Q_UNUSED(stored) // a cache that cannot be written only costs time next run
    }
    for (ManifestEntry &entry : m_walk.entries) {
        m_manifest.insert(std::move(entry));
    }
    m_walk = {};
    m_toHash.clear();
    emitProgress();
    finish({});
}

void LocalManifestBuilder::emitProgress()
{
    emit progress(filesHashed(), m_filesToHash, bytesHashed(), m_bytesToHash);
}

void LocalManifestBuilder::finish(Error error)
{
    m_progressTimer.stop();
    m_error = std::move(error);
    m_running = false;
    emit finished();
}

} // namespace RentDeck
