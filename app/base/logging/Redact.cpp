// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "logging/Redact.h"

#include <QRegularExpression>

namespace RentDeck {

namespace {

constexpr auto Options = QRegularExpression::CaseInsensitiveOption;

// Replaces capture group 2 of every match of \a pattern (group 1 is the kept prefix).
void maskValues(QString &text, const QRegularExpression &pattern)
{
    QString out;
    qsizetype last = 0;
    auto it = pattern.globalMatch(text);
    if (!it.hasNext()) {
        return;
    }
    while (it.hasNext()) {
        const QRegularExpressionMatch match = it.next();
        out += QStringView(text).mid(last, match.capturedStart(2) - last);
        out += RedactedMarker;
        last = match.capturedEnd(2);
    }
    out += QStringView(text).mid(last);
    text = out;
}

} // namespace

QString redact(const QString &text)
{
    static const QRegularExpression privateKey(
        QStringLiteral("(-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----)[\\s\\S]*?(?:-----END [A-Z0-9 ]*PRIVATE KEY-----|$)"),
        QRegularExpression::NoPatternOption);
    // "Authorization: Bearer xyz", "authorization=Basic xyz", "\"Authorization\": \"token xyz\"".
    static const QRegularExpression authorization(
        QStringLiteral("(\\b(?:proxy-)?authorization[\"']?\\s*[:=]\\s*[\"']?(?:(?:bearer|basic|token|digest)\\s+)?)"
                       "([^\\s\"',;]+)"),
        Options);
    // key=value, key: value, "key": "value" for names that hold secrets (also inside longer names:
    // access_token, x-api-key, client_secret, db_password).
    static const QRegularExpression namedValue(
        QStringLiteral("((?:api[_-]?key|token|password|passwd|secret)[\"']?\\s*[:=]\\s*[\"']?)"
                       "([^\\s\"'&,;}\\]<>]+)"),
        Options);
    // scheme://user:password@host
    static const QRegularExpression urlPassword(
        QStringLiteral("(\\b[a-z][a-z0-9+.-]*://[^\\s:/@]+:)([^\\s/@]+)(?=@)"), Options);

    QString result = text;
    result.replace(privateKey, QStringLiteral("\\1 ") + RedactedMarker + QStringLiteral(" -----END PRIVATE KEY-----"));
    maskValues(result, authorization);
    maskValues(result, namedValue);
    maskValues(result, urlPassword);
    return result;
}

} // namespace RentDeck
