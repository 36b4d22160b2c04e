// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QWidget>

namespace RentDeck {

/** A tiny line of recent values (0–100 by default), painted directly: cheap enough for a row per instance. */
class Sparkline : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Sparkline)
public:
    explicit Sparkline(QWidget *parent = nullptr);

    /** NaN values leave a gap. */
    void setValues(const QList<double> &values, double maximum = 100);
    const QList<double> &values() const { return m_values; }
    QSize sizeHint() const override { return { 140, 22 }; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QList<double> m_values;
    double m_maximum = 100;
};

} // namespace RentDeck
