// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/GpuTopology.h"

#include "core/Translate.h"

#include <algorithm>
#include <numeric>

namespace RentDeck {

namespace {

using Link = GpuTopology::Link;

QString tr(const char *text)
{
    return translateInFile("RentDeck::GpuTopology", text);
}

QString howFar(Link link)
{
    switch (link) {
    case Link::PcieSwitch:
        return tr("through one PCIe switch");
    case Link::PcieMultiSwitch:
        return tr("through several PCIe switches");
    case Link::HostBridge:
        return tr("through the CPU's PCIe host bridge");
    case Link::SameNuma:
        return tr("across the PCIe host bridges of one CPU");
    case Link::CrossSocket:
        return tr("across CPU sockets");
    case Link::Self:
    case Link::NvLink:
    case Link::Unknown:
        break;
    }
    return tr("over a link this version does not know");
}

// {0, 1, 2, 3} → "0–3"; {0, 2} → "(0, 2)": GPUs that sit apart stay readable as one group.
QString groupText(const QList<int> &group)
{
    QStringList parts;
    for (qsizetype i = 0; i < group.size();) {
        qsizetype last = i;
        while (last + 1 < group.size() && group.at(last + 1) == group.at(last) + 1) {
            ++last;
        }
        parts << (last > i ? QStringLiteral("%1–%2").arg(group.at(i)).arg(group.at(last))
                           : QString::number(group.at(i)));
        i = last + 1;
    }
    return parts.size() > 1 ? QLatin1Char('(') + parts.join(QStringLiteral(", ")) + QLatin1Char(')') : parts.value(0);
}

QString joinWithAnd(const QStringList &items)
{
    if (items.size() < 2) {
        return items.value(0);
    }
    return tr("%1 and %2").arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.last());
}

} // namespace

GpuTopology::Link GpuTopology::linkFromCode(QStringView code)
{
    if (code == u"X") {
        return Link::Self;
    }
    if (code.size() > 2 && code.startsWith(u"NV")
        && std::all_of(code.begin() + 2, code.end(), [](QChar c) { return c.isDigit(); })) {
        return Link::NvLink;
    }
    if (code == u"PIX") {
        return Link::PcieSwitch;
    }
    if (code == u"PXB") {
        return Link::PcieMultiSwitch;
    }
    if (code == u"PHB") {
        return Link::HostBridge;
    }
    if (code == u"NODE") {
        return Link::SameNuma;
    }
    if (code == u"SYS" || code == u"SOC") {
        return Link::CrossSocket;
    }
    return Link::Unknown;
}

GpuTopology::Link GpuTopology::link(int a, int b) const
{
    if (a < 0 || b < 0 || a >= links.size() || b >= links.at(a).size()) {
        return Link::Unknown;
    }
    return linkFromCode(links.at(a).at(b));
}

int GpuTopology::nvlinkCount(int a, int b) const
{
    return link(a, b) == Link::NvLink ? QStringView(links.at(a).at(b)).mid(2).toInt() : 0;
}

GpuTopology::Link GpuTopology::worst() const
{
    Link slowest = Link::Self;
    for (int a = 0; a < gpuCount(); ++a) {
        for (int b = 0; b < gpuCount(); ++b) {
            if (a != b) {
                slowest = std::max(slowest, link(a, b));
            }
        }
    }
    return slowest;
}

bool GpuTopology::allNvLink() const
{
    return gpuCount() >= 2 && worst() == Link::NvLink;
}

bool GpuTopology::anyNvLink() const
{
    for (int a = 0; a < gpuCount(); ++a) {
        for (int b = a + 1; b < gpuCount(); ++b) {
            if (link(a, b) == Link::NvLink) {
                return true;
            }
        }
    }
    return false;
}

QString GpuTopology::describe() const
{
    const int count = gpuCount();
    if (count < 2) {
        return count == 1 ? tr("1 GPU") : tr("no GPU");
    }
    QList<int> nvlinks; // the distinct NV# counts, for "NV18" or "NV1/NV2"
    QString slowestCode;
    const Link slowest = worst();
    QList<int> group(count); // union-find over the pairs joined faster than the slowest link
    std::iota(group.begin(), group.end(), 0);
    const auto root = [&group](int gpu) {
        while (group.at(gpu) != gpu) {
            gpu = group.at(gpu);
        }
        return gpu;
    };
    for (int a = 0; a < count; ++a) {
        for (int b = 0; b < count; ++b) {
            if (a == b) {
                continue;
            }
            if (nvlinkCount(a, b) > 0 && !nvlinks.contains(nvlinkCount(a, b))) {
                nvlinks << nvlinkCount(a, b);
            }
            if (link(a, b) == slowest && slowestCode.isEmpty()) {
                slowestCode = links.at(a).at(b);
            } else if (link(a, b) < slowest) {
                group[root(a)] = root(b);
            }
        }
    }
    std::sort(nvlinks.begin(), nvlinks.end());
    QStringList nvCodes;
    for (int bonded : nvlinks) {
        nvCodes << QStringLiteral("NV%1").arg(bonded);
    }
    if (slowest == Link::NvLink) {
        return tr("%1 GPUs, all pairs NVLink (%2)").arg(count).arg(nvCodes.join(QLatin1Char('/')));
    }
    QList<QList<int>> groups;
    QList<int> groupRoots;
    for (int gpu = 0; gpu < count; ++gpu) {
        const qsizetype at = groupRoots.indexOf(root(gpu));
        if (at < 0) {
            groupRoots << root(gpu);
            groups << QList<int> { gpu };
        } else {
            groups[at] << gpu;
        }
    }
    const QString head = nvCodes.isEmpty()
        ? tr("%1 GPUs over PCIe").arg(count)
        : tr("%1 GPUs, NVLink on some pairs (%2)").arg(count).arg(nvCodes.join(QLatin1Char('/')));
    const QString how = QStringLiteral("%1 (%2)").arg(howFar(slowest), slowestCode);
    if (groups.size() == count && count > 2) {
        return tr("%1, all pairs %2").arg(head, how);
    }
    QStringList groupTexts;
    for (const QList<int> &members : groups) {
        groupTexts << groupText(members);
    }
    return tr("%1, %2 between GPU %3").arg(head, how, joinWithAnd(groupTexts));
}

} // namespace RentDeck
