// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rentdeck-sandbox-poweroff: `poweroff`, `halt`, `shutdown` and `reboot` on a sandbox instance's PATH
// (SandboxPowerShim). Stops the instance through SandboxProvider, exactly as RentDeck's stop does.
#include "sandbox/SandboxInstanceStore.h"
#include "sandbox/SandboxProvider.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <csignal>
#include <cstdio>
#include <unistd.h>

using namespace RentDeck;

namespace {

enum class Verdict
{
    Stop,
    Nothing,
    Refuse,
    Usage,
};

struct Request
{
    Verdict verdict = Verdict::Stop;
    QString message;
};

void print(std::FILE *stream, const QString &text)
{
    std::fputs(qPrintable(text + QLatin1Char('\n')), stream);
    std::fflush(stream);
}

QString usage(const QString &command)
{
    return QStringLiteral("usage: %1 [-h|-H|-P|--poweroff|--halt|-f|--force|-n|--no-wall]%2\n"
                          "On a RentDeck sandbox instance this stops the instance (its sshd and every process of it "
                          "end; its files stay) as RentDeck's stop does. The computer itself keeps running.")
        .arg(command, command == QLatin1String("shutdown") ? QStringLiteral(" [now|+0] [MESSAGE]") : QString());
}

// What the real commands' arguments ask for, as far as a sandbox can honour them.
Request interpret(const QString &command, const QStringList &arguments)
{
    const bool shutdown = command == QLatin1String("shutdown");
    if (command == QLatin1String("reboot")) {
        return { Verdict::Refuse, QStringLiteral("reboot: a sandbox instance cannot reboot; stop and resume it.") };
    }
    bool sawTime = false;
    for (const QString &argument : arguments) {
        if (argument == QLatin1String("--help")) {
            return { Verdict::Usage, usage(command) };
        }
        if (argument == QLatin1String("-r") || argument == QLatin1String("--reboot")) {
            return { Verdict::Refuse,
                QStringLiteral("%1: a sandbox instance cannot reboot; stop and resume it.").arg(command) };
        }
        if ((shutdown && (argument == QLatin1String("-c") || argument == QLatin1String("-k")))
            || argument == QLatin1String("-w") || argument == QLatin1String("--wtmp-only")) {
            return { Verdict::Nothing,
                QStringLiteral("%1 %2: nothing to do on a sandbox instance.").arg(command, argument) };
        }
        if (argument.startsWith(QLatin1Char('-'))) {
            continue; // -h, -H, -P, -p, -f, -n, --poweroff, --halt, --force, --no-wall: all mean "power off" here
        }
        if (shutdown && !sawTime) {
            sawTime = true;
            if (argument != QLatin1String("now") && argument != QLatin1String("+0")) {
                return { Verdict::Refuse,
                    QStringLiteral("shutdown: a sandbox instance powers off only now (shutdown now), not at %1.")
                        .arg(argument) };
            }
            continue;
        }
        if (!shutdown) {
            return { Verdict::Refuse, QStringLiteral("%1: unexpected argument \"%2\".").arg(command, argument) };
        }
        // shutdown's wall message: nobody to tell.
    }
    return {};
}

} // namespace

int main(int argc, char *argv[])
{
    // The instance's sessions end with it, ours included: a hangup or a closed terminal must not stop us halfway.
    std::signal(SIGHUP, SIG_IGN);
    std::signal(SIGPIPE, SIG_IGN);
    (void)::setsid();
    QCoreApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments().mid(1);
    if (arguments.size() < 3 || arguments.at(0) != QLatin1String("--instance-dir")) {
        print(stderr,
            QStringLiteral("usage: rentdeck-sandbox-poweroff --instance-dir DIR poweroff|halt|shutdown|reboot "
                           "[ARGS]\n(SandboxPowerShim puts it on every sandbox instance's PATH.)"));
        return 2;
    }
    const QString command = QFileInfo(arguments.at(2)).fileName();
    const Request request = interpret(command, arguments.mid(3));
    if (request.verdict != Verdict::Stop) {
        print(request.verdict == Verdict::Refuse ? stderr : stdout, request.message);
        return request.verdict == Verdict::Refuse ? 1 : 0;
    }

    const QString instanceDir = QDir::cleanPath(QFileInfo(arguments.at(1)).absoluteFilePath());
    const QString id = QFileInfo(instanceDir).fileName();
    const QString dataDir = QDir::cleanPath(instanceDir + QStringLiteral("/../.."));
    const SandboxInstanceStore store(dataDir);
    if (store.instanceDir(id) != instanceDir || !store.load(id)) {
        print(stderr, QStringLiteral("%1: %2 is not a sandbox instance folder.").arg(command, instanceDir));
        return 1;
    }
    const QString marker = store.marker(id);
    const QString caller = qEnvironmentVariable("RENTDECK_SANDBOX_INSTANCE");
    if (!caller.isEmpty() && caller != marker) {
        print(stderr,
            QStringLiteral("%1: this shell belongs to sandbox instance %2, not to %3.").arg(command, caller, marker));
        return 1;
    }

    print(stdout,
        QStringLiteral("%1: stopping sandbox instance %2 (its sshd and every process of it end).").arg(command, id));
    ProviderContext context;
    context.dataDir = dataDir;
    context.toolsDir = QCoreApplication::applicationDirPath();
    SandboxProvider provider(context);
    StatusJob *job = provider.setPowerState(id, PowerState::Stopped);
    int exitCode = 1;
    QObject::connect(job, &Job::finished, &app, [job, &exitCode, &command] {
        if (job->isOk()) {
            exitCode = 0;
        } else {
            // The terminal that started us is most likely gone; say it anyway for a caller that is not.
            print(stderr, QStringLiteral("%1: %2").arg(command, job->error().message));
        }
        QCoreApplication::quit();
    });
    QCoreApplication::exec();
    return exitCode;
}
