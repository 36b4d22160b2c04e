// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/LeftoverScan.h"

#include "billing/Ledger.h"
#include "billing/StoppedStorage.h"
#include "provider/Provider.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"

#include <QMap>
#include <QTimer>

namespace RentDeck {

LeftoverScan::LeftoverScan(InstanceManager *manager, QString providerId, QObject *parent)
    : ValueJob<QList<Leftover>>(parent)
    , m_manager(manager)
    , m_providerId(std::move(providerId))
{
}

void LeftoverScan::start()
{
    if (Ledger *ledger = m_manager->storage().ledger()) {
        if (const auto instances = ledger->instances()) {
            QHash<QString, int> releaseDays;
            for (Provider *provider : m_manager->providers()) {
                const ProviderDescriptor descriptor = provider->descriptor();
                releaseDays.insert(descriptor.id, descriptor.releasesStoppedAfterDays);
            }
            for (const Leftover &leftover : StoppedStorage::leftovers(instances.value(), releaseDays)) {
                if (m_providerId.isEmpty() || leftover.providerId == m_providerId) {
                    m_found << leftover;
                }
            }
        } else {
            m_warnings << instances.error().message;
        }
    }
    m_waiting = 1; // released below, once every provider was asked
    for (Provider *provider : m_manager->providers()) {
        const ProviderDescriptor descriptor = provider->descriptor();
        if (!descriptor.capabilities.testFlag(ProviderCapability::ListLeftovers)
            || (!m_providerId.isEmpty() && descriptor.id != m_providerId)) {
            continue;
        }
        ++m_waiting;
        LeftoverListJob *job = provider->listLeftovers();
        connect(job, &Job::finished, this, [this, job, name = descriptor.displayName] {
            if (job->isOk()) {
                m_found += job->value();
            } else {
                m_warnings << name + QStringLiteral(": ") + job->error().message;
            }
            settle();
        });
    }
    QTimer::singleShot(0, this, &LeftoverScan::settle);
}

void LeftoverScan::settle()
{
    if (--m_waiting == 0) {
        finishWithValue(m_found);
    }
}

QString LeftoverScan::dailyTotal(const QList<Leftover> &leftovers)
{
    QMap<QString, Money> perCurrency;
    for (const Leftover &leftover : leftovers) {
        if (leftover.costPerDay.isValid()) {
            const QString currency = leftover.costPerDay.currency();
            perCurrency[currency] = perCurrency.value(currency, Money(0, currency)) + leftover.costPerDay;
        }
    }
    QStringList parts;
    for (const Money &total : perCurrency) {
        parts << total.format();
    }
    return parts.join(QStringLiteral(" + "));
}

} // namespace RentDeck
