// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/RemoteText.h"

#include <algorithm>

namespace RentDeck::RemoteText {

namespace {

constexpr char16_t ControlPictures = 0x2400; // U+2400 + c shows C0 control c; U+2421 shows DEL

bool isBidiControl(char16_t c)
{
    return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}

bool isControl(char16_t c)
{
    return (c < 0x20 && c != u'\n' && c != u'\t') || (c >= 0x7F && c <= 0x9F) || isBidiControl(c);
}

} // namespace

bool hasControls(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return isControl(c.unicode()); });
}

QString visible(const QString &text)
{
    if (!hasControls(text)) {
        return text;
    }
    QString result;
    result.reserve(text.size() + 8);
    for (const QChar c : text) {
        const char16_t code = c.unicode();
        if (!isControl(code)) {
            result += c;
        } else if (code < 0x20) {
            result += QChar(char16_t(ControlPictures + code));
        } else if (code == 0x7F) {
            result += QChar(char16_t(ControlPictures + 0x21));
        } else {
            result += QStringLiteral("<U+") + QString::number(code, 16).toUpper().rightJustified(4, u'0')
                + QLatin1Char('>');
        }
    }
    return result;
}

QVariant visibleData(const QVariant &value)
{
    return value.typeId() == QMetaType::QString ? QVariant(visible(value.toString())) : value;
}

QString toolTip(const QString &text)
{
    if (text.isEmpty()) {
        return text;
    }
    return QStringLiteral("<p style=\"white-space:pre-wrap\">") + visible(text).toHtmlEscaped()
        + QStringLiteral("</p>");
}

} // namespace RentDeck::RemoteText
