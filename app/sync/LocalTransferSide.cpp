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

QString LocalTransferSide::where(const QString &rel) const
{
    return rel.isEmpty() ? m_root : m_root + u'/' + rel;
}

QByteArray LocalTransferSide::path(const QString &rel) const
{
    return QFile::encodeName(where(rel));
}

Error LocalTransferSide::failure(const QString &action, const QString &rel, int error) const
{
    QString hint;
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

std::optional<TransferEntry> LocalTransferSide::stat(const QString &rel, Error *error)
{
    struct stat st
    {
    };
    const int rc = rel.isEmpty() ? ::stat(path(rel).constData(), &st) : ::lstat(path(rel).constData(), &st);
    if (rc != 0) {
        if ((errno != ENOENT && errno != ENOTDIR) || rel.isEmpty()) {
            *error = failure(tr("read"), rel, errno); // a missing root is an error, not an absent entry
        }
        return std::nullopt;
    }
    TransferEntry entry = entryOf(st);
    if (entry.kind == TransferEntry::Kind::Link) {
        entry.target = readLink(AT_FDCWD, path(rel).constData());
    }
    return entry;
}

Status LocalTransferSide::list(const QString &rel, TransferListing *entries)
{
    DIR *dir = ::opendir(path(rel).constData());
    if (dir == nullptr) {
        return failure(tr("list"), rel, errno);
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
    return {};
}

Status LocalTransferSide::makeDir(const QString &rel)
{
    if (::mkdir(path(rel).constData(), 0700) == 0) {
        return {};
    }
    const int error = errno;
    struct stat st
    {
    };
    if (error == EEXIST && ::stat(path(rel).constData(), &st) == 0 && S_ISDIR(st.st_mode)) {
        return {};
    }
    return failure(tr("create the folder"), rel, error);
}

Status LocalTransferSide::makeLink(const QString &rel, const QByteArray &target)
{
    if (::symlink(target.constData(), path(rel).constData()) != 0) {
        return failure(tr("create the symlink"), rel, errno);
    }
    return {};
}

Status LocalTransferSide::remove(const QString &rel, TransferEntry::Kind kind)
{
    const QByteArray name = path(rel);
    if ((kind == TransferEntry::Kind::Dir ? ::rmdir(name.constData()) : ::unlink(name.constData())) != 0) {
        return failure(tr("remove"), rel, errno);
    }
    return {};
}

Status LocalTransferSide::setAttributes(const QString &rel, const TransferEntry &entry)
{
    const bool link = entry.kind == TransferEntry::Kind::Link;
    const struct timespec times[2] = { { 0, UTIME_NOW }, { time_t(entry.mtime), 0 } };
    const QByteArray name = path(rel);
    if ((!link && ::chmod(name.constData(), entry.mode) != 0)
        || ::utimensat(AT_FDCWD, name.constData(), times, link ? AT_SYMLINK_NOFOLLOW : 0) != 0) {
        return failure(tr("set the mode and time of"), rel, errno);
    }
    return {};
}

Status LocalTransferSide::rename(const QString &from, const QString &to)
{
    if (::rename(path(from).constData(), path(to).constData()) != 0) {
        return failure(tr("rename %1 to").arg(where(from)), to, errno);
    }
    return {};
}

std::unique_ptr<TransferStream> LocalTransferSide::openRead(
    const QString &rel, qint64 offset, qint64 length, Error *error)
{
    const int fd = ::open(path(rel).constData(), O_RDONLY | O_CLOEXEC);
    if (fd < 0 || ::lseek(fd, off_t(offset), SEEK_SET) < 0) {
        *error = failure(tr("read"), rel, errno);
        if (fd >= 0) {
            ::close(fd);
        }
        return {};
    }
    return std::make_unique<LocalStream>(*this, rel, fd, length);
}

std::unique_ptr<TransferStream> LocalTransferSide::openWrite(const QString &rel, qint64 offset, Error *error)
{
    const int fd = ::open(path(rel).constData(), O_WRONLY | O_CREAT | O_CLOEXEC, 0600);
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
