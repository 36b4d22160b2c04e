// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace RentDeck {

/**
 * Collects every Qt log message ("category: text") from construction until stop() or destruction, so a test can
 * prove that no secret reached the log. Warnings and worse still reach the previous handler. One at a time.
 */
class LogCapture
{
public:
    LogCapture();
    ~LogCapture();
    LogCapture(const LogCapture &) = delete;
    LogCapture &operator=(const LogCapture &) = delete;

    /** Puts the previous handler back; lines() keeps what was captured. */
    void stop();
    const QStringList &lines() const { return m_lines; }
    QString text() const { return m_lines.join(QLatin1Char('\n')); }
    void clear() { m_lines.clear(); }

private:
    static void handle(QtMsgType type, const QMessageLogContext &context, const QString &message);

    QStringList m_lines;
    QtMessageHandler m_previous = nullptr;
    bool m_active = false;
};

} // namespace RentDeck
