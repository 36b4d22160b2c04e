// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "XmlLines.h"

namespace RentDeck {

void XmlLines::open(const QString &tag, const QString &attributes)
{
    m_lines << indent() + QLatin1Char('<') + tag + (attributes.isEmpty() ? QString() : QLatin1Char(' ') + attributes)
            + QLatin1Char('>');
    ++m_depth;
}

void XmlLines::close(const QString &tag)
{
    --m_depth;
    m_lines << indent() + QStringLiteral("</") + tag + QLatin1Char('>');
}

void XmlLines::element(const QString &tag, const QString &value)
{
    m_lines << indent() + QLatin1Char('<') + tag + QLatin1Char('>') + value.toHtmlEscaped() + QStringLiteral("</") + tag
            + QLatin1Char('>');
}

} // namespace RentDeck
