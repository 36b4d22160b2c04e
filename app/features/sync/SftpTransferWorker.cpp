// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/SftpTransferWorker.h"

#include "logging/LoggingCategories.h"
#include "sync/Manifest.h"
#include "sync/RsyncJob.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <algorithm>

namespace RentDeck {

namespace {

constexpr qint64 ResumeCheckBytes = 256 * 1024;

using Kind = TransferEntry::Kind;

QString join(const QString &dir, const QString &name)
{
    return dir.isEmpty() ? name : dir + u'/' + name;
}

QString parentOf(const QString &rel)
{
    const qsizetype slash = rel.lastIndexOf(u'/');
    return slash < 0 ? QString() : rel.left(slash);
}

QString partialOf(const QString &rel)
{
    return join(join(parentOf(rel), FileTransfer::PartialDir), rel.mid(rel.lastIndexOf(u'/') + 1));
}

/**
 * Entries that are never sent nor deleted: partial dirs anywhere, the manifest cache at the top. The partial dir's
 * name is ours whatever the entry is: a symlink of that name from the other side must never be copied, where a
 * later transfer into the same folder would write through it.
 */
bool isInternal(const QString &name)
{
    if (name == FileTransfer::PartialDir) {
        return true;
    }
    // Manifest caches at any depth: a sub-folder verified on its own has one too.
    return name == Manifest::CacheFileName || name == Manifest::CacheFileName + QLatin1String(".tmp");
}

/** A files-from line as a clean relative path; empty when it points outside the root. */
QString cleanRelative(const QString &path)
{
    QString clean = QDir::cleanPath(path);
    while (clean.startsWith(u'/')) {
        clean.remove(0, 1);
    }
    if (clean.isEmpty() || clean == QLatin1String(".") || clean == QLatin1String("..")
        || clean.startsWith(QLatin1String("../"))) {
        return {};
    }
    return clean;
}

bool isFatal(const Error &error)
{
    return error.code == Error::Code::Network || error.code == Error::Code::Cancelled
        || error.code == Error::Code::Internal;
}

} // namespace

SftpTransferWorker::SftpTransferWorker(const RsyncOptions &options, Counters &counters)
    : m_options(options)
    , m_counters(counters)
    , m_excludes(options.excludes)
    , m_buffer(size_t(TransferStream::ChunkSize))
{
}

Error SftpTransferWorker::run(TransferSide &source, TransferSide &destination)
{
    m_src = &source;
    m_dst = &destination;
    Error error = loadIgnoreFile();
    if (error.isError()) {
        return error;
    }
    const std::optional<TransferEntry> root = source.stat({}, &error);
    if (!root || root->kind != Kind::Dir) {
        if (!error.isError()) {
            error = Error::make(Error::Code::InvalidInput,
                tr("%1 is not a folder: give the folder whose contents should be sent.").arg(source.where({})));
        }
        return error;
    }
    if (Status made = destination.makeRoot(); !made) {
        return made.error();
    }
    error = m_options.filesFrom.isEmpty() ? syncTrees(*root) : sendList();
    return error.isError() ? error : summary();
}

Error SftpTransferWorker::loadIgnoreFile()
{
    // As RsyncJob: the given file, else localPath/.rdignore when pushing; gitignore rules become rsync excludes.
    QString path = m_options.ignoreFile;
    if (path.isEmpty() && m_options.direction == RsyncOptions::Direction::Push) {
        const QString candidate = QDir(m_options.localPath).filePath(QStringLiteral(".rdignore"));
        path = QFileInfo::exists(candidate) ? candidate : QString();
    }
    if (path.isEmpty()) {
        return {};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error::make(Error::Code::Io, tr("Cannot read the ignore file %1: %2").arg(path, file.errorString()));
    }
    QStringList warnings;
    const QStringList rules = RsyncJob::translateIgnoreFile(QString::fromUtf8(file.readAll()), &warnings);
    for (const QString &warning : std::as_const(warnings)) {
        qCWarning(lcSync).noquote() << path << warning;
    }
    m_excludes = ExcludeMatcher(m_options.excludes + rules);
    return {};
}

bool SftpTransferWorker::walk(TransferSide &side, const QString &dir, Tree &tree, bool isSource, Error *fatal)
{
    TransferListing entries;
    if (Status listed = side.list(dir, &entries); !listed) {
        if (dir.isEmpty() || !record(listed.error())) {
            *fatal = listed.error();
            return false;
        }
        m_sourceIncomplete = m_sourceIncomplete || isSource;
        return true;
    }
    for (const auto &[name, entry] : std::as_const(entries)) {
        if (m_counters.cancelled.load()) {
            *fatal = cancelled();
            return false;
        }
        const QString rel = join(dir, name);
        // A hostile server could list "../x", "a/b" or one name twice (a folder, then a symlink to elsewhere):
        // only plain, unique names, so that nothing is ever written through a link or outside the root.
        if (name.isEmpty() || name == QLatin1String(".") || name == QLatin1String("..") || name.contains(u'/')
            || tree.contains(rel)) {
            qCWarning(lcSync) << "sftp: ignored a suspicious entry" << name << "in" << side.where(dir);
            continue;
        }
        if (isInternal(name) || m_excludes.matchesEntry(rel, entry.kind == Kind::Dir)) {
            continue;
        }
        if (entry.kind == Kind::Other) {
            if (isSource) {
                qCInfo(lcSync) << "sftp: skipped" << side.where(rel) << "(not a file, folder or symlink)";
            }
            continue;
        }
        tree.insert(rel, entry);
        if (entry.kind == Kind::Dir && !walk(side, rel, tree, isSource, fatal)) {
            return false;
        }
    }
    return true;
}

Error SftpTransferWorker::syncTrees(const TransferEntry &root)
{
    Tree source;
    Tree dest;
    Error error;
    if (!walk(*m_src, {}, source, true, &error) || !walk(*m_dst, {}, dest, false, &error)) {
        return error;
    }
    for (const TransferEntry &entry : std::as_const(source)) {
        if (entry.kind == Kind::File) {
            ++m_stats.filesTotal;
            m_stats.totalFileSize += entry.size;
        }
    }
    if (m_options.deleteExtraneous) {
        if (Error deleted = deleteExtraneous(source, dest); deleted.isError()) {
            return deleted;
        }
    }
    QStringList files;
    for (auto it = source.cbegin(); it != source.cend(); ++it) {
        if (m_counters.cancelled.load()) {
            return cancelled();
        }
        if (Error synced = syncEntry(it.key(), it.value(), dest, &files); synced.isError() && !record(synced)) {
            return synced;
        }
    }
    qint64 bytes = 0;
    for (const QString &rel : std::as_const(files)) {
        bytes += source.value(rel).size;
    }
    setTotals(bytes, int(files.size()));
    for (const QString &rel : std::as_const(files)) {
        if (m_counters.cancelled.load()) {
            return cancelled();
        }
        if (Error copied = copyFile(rel, source.value(rel), false); copied.isError() && !record(copied)) {
            return copied;
        }
    }
    finishDirectories(source, dest, root);
    return {};
}

Error SftpTransferWorker::syncEntry(const QString &rel, const TransferEntry &entry, Tree &dest, QStringList *files)
{
    std::optional<TransferEntry> have;
    if (const auto found = dest.constFind(rel); found != dest.cend()) {
        have = *found;
    }
    if (have && have->kind != entry.kind) {
        if (Error removed = removeTree(rel, dest); removed.isError()) {
            return removed;
        }
        have.reset();
    }
    switch (entry.kind) {
    case Kind::Dir:
        if (!have) {
            if (Status made = m_dst->makeDir(rel); !made) {
                return made.error();
            }
            m_touchedDirs.insert(parentOf(rel));
        }
        return {};
    case Kind::Link:
        return placeLink(rel, entry, have);
    case Kind::File:
        break;
    case Kind::Other:
        return {};
    }
    // The quick check, or with checksum a byte comparison of files of the same size.
    if (have && have->size == entry.size && (have->mtime == entry.mtime || m_options.checksum)) {
        bool same = true;
        if (m_options.checksum) {
            Error error;
            const std::optional<bool> compared = sameContent(rel, entry.size, &error);
            if (!compared) {
                return error;
            }
            same = *compared;
        }
        if (same) {
            if (have->mode == entry.mode && have->mtime == entry.mtime) {
                return {};
            }
            const Status fixed = m_dst->setAttributes(rel, entry);
            return fixed.error();
        }
    }
    files->append(rel);
    return {};
}

Error SftpTransferWorker::deleteExtraneous(const Tree &source, Tree &dest)
{
    if (m_sourceIncomplete) {
        record(Error::make(Error::Code::Io,
            tr("Nothing was deleted on %1 because a source folder could not be read.").arg(m_dst->where({}))));
        return {};
    }
    // Reverse order: children before their folder.
    const QStringList paths = dest.keys();
    for (auto it = paths.crbegin(); it != paths.crend(); ++it) {
        if (source.contains(*it) || !dest.contains(*it)) {
            continue;
        }
        if (Status removed = m_dst->remove(*it, dest.value(*it).kind); !removed) {
            if (!record(removed.error())) {
                return removed.error();
            }
            continue;
        }
        dest.remove(*it);
        m_touchedDirs.insert(parentOf(*it));
        ++m_stats.entriesDeleted;
    }
    return {};
}

Error SftpTransferWorker::removeTree(const QString &rel, Tree &dest)
{
    const QString prefix = rel + u'/';
    QStringList doomed;
    for (auto it = dest.lowerBound(prefix); it != dest.cend() && it.key().startsWith(prefix); ++it) {
        doomed.prepend(it.key()); // deepest first
    }
    doomed.append(rel);
    for (const QString &path : std::as_const(doomed)) {
        if (Status removed = m_dst->remove(path, dest.value(path).kind); !removed) {
            return removed.error();
        }
        dest.remove(path);
    }
    m_touchedDirs.insert(parentOf(rel));
    return {};
}

Error SftpTransferWorker::placeLink(
    const QString &rel, const TransferEntry &entry, const std::optional<TransferEntry> &have)
{
    if (have && have->kind == Kind::Link && have->target == entry.target) {
        return {};
    }
    if (have) {
        if (Status removed = m_dst->remove(rel, have->kind); !removed) {
            return removed.error();
        }
    }
    if (Status made = m_dst->makeLink(rel, entry.target); !made) {
        return made.error();
    }
    m_touchedDirs.insert(parentOf(rel));
    const Status timed = m_dst->setAttributes(rel, entry);
    return timed.error();
}

Error SftpTransferWorker::sendList()
{
    QList<std::pair<QString, TransferEntry>> items;
    for (const QString &path : std::as_const(m_options.filesFrom)) {
        const QString rel = cleanRelative(path);
        Error error;
        const std::optional<TransferEntry> entry = rel.isEmpty() ? std::nullopt : m_src->stat(rel, &error);
        if (!entry) {
            if (!error.isError()) {
                error = Error::make(
                    Error::Code::NotFound, tr("%1 is not in %2; it was not sent.").arg(path, m_src->where({})));
            }
            if (!record(error)) {
                return error;
            }
            continue;
        }
        const bool isDir = entry->kind == Kind::Dir;
        if (entry->kind == Kind::Other || m_excludes.excludes(rel, isDir)
            || isInternal(rel.mid(rel.lastIndexOf(u'/') + 1))) {
            continue;
        }
        if (entry->kind == Kind::File) {
            ++m_stats.filesTotal;
            m_stats.totalFileSize += entry->size;
        }
        items.append({ rel, *entry });
    }
    setTotals(m_stats.totalFileSize, m_stats.filesTotal);
    Tree listedDirs;
    for (const auto &[rel, entry] : std::as_const(items)) {
        if (m_counters.cancelled.load()) {
            return cancelled();
        }
        Error error = makeParents(rel);
        if (!error.isError() && entry.kind == Kind::File) {
            error = copyFile(rel, entry, true); // always whole: this is how a caller repairs a mismatch
        } else if (!error.isError() && entry.kind == Kind::Dir) {
            error = m_dst->makeDir(rel).error();
            listedDirs.insert(rel, entry);
        } else if (!error.isError() && entry.kind == Kind::Link) {
            Error ignored;
            error = placeLink(rel, entry, m_dst->stat(rel, &ignored));
        }
        if (error.isError() && !record(error)) {
            return error;
        }
    }
    // Folders whose entries changed get their source mtime back, as the listed ones do.
    for (const QString &dir : std::as_const(m_touchedDirs)) {
        Error ignored;
        if (const std::optional<TransferEntry> entry = m_src->stat(dir, &ignored); entry && !listedDirs.contains(dir)) {
            listedDirs.insert(dir, *entry);
        }
    }
    finishDirectories(listedDirs, {}, {});
    return {};
}

Error SftpTransferWorker::makeParents(const QString &rel)
{
    for (qsizetype slash = rel.indexOf(u'/'); slash >= 0; slash = rel.indexOf(u'/', slash + 1)) {
        const QString dir = rel.left(slash);
        if (m_madeDirs.contains(dir)) {
            continue;
        }
        if (Status made = m_dst->makeDir(dir); !made) {
            return made.error();
        }
        m_madeDirs.insert(dir);
    }
    return {};
}

Error SftpTransferWorker::copyFile(const QString &rel, const TransferEntry &entry, bool whole)
{
    const QString dir = parentOf(rel);
    const QString partial = partialOf(rel);
    if (!m_partialDirs.contains(dir)) {
        if (Error made = makePartialDir(parentOf(partial)); made.isError()) {
            return made;
        }
        m_partialDirs.insert(dir);
    }
    const qint64 offset = whole ? 0 : resumableSize(rel, partial, entry);
    if (m_counters.cancelled.load()) {
        return cancelled(); // before openWrite() could truncate a partial that was being checked
    }
    Error error;
    std::unique_ptr<TransferStream> in = m_src->openRead(rel, offset, entry.size - offset, &error);
    std::unique_ptr<TransferStream> out = in ? m_dst->openWrite(partial, offset, &error) : nullptr;
    if (!out) {
        return error;
    }
    if (offset > 0) {
        ++m_stats.filesResumed;
        m_stats.resumedBytes += offset;
        m_counters.bytesDone += offset;
    }
    for (qint64 left = entry.size - offset; left > 0;) {
        if (m_counters.cancelled.load()) {
            out->close();
            return cancelled();
        }
        const qint64 n = in->read(m_buffer.data());
        if (n <= 0) {
            return n < 0
                ? in->error
                : Error::make(Error::Code::Io,
                    tr("%1 got shorter while it was being sent. Run the transfer again.").arg(m_src->where(rel)));
        }
        if (!out->write(m_buffer.data(), n)) {
            return out->error;
        }
        left -= n;
        m_stats.totalTransferredFileSize += n;
        m_counters.bytesSent += n;
        m_counters.bytesDone += n;
    }
    if (!out->close()) {
        return out->error;
    }
    // Mode and mtime before the rename: the file appears complete, and a quick check never sees it half-done.
    if (Status timed = m_dst->setAttributes(partial, entry); !timed) {
        return timed.error();
    }
    if (Status renamed = m_dst->rename(partial, rel); !renamed) {
        return renamed.error();
    }
    m_touchedDirs.insert(dir);
    ++m_stats.filesTransferred;
    ++m_counters.filesDone;
    return {};
}

Error SftpTransferWorker::makePartialDir(const QString &rel)
{
    // A real folder of our own: anything else of that name (a symlink the other side planted or an earlier pull
    // left, a file) is removed, never followed.
    Error ignored;
    if (const std::optional<TransferEntry> have = m_dst->stat(rel, &ignored); have && have->kind != Kind::Dir) {
        qCWarning(lcSync) << "sftp: removed" << m_dst->where(rel) << "(not a folder; that name is RentDeck's)";
        if (Status removed = m_dst->remove(rel, have->kind); !removed) {
            return removed.error();
        }
    }
    return m_dst->makeDir(rel).error();
}

qint64 SftpTransferWorker::resumableSize(const QString &rel, const QString &partial, const TransferEntry &entry)
{
    Error ignored;
    const std::optional<TransferEntry> have = m_dst->stat(partial, &ignored);
    if (!have || have->kind != Kind::File || have->size <= 0 || have->size >= entry.size) {
        return 0;
    }
    // Continue only a partial that ends like the source at the same offset: a changed source starts over.
    const qint64 length = std::min(ResumeCheckBytes, have->size);
    QByteArray mine;
    QByteArray theirs;
    const auto into = [](QByteArray &data) { return [&data](const char *bytes, qint64 n) { data.append(bytes, n); }; };
    if (readEach(*m_src, rel, have->size - length, length, into(mine)).isError()
        || readEach(*m_dst, partial, have->size - length, length, into(theirs)).isError() || mine != theirs) {
        qCInfo(lcSync) << "sftp: the partial file" << m_dst->where(partial) << "does not match; starting over";
        return 0;
    }
    qCInfo(lcSync) << "sftp: resuming" << m_dst->where(rel) << "at" << have->size << "bytes";
    return have->size;
}

Error SftpTransferWorker::readEach(TransferSide &side, const QString &rel, qint64 offset, qint64 length,
    const std::function<void(const char *, qint64)> &consume)
{
    Error error;
    std::unique_ptr<TransferStream> in = side.openRead(rel, offset, length, &error);
    if (!in) {
        return error;
    }
    for (qint64 left = length; left > 0;) {
        if (m_counters.cancelled.load()) {
            return cancelled();
        }
        const qint64 n = in->read(m_buffer.data());
        if (n <= 0) {
            return n < 0 ? in->error
                         : Error::make(Error::Code::Io, tr("%1 got shorter while it was read.").arg(side.where(rel)));
        }
        consume(m_buffer.data(), n);
        left -= n;
    }
    return {};
}

std::optional<bool> SftpTransferWorker::sameContent(const QString &rel, qint64 size, Error *error)
{
    QByteArray digests[2];
    TransferSide *sides[2] = { m_src, m_dst };
    for (int i = 0; i < 2; ++i) {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        *error = readEach(
            *sides[i], rel, 0, size, [&hash](const char *data, qint64 n) { hash.addData(QByteArrayView(data, n)); });
        if (error->isError()) {
            return std::nullopt;
        }
        digests[i] = hash.result();
    }
    return digests[0] == digests[1];
}

void SftpTransferWorker::finishDirectories(const Tree &source, const Tree &dest, const TransferEntry &root)
{
    // Removing an emptied partial folder changes its parent's mtime: first, then the folders' own attributes.
    for (const QString &dir : std::as_const(m_partialDirs)) {
        if (m_dst->remove(join(dir, FileTransfer::PartialDir), Kind::Dir)) {
            m_touchedDirs.insert(dir); // else other partial files still wait there
        }
    }
    const auto fix = [&](const QString &rel, const TransferEntry &entry) {
        const auto have = dest.constFind(rel);
        const bool differs
            = have == dest.cend() || have->mode != entry.mode || have->mtime != entry.mtime || rel.isEmpty();
        if (entry.kind == Kind::Dir && (differs || m_touchedDirs.contains(rel))) {
            if (Status set = m_dst->setAttributes(rel, entry); !set) {
                record(set.error());
            }
        }
    };
    for (auto it = source.cbegin(); it != source.cend(); ++it) {
        fix(it.key(), it.value());
    }
    if (root.kind == Kind::Dir && m_options.filesFrom.isEmpty()) {
        fix({}, root);
    }
}

void SftpTransferWorker::setTotals(qint64 bytes, int files)
{
    m_counters.bytesTotal = bytes;
    m_counters.filesTotal = files;
}

bool SftpTransferWorker::record(const Error &error)
{
    if (isFatal(error)) {
        return false;
    }
    qCWarning(lcSync).noquote() << "sftp:" << error.message;
    m_problems.append(error);
    return true;
}

Error SftpTransferWorker::cancelled() const
{
    const QLocale locale;
    return Error::make(Error::Code::Cancelled,
        tr("Cancelled after %1 of %2. Run the transfer again to resume: partly sent files wait in %3 folders.")
            .arg(locale.formattedDataSize(m_counters.bytesDone.load()),
                locale.formattedDataSize(m_counters.bytesTotal.load()), FileTransfer::PartialDir));
}

Error SftpTransferWorker::summary() const
{
    if (m_problems.isEmpty()) {
        return {};
    }
    Error error = m_problems.constFirst();
    if (m_problems.size() > 1) {
        error.message += u' ' + tr("%n more problem(s); the log lists them all.", nullptr, int(m_problems.size() - 1));
        QStringList lines;
        for (const Error &problem : m_problems) {
            lines << problem.message;
        }
        error.detail = lines.join(u'\n');
    }
    return error;
}

} // namespace RentDeck
