// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableView>

namespace RentDeck {

class Ledger;
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
    /** \a ledger is borrowed and may be null (then the table stays empty). */
    explicit SyncHistoryView(Ledger *ledger, QWidget *parent = nullptr);

    SyncRunModel *runModel() const { return m_model; }
    void setInstance(const QString &instanceName);
    /** Reads the history again (after a run was recorded). */
    void reload();

private:
    void fitColumns();

    SyncRunModel *m_model;
};

} // namespace RentDeck
