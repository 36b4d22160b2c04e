// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/CheckStatusDelegate.h"

#include "checks/CheckReportModel.h"

namespace RentDeck {

void CheckStatusDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->font.setBold(true);
    QColor colour;
    switch (CheckStatus(index.data(CheckReportModel::StatusRole).toInt())) {
    case CheckStatus::Pass:
        colour = QColor(0x2e, 0x7d, 0x32);
        break;
    case CheckStatus::Warn:
        colour = QColor(0xb2, 0x6a, 0x00);
        break;
    case CheckStatus::Fail:
        colour = QColor(0xc6, 0x28, 0x28);
        break;
    case CheckStatus::Skip:
        colour = QColor(0x75, 0x75, 0x75);
        break;
    }
    option->palette.setColor(QPalette::Text, colour);
}

} // namespace RentDeck
