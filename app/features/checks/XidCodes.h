// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace RentDeck {

/** One "NVRM: Xid (PCI:0000:18:00): 79, pid=…" line of the kernel log. */
struct XidEvent
{
    int code = 0;
    QString device; // "PCI:0000:18:00"
};

/**
 * The driver's Xid error lines and which codes mean broken hardware: shared by the probe's kernel-log check and the
 * burn-in's before/after comparison, so both judge a code the same way.
 */
namespace XidCodes {
/** Every Xid line's code and device, in order; text without Xid lines gives none. */
QList<XidEvent> parse(const QString &kernelLog);
/** Memory, NVLink, a GPU fallen off the bus and the like (NVIDIA's Xid catalog): 48, 63, 64, 74, 79, 92, 94, 95, 119,
 * 120. */
bool isSevere(int code);
} // namespace XidCodes

} // namespace RentDeck
