// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Leftover.h"
#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>

namespace RentDeck {

/**
 * Vast.ai volumes as leftovers. Volume storage is "charged per GB while volume exists" (guides/instances/storage/
 * types.mdx), also after the instance that used it is destroyed. A stopped instance's own disk is the ledger's
 * (StoppedStorage).
 */
class VastAiVolumes
{
    Q_DECLARE_TR_FUNCTIONS(VastAiVolumes)
public:
    /**
     * GET /api/v0/volumes/?owner=me&type=all_volume ({"volumes": [Volume]}, show_volumes.yaml; vast-cli
     * show__volumes) → the volumes no instance uses (instances empty). storage_total_cost is $ per hour for the
     * whole volume (storage_cost × disk_space / 720 in the show_instance.yaml examples), start_date unix seconds.
     */
    static Result<QList<Leftover>> parse(const QByteArray &body);
};

} // namespace RentDeck
