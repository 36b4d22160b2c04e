// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "instances/InstanceStateDelegate.h"

#include "core/InstanceModel.h"

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
        return QColor(0x2e, 0x7d, 0x32); // green
    case InstanceState::Provisioning:
        return QColor(0xc7, 0x7c, 0x02); // amber, dark enough to read on white
    case InstanceState::Stopped:
    case InstanceState::Terminated:
        return QColor(0x75, 0x75, 0x75); // grey
    case InstanceState::Error:
        return QColor(0xc6, 0x28, 0x28); // red
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
