// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/ShellQuote.h"

namespace RentDeck::ShellQuote {

namespace {

bool isSafe(QChar c)
{
    if (c.unicode() >= 0x80) {
        return false;
    }
    const char ch = static_cast<char>(c.unicode());
    return (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9')
        || QByteArrayView("_@%+:,./-").contains(ch);
}

} // namespace

QString quote(const QString &word)
{
    if (!word.isEmpty() && std::all_of(word.cbegin(), word.cend(), isSafe)) {
        return word;
    }
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\"'\"'"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

QString join(const QStringList &words)
{
    QStringList quoted;
    quoted.reserve(words.size());
    for (const QString &word : words) {
        quoted.append(quote(word));
    }
    return quoted.join(QLatin1Char(' '));
}

} // namespace RentDeck::ShellQuote
