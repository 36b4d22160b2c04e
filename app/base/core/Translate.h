// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace RentDeck {

/**
 * For files whose tr() is a local helper rather than a class member: lupdate files those calls under
 * the enclosing class (\a context, "RentDeck::Class") or, in free functions, under the namespace.
 * Looks in both, so the text is found wherever lupdate put it.
 */
inline QString translateInFile(const char *context, const char *text)
{
    const QString translated = QCoreApplication::translate(context, text);
    return translated != QString::fromUtf8(text) ? translated : QCoreApplication::translate("RentDeck", text);
}

} // namespace RentDeck
