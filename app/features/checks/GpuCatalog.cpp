// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/GpuCatalog.h"

#include "core/Translate.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <cmath>

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

/** \a name without case, the words "NVIDIA" and "GeForce", spaces and punctuation: "rtx4090d", "h100sxm". */
QString looseName(const QString &name)
{
    QString text = name.toLower();
    text.remove(QLatin1String("nvidia"));
    text.remove(QLatin1String("geforce"));
    QString loose;
    loose.reserve(text.size());
    for (const QChar c : std::as_const(text)) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))) {
            loose += c;
        }
    }
    return loose;
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
        entry.bf16Tflops = std::max(0.0, object.value(QLatin1String("bf16_tflops")).toDouble());
        entry.fp16Tflops = std::max(0.0, object.value(QLatin1String("fp16_tflops")).toDouble());
        entry.fp32Tflops = std::max(0.0, object.value(QLatin1String("fp32_tflops")).toDouble());
        entry.bf16Native = entry.bf16Tflops > 0;
        if (!entry.bf16Native) {
            // V100, T4, Turing: no bf16 Tensor Cores; training there runs in fp16, and so does the benchmark.
            entry.bf16Tflops = entry.fp16Tflops;
        }
        entry.maxSmClockMhz = object.value(QLatin1String("max_sm_clock_mhz")).toInt();
        entry.interconnect = object.value(QLatin1String("interconnect")).toString();
        for (const QJsonValue &alias : object.value(QLatin1String("aliases")).toArray()) {
            if (!alias.toString().trimmed().isEmpty()) {
                entry.aliases << alias.toString().trimmed();
            }
        }
        const QJsonValue bandwidth = object.value(QLatin1String("mem_bandwidth_gbs"));
        if (bandwidth.isDouble() && bandwidth.toDouble() > 0) {
            entry.memBandwidthGbs = bandwidth.toDouble();
        }
        if (entry.name.isEmpty() || entry.memoryTotalMib <= 0) {
            return Error::make(Error::Code::InvalidInput,
                tr("gpu-catalog.json: gpus[%1] needs a \"name\" and a positive \"memory_total_mib\"").arg(i));
        }
        catalog.m_bareNames << bareName(entry.name);
        QStringList loose { looseName(entry.name) };
        for (const QString &alias : std::as_const(entry.aliases)) {
            loose << looseName(alias);
        }
        catalog.m_looseNames << loose;
        catalog.m_entries << entry;
    }
    if (catalog.m_entries.isEmpty()) {
        return Error::make(Error::Code::InvalidInput, tr("gpu-catalog.json lists no GPU"));
    }
    return catalog;
}

const GpuCatalogEntry *GpuCatalog::find(const QString &gpuName, double vramGb) const
{
    const QString wanted = bareName(gpuName);
    if (wanted.isEmpty()) {
        return nullptr;
    }
    const QString trimmed = gpuName.trimmed();
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        if (m_bareNames.at(i) == wanted || m_entries.at(i).key.compare(trimmed, Qt::CaseInsensitive) == 0) {
            return &m_entries.at(i);
        }
    }
    const QString loose = looseName(gpuName);
    if (loose.isEmpty()) {
        return nullptr;
    }
    QList<const GpuCatalogEntry *> candidates;
    for (qsizetype i = 0; i < m_entries.size(); ++i) {
        if (m_looseNames.at(i).contains(loose)) {
            candidates << &m_entries.at(i);
        }
    }
    if (candidates.size() <= 1) {
        return candidates.isEmpty() ? nullptr : candidates.constFirst();
    }
    if (vramGb <= 0) {
        return nullptr; // "A100 SXM4" alone: 40 or 80 GB
    }
    const GpuCatalogEntry *nearest = nullptr;
    bool tie = false;
    for (const GpuCatalogEntry *entry : std::as_const(candidates)) {
        const double distance = std::abs(entry->vramGb - vramGb);
        const double best = nearest ? std::abs(nearest->vramGb - vramGb) : 0;
        if (!nearest || distance < best - 0.5) {
            nearest = entry;
            tie = false;
        } else if (distance <= best + 0.5) {
            tie = true; // two cards of the same size share the alias: no guess
        }
    }
    return tie ? nullptr : nearest;
}

} // namespace RentDeck
