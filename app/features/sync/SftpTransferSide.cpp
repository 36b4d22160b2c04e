// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/SftpTransferSide.h"

#include "ssh/LibSsh.h"

#include <QDateTime>
#include <QStringList>
#include <algorithm>
#include <deque>
#include <fcntl.h>
#include <utility>
#include <vector>

namespace RentDeck {

namespace {

constexpr size_t ReadAhead = 16; // pull requests in flight (4 MiB): hides the round trip on slow links

using AttributesPtr = std::unique_ptr<sftp_attributes_struct, decltype(&sftp_attributes_free)>;

TransferEntry entryOf(const sftp_attributes_struct &attributes)
{
    TransferEntry entry;
    switch (attributes.type) {
    case SSH_FILEXFER_TYPE_REGULAR:
        entry.kind = TransferEntry::Kind::File;
        break;
    case SSH_FILEXFER_TYPE_DIRECTORY:
        entry.kind = TransferEntry::Kind::Dir;
        break;
    case SSH_FILEXFER_TYPE_SYMLINK:
        entry.kind = TransferEntry::Kind::Link;
        break;
    default:
        entry.kind = TransferEntry::Kind::Other;
    }
    entry.size = entry.kind == TransferEntry::Kind::File ? qint64(attributes.size) : 0;
    entry.mtime = qint64(attributes.mtime);
    entry.mode = attributes.permissions & 07777;
    return entry;
}

/** Keeps ReadAhead requests in flight (libssh 0.10's async read) and hands the data back in file order. */
class SftpReader final : public TransferStream
{
public:
    SftpReader(const SftpTransferSide &side, QString rel, sftp_file file, qint64 offset, qint64 end)
        : m_side(side)
        , m_rel(std::move(rel))
        , m_file(file)
        , m_next(offset)
        , m_end(end)
    {
    }

    ~SftpReader() override
    {
        // Answers must be collected, or libssh holds them until the session ends (cancel mid-file).
        std::vector<char> scratch(static_cast<size_t>(ChunkSize));
        while (!m_pending.empty() && error.code != Error::Code::Network) {
            if (sftp_async_read(m_file, scratch.data(), m_pending.front().length, m_pending.front().id) < 0) {
                break;
            }
            m_pending.pop_front();
        }
        sftp_close(m_file);
    }

    qint64 read(char *data) override
    {
        while (m_pending.size() < ReadAhead && m_next < m_end) {
            const auto length = uint32_t(std::min(ChunkSize, m_end - m_next));
            if (!request(m_next, length, false)) {
                return -1;
            }
            m_next += length;
        }
        if (m_pending.empty()) {
            return 0;
        }
        const Pending p = m_pending.front();
        m_pending.pop_front();
        const int n = sftp_async_read(m_file, data, p.length, p.id);
        if (n < 0) {
            error = m_side.failure(SftpTransferSide::tr("read"), m_rel);
            return -1;
        }
        if (n == 0) {
            m_pending.clear(); // libssh answers every later request with EOF without reading it
            return 0; // the caller notices the file got shorter
        }
        // A short answer (older servers serve at most 64 KiB): ask for the rest before anything else.
        if (uint32_t(n) < p.length && !request(p.offset + n, p.length - uint32_t(n), true)) {
            return -1;
        }
        return n;
    }

    bool write(const char *, qint64) override { return false; }
    bool close() override { return true; }

private:
    struct Pending
    {
        uint32_t id;
        qint64 offset;
        uint32_t length;
    };

    bool request(qint64 offset, uint32_t length, bool first)
    {
        // Explicit offsets: libssh's own bookkeeping assumes every answer is full.
        sftp_seek64(m_file, quint64(offset));
        const int id = sftp_async_read_begin(m_file, length);
        if (id < 0) {
            error = m_side.failure(SftpTransferSide::tr("read"), m_rel);
            return false;
        }
        const Pending p { uint32_t(id), offset, length };
        first ? m_pending.push_front(p) : m_pending.push_back(p);
        return true;
    }

    const SftpTransferSide &m_side;
    QString m_rel;
    sftp_file m_file;
    qint64 m_next;
    qint64 m_end;
    std::deque<Pending> m_pending;
};

class SftpWriter final : public TransferStream
{
public:
    SftpWriter(const SftpTransferSide &side, QString rel, sftp_file file)
        : m_side(side)
        , m_rel(std::move(rel))
        , m_file(file)
    {
    }
    ~SftpWriter() override
    {
        if (m_file != nullptr) {
            sftp_close(m_file);
        }
    }

    qint64 read(char *) override { return -1; }

    bool write(const char *data, qint64 size) override
    {
        while (size > 0) {
            const ssize_t n = sftp_write(m_file, data, size_t(std::min(size, ChunkSize)));
            if (n <= 0) {
                error = m_side.failure(SftpTransferSide::tr("write"), m_rel);
                return false;
            }
            data += n;
            size -= n;
        }
        return true;
    }

    bool close() override
    {
        if (sftp_close(std::exchange(m_file, nullptr)) != SSH_OK) {
            error = m_side.failure(SftpTransferSide::tr("write"), m_rel);
            return false;
        }
        return true;
    }

private:
    const SftpTransferSide &m_side;
    QString m_rel;
    sftp_file m_file;
};

} // namespace

SftpTransferSide::SftpTransferSide(ssh_session session, sftp_session sftp, QString target, const QString &root)
    : m_session(session)
    , m_sftp(sftp)
    , m_target(std::move(target))
    , m_root(normalizedRoot(root))
{
}

QString SftpTransferSide::normalizedRoot(const QString &root)
{
    QString result = root == QLatin1String("~") ? QString() : root.startsWith(QLatin1String("~/")) ? root.mid(2) : root;
    while (result.size() > 1 && result.endsWith(u'/')) {
        result.chop(1);
    }
    return result.isEmpty() ? QStringLiteral(".") : result;
}

QString SftpTransferSide::remotePath(const QString &rel) const
{
    if (rel.isEmpty()) {
        return m_root;
    }
    if (m_root == QLatin1String(".")) {
        return rel;
    }
    return m_root.endsWith(u'/') ? QString(m_root + rel) : QString(m_root + u'/' + rel);
}

QString SftpTransferSide::where(const QString &rel) const
{
    return m_target + u':' + remotePath(rel);
}

Error SftpTransferSide::failure(const QString &action, const QString &rel) const
{
    const QString detail = LibSsh::errorText(m_session);
    const int code = sftp_get_error(m_sftp);
    if (!ssh_is_connected(m_session) || code == SSH_FX_NO_CONNECTION || code == SSH_FX_CONNECTION_LOST) {
        return Error::make(Error::Code::Network,
            tr("The connection was lost while trying to %1 %2 (%3). Run the transfer again to resume.")
                .arg(action, where(rel), detail),
            detail);
    }
    QString reason = detail;
    QString hint;
    Error::Code errorCode = Error::Code::Io;
    if (code == SSH_FX_NO_SUCH_FILE || code == SSH_FX_NO_SUCH_PATH) {
        reason = tr("no such file or folder");
        hint = tr("Check the path (a relative path starts in the login's home folder).");
        errorCode = Error::Code::NotFound;
    } else if (code == SSH_FX_PERMISSION_DENIED) {
        reason = tr("permission denied");
        hint = tr("Check the permissions on the instance, or choose a folder the login user owns.");
    } else if (code == SSH_FX_FAILURE) {
        reason = tr("the server reported a failure");
        hint = tr("The disk may be full (run df -h on the instance), or something else is in the way.");
    } else if (code == SSH_FX_OP_UNSUPPORTED) {
        reason = tr("the SFTP server does not support this");
    }
    return Error::make(errorCode, tr("Cannot %1 %2: %3. %4").arg(action, where(rel), reason, hint).trimmed(), detail);
}

std::optional<TransferEntry> SftpTransferSide::stat(const QString &rel, Error *error)
{
    const QByteArray name = path(rel);
    const AttributesPtr attributes(
        rel.isEmpty() ? sftp_stat(m_sftp, name.constData()) : sftp_lstat(m_sftp, name.constData()),
        &sftp_attributes_free);
    if (!attributes) {
        const int code = sftp_get_error(m_sftp);
        if ((code != SSH_FX_NO_SUCH_FILE && code != SSH_FX_NO_SUCH_PATH) || !ssh_is_connected(m_session)
            || rel.isEmpty()) {
            *error = failure(tr("read"), rel); // a missing root is an error, not an absent entry
        }
        return std::nullopt;
    }
    TransferEntry entry = entryOf(*attributes);
    if (entry.kind == TransferEntry::Kind::Link) {
        entry.target = readLink(rel);
    }
    return entry;
}

Status SftpTransferSide::list(const QString &rel, TransferListing *entries)
{
    const sftp_dir dir = sftp_opendir(m_sftp, path(rel).constData());
    if (dir == nullptr) {
        return failure(tr("list"), rel);
    }
    while (const AttributesPtr attributes { sftp_readdir(m_sftp, dir), &sftp_attributes_free }) {
        const QString name = QString::fromUtf8(attributes->name);
        if (name == QLatin1String(".") || name == QLatin1String("..")) {
            continue;
        }
        TransferEntry entry = entryOf(*attributes);
        if (entry.kind == TransferEntry::Kind::Link) {
            entry.target = readLink(rel.isEmpty() ? name : rel + u'/' + name);
        }
        entries->append({ name, entry });
    }
    const bool complete = sftp_dir_eof(dir) == 1;
    const Error error = complete ? Error() : failure(tr("list"), rel);
    sftp_closedir(dir);
    return error;
}

bool SftpTransferSide::isDirectory(const QByteArray &name) const
{
    const AttributesPtr attributes(sftp_stat(m_sftp, name.constData()), &sftp_attributes_free);
    return attributes && attributes->type == SSH_FILEXFER_TYPE_DIRECTORY;
}

Status SftpTransferSide::makeRoot()
{
    if (isDirectory(path({}))) {
        return {};
    }
    QString prefix = m_root.startsWith(u'/') ? QStringLiteral("/") : QString();
    for (const QString &part : m_root.split(u'/', Qt::SkipEmptyParts)) {
        prefix += part;
        const QByteArray name = prefix.toUtf8();
        if (sftp_mkdir(m_sftp, name.constData(), 0755) != SSH_OK && !isDirectory(name)) {
            if (!ssh_is_connected(m_session)) {
                return failure(tr("create the folder"), {});
            }
            return Error::make(Error::Code::Io,
                tr("Cannot create the folder %1 on %2: %3 is not a folder and cannot be made one (%4). Check the "
                   "remote path.")
                    .arg(m_root, m_target, prefix, LibSsh::errorText(m_session)));
        }
        prefix += u'/';
    }
    return {};
}

Status SftpTransferSide::makeDir(const QString &rel)
{
    if (sftp_mkdir(m_sftp, path(rel).constData(), 0700) == SSH_OK) {
        return {};
    }
    const Error error = failure(tr("create the folder"), rel);
    return error.code != Error::Code::Network && isDirectory(path(rel)) ? Status() : Status(error);
}

Status SftpTransferSide::makeLink(const QString &rel, const QByteArray &target)
{
    // libssh swaps the two arguments for OpenSSH servers, which have always taken them the other way round.
    if (sftp_symlink(m_sftp, target.constData(), path(rel).constData()) != SSH_OK) {
        return failure(tr("create the symlink"), rel);
    }
    return {};
}

Status SftpTransferSide::remove(const QString &rel, TransferEntry::Kind kind)
{
    const QByteArray name = path(rel);
    const int rc = kind == TransferEntry::Kind::Dir ? sftp_rmdir(m_sftp, name.constData())
                                                    : sftp_unlink(m_sftp, name.constData());
    return rc == SSH_OK ? Status() : Status(failure(tr("remove"), rel));
}

Status SftpTransferSide::setAttributes(const QString &rel, const TransferEntry &entry)
{
    if (entry.kind == TransferEntry::Kind::Link) {
        return {}; // SFTP v3 has no lutimes, and setstat would follow the link
    }
    sftp_attributes_struct attributes {};
    attributes.flags = SSH_FILEXFER_ATTR_PERMISSIONS | SSH_FILEXFER_ATTR_ACMODTIME;
    attributes.permissions = entry.mode;
    attributes.atime = uint32_t(QDateTime::currentSecsSinceEpoch());
    attributes.mtime = uint32_t(std::max<qint64>(0, entry.mtime)); // SFTP v3: unsigned 32-bit seconds
    if (sftp_setstat(m_sftp, path(rel).constData(), &attributes) != SSH_OK) {
        return failure(tr("set the mode and time of"), rel);
    }
    return {};
}

Status SftpTransferSide::rename(const QString &from, const QString &to)
{
    // SFTP v3 rename refuses an existing target and libssh 0.10 cannot send posix-rename@openssh.com:
    // remove the target, then rename (a few milliseconds without the file).
    const QByteArray source = path(from);
    const QByteArray target = path(to);
    if (sftp_rename(m_sftp, source.constData(), target.constData()) == SSH_OK
        || (sftp_unlink(m_sftp, target.constData()) == SSH_OK
            && sftp_rename(m_sftp, source.constData(), target.constData()) == SSH_OK)) {
        return {};
    }
    return failure(tr("rename %1 to").arg(where(from)), to);
}

std::unique_ptr<TransferStream> SftpTransferSide::openRead(
    const QString &rel, qint64 offset, qint64 length, Error *error)
{
    const sftp_file file = sftp_open(m_sftp, path(rel).constData(), O_RDONLY, 0);
    if (file == nullptr) {
        *error = failure(tr("read"), rel);
        return {};
    }
    return std::make_unique<SftpReader>(*this, rel, file, offset, offset + length);
}

std::unique_ptr<TransferStream> SftpTransferSide::openWrite(const QString &rel, qint64 offset, Error *error)
{
    const int flags = O_WRONLY | O_CREAT | (offset == 0 ? O_TRUNC : 0);
    const sftp_file file = sftp_open(m_sftp, path(rel).constData(), flags, 0600);
    if (file == nullptr || sftp_seek64(file, quint64(offset)) != 0) {
        *error = failure(tr("write"), rel);
        if (file != nullptr) {
            sftp_close(file);
        }
        return {};
    }
    return std::make_unique<SftpWriter>(*this, rel, file);
}

QByteArray SftpTransferSide::readLink(const QString &rel) const
{
    char *target = sftp_readlink(m_sftp, path(rel).constData());
    const QByteArray result(target);
    ssh_string_free_char(target);
    return result;
}

} // namespace RentDeck
