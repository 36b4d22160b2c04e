// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace RentDeck {

/** A tiny tab-indented XML writer that reproduces nvidia-smi's layout (one element per line). */
class XmlLines
{
public:
    void open(const QString &tag, const QString &attributes = {});
    void close(const QString &tag);
    void element(const QString &tag, const QString &value);
    void raw(const QString &line) { m_lines << line; }
    [[nodiscard]] QString text() const { return m_lines.join(QLatin1Char('\n')) + QLatin1Char('\n'); }

private:
    [[nodiscard]] QString indent() const { return QString(m_depth, QLatin1Char('\t')); }

    QStringList m_lines;
    qsizetype m_depth = 0;
};

} // namespace RentDeck
