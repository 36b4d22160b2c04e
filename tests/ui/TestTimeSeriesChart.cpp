// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Monitor's chart between frames: the time axis moves in steps, not every second (each move lays the axis out
// again), and still shows the whole window. The lines are drawn by the chart itself over QtCharts' plot area: they
// must land where the axes say, break at gaps, and tell the value under the mouse.
#include "ui/watch/TimeSeriesChart.h"

#include <QDateTimeAxis>
#include <QImage>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>
#include <cmath>

using namespace RentDeck;

namespace {

constexpr qint64 T0 = 1'800'000'000'000; // a multiple of every step below
constexpr qint64 FiveMinutes = 300'000;

QList<ChartLine> lineUntil(qint64 toMs)
{
    ChartLine line { QStringLiteral("GPU 0"), {}, {}, Qt::SolidLine };
    for (qint64 t = toMs - FiveMinutes; t <= toMs; t += 2000) {
        line.points.append(QPointF(double(t), 50));
    }
    return { line };
}

/** Where the value (\a t, \a y) is drawn, in the view's pixels. */
QPoint pixelOf(const TimeSeriesChart &chart, qint64 t, double y)
{
    const QPointF inChart = chart.chart()->mapToPosition(QPointF(double(t), y));
    return chart.mapFromScene(chart.chart()->mapToScene(inChart));
}

/** Whether a pixel of \a colour lies within \a radius of \a at (antialiasing blends the line's edges). */
bool hasColourNear(const QImage &image, const QPoint &at, const QColor &colour, int radius = 2)
{
    for (int dy = -radius; dy <= radius; ++dy) {
        for (int dx = -radius; dx <= radius; ++dx) {
            const QColor pixel = image.pixelColor(at + QPoint(dx, dy));
            if (std::abs(pixel.red() - colour.red()) + std::abs(pixel.green() - colour.green())
                    + std::abs(pixel.blue() - colour.blue())
                < 90) {
                return true;
            }
        }
    }
    return false;
}

} // namespace

class TestTimeSeriesChart : public QObject
{
    Q_OBJECT

private slots:
    void timeAxisMovesInSteps()
    {
        TimeSeriesChart chart(QStringLiteral("GPU utilization"), QStringLiteral("%"));
        chart.setFixedRange(0, 100);
        auto *axis = qobject_cast<QDateTimeAxis *>(chart.chart()->axes(Qt::Horizontal).constFirst());
        QVERIFY(axis);
        chart.setLines(lineUntil(T0 + 1000), T0 + 1000 - FiveMinutes, T0 + 1000);
        // A 5-minute window moves in 5 s steps: it ends at the next step after the newest sample.
        QCOMPARE(axis->max().toMSecsSinceEpoch(), T0 + 5000);
        QCOMPARE(axis->min().toMSecsSinceEpoch(), T0 + 5000 - FiveMinutes);
        QSignalSpy moved(axis, &QDateTimeAxis::rangeChanged);
        for (qint64 second = 2; second <= 5; ++second) { // one refresh a second, as the Monitor does
            const qint64 to = T0 + second * 1000;
            chart.setLines(lineUntil(to), to - FiveMinutes, to);
        }
        QCOMPARE(moved.size(), 0);
        QCOMPARE(chart.pointCount(), 151);
        chart.setLines(lineUntil(T0 + 6000), T0 + 6000 - FiveMinutes, T0 + 6000);
        QCOMPARE(moved.size(), 1);
        QCOMPARE(axis->max().toMSecsSinceEpoch(), T0 + 10000);
        // A day moves in 24-minute steps.
        const qint64 day = 24 * 3600 * 1000LL;
        chart.setLines(lineUntil(T0 + 1000), T0 + 1000 - day, T0 + 1000);
        QCOMPARE(axis->max().toMSecsSinceEpoch(), T0 + day / 60);
        QCOMPARE(axis->min().toMSecsSinceEpoch(), T0 + day / 60 - day);
    }

    void linesAreDrawnWhereTheAxesSay()
    {
        TimeSeriesChart chart(QStringLiteral("GPU utilization"), QStringLiteral("%"));
        chart.resize(600, 400);
        chart.setFixedRange(0, 100);
        const QColor red(0xd6, 0x27, 0x28);
        ChartLine line { QStringLiteral("GPU 0"), {}, red, Qt::SolidLine };
        const qint64 to = T0;
        for (qint64 t = to - FiveMinutes; t <= to; t += 2000) {
            // 30 % for the first half, then a gap of a minute, then 70 %.
            const qint64 age = to - t;
            line.points.append(QPointF(double(t), age > 150'000 ? 30 : age > 90'000 ? qQNaN() : 70));
        }
        chart.setLines({ line }, to - FiveMinutes, to);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QTRY_VERIFY(chart.chart()->plotArea().width() > 100);
        QCOMPARE(chart.lineCount(), 1);
        QCOMPARE(chart.lines().constFirst().color, red);
        const QImage image = chart.grab().toImage();
        if (qEnvironmentVariableIsSet("RD_TEST_SCREENSHOTS")) {
            QVERIFY(image.save(qEnvironmentVariable("RD_TEST_SCREENSHOTS") + QStringLiteral("/chart-lines.png")));
        }
        // On the line at both levels; nothing at the other level, nor in the gap.
        QVERIFY(hasColourNear(image, pixelOf(chart, to - 200'000, 30), red));
        QVERIFY(hasColourNear(image, pixelOf(chart, to - 30'000, 70), red));
        QVERIFY(!hasColourNear(image, pixelOf(chart, to - 200'000, 70), red));
        QVERIFY(!hasColourNear(image, pixelOf(chart, to - 30'000, 30), red));
        QVERIFY(!hasColourNear(image, pixelOf(chart, to - 120'000, 30), red));
        QVERIFY(!hasColourNear(image, pixelOf(chart, to - 120'000, 70), red));
        // The legend names the line in its colour.
        QCOMPARE(chart.chart()->series().size(), 1);
        QCOMPARE(chart.chart()->series().constFirst()->name(), QStringLiteral("GPU 0"));
    }

    void mouseOverALineShowsItsValue()
    {
        TimeSeriesChart chart(QStringLiteral("Temperature"), QStringLiteral("°C"));
        chart.resize(600, 400);
        chart.setFixedRange(0, 100);
        ChartLine cool { QStringLiteral("GPU 0"), {}, {}, Qt::SolidLine };
        ChartLine hot { QStringLiteral("GPU 1"), {}, {}, Qt::SolidLine };
        for (qint64 t = T0 - FiveMinutes; t <= T0; t += 2000) {
            cool.points.append(QPointF(double(t), 40));
            hot.points.append(QPointF(double(t), t == T0 - 100'000 ? 87 : 80));
        }
        chart.setLines({ cool, hot }, T0 - FiveMinutes, T0);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QTRY_VERIFY(chart.chart()->plotArea().width() > 100);
        QTest::mouseMove(chart.viewport(), pixelOf(chart, T0 - 100'000, 86));
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().startsWith(QStringLiteral("GPU 1: 87.0 °C at ")), qPrintable(QToolTip::text()));
        QTest::mouseMove(chart.viewport(), pixelOf(chart, T0 - 100'000, 41));
        QTRY_VERIFY2(QToolTip::text().startsWith(QStringLiteral("GPU 0: 40.0 °C")), qPrintable(QToolTip::text()));
        QTest::mouseMove(chart.viewport(), pixelOf(chart, T0 - 100'000, 60)); // far from both
        QTRY_VERIFY(!QToolTip::isVisible());
    }
};

QTEST_MAIN(TestTimeSeriesChart)
#include "TestTimeSeriesChart.moc"
