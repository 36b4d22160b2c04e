// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WatchedSandbox.h"

#include "BuiltinProviders.h"
#include "core/Paths.h"
#include "sandbox/SandboxProvider.h"
#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "services/WatchService.h"

#include <QSignalSpy>
#include <QTest>
#include <utility>

namespace RentDeck {

WatchedSandbox::WatchedSandbox()
{
    qputenv("RENTDECK_TOOLS_DIR", RD_TOOLS_DIR);
    m_storage = std::make_unique<Storage>(Paths::ledgerFile());
    registerBuiltinProviders(m_registry);
    m_instances = std::make_unique<InstanceManager>(m_registry, m_storage.get());
    m_connections = std::make_unique<ConnectionManager>(m_instances.get(), nullptr);
    m_watch = std::make_unique<WatchService>(m_instances.get(), m_connections.get());
    m_watch->start();
}

WatchedSandbox::~WatchedSandbox()
{
    m_watch.reset();
    (void)destroy();
    m_connections.reset();
    m_instances.reset();
    m_storage.reset();
}

QString WatchedSandbox::destroy()
{
    if (m_name.isEmpty()) {
        return {};
    }
    StatusJob *job = m_instances->destroy(std::exchange(m_name, QString()));
    QSignalSpy finished(job, &Job::finished);
    if (!finished.wait(30000)) {
        return QStringLiteral("the destroy did not finish in 30 s");
    }
    return job->isOk() ? QString() : job->error().message;
}

void WatchedSandbox::endWatch()
{
    if (m_watch) {
        m_watch->stop();
        m_watch.reset();
    }
}

SandboxProvider *WatchedSandbox::sandbox() const
{
    return static_cast<SandboxProvider *>(m_instances->provider(QStringLiteral("sandbox")));
}

QString WatchedSandbox::launch(const QString &offerId)
{
    if (!m_storage->isOpen()) {
        return m_storage->error().message;
    }
    bool done = false;
    QString error;
    InstanceJob *job = m_instances->launch(QStringLiteral("sandbox:") + offerId, {});
    // The job may outlive a timed-out wait: the connection dies with this guard object, not with the stack.
    QObject guard;
    QObject::connect(job, &Job::finished, &guard, [this, job, &error, &done] {
        done = true;
        if (job->isOk()) {
            m_name = job->value().name();
            m_id = job->value().id;
        } else {
            error = job->error().message;
        }
    });
    if (!QTest::qWaitFor([&done] { return done; }, 30000)) {
        return QStringLiteral("the launch did not finish in 30 s");
    }
    if (m_name.isEmpty()) {
        return error;
    }
    m_instances->refreshInstances();
    if (!QTest::qWaitFor([this] { return m_watch->watchedInstances().contains(m_name); }, 30000)) {
        return QStringLiteral("%1 was not watched within 30 s").arg(m_name);
    }
    return {};
}

} // namespace RentDeck
