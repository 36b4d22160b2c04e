// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxVolumes.h"

#include "core/Paths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>

namespace RentDeck {

namespace {

const QString ProviderId = QStringLiteral("sandbox");

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QJsonDocument::fromJson(file.readAll()).object() : QJsonObject();
}

bool writeJson(const QString &path, const QJsonObject &json)
{
    QSaveFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(QJsonDocument(json).toJson()) >= 0 && file.commit();
}

} // namespace

SandboxVolumes::SandboxVolumes(QString dataDir)
    : m_dataDir(std::move(dataDir))
{
}

QString SandboxVolumes::volumesDir() const
{
    return m_dataDir + QStringLiteral("/volumes");
}

Result<QString> SandboxVolumes::create(
    const QString &instanceId, double sizeGb, const Money &pricePerGbMonth, const QString &home)
{
    if (!Paths::ensurePrivateDir(volumesDir())) {
        return Error::make(Error::Code::Io, tr("Cannot create the sandbox's volume folder %1.").arg(volumesDir()));
    }
    int next = 1;
    for (const QString &name : QDir(volumesDir()).entryList({ QStringLiteral("vol-*") }, QDir::Dirs)) {
        next = std::max(next, name.mid(4).toInt() + 1);
    }
    const QString id = QStringLiteral("vol-%1").arg(next);
    const QString dir = volumesDir() + QLatin1Char('/') + id;
    if (!Paths::ensurePrivateDir(dir + QStringLiteral("/data"))) {
        return Error::make(Error::Code::Io, tr("Cannot create the sandbox volume %1.").arg(dir));
    }
    const QJsonObject json { { QStringLiteral("id"), id }, { QStringLiteral("instance"), instanceId },
        { QStringLiteral("size_gb"), sizeGb },
        { QStringLiteral("price_micros_per_gb_month"), pricePerGbMonth.micros() },
        { QStringLiteral("currency"), pricePerGbMonth.currency() },
        { QStringLiteral("created_ms"), QDateTime::currentMSecsSinceEpoch() }, { QStringLiteral("detached_ms"), 0 } };
    if (!writeJson(dir + QStringLiteral("/volume.json"), json)
        || !QFile::link(dir + QStringLiteral("/data"), home + QStringLiteral("/volume"))) {
        QDir(dir).removeRecursively();
        return Error::make(Error::Code::Io, tr("Cannot attach the sandbox volume %1.").arg(id));
    }
    return id;
}

void SandboxVolumes::detach(const QString &instanceId, const QDateTime &at)
{
    for (const QString &name : QDir(volumesDir()).entryList({ QStringLiteral("vol-*") }, QDir::Dirs)) {
        const QString path = volumesDir() + QLatin1Char('/') + name + QStringLiteral("/volume.json");
        QJsonObject json = readJson(path);
        if (json.value(QStringLiteral("instance")).toString() == instanceId
            && json.value(QStringLiteral("detached_ms")).toInteger() == 0) {
            json.insert(QStringLiteral("detached_ms"), at.toMSecsSinceEpoch());
            (void)writeJson(path, json);
        }
    }
}

QList<Leftover> SandboxVolumes::leftBehind() const
{
    QList<Leftover> leftovers;
    for (const QString &name : QDir(volumesDir()).entryList({ QStringLiteral("vol-*") }, QDir::Dirs, QDir::Name)) {
        const QJsonObject json = readJson(volumesDir() + QLatin1Char('/') + name + QStringLiteral("/volume.json"));
        const qint64 detachedMs = json.value(QStringLiteral("detached_ms")).toInteger();
        if (json.isEmpty() || detachedMs == 0) {
            continue;
        }
        Leftover leftover;
        leftover.providerId = ProviderId;
        leftover.kind = Leftover::Kind::Volume;
        leftover.id = name;
        leftover.sizeGb = json.value(QStringLiteral("size_gb")).toDouble();
        // Per GB-month, a month counted as 30 days (720 h), as the providers' own price pages do.
        const qint64 perGbMonth = json.value(QStringLiteral("price_micros_per_gb_month")).toInteger();
        leftover.costPerDay = Money(
            qint64(double(perGbMonth) * leftover.sizeGb / 30.0), json.value(QStringLiteral("currency")).toString());
        leftover.since = QDateTime::fromMSecsSinceEpoch(detachedMs, Qt::UTC);
        leftover.belongedTo = ProviderId + QLatin1Char(':') + json.value(QStringLiteral("instance")).toString();
        leftovers << leftover;
    }
    return leftovers;
}

Status SandboxVolumes::remove(const QString &id)
{
    static const QRegularExpression valid(QStringLiteral("^vol-[0-9]{1,9}$"));
    const QString dir = volumesDir() + QLatin1Char('/') + id;
    if (!valid.match(id).hasMatch() || !QFileInfo::exists(dir + QStringLiteral("/volume.json"))) {
        return Error::make(
            Error::Code::NotFound, tr("The sandbox has no volume %1 (see: rentdeck-cli leftovers).").arg(id));
    }
    if (readJson(dir + QStringLiteral("/volume.json")).value(QStringLiteral("detached_ms")).toInteger() == 0) {
        return Error::make(
            Error::Code::InvalidInput, tr("Volume %1 is still attached to its instance; destroy that first.").arg(id));
    }
    if (!QDir(dir).removeRecursively()) {
        return Error::make(Error::Code::Io, tr("Could not delete all of volume %1 (%2).").arg(id, dir));
    }
    return {};
}

} // namespace RentDeck
