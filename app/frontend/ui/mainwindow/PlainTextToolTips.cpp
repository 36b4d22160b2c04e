// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/PlainTextToolTips.h"

#include "core/RemoteText.h"

#include <QAbstractItemView>
#include <QHelpEvent>
#include <QToolTip>

namespace RentDeck {

PlainTextToolTips::PlainTextToolTips(QObject *parent)
    : QObject(parent)
{
}

bool PlainTextToolTips::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ToolTip || !watched->isWidgetType()) {
        return false;
    }
    auto *widget = static_cast<QWidget *>(watched);
    const auto *help = static_cast<QHelpEvent *>(event);
    auto *view = qobject_cast<QAbstractItemView *>(widget->parentWidget());
    if (view && view->viewport() == widget) {
        const QModelIndex index = view->indexAt(help->pos());
        const QString text = index.data(Qt::ToolTipRole).toString();
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), RemoteText::toolTip(text), widget, view->visualRect(index));
        }
        return true;
    }
    if (widget->toolTip().isEmpty()) {
        return false; // Qt asks the parent next
    }
    QToolTip::showText(
        help->globalPos(), RemoteText::toolTip(widget->toolTip()), widget, {}, widget->toolTipDuration());
    return true;
}

} // namespace RentDeck
