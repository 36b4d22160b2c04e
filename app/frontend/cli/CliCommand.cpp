// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CliCommand.h"

#include "cli/CliContext.h"
#include "services/InstanceManager.h"

#include <QTimer>

namespace RentDeck {

CliCommand::CliCommand(CliContext &context, QObject *parent)
    : QObject(parent)
    , m_context(context)
{
}

void CliCommand::done(int exitCode)
{
    QTimer::singleShot(0, this, [this, exitCode] { emit finished(exitCode); });
}

void CliCommand::failWith(const QString &message, int exitCode)
{
    CliContext::fail(message, exitCode);
    done(exitCode);
}

void CliCommand::withRunningInstance(const QString &name, std::function<void(const Instance &)> run, int exitCode)
{
    InstanceManager &manager = m_context.manager();
    connect(
        &manager, &InstanceManager::instancesChanged, this,
        [this, &manager, name, run = std::move(run), exitCode] {
            const std::optional<Instance> instance = manager.findInstance(name);
            if (!instance) {
                failWith(QStringLiteral("no instance named %1 (see: rentdeck-cli instances)").arg(name), exitCode);
                return;
            }
            if (instance->state != InstanceState::Running || !instance->ssh.isValid()) {
                failWith(CliContext::whyNotReachable(name, *instance), exitCode);
                return;
            }
            run(*instance);
        },
        Qt::SingleShotConnection);
    manager.refreshInstances();
}

} // namespace RentDeck
