// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/SshConfigCommand.h"

#include "cli/CliContext.h"
#include "services/InstanceManager.h"
#include "ssh/SshConfigFile.h"

#include <QJsonObject>
#include <cstdio>

namespace RentDeck {

void SshConfigCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("Instance name, e.g. sandbox:3."));
    parser.addOptions({
        { QStringLiteral("write"),
            QStringLiteral("Keep the block in ~/.ssh/rentdeck_config and include that from ~/.ssh/config.") },
        { QStringLiteral("remove"), QStringLiteral("Delete the instance's block from ~/.ssh/rentdeck_config.") },
    });
}

void SshConfigCommand::start(const QCommandLineParser &parser)
{
    if (parser.positionalArguments().size() != 1) {
        failWith(QStringLiteral("give exactly one instance name, e.g. sandbox:3 (see: rentdeck-cli instances)"), 2);
        return;
    }
    const bool write = parser.isSet(QStringLiteral("write"));
    const bool remove = parser.isSet(QStringLiteral("remove"));
    if (write && remove) {
        failWith(QStringLiteral("give --write or --remove, not both"), 2);
        return;
    }
    const QString name = parser.positionalArguments().constFirst();
    const SshConfigFile config;
    const QString alias = SshConfigFile::hostAlias(name);
    if (remove) {
        // Works for instances that are already gone, too.
        if (const Status removed = config.remove(name); !removed) {
            failWith(removed.error().message);
            return;
        }
        if (m_context.json()) {
            CliContext::printJson(QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("alias"), alias },
                { QStringLiteral("config_file"), config.rentdeckConfigFile() }, { QStringLiteral("removed"), true } });
        } else {
            CliContext::progress(QStringLiteral("removed Host %1 from %2").arg(alias, config.rentdeckConfigFile()));
        }
        done(0);
        return;
    }
    InstanceManager &manager = m_context.manager();
    connect(
        &manager, &InstanceManager::instancesChanged, this,
        [this, &manager, name, alias, write, config] {
            const auto instance = manager.findInstance(name);
            if (!instance) {
                failWith(QStringLiteral("no instance named %1 (see: rentdeck-cli instances)").arg(name));
                return;
            }
            if (!instance->ssh.isValid()) {
                failWith(QStringLiteral("%1 has no SSH address yet (it is %2)")
                             .arg(name, instanceStateName(instance->state)));
                return;
            }
            if (write) {
                if (const Status written = config.write(*instance); !written) {
                    failWith(written.error().message);
                    return;
                }
            }
            const QString block = SshConfigFile::hostBlock(*instance);
            if (m_context.json()) {
                CliContext::printJson(
                    QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("alias"), alias },
                        { QStringLiteral("block"), block }, { QStringLiteral("written"), write },
                        { QStringLiteral("config_file"), write ? config.rentdeckConfigFile() : QString() } });
            } else {
                const QByteArray text = block.toUtf8();
                std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
                std::fflush(stdout);
                if (write) {
                    CliContext::progress(
                        QStringLiteral("written to %1; connect with: ssh %2").arg(config.rentdeckConfigFile(), alias));
                }
            }
            done(0);
        },
        Qt::SingleShotConnection);
    manager.refreshInstances();
}

} // namespace RentDeck
