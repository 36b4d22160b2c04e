// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "storage/PostgresPassword.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QPasswordDigestor>
#include <QRandomGenerator>

namespace RentDeck {

QString PostgresPassword::generate()
{
    static const QLatin1String alphabet("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789");
    QString password;
    for (int i = 0; i < 24; ++i) {
        password += QChar(alphabet[QRandomGenerator::system()->bounded(int(alphabet.size()))]);
    }
    return password;
}

QString PostgresPassword::scramVerifier(const QString &password)
{
    QByteArray salt(16, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(salt.data()), salt.size() / 4);
    return scramVerifier(password, salt);
}

QString PostgresPassword::scramVerifier(const QString &password, const QByteArray &salt, int iterations)
{
    // SaltedPassword = PBKDF2-HMAC-SHA-256; ClientKey and ServerKey are HMACs of it; StoredKey = H(ClientKey).
    // (PostgreSQL also SASLprep-normalises the password; ours are ASCII, where that changes nothing.)
    const QByteArray salted
        = QPasswordDigestor::deriveKeyPbkdf2(QCryptographicHash::Sha256, password.toUtf8(), salt, iterations, 32);
    const QByteArray clientKey
        = QMessageAuthenticationCode::hash(QByteArrayLiteral("Client Key"), salted, QCryptographicHash::Sha256);
    const QByteArray storedKey = QCryptographicHash::hash(clientKey, QCryptographicHash::Sha256);
    const QByteArray serverKey
        = QMessageAuthenticationCode::hash(QByteArrayLiteral("Server Key"), salted, QCryptographicHash::Sha256);
    return QStringLiteral("SCRAM-SHA-256$%1:%2$%3:%4")
        .arg(iterations)
        .arg(QString::fromLatin1(salt.toBase64()), QString::fromLatin1(storedKey.toBase64()),
            QString::fromLatin1(serverKey.toBase64()));
}

} // namespace RentDeck
