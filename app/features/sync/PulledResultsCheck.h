// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "sync/SyncHistory.h"
#include "sync/SyncPair.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

namespace RentDeck {

class SshExecChannel;
class SshSession;

/**
 * "Pull results and verify before destroy": for every saved pull pair of an instance, whether its remote folder
 * was pulled and verified since it last changed. A pair is a concern when it was never pulled with a verified
 * result, or when a file below its remote folder is newer than the start of the last verified pull (asked on the
 * instance with `find -newermt`, the instance's clock corrected by the offset measured in the same command; a
 * two second margin errs on the side of asking). When the instance cannot be asked, the pair is a concern too:
 * destroying is the one step that cannot be undone. Never blocks; a Job owned by its caller: finished() comes exactly
 * once, and the answer is concerns(), not error().
 */
class PulledResultsCheck : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PulledResultsCheck)
public:
    struct Concern
    {
        SyncPair pair;
        QString reason; // one translated sentence
        QStringList changedPaths; // a few of them, when files changed since the last verified pull
    };

    /** \a session may be null (instance not connected): pulled pairs cannot be asked about then. */
    PulledResultsCheck(const SyncHistory &history, SshSession *session, QObject *parent = nullptr);

    /** Checks the pull pairs of \a instanceName. */
    void start(const QString &instanceName);

    /** Whether the instance has a pull pair at all ("a sync target configured"). */
    bool hasPullPairs() const { return m_pairsChecked > 0; }
    const QList<Concern> &concerns() const { return m_concerns; }
    /** All concerns as lines for a message box. */
    QString summary() const;

    /** The remote command listing up to \a limit files below \a remotePath changed after the local \a since. */
    static QString changedFilesCommand(const QString &remotePath, const QDateTime &since, int limit);

private:
    void checkNext();

    SyncHistory m_history; // a light handle over the ledger
    QPointer<SshSession> m_session;
    QList<SyncPair> m_pending;
    QList<Concern> m_concerns;
    int m_pairsChecked = 0;
};

} // namespace RentDeck
