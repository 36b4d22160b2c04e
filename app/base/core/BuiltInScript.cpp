// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/BuiltInScript.h"

#include <QCoreApplication>
#include <QFile>

namespace RentDeck {

Result<QByteArray> builtInScript(const char *resourcePath)
{
    QFile file(QString::fromLatin1(resourcePath));
    if (!file.open(QIODevice::ReadOnly)) {
        return Error::make(Error::Code::Missing,
            QCoreApplication::translate("RentDeck::BuiltInScript", "The script %1 is not built into this RentDeck: %2")
                .arg(QString::fromLatin1(resourcePath), file.errorString()));
    }
    return file.readAll();
}

} // namespace RentDeck
