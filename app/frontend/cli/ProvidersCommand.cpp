// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/ProvidersCommand.h"

#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "services/InstanceManager.h"

#include <QJsonArray>

namespace RentDeck {

void ProvidersCommand::addOptions(QCommandLineParser &)
{
}

void ProvidersCommand::start(const QCommandLineParser &)
{
    QJsonArray list;
    for (const ProviderDescriptor &descriptor : m_context.registry().descriptors()) {
        const bool configured = m_context.manager().provider(descriptor.id) != nullptr;
        if (m_context.json()) {
            list.append(CliJson::provider(descriptor, configured));
            continue;
        }
        CliContext::printLine(
            QStringLiteral("%1\t%2\t%3\tbilling per %4\t%5")
                .arg(descriptor.id, -10)
                .arg(descriptor.displayName, -24)
                .arg(configured ? QStringLiteral("configured") : QStringLiteral("needs an account"))
                .arg(BillingPolicy::granularityName(descriptor.defaultGranularity))
                .arg(descriptor.capabilities.testFlag(ProviderCapability::StartStop) ? QStringLiteral("stop/resume")
                                                                                     : QStringLiteral("no stop")));
    }
    if (m_context.json()) {
        CliContext::printJson(list);
    }
    done(0);
}

} // namespace RentDeck
