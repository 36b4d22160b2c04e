// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchSandbox.h"

#include "BuiltinProviders.h"
#include "billing/Ledger.h"
#include "core/InstanceManager.h"
#include "core/Paths.h"
#include "provider/ProviderRegistry.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QThread>
#include <algorithm>

namespace RentDeck {

BenchSandbox::BenchSandbox()
    : m_registry(std::make_unique<ProviderRegistry>())
{
    qputenv("RENTDECK_HOME", m_home.path().toUtf8());
    registerBuiltinProviders(*m_registry);
    if (auto ledger = Ledger::open(Paths::ledgerFile())) {
        m_ledger = std::move(ledger).value();
    }
    m_manager = std::make_unique<InstanceManager>(*m_registry, m_ledger.get());
}

BenchSandbox::~BenchSandbox()
{
    if (!m_instance.id.isEmpty()) {
        bool finished = false;
        ProviderJob *job = m_manager->destroy(m_instance.name());
        QObject::connect(job, &ProviderJob::finished, job, [&finished] { finished = true; });
        waitUntil([&finished] { return finished; }, 15000);
    }
}

bool BenchSandbox::launch(const QString &offerId)
{
    bool finished = false;
    InstanceJob *job = m_manager->launch(offerId, {});
    QObject::connect(job, &ProviderJob::finished, job, [this, job, &finished] {
        if (job->isOk()) {
            m_instance = job->value();
        } else {
            qWarning("launch failed: %s", qPrintable(job->error().message));
        }
        finished = true;
    });
    return waitUntil([&finished] { return finished; }, 30000) && !m_instance.id.isEmpty();
}

bool waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > timeoutMs) {
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        if (!done()) {
            QThread::usleep(200);
        }
    }
    return true;
}

double median(QList<double> samples)
{
    if (samples.isEmpty()) {
        return 0;
    }
    std::sort(samples.begin(), samples.end());
    return samples.at(samples.size() / 2);
}

} // namespace RentDeck
