// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/instances/InstanceStateDelegate.h"

#include "services/InstanceModel.h"
#include "ui/widgets/StatusColours.h"

#include <QIcon>
#include <QPainter>
#include <QPixmap>

namespace RentDeck {

namespace {
QIcon dotIcon(const QColor &color)
{
    QPixmap pixmap(12, 12);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(color);
    painter.drawEllipse(QRectF(1, 1, 10, 10));
    return QIcon(pixmap);
}
} // namespace

QColor InstanceStateDelegate::stateColor(InstanceState state)
{
    switch (state) {
    case InstanceState::Running:
        return StatusColours::colour(StatusColours::Meaning::Good);
    case InstanceState::Provisioning:
        return StatusColours::colour(StatusColours::Meaning::Caution);
    case InstanceState::Stopped:
    case InstanceState::Terminated:
        return StatusColours::colour(StatusColours::Meaning::Inactive);
    case InstanceState::Preempted:
        return StatusColours::colour(StatusColours::Meaning::Bad);
    case InstanceState::Error:
        return StatusColours::colour(StatusColours::Meaning::Bad);
    }
    return {};
}

void InstanceStateDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    const QVariant state = index.data(InstanceModel::StateRole);
    if (!state.isValid()) {
        return;
    }
    const QColor color = stateColor(static_cast<InstanceState>(state.toInt()));
    option->palette.setColor(QPalette::Text, color);
    option->font.setBold(true);
    option->features |= QStyleOptionViewItem::HasDecoration;
    option->icon = dotIcon(color);
    option->decorationSize = QSize(12, 12);
}

} // namespace RentDeck
