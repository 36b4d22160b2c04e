// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/NvidiaSmiTableParser.h"

#include "checks/NvidiaSmiValues.h"
#include "core/Translate.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace RentDeck {

namespace {

using namespace NvidiaSmiValues;

// Tables are 79 or 91 columns; the bound also keeps the row patterns linear.
constexpr qsizetype MaxTableLine = 512;

QString tr(const char *text)
{
    return translateInFile("RentDeck::NvidiaSmiTableParser", text);
}

Error malformed(qsizetype lineIndex, const QString &why)
{
    return Error::make(Error::Code::InvalidInput, tr("nvidia-smi table, line %1: %2").arg(lineIndex + 1).arg(why));
}

// "| a | b | c |" → {"a", "b", "c"} (untrimmed).
QStringList cells(const QString &line)
{
    QString inner = line;
    inner.remove(0, 1);
    if (inner.endsWith(QLatin1Char('|'))) {
        inner.chop(1);
    }
    return inner.split(QLatin1Char('|'));
}

QString headerField(const QString &header, const QString &label)
{
    const qsizetype at = header.indexOf(label + QLatin1Char(':'));
    if (at < 0) {
        return {};
    }
    return version(QStringView(header).mid(at + label.size() + 1).trimmed());
}

// First line of a GPU box: "|   0  NVIDIA GeForce ...  Off  | 00000000:01:00.0 Off |   0 |".
bool parseFirstRow(const QStringList &row, GpuInfo &gpu)
{
    static const QRegularExpression idName(QStringLiteral("^\\s*(\\d{1,4})\\s+(.*?)\\s+(\\S+)\\s*$"));
    const QRegularExpressionMatch match = idName.match(row.at(0));
    if (!match.hasMatch() || row.size() < 3) {
        return false;
    }
    gpu.index = match.captured(1).toInt();
    gpu.name = match.captured(2);
    gpu.busId = row.at(1).trimmed().section(QLatin1Char(' '), 0, 0);
    const QString ecc = row.at(2).trimmed();
    if (!isMissing(ecc) && ecc != QLatin1String("Off") && ecc != QLatin1String("On")) {
        gpu.eccVolatileUncorrected = integer(ecc);
    }
    if (ecc == QLatin1String("Off")) {
        gpu.eccEnabled = false;
    }
    return !gpu.name.isEmpty();
}

// Second line: "|ERR!   38C    P5    49W / 450W |   2021MiB / 23028MiB |      0%   E. Process |".
bool parseSecondRow(const QStringList &row, GpuInfo &gpu)
{
    static const QRegularExpression stats(
        QStringLiteral("^\\s*(\\S+)\\s+(\\S+)\\s+(\\S+)\\s+(\\S+)\\s*/\\s*(\\S+)\\s*$"));
    static const QRegularExpression memory(QStringLiteral("^\\s*(\\S+)\\s*/\\s*(\\S+)\\s*$"));
    if (row.size() < 3) {
        return false;
    }
    const QRegularExpressionMatch s = stats.match(row.at(0));
    const QRegularExpressionMatch m = memory.match(row.at(1));
    if (!s.hasMatch() || !m.hasMatch()) {
        return false;
    }
    gpu.temperatureC = smallInteger(s.captured(2));
    gpu.pstate = isMissing(s.captured(3)) ? QString() : s.captured(3);
    gpu.powerDrawW = number(s.captured(4));
    gpu.powerLimitW = number(s.captured(5));
    gpu.memoryUsedMib = integer(m.captured(1));
    gpu.memoryTotalMib = integer(m.captured(2));
    if (gpu.memoryUsedMib && gpu.memoryTotalMib) {
        gpu.memoryFreeMib = *gpu.memoryTotalMib - *gpu.memoryUsedMib;
    }
    gpu.utilizationGpu = smallInteger(row.at(2).trimmed().section(QLatin1Char(' '), 0, 0));
    return true;
}

// First line of a MIG device box in the "MIG devices:" table, every driver since 450 (the 580+ header says
// "Shared Memory-Usage", 470+ adds "Shared" engine columns; the cells we read stay in place):
// "|  0    1   0   0  |   107MiB / 40192MiB    | 42      0 |  3   0    2    0    0 |".
enum class MigLine
{
    Other, // the BAR1 line, "No MIG devices found", a separator
    Row, // a whole first line: \a gpuIndex and \a mig are set
    CutRow, // a first line cut short (the copy ends in it)
};

MigLine parseMigRow(const QString &line, int &gpuIndex, MigDevice &mig)
{
    static const QRegularExpression ids(
        QStringLiteral("^\\s*(\\d{1,4})\\s+(\\d{1,4})\\s+(\\d{1,4})\\s+(\\d{1,4})\\s*$"));
    static const QRegularExpression memory(QStringLiteral("^\\s*(\\S+)\\s*/\\s*(\\S+)\\s*$"));
    const QStringList row = cells(line);
    const QRegularExpressionMatch id = ids.match(row.at(0));
    if (!id.hasMatch()) {
        return MigLine::Other;
    }
    if (row.size() < 3 || !QStringView(line).trimmed().endsWith(QLatin1Char('|'))) {
        return MigLine::CutRow;
    }
    gpuIndex = id.captured(1).toInt();
    mig.gpuInstanceId = id.captured(2).toInt();
    mig.computeInstanceId = id.captured(3).toInt();
    mig.index = id.captured(4).toInt();
    const QRegularExpressionMatch m = memory.match(row.at(1));
    if (m.hasMatch()) {
        mig.memoryUsedMib = integer(m.captured(1));
        mig.memoryTotalMib = integer(m.captured(2));
    }
    mig.smCount = smallInteger(row.at(2).trimmed().section(QLatin1Char(' '), 0, 0));
    return MigLine::Row;
}

void addMig(GpuReport &report, int gpuIndex, const MigDevice &mig, qsizetype lineIndex)
{
    for (GpuInfo &gpu : report.gpus) {
        if (gpu.index == gpuIndex) {
            gpu.migDevices << mig;
            gpu.migEnabled = true; // slices exist, whatever a pending mode change says
            return;
        }
    }
    report.warnings << tr("the MIG row on line %1 is on GPU %2, which has no GPU row in the table")
                           .arg(lineIndex + 1)
                           .arg(gpuIndex);
}

enum class Part
{
    Header,
    Gpus,
    BetweenTables,
    MigHeader,
    MigRows,
    Done,
};

} // namespace

Result<GpuReport> NvidiaSmiTableParser::parse(const QString &text)
{
    auto lines = splitLines(text);
    if (!lines) {
        return lines.error();
    }
    GpuReport report;
    report.format = GpuReport::Format::Table;
    Part part = Part::Header;
    int rowInBox = 0;
    bool sawHeader = false;
    bool migBoxOpen = false; // a MIG box line came and its "+---" border did not yet
    qsizetype migCutAt = -1; // line where a cut-off copy ends inside the MIG block
    for (qsizetype i = 0; i < lines->size() && part != Part::Done; ++i) {
        const QString &line = lines->at(i);
        const bool boxLine = line.startsWith(QLatin1Char('|'));
        if (part != Part::BetweenTables && line.size() > MaxTableLine) {
            return malformed(i,
                tr("the line is %1 characters wide; nvidia-smi tables are under %2")
                    .arg(line.size())
                    .arg(MaxTableLine));
        }
        if (part == Part::Header) {
            if (boxLine && line.contains(QLatin1String("NVIDIA-SMI"))) {
                sawHeader = true;
                report.driverVersion = headerField(line, QStringLiteral("Driver Version"));
                report.kmdVersion = headerField(line, QStringLiteral("KMD Version"));
                report.cudaUmdVersion = headerField(line, QStringLiteral("CUDA UMD Version"));
                report.cudaVersion = headerField(line, QStringLiteral("CUDA Version"));
            } else if (sawHeader && boxLine && line.startsWith(QLatin1String("|==="))) {
                part = Part::Gpus;
                rowInBox = 0;
            }
            continue;
        }
        if (part == Part::Gpus) {
            if (line.startsWith(QLatin1Char('+'))) {
                if (rowInBox == 1) {
                    return malformed(i, tr("the GPU box ends after its first line"));
                }
                rowInBox = 0;
            } else if (boxLine && rowInBox == 0 && line.contains(QLatin1String("MIG devices:"))) {
                part = Part::MigHeader; // 535 prints it right under the last GPU box, with no blank line
            } else if (boxLine && rowInBox == 0 && line.contains(QLatin1String("Processes:"))) {
                part = Part::Done;
            } else if (boxLine) {
                ++rowInBox;
                const QStringList row = cells(line);
                if (rowInBox == 1) {
                    if (report.gpus.size() >= MaxGpus) {
                        return malformed(i, tr("more GPU rows than a machine has"));
                    }
                    GpuInfo gpu;
                    if (!parseFirstRow(row, gpu)) {
                        return malformed(i, tr("expected a GPU row (index, name, bus id)"));
                    }
                    report.gpus << gpu;
                } else if (rowInBox == 2 && !parseSecondRow(row, report.gpus.last())) {
                    return malformed(i, tr("expected fan, temperature, performance state, power and memory"));
                } else if (rowInBox == 3) {
                    const QString mig = row.size() >= 3 ? row.at(2).trimmed() : QString();
                    report.gpus.last().migEnabled = flag(mig);
                }
            } else {
                if (rowInBox == 1) {
                    return malformed(i, tr("the table is cut in the middle of a GPU row"));
                }
                part = Part::BetweenTables;
            }
            continue;
        }
        if (part == Part::BetweenTables) {
            if (line.contains(QLatin1String("MIG devices:"))) {
                part = Part::MigHeader;
            } else if (line.contains(QLatin1String("Processes:"))) {
                part = Part::Done;
            }
            continue;
        }
        if (part == Part::MigHeader) {
            if (line.startsWith(QLatin1String("|==="))) {
                part = Part::MigRows;
                migBoxOpen = true; // a row ("No MIG devices found" at least) and its border must follow
            } else if (!boxLine && !line.startsWith(QLatin1Char('+'))) {
                migCutAt = i - 1; // the header of the block is not whole
                part = Part::Done;
            }
            continue;
        }
        if (line.startsWith(QLatin1Char('+'))) {
            migBoxOpen = false;
        } else if (!boxLine) {
            if (migBoxOpen) {
                migCutAt = i - 1; // a MIG box without its closing border
            }
            part = Part::Done;
        } else if (line.contains(QLatin1String("Processes:"))) {
            part = Part::Done; // no blank line before the processes block
        } else {
            migBoxOpen = true;
            int gpuIndex = 0;
            MigDevice mig;
            const MigLine kind = parseMigRow(line, gpuIndex, mig);
            if (kind == MigLine::CutRow) {
                migCutAt = i;
                part = Part::Done;
            } else if (kind == MigLine::Row) {
                addMig(report, gpuIndex, mig, i);
            }
        }
    }
    if (part == Part::MigHeader || (part == Part::MigRows && migBoxOpen)) {
        migCutAt = lines->size() - 1;
    }
    if (migCutAt >= 0) {
        report.warnings << tr("the table ends inside the \"MIG devices\" block (line %1): a cut-off copy, so MIG "
                              "devices after the last whole row are missing; save the whole nvidia-smi output")
                               .arg(migCutAt + 1);
    }
    if (!sawHeader) {
        return Error::make(
            Error::Code::InvalidInput, tr("no \"NVIDIA-SMI … Driver Version\" header: not an nvidia-smi table"));
    }
    if (report.gpus.isEmpty()) {
        return Error::make(Error::Code::InvalidInput, tr("the nvidia-smi table has no GPU row (truncated output?)"));
    }
    if (rowInBox == 1 && part == Part::Gpus) {
        return malformed(lines->size() - 1, tr("the table is cut in the middle of a GPU row"));
    }
    if (report.driverVersion.isEmpty()) {
        report.driverVersion = report.kmdVersion;
    }
    if (report.cudaVersion.isEmpty()) {
        report.cudaVersion = report.cudaUmdVersion;
    }
    return report;
}

} // namespace RentDeck
