// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "provider/ProviderRegistry.h"

#include <QJsonValue>
#include <QString>
#include <functional>
#include <memory>

namespace RentDeck {

class InstanceManager;
struct Instance;
class Ledger;
class SecretStore;
struct SshEndpoint;

/** What every CLI command shares: the providers, the ledger, the output mode and how to print. */
class CliContext
{
public:
    explicit CliContext(bool json);
    ~CliContext();

    bool json() const { return m_json; }
    InstanceManager &manager() { return *m_manager; }
    Ledger *ledger() const { return m_ledger.get(); }
    const ProviderRegistry &registry() const { return m_registry; }
    /** Why the ledger could not be opened, empty when it is open. */
    const QString &ledgerError() const { return m_ledgerError; }

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
    ProviderRegistry m_registry;
    std::unique_ptr<SecretStore> m_secrets;
    std::unique_ptr<Ledger> m_ledger;
    QString m_ledgerError;
    std::unique_ptr<InstanceManager> m_manager;
};

} // namespace RentDeck
