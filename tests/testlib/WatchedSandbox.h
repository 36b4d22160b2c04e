// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "TempHome.h"
#include "provider/ProviderRegistry.h"

#include <QString>
#include <memory>

namespace RentDeck {

class ConnectionManager;
class InstanceManager;
class SandboxProvider;
class Storage;
class WatchService;

/**
 * RentDeck's core as the window runs it (ledger, instances, connections, metric streams) in a fresh home, with one
 * sandbox instance launched and watched: the setting of the tests that watch a live instance. Compiled into those
 * tests (it needs the built-in providers, which rd_testlib does not link). The destructor destroys the instance.
 */
class WatchedSandbox
{
public:
    WatchedSandbox();
    ~WatchedSandbox();
    WatchedSandbox(const WatchedSandbox &) = delete;
    WatchedSandbox &operator=(const WatchedSandbox &) = delete;

    /** Launches \a offerId and waits until it is watched; the reason when it is not (empty on success). */
    QString launch(const QString &offerId = QStringLiteral("sbx-4090x2-cn"));

    /** Destroys the instance and waits; the reason when that failed (empty on success). */
    QString destroy();
    /** Saves and ends the metric streams (a window closing); watch() is null afterwards. */
    void endWatch();

    Storage *storage() const { return m_storage.get(); }
    InstanceManager *instances() const { return m_instances.get(); }
    ConnectionManager *connections() const { return m_connections.get(); }
    WatchService *watch() const { return m_watch.get(); }
    SandboxProvider *sandbox() const;
    const TempHome &home() const { return m_home; }
    QString name() const { return m_name; }
    QString id() const { return m_id; }

private:
    TempHome m_home;
    std::unique_ptr<Storage> m_storage;
    ProviderRegistry m_registry;
    std::unique_ptr<InstanceManager> m_instances;
    std::unique_ptr<ConnectionManager> m_connections;
    std::unique_ptr<WatchService> m_watch;
    QString m_name;
    QString m_id;
};

} // namespace RentDeck
