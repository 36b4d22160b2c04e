// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/ExcludeMatcher.h"

namespace RentDeck {

ExcludeMatcher::ExcludeMatcher(const QStringList &patterns)
{
    for (QString pattern : patterns) {
        Rule rule;
        if (pattern.endsWith(u'/')) {
            rule.dirOnly = true;
            pattern.chop(1);
        }
        if (pattern.startsWith(u'/')) {
            rule.anchored = true;
            pattern.remove(0, 1);
        }
        if (pattern.isEmpty()) {
            continue;
        }
        rule.wholePath = pattern.contains(u'/') || pattern.contains(QLatin1String("**"));
        // Qt's conversion keeps '*' within one component; "**" is rsync's "anything, '/' included".
        QStringList pieces = pattern.split(QStringLiteral("**"));
        for (QString &piece : pieces) {
            piece = QRegularExpression::wildcardToRegularExpression(
                piece, QRegularExpression::UnanchoredWildcardConversion);
        }
        rule.regex.setPattern(QStringLiteral("\\A(?:%1)\\z").arg(pieces.join(QStringLiteral(".*"))));
        rule.regex.optimize();
        m_rules.append(rule);
    }
}

bool ExcludeMatcher::matchesEntry(const QString &relativePath, bool isDir) const
{
    const QStringView path(relativePath);
    const QStringView name = path.mid(path.lastIndexOf(u'/') + 1);
    for (const Rule &rule : m_rules) {
        if (rule.dirOnly && !isDir) {
            continue;
        }
        if (rule.anchored || !rule.wholePath) {
            if (rule.regex.match(rule.anchored ? path : name).hasMatch()) {
                return true;
            }
            continue;
        }
        for (qsizetype from = 0; from >= 0;) {
            if (rule.regex.match(path.mid(from)).hasMatch()) {
                return true;
            }
            const qsizetype slash = path.indexOf(u'/', from);
            from = slash < 0 ? -1 : slash + 1;
        }
    }
    return false;
}

bool ExcludeMatcher::excludes(const QString &relativePath, bool isDir) const
{
    for (qsizetype slash = relativePath.indexOf(u'/'); slash >= 0; slash = relativePath.indexOf(u'/', slash + 1)) {
        if (matchesEntry(relativePath.left(slash), true)) {
            return true;
        }
    }
    return matchesEntry(relativePath, isDir);
}

} // namespace RentDeck
