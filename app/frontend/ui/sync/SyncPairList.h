// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sync/SyncHistory.h"
#include "sync/SyncPair.h"

#include <QWidget>

class QLabel;
class QListView;
class QPushButton;

namespace RentDeck {

class SyncPairModel;

/**
 * The saved syncs of one instance (SyncPairModel in a list) with "Save" and "Remove" buttons. Selecting a
 * pair emits pairSelected(), double-clicking it pairActivated(); the buttons only emit requests, the
 * caller saves or removes through SyncHistory and then calls reload() or select().
 */
class SyncPairList : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncPairList)
public:
    /** \a history may be unavailable (no ledger: the list stays empty). */
    explicit SyncPairList(SyncHistory history, QWidget *parent = nullptr);

    SyncPairModel *model() const { return m_model; }
    void setInstance(const QString &instanceName);
    /** Reloads from the ledger, keeping the selected pair selected when it is still there. */
    void reload();
    /** Selects the pair with \a pair's instance, folders and direction, or nothing; emits no pairSelected(). */
    void select(const SyncPair &pair);
    /** The selected pair; id 0 when none is. */
    SyncPair selectedPair() const;
    void setSaveEnabled(bool enabled);

signals:
    void pairSelected(const RentDeck::SyncPair &pair);
    void pairActivated(const RentDeck::SyncPair &pair);
    void saveRequested();
    void removeRequested(const RentDeck::SyncPair &pair);

private:
    void onSelectionChanged();
    void updateState();

    SyncPairModel *m_model;
    QListView *m_list;
    QLabel *m_empty;
    QPushButton *m_save;
    QPushButton *m_remove;
    bool m_selecting = false;
};

} // namespace RentDeck
