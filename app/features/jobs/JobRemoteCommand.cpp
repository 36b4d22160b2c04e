// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/JobRemoteCommand.h"

#include "core/RemoteText.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshSession.h"

#include <QCoreApplication>
#include <QPointer>
#include <memory>

namespace RentDeck {

namespace {
constexpr qsizetype MaxErrorChars = 600;
}

void JobRemoteCommand::run(SshSession *session, QObject *context, const QString &command, const QByteArray &input,
    const QString &what, std::function<void(Result<QByteArray>)> done)
{
    SshExecChannel *channel = input.isEmpty() ? session->exec(command) : session->exec(command, input);
    auto out = std::make_shared<QByteArray>();
    auto err = std::make_shared<QByteArray>();
    QObject::connect(channel, &SshExecChannel::stdoutReceived, context,
        [out](const QByteArray &data) { out->append(data.left(MaxOutputBytes - out->size())); });
    QObject::connect(channel, &SshExecChannel::stderrReceived, context,
        [err](const QByteArray &data) { err->append(data.left(MaxOutputBytes - err->size())); });
    QObject::connect(channel, &SshExecChannel::finished, channel, &QObject::deleteLater);
    QObject::connect(context, &QObject::destroyed, channel, [channel] {
        if (!channel->isFinished()) {
            channel->cancel();
        }
    });
    QObject::connect(channel, &SshExecChannel::finished, context, [channel, out, err, what, done = std::move(done)] {
        if (channel->error().isError()) {
            done(channel->error());
            return;
        }
        if (channel->exitStatus() != 0) {
            // The machine's own words, with its control characters made visible (it is untrusted).
            const QString text = RemoteText::visible(QString::fromUtf8(err->trimmed().right(MaxErrorChars)));
            done(Error::make(Error::Code::Io,
                QCoreApplication::translate(
                    "RentDeck::JobRemoteCommand", "Could not %1 on the instance (exit status %2)%3")
                    .arg(what)
                    .arg(channel->exitStatus())
                    .arg(text.isEmpty() ? QStringLiteral(".") : QStringLiteral(": ") + text)));
            return;
        }
        done(*out);
    });
}

} // namespace RentDeck
