// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/TransferLeftovers.h"

#include "ssh/ShellQuote.h"
#include "sync/Manifest.h"
#include "sync/RsyncJob.h"

#include <QRegularExpression>
#include <algorithm>

namespace RentDeck::TransferLeftovers {

namespace {
bool isPartialDir(const QString &path)
{
    return path == FileTransfer::PartialDir || path.endsWith(u'/' + FileTransfer::PartialDir);
}
} // namespace

QStringList find(const QStringList &extra, const Manifest &source)
{
    // rsync's mkstemp pattern: "." + name + "." + six characters from [A-Za-z0-9].
    static const QRegularExpression temporary(QStringLiteral("^\\.(.+)\\.[A-Za-z0-9]{6}$"));
    QStringList found;
    for (const QString &path : extra) {
        const qsizetype slash = path.lastIndexOf(u'/');
        const QString folder = slash < 0 ? QString() : path.left(slash + 1);
        // An emptied partial-dir: what it held was used by the resumed transfer.
        if (isPartialDir(path)) {
            const QString inside = path + u'/';
            if (std::none_of(
                    extra.cbegin(), extra.cend(), [&](const QString &other) { return other.startsWith(inside); })) {
                found << path;
            }
            continue;
        }
        const QRegularExpressionMatch match = temporary.match(path.mid(slash + 1));
        if (!match.hasMatch()) {
            continue;
        }
        const ManifestEntry *original = source.find(folder + match.captured(1));
        if (original && original->type == ManifestEntry::Type::File) {
            found << path;
        }
    }
    return found;
}

QString removeCommand(const QString &rootExpression, const QStringList &paths)
{
    QStringList files;
    QStringList folders;
    for (const QString &path : paths) {
        (isPartialDir(path) ? folders : files) << path;
    }
    QString command = QStringLiteral("cd %1").arg(rootExpression);
    if (!files.isEmpty()) {
        command += QStringLiteral(" && rm -f -- ") + ShellQuote::join(files);
    }
    if (!folders.isEmpty()) {
        command += QStringLiteral(" && rmdir -- ") + ShellQuote::join(folders);
    }
    return command;
}

bool isFolder(const QString &path)
{
    return isPartialDir(path);
}

} // namespace RentDeck::TransferLeftovers
