// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/RemoteCacheCopy.h"

#include "core/Paths.h"
#include "sync/Manifest.h"

#include <QFile>
#include <QSaveFile>

namespace RentDeck {

namespace {
constexpr qint64 MaxSignatureBytes = 256;
}

RemoteCacheCopy::RemoteCacheCopy(const SshEndpoint &endpoint, const QString &remoteRoot)
{
    const QByteArray key = QStringLiteral("%1@%2:%3\n%4")
                               .arg(endpoint.user, endpoint.host, QString::number(endpoint.port), remoteRoot)
                               .toUtf8();
    m_path = Paths::keyedCacheFile(QStringLiteral("remote-manifests"), key, QStringLiteral(".cache"));
}

bool RemoteCacheCopy::load()
{
    m_signature.clear();
    m_records.clear();
    QFile file(m_path);
    if (!file.open(QIODevice::ReadOnly)) {
        return false;
    }
    const QByteArray signature = file.readLine(MaxSignatureBytes).trimmed();
    if (signature.isEmpty()) {
        return false;
    }
    m_records = file.readAll();
    m_signature = signature;
    return true;
}

void RemoteCacheCopy::store(const QByteArray &signature, const QByteArray &records)
{
    const QByteArray trimmed = signature.trimmed();
    if (trimmed.isEmpty() || trimmed.contains('\n') || trimmed.size() >= MaxSignatureBytes
        || records.size() > MaxStoredBytes) {
        QFile::remove(m_path);
        m_signature.clear();
        m_records.clear();
        return;
    }
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly)) {
        return; // only costs a download next time
    }
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write(trimmed + '\n');
    file.write(records);
    if (file.commit()) {
        m_signature = trimmed;
        m_records = records;
    }
}

QString RemoteCacheCopy::signatureCommand()
{
    // GNU stat only: another stat might print the format unexpanded, the same for every file, and a signature
    // that never changes would keep an outdated copy in use.
    return QStringLiteral("if stat --version >/dev/null 2>&1; then stat -c '%s.%.9Y.%.9Z.%i' -- ./%1 2>/dev/null; fi")
        .arg(Manifest::CacheFileName);
}

} // namespace RentDeck
