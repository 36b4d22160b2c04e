// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/BurnInStream.h"

#include <QMap>
#include <QPointF>
#include <QWidget>

class QLabel;
class QProgressBar;

namespace RentDeck {

class TimeSeriesChart;

/**
 * A burn-in as it runs: each GPU's temperature, SM clock and throughput, one line per GPU, plus how far it has
 * got. Fed by CheckService::burnInUpdate; keeps the last run's lines until the next one starts.
 */
class BurnInPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BurnInPanel)
public:
    explicit BurnInPanel(QWidget *parent = nullptr);

    /** A new burn-in of \a seconds on \a instanceName begins: the lines are cleared. */
    void start(const QString &instanceName, int seconds);
    void add(const BurnInStream::Update &update, int elapsedSeconds, int totalSeconds);
    /** The burn-in ended; \a summary says how (the burn.* verdicts). */
    void finish(const QString &summary);
    const QString &instanceName() const { return m_instanceName; }
    bool isRunning() const { return m_running; }
    /** Points drawn so far on the temperature chart (for tests). */
    int temperaturePoints() const;

private:
    void redraw();

    QString m_instanceName;
    bool m_running = false;
    QLabel *m_status;
    QProgressBar *m_progress;
    TimeSeriesChart *m_temperature;
    TimeSeriesChart *m_clock;
    TimeSeriesChart *m_throughput;
    qint64 m_startMs = 0; // the burn-in's start, for the rates' "seconds since start"
    QMap<int, QList<QPointF>> m_temperatures; // per GPU index
    QMap<int, QList<QPointF>> m_clocks;
    QMap<int, QList<QPointF>> m_rates;
};

} // namespace RentDeck
