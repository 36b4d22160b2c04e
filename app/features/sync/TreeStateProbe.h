// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "sync/LocalTreeScanner.h"

#include <QByteArray>
#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QString>
#include <memory>

namespace RentDeck {

class SshExecChannel;
class SshSession;

/**
 * Reads the tree state of both sides of a sync pair at once (VerifiedSyncRecord): the local one with a stat-only
 * walk on a pool thread (LocalTreeScanner::treeState), the remote one with one exec whose answer is 64 bytes
 * (RemoteManifestBuilder::treeStateCommand). Never blocks the caller's thread. A Job owned by its caller, used
 * once; it fails (and the caller verifies by manifest) where the instance has no GNU find or sha256sum.
 */
class TreeStateProbe : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TreeStateProbe)

public:
    /** \a session must be connected; the probe does not own it. */
    explicit TreeStateProbe(SshSession *session, QObject *parent = nullptr);
    /** Cancels a running probe and waits for the local walk. */
    ~TreeStateProbe() override;

    void start(const QString &localRoot, const QString &remoteRoot);
    void cancel() override;

    const QByteArray &localState() const { return m_localState; }
    const QByteArray &remoteState() const { return m_remoteState; }

private:
    void onLocalScanned();
    void onRemoteFinished(int exitStatus);
    void concludeWhenBoth();

    QPointer<SshSession> m_session;
    int m_pending = 0;
    std::shared_ptr<LocalTreeScanner::Progress> m_progress = std::make_shared<LocalTreeScanner::Progress>();
    QFutureWatcher<LocalTreeScanner::Outcome> m_watcher;
    QPointer<SshExecChannel> m_channel;
    QByteArray m_remoteOutput;
    QByteArray m_localState;
    QByteArray m_remoteState;
    Error m_error;
};

} // namespace RentDeck
