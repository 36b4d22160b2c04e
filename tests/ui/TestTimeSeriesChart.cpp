// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The Monitor's chart between frames: the time axis moves in steps, not every second (each move costs QtCharts a
// second layout of every line), and still shows the whole window.
#include "ui/watch/TimeSeriesChart.h"

#include <QDateTimeAxis>
#include <QSignalSpy>
#include <QTest>

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
};

QTEST_MAIN(TestTimeSeriesChart)
#include "TestTimeSeriesChart.moc"
