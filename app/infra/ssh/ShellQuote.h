// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace RentDeck {

/**
 * Quoting for POSIX sh, for commands sent over SSH (the remote shell splits the command line again).
 * Pure functions. A word made only of characters sh never treats specially ([A-Za-z0-9_@%+:,./-]) stays
 * as is; anything else (spaces, quotes, $, *, ~, =, newlines, the empty word) is wrapped in single quotes,
 * with each ' written as '"'"'. So `exec NAME -- echo "a b" 'c'` arrives as the three words echo, a b, c.
 */
namespace ShellQuote {
/** One word, safe to paste into a POSIX sh command line. */
QString quote(const QString &word);
/** The words quoted and joined with single spaces. */
QString join(const QStringList &words);
} // namespace ShellQuote

} // namespace RentDeck
