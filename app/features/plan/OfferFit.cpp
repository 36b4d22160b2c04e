// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/OfferFit.h"

#include "checks/GpuCatalog.h"
#include "checks/Interconnect.h"
#include "core/Offer.h"
#include "core/Translate.h"
#include "plan/PlanEstimator.h"

#include <algorithm>

namespace RentDeck {

namespace {

constexpr qint64 Mib = qint64(1) << 20;
constexpr qint64 Gib = qint64(1) << 30;

QString tr(const char *text)
{
    return translateInFile("RentDeck::OfferFit", text);
}

} // namespace

QStringList OfferFit::warnings() const
{
    QStringList all = estimate.warnings;
    if (time) {
        all << time->warnings;
    }
    return all;
}

double OfferFit::parallelEfficiency() const
{
    if (!time) {
        return 0;
    }
    const double step = std::max(time->computeSecondsPerStep, time->syncSecondsPerStep);
    return step > 0 ? time->computeSecondsPerStep / step : 1;
}

FitLevel OfferFit::levelFor(qint64 neededPerGpu, qint64 usablePerGpu)
{
    if (usablePerGpu <= 0 || neededPerGpu > usablePerGpu) {
        return FitLevel::DoesNotFit;
    }
    return double(neededPerGpu) > TightAbove * double(usablePerGpu) ? FitLevel::Tight : FitLevel::Comfortable;
}

QString OfferFit::levelName(FitLevel level)
{
    switch (level) {
    case FitLevel::DoesNotFit:
        return QStringLiteral("no");
    case FitLevel::Tight:
        return QStringLiteral("tight");
    case FitLevel::Comfortable:
        return QStringLiteral("comfortable");
    }
    return QStringLiteral("no");
}

OfferFit OfferFit::make(PlanInput input, int gpuCount, qint64 usablePerGpu, double tflopsPerGpu,
    const QString &interconnect, double measuredLinkBytesPerSecond)
{
    input.gpus = std::max(gpuCount, 1);
    OfferFit fit;
    fit.estimate = PlanEstimator::estimate(input);
    fit.usableBytesPerGpu = usablePerGpu;
    fit.level = levelFor(fit.estimate.vramBytesPerGpu(), usablePerGpu);
    const Interconnect::Kind link = Interconnect::fromName(interconnect);
    fit.interconnect = Interconnect::name(link);
    fit.linkMeasured = measuredLinkBytesPerSecond > 0;
    fit.linkBytesPerSecond = fit.linkMeasured ? measuredLinkBytesPerSecond : Interconnect::bytesPerSecond(link);
    fit.tflopsPerGpu = tflopsPerGpu;
    if (input.tokens > 0 && tflopsPerGpu > 0) {
        const QString linkName = fit.linkMeasured
            ? tr("%1 (measured %2 GB/s)").arg(fit.interconnect).arg(fit.linkBytesPerSecond / 1e9, 0, 'f', 1)
            : fit.interconnect;
        fit.time = PlanEstimator::trainingTime(fit.estimate, tflopsPerGpu, fit.linkBytesPerSecond, linkName);
    }
    return fit;
}

OfferFit OfferFit::forGpu(PlanInput input, const GpuCatalogEntry &gpu, int gpuCount)
{
    return make(std::move(input), gpuCount, gpu.memoryTotalMib * Mib, gpu.bf16Tflops, gpu.interconnect);
}

OfferFit OfferFit::forOffer(
    PlanInput input, const Offer &offer, const GpuCatalog *catalog, const ThroughputHistory *measured)
{
    // The memory sold picks the card a short name means ("A100 SXM4": 40 or 80 GB); a slice is matched on the card
    // it is cut from, so only a whole card's memory helps.
    const GpuCatalogEntry *gpu = catalog ? catalog->find(offer.gpuName, offer.sliced ? 0 : offer.vramGb) : nullptr;
    // "24 GB" as sold is GiB-sized; the catalog's nvidia-smi total is the precise figure for a whole card. A
    // slice (vGPU, MIG) has only its own memory, and we assume its share of the compute is the same fraction.
    const qint64 soldBytes = qint64(offer.vramGb * double(Gib));
    qint64 usable = soldBytes;
    double share = 1;
    double tflops = 0;
    if (gpu) {
        usable = offer.sliced ? soldBytes : gpu->memoryTotalMib * Mib;
        share = offer.sliced ? std::min(1.0, double(soldBytes) / double(gpu->memoryTotalMib * Mib)) : 1;
        tflops = gpu->bf16Tflops * share;
    }
    ThroughputSource source = ThroughputSource::Nominal;
    if (const auto rate = measured ? measured->lookup(offer.qualifiedId(), offer.gpuName) : std::nullopt) {
        // A benchmark on this very offer ran on the slice we would get; one on another machine of the model ran
        // on a whole card (a slice gets its share of that).
        tflops = rate->source == ThroughputSource::MeasuredOffer ? rate->tflopsPerGpu : rate->tflopsPerGpu * share;
        source = rate->source;
    }
    const QString link = !offer.interconnect.isEmpty() ? offer.interconnect : (gpu ? gpu->interconnect : QString());
    const bool wantsTime = input.tokens > 0;
    // What this offer's GPUs measured in an all-reduce beats the link's assumed figure (bench.allreduce).
    const double measuredLink = measured ? measured->busBytesPerSecond(offer.qualifiedId()).value_or(0) : 0;
    OfferFit fit = make(std::move(input), offer.gpuCount, usable, tflops, link, measuredLink);
    fit.throughputSource = source;
    if (fit.time) {
        fit.jobCost = PlanEstimator::jobCost(offer, fit.time->hours);
    } else if (wantsTime) {
        fit.estimate.warnings << tr("No TFLOPS known for %1: no time or cost estimate.").arg(offer.gpuName);
    }
    return fit;
}

} // namespace RentDeck
