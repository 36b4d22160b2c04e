// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SshHostStore.h"

#include "core/Paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QSaveFile>
#include <algorithm>

namespace RentDeck {

namespace {

constexpr int LockTimeoutMs = 10000;

QJsonObject toJson(const SshHostRecord &r)
{
    return QJsonObject {
        { QStringLiteral("id"), r.id },
        { QStringLiteral("label"), r.label },
        { QStringLiteral("host"), r.host },
        { QStringLiteral("port"), r.port },
        { QStringLiteral("user"), r.user },
        { QStringLiteral("identity_file"), r.identityFile },
        { QStringLiteral("uses_password"), r.usesPassword },
        { QStringLiteral("price_per_hour"), r.pricePerHour.toDecimalString() },
        { QStringLiteral("currency"), r.pricePerHour.currency() },
        { QStringLiteral("billing"), BillingPolicy::granularityName(r.granularity) },
        { QStringLiteral("provider_name"), r.providerName },
        { QStringLiteral("created_at"), r.createdAt.toUTC().toString(Qt::ISODate) },
        { QStringLiteral("host_key_fingerprint"), r.hostKeyFingerprint },
        { QStringLiteral("added_known_host"), r.addedKnownHost },
    };
}

SshHostRecord fromJson(const QJsonObject &o)
{
    SshHostRecord r;
    r.id = o.value(QLatin1String("id")).toString();
    r.label = o.value(QLatin1String("label")).toString();
    r.host = o.value(QLatin1String("host")).toString();
    r.port = o.value(QLatin1String("port")).toInt(22);
    r.user = o.value(QLatin1String("user")).toString();
    r.identityFile = o.value(QLatin1String("identity_file")).toString();
    r.usesPassword = o.value(QLatin1String("uses_password")).toBool();
    r.pricePerHour = Money::fromDecimalString(
        o.value(QLatin1String("price_per_hour")).toString(), o.value(QLatin1String("currency")).toString());
    r.granularity = BillingPolicy::granularityFromName(o.value(QLatin1String("billing")).toString());
    r.providerName = o.value(QLatin1String("provider_name")).toString();
    r.createdAt = QDateTime::fromString(o.value(QLatin1String("created_at")).toString(), Qt::ISODate);
    r.hostKeyFingerprint = o.value(QLatin1String("host_key_fingerprint")).toString();
    r.addedKnownHost = o.value(QLatin1String("added_known_host")).toBool();
    return r;
}

Error lockError()
{
    return Error::make(Error::Code::Io,
        QCoreApplication::translate(
            "RentDeck::SshHostStore", "Another RentDeck is holding the SSH hosts lock; try again."));
}

} // namespace

SshHostStore::SshHostStore(QString dataDir)
    : m_dataDir(QDir::cleanPath(std::move(dataDir)))
{
}

QString SshHostStore::hostsDir() const
{
    return m_dataDir + QStringLiteral("/hosts");
}

QString SshHostStore::fileOf(const QString &id) const
{
    return hostsDir() + QLatin1Char('/') + id + QStringLiteral(".json");
}

Result<SshHostRecord> SshHostStore::insert(SshHostRecord record) const
{
    if (!Paths::ensurePrivateDir(hostsDir())) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate("RentDeck::SshHostStore", "Could not create the folder %1.").arg(hostsDir()));
    }
    QLockFile lock(m_dataDir + QStringLiteral("/hosts.lock"));
    if (!lock.tryLock(LockTimeoutMs)) {
        return lockError();
    }
    QFile counter(m_dataDir + QStringLiteral("/next-id"));
    qint64 next = 1;
    if (counter.open(QIODevice::ReadOnly)) {
        next = std::max<qint64>(1, counter.readAll().trimmed().toLongLong());
        counter.close();
    }
    while (QFileInfo::exists(fileOf(QString::number(next)))) {
        ++next;
    }
    record.id = QString::number(next);
    QSaveFile nextId(counter.fileName());
    const QByteArray nextText = QByteArray::number(next + 1) + '\n';
    QSaveFile out(fileOf(record.id));
    const QByteArray json = QJsonDocument(toJson(record)).toJson();
    if (!nextId.open(QIODevice::WriteOnly) || nextId.write(nextText) != nextText.size() || !nextId.commit()
        || !out.open(QIODevice::WriteOnly) || out.write(json) != json.size() || !out.commit()) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate("RentDeck::SshHostStore", "Could not save the SSH host in %1.")
                .arg(hostsDir()));
    }
    // QSaveFile gives a new file the umask's mode (0644); the folder is 0700, the files 0600 all the same.
    QFile::setPermissions(nextId.fileName(), QFile::ReadOwner | QFile::WriteOwner);
    QFile::setPermissions(out.fileName(), QFile::ReadOwner | QFile::WriteOwner);
    return record;
}

Result<SshHostRecord> SshHostStore::load(const QString &id) const
{
    bool numeric = false;
    id.toLongLong(&numeric);
    QFile file(fileOf(id));
    if (!numeric || !file.open(QIODevice::ReadOnly)) {
        return Error::make(Error::Code::NotFound,
            QCoreApplication::translate("RentDeck::SshHostStore", "There is no SSH host \"%1\".").arg(id));
    }
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll());
    if (!doc.isObject()) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate("RentDeck::SshHostStore", "The record of SSH host %1 is unreadable (%2).")
                .arg(id, file.fileName()));
    }
    SshHostRecord record = fromJson(doc.object());
    record.id = id;
    return record;
}

QList<SshHostRecord> SshHostStore::list() const
{
    QStringList ids;
    const QStringList files = QDir(hostsDir()).entryList({ QStringLiteral("*.json") }, QDir::Files);
    for (const QString &file : files) {
        ids.append(file.chopped(5));
    }
    std::sort(
        ids.begin(), ids.end(), [](const QString &a, const QString &b) { return a.toLongLong() < b.toLongLong(); });
    QList<SshHostRecord> records;
    for (const QString &id : std::as_const(ids)) {
        Result<SshHostRecord> record = load(id);
        if (record) {
            records.append(std::move(record).value());
        }
    }
    return records;
}

Status SshHostStore::remove(const QString &id) const
{
    QLockFile lock(m_dataDir + QStringLiteral("/hosts.lock"));
    if (!lock.tryLock(LockTimeoutMs)) {
        return lockError();
    }
    QFile file(fileOf(id));
    if (file.exists() && !file.remove()) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate("RentDeck::SshHostStore", "Could not remove %1: %2")
                .arg(file.fileName(), file.errorString()));
    }
    return {};
}

} // namespace RentDeck
