// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/checks/CheckStatusDelegate.h"

#include "checks/CheckReportModel.h"
#include "ui/widgets/StatusColours.h"

namespace RentDeck {

void CheckStatusDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->font.setBold(true);
    QColor colour;
    switch (CheckStatus(index.data(CheckReportModel::StatusRole).toInt())) {
    case CheckStatus::Pass:
        colour = StatusColours::colour(StatusColours::Meaning::Good, option->palette);
        break;
    case CheckStatus::Warn:
        colour = StatusColours::colour(StatusColours::Meaning::Caution, option->palette);
        break;
    case CheckStatus::Fail:
        colour = StatusColours::colour(StatusColours::Meaning::Bad, option->palette);
        break;
    case CheckStatus::Skip:
        colour = StatusColours::colour(StatusColours::Meaning::Inactive, option->palette);
        break;
    }
    option->palette.setColor(QPalette::Text, colour);
}

} // namespace RentDeck
