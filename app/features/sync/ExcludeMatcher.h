// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace RentDeck {

/**
 * rsync --exclude patterns, compiled once, for transfers that do not run rsync (SftpTransferJob). Supported:
 * `*`, `?`, `[...]` (QRegularExpression::wildcardToRegularExpression: they never cross '/'), `**` (crosses '/'),
 * a leading '/' (anchored at the transfer root), a trailing '/' (directories only), and a pattern with a '/'
 * inside, which matches the end of the path at a component boundary. A pattern without '/' matches the name of
 * any entry, so everything below an excluded directory is excluded too. Not supported: include rules ("+ "),
 * '!' and per-directory merge files. Pure; paths are '/'-separated and relative to the transfer root.
 */
class ExcludeMatcher
{
public:
    explicit ExcludeMatcher(const QStringList &patterns = {});

    /** Whether this entry itself matches; its ancestors are not looked at (a walk stops at excluded dirs). */
    bool matchesEntry(const QString &relativePath, bool isDir) const;
    /** Whether the entry or one of its ancestor directories matches. */
    bool excludes(const QString &relativePath, bool isDir) const;
    bool isEmpty() const { return m_rules.isEmpty(); }

private:
    struct Rule
    {
        QRegularExpression regex;
        bool dirOnly = false;
        bool anchored = false;
        bool wholePath = false; // has a '/' or "**": matched against the path, not the name
    };
    QList<Rule> m_rules;
};

} // namespace RentDeck
