// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshShellChannel.h"

#include "ssh/SshSession.h"

#include <QMetaObject>

namespace RentDeck {

SshShellChannel::SshShellChannel(SshSession *session, int cols, int rows, QString term)
    : QObject(session)
    , m_session(session)
    , m_cols(cols)
    , m_rows(rows)
    , m_term(std::move(term))
{
    SshChannelSpec spec;
    spec.kind = SshChannelSpec::Kind::Shell;
    spec.term = m_term.toLatin1();
    spec.cols = cols;
    spec.rows = rows;
    m_id = session->openChannel(this, spec);
}

SshShellChannel::~SshShellChannel()
{
    if (!m_closed && m_session) {
        m_session->releaseChannel(m_id);
    }
}

void SshShellChannel::write(const QByteArray &data)
{
    if (!m_closed && m_session && !data.isEmpty()) {
        m_session->writeChannel(m_id, data);
    }
}

void SshShellChannel::resize(int cols, int rows)
{
    if (m_closed || (cols == m_cols && rows == m_rows)) {
        return;
    }
    m_cols = cols;
    m_rows = rows;
    if (m_session) {
        m_session->resizeChannel(m_id, cols, rows);
    }
}

void SshShellChannel::close()
{
    if (m_closed) {
        return;
    }
    if (m_session) {
        m_session->releaseChannel(m_id);
    }
    m_closed = true;
    m_open = false;
    QMetaObject::invokeMethod(
        this, [this] { emit closed(); }, Qt::QueuedConnection);
}

void SshShellChannel::channelOpened()
{
    m_open = true;
    if (std::exchange(m_reconnecting, false)) {
        emit reconnected();
    } else {
        emit opened();
    }
}

void SshShellChannel::channelData(const QByteArray &data, bool isStderr)
{
    Q_UNUSED(isStderr) // a PTY merges both streams
    emit dataReceived(data);
}

void SshShellChannel::channelReconnecting()
{
    if (m_open && !m_reconnecting) {
        m_open = false;
        m_reconnecting = true;
        emit reconnecting();
    }
}

void SshShellChannel::channelClosed(int exitStatus, const Error &error)
{
    Q_UNUSED(exitStatus)
    if (m_closed) {
        return;
    }
    m_closed = true;
    m_open = false;
    m_reconnecting = false;
    m_error = error;
    emit closed();
}

} // namespace RentDeck
