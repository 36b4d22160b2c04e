// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshExecChannel.h"

#include "ssh/SshSession.h"

#include <QMetaObject>

namespace RentDeck {

SshExecChannel::SshExecChannel(SshSession *session, QString command, const QByteArray &input)
    : Job(session, Ownership::OwnedByCaller)
    , m_session(session)
    , m_command(std::move(command))
{
    SshChannelSpec spec;
    spec.kind = SshChannelSpec::Kind::Exec;
    spec.command = m_command.toUtf8();
    m_id = session->openChannel(this, spec);
    if (!input.isEmpty()) {
        session->writeChannel(m_id, input);
    }
    session->sendEof(m_id);
}

SshExecChannel::~SshExecChannel()
{
    if (!isFinished() && m_session) {
        m_session->releaseChannel(m_id);
    }
}

void SshExecChannel::cancel()
{
    if (isFinished()) {
        return;
    }
    if (m_session) {
        m_session->releaseChannel(m_id); // nothing more is reported from the channel
    }
    const Error cancelled = Error::make(Error::Code::Cancelled, tr("Cancelled: %1").arg(m_command));
    // Both queued, in this order: errorOccurred() right before finished(), as when the channel fails.
    QMetaObject::invokeMethod(
        this, [this, cancelled] { emit errorOccurred(cancelled); }, Qt::QueuedConnection);
    finish(cancelled);
}

void SshExecChannel::channelOpened()
{
    emit started();
}

void SshExecChannel::channelData(const QByteArray &data, bool isStderr)
{
    if (isStderr) {
        emit stderrReceived(data);
    } else {
        emit stdoutReceived(data);
    }
}

void SshExecChannel::channelClosed(int exitStatus, const Error &error)
{
    if (isFinished()) {
        return;
    }
    m_exitStatus = error.isError() ? -1 : exitStatus;
    finish(error);
    if (error.isError()) {
        emit errorOccurred(error);
    }
}

} // namespace RentDeck
