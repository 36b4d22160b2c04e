// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/Manifest.h"

#include <QJsonArray>

namespace RentDeck {

bool ManifestEntry::sameContent(const ManifestEntry &other) const
{
    if (type != other.type) {
        return false;
    }
    switch (type) {
    case Type::File:
        return size == other.size && sha256 == other.sha256;
    case Type::Symlink:
        return target == other.target;
    case Type::Dir:
        return true;
    }
    return false;
}

QString ManifestEntry::typeName(Type type)
{
    switch (type) {
    case Type::File:
        return QStringLiteral("file");
    case Type::Symlink:
        return QStringLiteral("symlink");
    case Type::Dir:
        return QStringLiteral("dir");
    }
    return {};
}

const ManifestEntry *Manifest::find(const QString &path) const
{
    const auto it = m_entries.constFind(path);
    return it == m_entries.constEnd() ? nullptr : &it.value();
}

QStringList Manifest::paths() const
{
    QStringList paths = m_entries.keys();
    paths.sort();
    return paths;
}

int Manifest::fileCount() const
{
    int count = 0;
    for (const ManifestEntry &entry : m_entries) {
        count += entry.type == ManifestEntry::Type::File ? 1 : 0;
    }
    return count;
}

qint64 Manifest::totalBytes() const
{
    qint64 bytes = 0;
    for (const ManifestEntry &entry : m_entries) {
        bytes += entry.type == ManifestEntry::Type::File ? entry.size : 0;
    }
    return bytes;
}

QJsonObject ManifestComparison::toJson() const
{
    return QJsonObject {
        { QStringLiteral("files"), files },
        { QStringLiteral("bytes"), bytes },
        { QStringLiteral("identical"), identical() },
        { QStringLiteral("missing"), QJsonArray::fromStringList(missing) },
        { QStringLiteral("extra"), QJsonArray::fromStringList(extra) },
        { QStringLiteral("mismatched"), QJsonArray::fromStringList(mismatched) },
    };
}

ManifestComparison ManifestComparison::compare(const Manifest &local, const Manifest &remote)
{
    ManifestComparison result;
    result.files = local.fileCount();
    result.bytes = local.totalBytes();
    for (const ManifestEntry &entry : local.entries()) {
        const ManifestEntry *other = remote.find(entry.path);
        if (!other) {
            result.missing.append(entry.path);
        } else if (!entry.sameContent(*other)) {
            result.mismatched.append(entry.path);
        }
    }
    for (const ManifestEntry &entry : remote.entries()) {
        if (!local.contains(entry.path)) {
            result.extra.append(entry.path);
        }
    }
    result.missing.sort();
    result.extra.sort();
    result.mismatched.sort();
    return result;
}

} // namespace RentDeck
