// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/jobs/JobStateDelegate.h"

#include "services/JobModel.h"
#include "ui/widgets/StatusColours.h"

namespace RentDeck {

QColor JobStateDelegate::stateColour(JobState state)
{
    switch (state) {
    case JobState::Running:
    case JobState::Succeeded:
        return StatusColours::colour(StatusColours::Meaning::Good);
    case JobState::Starting:
    case JobState::Recovering:
        return StatusColours::colour(StatusColours::Meaning::Caution);
    case JobState::Failed:
    case JobState::Lost:
        return StatusColours::colour(StatusColours::Meaning::Bad);
    }
    return {};
}

void JobStateDelegate::initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const
{
    QStyledItemDelegate::initStyleOption(option, index);
    option->palette.setColor(QPalette::Text, stateColour(JobState(index.data(JobModel::StateRole).toInt())));
    option->font.setBold(true);
}

} // namespace RentDeck
