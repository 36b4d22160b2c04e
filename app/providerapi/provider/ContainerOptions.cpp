// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "provider/ContainerOptions.h"

#include "core/Instance.h"

#include <QRegularExpression>

namespace RentDeck {

QString ContainerOptions::badVariableName(const QString &name)
{
    static const QRegularExpression valid(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    if (valid.match(name).hasMatch()) {
        return {};
    }
    return tr("\"%1\" is not an environment variable name (letters, digits and _, not starting with a digit)")
        .arg(name.left(64));
}

std::optional<std::pair<QString, QString>> ContainerOptions::parseVariable(const QString &assignment, QString *why)
{
    const qsizetype equals = assignment.indexOf(QLatin1Char('='));
    const QString name = assignment.left(equals).trimmed();
    *why = equals <= 0 ? tr("no NAME= before the value") : badVariableName(name);
    if (!why->isEmpty()) {
        return std::nullopt;
    }
    return std::pair { name, assignment.mid(equals + 1) };
}

QString ContainerOptions::refusal(const InstanceSpec &spec, const QString &providerName) const
{
    for (auto it = spec.env.cbegin(); it != spec.env.cend(); ++it) {
        if (const QString why = badVariableName(it.key()); !why.isEmpty()) {
            return why;
        }
        if (it.value().contains(QLatin1Char('\n')) || it.value().contains(QLatin1Char('\0'))) {
            return tr("The value of %1 holds a line break or a NUL byte, which no container environment takes.")
                .arg(it.key());
        }
    }
    if (!spec.env.isEmpty() && !env) {
        return tr("%1 takes no environment variables at launch: %2").arg(providerName, tr(envWhyNot));
    }
    if (!spec.onstart.isEmpty() && !onstart) {
        return tr("%1 takes no on-start script: %2").arg(providerName, tr(onstartWhyNot));
    }
    if (!spec.onstart.isEmpty() && maxOnstartBytes > 0 && spec.onstart.size() > maxOnstartBytes) {
        return tr("%1 takes an on-start script of at most %2 bytes; this one has %3. Put the long part in a file you "
                  "sync, and start it from a short script.")
            .arg(providerName)
            .arg(maxOnstartBytes)
            .arg(spec.onstart.size());
    }
    if (spec.shmSizeGb > 0 && !shmSize) {
        return tr("%1 does not let you set the size of /dev/shm: %2").arg(providerName, tr(shmSizeWhyNot));
    }
    return {};
}

} // namespace RentDeck
