// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxCatalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace RentDeck {

namespace {

Error invalid(const QString &what)
{
    return Error::make(Error::Code::InvalidInput, QStringLiteral("The sandbox catalog is invalid: %1").arg(what));
}

Result<QJsonArray> parseArray(const QByteArray &json, QLatin1String key, const QString &document)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return invalid(
            QStringLiteral("%1: %2 at offset %3").arg(document, parseError.errorString()).arg(parseError.offset));
    }
    const QJsonValue array = doc.object().value(key);
    if (!array.isArray()) {
        return invalid(QStringLiteral("%1 has no \"%2\" array").arg(document, key));
    }
    return array.toArray();
}

Result<SandboxGpuModel> parseGpu(const QJsonObject &o)
{
    SandboxGpuModel gpu;
    gpu.key = o.value(QLatin1String("key")).toString();
    gpu.name = o.value(QLatin1String("name")).toString();
    gpu.memoryTotalMib = o.value(QLatin1String("memory_total_mib")).toInteger();
    gpu.vramGb = o.value(QLatin1String("vram_gb")).toDouble();
    gpu.powerLimitW = o.value(QLatin1String("power_limit_w")).toInt();
    gpu.maxSmClockMhz = o.value(QLatin1String("max_sm_clock_mhz")).toInt();
    gpu.maxMemClockMhz = o.value(QLatin1String("max_mem_clock_mhz")).toInt();
    gpu.architecture = o.value(QLatin1String("architecture")).toString();
    gpu.productBrand = o.value(QLatin1String("product_brand")).toString();
    gpu.bf16Tflops = o.value(QLatin1String("bf16_tflops")).toDouble();
    gpu.interconnect = o.value(QLatin1String("interconnect")).toString();
    gpu.vbiosVersion = o.value(QLatin1String("vbios_version")).toString();
    if (gpu.key.isEmpty() || gpu.name.isEmpty() || gpu.memoryTotalMib <= 0 || gpu.vramGb <= 0) {
        return invalid(QStringLiteral("GPU \"%1\" needs key, name, memory_total_mib and vram_gb").arg(gpu.key));
    }
    return gpu;
}

// An Ascend NPU of the sandbox ("npus" in sandbox-offers.json): what npu-smi and CANN report on the simulated box.
Result<SandboxGpuModel> parseNpu(const QJsonObject &o)
{
    Result<SandboxGpuModel> npu = parseGpu(o);
    if (!npu) {
        return npu;
    }
    SandboxGpuModel model = std::move(npu).value();
    model.vendor = QStringLiteral("huawei");
    model.npuChip = o.value(QLatin1String("npu_chip")).toString();
    model.cann = o.value(QLatin1String("cann")).toString();
    if (model.npuChip.isEmpty() || model.cann.isEmpty()) {
        return invalid(QStringLiteral("NPU \"%1\" needs npu_chip and cann").arg(model.key));
    }
    return model;
}

Result<SandboxOffer> parseOffer(const QJsonObject &o, const SandboxCatalog &catalog)
{
    SandboxOffer so;
    Offer &offer = so.offer;
    offer.providerId = QLatin1String(SandboxCatalog::ProviderId);
    offer.id = o.value(QLatin1String("id")).toString();
    so.gpuKey = o.value(QLatin1String(o.contains(QLatin1String("npu")) ? "npu" : "gpu")).toString();
    const SandboxGpuModel *gpu = catalog.gpu(so.gpuKey);
    if (offer.id.isEmpty() || !gpu) {
        return invalid(QStringLiteral("offer \"%1\" names unknown GPU \"%2\"").arg(offer.id, so.gpuKey));
    }
    const QString currency = o.value(QLatin1String("currency")).toString();
    offer.pricePerHour = Money::fromDecimalString(o.value(QLatin1String("price_per_hour")).toString(), currency);
    if (currency.size() != 3 || !offer.pricePerHour.isValid()) {
        return invalid(QStringLiteral("offer \"%1\" needs price_per_hour (decimal string) and currency").arg(offer.id));
    }
    bool ok = false;
    offer.billing.granularity = BillingPolicy::granularityFromName(o.value(QLatin1String("billing")).toString(), &ok);
    if (!ok) {
        return invalid(QStringLiteral("offer \"%1\": billing must be second, minute or hour").arg(offer.id));
    }
    offer.billing.minimumSeconds = o.value(QLatin1String("minimum_seconds")).toInteger();
    offer.billing.storagePerGbMonth
        = Money::fromDecimalString(o.value(QLatin1String("storage_per_gb_month")).toString(), currency);
    so.scenario = o.value(QLatin1String("scenario")).toString(QStringLiteral("idle"));
    if (!SandboxCatalog::scenarios().contains(so.scenario)) {
        return invalid(QStringLiteral("offer \"%1\": unknown scenario \"%2\"").arg(offer.id, so.scenario));
    }
    offer.gpuName = gpu->name;
    offer.gpuCount = o.value(QLatin1String("count")).toInt(1);
    offer.interconnect = offer.gpuCount > 1 ? gpu->interconnect : QString(); // as a marketplace lists it
    offer.sliced = o.value(QLatin1String("sliced")).toBool();
    so.reportedMemoryMib = offer.sliced ? o.value(QLatin1String("slice_memory_mib")).toInteger() : gpu->memoryTotalMib;
    if (so.reportedMemoryMib <= 0 || offer.gpuCount <= 0) {
        return invalid(QStringLiteral("offer \"%1\" needs count ≥ 1 (and slice_memory_mib when sliced)").arg(offer.id));
    }
    offer.vramGb = offer.sliced ? double(so.reportedMemoryMib) / 1024.0 : gpu->vramGb;
    so.virtualizationMode = o.value(QLatin1String("virtualization_mode")).toString(QStringLiteral("None"));
    offer.spot = o.value(QLatin1String("spot")).toBool();
    offer.region = o.value(QLatin1String("region")).toString();
    offer.cpuCores = o.value(QLatin1String("cpu_cores")).toInt();
    offer.ramGb = o.value(QLatin1String("ram_gb")).toDouble();
    offer.diskGb = o.value(QLatin1String("disk_gb")).toDouble();
    offer.driverVersion = o.value(QLatin1String("driver_version")).toString();
    offer.maxCuda = o.value(QLatin1String("max_cuda")).toString();
    if (o.contains(QLatin1String("reliability"))) {
        offer.reliability = o.value(QLatin1String("reliability")).toDouble();
    }
    const QString note = o.value(QLatin1String("note")).toString();
    offer.note = note.isEmpty() ? QStringLiteral("sandbox") : QStringLiteral("sandbox; ") + note;
    return so;
}

} // namespace

QStringList SandboxCatalog::scenarios()
{
    return { QStringLiteral("idle"), QStringLiteral("busy"), QStringLiteral("throttled"), QStringLiteral("sliced"),
        QStringLiteral("old-driver"), QStringLiteral("no-driver"), QStringLiteral("hot-gpu"),
        QStringLiteral("slow-sibling"), QStringLiteral("faulty-gpu"), QStringLiteral("pcie-only"),
        QStringLiteral("stack-mismatch"), QStringLiteral("tiny-shm"), QStringLiteral("starved-loader") };
}

Result<SandboxCatalog> SandboxCatalog::parse(const QByteArray &gpuCatalogJson, const QByteArray &offersJson)
{
    SandboxCatalog catalog;
    const Result<QJsonArray> gpus = parseArray(gpuCatalogJson, QLatin1String("gpus"), QStringLiteral("gpu-catalog"));
    if (!gpus) {
        return gpus.error();
    }
    for (const QJsonValue &value : *gpus) {
        Result<SandboxGpuModel> gpu = parseGpu(value.toObject());
        if (!gpu) {
            return gpu.error();
        }
        if (catalog.gpu(gpu->key)) {
            return invalid(QStringLiteral("GPU key \"%1\" appears twice").arg(gpu->key));
        }
        catalog.m_gpus.append(std::move(gpu).value());
    }
    const Result<QJsonArray> offers = parseArray(offersJson, QLatin1String("offers"), QStringLiteral("sandbox-offers"));
    if (!offers) {
        return offers.error();
    }
    for (const QJsonValue &value :
        QJsonDocument::fromJson(offersJson).object().value(QLatin1String("npus")).toArray()) {
        Result<SandboxGpuModel> npu = parseNpu(value.toObject());
        if (!npu) {
            return npu.error();
        }
        if (catalog.gpu(npu->key)) {
            return invalid(QStringLiteral("GPU key \"%1\" appears twice").arg(npu->key));
        }
        catalog.m_gpus.append(std::move(npu).value());
    }
    for (const QJsonValue &value : *offers) {
        Result<SandboxOffer> offer = parseOffer(value.toObject(), catalog);
        if (!offer) {
            return offer.error();
        }
        if (catalog.offer(offer->offer.id)) {
            return invalid(QStringLiteral("offer id \"%1\" appears twice").arg(offer->offer.id));
        }
        catalog.m_offers.append(std::move(offer).value());
    }
    return catalog;
}

Result<SandboxCatalog> SandboxCatalog::loadBundled()
{
    QFile gpus(QStringLiteral(":/data/gpu-catalog.json"));
    QFile offers(QStringLiteral(":/data/sandbox-offers.json"));
    if (!gpus.open(QIODevice::ReadOnly) || !offers.open(QIODevice::ReadOnly)) {
        return Error::make(
            Error::Code::Internal, QStringLiteral("The bundled sandbox catalog is missing from this build (:/data)."));
    }
    return parse(gpus.readAll(), offers.readAll());
}

const SandboxGpuModel *SandboxCatalog::gpu(const QString &key) const
{
    for (const SandboxGpuModel &gpu : m_gpus) {
        if (gpu.key == key) {
            return &gpu;
        }
    }
    return nullptr;
}

const SandboxOffer *SandboxCatalog::offer(const QString &offerId) const
{
    for (const SandboxOffer &offer : m_offers) {
        if (offer.offer.id == offerId) {
            return &offer;
        }
    }
    return nullptr;
}

QList<Offer> SandboxCatalog::offers(const OfferQuery &query) const
{
    QList<Offer> result;
    for (const SandboxOffer &offer : m_offers) {
        if (query.matches(offer.offer)) {
            result.append(offer.offer);
        }
    }
    return result;
}

} // namespace RentDeck
