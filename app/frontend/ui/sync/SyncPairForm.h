// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sync/SyncPair.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;

namespace RentDeck {

/**
 * The fields of one sync: direction, local folder (with a non-blocking folder dialog), remote folder,
 * exclude patterns (separated by spaces) and --delete. Knows nothing about instances or the ledger.
 */
class SyncPairForm : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncPairForm)
public:
    explicit SyncPairForm(QWidget *parent = nullptr);

    /** What the fields say, trimmed; id and instanceName are left empty. */
    SyncPair pair() const;
    /** Fills every field from \a pair and emits changed() once. */
    void setPair(const SyncPair &pair);
    /** Both folders are filled in. */
    bool isComplete() const;

signals:
    /** The user (or setPair()) changed a field. */
    void changed();

private:
    void browseLocal();
    void onFieldChanged();

    QComboBox *m_direction;
    QLineEdit *m_local;
    QPushButton *m_browse;
    QLineEdit *m_remote;
    QLineEdit *m_excludes;
    QCheckBox *m_delete;
    bool m_filling = false;
};

} // namespace RentDeck
