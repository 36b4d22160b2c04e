// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "watch/MonitorView.h"

#include "core/InstanceManager.h"
#include "watch/MetricStore.h"
#include "watch/TimeSeriesChart.h"
#include "watch/WatchService.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDateTime>
#include <QElapsedTimer>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>

namespace RentDeck {

namespace {

/** The mean of each point, with NaN at breaks so the chart lifts the pen; \a scale converts units. */
QList<QPointF> toChartPoints(const MetricView &view, double scale)
{
    QList<QPointF> points;
    points.reserve(view.points.size());
    for (const MetricPoint &point : view.points) {
        const double x = double(point.tMs + view.stepMs / 2);
        points.append(QPointF(x, point.isBreak() ? std::nan("") : point.mean * scale));
    }
    return points;
}

} // namespace

MonitorView::MonitorView(InstanceManager *instances, WatchService *watch, QWidget *parent)
    : QWidget(parent)
    , m_instances(instances)
    , m_watch(watch)
    , m_instance(new QComboBox(this))
    , m_windows(new QButtonGroup(this))
    , m_status(new QLabel(this))
    , m_utilization(new TimeSeriesChart(tr("GPU utilization"), tr("%"), this))
    , m_memory(new TimeSeriesChart(tr("GPU memory used"), tr("GiB"), this))
    , m_temperature(new TimeSeriesChart(tr("GPU temperature"), tr("°C"), this))
    , m_power(new TimeSeriesChart(tr("GPU power"), tr("W"), this))
    , m_cpu(new TimeSeriesChart(tr("Host CPU"), tr("%"), this))
    , m_ram(new TimeSeriesChart(tr("Host RAM used"), tr("GiB"), this))
{
    setObjectName(QStringLiteral("monitorView"));
    m_instance->setObjectName(QStringLiteral("monitorInstanceComboBox"));
    m_instance->setMinimumContentsLength(18);
    m_status->setObjectName(QStringLiteral("monitorStatusLabel"));
    m_utilization->setFixedRange(0, 100);
    m_cpu->setFixedRange(0, 100);

    auto *top = new QHBoxLayout;
    auto *instanceLabel = new QLabel(tr("&Instance:"), this);
    instanceLabel->setBuddy(m_instance);
    top->addWidget(instanceLabel);
    top->addWidget(m_instance);
    top->addSpacing(12);
    const QList<QPair<Window, QString>> windows { { Window::FiveMinutes, tr("5 min") }, { Window::OneHour, tr("1 h") },
        { Window::OneDay, tr("24 h") }, { Window::All, tr("All") } };
    for (const auto &[window, text] : windows) {
        auto *button = new QPushButton(text, this);
        button->setCheckable(true);
        button->setObjectName(QStringLiteral("monitorWindow%1PushButton").arg(int(window)));
        m_windows->addButton(button, int(window));
        top->addWidget(button);
    }
    m_windows->button(int(Window::FiveMinutes))->setChecked(true);
    top->addSpacing(12);
    top->addWidget(m_status, 1);

    auto *grid = new QGridLayout;
    grid->addWidget(m_utilization, 0, 0);
    grid->addWidget(m_memory, 0, 1);
    grid->addWidget(m_temperature, 0, 2);
    grid->addWidget(m_power, 1, 0);
    grid->addWidget(m_cpu, 1, 1);
    grid->addWidget(m_ram, 1, 2);
    auto *column = new QVBoxLayout(this);
    column->addLayout(top);
    column->addLayout(grid, 1);

    connect(m_windows, &QButtonGroup::idClicked, this, [this](int id) { setWindow(Window(id)); });
    connect(m_instance, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
    connect(m_instances, &InstanceManager::instancesChanged, this, &MonitorView::refreshInstanceList);
    connect(m_watch, &WatchService::watchedInstancesChanged, this, &MonitorView::refreshInstanceList);
    connect(m_watch, &WatchService::updated, this, [this](const QString &name) {
        if (name == currentInstance() && isVisible()) {
            refresh();
        }
    });
    connect(m_watch, &WatchService::streamStateChanged, this, &MonitorView::updateStatus);
    refreshInstanceList();
}

QString MonitorView::currentInstance() const
{
    return m_instance->currentData().toString();
}

void MonitorView::showInstance(const QString &instanceName)
{
    refreshInstanceList();
    const int index = m_instance->findData(instanceName);
    if (index >= 0) {
        m_instance->setCurrentIndex(index);
    }
    refresh();
}

void MonitorView::setWindow(Window window)
{
    m_window = window;
    if (QAbstractButton *button = m_windows->button(int(window))) {
        button->setChecked(true);
    }
    refresh();
}

void MonitorView::refreshInstanceList()
{
    // Running instances first (live), then the others the ledger knows (their history stays viewable).
    const QString current = currentInstance();
    const QStringList watched = m_watch->watchedInstances();
    QStringList names = watched;
    for (const Instance &instance : m_instances->instances()) {
        if (!names.contains(instance.name())) {
            names.append(instance.name());
        }
    }
    const QSignalBlocker blocker(m_instance);
    m_instance->clear();
    for (const QString &name : std::as_const(names)) {
        m_instance->addItem(watched.contains(name) ? name : tr("%1 (history)").arg(name), name);
    }
    const int index = m_instance->findData(current);
    m_instance->setCurrentIndex(index >= 0 ? index : 0);
    if (currentInstance() != current) {
        refresh();
    }
    updateStatus();
}

qint64 MonitorView::windowMs() const
{
    switch (m_window) {
    case Window::FiveMinutes:
        return 5 * 60 * 1000;
    case Window::OneHour:
        return 3600 * 1000;
    case Window::OneDay:
        return 24 * 3600 * 1000;
    case Window::All:
        return 0;
    }
    return 0;
}

qint64 MonitorView::refresh()
{
    QElapsedTimer clock;
    clock.start();
    const QString name = currentInstance();
    const MetricStore *store = name.isEmpty() ? nullptr : m_watch->store(name);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    qint64 from = now - windowMs();
    if (m_window == Window::All && store) {
        from = now;
        for (const int source : store->sources()) {
            for (const MetricKind kind : store->kinds(source)) {
                from = qMin(from, store->series(source, kind)->firstMs());
            }
        }
    }
    const auto lines = [&](MetricKind kind, double scale, bool host) {
        QList<ChartLine> result;
        if (!store) {
            return result;
        }
        for (const int source : store->sources()) {
            if ((source == HostSource) != host) {
                continue;
            }
            const MetricSeries *series = store->series(source, kind);
            if (!series) {
                continue;
            }
            result.append(ChartLine { host ? tr("Host") : tr("GPU %1").arg(source),
                toChartPoints(series->points(from, now, MaxPoints), scale), {}, Qt::SolidLine });
        }
        return result;
    };
    constexpr double MiBToGiB = 1.0 / 1024.0;
    m_utilization->setLines(lines(MetricKind::GpuUtilization, 1, false), from, now);
    m_memory->setLines(lines(MetricKind::GpuMemoryUsed, MiBToGiB, false), from, now);
    m_temperature->setLines(lines(MetricKind::GpuTemperature, 1, false), from, now);
    m_power->setLines(lines(MetricKind::GpuPower, 1, false), from, now);
    m_cpu->setLines(lines(MetricKind::HostCpu, 1, true), from, now);
    m_ram->setLines(lines(MetricKind::HostRamUsed, MiBToGiB, true), from, now);
    const QString empty = name.isEmpty() ? tr("no instance") : tr("waiting for samples…");
    for (TimeSeriesChart *chart : charts()) {
        chart->setEmptyText(empty);
    }
    updateStatus();
    return clock.nsecsElapsed();
}

void MonitorView::updateStatus()
{
    const QString name = currentInstance();
    if (name.isEmpty()) {
        m_status->setText(tr("No instance yet. Launch one from the Offers tab; its GPUs show up here."));
        return;
    }
    switch (m_watch->streamState(name)) {
    case MetricStream::State::Streaming:
        m_status->setText(tr("Live, one sample a second."));
        break;
    case MetricStream::State::Starting:
        m_status->setText(tr("Starting the metric stream…"));
        break;
    case MetricStream::State::WaitingForConnection:
        m_status->setText(tr("Waiting for the connection; the gap will show in the charts."));
        break;
    case MetricStream::State::Restarting:
        m_status->setText(tr("The metric stream stopped; restarting it…"));
        break;
    case MetricStream::State::Stopped:
        m_status->setText(tr("Not running: showing the recorded history."));
        break;
    }
}

QList<TimeSeriesChart *> MonitorView::charts() const
{
    return { m_utilization, m_memory, m_temperature, m_power, m_cpu, m_ram };
}

} // namespace RentDeck
