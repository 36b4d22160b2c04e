// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sync/PullBeforeDestroy.h"

#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "sync/SyncHistory.h"
#include "ui/dialogs/MessageBox.h"
#include "ui/sync/SyncView.h"

#include <QWidget>

namespace RentDeck {

PullBeforeDestroy::PullBeforeDestroy(
    InstanceManager *instances, ConnectionManager *connections, SyncView *sync, QWidget *dialogParent)
    : QObject(dialogParent)
    , m_instances(instances)
    , m_connections(connections)
    , m_sync(sync)
    , m_dialogParent(dialogParent)
{
}

void PullBeforeDestroy::check(
    const QString &instanceName, std::function<void()> askAsUsual, std::function<void()> destroyNow)
{
    const SyncHistory history = m_instances->storage().syncHistory();
    // Only a connected (or connecting) session can be asked; a stopped instance is a concern by itself.
    const auto instance = m_instances->findInstance(instanceName);
    SshSession *session = instance && instance->state == InstanceState::Running && instance->ssh.isValid()
        ? m_connections->session(instanceName)
        : nullptr;
    auto *check = new PulledResultsCheck(history, session, this);
    emit statusMessage(tr("Checking whether the results of %1 were pulled back…").arg(instanceName));
    connect(check, &PulledResultsCheck::finished, this, [=, this] {
        check->deleteLater();
        onChecked(check, instanceName, askAsUsual, destroyNow);
    });
    check->start(instanceName);
}

void PullBeforeDestroy::onChecked(PulledResultsCheck *check, const QString &instanceName,
    const std::function<void()> &askAsUsual, const std::function<void()> &destroyNow)
{
    emit statusMessage(QString());
    if (check->concerns().isEmpty()) {
        askAsUsual();
        return;
    }
    QList<SyncPair> pairs;
    for (const PulledResultsCheck::Concern &concern : check->concerns()) {
        pairs.append(concern.pair);
    }
    const QString text = tr("Results on %1 are not safely back on this computer:").arg(instanceName) + QLatin1Char('\n')
        + check->summary() + QStringLiteral("\n\n")
        + tr("Pull and verify them now, then destroy? Destroying deletes the instance's disk for good.");
    MessageBox::question(m_dialogParent, tr("Pull results before destroying"), text, this,
        [=, this](QMessageBox::StandardButton answer) {
            if (answer == QMessageBox::Yes) {
                pullNext(instanceName, pairs, destroyNow);
            } else if (answer == QMessageBox::Discard) {
                destroyNow();
            }
        },
        QMessageBox::Yes | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Yes,
        { { QMessageBox::Yes, tr("Pull, verify, then destroy") }, { QMessageBox::Discard, tr("Destroy anyway") } });
}

void PullBeforeDestroy::pullNext(
    const QString &instanceName, QList<SyncPair> pairs, const std::function<void()> &destroyNow)
{
    if (pairs.isEmpty()) {
        emit statusMessage(tr("Results of %1 pulled and verified; destroying it.").arg(instanceName));
        destroyNow();
        return;
    }
    const SyncPair pair = pairs.takeFirst();
    emit syncTabWanted();
    const bool started = m_sync->runPair(pair, [=, this](bool verified) {
        if (verified) {
            pullNext(instanceName, pairs, destroyNow);
            return;
        }
        MessageBox::critical(m_dialogParent, tr("Not destroyed"),
            tr("%1 was not destroyed: pulling %2 did not end verified. See the Sync tab, fix it and try again.")
                .arg(instanceName, pair.remotePath));
    });
    if (!started) {
        MessageBox::critical(m_dialogParent, tr("Not destroyed"),
            tr("%1 was not destroyed: the pull of %2 could not start (another sync is running?).")
                .arg(instanceName, pair.remotePath));
    }
}

} // namespace RentDeck
