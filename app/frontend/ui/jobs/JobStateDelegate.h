// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobs/JobRecord.h"

#include <QColor>
#include <QStyledItemDelegate>

namespace RentDeck {

/** Colours a job's state by what it means: running and succeeded good, starting and recovering caution, failed and
 *  lost bad. */
class JobStateDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    static QColor stateColour(JobState state);

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override;
};

} // namespace RentDeck
