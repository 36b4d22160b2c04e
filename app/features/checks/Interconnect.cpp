// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/Interconnect.h"

namespace RentDeck {

Interconnect::Kind Interconnect::fromName(const QString &name)
{
    // Unknown links are taken as PCIe: assuming the slow link can only make the estimate pessimistic.
    const QString text = name.trimmed();
    if (text.contains(QLatin1String("nvlink"), Qt::CaseInsensitive)
        || text.contains(QLatin1String("nvswitch"), Qt::CaseInsensitive)
        || text.compare(QLatin1String("sxm"), Qt::CaseInsensitive) == 0) {
        return Kind::NvLink;
    }
    return Kind::Pcie;
}

QString Interconnect::name(Kind kind)
{
    return kind == Kind::NvLink ? QStringLiteral("NVLink") : QStringLiteral("PCIe");
}

double Interconnect::bytesPerSecond(Kind kind)
{
    return kind == Kind::NvLink ? NvLinkBytesPerSecond : PcieBytesPerSecond;
}

} // namespace RentDeck
