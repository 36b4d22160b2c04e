// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/BurnInStream.h"

#include "checks/GpuBurnOutput.h"
#include "checks/NvidiaSmiParser.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace RentDeck {

namespace {

std::optional<GpuReport> decodeXml(const QJsonObject &record)
{
    const QByteArray xml = QByteArray::fromBase64(record.value(QLatin1String("xml_b64")).toString().toLatin1());
    if (xml.isEmpty()) {
        return std::nullopt;
    }
    Result<GpuReport> report = NvidiaSmiParser::parseAny(xml);
    return report ? std::optional<GpuReport>(*report) : std::nullopt;
}

std::optional<int> xidCount(const QJsonObject &record)
{
    const QJsonValue value = record.value(QLatin1String("xid"));
    return value.isDouble() && value.toDouble() >= 0 ? std::optional<int>(value.toInt()) : std::nullopt;
}

} // namespace

BurnInData BurnInStream::read(const QByteArray &output)
{
    BurnInStream stream;
    stream.feed(output, 0);
    stream.feed("\n", 0); // a last line without its newline still counts
    return stream.data();
}

BurnInStream::Update BurnInStream::feed(QByteArrayView data, qint64 arrivalMs)
{
    Update update;
    qsizetype from = 0;
    while (from < data.size()) {
        const qsizetype end = data.indexOf('\n', from);
        if (end < 0) {
            if (m_partial.size() + (data.size() - from) <= MaxLineLength) {
                m_partial.append(data.sliced(from).data(), data.size() - from);
            }
            break;
        }
        const QByteArrayView piece = data.sliced(from, end - from);
        if (m_partial.isEmpty()) {
            parseLine(piece, arrivalMs, update);
        } else {
            m_partial.append(piece.data(), piece.size());
            parseLine(m_partial, arrivalMs, update);
            m_partial.clear();
        }
        from = end + 1;
    }
    return update;
}

void BurnInStream::parseLine(QByteArrayView line, qint64 arrivalMs, Update &update)
{
    line = line.trimmed();
    if (line.isEmpty()) {
        return;
    }
    if (line.startsWith("G,")) {
        const MetricStreamParser::Batch batch
            = m_metrics.feed(QByteArray(line.data(), line.size()).append('\n'), arrivalMs);
        m_data.samples << batch.gpus;
        update.samples << batch.gpus;
        m_data.garbageLines = m_ownGarbage + m_metrics.garbageLines();
        return;
    }
    if (line.startsWith("R,")) {
        const QList<QByteArray> fields = QByteArray(line.data(), line.size()).sliced(2).split(',');
        bool okIndex = false;
        bool okSeconds = false;
        bool okRate = false;
        if (fields.size() == 3) {
            BurnInRate rate { fields.at(0).toInt(&okIndex), fields.at(1).toDouble(&okSeconds),
                fields.at(2).toDouble(&okRate) };
            if (okIndex && okSeconds && okRate && rate.gpuIndex >= 0 && rate.gpuIndex < 1024
                && std::isfinite(rate.tflops) && rate.tflops >= 0) {
                m_data.rates << rate;
                update.rates << rate;
                return;
            }
        }
        countGarbage();
        return;
    }
    if (line.startsWith('{')) {
        parseRecord(line);
        return;
    }
    countGarbage();
}

void BurnInStream::countGarbage()
{
    ++m_ownGarbage;
    m_data.garbageLines = m_ownGarbage + m_metrics.garbageLines();
}

void BurnInStream::parseRecord(QByteArrayView line)
{
    const QJsonObject record = QJsonDocument::fromJson(QByteArray(line.data(), line.size())).object();
    const QString kind = record.value(QLatin1String("burn")).toString();
    if (kind == QLatin1String("before")) {
        m_data.before = decodeXml(record);
        m_data.xidBefore = xidCount(record);
    } else if (kind == QLatin1String("after")) {
        m_data.after = decodeXml(record);
        m_data.xidAfter = xidCount(record);
        const QString lines = QString::fromUtf8(
            QByteArray::fromBase64(record.value(QLatin1String("xid_lines_b64")).toString().toLatin1()));
        m_data.xidLines = lines.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    } else if (kind == QLatin1String("load")) {
        m_data.loadReported = true;
        m_data.method = record.value(QLatin1String("method")).toString();
        m_data.simulated = record.value(QLatin1String("simulated")).toBool();
        m_data.seconds = int(std::lround(record.value(QLatin1String("seconds")).toDouble()));
        m_data.skipped = record.value(QLatin1String("skipped")).toString();
        m_data.loadError = record.value(QLatin1String("error")).toString();
        if (m_data.method == QLatin1String("gpu_burn")) {
            const QByteArray text
                = QByteArray::fromBase64(record.value(QLatin1String("output_b64")).toString().toLatin1());
            m_data.gpus = GpuBurnOutput::parse(text);
            const int exitCode = record.value(QLatin1String("exit")).toInt();
            if (m_data.gpus.isEmpty() && m_data.loadError.isEmpty()) {
                m_data.loadError = QStringLiteral("gpu_burn exited with %1: %2")
                                       .arg(exitCode)
                                       .arg(QString::fromUtf8(text.right(200)).simplified());
            }
            return;
        }
        for (const QJsonValue &value : record.value(QLatin1String("gpus")).toArray()) {
            const QJsonObject object = value.toObject();
            BurnInGpuResult gpu;
            gpu.index = object.value(QLatin1String("index")).toInt(-1);
            if (gpu.index < 0 || gpu.index >= 1024) {
                continue;
            }
            if (object.value(QLatin1String("tflops")).isDouble()) {
                gpu.tflops = object.value(QLatin1String("tflops")).toDouble();
            }
            gpu.iterations = qint64(object.value(QLatin1String("iterations")).toDouble());
            gpu.errors = qint64(object.value(QLatin1String("errors")).toDouble());
            gpu.error = object.value(QLatin1String("error")).toString();
            m_data.gpus << gpu;
        }
    } else {
        countGarbage();
    }
}

} // namespace RentDeck
