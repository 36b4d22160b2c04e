// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/TreeStateProbe.h"

#include "ssh/SshExecChannel.h"
#include "ssh/SshSession.h"
#include "sync/RemoteManifestBuilder.h"

#include <QtConcurrent>
#include <algorithm>
#include <cctype>

namespace RentDeck {

namespace {
constexpr qsizetype MaxAnswerBytes = 256;
}

TreeStateProbe::TreeStateProbe(SshSession *session, QObject *parent)
    : Job(parent, Ownership::OwnedByCaller)
    , m_session(session)
{
    connect(&m_watcher, &QFutureWatcher<LocalTreeScanner::Outcome>::finished, this, &TreeStateProbe::onLocalScanned);
}

TreeStateProbe::~TreeStateProbe()
{
    m_progress->cancelled = true;
    m_watcher.waitForFinished();
    delete m_channel.data();
}

void TreeStateProbe::start(const QString &localRoot, const QString &remoteRoot)
{
    if (m_pending > 0 || isFinished()) {
        return;
    }
    if (!m_session || m_session->state() != SshSession::State::Connected) {
        finish(Error::make(Error::Code::Ssh, tr("The SSH session is not connected.")));
        return;
    }
    m_pending = 2;
    m_watcher.setFuture(QtConcurrent::run(
        [root = localRoot, progress = m_progress] { return LocalTreeScanner::treeState(root, *progress); }));
    m_channel
        = m_session->exec(RemoteManifestBuilder::treeStateCommand(RemoteManifestBuilder::rootExpression(remoteRoot)));
    connect(m_channel, &SshExecChannel::stdoutReceived, this, [this](const QByteArray &data) {
        if (m_remoteOutput.size() < MaxAnswerBytes) {
            m_remoteOutput += data.left(MaxAnswerBytes);
        }
    });
    connect(m_channel, &SshExecChannel::finished, this,
        [this, channel = m_channel] { onRemoteFinished(channel->exitStatus()); });
}

void TreeStateProbe::cancel()
{
    if (isFinished()) {
        return;
    }
    m_progress->cancelled = true;
    if (m_channel) {
        m_channel->cancel();
    }
    finish(Error::make(Error::Code::Cancelled, tr("Cancelled.")));
}

void TreeStateProbe::onLocalScanned()
{
    const LocalTreeScanner::Outcome outcome = m_watcher.result();
    m_localState = outcome.treeState;
    if (m_localState.isEmpty() && !m_error.isError()) {
        m_error = Error::make(Error::Code::Io,
            outcome.error.isEmpty() ? tr("The local folder could not be read.")
                                    : tr("Cannot read %1").arg(outcome.error));
    }
    concludeWhenBoth();
}

void TreeStateProbe::onRemoteFinished(int exitStatus)
{
    if (m_channel) {
        m_channel->deleteLater();
    }
    // "HEX  -": the hash of what find printed.
    const QByteArray state = m_remoteOutput.left(64);
    const bool hex = state.size() == 64
        && std::all_of(state.begin(), state.end(), [](char c) { return std::isxdigit(static_cast<unsigned char>(c)); });
    if (exitStatus == 0 && hex) {
        m_remoteState = state.toLower();
    } else if (!m_error.isError()) {
        m_error = Error::make(Error::Code::Ssh,
            exitStatus == 5
                ? tr("The instance has no GNU find or sha256sum to tell its tree's state.")
                : tr("Reading the state of the tree on the instance failed (exit status %1).").arg(exitStatus));
    }
    concludeWhenBoth();
}

void TreeStateProbe::concludeWhenBoth()
{
    if (--m_pending > 0 || isFinished()) {
        return;
    }
    finish(m_error);
}

} // namespace RentDeck
