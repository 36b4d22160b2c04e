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
 * Lambda Cloud's persistent file systems as leftovers. Lambda has no stopped instances (terminate only), so a file
 * system nothing mounts is the one thing that bills there with no instance: "Billing continues as long as a filesystem
 * exists, even if it's not mounted" (docs.lambda.ai/public-cloud/billing).
 */
class LambdaFileSystems
{
    Q_DECLARE_TR_FUNCTIONS(LambdaFileSystems)
public:
    /**
     * GET /api/v1/file-systems ({"data": [Filesystem]}, openapi 1.8.3) → the file systems not mounted anywhere
     * (is_in_use false). Size is bytes_used (optional and "updated every few hours"; 0 when absent). The API gives no
     * price (the billing page's $0.20/GiB is "for example purposes"), so costPerDay stays invalid.
     */
    static Result<QList<Leftover>> parse(const QByteArray &body);
    /** DELETE /api/v1/filesystems/{id} → ok when deleted_ids names \a id. */
    static Status parseDeleted(const QByteArray &body, const QString &id);
};

} // namespace RentDeck
