// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"
#include "sync/SyncHistory.h"

#include <QAbstractListModel>

namespace RentDeck {

/**
 * The saved sync pairs of one instance, one row each, read from the ledger through SyncHistory. Display is
 * SyncPair::displayName(); the tooltip spells out folders and options. Reloads only when asked (setInstance(),
 * reload()): the caller saves or removes through SyncHistory and then reloads. Same thread as the ledger.
 */
class SyncPairModel : public QAbstractListModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncPairModel)
public:
    enum Role
    {
        PairIdRole = Qt::UserRole + 1, // qint64
        PairRole, // the SyncPair in a QVariant
    };

    /** \a history may be unavailable (no ledger: the model stays empty). */
    explicit SyncPairModel(SyncHistory history, QObject *parent = nullptr);

    QString instanceName() const { return m_instanceName; }
    /** Shows the pairs of \a instanceName (reloads even when it is the same). */
    void setInstance(const QString &instanceName);
    void reload();
    /** Why the last reload showed nothing; no error when it succeeded. */
    const Error &error() const { return m_error; }

    SyncPair pairAt(int row) const;
    /** The row of the pair with \a pair's instance, folders and direction; -1 when none. */
    int rowOf(const SyncPair &pair) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;

private:
    QString toolTip(const SyncPair &pair) const;

    SyncHistory m_history;
    QString m_instanceName;
    QList<SyncPair> m_pairs;
    Error m_error;
};

} // namespace RentDeck
