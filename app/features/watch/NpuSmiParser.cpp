// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/NpuSmiParser.h"

#include "core/Translate.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringDecoder>
#include <QStringList>
#include <cmath>

namespace RentDeck {

namespace {

// A 16-chip A3 box prints under 16 KiB; collect_env text around a capture stays far below this too.
constexpr qsizetype MaxInputBytes = 4 * 1024 * 1024;
// Tables are 80 to 106 columns; the bound also keeps the row patterns linear.
constexpr qsizetype MaxTableLine = 512;
constexpr qsizetype MaxDevices = 4096;
constexpr qsizetype MaxProcesses = 65536;
// Enough to get past a shell prompt or a collect_env dump saved above the table.
constexpr qsizetype SniffBytes = 64 * 1024;
// Sizes and counts beyond this are garbage; the bound keeps later sums from overflowing.
constexpr qint64 MaxValue = qint64(1) << 40;

QString tr(const char *text)
{
    return translateInFile("RentDeck::NpuSmiParser", text);
}

Error invalid(const QString &why)
{
    return Error::make(Error::Code::InvalidInput, why);
}

Error malformed(qsizetype lineIndex, const QString &why)
{
    // One arg() call: a second one would also replace a "%1" inside why.
    return invalid(tr("npu-smi table, line %1: %2").arg(QString::number(lineIndex + 1), why));
}

Result<QString> decode(const QByteArray &data)
{
    if (data.trimmed().isEmpty()) {
        return invalid(tr("the npu-smi output is empty"));
    }
    if (data.size() > MaxInputBytes) {
        return invalid(tr("the input is %1 bytes; npu-smi info is never larger than %2 bytes")
                           .arg(QString::number(data.size()), QString::number(MaxInputBytes)));
    }
    if (data.contains('\0')) {
        return invalid(tr("the input is binary data, not npu-smi output"));
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = decoder(data);
    if (decoder.hasError() || text.contains(QChar::ReplacementCharacter)) {
        return invalid(tr("the input is not UTF-8 text, so it is not npu-smi output"));
    }
    return text;
}

// "| a | b | c |" → {" a ", " b ", " c "}; nullopt when the closing "|" is missing (a line cut short).
std::optional<QStringList> cells(const QString &line)
{
    if (line.size() < 2 || !line.endsWith(QLatin1Char('|'))) {
        return std::nullopt;
    }
    return line.mid(1, line.size() - 2).split(QLatin1Char('|'));
}

bool isMissing(QStringView value)
{
    return value.isEmpty() || value == u"NA" || value == u"N/A" || value == u"-" || value == u"--";
}

std::optional<qint64> integer(QStringView value)
{
    bool ok = false;
    const qint64 parsed = value.toLongLong(&ok);
    if (!ok || parsed < 0 || parsed > MaxValue) {
        return std::nullopt;
    }
    return parsed;
}

std::optional<int> smallInteger(QStringView value)
{
    const std::optional<qint64> parsed = integer(value);
    if (!parsed || *parsed > 1000000) {
        return std::nullopt;
    }
    return int(*parsed);
}

std::optional<double> number(QStringView value)
{
    bool ok = false;
    const double parsed = value.toDouble(&ok);
    if (!ok || !std::isfinite(parsed) || parsed < 0 || parsed > 1e6) {
        return std::nullopt;
    }
    return parsed;
}

struct Usage
{
    std::optional<qint64> used;
    std::optional<qint64> total;
};

// "3378/65536". A total of 0 is how npu-smi says "this chip has no such memory" (910B's DDR column).
Usage usage(QStringView value)
{
    const qsizetype slash = value.indexOf(QLatin1Char('/'));
    if (slash < 0) {
        return {};
    }
    const std::optional<qint64> used = integer(value.left(slash));
    const std::optional<qint64> total = integer(value.mid(slash + 1));
    if (!used || !total || *total == 0) {
        return {};
    }
    return { used, total };
}

// The third cell's values: "99.3   41   0    / 0" → {"99.3", "41", "0/0"}. A "used / total" pair is one
// value whatever its spacing ("59499/ 65536" when the number fills the column).
QStringList values(const QString &cell)
{
    static const QRegularExpression slash(QStringLiteral(" ?/ ?"));
    return cell.simplified().replace(slash, QStringLiteral("/")).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

enum class Column
{
    Power,
    Temperature,
    AiCore,
    Memory,
    Hbm,
    Other, // Hugepages-Usage, and whatever a later npu-smi adds
};

// The third cell of a header row: what its values are, in order, and how the header says it.
struct Header
{
    QList<Column> columns;
    QString text; // "Power(W) Temp(C) Hugepages-Usage(page)", for messages
};

// The header names the values of the third cell, so layouts with and without Hugepages or HBM read alike.
Header readHeader(const QString &cell)
{
    Header out;
    out.text = cell.simplified();
    for (const QString &name : out.text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (name.startsWith(QLatin1String("Power"))) {
            out.columns << Column::Power;
        } else if (name.startsWith(QLatin1String("Temp"))) {
            out.columns << Column::Temperature;
        } else if (name.startsWith(QLatin1String("AICore"))) {
            out.columns << Column::AiCore;
        } else if (name.startsWith(QLatin1String("Memory-Usage"))) {
            out.columns << Column::Memory;
        } else if (name.startsWith(QLatin1String("HBM-Usage"))) {
            out.columns << Column::Hbm;
        } else {
            out.columns << Column::Other;
        }
    }
    return out;
}

// Empty when \a cell holds one value per header column; then \a device has them.
QString applyValues(const Header &header, const QString &cell, NpuDevice &device)
{
    const QStringList items = values(cell);
    if (items.size() != header.columns.size()) {
        return tr("expected %1 values (%2), found %3")
            .arg(QString::number(header.columns.size()), header.text, QString::number(items.size()));
    }
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString &item = items.at(i);
        if (isMissing(item)) {
            continue;
        }
        switch (header.columns.at(i)) {
        case Column::Power:
            device.powerW = number(item);
            break;
        case Column::Temperature:
            device.temperatureC = smallInteger(item);
            break;
        case Column::AiCore:
            device.aicorePercent = smallInteger(item);
            break;
        case Column::Memory: {
            const Usage memory = usage(item);
            device.memoryUsedMib = memory.used;
            device.memoryTotalMib = memory.total;
            break;
        }
        case Column::Hbm: {
            const Usage hbm = usage(item);
            device.hbmUsedMib = hbm.used;
            device.hbmTotalMib = hbm.total;
            break;
        }
        case Column::Other:
            break;
        }
    }
    return {};
}

// "| 0     910B3               | OK            | 99.3        41                0    / 0             |"
QString parseNpuRow(const QStringList &row, const Header &header, NpuDevice &device)
{
    static const QRegularExpression idName(QStringLiteral("^(\\d{1,6})\\s+(\\S.*)$"));
    const QRegularExpressionMatch match
        = row.size() == 3 ? idName.match(row.at(0).trimmed()) : QRegularExpressionMatch();
    if (!match.hasMatch() || row.at(1).trimmed().isEmpty()) {
        return tr("expected an NPU row (NPU id and name | health | power, temperature …)");
    }
    device.index = match.captured(1).toInt();
    device.name = match.captured(2);
    device.health = row.at(1).trimmed();
    return applyValues(header, row.at(2), device);
}

// "| 0                         | 0000:C1:00.0  | 0           0    / 0          3378 / 65536         |"; 310, 310P
// and A3 put a second id after the chip ("| 1     1   | …").
QString parseChipRow(const QStringList &row, const Header &header, NpuDevice &device)
{
    static const QRegularExpression chipIds(QStringLiteral("^(\\d{1,6})(?:\\s+(\\d{1,6}))?$"));
    const QRegularExpressionMatch match
        = row.size() == 3 ? chipIds.match(row.at(0).trimmed()) : QRegularExpressionMatch();
    if (!match.hasMatch()) {
        return tr("expected the chip row under an NPU row (chip id | bus id | AICore, memory …)");
    }
    device.chip = match.captured(1).toInt();
    if (!match.captured(2).isEmpty()) {
        device.deviceId = match.captured(2).toInt();
    }
    const QString busId = row.at(1).trimmed();
    device.busId = isMissing(busId) ? QString() : busId;
    return applyValues(header, row.at(2), device);
}

// "| 5       0                 | 2865645       | VLLMEngineCor            | 56131                   |", or
// one cell saying "No running processes found in NPU 7".
QString parseProcessRow(const QStringList &row, NpuReport &report)
{
    if (row.size() == 1) {
        return {};
    }
    static const QRegularExpression npuChip(QStringLiteral("^(\\d{1,6})\\s+(\\d{1,6})$"));
    const QRegularExpressionMatch ids
        = row.size() >= 4 ? npuChip.match(row.at(0).trimmed()) : QRegularExpressionMatch();
    const std::optional<qint64> pid = row.size() >= 4 ? integer(row.at(1).trimmed()) : std::nullopt;
    if (!ids.hasMatch() || !pid) {
        return tr("expected a process row (NPU and chip | process id | name | memory)");
    }
    if (report.processes.size() >= MaxProcesses) {
        return tr("more process rows than npu-smi prints");
    }
    NpuProcess process;
    process.npu = ids.captured(1).toInt();
    process.chip = ids.captured(2).toInt();
    process.pid = *pid;
    process.name = row.at(2).trimmed();
    process.memoryMib = integer(row.at(3).trimmed());
    report.processes << process;
    return {};
}

bool isNpuHeader(const QStringList &row)
{
    return row.size() == 3 && row.at(0).simplified() == QLatin1String("NPU Name")
        && row.at(1).trimmed() == QLatin1String("Health");
}

bool isChipHeader(const QStringList &row)
{
    return row.size() == 3 && row.at(0).trimmed().startsWith(QLatin1String("Chip"))
        && row.at(1).trimmed() == QLatin1String("Bus-Id");
}

bool isProcessHeader(const QStringList &row)
{
    return row.size() >= 2 && row.at(1).trimmed().startsWith(QLatin1String("Process id"));
}

// "| npu-smi 25.2.0                   Version: 25.2.0                                               |": the tool's
// version, then the driver's (the same number on every capture we have).
void parseVersionLine(const QString &line, NpuReport &report)
{
    static const QRegularExpression versions(
        QStringLiteral("npu-smi\\s+([0-9A-Za-z._-]{1,40})\\s+Version:\\s*([0-9A-Za-z._-]{1,40})"));
    const QRegularExpressionMatch match = versions.match(line);
    if (match.hasMatch()) {
        report.npuSmiVersion = match.captured(1);
        report.driverVersion = match.captured(2);
    }
}

// A chip box that is not closed: the output was cut (a terminal scroll-back, a truncated log). \a lineIndex is
// the box's last row.
Error cutOff(qsizetype lineIndex, int rowInBox)
{
    return malformed(lineIndex,
        rowInBox == 1 ? tr("the output is cut in the middle of a chip (its NPU row has no chip row)")
                      : tr("the output is cut after a chip row (the table has no closing border)"));
}

enum class Part
{
    Preamble,
    Header,
    Chips,
    Processes,
    Done,
};

} // namespace

bool NpuSmiParser::looksLikeNpuSmi(const QByteArray &data)
{
    const QByteArray head = data.left(SniffBytes);
    return head.contains("| npu-smi ") || (head.contains("| Health") && head.contains("AICore("))
        || head.contains("dcmi module initialize failed");
}

Result<NpuReport> NpuSmiParser::parse(const QByteArray &data)
{
    auto text = decode(data);
    if (!text) {
        return text.error();
    }
    const QStringList lines = text->split(QLatin1Char('\n'));
    NpuReport report;
    Part part = Part::Preamble;
    Header npuHeader;
    std::optional<Header> chipHeader;
    int rowInBox = 0; // rows of the current chip box seen: an NPU row, then its chip row
    for (qsizetype i = 0; i < lines.size() && part != Part::Done; ++i) {
        // trimmed(): drops "\r" and the indent of captures pasted into Markdown or reST.
        const QString line = lines.at(i).trimmed();
        const bool box = line.startsWith(QLatin1Char('|'));
        const bool border = line.startsWith(QLatin1Char('+'));
        if (part == Part::Preamble) {
            // Whatever precedes the table (a prompt, collect_env output) may be long and is not read.
            const std::optional<QStringList> row
                = box && line.size() <= MaxTableLine ? cells(line) : std::optional<QStringList>();
            if (row && row->size() == 1 && line.contains(QLatin1String("npu-smi"))) {
                parseVersionLine(line, report);
            } else if (row && isNpuHeader(*row)) {
                npuHeader = readHeader(row->at(2));
                part = Part::Header;
            }
            continue;
        }
        if (line.size() > MaxTableLine) {
            return malformed(i,
                tr("the line is %1 characters wide; npu-smi tables are under %2")
                    .arg(QString::number(line.size()), QString::number(MaxTableLine)));
        }
        if (part == Part::Header) {
            if (box) {
                const std::optional<QStringList> row = cells(line);
                if (!row || !isChipHeader(*row)) {
                    return malformed(i, tr("expected the second header row (Chip | Bus-Id | AICore(%) …)"));
                }
                chipHeader = readHeader(row->at(2));
            } else if (!border) {
                return malformed(i, tr("the header is not followed by chips (cut-off output?)"));
            } else if (line.startsWith(QLatin1String("+="))) {
                if (!chipHeader) {
                    return malformed(i, tr("the header has no second row (Chip | Bus-Id | AICore(%) …)"));
                }
                part = Part::Chips;
            }
            continue;
        }
        if (part == Part::Chips) {
            if (border) {
                if (rowInBox == 1) {
                    return cutOff(i - 1, rowInBox);
                }
                rowInBox = 0;
                continue;
            }
            if (!box) {
                if (rowInBox != 0) {
                    return cutOff(i - 1, rowInBox);
                }
                part = Part::Done;
                continue;
            }
            const std::optional<QStringList> row = cells(line);
            if (!row) {
                return malformed(i, tr("the row is cut short (no closing \"|\")"));
            }
            if (rowInBox == 0 && isProcessHeader(*row)) {
                part = Part::Processes;
                continue;
            }
            ++rowInBox;
            QString why;
            if (rowInBox == 1) {
                if (report.devices.size() >= MaxDevices) {
                    return malformed(i, tr("more chips than a machine has"));
                }
                report.devices << NpuDevice();
                why = parseNpuRow(*row, npuHeader, report.devices.last());
            } else if (rowInBox == 2) {
                why = parseChipRow(*row, *chipHeader, report.devices.last());
            } else {
                why = tr("a chip box has more than two rows");
            }
            if (!why.isEmpty()) {
                return malformed(i, why);
            }
            continue;
        }
        // Part::Processes
        if (!box && !border) {
            part = Part::Done;
        } else if (box) {
            const std::optional<QStringList> row = cells(line);
            const QString why = row ? parseProcessRow(*row, report) : tr("the process row is cut short");
            if (!why.isEmpty()) {
                return malformed(i, why);
            }
        }
    }
    if (part == Part::Preamble && text->contains(QLatin1String("dcmi module initialize failed"))) {
        return Error::make(Error::Code::Missing,
            tr("npu-smi could not reach the NPU driver (\"dcmi module initialize failed\"): the driver is not "
               "loaded, was upgraded without a reboot, or this user cannot open /dev/davinci*"));
    }
    if (part == Part::Preamble) {
        return invalid(tr("no \"NPU Name | Health\" header: not the output of npu-smi info"));
    }
    if (part == Part::Header) {
        return invalid(tr("the npu-smi header is not followed by chips (cut-off output?)"));
    }
    if (part == Part::Chips && rowInBox != 0) {
        return cutOff(lines.size() - 1, rowInBox);
    }
    if (report.devices.isEmpty()) {
        return invalid(tr("the npu-smi table has no chip (cut-off output?)"));
    }
    return report;
}

} // namespace RentDeck
