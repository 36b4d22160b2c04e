// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace RentDeck {

/** One message for people: a budget threshold crossed, an offer that appeared, a test. Plain text, never a secret. */
struct Alert
{
    QString key; // what it is about, stable ("budget:3:80:2026-12"): for logs and receivers that deduplicate
    QString title; // one line
    QString body; // a few lines of plain text
};

} // namespace RentDeck
