// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Leftover.h"
#include "core/Money.h"
#include "core/Result.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QList>

namespace RentDeck {

/**
 * RunPod network volumes as leftovers: they bill by the hour while they exist, pod or no pod
 * (docs.runpod.io storage/network-volumes). A stopped pod's own volume disk is the ledger's (StoppedStorage).
 */
class RunPodNetworkVolumes
{
    Q_DECLARE_TR_FUNCTIONS(RunPodNetworkVolumes)
public:
    /** STANDARD: $0.07 per GB and month for the first TB, $0.05 beyond (pods/pricing.mdx, network-volumes.mdx). */
    static Money standardCostPerDay(double sizeGb);

    /**
     * GET /v2/network-volumes ({"networkVolumes": [{id, name, size, dataCenter, type}]}, api-reference-v2 openapi.json)
     * and GET /v2/pods → the volumes no live pod mounts (mounts.network[].volumeId of a pod that is not EXITED or
     * TERMINATED). HIGH_PERFORMANCE volumes have no published price ("the console displays per-GB"): cost unknown.
     */
    static Result<QList<Leftover>> parse(const QJsonDocument &volumes, const QJsonDocument &pods);
};

} // namespace RentDeck
