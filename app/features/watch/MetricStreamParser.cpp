// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/MetricStreamParser.h"

#include "watch/NpuSmiParser.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>

namespace RentDeck {

namespace {

constexpr int GpuFieldCount = 10; // MetricStreamCommand::gpuFields()
constexpr int HostFieldCount = 9;
constexpr int OldHostFieldCount = 7; // before the iowait and disk-read fields
constexpr qsizetype MaxKeptGarbage = 200;

enum class Value
{
    Number,
    Missing,
    Invalid,
};

// Splits "a, b,c" into trimmed fields; false when the count is not exactly N.
template <std::size_t N> bool splitFields(QByteArrayView text, std::array<QByteArrayView, N> &fields)
{
    std::size_t count = 0;
    qsizetype from = 0;
    while (true) {
        const qsizetype comma = text.indexOf(',', from);
        const QByteArrayView field = comma < 0 ? text.sliced(from) : text.sliced(from, comma - from);
        if (count == N) {
            return false;
        }
        fields[count++] = field.trimmed();
        if (comma < 0) {
            break;
        }
        from = comma + 1;
    }
    return count == N;
}

// nvidia-smi's ways of saying "no value": N/A, [N/A], [Not Supported], [Unknown Error], [GPU is lost],
// [Requested functionality has been deprecated], [Insufficient Permissions], ERR!, or nothing at all.
bool isMissing(QByteArrayView field)
{
    return field.isEmpty() || field == "N/A" || field == "ERR!"
        || (field.size() >= 2 && field.front() == '[' && field.back() == ']');
}

// A plain number; a unit nvidia-smi adds when nounits is not honoured ("45 %", "210.50 W") is tolerated.
Value number(QByteArrayView field, double *out)
{
    if (isMissing(field)) {
        *out = MetricUnknown;
        return Value::Missing;
    }
    const qsizetype space = field.indexOf(' ');
    if (space > 0) {
        const QByteArrayView unit = field.sliced(space + 1);
        if (unit != "%" && unit != "MiB" && unit != "W" && unit != "MHz") {
            return Value::Invalid;
        }
        field = field.first(space);
    }
    // Digits, one dot, a leading sign: toDouble() alone would also take "nan", "inf" and "1e5".
    bool dot = false;
    for (qsizetype i = 0; i < field.size(); ++i) {
        const char c = field.at(i);
        const bool sign = i == 0 && (c == '-' || c == '+') && field.size() > 1;
        if (c == '.' && !dot) {
            dot = true;
        } else if (!sign && (c < '0' || c > '9')) {
            return Value::Invalid;
        }
    }
    bool ok = false;
    const double value = field.toDouble(&ok);
    if (!ok || !std::isfinite(value)) {
        return Value::Invalid;
    }
    *out = value;
    return Value::Number;
}

// "0x0000000000000004": at most 16 hex digits.
Value bitmask(QByteArrayView field, quint64 *out)
{
    if (isMissing(field)) {
        return Value::Missing;
    }
    if (field.size() < 3 || field.size() > 18 || field.at(0) != '0' || (field.at(1) != 'x' && field.at(1) != 'X')) {
        return Value::Invalid;
    }
    for (const char c : field.sliced(2)) {
        if (!std::isxdigit(static_cast<unsigned char>(c))) {
            return Value::Invalid;
        }
    }
    bool ok = false;
    const quint64 value = field.sliced(2).toULongLong(&ok, 16);
    if (!ok) {
        return Value::Invalid;
    }
    *out = value;
    return Value::Number;
}

// A counter of the H line: empty = the instance has none (-1).
bool counter(QByteArrayView field, qint64 *out)
{
    if (field.isEmpty()) {
        *out = -1;
        return true;
    }
    for (const char c : field) {
        if (c < '0' || c > '9') {
            return false;
        }
    }
    bool ok = false;
    *out = field.toLongLong(&ok);
    return ok;
}

bool digits(QByteArrayView text, qsizetype from, qsizetype count, int *out)
{
    int value = 0;
    for (qsizetype i = from; i < from + count; ++i) {
        const char c = text.at(i);
        if (c < '0' || c > '9') {
            return false;
        }
        value = value * 10 + (c - '0');
    }
    *out = value;
    return true;
}

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
qint64 daysFromCivil(int year, int month, int day)
{
    const int y = year - (month <= 2 ? 1 : 0);
    const int era = (y >= 0 ? y : y - 399) / 400;
    const int yearOfEra = y - era * 400;
    const int dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
    const int dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear;
    return qint64(era) * 146097 + dayOfEra - 719468;
}

int daysInMonth(int year, int month)
{
    static constexpr std::array<int, 12> Days { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    return month == 2 && leap ? 29 : Days.at(std::size_t(month - 1));
}

} // namespace

std::optional<qint64> MetricStreamParser::parseTimestamp(QByteArrayView text)
{
    // "2026/11/30 14:00:01.123" (the ".mmm" is optional).
    if (text.size() != 19 && text.size() != 23) {
        return std::nullopt;
    }
    if (text.at(4) != '/' || text.at(7) != '/' || text.at(10) != ' ' || text.at(13) != ':' || text.at(16) != ':'
        || (text.size() == 23 && text.at(19) != '.')) {
        return std::nullopt;
    }
    int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0, milli = 0;
    if (!digits(text, 0, 4, &year) || !digits(text, 5, 2, &month) || !digits(text, 8, 2, &day)
        || !digits(text, 11, 2, &hour) || !digits(text, 14, 2, &minute) || !digits(text, 17, 2, &second)
        || (text.size() == 23 && !digits(text, 20, 3, &milli))) {
        return std::nullopt;
    }
    if (year < 1970 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) || hour > 23 || minute > 59
        || second > 60) {
        return std::nullopt;
    }
    const qint64 seconds = daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second;
    return seconds * 1000 + milli;
}

MetricStreamParser::Batch MetricStreamParser::feed(QByteArrayView data, qint64 arrivalMs)
{
    Batch batch;
    while (!data.isEmpty()) {
        const qsizetype newline = data.indexOf('\n');
        const QByteArrayView piece = newline < 0 ? data : data.first(newline);
        data = newline < 0 ? QByteArrayView() : data.sliced(newline + 1);
        if (m_discarding) {
            m_discarding = newline < 0;
            continue;
        }
        if (m_partial.size() + piece.size() > MaxLineLength) {
            countGarbage(m_partial.isEmpty() ? piece : QByteArrayView(m_partial));
            m_partial.clear();
            m_discarding = newline < 0;
            continue;
        }
        if (newline < 0) {
            m_partial.append(piece);
            break;
        }
        if (m_partial.isEmpty()) {
            parseLine(piece, arrivalMs, batch);
        } else {
            m_partial.append(piece);
            parseLine(m_partial, arrivalMs, batch);
            m_partial.clear();
        }
    }
    return batch;
}

void MetricStreamParser::restart()
{
    m_partial.clear();
    m_discarding = false;
    m_hasOffset = false;
    m_offsetMs = 0;
    m_tickTimeMs.reset();
    m_previousHost.reset();
    m_hostOnly = false;
    m_npu = false;
    m_npuTable.clear();
    m_npuTableLines = 0;
}

void MetricStreamParser::parseLine(QByteArrayView line, qint64 arrivalMs, Batch &batch)
{
    if (line.endsWith('\r')) {
        line.chop(1);
    }
    if (line.trimmed().isEmpty()) {
        return;
    }
    bool ok = false;
    if (line.startsWith("G,")) {
        ok = parseGpu(line.sliced(2), arrivalMs, batch);
    } else if (line.startsWith("H,")) {
        ok = parseHost(line.sliced(2), arrivalMs, batch);
    } else if (line.startsWith("N,")) {
        // One line of an npu-smi info table; the table ends with "N.".
        ok = ++m_npuTableLines <= MaxNpuTableLines;
        if (ok) {
            m_npuTable.append(line.sliced(2).toByteArray()).append('\n');
        }
    } else if (line == "N.") {
        ok = endNpuTable(arrivalMs, batch);
    } else if (line.startsWith("I,")) {
        // Notices; unknown ones are ignored so a newer command can say more.
        m_hostOnly = m_hostOnly || line.sliced(2) == "host-only";
        m_npu = m_npu || line.sliced(2) == "npu";
        ok = true;
    }
    if (!ok) {
        countGarbage(line);
    }
}

bool MetricStreamParser::endNpuTable(qint64 arrivalMs, Batch &batch)
{
    const QByteArray table = std::exchange(m_npuTable, QByteArray());
    m_npuTableLines = 0;
    const Result<NpuReport> report = NpuSmiParser::parse(table);
    if (!report) {
        return false;
    }
    // One sample per chip, numbered in npu-smi's order; npu-smi has no timestamp, so the tick is its arrival.
    int index = 0;
    for (const NpuDevice &device : report->devices) {
        GpuMetricSample sample;
        sample.timeMs = arrivalMs;
        sample.gpuIndex = index++;
        const auto known = [](const auto &value) { return value ? double(*value) : MetricUnknown; };
        sample.utilizationPercent = known(device.aicorePercent);
        sample.memoryUsedMiB = known(device.deviceMemoryUsedMib());
        sample.memoryTotalMiB = known(device.deviceMemoryTotalMib());
        sample.temperatureC = known(device.temperatureC);
        sample.powerDrawW = known(device.powerW);
        batch.gpus.append(sample);
        ++m_gpuLines;
    }
    m_tickTimeMs = arrivalMs; // the host line that follows belongs to this tick
    return true;
}

bool MetricStreamParser::parseGpu(QByteArrayView payload, qint64 arrivalMs, Batch &batch)
{
    std::array<QByteArrayView, GpuFieldCount> f;
    if (!splitFields(payload, f)) {
        return false;
    }
    double index = 0;
    if (number(f[1], &index) != Value::Number || index < 0 || index > 4095 || index != std::floor(index)) {
        return false;
    }
    GpuMetricSample sample;
    sample.gpuIndex = int(index);
    double *const targets[] = { &sample.utilizationPercent, &sample.memoryUsedMiB, &sample.memoryTotalMiB,
        &sample.temperatureC, &sample.powerDrawW, &sample.powerLimitW, &sample.smClockMHz };
    for (std::size_t i = 0; i < std::size(targets); ++i) {
        if (number(f[i + 2], targets[i]) == Value::Invalid) {
            return false;
        }
    }
    const Value throttle = bitmask(f[9], &sample.throttleReasons);
    if (throttle == Value::Invalid) {
        return false;
    }
    sample.throttleKnown = throttle == Value::Number;
    const std::optional<qint64> stamp = parseTimestamp(f[0]);
    sample.timeMs = stamp ? mapTime(*stamp, arrivalMs) : arrivalMs;
    if (sample.gpuIndex == 0) {
        m_tickTimeMs = sample.timeMs;
    }
    ++m_gpuLines;
    batch.gpus.append(sample);
    return true;
}

bool MetricStreamParser::parseHost(QByteArrayView payload, qint64 arrivalMs, Batch &batch)
{
    std::array<QByteArrayView, HostFieldCount> f;
    if (!splitFields(payload, f)) {
        // A stream started by an older RentDeck still runs after an update: its lines lack the last two fields.
        std::array<QByteArrayView, OldHostFieldCount> old;
        if (!splitFields(payload, old)) {
            return false;
        }
        std::copy(old.begin(), old.end(), f.begin());
    }
    HostCounters current;
    if (!f[0].isEmpty()) {
        if (number(f[0], &current.uptimeSeconds) != Value::Number || current.uptimeSeconds < 0) {
            return false;
        }
    }
    if (!counter(f[1], &current.cpuTotal) || !counter(f[2], &current.cpuIdle) || !counter(f[3], &current.memTotalKiB)
        || !counter(f[4], &current.memAvailableKiB) || !counter(f[5], &current.rxBytes)
        || !counter(f[6], &current.txBytes) || !counter(f[7], &current.cpuIoWait)
        || !counter(f[8], &current.diskSectors)) {
        return false;
    }
    // The line right after GPU 0's belongs to that tick; alone (host-only) it is as old as its arrival.
    current.timeMs = m_tickTimeMs.value_or(arrivalMs);
    m_tickTimeMs.reset();
    ++m_hostLines;
    const std::optional<HostCounters> previous = std::exchange(m_previousHost, current);
    if (!previous) {
        return true; // primes
    }
    if (previous->uptimeSeconds >= 0 && current.uptimeSeconds >= 0 && current.uptimeSeconds < previous->uptimeSeconds) {
        return true; // rebooted: every counter restarted; prime again
    }
    const HostMetricSample sample = hostSample(*previous, current);
    if (isKnown(sample.cpuPercent) || isKnown(sample.ramTotalMiB) || isKnown(sample.netRxBytesPerSecond)
        || isKnown(sample.netTxBytesPerSecond) || isKnown(sample.diskReadBytesPerSecond)) {
        batch.hosts.append(sample);
    }
    return true;
}

HostMetricSample MetricStreamParser::hostSample(const HostCounters &previous, const HostCounters &current) const
{
    HostMetricSample sample;
    sample.timeMs = current.timeMs;
    double seconds = 0;
    if (previous.uptimeSeconds >= 0 && current.uptimeSeconds >= 0) {
        seconds = current.uptimeSeconds - previous.uptimeSeconds;
    } else {
        seconds = double(current.timeMs - previous.timeMs) / 1000.0;
    }
    const auto grew = [](qint64 before, qint64 after) { return before >= 0 && after >= before; };
    if (grew(previous.cpuTotal, current.cpuTotal) && grew(previous.cpuIdle, current.cpuIdle)
        && current.cpuTotal > previous.cpuTotal) {
        const double total = double(current.cpuTotal - previous.cpuTotal);
        const double idle = double(current.cpuIdle - previous.cpuIdle);
        sample.cpuPercent = std::clamp(100.0 * (total - idle) / total, 0.0, 100.0);
        if (grew(previous.cpuIoWait, current.cpuIoWait)) {
            sample.ioWaitPercent
                = std::clamp(100.0 * double(current.cpuIoWait - previous.cpuIoWait) / total, 0.0, 100.0);
        }
    }
    if (current.memTotalKiB > 0) {
        sample.ramTotalMiB = double(current.memTotalKiB) / 1024.0;
        if (current.memAvailableKiB >= 0 && current.memAvailableKiB <= current.memTotalKiB) {
            sample.ramUsedMiB = double(current.memTotalKiB - current.memAvailableKiB) / 1024.0;
        }
    }
    if (seconds > 0) {
        if (grew(previous.rxBytes, current.rxBytes)) {
            sample.netRxBytesPerSecond = double(current.rxBytes - previous.rxBytes) / seconds;
        }
        if (grew(previous.txBytes, current.txBytes)) {
            sample.netTxBytesPerSecond = double(current.txBytes - previous.txBytes) / seconds;
        }
        if (grew(previous.diskSectors, current.diskSectors)) {
            sample.diskReadBytesPerSecond = double(current.diskSectors - previous.diskSectors) * 512.0 / seconds;
        }
    }
    return sample;
}

// nvidia-smi prints the instance's local wall time with no zone, and the instance may be in any zone with a
// clock that is off. Asking it for its offset would cost a process per stream and still not fix a skewed clock.
// So its clock is mapped onto ours: offset = arrival - stamp, keeping the smallest seen (transport only ever
// delays a line, so the smallest is the truest), which absorbs the zone and the skew at once while keeping
// nvidia-smi's own spacing of the samples (not the jitter of their arrival). A line that arrives more than
// ReanchorMs later than the mapping predicts means the instance's clock stepped back (DST, NTP) or drifted:
// re-anchor on it. A stamp that does not parse uses the arrival time.
qint64 MetricStreamParser::mapTime(qint64 stampMs, qint64 arrivalMs)
{
    const qint64 offset = arrivalMs - stampMs;
    if (!m_hasOffset || offset < m_offsetMs || offset - m_offsetMs > ReanchorMs) {
        m_offsetMs = offset;
        m_hasOffset = true;
    }
    return stampMs + m_offsetMs;
}

void MetricStreamParser::countGarbage(QByteArrayView line)
{
    ++m_garbageLines;
    m_lastGarbage = line.first(std::min(line.size(), MaxKeptGarbage)).toByteArray();
}

} // namespace RentDeck
