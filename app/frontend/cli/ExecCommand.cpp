// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/ExecCommand.h"

#include "cli/CliContext.h"
#include "services/InstanceManager.h"
#include "ssh/ShellQuote.h"
#include "ssh/SshExecJob.h"

#include <cstdio>

namespace RentDeck {

void ExecCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("Instance name, e.g. sandbox:3."));
    parser.addPositionalArgument(QStringLiteral("-- CMD [ARGS...]"), QStringLiteral("Command to run remotely."));
}

void ExecCommand::start(const QCommandLineParser &parser)
{
    QStringList words = parser.positionalArguments();
    if (words.size() < 2) {
        failWith(QStringLiteral("usage: rentdeck-cli exec NAME -- CMD [ARGS...]"), 2);
        return;
    }
    const QString name = words.takeFirst();
    withRunningInstance(name, [this, name, words](const Instance &instance) {
        // One argument is passed through as a shell command line; several are quoted word by word.
        const QString command = words.size() == 1 ? words.constFirst() : ShellQuote::join(words);
        auto *job = new SshExecJob(instance.ssh, command, this);
        connect(job, &SshExecJob::hostKeyLearned, this, [name](const QString &fingerprint) {
            CliContext::progress(
                QStringLiteral("%1: first connection, recorded its host key %2 (a later change is refused)")
                    .arg(name, fingerprint));
        });
        connect(job, &SshExecJob::stdoutReceived, this, [](const QByteArray &data) {
            std::fwrite(data.constData(), 1, size_t(data.size()), stdout);
            std::fflush(stdout);
        });
        connect(job, &SshExecJob::stderrReceived, this, [](const QByteArray &data) {
            std::fwrite(data.constData(), 1, size_t(data.size()), stderr);
            std::fflush(stderr);
        });
        connect(job, &SshExecJob::finished, this, [this, job, name] {
            if (job->error().isError()) {
                failWith(QStringLiteral("exec on %1 failed: %2").arg(name, job->error().message), 255);
                return;
            }
            done(job->exitStatus() < 0 ? 255 : job->exitStatus());
        });
        m_context.readPassword(name, instance.ssh, this, [job](const QString &password) {
            if (!password.isEmpty()) {
                job->setPassword(password);
            }
            job->start();
        });
    });
}

} // namespace RentDeck
