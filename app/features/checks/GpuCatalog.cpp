// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/GpuCatalog.h"

#include "core/Translate.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace RentDeck {

namespace {

QString tr(const char *text)
{
    return translateInFile("RentDeck::GpuCatalog", text);
}

QString bareName(const QString &name)
{
    QString text = name.trimmed();
    if (text.startsWith(QLatin1String("NVIDIA "), Qt::CaseInsensitive)) {
        text = text.mid(7);
    }
    return text.toLower();
}

} // namespace

Result<GpuCatalog> GpuCatalog::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error::make(Error::Code::Io, tr("Cannot read the GPU catalog %1: %2").arg(path, file.errorString()));
    }
    return fromJson(file.readAll());
}

Result<GpuCatalog> GpuCatalog::fromJson(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject()) {
        return Error::make(
            Error::Code::InvalidInput, tr("gpu-catalog.json is not a JSON object: %1").arg(parseError.errorString()));
    }
    GpuCatalog catalog;
    const QJsonArray gpus = document.object().value(QLatin1String("gpus")).toArray();
    for (qsizetype i = 0; i < gpus.size(); ++i) {
        const QJsonObject object = gpus.at(i).toObject();
        GpuCatalogEntry entry;
        entry.key = object.value(QLatin1String("key")).toString();
        entry.name = object.value(QLatin1String("name")).toString();
        entry.memoryTotalMib = object.value(QLatin1String("memory_total_mib")).toInteger();
        entry.vramGb = object.value(QLatin1String("vram_gb")).toDouble();
        entry.bf16Tflops = object.value(QLatin1String("bf16_tflops")).toDouble();
        entry.maxSmClockMhz = object.value(QLatin1String("max_sm_clock_mhz")).toInt();
        entry.interconnect = object.value(QLatin1String("interconnect")).toString();
        const QJsonValue bandwidth = object.value(QLatin1String("mem_bandwidth_gbs"));
        if (bandwidth.isDouble() && bandwidth.toDouble() > 0) {
            entry.memBandwidthGbs = bandwidth.toDouble();
        }
        if (entry.name.isEmpty() || entry.memoryTotalMib <= 0) {
            return Error::make(Error::Code::InvalidInput,
                tr("gpu-catalog.json: gpus[%1] needs a \"name\" and a positive \"memory_total_mib\"").arg(i));
        }
        catalog.m_entries << entry;
    }
    if (catalog.m_entries.isEmpty()) {
        return Error::make(Error::Code::InvalidInput, tr("gpu-catalog.json lists no GPU"));
    }
    return catalog;
}

const GpuCatalogEntry *GpuCatalog::find(const QString &gpuName) const
{
    const QString wanted = bareName(gpuName);
    if (wanted.isEmpty()) {
        return nullptr;
    }
    for (const GpuCatalogEntry &entry : m_entries) {
        if (bareName(entry.name) == wanted || entry.key.compare(gpuName, Qt::CaseInsensitive) == 0) {
            return &entry;
        }
    }
    return nullptr;
}

} // namespace RentDeck
