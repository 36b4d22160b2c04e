// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QString>
#include <optional>

namespace RentDeck {

class CheckReportStore;

/** Where a plan's TFLOPS per GPU came from. Measured beats nominal; this host's measurement beats its model's. */
enum class ThroughputSource
{
    Nominal, // the catalog's dense bf16 peak
    MeasuredGpuModel, // the mean of benchmarks on earlier machines with this GPU model
    MeasuredOffer, // the newest benchmark on a machine rented from this very offer
};

/** A measured bf16 matmul rate per GPU, and how much evidence is behind it. */
struct MeasuredThroughput
{
    double tflopsPerGpu = 0;
    ThroughputSource source = ThroughputSource::MeasuredGpuModel;
    int samples = 0;
    QDateTime measuredAt; // the newest sample
};

/**
 * What earlier pre-flight benchmarks (`check --bench`, result "bench.tflops") measured, by offer and by GPU
 * model, so the planner ranks offers by what machines really delivered rather than their data-sheet peak: a
 * throttled or shared card makes a cheap offer slower, hence dearer per job. Likewise the all-reduce bandwidth
 * ("bench.allreduce") an offer's multi-GPU box measured replaces the assumed link speed in its gradient sync. Read once
 * from the ledger's stored check reports; pure afterwards.
 */
class ThroughputHistory
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::ThroughputHistory)

public:
    /** Records one benchmark: \a offerKey "provider:offer" (may be empty for added hosts), \a gpuModel as sold. */
    void add(const QString &offerKey, const QString &gpuModel, double tflopsPerGpu, const QDateTime &at);
    /** The offer's own newest measurement, else the mean for its GPU model, else nothing. */
    std::optional<MeasuredThroughput> lookup(const QString &offerKey, const QString &gpuModel) const;
    bool isEmpty() const { return m_byOffer.isEmpty() && m_byModel.isEmpty() && m_busByOffer.isEmpty(); }

    /** Records an all-reduce bus bandwidth ("bench.allreduce", GB/s) measured on a machine of \a offerKey. */
    void addBusBandwidth(const QString &offerKey, double gbs, const QDateTime &at);
    /** The offer's newest measured all-reduce bus bandwidth in bytes/s: how fast its GPUs really sync gradients. */
    std::optional<double> busBytesPerSecond(const QString &offerKey) const;

    /** Every stored report's "bench.tflops" value (reports without one, or unreadable, are passed over). */
    [[nodiscard]] static Result<ThroughputHistory> load(const CheckReportStore &reports);
    /** "RTX 4090" for "NVIDIA GeForce RTX 4090": the key GPU names of offers and reports are compared by. */
    static QString modelKey(const QString &gpuName);
    /** "nominal", "measured-model", "measured-offer" (JSON). */
    static QString sourceName(ThroughputSource source);

private:
    struct ModelTotal
    {
        double sum = 0;
        int samples = 0;
        QDateTime newest;
    };
    QHash<QString, MeasuredThroughput> m_byOffer;
    QHash<QString, ModelTotal> m_byModel;
    QHash<QString, std::pair<double, QDateTime>> m_busByOffer; // GB/s, when
};

} // namespace RentDeck
