// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/JobLogsCommand.h"

#include "cli/CliContext.h"
#include "cli/JobCommand.h"
#include "core/RemoteText.h"
#include "jobs/JobScripts.h"
#include "services/JobService.h"
#include "ssh/SshExecJob.h"

#include <QStringDecoder>
#include <cstdio>
#include <memory>

namespace RentDeck {

void JobLogsCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("logs"), QStringLiteral("Show a job's log."));
    parser.addPositionalArgument(QStringLiteral("ID"), QStringLiteral("The job, e.g. job:1 or 1."));
    parser.addOptions({
        { QStringLiteral("follow"), QStringLiteral("Keep printing what the job writes until it ends.") },
        { QStringLiteral("tail"), QStringLiteral("The last N lines first."), QStringLiteral("N"),
            QStringLiteral("100") },
    });
}

void JobLogsCommand::start(const QCommandLineParser &parser)
{
    const QStringList words = parser.positionalArguments().mid(1);
    const auto id = words.size() == 1 ? JobCommand::parseId(words.constFirst()) : std::nullopt;
    bool ok = false;
    const int lines = parser.value(QStringLiteral("tail")).toInt(&ok);
    if (!id || !ok || lines < 1) {
        failWith(QStringLiteral("usage: rentdeck-cli job logs ID [--follow] [--tail N]"), ExitUsage);
        return;
    }
    const Result<JobRecord> job = m_context.jobs().job(*id);
    if (!job) {
        failWith(job.error().message);
        return;
    }
    const bool follow = parser.isSet(QStringLiteral("follow"));
    const JobRecord record = *job;
    withRunningInstance(record.instanceName, [this, record, lines, follow](const Instance &instance) {
        auto *exec = new SshExecJob(instance.ssh, JobScripts::log(record, lines, follow), this);
        // One decoder for the stream: a character split between two reads still comes out whole.
        auto decoder = std::make_shared<QStringDecoder>(QStringDecoder::Utf8);
        connect(exec, &SshExecJob::stdoutReceived, this, [decoder](const QByteArray &data) {
            // The log is the machine's text: shown, with anything that would drive the terminal made visible.
            const QByteArray text = RemoteText::visible(decoder->decode(data)).toUtf8();
            std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
            std::fflush(stdout);
        });
        connect(exec, &SshExecJob::finished, this, [this, exec, record] {
            if (exec->error().isError()) {
                failWith(QStringLiteral("could not read the log of %1: %2").arg(record.name(), exec->error().message));
                return;
            }
            if (exec->exitStatus() != 0) {
                failWith(
                    QStringLiteral("could not read the log of %1: %2")
                        .arg(record.name(), RemoteText::visible(QString::fromUtf8(exec->collectedStderr().trimmed()))));
                return;
            }
            done(0);
        });
        m_context.readPassword(record.instanceName, instance.ssh, exec, [exec](const QString &password) {
            if (!password.isEmpty()) {
                exec->setPassword(password);
            }
            exec->start();
        });
    });
}

} // namespace RentDeck
