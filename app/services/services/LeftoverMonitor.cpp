// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/LeftoverMonitor.h"

#include "provider/Provider.h"
#include "services/InstanceManager.h"
#include "services/LeftoverScan.h"

namespace RentDeck {

LeftoverMonitor::LeftoverMonitor(InstanceManager *manager, QObject *parent)
    : QObject(parent)
    , m_manager(manager)
{
    m_timer.setInterval(std::chrono::minutes(RescanMinutes));
    connect(&m_timer, &QTimer::timeout, this, &LeftoverMonitor::rescan);
    m_timer.start();
    connect(m_manager, &InstanceManager::instancesChanged, this, &LeftoverMonitor::onInstancesChanged);
    connect(m_manager, &InstanceManager::providersChanged, this, &LeftoverMonitor::rescan);
    QTimer::singleShot(0, this, &LeftoverMonitor::rescan); // once at the start, whatever the instances do
}

QString LeftoverMonitor::summary() const
{
    if (m_leftovers.isEmpty()) {
        return {};
    }
    const QString total = LeftoverScan::dailyTotal(m_leftovers);
    return total.isEmpty()
        ? tr("Still billing with nothing running: %n item(s), price not given by the provider", nullptr,
            int(m_leftovers.size()))
        : tr("Still billing with nothing running: %1 a day (%n item(s))", nullptr, int(m_leftovers.size())).arg(total);
}

void LeftoverMonitor::onInstancesChanged()
{
    QStringList states;
    for (const Instance &instance : m_manager->instances()) {
        states << instance.name() + QLatin1Char('=') + QString::number(int(instance.state));
    }
    states.sort();
    const QString joined = states.join(QLatin1Char(';'));
    if (joined != m_instanceStates) {
        m_instanceStates = joined;
        rescan();
    }
}

void LeftoverMonitor::rescan()
{
    if (m_scanning) {
        m_again = true;
        return;
    }
    m_scanning = true;
    auto *scan = new LeftoverScan(m_manager, {}, this);
    connect(scan, &Job::finished, this, [this, scan] {
        m_leftovers = scan->value();
        m_warnings = scan->warnings();
        m_scanning = false;
        emit changed();
        if (m_again) {
            m_again = false;
            rescan();
        }
    });
    scan->start();
}

void LeftoverMonitor::remove(const QString &name)
{
    const qsizetype colon = name.indexOf(QLatin1Char(':'));
    Provider *provider = colon > 0 ? m_manager->provider(name.left(colon)) : nullptr;
    if (!provider) {
        emit deleteFailed(name, tr("No configured provider owns %1.").arg(name));
        return;
    }
    StatusJob *job = provider->deleteLeftover(name.mid(colon + 1));
    connect(job, &Job::finished, this, [this, job, name] {
        if (job->isOk()) {
            emit deleted(name);
        } else {
            emit deleteFailed(name, job->error().message);
        }
        rescan();
    });
}

} // namespace RentDeck
