// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxInstanceStore.h"

#include "core/Paths.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <algorithm>

namespace RentDeck {

namespace {

// A lock another process holds, or one that cannot even be written (a full disk must not read as "held").
Error lockError(const QLockFile &lock, const QString &path)
{
    if (lock.error() == QLockFile::LockFailedError) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate(
                "RentDeck::SandboxInstanceStore", "Another RentDeck is holding the sandbox lock; try again."));
    }
    return Error::make(Error::Code::Io,
        QCoreApplication::translate("RentDeck::SandboxInstanceStore", "Cannot create the sandbox lock %1.").arg(path)
            + Paths::diskFullHint(path));
}

constexpr int LockTimeoutMs = 10000;
constexpr QFile::Permissions PrivateFile = QFile::ReadOwner | QFile::WriteOwner;

QJsonObject toJson(const SandboxInstanceRecord &record)
{
    const Instance &i = record.instance;
    return QJsonObject {
        { QStringLiteral("id"), i.id },
        { QStringLiteral("label"), i.label },
        { QStringLiteral("state"), instanceStateName(i.state) },
        { QStringLiteral("state_detail"), i.stateDetail },
        { QStringLiteral("offer_id"), i.offerId },
        { QStringLiteral("gpu_name"), i.gpuName },
        { QStringLiteral("gpu_count"), i.gpuCount },
        { QStringLiteral("vram_gb"), i.vramGb },
        { QStringLiteral("price_per_hour"), i.pricePerHour.toDecimalString() },
        { QStringLiteral("currency"), i.pricePerHour.currency() },
        { QStringLiteral("billing"), i.billing.granularityName() },
        { QStringLiteral("minimum_seconds"), i.billing.minimumSeconds },
        { QStringLiteral("storage_per_gb_month"),
            i.billing.storagePerGbMonth.isValid() ? i.billing.storagePerGbMonth.toDecimalString() : QString() },
        { QStringLiteral("disk_gb"), i.diskGb },
        { QStringLiteral("image"), i.image },
        { QStringLiteral("port"), i.ssh.port },
        { QStringLiteral("user"), i.ssh.user },
        { QStringLiteral("created_at"), i.createdAt.toUTC().toString(Qt::ISODate) },
        { QStringLiteral("scenario"), record.scenario },
        { QStringLiteral("sshd_pid"), record.sshdPid },
    };
}

SandboxInstanceRecord fromJson(const QJsonObject &o)
{
    SandboxInstanceRecord record;
    Instance &i = record.instance;
    i.providerId = QStringLiteral("sandbox");
    i.id = o.value(QLatin1String("id")).toString();
    i.label = o.value(QLatin1String("label")).toString();
    i.state = instanceStateFromName(o.value(QLatin1String("state")).toString());
    i.stateDetail = o.value(QLatin1String("state_detail")).toString();
    i.offerId = o.value(QLatin1String("offer_id")).toString();
    i.gpuName = o.value(QLatin1String("gpu_name")).toString();
    i.gpuCount = o.value(QLatin1String("gpu_count")).toInt(1);
    i.vramGb = o.value(QLatin1String("vram_gb")).toDouble();
    const QString currency = o.value(QLatin1String("currency")).toString();
    i.pricePerHour = Money::fromDecimalString(o.value(QLatin1String("price_per_hour")).toString(), currency);
    i.billing.granularity = BillingPolicy::granularityFromName(o.value(QLatin1String("billing")).toString());
    i.billing.minimumSeconds = o.value(QLatin1String("minimum_seconds")).toInteger();
    i.billing.storagePerGbMonth
        = Money::fromDecimalString(o.value(QLatin1String("storage_per_gb_month")).toString(), currency);
    i.diskGb = o.value(QLatin1String("disk_gb")).toDouble();
    i.image = o.value(QLatin1String("image")).toString();
    i.ssh.port = o.value(QLatin1String("port")).toInt();
    i.ssh.user = o.value(QLatin1String("user")).toString();
    i.createdAt = QDateTime::fromString(o.value(QLatin1String("created_at")).toString(), Qt::ISODate);
    record.scenario = o.value(QLatin1String("scenario")).toString();
    record.sshdPid = o.value(QLatin1String("sshd_pid")).toInteger();
    return record;
}

} // namespace

SandboxInstanceStore::SandboxInstanceStore(QString dataDir)
    : m_dataDir(QDir::cleanPath(std::move(dataDir)))
{
}

QString SandboxInstanceStore::instancesDir() const
{
    return m_dataDir + QStringLiteral("/instances");
}

QString SandboxInstanceStore::instanceDir(const QString &id) const
{
    return instancesDir() + QLatin1Char('/') + id;
}

QString SandboxInstanceStore::marker(const QString &id) const
{
    const QByteArray hash = QCryptographicHash::hash(m_dataDir.toUtf8(), QCryptographicHash::Sha256).toHex().left(12);
    return id + QLatin1Char('@') + QString::fromLatin1(hash);
}

Result<QString> SandboxInstanceStore::allocate() const
{
    if (!Paths::ensurePrivateDir(instancesDir())) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate("RentDeck::SandboxInstanceStore", "Could not create the sandbox folder %1.")
                .arg(instancesDir()));
    }
    QLockFile lock(m_dataDir + QStringLiteral("/instances.lock"));
    if (!lock.tryLock(LockTimeoutMs)) {
        return lockError(lock, m_dataDir + QStringLiteral("/instances.lock"));
    }
    QFile counter(m_dataDir + QStringLiteral("/next-id"));
    qint64 next = 1;
    if (counter.open(QIODevice::ReadOnly)) {
        next = std::max<qint64>(1, counter.readAll().trimmed().toLongLong());
        counter.close();
    }
    while (QFileInfo::exists(instanceDir(QString::number(next)))) {
        ++next;
    }
    const QString id = QString::number(next);
    QSaveFile out(counter.fileName());
    const QByteArray text = QByteArray::number(next + 1) + '\n';
    if (!Paths::ensurePrivateDir(instanceDir(id)) || !out.open(QIODevice::WriteOnly) || out.write(text) != text.size()
        || !out.commit()) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate("RentDeck::SandboxInstanceStore", "Could not create the instance folder %1.")
                .arg(instanceDir(id)));
    }
    QFile::setPermissions(counter.fileName(), PrivateFile); // QSaveFile creates a new file with the umask
    return id;
}

Result<SandboxInstanceRecord> SandboxInstanceStore::load(const QString &id) const
{
    QFile file(instanceDir(id) + QStringLiteral("/instance.json"));
    bool numeric = false;
    id.toLongLong(&numeric);
    if (!numeric || !file.open(QIODevice::ReadOnly)) {
        return Error::make(Error::Code::NotFound,
            QCoreApplication::translate("RentDeck::SandboxInstanceStore", "There is no sandbox instance \"%1\".")
                .arg(id));
    }
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
    if (!doc.isObject()) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate(
                "RentDeck::SandboxInstanceStore", "The state of sandbox instance %1 is unreadable (%2).")
                .arg(id, file.fileName()));
    }
    SandboxInstanceRecord record = fromJson(doc.object());
    record.instance.id = id;
    return record;
}

QList<SandboxInstanceRecord> SandboxInstanceStore::list() const
{
    QStringList ids = QDir(instancesDir()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    std::sort(
        ids.begin(), ids.end(), [](const QString &a, const QString &b) { return a.toLongLong() < b.toLongLong(); });
    QList<SandboxInstanceRecord> records;
    for (const QString &id : std::as_const(ids)) {
        Result<SandboxInstanceRecord> record = load(id);
        if (record) {
            records.append(std::move(record).value());
        }
    }
    return records;
}

Status SandboxInstanceStore::save(const SandboxInstanceRecord &record) const
{
    QLockFile lock(m_dataDir + QStringLiteral("/instances.lock"));
    if (!lock.tryLock(LockTimeoutMs)) {
        return lockError(lock, m_dataDir + QStringLiteral("/instances.lock"));
    }
    const QString dir = instanceDir(record.instance.id);
    if (!QFileInfo(dir).isDir()) {
        return Error::make(Error::Code::NotFound,
            QCoreApplication::translate("RentDeck::SandboxInstanceStore", "Sandbox instance %1 was destroyed.")
                .arg(record.instance.id));
    }
    QSaveFile out(dir + QStringLiteral("/instance.json"));
    const QByteArray json = QJsonDocument(toJson(record)).toJson();
    if (!out.open(QIODevice::WriteOnly) || out.write(json) != json.size() || !out.commit()) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate("RentDeck::SandboxInstanceStore", "Could not save %1: %2")
                .arg(out.fileName(), out.errorString()));
    }
    QFile::setPermissions(out.fileName(), PrivateFile); // QSaveFile creates a new file with the umask
    return {};
}

Status SandboxInstanceStore::remove(const QString &id) const
{
    QLockFile lock(m_dataDir + QStringLiteral("/instances.lock"));
    if (!lock.tryLock(LockTimeoutMs)) {
        return lockError(lock, m_dataDir + QStringLiteral("/instances.lock"));
    }
    QDir dir(instanceDir(id));
    if (dir.exists() && !dir.removeRecursively()) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate("RentDeck::SandboxInstanceStore", "Could not remove %1.").arg(dir.path()));
    }
    return {};
}

} // namespace RentDeck
