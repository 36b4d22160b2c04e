// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/checks/BurnInPanel.h"

#include "ui/watch/TimeSeriesChart.h"

#include <QDateTime>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>

namespace RentDeck {

namespace {

QList<ChartLine> linesOf(const QMap<int, QList<QPointF>> &points)
{
    // Eight "GPU n" labels do not fit under a third of the window: past four GPUs the legend names the index only.
    QList<ChartLine> lines;
    for (auto it = points.cbegin(); it != points.cend(); ++it) {
        const QString name = points.size() > 4 ? QString::number(it.key()) : BurnInPanel::tr("GPU %1").arg(it.key());
        lines << ChartLine { name, it.value(), {}, Qt::SolidLine };
    }
    return lines;
}

} // namespace

BurnInPanel::BurnInPanel(QWidget *parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_temperature(new TimeSeriesChart(tr("Temperature"), tr("°C"), this))
    , m_clock(new TimeSeriesChart(tr("SM clock"), tr("MHz"), this))
    , m_throughput(new TimeSeriesChart(tr("Throughput"), tr("TFLOPS"), this))
{
    setObjectName(QStringLiteral("burnInPanel"));
    m_status->setObjectName(QStringLiteral("burnInStatusLabel"));
    m_progress->setObjectName(QStringLiteral("burnInProgressBar"));
    m_temperature->setObjectName(QStringLiteral("burnInTemperatureChart"));
    m_clock->setObjectName(QStringLiteral("burnInClockChart"));
    m_throughput->setObjectName(QStringLiteral("burnInThroughputChart"));
    m_status->setWordWrap(true);
    m_progress->setMaximumWidth(240);
    for (TimeSeriesChart *chart : { m_temperature, m_clock, m_throughput }) {
        chart->setTimeFormat(QStringLiteral("mm:ss"));
        chart->setEmptyText(tr("Waiting for the first sample…"));
        chart->setMinimumHeight(200);
    }
    auto *top = new QHBoxLayout;
    top->addWidget(m_status, 1);
    top->addWidget(m_progress);
    auto *charts = new QHBoxLayout;
    charts->addWidget(m_temperature);
    charts->addWidget(m_clock);
    charts->addWidget(m_throughput);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addLayout(charts, 1);
}

void BurnInPanel::start(const QString &instanceName, int seconds)
{
    m_instanceName = instanceName;
    m_running = true;
    m_temperatures.clear();
    m_clocks.clear();
    m_rates.clear();
    m_startMs = QDateTime::currentMSecsSinceEpoch();
    m_progress->setRange(0, seconds);
    m_progress->setValue(0);
    m_progress->show();
    m_status->setText(tr("Burn-in of %1: every GPU under full load for %2 s…").arg(instanceName).arg(seconds));
    redraw();
}

void BurnInPanel::add(const BurnInStream::Update &update, int elapsedSeconds, int totalSeconds)
{
    for (const GpuMetricSample &sample : update.samples) {
        const double x = double(sample.timeMs);
        if (isKnown(sample.temperatureC)) {
            m_temperatures[sample.gpuIndex] << QPointF(x, sample.temperatureC);
        }
        if (isKnown(sample.smClockMHz)) {
            m_clocks[sample.gpuIndex] << QPointF(x, sample.smClockMHz);
        }
    }
    for (const BurnInRate &rate : update.rates) {
        m_rates[rate.gpuIndex] << QPointF(double(m_startMs) + rate.seconds * 1000.0, rate.tflops);
    }
    m_progress->setRange(0, totalSeconds);
    m_progress->setValue(std::min(elapsedSeconds, totalSeconds));
    m_status->setText(tr("Burn-in of %1: %2 of %3 s").arg(m_instanceName).arg(elapsedSeconds).arg(totalSeconds));
    redraw();
}

void BurnInPanel::finish(const QString &summary)
{
    m_running = false;
    m_progress->hide();
    m_status->setText(summary);
}

int BurnInPanel::temperaturePoints() const
{
    return m_temperature->pointCount();
}

void BurnInPanel::redraw()
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const qint64 from = m_startMs;
    const qint64 to = std::max(now, from + qint64(m_progress->maximum()) * 1000);
    m_temperature->setLines(linesOf(m_temperatures), from, to);
    m_clock->setLines(linesOf(m_clocks), from, to);
    m_throughput->setLines(linesOf(m_rates), from, to);
}

} // namespace RentDeck
