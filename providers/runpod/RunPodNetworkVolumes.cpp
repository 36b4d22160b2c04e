// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RunPodNetworkVolumes.h"

#include "RunPodJson.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <algorithm>

namespace RentDeck {

namespace {

constexpr double DaysPerMonth = 30;

/** Volume ids mounted by a pod that is neither stopped nor gone. */
QSet<QString> mountedByLivePods(const QJsonDocument &pods)
{
    QSet<QString> mounted;
    for (const QJsonValue &value : pods.object().value(QLatin1String("pods")).toArray()) {
        const QJsonObject pod = value.toObject();
        const QString status = pod.value(QLatin1String("status")).toString();
        if (status == QLatin1String("EXITED") || status == QLatin1String("TERMINATED")) {
            continue;
        }
        const QJsonObject mounts = pod.value(QLatin1String("mounts")).toObject();
        for (const QJsonValue &mount : mounts.value(QLatin1String("network")).toArray()) {
            mounted.insert(mount.toObject().value(QLatin1String("volumeId")).toString());
        }
    }
    return mounted;
}

} // namespace

Money RunPodNetworkVolumes::standardCostPerDay(double sizeGb)
{
    const double firstTb = std::min(sizeGb, 1000.0);
    const double beyond = std::max(sizeGb - 1000.0, 0.0);
    return Money::fromDouble(
        (firstTb * 0.07 + beyond * 0.05) / DaysPerMonth, QString::fromLatin1(RunPodJson::Currency));
}

Result<QList<Leftover>> RunPodNetworkVolumes::parse(const QJsonDocument &volumes, const QJsonDocument &pods)
{
    const QJsonValue list = volumes.object().value(QLatin1String("networkVolumes"));
    if (!list.isArray() || !pods.object().value(QLatin1String("pods")).isArray()) {
        return Error::make(Error::Code::Provider,
            tr("RunPod's network volume or pod list has an unexpected shape (expected {\"networkVolumes\": [...]} and "
               "{\"pods\": [...]}): RentDeck may need an update."));
    }
    const QSet<QString> mounted = mountedByLivePods(pods);
    QList<Leftover> leftovers;
    for (const QJsonValue &value : list.toArray()) {
        const QJsonObject volume = value.toObject();
        const QString id = volume.value(QLatin1String("id")).toString();
        if (id.isEmpty()) {
            return Error::make(Error::Code::Provider, tr("RunPod sent a network volume without an id."));
        }
        if (mounted.contains(id)) {
            continue;
        }
        Leftover leftover;
        leftover.providerId = QString::fromLatin1(RunPodJson::ProviderId);
        leftover.kind = Leftover::Kind::Volume;
        leftover.id = id;
        leftover.sizeGb = volume.value(QLatin1String("size")).toDouble();
        if (volume.value(QLatin1String("type")).toString() != QLatin1String("HIGH_PERFORMANCE")) {
            leftover.costPerDay = standardCostPerDay(leftover.sizeGb);
        }
        leftover.belongedTo = QStringLiteral("%1 (%2)").arg(
            volume.value(QLatin1String("name")).toString(), volume.value(QLatin1String("dataCenter")).toString());
        leftovers.append(leftover);
    }
    return leftovers;
}

} // namespace RentDeck
