// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/LocalTreeScanner.h"

#include <QFile>
#include <QThread>
#include <algorithm>
#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <dirent.h>
#include <fcntl.h>
#include <iterator>
#include <mutex>
#include <openssl/evp.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace RentDeck {

namespace {

constexpr size_t ReadBufferSize = 256 * 1024;
const QByteArray CacheName = QByteArrayLiteral(".rentdeck-manifest-cache");
const QByteArray TempCacheName = QByteArrayLiteral(".rentdeck-manifest-cache.tmp");

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

QString errnoText()
{
    return QString::fromLocal8Bit(strerror(errno));
}

/** Reads up to \a size bytes; -1 on error. */
ssize_t readChunk(int fd, unsigned char *data, size_t size)
{
    for (;;) {
        const ssize_t got = ::read(fd, data, size);
        if (got < 0 && errno == EINTR) {
            continue;
        }
        return got;
    }
}

const EVP_MD *sha256()
{
#if OPENSSL_VERSION_NUMBER >= 0x30000000L
    // Fetched once: EVP_sha256() makes OpenSSL 3 look the algorithm up (under a lock) on every digest.
    static EVP_MD *const fetched = EVP_MD_fetch(nullptr, "SHA256", nullptr);
    return fetched ? fetched : EVP_sha256();
#else
    return EVP_sha256();
#endif
}

/** The queue of directories still to list, shared by the scanning threads. */
struct DirectoryQueue
{
    std::mutex mutex;
    std::condition_variable changed;
    std::deque<QByteArray> pending; // relative paths; "" is the root
    int busy = 0;
};

/** One entry's stat key, for the tree state. */
struct StatRecord
{
    QByteArray path;
    char type = 'F';
    qint64 size = 0;
    qint64 mtimeNs = 0;
    qint64 ctimeNs = 0;
    qint64 inode = 0;
    QByteArray target;
};

/** What one thread found. */
struct Findings
{
    QList<ManifestEntry> entries;
    std::vector<StatRecord> stats;
    QList<CachedHash> fresh;
    int cachedFiles = 0;
    QString error;
};

class Worker
{
public:
    Worker(int rootFd, const QHash<QString, CachedHash> &cache, LocalTreeScanner::Progress &progress,
        DirectoryQueue &queue, bool statOnly)
        : m_rootFd(rootFd)
        , m_cache(cache)
        , m_progress(progress)
        , m_queue(queue)
        , m_statOnly(statOnly)
    {
    }

    void run()
    {
        for (;;) {
            QByteArray directory;
            {
                std::unique_lock lock(m_queue.mutex);
                m_queue.changed.wait(
                    lock, [this] { return !m_queue.pending.empty() || m_queue.busy == 0 || m_progress.cancelled; });
                if (m_queue.pending.empty() || m_progress.cancelled) {
                    m_queue.changed.notify_all();
                    return; // nothing queued and nobody who could queue more: done
                }
                directory = std::move(m_queue.pending.front());
                m_queue.pending.pop_front();
                ++m_queue.busy;
            }
            QList<QByteArray> subdirectories;
            list(directory, subdirectories);
            {
                std::lock_guard lock(m_queue.mutex);
                for (QByteArray &child : subdirectories) {
                    m_queue.pending.push_back(std::move(child));
                }
                --m_queue.busy;
            }
            m_queue.changed.notify_all();
        }
    }

    Findings findings;

private:
    void fail(const QByteArray &relative, const QString &reason)
    {
        if (findings.error.isEmpty()) {
            findings.error = QFile::decodeName(relative) + QStringLiteral(": ") + reason;
        }
        m_progress.cancelled = true; // one unreadable file fails the manifest: stop the others early
    }

    void list(const QByteArray &directory, QList<QByteArray> &subdirectories)
    {
        const int fd = directory.isEmpty()
            ? ::dup(m_rootFd)
            : ::openat(m_rootFd, directory.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        DIR *dir = fd < 0 ? nullptr : ::fdopendir(fd);
        if (!dir) {
            if (fd >= 0) {
                ::close(fd);
            }
            fail(directory, errnoText());
            return;
        }
        const int dirFd = ::dirfd(dir);
        while (const struct dirent *child = ::readdir(dir)) {
            if (m_progress.cancelled) {
                break;
            }
            const char *name = child->d_name;
            if (name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0))) {
                continue;
            }
            if (CacheName == name || TempCacheName == name) { // ours, at any depth (a sub-folder verified on its own)
                continue;
            }
            const QByteArray relative = directory.isEmpty() ? QByteArray(name) : directory + '/' + name;
            visit(dirFd, name, relative, subdirectories);
        }
        ::closedir(dir);
    }

    void visit(int dirFd, const char *name, const QByteArray &relative, QList<QByteArray> &subdirectories)
    {
        struct stat st
        {
        };
        if (::fstatat(dirFd, name, &st, AT_SYMLINK_NOFOLLOW) != 0) {
            return; // vanished while walking
        }
        StatRecord record { relative, 'F', 0, modifiedNs(st), changedNs(st), qint64(st.st_ino), {} };
        ManifestEntry entry;
        if (S_ISLNK(st.st_mode)) {
            record.type = 'L';
            QByteArray target(4096, Qt::Uninitialized);
            const ssize_t length = ::readlinkat(dirFd, name, target.data(), size_t(target.size()));
            record.target = length < 0 ? QByteArray() : target.left(length);
            entry.type = ManifestEntry::Type::Symlink;
            entry.target = QFile::decodeName(record.target);
        } else if (S_ISDIR(st.st_mode)) {
            record.type = 'D';
            entry.type = ManifestEntry::Type::Dir;
            subdirectories.append(relative);
        } else if (S_ISREG(st.st_mode)) {
            record.size = qint64(st.st_size);
            entry.type = ManifestEntry::Type::File;
            entry.size = record.size;
        } else {
            return; // sockets, fifos, devices are not data
        }
        findings.stats.push_back(std::move(record));
        if (m_statOnly) {
            return;
        }
        entry.path = QFile::decodeName(relative);
        if (entry.type == ManifestEntry::Type::File && !hashFile(dirFd, name, relative, st, entry)) {
            return;
        }
        findings.entries.append(std::move(entry));
    }

    bool hashFile(int dirFd, const char *name, const QByteArray &relative, const struct stat &st, ManifestEntry &entry)
    {
        const CachedHash key { entry.path, entry.size, modifiedNs(st), changedNs(st), qint64(st.st_ino), {} };
        const auto hit = m_cache.constFind(entry.path);
        if (hit != m_cache.constEnd() && hit->size == key.size && hit->mtimeNs == key.mtimeNs
            && hit->ctimeNs == key.ctimeNs && hit->inode == key.inode && hit->sha256.size() == 64) {
            entry.sha256 = hit->sha256;
            ++findings.cachedFiles;
            return true;
        }
        ++m_progress.filesToHash;
        m_progress.bytesToHash += key.size;
        const int fd = ::openat(dirFd, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
        QString error;
        if (fd < 0) {
            fail(relative, errnoText());
            return false;
        }
        entry.sha256 = LocalTreeScanner::hashDescriptor(fd, entry.size, &m_progress, &error);
        ::close(fd);
        if (entry.sha256.isEmpty()) {
            if (!m_progress.cancelled || !error.isEmpty()) {
                fail(relative, error);
            }
            return false;
        }
        CachedHash fresh = key;
        fresh.sha256 = entry.sha256;
        findings.fresh.append(std::move(fresh));
        return true;
    }

    int m_rootFd;
    const QHash<QString, CachedHash> &m_cache;
    LocalTreeScanner::Progress &m_progress;
    DirectoryQueue &m_queue;
    bool m_statOnly = false;
};

/** The tree state of what the workers found (LocalTreeScanner::Outcome::treeState). */
QByteArray treeStateOf(std::vector<StatRecord> &records)
{
    // Sorted by path: the threads list directories in no fixed order.
    std::sort(records.begin(), records.end(), [](const StatRecord &a, const StatRecord &b) { return a.path < b.path; });
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(EVP_MD_CTX_new(), &EVP_MD_CTX_free);
    if (!context || EVP_DigestInit_ex(context.get(), sha256(), nullptr) != 1) {
        return {};
    }
    QByteArray line;
    for (const StatRecord &record : records) {
        line.clear();
        line.append(record.type).append('\0').append(record.path).append('\0');
        line.append(QByteArray::number(record.size)).append('\0');
        line.append(QByteArray::number(record.mtimeNs)).append('\0');
        line.append(QByteArray::number(record.ctimeNs)).append('\0');
        line.append(QByteArray::number(record.inode)).append('\0');
        line.append(record.target).append('\0');
        EVP_DigestUpdate(context.get(), line.constData(), size_t(line.size()));
    }
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (EVP_DigestFinal_ex(context.get(), digest, &length) != 1) {
        return {};
    }
    return QByteArray(reinterpret_cast<const char *>(digest), int(length)).toHex();
}

LocalTreeScanner::Outcome runScan(const QString &root, const QHash<QString, CachedHash> &cache,
    LocalTreeScanner::Progress &progress, int threadCount, bool background, bool statOnly)
{
    LocalTreeScanner::Outcome outcome;
    const int rootFd = ::open(QFile::encodeName(root).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (rootFd < 0) {
        outcome.error = root + QStringLiteral(": ") + errnoText();
        return outcome;
    }
    DirectoryQueue queue;
    queue.pending.push_back(QByteArray());
    const int count = threadCount > 0 ? threadCount : qBound(1, QThread::idealThreadCount(), 16);
    std::vector<std::unique_ptr<Worker>> workers;
    for (int i = 0; i < count; ++i) {
        workers.push_back(std::make_unique<Worker>(rootFd, cache, progress, queue, statOnly));
    }
    {
        // In the background the workers are threads of their own at a lower priority (nice 10): a pool thread's
        // niceness could not be put back afterwards without privileges.
        std::vector<std::jthread> threads;
        for (int i = background ? 0 : 1; i < count; ++i) {
            threads.emplace_back([&worker = *workers[size_t(i)], background] {
                if (background) {
                    ::setpriority(PRIO_PROCESS, pid_t(::syscall(SYS_gettid)), 10);
                }
                worker.run();
            });
        }
        if (!background) {
            workers.front()->run(); // this thread works too
        }
    } // joined here
    ::close(rootFd);
    qsizetype total = 0;
    size_t stats = 0;
    for (const auto &worker : workers) {
        total += worker->findings.entries.size();
        stats += worker->findings.stats.size();
    }
    outcome.manifest.reserve(total);
    std::vector<StatRecord> records;
    records.reserve(stats);
    for (const auto &worker : workers) {
        Findings &found = worker->findings;
        if (outcome.error.isEmpty() && !found.error.isEmpty()) {
            outcome.error = found.error;
        }
        outcome.cachedFiles += found.cachedFiles;
        outcome.freshHashes += found.fresh;
        for (ManifestEntry &entry : found.entries) {
            outcome.manifest.insert(std::move(entry));
        }
        std::move(found.stats.begin(), found.stats.end(), std::back_inserter(records));
        found = {};
    }
    outcome.cancelled = outcome.error.isEmpty() && progress.cancelled;
    if (outcome.error.isEmpty() && !outcome.cancelled) {
        outcome.treeState = treeStateOf(records);
    }
    return outcome;
}

} // namespace

QByteArray LocalTreeScanner::hashDescriptor(int fd, qint64 expectedSize, Progress *progress, QString *error)
{
    // A short read that reaches the size stat() reported is the end of the file: a small file costs one read()
    // instead of two (the second would only return 0), a tenth of the syscalls of a tree of small files. Any
    // other short read (a network file system) just means "read again", until read() returns 0.
    qint64 total = 0;
    // One buffer per thread, reused for every file: a fresh buffer per file cost more than hashing a small file.
    thread_local std::vector<unsigned char> buffer(ReadBufferSize);
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    std::unique_ptr<EVP_MD_CTX, decltype(&EVP_MD_CTX_free)> context(nullptr, &EVP_MD_CTX_free);
    for (bool first = true;; first = false) {
        if (progress && progress->cancelled) {
            return {};
        }
        const ssize_t read = readChunk(fd, buffer.data(), buffer.size());
        if (read < 0) {
            if (error) {
                *error = errnoText();
            }
            return {};
        }
        if (progress) {
            progress->bytes += read;
        }
        total += read;
        const bool last = read == 0 || (size_t(read) < buffer.size() && total >= expectedSize);
        if (first && last) {
            // The whole file in one read, as for nearly every file of a dataset of small files: one-shot digest.
            if (EVP_Digest(buffer.data(), size_t(read), digest, &length, sha256(), nullptr) != 1) {
                length = 0;
            }
            break;
        }
        if (first) {
            context.reset(EVP_MD_CTX_new());
            if (!context || EVP_DigestInit_ex(context.get(), sha256(), nullptr) != 1) {
                break;
            }
        }
        EVP_DigestUpdate(context.get(), buffer.data(), size_t(read));
        if (last) {
            EVP_DigestFinal_ex(context.get(), digest, &length);
            break;
        }
    }
    if (length == 0) {
        if (error) {
            *error = QStringLiteral("OpenSSL SHA-256 is unavailable");
        }
        return {};
    }
    if (progress) {
        ++progress->files;
    }
    return QByteArray(reinterpret_cast<const char *>(digest), int(length)).toHex();
}

LocalTreeScanner::Outcome LocalTreeScanner::scan(
    const QString &root, const QHash<QString, CachedHash> &cache, Progress &progress, int threadCount, bool background)
{
    return runScan(root, cache, progress, threadCount, background, false);
}

LocalTreeScanner::Outcome LocalTreeScanner::treeState(const QString &root, Progress &progress, bool background)
{
    static const QHash<QString, CachedHash> noCache;
    return runScan(root, noCache, progress, 0, background, true);
}

} // namespace RentDeck
