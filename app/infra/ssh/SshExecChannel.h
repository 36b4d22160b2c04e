// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "ssh/SshChannelClient.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>

namespace RentDeck {

class SshSession;

/**
 * One remote command on an SshSession (SshSession::exec()). Owner thread only. The command gets EOF on
 * stdin at once, or after the input it was given. Output streams as it arrives; finished() comes as the Job contract
 * says: exitStatus() is the command's, or -1 with error() set when it could not run or finish (connection lost, session
 * failed or disconnected, cancel()). Owned by the caller of exec() (a child of the session until then); deleting a
 * running channel closes it.
 */
class SshExecChannel final : public Job, private SshChannelClient
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshExecChannel)

public:
    ~SshExecChannel() override;

    const QString &command() const { return m_command; }
    /** The command's exit status; -1 when there is none (not run, killed by a signal, failed). */
    int exitStatus() const { return m_exitStatus; }

    /** Closes the channel; finished() follows with exit status -1 and Error::Code::Cancelled. */
    void cancel() override;

signals:
    /** The channel is open and the command was started. */
    void started();
    void stdoutReceived(const QByteArray &data);
    void stderrReceived(const QByteArray &data);
    /** Emitted right before finished() when the command could not run or finish. */
    void errorOccurred(const RentDeck::Error &error);

private:
    friend class SshSession;
    SshExecChannel(SshSession *session, QString command, const QByteArray &input);

    void channelOpened() override;
    void channelData(const QByteArray &data, bool isStderr) override;
    void channelClosed(int exitStatus, const Error &error) override;

    QPointer<SshSession> m_session;
    QString m_command;
    int m_id = 0;
    int m_exitStatus = -1;
};

} // namespace RentDeck
