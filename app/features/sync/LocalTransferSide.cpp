// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/LocalTransferSide.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <cerrno>
#include <climits>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace RentDeck {

namespace {

TransferEntry entryOf(const struct stat &st)
{
    TransferEntry entry;
    entry.kind = S_ISREG(st.st_mode) ? TransferEntry::Kind::File
        : S_ISDIR(st.st_mode)        ? TransferEntry::Kind::Dir
        : S_ISLNK(st.st_mode)        ? TransferEntry::Kind::Link
                                     : TransferEntry::Kind::Other;
    entry.size = entry.kind == TransferEntry::Kind::File ? qint64(st.st_size) : 0;
    entry.mtime = qint64(st.st_mtime);
    entry.mode = uint(st.st_mode) & 07777;
    return entry;
}

QByteArray readLink(int dirFd, const char *name)
{
    QByteArray buffer(PATH_MAX, Qt::Uninitialized);
    const ssize_t length = ::readlinkat(dirFd, name, buffer.data(), size_t(buffer.size()));
    return length < 0 ? QByteArray() : buffer.left(length);
}

#ifdef O_PATH
constexpr int FolderFlags = O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC; // a handle for *at() calls only
#else
constexpr int FolderFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC;
#endif
constexpr int MaxOpenFolders = 4;

/** One name of a path: never "", ".", ".." or with a '/'. */
bool isPlainName(const QByteArray &name)
{
    return !name.isEmpty() && name != "." && name != ".." && !name.contains('/');
}

/** Whether \a name in \a dirFd is a symlink (why an O_NOFOLLOW open failed). */
bool isLink(int dirFd, const char *name)
{
    struct stat st
    {
    };
    return ::fstatat(dirFd, name, &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(st.st_mode);
}

class LocalStream final : public TransferStream
{
public:
    LocalStream(const LocalTransferSide &side, QString rel, int fd, qint64 length = 0)
        : m_side(side)
        , m_rel(std::move(rel))
        , m_fd(fd)
        , m_left(length)
    {
    }
    ~LocalStream() override
    {
        if (m_fd >= 0) {
            ::close(m_fd);
        }
    }

    qint64 read(char *data) override
    {
        ssize_t n = -1;
        do {
            n = ::read(m_fd, data, size_t(std::min(ChunkSize, m_left)));
        } while (n < 0 && errno == EINTR);
        if (n < 0) {
            error = m_side.failure(LocalTransferSide::tr("read"), m_rel, errno);
            return -1;
        }
        m_left -= n;
        return n;
    }

    bool write(const char *data, qint64 size) override
    {
        while (size > 0) {
            const ssize_t n = ::write(m_fd, data, size_t(size));
            if (n < 0 && errno == EINTR) {
                continue;
            }
            if (n <= 0) {
                error = m_side.failure(LocalTransferSide::tr("write"), m_rel, n < 0 ? errno : ENOSPC);
                return false;
            }
            data += n;
            size -= n;
        }
        return true;
    }

    bool close() override
    {
        // close() reports delayed write errors (NFS, quota): a partial file that failed here is not complete.
        if (::close(std::exchange(m_fd, -1)) != 0) {
            error = m_side.failure(LocalTransferSide::tr("write"), m_rel, errno);
            return false;
        }
        return true;
    }

private:
    const LocalTransferSide &m_side;
    QString m_rel;
    int m_fd;
    qint64 m_left; // bytes still to read
};

} // namespace

LocalTransferSide::LocalTransferSide(const QString &root)
    : m_root(QDir::cleanPath(QFileInfo(root).absoluteFilePath()))
{
}

LocalTransferSide::~LocalTransferSide()
{
    forgetFolders();
    if (m_rootFd >= 0) {
        ::close(m_rootFd);
    }
}

QString LocalTransferSide::where(const QString &rel) const
{
    return rel.isEmpty() ? m_root : m_root + u'/' + rel;
}

Error LocalTransferSide::failure(const QString &action, const QString &rel, int error) const
{
    QString hint;
    if (error == ELOOP) {
        // Our own text: strerror's "Too many levels of symbolic links" does not say what happened.
        return Error::make(Error::Code::Io,
            tr("Cannot %1 %2: it or a folder above it is a symbolic link, and a transfer never goes through one (the "
               "other side may have planted it). Remove the link, then run the transfer again.")
                .arg(action, where(rel)));
    }
    if (error == EACCES || error == EPERM || error == EROFS) {
        hint = tr("Check the folder's permissions or choose another folder.");
    } else if (error == ENOSPC || error == EDQUOT) {
        hint = tr("Free some disk space, then run the transfer again to resume.");
    } else if (error == ENOENT || error == ENOTDIR) {
        hint = tr("Check the path.");
    }
    const Error::Code code = error == ENOENT ? Error::Code::NotFound : Error::Code::Io;
    return Error::make(
        code, tr("Cannot %1 %2: %3. %4").arg(action, where(rel), qt_error_string(error), hint).trimmed());
}

int LocalTransferSide::rootFd()
{
    if (m_rootFd < 0) {
        m_rootFd = ::open(QFile::encodeName(m_root).constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    }
    return m_rootFd;
}

int LocalTransferSide::parentFd(const QString &rel, QByteArray *name)
{
    const qsizetype slash = rel.lastIndexOf(u'/');
    const QString parent = slash < 0 ? QString() : rel.left(slash);
    *name = QFile::encodeName(rel.mid(slash + 1));
    if (!isPlainName(*name)) {
        errno = EINVAL;
        return -1;
    }
    const int root = rootFd();
    if (root < 0 || parent.isEmpty()) {
        return root;
    }
    for (const OpenFolder &folder : std::as_const(m_folders)) {
        if (folder.rel == parent) {
            return folder.fd;
        }
    }
    int fd = root;
    for (const QString &part : parent.split(u'/')) {
        const QByteArray component = QFile::encodeName(part);
        int next = -1;
        int error = EINVAL;
        if (isPlainName(component)) {
            next = ::openat(fd, component.constData(), FolderFlags);
            error = errno; // before isLink() can change it
            if (next < 0 && isLink(fd, component.constData())) {
                error = ELOOP;
            }
        }
        struct stat st
        {
        };
        if (next >= 0 && (::fstat(next, &st) != 0 || !S_ISDIR(st.st_mode))) {
            ::close(std::exchange(next, -1)); // O_PATH | O_NOFOLLOW can hand out the link itself: never use it
            error = ELOOP;
        }
        if (fd != root) {
            ::close(fd);
        }
        if (next < 0) {
            errno = error;
            return -1;
        }
        fd = next;
    }
    if (m_folders.size() >= MaxOpenFolders) {
        ::close(m_folders.takeFirst().fd);
    }
    m_folders.append({ parent, fd });
    return fd;
}

void LocalTransferSide::forgetFolders()
{
    for (const OpenFolder &folder : std::as_const(m_folders)) {
        ::close(folder.fd);
    }
    m_folders.clear();
}

std::optional<TransferEntry> LocalTransferSide::stat(const QString &rel, Error *error)
{
    struct stat st
    {
    };
    if (rel.isEmpty()) {
        const int root = rootFd();
        if (root < 0 || ::fstat(root, &st) != 0) {
            *error = failure(tr("read"), rel, errno); // a missing root is an error, not an absent entry
            return std::nullopt;
        }
        return entryOf(st);
    }
    QByteArray name;
    const int parent = parentFd(rel, &name);
    if (parent < 0 || ::fstatat(parent, name.constData(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
        if (errno != ENOENT && errno != ENOTDIR && errno != ELOOP) {
            *error = failure(tr("read"), rel, errno);
        }
        return std::nullopt; // below a link is outside the tree: absent
    }
    TransferEntry entry = entryOf(st);
    if (entry.kind == TransferEntry::Kind::Link) {
        entry.target = readLink(parent, name.constData());
    }
    return entry;
}

Status LocalTransferSide::list(const QString &rel, TransferListing *entries)
{
    QByteArray name;
    const int parent = rel.isEmpty() ? rootFd() : parentFd(rel, &name);
    const int fd = parent < 0
        ? -1
        : ::openat(parent, rel.isEmpty() ? "." : name.constData(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    DIR *dir = fd < 0 ? nullptr : ::fdopendir(fd);
    if (dir == nullptr) {
        const int error = errno;
        if (fd >= 0) {
            ::close(fd);
        }
        return failure(tr("list"), rel, error);
    }
    while (const dirent *item = ::readdir(dir)) {
        if (qstrcmp(item->d_name, ".") == 0 || qstrcmp(item->d_name, "..") == 0) {
            continue;
        }
        struct stat st
        {
        };
        if (::fstatat(::dirfd(dir), item->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) {
            continue; // gone since readdir()
        }
        TransferEntry entry = entryOf(st);
        if (entry.kind == TransferEntry::Kind::Link) {
            entry.target = readLink(::dirfd(dir), item->d_name);
        }
        entries->append({ QFile::decodeName(item->d_name), entry });
    }
    ::closedir(dir);
    return {};
}

Status LocalTransferSide::makeRoot()
{
    if (!QDir().mkpath(m_root)) {
        return failure(tr("create the folder"), {}, QFileInfo::exists(m_root) ? ENOTDIR : EACCES);
    }
    return rootFd() < 0 ? Status(failure(tr("open the folder"), {}, errno)) : Status();
}

Status LocalTransferSide::makeDir(const QString &rel)
{
    QByteArray name;
    const int parent = parentFd(rel, &name);
    if (parent >= 0 && ::mkdirat(parent, name.constData(), 0700) == 0) {
        return {};
    }
    const int error = errno;
    struct stat st
    {
    };
    if (error == EEXIST && ::fstatat(parent, name.constData(), &st, AT_SYMLINK_NOFOLLOW) == 0) {
        if (S_ISDIR(st.st_mode)) {
            return {};
        }
        return failure(tr("create the folder"), rel, S_ISLNK(st.st_mode) ? ELOOP : ENOTDIR); // never a link to one
    }
    return failure(tr("create the folder"), rel, error);
}

Status LocalTransferSide::makeLink(const QString &rel, const QByteArray &target)
{
    QByteArray name;
    const int parent = parentFd(rel, &name);
    if (parent < 0 || ::symlinkat(target.constData(), parent, name.constData()) != 0) {
        return failure(tr("create the symlink"), rel, errno);
    }
    return {};
}

Status LocalTransferSide::remove(const QString &rel, TransferEntry::Kind kind)
{
    const bool dir = kind == TransferEntry::Kind::Dir;
    if (dir) {
        forgetFolders(); // a folder of that name made later is another one
    }
    QByteArray name;
    const int parent = parentFd(rel, &name);
    if (parent < 0 || ::unlinkat(parent, name.constData(), dir ? AT_REMOVEDIR : 0) != 0) {
        return failure(tr("remove"), rel, errno);
    }
    return {};
}

Status LocalTransferSide::setAttributes(const QString &rel, const TransferEntry &entry)
{
    const bool link = entry.kind == TransferEntry::Kind::Link;
    const struct timespec times[2] = { { 0, UTIME_NOW }, { time_t(entry.mtime), 0 } };
    QByteArray name;
    const int parent = rel.isEmpty() ? rootFd() : parentFd(rel, &name);
    const char *at = rel.isEmpty() ? "." : name.constData();
    struct stat st
    {
    };
    if (parent < 0 || ::fstatat(parent, at, &st, AT_SYMLINK_NOFOLLOW) != 0) {
        return failure(tr("set the mode and time of"), rel, errno);
    }
    // chmod follows a link: only what is not one gets a mode. Nobody but local processes can swap it in between:
    // the transfer makes no other change meanwhile.
    if (S_ISLNK(st.st_mode) != link) {
        return failure(tr("set the mode and time of"), rel, link ? EINVAL : ELOOP);
    }
    if ((!link && ::fchmodat(parent, at, entry.mode, 0) != 0)
        || ::utimensat(parent, at, times, AT_SYMLINK_NOFOLLOW) != 0) {
        return failure(tr("set the mode and time of"), rel, errno);
    }
    return {};
}

Status LocalTransferSide::rename(const QString &from, const QString &to)
{
    QByteArray fromName;
    QByteArray toName;
    const int fromParent = parentFd(from, &fromName);
    // Its own descriptor: looking up the other folder may push this one out of the cache.
    const int fromFd = fromParent < 0 ? -1 : ::fcntl(fromParent, F_DUPFD_CLOEXEC, 0);
    const int toParent = fromFd < 0 ? -1 : parentFd(to, &toName);
    const bool ok = toParent >= 0 && ::renameat(fromFd, fromName.constData(), toParent, toName.constData()) == 0;
    const int error = errno;
    if (fromFd >= 0) {
        ::close(fromFd);
    }
    if (!ok) {
        return failure(tr("rename %1 to").arg(where(from)), to, error);
    }
    return {};
}

std::unique_ptr<TransferStream> LocalTransferSide::openRead(
    const QString &rel, qint64 offset, qint64 length, Error *error)
{
    QByteArray name;
    const int parent = parentFd(rel, &name);
    // O_NONBLOCK: opening a fifo put there meanwhile must not hang; only a regular file is read.
    int fd = parent < 0 ? -1 : ::openat(parent, name.constData(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    int why = errno;
    struct stat st
    {
    };
    if (fd >= 0 && (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || ::lseek(fd, off_t(offset), SEEK_SET) < 0)) {
        why = S_ISREG(st.st_mode) ? errno : EINVAL;
        ::close(std::exchange(fd, -1));
    }
    if (fd < 0) {
        *error = failure(tr("read"), rel, why);
        return {};
    }
    return std::make_unique<LocalStream>(*this, rel, fd, length);
}

std::unique_ptr<TransferStream> LocalTransferSide::openWrite(const QString &rel, qint64 offset, Error *error)
{
    QByteArray name;
    const int parent = parentFd(rel, &name);
    int fd = -1;
    if (parent >= 0 && offset == 0) {
        // A fresh file of our own: whatever had the name (a link, a hard link to a file elsewhere) goes first.
        if (::unlinkat(parent, name.constData(), 0) == 0 || errno == ENOENT) {
            fd = ::openat(parent, name.constData(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0600);
        }
    } else if (parent >= 0) {
        fd = ::openat(parent, name.constData(), O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
        struct stat st
        {
        };
        if (fd >= 0 && (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_nlink != 1)) {
            ::close(std::exchange(fd, -1)); // continue only a partial file that is ours alone
            errno = EINVAL;
        }
    }
    if (fd < 0 || ::ftruncate(fd, off_t(offset)) != 0 || ::lseek(fd, off_t(offset), SEEK_SET) < 0) {
        *error = failure(tr("write"), rel, errno);
        if (fd >= 0) {
            ::close(fd);
        }
        return {};
    }
    return std::make_unique<LocalStream>(*this, rel, fd);
}

} // namespace RentDeck
