// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BenchSandbox.h"

#include "BuiltinProviders.h"
#include "secrets/MemorySecretStore.h"
#include "services/InstanceManager.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QProcess>
#include <QTimer>
#include <algorithm>

namespace RentDeck {

BenchSandbox::BenchSandbox()
{
    qputenv("RENTDECK_HOME", m_home.path().toUtf8());
    m_services = std::make_unique<AppServices>(registerBuiltinProviders, std::make_unique<MemorySecretStore>());
    m_manager = &m_services->manager();
}

BenchSandbox::~BenchSandbox()
{
    destroyAll();
}

int BenchSandbox::destroyAll()
{
    // Shared with the callbacks: a job that finishes after the timeout must not write to a dead frame.
    struct Tally
    {
        int pending = 0;
        int destroyed = 0;
    };
    const auto tally = std::make_shared<Tally>();
    for (const Instance &instance : std::as_const(m_instances)) {
        Job *job = m_manager->destroy(instance.name());
        ++tally->pending;
        QObject::connect(job, &Job::finished, job, [job, tally, name = instance.name()] {
            --tally->pending;
            if (job->isOk()) {
                ++tally->destroyed;
            } else {
                qWarning("destroy %s failed: %s", qPrintable(name), qPrintable(job->error().message));
            }
        });
    }
    waitUntil([&tally] { return tally->pending == 0; }, 15000);
    m_instances.clear();
    return tally->destroyed;
}

bool BenchSandbox::launch(const QString &offerId)
{
    const qsizetype before = m_instances.size();
    const auto finished = std::make_shared<bool>(false);
    InstanceJob *job = m_manager->launch(offerId, {});
    QObject::connect(job, &Job::finished, job, [this, job, finished] {
        if (job->isOk()) {
            m_instances.append(job->value());
        } else {
            qWarning("launch failed: %s", qPrintable(job->error().message));
        }
        *finished = true;
    });
    return waitUntil([&finished] { return *finished; }, 30000) && m_instances.size() > before;
}

bool waitUntil(const std::function<bool()> &done, int timeoutMs)
{
    // Sleeps in the event loop between events, woken at least every 5 ms for conditions a thread sets: a loop that
    // spun instead took one of a 2-core machine's cores from the very work being timed (rsync, ssh, the SSH worker),
    // while the peer it is compared with waits in waitForFinished() and takes none.
    QElapsedTimer clock;
    clock.start();
    QTimer wake;
    wake.start(5);
    while (!done()) {
        if (clock.elapsed() > timeoutMs) {
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents | QEventLoop::WaitForMoreEvents);
    }
    return true;
}

double runShell(const QString &script)
{
    QElapsedTimer clock;
    clock.start();
    QProcess shell;
    shell.start(QStringLiteral("/bin/sh"), { QStringLiteral("-c"), script });
    shell.waitForFinished(-1);
    if (shell.exitCode() != 0) {
        qWarning("failed: %s\n%s", qPrintable(script), shell.readAllStandardError().constData());
    }
    return double(clock.nsecsElapsed()) / 1e6;
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
