// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/watch/InstanceOverview.h"

#include "services/InstanceManager.h"
#include "services/WatchService.h"
#include "ui/watch/Sparkline.h"
#include "watch/MetricStore.h"

#include <QDateTime>
#include <QGridLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>
#include <cmath>

namespace RentDeck {

InstanceOverview::InstanceOverview(InstanceManager *instances, WatchService *watch, QWidget *parent)
    : QWidget(parent)
    , m_instances(instances)
    , m_watch(watch)
    , m_grid(new QGridLayout)
    , m_total(new QLabel(this))
{
    setObjectName(QStringLiteral("instanceOverview"));
    m_total->setObjectName(QStringLiteral("overviewTotalLabel"));
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(12);
    m_grid->setVerticalSpacing(2);
    column->addLayout(m_grid);
    column->addWidget(m_total);
    connect(m_watch, &WatchService::watchedInstancesChanged, this, &InstanceOverview::rebuild);
    connect(m_watch, &WatchService::updated, this, &InstanceOverview::updateRow);
    rebuild();
}

Sparkline *InstanceOverview::sparkline(const QString &instanceName) const
{
    return m_rows.value(instanceName).sparkline;
}

void InstanceOverview::rebuild()
{
    for (const Row &row : std::as_const(m_rows)) {
        delete row.name;
        delete row.sparkline;
        delete row.utilization;
        delete row.cost;
    }
    m_rows.clear();
    int line = 0;
    for (const QString &name : m_watch->watchedInstances()) {
        Row row { new QPushButton(name, this), new Sparkline(this), new QLabel(this), new QLabel(this) };
        row.name->setFlat(true);
        row.name->setToolTip(tr("Show the charts of %1").arg(name));
        row.name->setObjectName(QStringLiteral("overviewInstancePushButton"));
        connect(row.name, &QPushButton::clicked, this, [this, name] { emit instanceActivated(name); });
        row.utilization->setMinimumWidth(QFontMetrics(font()).horizontalAdvance(QStringLiteral("GPU 100%")));
        m_grid->addWidget(row.name, line, 0);
        m_grid->addWidget(row.sparkline, line, 1);
        m_grid->addWidget(row.utilization, line, 2);
        m_grid->addWidget(row.cost, line, 3);
        m_rows.insert(name, row);
        updateRow(name);
        ++line;
    }
    m_grid->setColumnStretch(4, 1);
    setVisible(!m_rows.isEmpty());
}

void InstanceOverview::updateRow(const QString &instanceName)
{
    const auto it = m_rows.constFind(instanceName);
    if (it == m_rows.constEnd()) {
        return;
    }
    const MetricStore *store = m_watch->store(instanceName);
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    // The mean over the instance's GPUs, point by point (they share the clock's buckets).
    QList<double> sums;
    QList<int> counts;
    for (const int source : store->sources()) {
        const MetricSeries *series = source == HostSource ? nullptr : store->series(source, MetricKind::GpuUtilization);
        if (!series) {
            continue;
        }
        const MetricView view = series->points(now - SparklineWindowMs, now, 120);
        if (sums.size() < view.points.size()) {
            sums.resize(view.points.size(), 0);
            counts.resize(view.points.size(), 0);
        }
        for (qsizetype i = 0; i < view.points.size(); ++i) {
            if (!view.points.at(i).isBreak()) {
                sums[i] += view.points.at(i).mean;
                ++counts[i];
            }
        }
    }
    QList<double> values;
    for (qsizetype i = 0; i < sums.size(); ++i) {
        values.append(counts.at(i) > 0 ? sums.at(i) / counts.at(i) : std::nan(""));
    }
    it->sparkline->setValues(values);
    it->utilization->setText(values.isEmpty() || std::isnan(values.last())
            ? QString()
            : tr("GPU %1%").arg(QLocale().toString(values.last(), 'f', 0)));
    const auto instance = m_instances->findInstance(instanceName);
    if (instance) {
        it->cost->setText(tr("%1/h · %2 so far")
                              .arg(instance->pricePerHour.format(),
                                  m_instances->accrued(*instance, QDateTime::currentDateTimeUtc()).format()));
    }
    QStringList rates;
    for (const QString &currency : m_instances->runningCurrencies()) {
        rates << m_instances->spendRatePerHour(currency).format() + tr("/h");
    }
    m_total->setText(rates.isEmpty()
            ? QString()
            : tr("Spend rate of everything running: %1").arg(rates.join(QStringLiteral(" · "))));
}

} // namespace RentDeck
