// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/XidCodes.h"

#include <QRegularExpression>
#include <QSet>

namespace RentDeck::XidCodes {

QList<XidEvent> parse(const QString &kernelLog)
{
    static const QRegularExpression line(QStringLiteral("Xid \\(([^)]*)\\): (\\d+)"));
    QList<XidEvent> events;
    for (auto it = line.globalMatch(kernelLog); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        events.append({ match.captured(2).toInt(), match.captured(1) });
    }
    return events;
}

bool isSevere(int code)
{
    // NVIDIA's Xid catalog: 48 double-bit ECC, 63/64 row remapping, 74 NVLink, 79 fallen off the bus, 92 high
    // single-bit ECC rate, 94/95 contained/uncontained ECC, 119/120 GSP errors.
    static const QSet<int> severe { 48, 63, 64, 74, 79, 92, 94, 95, 119, 120 };
    return severe.contains(code);
}

} // namespace RentDeck::XidCodes
