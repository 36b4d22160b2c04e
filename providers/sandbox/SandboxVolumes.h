// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Leftover.h"
#include "core/Result.h"

#include <QCoreApplication>
#include <QList>

namespace RentDeck {

/**
 * The sandbox's network volumes, as RunPod's are: made at launch (`launch --volume GB`), mounted in the instance's
 * home as ~/volume, billed per GB-month at the offer's storage price, and kept when the instance is destroyed, so
 * they bill on until deleted. Each is a folder providers/sandbox/volumes/vol-N with a volume.json.
 */
class SandboxVolumes
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::SandboxVolumes)

public:
    explicit SandboxVolumes(QString dataDir);

    /** Makes a volume for \a instanceId and links it as \a home/volume. Returns its id ("vol-1"). */
    [[nodiscard]] Result<QString> create(
        const QString &instanceId, double sizeGb, const Money &pricePerGbMonth, const QString &home);
    /** Marks the volumes of \a instanceId as left behind (the instance is gone) from \a at on. */
    void detach(const QString &instanceId, const QDateTime &at);
    /** The volumes no instance holds any more: they bill with nothing running. */
    QList<Leftover> leftBehind() const;
    /** Deletes volume \a id and its data; refused while an instance holds it. */
    [[nodiscard]] Status remove(const QString &id);

private:
    QString volumesDir() const;

    QString m_dataDir;
};

} // namespace RentDeck
