// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/RemoteListing.h"

#include <QByteArrayView>
#include <QCryptographicHash>

namespace RentDeck {

namespace {

/** Walks NUL-terminated fields without splitting the whole output into a list first. */
class FieldReader
{
public:
    explicit FieldReader(const QByteArray &data)
        : m_data(data)
    {
    }

    bool atEnd() const { return m_position >= m_data.size(); }
    qsizetype position() const { return m_position; }
    void seek(qsizetype position) { m_position = position; }

    /** The next field; false when the data ends before its NUL. */
    bool next(QByteArrayView *field)
    {
        if (atEnd()) {
            return false;
        }
        const qsizetype end = m_data.indexOf('\0', m_position);
        if (end < 0) {
            m_position = m_data.size();
            return false;
        }
        *field = QByteArrayView(m_data).sliced(m_position, end - m_position);
        m_position = end + 1;
        return true;
    }

private:
    const QByteArray &m_data;
    qsizetype m_position = 0;
};

QString pathOf(QByteArrayView field)
{
    return QString::fromUtf8(field.startsWith("./") ? field.sliced(2) : field);
}

/** Reads \a count fields into \a fields; false when the data ends first. */
bool readFields(FieldReader &reader, QByteArrayView *fields, int count)
{
    for (int i = 0; i < count; ++i) {
        if (!reader.next(&fields[i])) {
            return false;
        }
    }
    return true;
}

} // namespace

RemoteListing RemoteListing::parse(const QByteArray &output, bool useCache, const QByteArray &localCopy)
{
    RemoteListing listing;
    QList<QByteArrayView> rawPaths;
    FieldReader reader(output);
    QByteArrayView tag;
    QByteArrayView fields[5];
    bool cacheFollows = false;
    while (reader.next(&tag)) {
        if (tag == "C") {
            cacheFollows = true;
            const qsizetype recordsEnd = reader.position() - 2; // before "C\0"
            listing.treeState
                = QCryptographicHash::hash(QByteArrayView(output).first(recordsEnd), QCryptographicHash::Sha256)
                      .toHex();
            break;
        } else if (tag == "D" && readFields(reader, fields, 1)) {
            listing.dirsAndLinks.insert(ManifestEntry { pathOf(fields[0]), ManifestEntry::Type::Dir, 0, {}, {} });
        } else if (tag == "L" && readFields(reader, fields, 2)) {
            listing.dirsAndLinks.insert(
                ManifestEntry { pathOf(fields[0]), ManifestEntry::Type::Symlink, 0, {}, QString::fromUtf8(fields[1]) });
        } else if (tag == "F" && readFields(reader, fields, 5)) {
            RemoteFile file { pathOf(fields[0]), fields[1].toByteArray(), fields[2].toByteArray(),
                fields[3].toByteArray(), fields[4].toByteArray(), {} };
            rawPaths.append(fields[0].startsWith("./") ? fields[0].sliced(2) : fields[0]);
            listing.fileIndex.insert(file.path, listing.files.size());
            listing.files.append(std::move(file));
        } else {
            break; // unknown or truncated record: stop rather than misparse
        }
    }
    if (!cacheFollows || !useCache) {
        return listing;
    }
    // "S" SIGNATURE, then "=" (the instance's cache is the one this computer keeps a copy of) or the records.
    const qsizetype afterMarker = reader.position();
    if (reader.next(&tag) && tag == "S" && reader.next(&fields[0])) {
        listing.cacheSignature = fields[0].toByteArray();
    } else {
        reader.seek(afterMarker);
    }
    const qsizetype recordsStart = reader.position();
    QByteArray records;
    if (reader.next(&tag) && tag == "=") {
        records = localCopy;
        listing.cacheFromCopy = true;
    } else {
        records = output.mid(recordsStart);
        listing.downloadedCache = records;
    }
    matchCache(listing, rawPaths, records);
    return listing;
}

void RemoteListing::matchCache(RemoteListing &listing, const QList<QByteArrayView> &rawPaths, const QByteArray &records)
{
    // Cache records stay views into \a records, keyed by the raw path bytes: no copy and no UTF-16 conversion for
    // the (usually all) cache records of a tree that did not change.
    struct CachedKey
    {
        QByteArrayView size, mtime, ctime, inode, sha256;
    };
    QHash<QByteArrayView, CachedKey> cache;
    FieldReader reader(records);
    QByteArrayView tag;
    QByteArrayView fields[6];
    while (reader.next(&tag) && tag == "K" && readFields(reader, fields, 6)) {
        cache.insert(fields[0], CachedKey { fields[1], fields[2], fields[3], fields[4], fields[5] });
    }
    for (qsizetype i = 0; i < listing.files.size(); ++i) {
        RemoteFile &file = listing.files[i];
        const auto hit = cache.constFind(rawPaths.at(i));
        if (hit != cache.constEnd() && hit->size == file.size && hit->mtime == file.mtime && hit->ctime == file.ctime
            && hit->inode == file.inode && hit->sha256.size() == 64) {
            file.sha256 = hit->sha256.toByteArray();
            ++listing.cachedFiles;
        }
    }
}

QByteArray RemoteListing::cacheRecords(const QList<RemoteFile> &files)
{
    QByteArray records;
    records.reserve(files.size() * 160);
    for (const RemoteFile &file : files) {
        if (file.sha256.size() != 64) {
            continue;
        }
        records += "K";
        records += '\0';
        records += file.path.toUtf8();
        for (const QByteArray *field : { &file.size, &file.mtime, &file.ctime, &file.inode, &file.sha256 }) {
            records += '\0';
            records += *field;
        }
        records += '\0';
    }
    return records;
}

} // namespace RentDeck
