// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "WatchdogSandbox.h"

#include "BuiltinProviders.h"
#include "billing/Ledger.h"
#include "core/Paths.h"
#include "sandbox/SandboxProcesses.h"
#include "sandbox/SandboxProvider.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "ssh/SshSession.h"
#include "watch/WatchdogInstaller.h"

#include <QFile>
#include <QSignalSpy>
#include <csignal>

namespace RentDeck {

WatchdogSandbox::WatchdogSandbox()
{
    qputenv("RENTDECK_TOOLS_DIR", RD_TOOLS_DIR);
    m_dataDir = Paths::providerDir(QStringLiteral("sandbox"));
    registerBuiltinProviders(m_registry);
    openRentDeck();
}

WatchdogSandbox::~WatchdogSandbox()
{
    if (!m_manager) {
        openRentDeck();
    }
    if (m_manager) {
        for (const Instance &instance : m_manager->instances()) {
            (void)await(m_manager->destroy(instance.name()), 15000);
        }
    }
    // Whatever a failed test left behind.
    for (const QString &id : std::as_const(m_launched)) {
        for (qint64 pid : SandboxProc::withMarker(marker(id))) {
            ::kill(static_cast<pid_t>(pid), SIGKILL);
        }
    }
    closeRentDeck();
}

SandboxProvider *WatchdogSandbox::sandbox() const
{
    return m_manager ? qobject_cast<SandboxProvider *>(m_manager->provider(QStringLiteral("sandbox"))) : nullptr;
}

Instance WatchdogSandbox::launch()
{
    if (!m_manager) {
        return {};
    }
    InstanceSpec spec;
    spec.label = QStringLiteral("watchdog test");
    const Result<Instance> launched = await(m_manager->launch(QStringLiteral("sandbox:sbx-4090-us"), spec));
    if (!launched) {
        qWarning("launch failed: %s", qPrintable(launched.error().message));
        return {};
    }
    m_launched.append(launched->id);
    return *launched;
}

std::unique_ptr<SshSession> WatchdogSandbox::connect(const Instance &instance)
{
    auto session = std::make_unique<SshSession>(instance.ssh);
    session->connectToHost();
    QElapsedTimer clock;
    clock.start();
    while (session->state() == SshSession::State::Connecting && clock.elapsed() < 15000) {
        QTest::qWait(5);
    }
    if (session->state() != SshSession::State::Connected) {
        qWarning("SSH to %s failed: %s", qPrintable(session->target()), qPrintable(session->lastError().message));
        return nullptr;
    }
    return session;
}

Ledger *WatchdogSandbox::ledger() const
{
    return m_storage->ledger();
}

void WatchdogSandbox::closeRentDeck()
{
    m_manager.reset();
    m_storage.reset();
}

bool WatchdogSandbox::openRentDeck()
{
    m_storage = std::make_unique<Storage>(Paths::ledgerFile());
    if (!m_storage->isOpen()) {
        qWarning("ledger: %s", qPrintable(m_storage->error().message));
        return false;
    }
    m_manager = std::make_unique<InstanceManager>(m_registry, m_storage.get());
    QSignalSpy listed(m_manager.get(), &InstanceManager::instancesChanged);
    m_manager->refreshInstances();
    return listed.wait(10000);
}

std::optional<Instance> WatchdogSandbox::listed(const QString &name)
{
    if (!m_manager) {
        return std::nullopt;
    }
    QSignalSpy listed(m_manager.get(), &InstanceManager::instancesChanged);
    m_manager->refreshInstances();
    listed.wait(10000);
    return m_manager->findInstance(name);
}

QString WatchdogSandbox::instanceDir(const QString &id) const
{
    return SandboxInstanceStore(m_dataDir).instanceDir(id);
}

QString WatchdogSandbox::marker(const QString &id) const
{
    return SandboxInstanceStore(m_dataDir).marker(id);
}

Result<SandboxInstanceRecord> WatchdogSandbox::record(const QString &id) const
{
    return SandboxInstanceStore(m_dataDir).load(id);
}

WatchdogLog WatchdogSandbox::localLog(const QString &id) const
{
    QFile file(instanceDir(id) + QStringLiteral("/home/.rentdeck/") + QLatin1String(WatchdogInstaller::LogName));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QByteArray text = file.readAll();
    return WatchdogLog::parse(QByteArray::number(text.count('\n')) + '\n' + text, 0);
}

QList<qint64> WatchdogSandbox::watchdogProcesses(const QString &id) const
{
    QList<qint64> found;
    for (qint64 pid : SandboxProc::withMarker(marker(id))) {
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        const QList<QByteArray> words
            = cmdline.open(QIODevice::ReadOnly) ? cmdline.readAll().split('\0') : QList<QByteArray>();
        if (words.size() > 2 && words.at(1).endsWith("rentdeck-watchdog.sh") && words.at(2) == "run") {
            found.append(pid);
        }
    }
    return found;
}

bool WatchdogSandbox::waitStopped(const QString &id, qint64 sshdPid, int ms, QString *why) const
{
    QElapsedTimer clock;
    clock.start();
    while (true) {
        const bool sshdGone = !SandboxProc::isAlive(sshdPid);
        const QList<qint64> left = SandboxProc::withMarker(marker(id));
        const Result<SandboxInstanceRecord> stored = record(id);
        const bool recorded = stored && stored->instance.state == InstanceState::Stopped;
        if (sshdGone && left.isEmpty() && recorded) {
            return true;
        }
        if (clock.elapsed() > ms) {
            QStringList pids;
            for (qint64 pid : left) {
                pids << QString::number(pid);
            }
            *why = QStringLiteral("sshd %1 %2; processes with the marker: [%3]; record says %4")
                       .arg(sshdPid)
                       .arg(sshdGone ? QStringLiteral("gone") : QStringLiteral("alive"), pids.join(u' '),
                           stored ? instanceStateName(stored->instance.state) : stored.error().message);
            return false;
        }
        QTest::qWait(100);
    }
}

} // namespace RentDeck
