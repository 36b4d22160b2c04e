// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/VerifiedSyncRecord.h"

#include "core/Paths.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace RentDeck {

namespace {
constexpr qint64 MaxRecordBytes = 4096;

bool isState(const QByteArray &state)
{
    return state.size() == 64;
}
} // namespace

VerifiedSyncRecord::VerifiedSyncRecord(
    const SshEndpoint &endpoint, const QString &remoteRoot, const QString &localRoot, const QStringList &excludes)
{
    const QByteArray key = QStringLiteral("%1@%2:%3\n%4\n%5\n%6")
                               .arg(endpoint.user, endpoint.host, QString::number(endpoint.port), remoteRoot, localRoot,
                                   excludes.join(QLatin1Char('\n')))
                               .toUtf8();
    m_path = Paths::keyedCacheFile(QStringLiteral("verified-syncs"), key, QStringLiteral(".json"));
}

bool VerifiedSyncRecord::load()
{
    m_localState.clear();
    m_remoteState.clear();
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > MaxRecordBytes) {
        return false;
    }
    const QJsonObject json = QJsonDocument::fromJson(file.readAll()).object();
    const QByteArray local = json.value(QStringLiteral("local_state")).toString().toLatin1();
    const QByteArray remote = json.value(QStringLiteral("remote_state")).toString().toLatin1();
    if (!isState(local) || !isState(remote)) {
        return false;
    }
    m_localState = local;
    m_remoteState = remote;
    m_files = json.value(QStringLiteral("files")).toInt();
    m_bytes = qint64(json.value(QStringLiteral("bytes")).toDouble());
    m_verifiedAt = QDateTime::fromString(json.value(QStringLiteral("verified_at")).toString(), Qt::ISODate);
    return true;
}

void VerifiedSyncRecord::store(const QByteArray &localState, const QByteArray &remoteState, int files, qint64 bytes)
{
    if (!isState(localState) || !isState(remoteState)) {
        clear();
        return;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const QJsonObject json { { QStringLiteral("local_state"), QString::fromLatin1(localState) },
        { QStringLiteral("remote_state"), QString::fromLatin1(remoteState) }, { QStringLiteral("files"), files },
        { QStringLiteral("bytes"), double(bytes) }, { QStringLiteral("verified_at"), now.toString(Qt::ISODate) } };
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        return; // only costs a verification by manifest next time
    }
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(QJsonDocument(json).toJson(QJsonDocument::Compact));
    if (file.commit()) {
        m_localState = localState;
        m_remoteState = remoteState;
        m_files = files;
        m_bytes = bytes;
        m_verifiedAt = now;
    }
}

void VerifiedSyncRecord::clear()
{
    QFile::remove(m_path);
    m_localState.clear();
    m_remoteState.clear();
}

bool VerifiedSyncRecord::matches(const QByteArray &localState, const QByteArray &remoteState) const
{
    return isState(m_localState) && localState == m_localState && remoteState == m_remoteState;
}

} // namespace RentDeck
