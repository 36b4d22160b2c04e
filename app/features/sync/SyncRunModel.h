// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"
#include "sync/SyncHistory.h"

#include <QAbstractTableModel>

namespace RentDeck {

/**
 * The sync history of one instance, newest first, read from the ledger through SyncHistory. OutcomeRole
 * gives the Outcome as int for ui/ to colour (the core layers have no QColor). Reloads only when asked (setInstance(),
 * reload()). Same thread as the ledger.
 */
class SyncRunModel : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncRunModel)
public:
    enum Column
    {
        Started,
        Direction,
        Folders,
        Bytes,
        Files,
        Duration,
        Outcome,
        ColumnCount
    };
    enum Role
    {
        OutcomeRole = Qt::UserRole + 1, // SyncRunModel::RunOutcome as int, on every column
    };
    enum class RunOutcome
    {
        Verified,
        NotVerified, // transferred, but verification was off
        Failed, // failed or cancelled
    };
    Q_ENUM(RunOutcome)

    /** \a history may be unavailable (no ledger: the model stays empty). */
    explicit SyncRunModel(SyncHistory history, QObject *parent = nullptr);

    QString instanceName() const { return m_instanceName; }
    /** Shows the newest runs with \a instanceName (reloads even when it is the same). */
    void setInstance(const QString &instanceName);
    void reload();
    /** Why the last reload showed nothing; no error when it succeeded. */
    const Error &error() const { return m_error; }

    SyncRunRecord runAt(int row) const;
    static RunOutcome outcome(const SyncRunRecord &run);
    /** "verified", "not verified" or "failed: <why>" (translated). */
    static QString outcomeText(const SyncRunRecord &run);
    /** "4.2 s", "3:07" or "1:02:03". */
    static QString durationText(qint64 milliseconds);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVariant displayData(const SyncRunRecord &run, int column) const;
    QString toolTip(const SyncRunRecord &run) const;

    SyncHistory m_history;
    QString m_instanceName;
    QList<SyncRunRecord> m_runs;
    Error m_error;
};

} // namespace RentDeck
