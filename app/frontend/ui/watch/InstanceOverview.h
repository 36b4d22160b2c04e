// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QWidget>

class QGridLayout;
class QLabel;
class QPushButton;

namespace RentDeck {

class InstanceManager;
class Sparkline;
class WatchService;

/**
 * Every watched instance on one line: its name (click to chart it), a sparkline of its mean GPU utilization over
 * the last 10 minutes, the newest value, what it costs per hour and what it has cost so far; and the total spend
 * rate. Updated when WatchService reports new samples (once a second at most).
 */
class InstanceOverview : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstanceOverview)
public:
    static constexpr qint64 SparklineWindowMs = 10 * 60 * 1000;

    InstanceOverview(InstanceManager *instances, WatchService *watch, QWidget *parent = nullptr);

    /** Rows shown, for tests. */
    int rowCount() const { return int(m_rows.size()); }
    Sparkline *sparkline(const QString &instanceName) const;

signals:
    void instanceActivated(const QString &instanceName);

private:
    struct Row
    {
        QPushButton *name = nullptr;
        Sparkline *sparkline = nullptr;
        QLabel *utilization = nullptr;
        QLabel *cost = nullptr;
    };

    void rebuild();
    void updateRow(const QString &instanceName);

    InstanceManager *m_instances;
    WatchService *m_watch;
    QGridLayout *m_grid;
    QLabel *m_total;
    QHash<QString, Row> m_rows;
};

} // namespace RentDeck
