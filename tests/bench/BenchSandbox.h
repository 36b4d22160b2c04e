// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "services/AppServices.h"
#include "services/Storage.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <functional>
#include <memory>

namespace RentDeck {

class InstanceManager;
class Database;
class ProviderRegistry;

/** Sandbox instances in a private RENTDECK_HOME for the length of a benchmark run; destroyed with it. */
class BenchSandbox
{
public:
    BenchSandbox();
    ~BenchSandbox();
    /** Launches one more instance of \a offerId; instance() is the first one launched. */
    bool launch(const QString &offerId);
    const Instance &instance() const { return m_instances.constFirst(); }
    const QList<Instance> &instances() const { return m_instances; }
    QString home() const { return m_home.path(); }
    Database *database() const { return m_services->storage().database(); }
    InstanceManager *manager() const { return m_manager; }
    /** The window's composition root over the private RENTDECK_HOME (a session-only secret store). */
    AppServices &services() { return *m_services; }
    /** Destroys every launched instance (all at once), waiting up to 15 s; the destructor does it too. */
    int destroyAll();

private:
    QTemporaryDir m_home;
    std::unique_ptr<AppServices> m_services;
    InstanceManager *m_manager = nullptr; // m_services's
    QList<Instance> m_instances;
};

/** Runs the event loop until \a done returns true or \a timeoutMs passes; benchmarks only. */
bool waitUntil(const std::function<bool()> &done, int timeoutMs);
/** Runs \a script with /bin/sh and returns its wall time in ms (warns when it fails); benchmarks only. */
double runShell(const QString &script);
/** Median of \a samples (ms). */
double median(QList<double> samples);

} // namespace RentDeck
