// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/RsyncProgressParser.h"

#include <QRegularExpression>
#include <cmath>
#include <limits>

namespace RentDeck {

namespace {

// rsync prints digits grouped with ',' (or '.' in locales whose decimal point is ','). Returns -1 on garbage.
qint64 parseGroupedNumber(QStringView text)
{
    qint64 value = 0;
    bool any = false;
    for (const QChar c : text) {
        if (c == QLatin1Char(',') || c == QLatin1Char('.')) {
            continue;
        }
        if (!c.isDigit() || c.unicode() > 0x7f) {
            return -1;
        }
        const int digit = c.unicode() - '0';
        if (value > (std::numeric_limits<qint64>::max() - digit) / 10) {
            return -1;
        }
        value = value * 10 + digit;
        any = true;
    }
    return any ? value : -1;
}

void appendBounded(QStringList &list, const QString &line)
{
    if (list.size() >= RsyncProgressParser::MaxLines) {
        list.removeFirst();
    }
    list.append(line);
}

} // namespace

qint64 RsyncProgress::estimatedTotalBytes() const
{
    if (!fileListComplete || percent <= 0) {
        return -1;
    }
    if (percent >= 100) {
        return bytes;
    }
    // Beyond ~92 PB the product overflows; such a count is garbage anyway.
    return bytes <= std::numeric_limits<qint64>::max() / 100 ? bytes * 100 / percent : -1;
}

double RsyncProgressParser::parseRate(QStringView text)
{
    if (!text.endsWith(QLatin1String("/s"))) {
        return -1;
    }
    text.chop(2);
    if (!text.endsWith(QLatin1Char('B'))) {
        return -1;
    }
    text.chop(1);
    double scale = 1;
    if (!text.isEmpty()) {
        const QChar unit = text.back();
        static constexpr struct
        {
            char letter;
            double factor;
        } Units[] = { { 'k', 1024.0 }, { 'K', 1024.0 }, { 'M', 1024.0 * 1024 }, { 'G', 1024.0 * 1024 * 1024 },
            { 'T', 1024.0 * 1024 * 1024 * 1024 } };
        for (const auto &u : Units) {
            if (unit == QLatin1Char(u.letter)) {
                scale = u.factor;
                text.chop(1);
                break;
            }
        }
    }
    QString number = text.toString();
    number.replace(QLatin1Char(','), QLatin1Char('.'));
    bool ok = false;
    const double value = number.toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < 0) {
        return -1;
    }
    return value * scale;
}

int RsyncProgressParser::parseEta(QStringView text)
{
    const auto parts = text.split(QLatin1Char(':'));
    if (parts.size() < 2 || parts.size() > 3) {
        return -1;
    }
    qint64 seconds = 0;
    for (const auto part : parts) {
        bool ok = false;
        const int value = part.toInt(&ok);
        if (!ok || value < 0 || part.isEmpty()) {
            return -1;
        }
        seconds = seconds * 60 + value;
        if (seconds > std::numeric_limits<int>::max() / 60) {
            return -1;
        }
    }
    return static_cast<int>(seconds);
}

bool RsyncProgressParser::parseProgressLine(const QString &line, RsyncProgress *out)
{
    static const QRegularExpression re(QStringLiteral(
        R"(^\s*([0-9][0-9,.]*)\s+([0-9]{1,3})%\s+(\S+/s)\s+(\S+)(?:\s+\(xfr#([0-9]+),\s*(ir|to)-chk=([0-9]+)/([0-9]+)\))?\s*$)"));
    const auto match = re.match(line);
    if (!match.hasMatch()) {
        return false;
    }
    const qint64 bytes = parseGroupedNumber(match.capturedView(1));
    const int percent = match.capturedView(2).toInt();
    const double rate = parseRate(match.capturedView(3));
    if (bytes < 0 || percent > 100 || rate < 0) {
        return false;
    }
    RsyncProgress p = *out; // the counters persist across updates that lack "(xfr#...)"
    p.bytes = bytes;
    p.percent = percent;
    p.rateBytesPerSec = rate;
    p.etaSeconds = parseEta(match.capturedView(4));
    if (match.hasCaptured(5)) {
        const int xfr = match.capturedView(5).toInt();
        const int toCheck = match.capturedView(7).toInt();
        const int total = match.capturedView(8).toInt();
        p.filesTransferred = xfr;
        p.fileListComplete = match.capturedView(6) == QLatin1String("to");
        p.filesDone = qMax(0, total - toCheck);
        p.filesTotal = p.fileListComplete ? total : -1;
    }
    *out = p;
    return true;
}

bool RsyncProgressParser::parseStatsLine(const QString &line)
{
    static const struct
    {
        const char *prefix;
        qint64 RsyncStats::*field;
    } Fields[] = {
        { "Number of files: ", &RsyncStats::numberOfFiles },
        { "Number of regular files transferred: ", &RsyncStats::regularFilesTransferred },
        { "Number of created files: ", &RsyncStats::createdFiles },
        { "Number of deleted files: ", &RsyncStats::deletedFiles },
        { "Total file size: ", &RsyncStats::totalFileSize },
        { "Total transferred file size: ", &RsyncStats::totalTransferredFileSize },
        { "Literal data: ", &RsyncStats::literalData },
        { "Matched data: ", &RsyncStats::matchedData },
    };
    for (const auto &f : Fields) {
        const QLatin1String prefix(f.prefix);
        if (!line.startsWith(prefix)) {
            continue;
        }
        QStringView rest = QStringView(line).mid(prefix.size());
        const qsizetype end = rest.indexOf(QLatin1Char(' '));
        const qint64 value = parseGroupedNumber(end < 0 ? rest : rest.left(end));
        if (value < 0) {
            return false;
        }
        m_stats.*(f.field) = value;
        return true;
    }
    // The rest of the --stats block and the summary: known, not needed, and not diagnostics.
    for (const char *prefix : { "Number of ", "Total ", "File list ", "sent ", "total size is " }) {
        if (line.startsWith(QLatin1String(prefix))) {
            return true;
        }
    }
    return false;
}

bool RsyncProgressParser::handleLine(const QString &raw)
{
    const QString line = raw.trimmed();
    if (line.isEmpty()) {
        return false;
    }
    if (parseProgressLine(raw, &m_progress)) {
        m_hasProgress = true;
        return true;
    }
    if (parseStatsLine(line)) {
        return false;
    }
    if (line.startsWith(QLatin1String("rsync error:")) || line.startsWith(QLatin1String("rsync: "))
        || line.startsWith(QLatin1String("rsync warning:"))) {
        static const QRegularExpression codeRe(QStringLiteral(R"(\(code ([0-9]+)\))"));
        const auto match = codeRe.match(line);
        if (line.startsWith(QLatin1String("rsync error:")) && match.hasMatch()) {
            m_errorCode = match.capturedView(1).toInt();
        }
        appendBounded(m_errors, line);
        return false;
    }
    appendBounded(m_diagnostics, line);
    return false;
}

bool RsyncProgressParser::takeLines(QByteArray &buffer, bool flush)
{
    bool any = false;
    qsizetype start = 0;
    for (qsizetype i = 0; i < buffer.size(); ++i) {
        const char c = buffer.at(i);
        if (c == '\r' || c == '\n') {
            any |= handleLine(QString::fromUtf8(buffer.constData() + start, i - start));
            start = i + 1;
        }
    }
    buffer.remove(0, start);
    if (flush && !buffer.isEmpty()) {
        any |= handleLine(QString::fromUtf8(buffer));
        buffer.clear();
    }
    if (buffer.size() > MaxBuffer) {
        buffer.clear();
    }
    return any;
}

bool RsyncProgressParser::feed(const QByteArray &chunk, Stream stream)
{
    QByteArray &buffer = stream == Stream::Stdout ? m_out : m_err;
    buffer.append(chunk);
    return takeLines(buffer, false);
}

bool RsyncProgressParser::finish()
{
    const bool a = takeLines(m_out, true);
    const bool b = takeLines(m_err, true);
    return a || b;
}

} // namespace RentDeck
