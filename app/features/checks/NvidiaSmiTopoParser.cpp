// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/NvidiaSmiTopoParser.h"

#include "checks/NvidiaSmiValues.h"
#include "core/Translate.h"

#include <QRegularExpression>
#include <algorithm>
#include <optional>

namespace RentDeck {

namespace {

// Real machines list a few dozen devices (16 GPUs, 18 NICs); the bound keeps the matrix of a hostile input small.
constexpr qsizetype MaxDevices = 256;

const QString CpuAffinity = QStringLiteral("CPU Affinity");
const QString NumaAffinity = QStringLiteral("NUMA Affinity");
const QString GpuNumaId = QStringLiteral("GPU NUMA ID");

QString tr(const char *text)
{
    return translateInFile("RentDeck::NvidiaSmiTopoParser", text);
}

Error malformed(qsizetype lineIndex, const QString &why)
{
    return Error::make(Error::Code::InvalidInput, tr("nvidia-smi topo -m, line %1: %2").arg(lineIndex + 1).arg(why));
}

const QRegularExpression &whitespace()
{
    static const QRegularExpression pattern(QStringLiteral("\\s+"));
    return pattern;
}

// 535+ underlines the header ("\e[4mGPU0 … GPU NUMA ID\e[0m"), even into a file or a pipe.
QString withoutEscapes(const QString &line)
{
    static const QRegularExpression escape(QStringLiteral("\\x1b\\[[0-9;]*m"));
    return line.contains(QChar(0x1b)) ? QString(line).remove(escape) : line;
}

struct Header
{
    QStringList devices; // GPU0 … GPUn, then the NICs
    QStringList affinityColumns; // those of CPU Affinity, NUMA Affinity, GPU NUMA ID it has, in order
    qsizetype gpuCount = 0;
};

// "\tGPU0\tGPU1\tNIC0\tCPU Affinity\tNUMA Affinity\tGPU NUMA ID", or the same with spaces: the affinity columns'
// names hold spaces, so they are found by name and only the device names are split.
std::optional<Header> parseHeader(const QString &line)
{
    Header header;
    qsizetype devicesEnd = line.size();
    for (const QString &column : { CpuAffinity, NumaAffinity, GpuNumaId }) {
        const qsizetype at = line.indexOf(column);
        if (at >= 0) {
            devicesEnd = std::min(devicesEnd, at);
            header.affinityColumns << column;
        }
    }
    header.devices = line.left(devicesEnd).split(whitespace(), Qt::SkipEmptyParts);
    // A matrix row ("GPU0  X  NV18 …") also starts with GPU0; a header never holds X. Device names are short
    // (GPU7, NIC11, mlx5_bond_0), which also keeps them fit to quote in a message.
    const auto longName = [](const QString &device) { return device.size() > 32; };
    if (header.devices.value(0) != QLatin1String("GPU0") || header.devices.contains(QLatin1String("X"))
        || std::any_of(header.devices.cbegin(), header.devices.cend(), longName)) {
        return std::nullopt;
    }
    while (header.gpuCount < header.devices.size()
        && header.devices.at(header.gpuCount) == QStringLiteral("GPU%1").arg(header.gpuCount)) {
        ++header.gpuCount;
    }
    return header;
}

// Tab-separated rows keep their empty cells (no affinity printed); a pasted copy has spaces and loses them.
QStringList rowCells(const QString &line, bool *tabs)
{
    *tabs = line.contains(QLatin1Char('\t'));
    if (!*tabs) {
        return line.split(whitespace(), Qt::SkipEmptyParts);
    }
    QStringList cells = line.split(QLatin1Char('\t'));
    for (QString &cell : cells) {
        cell = cell.trimmed();
    }
    return cells;
}

// nvidia-smi prints an N/A affinity as "\tN/A" after the separating tab ("0-11\t\tN/A\t\tN/A"), so in a
// tab-separated row an empty cell followed by N/A is one value.
QStringList affinityValues(const QStringList &tail, bool tabs)
{
    if (!tabs) {
        return tail;
    }
    QStringList values;
    for (qsizetype i = 0; i < tail.size(); ++i) {
        if (tail.at(i).isEmpty() && i + 1 < tail.size() && tail.at(i + 1) == QLatin1String("N/A")) {
            ++i;
        }
        values << tail.at(i);
    }
    return values;
}

// X, NV#, PIX, PXB, PHB, NODE, SYS, SOC, or an upper-case code a newer driver may add.
bool isLinkCode(const QString &cell)
{
    static const QRegularExpression code(QStringLiteral("^(X|NV\\d{1,3}|[A-Z][A-Z0-9]{1,7})$"));
    return code.match(cell).hasMatch();
}

} // namespace

Result<GpuTopology> NvidiaSmiTopoParser::parse(const QString &text)
{
    const auto lines = NvidiaSmiValues::splitLines(text);
    if (!lines) {
        return lines.error();
    }
    qsizetype i = 0;
    std::optional<Header> header;
    while (i < lines->size() && !header) {
        header = parseHeader(withoutEscapes(lines->at(i++)));
    }
    if (!header) {
        return Error::make(Error::Code::InvalidInput,
            tr("no \"GPU0 … CPU Affinity\" header line: this is not the output of nvidia-smi topo -m"));
    }
    const QStringList &devices = header->devices;
    // Every driver prints the column, empty or not: without it the header line is cut and may miss GPUs.
    if (!header->affinityColumns.contains(CpuAffinity)) {
        return malformed(i - 1, tr("the header ends before its CPU Affinity column: a cut-off copy"));
    }
    if (devices.size() > MaxDevices) {
        return malformed(i - 1, tr("the header lists %1 devices, more than a machine has").arg(devices.size()));
    }
    static const QRegularExpression gpuName(QStringLiteral("^GPU\\d+$"));
    for (qsizetype column = header->gpuCount; column < devices.size(); ++column) {
        if (gpuName.match(devices.at(column)).hasMatch()) {
            return malformed(i - 1, tr("the header lists %1 out of order").arg(devices.at(column)));
        }
    }
    GpuTopology topology;
    topology.nicCount = int(devices.size() - header->gpuCount);
    for (qsizetype row = 0; row < devices.size(); ++row, ++i) {
        const QString &device = devices.at(row);
        const auto blank = [](const QString &line) { return line.trimmed().isEmpty(); };
        if (std::all_of(lines->begin() + i, lines->end(), blank)) {
            return malformed(i - 1,
                tr("the output ends here, before the %1 row (%2 of %3 rows are there): a cut-off copy")
                    .arg(device)
                    .arg(row)
                    .arg(devices.size()));
        }
        bool tabs = false;
        const QStringList cells = rowCells(withoutEscapes(lines->at(i)), &tabs);
        if (cells.isEmpty() || cells.first() == QLatin1String("Legend:")) {
            return malformed(i,
                tr("the matrix ends after %1 of its %2 rows; the %3 row is missing")
                    .arg(row)
                    .arg(devices.size())
                    .arg(device));
        }
        if (cells.first() != device) {
            return malformed(i, tr("expected the %1 row, found \"%2\"").arg(device, cells.first().left(40)));
        }
        if (cells.size() < devices.size() + 1) {
            return malformed(i,
                tr("the %1 row has %2 of its %3 cells: a cut-off copy")
                    .arg(device)
                    .arg(cells.size() - 1)
                    .arg(devices.size()));
        }
        for (qsizetype column = 0; column < devices.size(); ++column) {
            const QString &cell = cells.at(column + 1);
            if (!isLinkCode(cell)) {
                return malformed(i,
                    tr("the %1 row holds \"%2\" under %3, which is no link code (X, NV#, PIX, PXB, PHB, NODE, SYS)")
                        .arg(device, cell.left(40), devices.at(column)));
            }
            if ((column == row) != (cell == QLatin1String("X"))) {
                return malformed(i,
                    tr("the %1 row holds \"%2\" under %3, but X belongs exactly in a device's own column")
                        .arg(device, cell, devices.at(column)));
            }
        }
        if (row < header->gpuCount) {
            topology.links << cells.mid(1, header->gpuCount);
            const QStringList values = affinityValues(cells.mid(devices.size() + 1), tabs);
            topology.cpuAffinity << values.value(header->affinityColumns.indexOf(CpuAffinity));
            topology.numaAffinity << values.value(header->affinityColumns.indexOf(NumaAffinity));
        }
    }
    bool tabs = false;
    if (i < lines->size() && gpuName.match(rowCells(withoutEscapes(lines->at(i)), &tabs).value(0)).hasMatch()) {
        return malformed(i, tr("a GPU row the header has no column for (is the header cut?)"));
    }
    return topology;
}

} // namespace RentDeck
