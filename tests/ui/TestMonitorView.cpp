// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The Monitor tab over a real sandbox instance: WatchService streams gpusim's samples over SSH, the charts move
// with the instance's load (idle, then busy), and a refresh stays far under a frame.
#include "WatchedSandbox.h"
#include "billing/Ledger.h"
#include "provider/ProviderRegistry.h"
#include "sandbox/SandboxProvider.h"
#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "services/WatchService.h"
#include "ui/watch/InstanceOverview.h"
#include "ui/watch/MonitorView.h"
#include "ui/watch/Sparkline.h"
#include "ui/watch/TimeSeriesChart.h"
#include "watch/GuardStore.h"

#include <QChart>
#include <QDateTime>
#include <QLabel>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <memory>

using namespace RentDeck;

class TestMonitorView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void chartsFollowTheLoad();
    void historySurvivesTheService();
    void cleanupTestCase();

private:
    /** The newest value of \a line on \a chart (the last point of its last unbroken piece). */
    static double newestValue(TimeSeriesChart *chart, const QString &line);
    void saveScreenshot(QWidget *widget, const QString &name) const;

    std::unique_ptr<WatchedSandbox> m_rig;
    QString m_name;
    QString m_id;
};

void TestMonitorView::initTestCase()
{
    m_rig = std::make_unique<WatchedSandbox>();
    const QString launched = m_rig->launch();
    QVERIFY2(launched.isEmpty(), qPrintable(launched));
    m_name = m_rig->name();
    m_id = m_rig->id();
}

double TestMonitorView::newestValue(TimeSeriesChart *chart, const QString &line)
{
    double value = qQNaN();
    qreal newest = -1;
    for (const ChartLine &drawn : chart->lines()) { // the data lines
        for (const QPointF &point : drawn.points) {
            if (drawn.name == line && !std::isnan(point.y()) && point.x() > newest) {
                newest = point.x();
                value = point.y();
            }
        }
    }
    for (QAbstractSeries *series : chart->chart()->series()) { // the reference lines (a budget)
        auto *lineSeries = qobject_cast<QLineSeries *>(series);
        if (lineSeries && lineSeries->name() == line && lineSeries->count() > 0
            && lineSeries->at(lineSeries->count() - 1).x() > newest) {
            newest = lineSeries->at(lineSeries->count() - 1).x();
            value = lineSeries->at(lineSeries->count() - 1).y();
        }
    }
    return value;
}

void TestMonitorView::saveScreenshot(QWidget *widget, const QString &name) const
{
    const QString dir = qEnvironmentVariableIsSet("RD_TEST_SCREENSHOTS") ? qEnvironmentVariable("RD_TEST_SCREENSHOTS")
                                                                         : m_rig->home().path();
    QVERIFY(widget->grab().save(dir + QLatin1Char('/') + name));
    qInfo("screenshot: %s/%s", qPrintable(dir), qPrintable(name));
}

void TestMonitorView::chartsFollowTheLoad()
{
    MonitorView view(m_rig->instances(), m_rig->watch());
    view.resize(1300, 720);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.showInstance(m_name);
    QCOMPARE(view.currentInstance(), m_name);
    TimeSeriesChart *utilization = view.charts().at(0);

    // Idle first: both GPUs plotted, near zero.
    auto *sandbox = static_cast<SandboxProvider *>(m_rig->instances()->provider(QStringLiteral("sandbox")));
    QVERIFY(sandbox->setScenario(m_id, QStringLiteral("idle")).isOk());
    QTRY_VERIFY_WITH_TIMEOUT(utilization->pointCount() >= 6, 20000);
    QCOMPARE(utilization->lineCount(), 2);
    QTest::qWait(2500); // samples taken after the switch
    QTRY_VERIFY_WITH_TIMEOUT(newestValue(utilization, QStringLiteral("GPU 0")) < 20, 10000);

    // Busy: the newest points climb, on both GPUs, with no restart of anything.
    QVERIFY(sandbox->setScenario(m_id, QStringLiteral("busy")).isOk());
    QTRY_VERIFY_WITH_TIMEOUT(newestValue(utilization, QStringLiteral("GPU 0")) > 60, 15000);
    QTRY_VERIFY_WITH_TIMEOUT(newestValue(utilization, QStringLiteral("GPU 1")) > 60, 15000);
    // The overview line of the instance: a sparkline of its mean GPU utilization, now high.
    auto *overview = view.findChild<InstanceOverview *>();
    QVERIFY(overview);
    QCOMPARE(overview->rowCount(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(
        !overview->sparkline(m_name)->values().isEmpty() && overview->sparkline(m_name)->values().last() > 60, 10000);
    for (TimeSeriesChart *chart : view.charts()) {
        QVERIFY2(chart->pointCount() > 0, qPrintable(chart->chart()->title()));
    }
    // The cost chart accrues at the quoted price, with the guard's budget as a line.
    GuardPolicy guard;
    guard.scope = m_name;
    const Money price = (*m_rig->storage()->ledger()->instance(m_name))
                            ->pricePerHour; // billed by the hour: one hour is spent at once
    guard.budget = Money::fromDouble(price.toDouble() * 3, price.currency());
    QVERIFY(GuardStore(m_rig->storage()->database()).save(guard));
    QTest::qWait(MonitorView::CostRefreshMs + 500);
    view.refresh();
    TimeSeriesChart *cost = view.charts().last();
    QVERIFY(cost->pointCount() > 0);
    QVERIFY(newestValue(cost, QStringLiteral("Total")) > 0);
    QCOMPARE(newestValue(cost, QStringLiteral("Budget")), guard.budget.toDouble());
    QCOMPARE(newestValue(cost, QStringLiteral("Total")), price.toDouble());
    // The projection carries the meter on into the future: never below what is spent.
    QVERIFY(newestValue(cost, QStringLiteral("Projection")) >= price.toDouble());
    auto *summary = view.findChild<QLabel *>(QStringLiteral("monitorCostSummaryLabel"));
    QVERIFY2(summary->text().contains(QLatin1String("so far")), qPrintable(summary->text()));
    QVERIFY2(summary->text().contains(QLatin1String("reached at")), qPrintable(summary->text()));
    saveScreenshot(&view, QStringLiteral("monitor.png"));

    // A refresh redraws every chart from the stores. The 16 ms goal is measured by rentdeck-bench-watch on a quiet
    // machine; here (a loaded 2-core CI box) the median only has to stay far from a visible stall.
    QList<qint64> times;
    for (int i = 0; i < 21; ++i) {
        times.append(view.refresh());
    }
    std::sort(times.begin(), times.end());
    qInfo(
        "refresh of the charts: median %.2f ms, worst %.2f ms", double(times.at(10)) / 1e6, double(times.last()) / 1e6);
    QVERIFY2(times.at(10) < 50'000'000, qPrintable(QStringLiteral("median %1 ms").arg(double(times.at(10)) / 1e6)));

    // Every window shows the same samples; "All" starts at the first one.
    for (const MonitorView::Window window : { MonitorView::Window::OneHour, MonitorView::Window::OneDay,
             MonitorView::Window::All, MonitorView::Window::FiveMinutes }) {
        view.setWindow(window);
        QVERIFY(utilization->pointCount() > 0);
    }
}

void TestMonitorView::historySurvivesTheService()
{
    // The service stops (the app closes): the samples are saved; a new one shows them from the ledger.
    const MetricStore *before = m_rig->watch()->store(m_name);
    QVERIFY(before->series(0, MetricKind::GpuUtilization));
    const qint64 firstMs = before->series(0, MetricKind::GpuUtilization)->firstMs();
    m_rig->endWatch();
    WatchService again(m_rig->instances(), m_rig->connections());
    const MetricStore *after = again.store(m_name);
    const MetricSeries *series = after->series(0, MetricKind::GpuUtilization);
    QVERIFY(series);
    // Stored as 10 s and 1 min points: the first one starts at most a minute before the first sample.
    QVERIFY(series->firstMs() <= firstMs && firstMs - series->firstMs() < 60000);
    const MetricView view = series->points(firstMs - 60000, QDateTime::currentMSecsSinceEpoch(), 100);
    QVERIFY(std::any_of(view.points.cbegin(), view.points.cend(),
        [](const MetricPoint &point) { return !point.isBreak() && point.max > 60; })); // the busy part
}

void TestMonitorView::cleanupTestCase()
{
    m_rig.reset();
}

QTEST_MAIN(TestMonitorView)
#include "TestMonitorView.moc"
