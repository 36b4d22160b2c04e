// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxPowerShim.h"

#include "SandboxLaunch.h"
#include "SandboxSshd.h"
#include "ssh/ShellQuote.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSaveFile>

namespace RentDeck {

QStringList SandboxPowerShim::commandNames()
{
    return { QStringLiteral("poweroff"), QStringLiteral("halt"), QStringLiteral("shutdown"), QStringLiteral("reboot") };
}

QByteArray SandboxPowerShim::wrapperScript(
    const QString &tool, const QString &instanceDir, const QString &rentdeckHome, const QString &commandName)
{
    const QString text = QStringLiteral(
        "#!/bin/sh\n"
        "# RentDeck sandbox: %1 stops this sandbox instance the way RentDeck's stop does (its sshd and every\n"
        "# process of it end; files stay). It never powers off the computer the sandbox runs on.\n"
        "tool=%2\n"
        "if [ ! -x \"$tool\" ]; then\n"
        "    echo \"%1: $tool is missing; stop this sandbox instance from RentDeck instead.\" >&2\n"
        "    exit 1\n"
        "fi\n"
        "RENTDECK_HOME=%3 exec \"$tool\" --instance-dir %4 %1 \"$@\"\n")
                             .arg(commandName, ShellQuote::quote(tool), ShellQuote::quote(rentdeckHome),
                                 ShellQuote::quote(instanceDir));
    return text.toUtf8();
}

Status SandboxPowerShim::install(const SandboxLaunchContext &launch, const QString &instanceId)
{
    const SandboxInstancePaths paths(launch.store.instanceDir(instanceId));
    const QString tool = QFileInfo(launch.toolsDir + QLatin1Char('/') + QLatin1String(ToolName)).absoluteFilePath();
    const QString rentdeckHome = QFileInfo(launch.knownHostsFile).absolutePath();
    for (const QString &command : commandNames()) {
        const QByteArray script = wrapperScript(tool, paths.dir, rentdeckHome, command);
        QSaveFile file(paths.bin + QLatin1Char('/') + command);
        if (!file.open(QIODevice::WriteOnly) || file.write(script) != script.size() || !file.commit()) {
            return Error::make(Error::Code::Io,
                QCoreApplication::translate("RentDeck::SandboxPowerShim", "Could not write %1: %2")
                    .arg(file.fileName(), file.errorString()));
        }
        QFile::setPermissions(file.fileName(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
    return {};
}

} // namespace RentDeck
