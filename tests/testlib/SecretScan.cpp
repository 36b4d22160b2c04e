// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SecretScan.h"

#include <QDirIterator>
#include <QFile>

namespace RentDeck {

ScopedEnv::ScopedEnv(const char *name, const QByteArray &value)
    : m_name(name)
{
    qputenv(name, value);
}

ScopedEnv::~ScopedEnv()
{
    qunsetenv(m_name);
}

QStringList filesContaining(const QString &root, const QByteArray &secret, int *filesRead)
{
    QStringList found;
    int count = 0;
    QDirIterator files(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        QFile file(files.next());
        if (!file.open(QIODevice::ReadOnly)) {
            found.append(file.fileName() + QStringLiteral(" (unreadable, so not proven clean)"));
            continue;
        }
        ++count;
        if (file.readAll().contains(secret)) {
            found.append(file.fileName());
        }
    }
    if (filesRead) {
        *filesRead = count;
    }
    return found;
}

QJsonObject instanceNamed(const QJsonArray &instances, const QString &name)
{
    for (const QJsonValue &value : instances) {
        if (value.toObject().value(QLatin1String("name")).toString() == name) {
            return value.toObject();
        }
    }
    return {};
}

} // namespace RentDeck
