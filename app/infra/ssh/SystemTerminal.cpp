// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SystemTerminal.h"

#include "ssh/OpenSshCommand.h"
#include "ssh/ShellQuote.h"

#include <QCoreApplication>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>

namespace RentDeck::SystemTerminal {

namespace {
struct Emulator
{
    const char *program;
    const char *runFlag; // what precedes the command to run
};

// Ordered: the Debian alternative first, then desktop defaults, then the always-there fallback.
constexpr Emulator LinuxEmulators[] = {
    { "x-terminal-emulator", "-e" },
    { "gnome-terminal", "--" },
    { "konsole", "-e" },
    { "xfce4-terminal", "-x" },
    { "alacritty", "-e" },
    { "kitty", "" },
    { "xterm", "-e" },
};
} // namespace

QStringList command(const QStringList &sshArguments)
{
#if defined(Q_OS_MACOS)
    // Terminal runs the line through the login shell: quote each word for it (the key lives under "Application
    // Support"), then escape the line for the AppleScript string around it.
    QString line = ShellQuote::join(sshArguments);
    line.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
    return { QStringLiteral("osascript"), QStringLiteral("-e"),
        QStringLiteral("tell application \"Terminal\" to do script \"%1\"").arg(line) };
#elif defined(Q_OS_WIN)
    if (!QStandardPaths::findExecutable(QStringLiteral("wt")).isEmpty()) {
        return QStringList { QStringLiteral("wt") } + sshArguments;
    }
    return QStringList { QStringLiteral("cmd"), QStringLiteral("/c"), QStringLiteral("start"), QStringLiteral("cmd"),
        QStringLiteral("/k") }
    + sshArguments;
#else
    const QString preferred = qEnvironmentVariable("TERMINAL");
    if (!preferred.isEmpty() && !QStandardPaths::findExecutable(preferred).isEmpty()) {
        return QStringList { preferred, QStringLiteral("-e") } + sshArguments;
    }
    for (const Emulator &emulator : LinuxEmulators) {
        const QString path = QStandardPaths::findExecutable(QLatin1String(emulator.program));
        if (path.isEmpty()) {
            continue;
        }
        QStringList result { path };
        if (*emulator.runFlag) {
            result << QLatin1String(emulator.runFlag);
        }
        return result + sshArguments;
    }
    return {};
#endif
}

Status open(const SshEndpoint &endpoint)
{
    // The user and host come from a provider's answer, and on macOS and Windows the terminal reads its command
    // through a shell again (do script, cmd /k): only plain names are passed on.
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_.:+\\[\\]][A-Za-z0-9_.:+\\[\\]-]*$"));
    if (!plain.match(endpoint.user).hasMatch() || !plain.match(endpoint.host).hasMatch()) {
        return Error::make(Error::Code::InvalidInput,
            QCoreApplication::translate("SystemTerminal",
                "The SSH user or host of this instance holds characters a terminal command line cannot carry "
                "safely, so no terminal was opened. Use the built-in terminal instead."));
    }
    QStringList program = command(OpenSshCommand::arguments(endpoint));
    if (program.isEmpty()) {
        return Error::make(Error::Code::Missing,
            QCoreApplication::translate("SystemTerminal",
                "No terminal program found (tried $TERMINAL, "
                "x-terminal-emulator, gnome-terminal, konsole, "
                "xfce4-terminal, alacritty, kitty, xterm). Use \"Copy ssh "
                "command\" and paste it into your terminal."));
    }
    const QString executable = program.takeFirst();
    if (!QProcess::startDetached(executable, program)) {
        return Error::make(
            Error::Code::Io, QCoreApplication::translate("SystemTerminal", "Could not start %1.").arg(executable));
    }
    return {};
}

} // namespace RentDeck::SystemTerminal
