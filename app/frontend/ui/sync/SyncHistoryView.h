// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sync/SyncHistory.h"

#include <QTableView>

namespace RentDeck {

class SyncRunModel;

/**
 * The sync history of one instance (SyncRunModel), newest first: columns sized to their contents, the
 * result stretched and coloured (verified green, not verified amber, failed red). Read-only.
 */
class SyncHistoryView : public QTableView
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncHistoryView)
public:
    /** \a history may be unavailable (no ledger: the table stays empty). */
    explicit SyncHistoryView(SyncHistory history, QWidget *parent = nullptr);

    SyncRunModel *runModel() const { return m_model; }
    void setInstance(const QString &instanceName);
    /** Reads the history again (after a run was recorded). */
    void reload();

private:
    void fitColumns();

    SyncRunModel *m_model;
};

} // namespace RentDeck
