// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshKeyGenerator.h"

#include "ssh/LibSsh.h"

#include <QFile>

namespace RentDeck {

namespace {

Status writeNewFile(const QString &path, const QByteArray &data, QFile::Permissions permissions)
{
    QFile file(path);
    // NewOnly creates the file with its final permissions at once: the private key is never readable by others.
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly, permissions) || file.write(data) != data.size()
        || !file.flush()) {
        return Error::make(
            Error::Code::Io, SshKeyGenerator::tr("Could not write the key file %1: %2").arg(path, file.errorString()));
    }
    return {};
}

} // namespace

Result<SshKeyGenerator::KeyPair> SshKeyGenerator::generateEd25519(const QString &privateKeyFile, const QString &comment)
{
    KeyPair pair { privateKeyFile, privateKeyFile + QStringLiteral(".pub"), {}, {} };
    for (const QString &path : { pair.privateKeyFile, pair.publicKeyFile }) {
        if (QFile::exists(path)) {
            return Error::make(
                Error::Code::InvalidInput, tr("%1 already exists; RentDeck does not overwrite SSH keys.").arg(path));
        }
    }
    LibSsh::ensureInitialized();
    ssh_key rawKey = nullptr;
    if (ssh_pki_generate(SSH_KEYTYPE_ED25519, 0, &rawKey) != SSH_OK) {
        return Error::make(Error::Code::Internal, tr("libssh could not generate an ed25519 key."));
    }
    const LibSsh::KeyPtr key(rawKey);
    char *base64 = nullptr;
    if (ssh_pki_export_privkey_base64(key.get(), nullptr, nullptr, nullptr, &base64) != SSH_OK) {
        return Error::make(Error::Code::Internal, tr("libssh could not export the new private key."));
    }
    QByteArray privateText(base64);
    ssh_string_free_char(base64);
    if (!privateText.endsWith('\n')) {
        privateText += '\n';
    }
    pair.publicKeyLine = LibSsh::publicKeyLine(key.get());
    if (!comment.isEmpty()) {
        pair.publicKeyLine += QLatin1Char(' ') + comment;
    }
    pair.fingerprint = LibSsh::fingerprintSha256(key.get());
    Status written = writeNewFile(pair.privateKeyFile, privateText, QFile::ReadOwner | QFile::WriteOwner);
    privateText.fill('\0');
    if (!written) {
        return written.error();
    }
    // Not secret, but it names this user and host: private like everything else under RENTDECK_HOME.
    written
        = writeNewFile(pair.publicKeyFile, pair.publicKeyLine.toUtf8() + '\n', QFile::ReadOwner | QFile::WriteOwner);
    if (!written) {
        QFile::remove(pair.privateKeyFile);
        return written.error();
    }
    return pair;
}

} // namespace RentDeck
