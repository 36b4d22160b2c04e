// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshExecChannel.h"

#include "ssh/SshSession.h"

#include <QMetaObject>

namespace RentDeck {

SshExecChannel::SshExecChannel(SshSession *session, QString command, const QByteArray &input)
    : QObject(session)
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
    if (!m_finished && m_session) {
        m_session->releaseChannel(m_id);
    }
}

void SshExecChannel::cancel()
{
    if (m_finished) {
        return;
    }
    if (m_session) {
        m_session->releaseChannel(m_id);
    }
    m_finished = true; // nothing more is reported from the channel
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_error = Error::make(Error::Code::Cancelled, tr("Cancelled: %1").arg(m_command));
            emit errorOccurred(m_error);
            emit finished(-1);
        },
        Qt::QueuedConnection);
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
    if (m_finished) {
        return;
    }
    m_finished = true;
    m_exitStatus = error.isError() ? -1 : exitStatus;
    m_error = error;
    if (error.isError()) {
        emit errorOccurred(error);
    }
    emit finished(m_exitStatus);
}

} // namespace RentDeck
