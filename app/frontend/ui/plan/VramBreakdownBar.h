// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/VramBreakdown.h"

#include <QColor>
#include <QList>
#include <QWidget>

namespace RentDeck {

/**
 * One GPU's memory as a stacked bar — weights, optimizer, gradients, activations, KV cache, reserve — with a
 * legend below giving each part's size. The bar spans \a scaleBytes (the largest tier that matters, so the
 * same plan on a bigger card looks smaller), or the total when larger; tick marks show the 24/48/80/141 GB tiers.
 */
class VramBreakdownBar : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VramBreakdownBar)
public:
    explicit VramBreakdownBar(QWidget *parent = nullptr);

    void setBreakdown(const VramBreakdown &breakdown);
    const VramBreakdown &breakdown() const { return m_breakdown; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    struct Part
    {
        QString name;
        qint64 bytes;
        QColor color;
    };
    QList<Part> parts() const;

    VramBreakdown m_breakdown;
};

} // namespace RentDeck
