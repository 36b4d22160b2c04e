// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "watch/MetricSample.h"

#include <QElapsedTimer>
#include <QWidget>

class QButtonGroup;
class QComboBox;
class QLabel;

namespace RentDeck {

class InstanceManager;
class StarvationWatcher;
class MetricStore;
class TimeSeriesChart;
class WatchService;

/**
 * The Monitor tab: live charts of one instance from WatchService — per-GPU utilization, memory, temperature
 * and power, host CPU and RAM — over 5 min, 1 h, 24 h or everything kept, with gaps shown as breaks; and its
 * cost: accrued at the price quoted at launch (CostTimeline over the ledger), GPU and storage apart, the guard's
 * budget as a line and where the current spend rate takes it (to the budget, or to the lifetime limit). Redraws
 * when the service says new samples came (once a second at most) or the window changes; each chart gets at most
 * MaxPoints points per line, so a refresh stays in milliseconds however long the instance has run.
 */
class MonitorView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MonitorView)
public:
    /** Per line: about one point per two pixels of a chart's plot area; more would not show. */
    static constexpr int MaxPoints = 180;
    static constexpr int CostRefreshMs = 2000;
    enum class Window
    {
        FiveMinutes,
        OneHour,
        OneDay,
        All
    };
    Q_ENUM(Window)

    MonitorView(InstanceManager *instances, WatchService *watch, QWidget *parent = nullptr);

    QString currentInstance() const;
    void showInstance(const QString &instanceName);
    void setWindow(Window window);
    /** Redraws every chart now; returns the time it took (ns), for the benchmark. */
    qint64 refresh();
    QList<TimeSeriesChart *> charts() const;
    /** Starved-GPU diagnoses (why a busy instance's GPUs wait) are shown above the charts. */
    void setStarvationWatcher(StarvationWatcher *watcher);

private:
    void refreshInstanceList();
    void updateStatus();
    void updateStarvation();
    void refreshCost(qint64 fromMs, qint64 toMs);
    QStringList jobCostLines(const QString &instanceName, const QDateTime &at) const;
    qint64 windowMs() const;

    InstanceManager *m_instances;
    WatchService *m_watch;
    QComboBox *m_instance;
    QButtonGroup *m_windows;
    QLabel *m_status;
    QLabel *m_starvation; // why the GPUs wait, when they do
    StarvationWatcher *m_starvationWatcher = nullptr;
    TimeSeriesChart *m_utilization;
    TimeSeriesChart *m_memory;
    TimeSeriesChart *m_temperature;
    TimeSeriesChart *m_power;
    TimeSeriesChart *m_cpu;
    TimeSeriesChart *m_ram;
    TimeSeriesChart *m_cost;
    QLabel *m_costSummary;
    QString m_costKey; // instance and window the cost chart shows
    QElapsedTimer m_costClock;
    Window m_window = Window::FiveMinutes;
};

} // namespace RentDeck
