// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/KnownHosts.h"

#include <QCryptographicHash>
#include <QFile>
#include <QLockFile>
#include <QSaveFile>

namespace RentDeck {

KnownHosts::KnownHosts(QString file)
    : m_file(std::move(file))
{
}

QString KnownHosts::hostPattern(const QString &host, int port)
{
    if (port == 22) {
        return host;
    }
    return QStringLiteral("[%1]:%2").arg(host, QString::number(port));
}

QString KnownHosts::fingerprintSha256(const QByteArray &keyBlob)
{
    const QByteArray digest = QCryptographicHash::hash(keyBlob, QCryptographicHash::Sha256);
    return QStringLiteral("SHA256:")
        + QString::fromLatin1(digest.toBase64(QByteArray::Base64Encoding | QByteArray::OmitTrailingEquals));
}

QStringList KnownHosts::keysFor(const QString &pattern) const
{
    QStringList keys;
    QFile file(m_file);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        return keys;
    }
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        const QStringList fields = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (fields.size() >= 3 && fields.at(0).split(QLatin1Char(',')).contains(pattern)) {
            keys.append(fields.at(1) + QLatin1Char(' ') + fields.at(2));
        }
    }
    return keys;
}

Status KnownHosts::add(const QString &pattern, const QString &publicKeyLine)
{
    const QStringList fields = publicKeyLine.trimmed().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (fields.size() < 2) {
        return Error::make(Error::Code::InvalidInput, QStringLiteral("Not an OpenSSH public key line."));
    }
    if (pattern.isEmpty() || pattern.contains(QLatin1Char(' ')) || pattern.contains(QLatin1Char('\n'))) {
        return Error::make(
            Error::Code::InvalidInput, QStringLiteral("Not a known_hosts host pattern: %1").arg(pattern));
    }
    return rewrite(pattern, pattern + QLatin1Char(' ') + fields.at(0) + QLatin1Char(' ') + fields.at(1));
}

Status KnownHosts::remove(const QString &pattern)
{
    return rewrite(pattern, {});
}

Status KnownHosts::rewrite(const QString &pattern, const QString &newLine)
{
    // The GUI and the CLI may write at the same time.
    QLockFile lock(m_file + QStringLiteral(".lock"));
    if (!lock.tryLock(5000)) {
        return Error::make(
            Error::Code::Io, QStringLiteral("Could not lock %1: another RentDeck holds it.").arg(m_file));
    }
    QByteArray kept;
    QFile in(m_file);
    if (in.open(QIODevice::ReadOnly)) {
        while (!in.atEnd()) {
            const QByteArray line = in.readLine();
            const QList<QByteArray> fields = line.trimmed().split(' ');
            if (!fields.isEmpty() && fields.at(0).split(',').contains(pattern.toUtf8())) {
                continue;
            }
            kept += line.endsWith('\n') ? line : line + '\n';
        }
    }
    if (!newLine.isEmpty()) {
        kept += newLine.toUtf8() + '\n';
    }
    QSaveFile out(m_file);
    if (!out.open(QIODevice::WriteOnly) || out.write(kept) != kept.size() || !out.commit()) {
        return Error::make(Error::Code::Io, QStringLiteral("Could not write %1: %2").arg(m_file, out.errorString()));
    }
    QFile::setPermissions(m_file, QFile::ReadOwner | QFile::WriteOwner);
    return {};
}

} // namespace RentDeck
