// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/BillingPolicy.h"
#include "core/Money.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

namespace RentDeck {

/** One GPU model's typical price from a provider's own list: a hint for a machine added by hand, never a quote. */
struct ListedGpuPrice
{
    QString model; // as the provider names it: "RTX 4090"
    QString gpuName; // as nvidia-smi names it: "NVIDIA GeForce RTX 4090"
    double vramGb = 0;
    Money perGpuHour;
    QString note; // for people, translated: where the figure comes from and that the console's price wins
};

/**
 * How a provider bills the machines its console hands out, for people who add one as an SSH host (Add SSH host,
 * `rentdeck-cli add-host`). Data the provider's adapter describes in its ProviderDescriptor; HostPresets picks one
 * the same way for the window and the CLI.
 */
struct HostPreset
{
    QString providerName; // what the user types or the preset fills in: "AutoDL"
    QStringList hostSuffixes; // the provider's SSH proxies: "autodl.com" matches "connect.westb.autodl.com"
    QString currency; // "CNY"
    BillingGranularity granularity = BillingGranularity::Hour;
    QString billingFacts; // for people, translated
    QList<ListedGpuPrice> typicalPrices; // empty when the provider publishes none
    QString priceListNote; // for people: where the list comes from and when it was checked

    /** By the provider's model name or nvidia-smi's name, ignoring case, spaces and punctuation. */
    std::optional<ListedGpuPrice> findPrice(const QString &modelOrGpuName) const;
    /** Lower-case letters and digits only: how GPU names compare in price lists ("rtx-4090" = "RTX 4090"). */
    static QString comparableName(const QString &name);
    /** Whether \a host is one of the provider's SSH proxies (the suffix itself or a name below it). */
    bool matchesHost(const QString &host) const;
};

} // namespace RentDeck
