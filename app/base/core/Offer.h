// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/BillingPolicy.h"
#include "core/Money.h"

#include <QList>
#include <QMetaType>
#include <QString>
#include <optional>

namespace RentDeck {

/** One rentable configuration at one provider, normalized. */
struct Offer
{
    QString providerId; // "sandbox"
    QString id; // provider's offer id
    QString gpuName; // as nvidia-smi names it: "NVIDIA GeForce RTX 4090"
    int gpuCount = 1;
    double vramGb = 0; // per GPU, as sold
    Money pricePerHour; // whole offer
    BillingPolicy billing;
    bool spot = false;
    QString region;
    int cpuCores = 0;
    double ramGb = 0;
    double diskGb = 0;
    QString maxCuda; // highest CUDA the host driver supports, "" when unknown
    QString driverVersion;
    std::optional<double> reliability; // 0..1, unknown for clouds
    bool sliced = false; // vGPU / MIG slice rather than a whole card
    QString interconnect; // between the offer's GPUs: "NVLink", "SXM", "PCIe"; "" when unknown or one GPU
    QString note; // short provider remark ("sandbox", "old driver", ...)

    QString qualifiedId() const { return providerId + QLatin1Char(':') + id; }
    Money pricePerGpuHour() const
    {
        return gpuCount > 0 ? Money(pricePerHour.micros() / gpuCount, pricePerHour.currency()) : pricePerHour;
    }
};

/** Filters for listOffers; empty fields do not filter. */
struct OfferQuery
{
    QString gpuName; // case-insensitive substring
    double minVramGb = 0; // per GPU
    int gpuCount = 0; // exact count when > 0
    Money maxPricePerHour; // invalid = any
    bool spotOnly = false;
    QString region; // case-insensitive substring
    double minReliability = 0; // 0..1; offers of unknown reliability pass
    QString minCuda; // "12.4": the host driver must support at least this CUDA; unknown passes

    bool matches(const Offer &offer) const;
};

} // namespace RentDeck

Q_DECLARE_METATYPE(RentDeck::Offer)
