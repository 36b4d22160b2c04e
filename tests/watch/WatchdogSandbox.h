// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "JobAwait.h"
#include "TempHome.h"
#include "core/Instance.h"
#include "core/Job.h"
#include "core/Result.h"
#include "provider/ProviderRegistry.h"
#include "sandbox/SandboxInstanceStore.h"
#include "watch/WatchdogLog.h"

#include <QElapsedTimer>
#include <QTest>
#include <memory>
#include <optional>

namespace RentDeck {

class InstanceManager;
class Ledger;
class Storage;
class SandboxProvider;
class SshSession;

/**
 * Test fixture for the watchdog tests: a TempHome, and RentDeck (ledger + InstanceManager over the built-in
 * providers) that launches sandbox instances and can be closed and opened again while they run. The destructor
 * destroys every instance and kills whatever still carries an instance's marker.
 */
class WatchdogSandbox
{
public:
    WatchdogSandbox();
    ~WatchdogSandbox();

    bool isValid() const { return m_manager != nullptr; }
    InstanceManager *manager() const { return m_manager.get(); }
    Ledger *ledger() const;
    /** The running RentDeck's sandbox provider; null while RentDeck is closed. */
    SandboxProvider *sandbox() const;

    /** Launches the cheapest one-GPU RTX 4090 offer; an empty Instance (and a warning) on failure. */
    Instance launch();
    /** A connected SshSession to \a instance, or null. */
    std::unique_ptr<SshSession> connect(const Instance &instance);

    /** Destroys every RentDeck object (manager, providers, ledger); the sandbox's own processes keep running. */
    void closeRentDeck();
    /** Opens the ledger and a new InstanceManager again, and lists instances (reconcile). */
    bool openRentDeck();
    /** The instance as RentDeck lists it now (after a refresh). */
    std::optional<Instance> listed(const QString &name);

    // Straight from the sandbox's own files and /proc, without RentDeck.
    QString instanceDir(const QString &id) const;
    QString marker(const QString &id) const;
    Result<SandboxInstanceRecord> record(const QString &id) const;
    /** The watchdog log file in the instance's home (~/.rentdeck/watchdog.log). */
    WatchdogLog localLog(const QString &id) const;
    /** Live `rentdeck-watchdog.sh run` processes of the instance. */
    QList<qint64> watchdogProcesses(const QString &id) const;
    /** Waits up to \a ms until sshd \a sshdPid is gone, no process has the marker and the record says stopped. */
    bool waitStopped(const QString &id, qint64 sshdPid, int ms, QString *why) const;

    /** Runs the event loop until \a job finished; Timeout when it did not within \a ms. */
private:
    TempHome m_home;
    QString m_dataDir;
    ProviderRegistry m_registry;
    std::unique_ptr<Storage> m_storage;
    std::unique_ptr<InstanceManager> m_manager;
    QStringList m_launched; // ids
};

} // namespace RentDeck
