// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"

#include <QColor>
#include <QStyledItemDelegate>

namespace RentDeck {

/**
 * Draws the status cell of an InstanceModel in the state's colour, with a dot: running green,
 * provisioning amber, stopped grey, error red. Reads InstanceModel::StateRole.
 */
class InstanceStateDelegate : public QStyledItemDelegate
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceStateDelegate)
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    static QColor stateColor(InstanceState state);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace RentDeck
