// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/ClientKey.h"

#include "core/Paths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostInfo>

namespace RentDeck::ClientKey {

QString privateKeyFile()
{
    return QDir(Paths::keysDir()).filePath(QStringLiteral("rentdeck_ed25519"));
}

Result<SshKeyGenerator::KeyPair> ensure(const QString &privateKeyFile)
{
    const QString publicKeyFile = privateKeyFile + QStringLiteral(".pub");
    if (QFileInfo::exists(privateKeyFile)) {
        QFile file(publicKeyFile);
        if (!file.open(QIODevice::ReadOnly)) {
            return Error::make(Error::Code::Io,
                SshKeyGenerator::tr("The public half of RentDeck's SSH key is missing (%1): %2. Delete %3 and "
                                    "RentDeck makes a new pair; instances launched with the old key need it "
                                    "added again.")
                    .arg(publicKeyFile, file.errorString(), privateKeyFile));
        }
        SshKeyGenerator::KeyPair pair;
        pair.privateKeyFile = privateKeyFile;
        pair.publicKeyFile = publicKeyFile;
        pair.publicKeyLine = QString::fromUtf8(file.readAll()).trimmed();
        return pair;
    }
    Paths::ensurePrivateDir(QFileInfo(privateKeyFile).absolutePath());
    return SshKeyGenerator::generateEd25519(privateKeyFile, QStringLiteral("rentdeck@") + QHostInfo::localHostName());
}

} // namespace RentDeck::ClientKey
