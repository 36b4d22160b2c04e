// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "services/AppServices.h"

#include <QJsonValue>
#include <QString>
#include <functional>
#include <memory>

namespace RentDeck {

class InstanceManager;
class JobService;
struct Instance;
class Ledger;
class Storage;
class SecretStore;
struct SshEndpoint;

/**
 * What every CLI command shares: the providers, the ledger, the output mode and how to print, over the composition
 * root (AppServices) that main.cpp hands the list of providers to.
 */
class CliContext
{
public:
    /** \a registerProviders fills the registry: rentdeck-cli's main.cpp passes the built-in providers. */
    CliContext(bool json, const std::function<void(ProviderRegistry &)> &registerProviders);
    ~CliContext();

    bool json() const { return m_json; }
    /**
     * The providers and their instances, made on first use: the keys of configured accounts are read from the
     * keychain then (up to 20 s), so commands that never ask (gpu-info, compat, plan) do not wait for it.
     */
    InstanceManager &manager();
    /** The job service over manager() (so the accounts are read first). */
    JobService &jobs();
    Ledger *ledger() const { return m_services.ledger(); }
    const Storage &storage() const { return m_services.storage(); }
    const ProviderRegistry &registry() const { return m_services.registry(); }
    /** Why the ledger could not be opened, empty when it is open. */
    QString ledgerError() const { return m_services.ledgerError(); }

    static void printJson(const QJsonValue &value);
    static void printLine(const QString &line);
    /** Prints "rentdeck-cli: MESSAGE" on stderr and returns \a exitCode. */
    static int fail(const QString &message, int exitCode = 1);
    static void progress(const QString &message);
    /** Why \a instance cannot be reached over SSH now (not running, no address yet, an address refused), for
     *  a failure message; "%1 is %2, not running" as before when it is simply not running. */
    static QString whyNotReachable(const QString &name, const Instance &instance);
    /**
     * The SSH password of \a instanceName when its endpoint uses one: RENTDECK_SSH_PASSWORD for scripts,
     * else the keychain. Calls \a done (with an empty string when none) from the event loop.
     */
    void readPassword(const QString &instanceName, const SshEndpoint &endpoint, QObject *context,
        std::function<void(const QString &)> done);

private:
    bool m_json = false;
    AppServices m_services;
    bool m_accountsRead = false;
};

} // namespace RentDeck
