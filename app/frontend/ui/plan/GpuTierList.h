// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/GpuTiers.h"

#include <QWidget>

class QGridLayout;

namespace RentDeck {

/** The 24 / 48 / 80 / 141 GB tiers, one row each: the card that stands for it, whether the plan fits, how long. */
class GpuTierList : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GpuTierList)
public:
    explicit GpuTierList(QWidget *parent = nullptr);

    void setTiers(const QList<GpuTierFit> &tiers);
    /** The fit text of the \a gb tier's row ("tight"), for tests; "" when there is no such row. */
    QString fitTextOf(int gb) const;

private:
    QGridLayout *m_grid;
    QList<GpuTierFit> m_tiers;
};

} // namespace RentDeck
