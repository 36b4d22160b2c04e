// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace RentDeck {

/** What redact() puts in place of a secret. */
inline constexpr QLatin1StringView RedactedMarker { "***" };

/**
 * Masks secrets in free text before it is logged or shown in a report:
 * `Authorization: Bearer …` (the scheme is kept), `api_key=`/`apiKey`/`x-api-key`/`token=`/`password=`/
 * `secret=` values in query strings, headers and JSON, passwords in URLs (`user:pass@host`), and whole
 * `-----BEGIN … PRIVATE KEY-----` blocks (to the end of the text when the END line is missing).
 * Ordinary text is returned unchanged. Thread-safe and idempotent.
 */
QString redact(const QString &text);

} // namespace RentDeck
