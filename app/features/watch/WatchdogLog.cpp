// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/WatchdogLog.h"

namespace RentDeck {

const WatchdogEvent *WatchdogLog::find(const QString &kind) const
{
    for (const WatchdogEvent &event : events) {
        if (event.kind == kind) {
            return &event;
        }
    }
    return nullptr;
}

WatchdogLog WatchdogLog::parse(const QByteArray &output, int sinceLine)
{
    WatchdogLog log;
    QList<QByteArray> lines = output.split('\n');
    if (!lines.isEmpty() && lines.last().isEmpty()) {
        lines.removeLast();
    }
    if (lines.isEmpty()) {
        log.nextLine = 0;
        return log;
    }
    bool ok = false;
    const int total = lines.takeFirst().trimmed().toInt(&ok);
    const int first = ok && total >= sinceLine ? sinceLine : 0;
    int number = first;
    for (const QByteArray &raw : std::as_const(lines)) {
        WatchdogEvent event;
        event.line = ++number;
        const QString text = QString::fromUtf8(raw);
        const qsizetype space = text.indexOf(QLatin1Char(' '));
        const QDateTime at = space > 0 ? QDateTime::fromString(text.left(space), Qt::ISODate) : QDateTime();
        if (at.isValid()) {
            event.at = at.toUTC();
            const QString rest = text.mid(space + 1);
            const qsizetype split = rest.indexOf(QLatin1Char(' '));
            event.kind = split < 0 ? rest : rest.left(split);
            event.detail = split < 0 ? QString() : rest.mid(split + 1);
        } else {
            event.kind = QStringLiteral("text");
            event.detail = text;
        }
        log.events.append(event);
    }
    log.nextLine = ok ? std::max(total, number) : number;
    return log;
}

} // namespace RentDeck
