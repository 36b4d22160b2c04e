// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace RentDeck {

/** One entry of a Manifest: a regular file, a symlink (never followed) or a directory. */
struct ManifestEntry
{
    enum class Type
    {
        File,
        Symlink,
        Dir,
    };

    QString path; // relative to the root, UTF-8, '/'-separated, no leading "./"
    Type type = Type::File;
    qint64 size = 0; // files only
    QByteArray sha256; // lower-case hex, files only
    QString target; // symlinks only, as stored in the link

    /** Same type, and for files the same size and hash, for symlinks the same target. */
    bool sameContent(const ManifestEntry &other) const;
    static QString typeName(Type type);
};

/**
 * What a tree holds: every file, symlink and directory below a root, keyed by relative path. The root itself
 * is not an entry. Files named CacheFileName at the top level are the remote hash cache, never listed.
 */
class Manifest
{
public:
    static inline const QString CacheFileName = QStringLiteral(".rentdeck-manifest-cache");

    void insert(ManifestEntry entry) { m_entries.insert(entry.path, std::move(entry)); }
    bool contains(const QString &path) const { return m_entries.contains(path); }
    const ManifestEntry *find(const QString &path) const;
    void reserve(qsizetype count) { m_entries.reserve(count); }
    /** In no particular order (a hash: building a 20,000 entry manifest must not cost a sorted insert each). */
    const QHash<QString, ManifestEntry> &entries() const { return m_entries; }
    /** Every path, sorted. */
    QStringList paths() const;

    /** Number of regular files. */
    int fileCount() const;
    /** Sum of the sizes of the regular files. */
    qint64 totalBytes() const;

private:
    QHash<QString, ManifestEntry> m_entries;
};

/**
 * A pure comparison of a local and a remote manifest. missing: on the local side only; extra: on the remote
 * side only; mismatched: on both with another type, size, hash or symlink target. Lists are sorted.
 */
struct ManifestComparison
{
    int files = 0; // regular files on the local side
    qint64 bytes = 0; // their bytes
    QStringList missing;
    QStringList extra;
    QStringList mismatched;

    bool identical() const { return missing.isEmpty() && extra.isEmpty() && mismatched.isEmpty(); }
    /** {"files":N,"bytes":B,"identical":bool,"missing":[…],"extra":[…],"mismatched":[…]} */
    QJsonObject toJson() const;

    static ManifestComparison compare(const Manifest &local, const Manifest &remote);
};

} // namespace RentDeck
