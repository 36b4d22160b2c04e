// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Offer.h"
#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>

namespace RentDeck {

/** One GPU model of the bundled catalog, with the facts nvidia-smi reports for it. */
struct SandboxGpuModel
{
    QString key; // catalog key: "rtx4090"
    QString name; // "NVIDIA GeForce RTX 4090"
    qint64 memoryTotalMib = 0;
    double vramGb = 0; // as sold
    int powerLimitW = 0;
    int maxSmClockMhz = 0;
    int maxMemClockMhz = 0;
    QString architecture;
    QString productBrand;
    double bf16Tflops = 0; // dense
    QString interconnect; // "PCIe", "NVLink"
    QString vbiosVersion;
    QString vendor = QStringLiteral("nvidia"); // "huawei" for the Ascend NPUs of sandbox-offers.json's "npus"
    QString npuChip; // npu-smi's name of the chip: "910B3"
    QString cann; // the CANN release the simulated Ascend box has installed
    bool isNpu() const { return vendor == QLatin1String("huawei"); }
};

/** A sandbox offer: the normalized Offer plus what the simulated machine needs. */
struct SandboxOffer
{
    Offer offer;
    QString gpuKey;
    QString scenario; // idle, busy, throttled, sliced, old-driver, no-driver
    qint64 reportedMemoryMib = 0; // what nvidia-smi shows per GPU (the slice when sliced)
    QString virtualizationMode; // "None", "VGPU"
};

/**
 * The bundled sandbox catalog (GPU models and offers). Pure: parsing has no side effects and no
 * event loop; loadBundled() reads the Qt resources :/data/gpu-catalog.json and :/data/sandbox-offers.json.
 */
class SandboxCatalog
{
public:
    static constexpr auto ProviderId = "sandbox";

    /**
     * Parses both documents; every offer must name a known GPU (or an NPU of the offers document's "npus": the
     * planner's GPU catalog has no Ascend figures on record), a valid price and a known scenario.
     */
    [[nodiscard]] static Result<SandboxCatalog> parse(const QByteArray &gpuCatalogJson, const QByteArray &offersJson);
    [[nodiscard]] static Result<SandboxCatalog> loadBundled();
    /** The scenarios rentdeck-gpusim understands. */
    static QStringList scenarios();

    const QList<SandboxGpuModel> &gpus() const { return m_gpus; }
    const QList<SandboxOffer> &sandboxOffers() const { return m_offers; }
    const SandboxGpuModel *gpu(const QString &key) const;
    const SandboxOffer *offer(const QString &offerId) const;
    /** Offers matching \a query, in catalog order. */
    QList<Offer> offers(const OfferQuery &query = {}) const;

private:
    QList<SandboxGpuModel> m_gpus;
    QList<SandboxOffer> m_offers;
};

} // namespace RentDeck
