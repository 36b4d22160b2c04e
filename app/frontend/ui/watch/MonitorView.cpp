// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/watch/MonitorView.h"

#include "billing/CostTimeline.h"
#include "billing/Ledger.h"
#include "jobs/JobStore.h"
#include "services/InstanceManager.h"
#include "services/StarvationWatcher.h"
#include "services/Storage.h"
#include "services/WatchService.h"
#include "ui/watch/InstanceOverview.h"
#include "ui/watch/TimeSeriesChart.h"
#include "watch/GuardEvaluator.h"
#include "watch/GuardStore.h"
#include "watch/MetricStore.h"

#include <QAbstractAxis>
#include <QButtonGroup>
#include <QChart>
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
    , m_starvation(new QLabel(this))
    , m_utilization(new TimeSeriesChart(tr("GPU utilization"), tr("%"), this))
    , m_memory(new TimeSeriesChart(tr("GPU memory used"), tr("GiB"), this))
    , m_temperature(new TimeSeriesChart(tr("GPU temperature"), tr("°C"), this))
    , m_power(new TimeSeriesChart(tr("GPU power"), tr("W"), this))
    , m_cpu(new TimeSeriesChart(tr("Host CPU"), tr("%"), this))
    , m_ram(new TimeSeriesChart(tr("Host RAM used"), tr("GiB"), this))
    , m_cost(new TimeSeriesChart(tr("Cost"), QString(), this))
    , m_costSummary(new QLabel(this))
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
    grid->addWidget(m_cost, 2, 0, 1, 2);
    m_costSummary->setObjectName(QStringLiteral("monitorCostSummaryLabel"));
    m_costSummary->setWordWrap(true);
    m_costSummary->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_costSummary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    grid->addWidget(m_costSummary, 2, 2);
    auto *overview = new InstanceOverview(m_instances, m_watch, this);
    connect(overview, &InstanceOverview::instanceActivated, this, &MonitorView::showInstance);
    auto *column = new QVBoxLayout(this);
    column->addLayout(top);
    m_starvation->setObjectName(QStringLiteral("monitorStarvationLabel"));
    m_starvation->setWordWrap(true);
    m_starvation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_starvation->setStyleSheet(QStringLiteral("QLabel { background: #fff4ce; color: #5c4300; padding: 6px; }"));
    m_starvation->hide();
    column->addWidget(m_starvation);
    column->addWidget(overview);
    column->addLayout(grid, 1);

    connect(m_windows, &QButtonGroup::idClicked, this, [this](int id) { setWindow(Window(id)); });
    connect(m_instance, &QComboBox::currentIndexChanged, this, [this] {
        refresh();
        updateStarvation();
    });
    connect(m_instances, &InstanceManager::instancesChanged, this, &MonitorView::refreshInstanceList);
    connect(m_watch, &WatchService::watchedInstancesChanged, this, &MonitorView::refreshInstanceList);
    connect(m_watch, &WatchService::updated, this, [this](const QString &name) {
        if (name == currentInstance() && isVisible()) {
            refresh();
        }
    });
    connect(m_watch, &WatchService::streamStateChanged, this, &MonitorView::updateStatus);
    refreshInstanceList();
    refresh(); // axes and empty texts even before there is an instance
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
    // The CPU chart also shows the share of time the CPUs wait on the disks: the starved-GPU diagnosis's I/O cue.
    QList<ChartLine> cpuLines = lines(MetricKind::HostCpu, 1, true);
    for (ChartLine &line : lines(MetricKind::HostIoWait, 1, true)) {
        line.name = tr("I/O wait");
        line.style = Qt::DashLine;
        cpuLines << line;
    }
    m_cpu->setLines(cpuLines, from, now);
    m_ram->setLines(lines(MetricKind::HostRamUsed, MiBToGiB, true), from, now);
    // The ledger and the cost series change slowly: every CostRefreshMs is live enough, and keeps frames short.
    const QString costKey = name + QLatin1Char('\n') + QString::number(int(m_window));
    if (costKey != m_costKey || !m_costClock.isValid() || m_costClock.elapsed() >= CostRefreshMs) {
        m_costKey = costKey;
        m_costClock.start();
        refreshCost(from, now);
    }
    const QString empty = name.isEmpty() ? tr("no instance") : tr("waiting for samples…");
    for (TimeSeriesChart *chart : charts()) {
        chart->setEmptyText(empty);
    }
    updateStatus();
    return clock.nsecsElapsed();
}

void MonitorView::refreshCost(qint64 fromMs, qint64 toMs)
{
    const QString name = currentInstance();
    Ledger *ledger = m_instances->ledger();
    const Result<std::optional<LedgerInstance>> recorded = ledger && !name.isEmpty()
        ? ledger->instance(name)
        : Result<std::optional<LedgerInstance>>(std::optional<LedgerInstance>());
    if (!recorded || !recorded->has_value()) {
        m_cost->setLines({}, fromMs, toMs);
        m_cost->clearReferenceLines();
        m_costSummary->setText(tr("No cost recorded for this instance."));
        return;
    }
    const LedgerInstance &launched = **recorded;
    const auto events = ledger->events(name);
    const CostTimeline timeline(launched, events ? *events : QList<LifecycleEvent>());
    const QDateTime from = QDateTime::fromMSecsSinceEpoch(qMax(fromMs, launched.launchedAt.toMSecsSinceEpoch()));
    const QDateTime to = QDateTime::fromMSecsSinceEpoch(toMs);
    const qint64 step = qMax<qint64>(1, from.secsTo(to) / 300);
    // The parts dashed, the total solid and drawn last: with no storage charge it covers the GPU line exactly.
    ChartLine total { tr("Total"), {}, QColor(0x1f77b4), Qt::SolidLine };
    ChartLine gpu { tr("GPU"), {}, QColor(0x2ca02c), Qt::DashLine };
    ChartLine storage { tr("Storage"), {}, QColor(0x8c564b), Qt::DashLine };
    for (const CostBreakdown &point : timeline.series(from, to, step)) {
        const double x = double(point.at.toMSecsSinceEpoch());
        total.points.append(QPointF(x, point.total.isValid() ? point.total.toDouble() : std::nan("")));
        gpu.points.append(QPointF(x, point.gpu().toDouble()));
        storage.points.append(QPointF(x, point.storage().toDouble()));
    }
    const QString currency = launched.pricePerHour.currency();
    m_cost->chart()->axes(Qt::Vertical).constFirst()->setTitleText(currency);
    // The guard's budget as a line, and where today's spend rate takes the total.
    const auto policy = m_instances->storage().guards().effectivePolicy(name, launched.project);
    const GuardPolicy guard = policy && policy->has_value() ? **policy : GuardPolicy();
    const QDateTime lifetimeEnd
        = guard.maxLifetimeSeconds ? launched.launchedAt.addSecs(*guard.maxLifetimeSeconds) : QDateTime();
    const CostProjection projection = timeline.project(to, guard.budget, lifetimeEnd);
    m_cost->clearReferenceLines();
    if (guard.budget.isValid() && guard.budget.currency() == currency) {
        m_cost->setReferenceLine(tr("Budget"), guard.budget.toDouble(), QColor(0xd62728));
    }
    // The projection: the same meter carried on at today's state, over a third of the window into the future
    // (and no further than the lifetime limit, where the guard ends it).
    qint64 horizonMs = toMs + qMax<qint64>(60000, (toMs - fromMs) / 3);
    if (lifetimeEnd.isValid() && lifetimeEnd.toMSecsSinceEpoch() > toMs) {
        horizonMs = qMin(horizonMs, lifetimeEnd.toMSecsSinceEpoch());
    }
    ChartLine projected { tr("Projection"), {}, QColor(0x1f77b4), Qt::DotLine };
    if (timeline.stateAt(to) == InstanceState::Running) {
        const QDateTime horizon = QDateTime::fromMSecsSinceEpoch(horizonMs);
        for (const CostBreakdown &point : timeline.series(to, horizon, qMax<qint64>(1, to.secsTo(horizon) / 60))) {
            projected.points.append(QPointF(double(point.at.toMSecsSinceEpoch()), point.total.toDouble()));
        }
    }
    // Jobs on this machine: where one was lost here, and where one moved here from a lost machine.
    double top = 0;
    for (const QPointF &point : std::as_const(total.points)) {
        top = std::isnan(point.y()) ? top : qMax(top, point.y());
    }
    ChartLine lostHere { tr("Job lost"), {}, QColor(0xd62728), Qt::DashDotLine };
    ChartLine movedHere { tr("Job moved here"), {}, QColor(0x9467bd), Qt::DashDotLine };
    const auto jobEvents = m_instances->storage().jobs().eventsOn(name);
    for (const JobEvent &event : jobEvents ? *jobEvents : QList<JobEvent>()) {
        ChartLine *marks = event.kind == JobEvent::Lost ? &lostHere
            : event.kind == JobEvent::Recovered         ? &movedHere
                                                        : nullptr;
        const double x = double(event.at.toMSecsSinceEpoch());
        if (marks && x >= double(fromMs) && x <= double(horizonMs)) {
            marks->points << QPointF(x, 0) << QPointF(x, qMax(top, 0.01)) << QPointF(x, std::nan(""));
        }
    }
    QList<ChartLine> chartLines { gpu, storage, total, projected };
    for (const ChartLine &marks : { lostHere, movedHere }) {
        if (!marks.points.isEmpty()) {
            chartLines << marks;
        }
    }
    m_cost->setLines(chartLines, fromMs, horizonMs);

    const CostBreakdown now = timeline.at(to);
    QStringList lines;
    lines << tr("<b>%1</b> so far (GPU %2, storage %3), at %4/h quoted at launch.")
                 .arg(now.total.format(), now.gpu().format(), now.storage().format(), launched.pricePerHour.format());
    if (now.roundUpSeconds() > 0) {
        lines << tr("Rounding: %1 billed for time not used (%2).")
                     .arg(GuardEvaluator::formatDuration(now.roundUpSeconds()), now.roundUpCost().format());
    }
    // Idle money: the GPU-minutes nobody used, at the price of one GPU (the archive's 1-minute level).
    if (const Result<IdleTime> idle = m_instances->storage().metricArchive().idleTime(name, launched.launchedAt, to);
        idle && idle->idleGpuMinutes > 0) {
        lines << tr("Idle GPUs: %1 GPU-minutes, which cost %2.")
                     .arg(idle->idleGpuMinutes)
                     .arg(idle->idleCost(launched).format());
    }
    lines << tr("Spending %1/h now.").arg(projection.ratePerHour.format());
    if (projection.budgetReachedAt.isValid()) {
        lines << (projection.budgetReachedAt <= to
                ? tr("Budget %1 reached.").arg(guard.budget.format())
                : tr("Budget %1 reached at %2 at this rate.")
                      .arg(guard.budget.format(),
                          QLocale().toString(projection.budgetReachedAt.toLocalTime(), QLocale::ShortFormat)));
    } else if (guard.budget.isValid()) {
        lines << tr("Budget %1.").arg(guard.budget.format());
    }
    if (projection.totalAtLifetimeEnd.isValid()) {
        lines << tr("%1 by the end of its lifetime (%2).")
                     .arg(projection.totalAtLifetimeEnd.format(),
                         QLocale().toString(lifetimeEnd.toLocalTime(), QLocale::ShortFormat));
    }
    if (!policy || !policy->has_value()) {
        lines << tr("No guard: set a budget or an idle rule with Guard… in the Instances tab.");
    }
    lines << jobCostLines(name, to);
    m_costSummary->setText(lines.join(QStringLiteral("<br>")));
}

QStringList MonitorView::jobCostLines(const QString &instanceName, const QDateTime &at) const
{
    // A job that ran on several machines (lost, then replaced): what all of them cost, from the ledger.
    QStringList lines;
    Ledger *ledger = m_instances->ledger();
    const auto jobs = m_instances->storage().jobs().jobs(instanceName);
    for (const JobRecord &job : jobs &&ledger ? *jobs : QList<JobRecord>()) {
        if (job.instances.size() < 2) {
            continue;
        }
        QHash<QString, Money> totals;
        for (const QString &machine : job.instances) {
            const auto recorded = ledger->instance(machine);
            if (!recorded || !recorded->has_value()) {
                continue;
            }
            const auto events = ledger->events(machine);
            const Money cost = CostTimeline(**recorded, events ? *events : QList<LifecycleEvent>()).at(at).total;
            if (cost.isValid()) {
                totals[cost.currency()] += cost;
            }
        }
        QStringList amounts;
        for (const Money &amount : std::as_const(totals)) {
            amounts << amount.format();
        }
        lines << tr("%1 ran on %2: %3 in all.")
                     .arg(job.name(), job.instances.join(QStringLiteral(" → ")).toHtmlEscaped(),
                         amounts.join(QStringLiteral(" + ")));
    }
    return lines;
}

void MonitorView::setStarvationWatcher(StarvationWatcher *watcher)
{
    m_starvationWatcher = watcher;
    connect(watcher, &StarvationWatcher::changed, this, [this](const QString &name) {
        if (name == currentInstance()) {
            updateStarvation();
        }
    });
    updateStarvation();
}

void MonitorView::updateStarvation()
{
    const auto diagnosis
        = m_starvationWatcher ? m_starvationWatcher->current(currentInstance()) : std::optional<StarvationDiagnosis>();
    m_starvation->setVisible(diagnosis.has_value());
    if (diagnosis) {
        m_starvation->setText(tr("<b>GPUs waiting:</b> %1.<br>%2.")
                                  .arg(diagnosis->summary.toHtmlEscaped(), diagnosis->fix.toHtmlEscaped()));
    }
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
    return { m_utilization, m_memory, m_temperature, m_power, m_cpu, m_ram, m_cost };
}

} // namespace RentDeck
