// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"

#include <QComboBox>

namespace RentDeck {

/** Picks one running instance ("sandbox:3 (label)"); the item data is the instance name. */
class RunningInstanceComboBox : public QComboBox
{
    Q_OBJECT
public:
    /** Shows "none running" while the list is empty. */
    explicit RunningInstanceComboBox(QWidget *parent = nullptr);

    QString instanceName() const { return currentData().toString(); }
    /**
     * Lists the running ones of \a instances, keeping the selection when it is still there. Emits no
     * index signals; returns whether the selected instance changed.
     */
    bool setInstances(const QList<Instance> &instances);
};

} // namespace RentDeck
