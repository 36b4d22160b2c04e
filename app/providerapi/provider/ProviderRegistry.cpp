// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "provider/ProviderRegistry.h"

#include "logging/LoggingCategories.h"

namespace RentDeck {

bool ProviderRegistry::add(std::unique_ptr<ProviderFactory> factory)
{
    if (!factory) {
        return false;
    }
    const ProviderDescriptor descriptor = factory->descriptor();
    if (descriptor.interfaceVersion != Provider::InterfaceVersion) {
        qCWarning(lcCore) << "provider" << descriptor.id << "has interface version" << descriptor.interfaceVersion
                          << "but RentDeck needs" << Provider::InterfaceVersion << "- not registered";
        return false;
    }
    if (descriptor.id.isEmpty() || this->factory(descriptor.id)) {
        qCWarning(lcCore) << "provider id" << descriptor.id << "is empty or already registered - not registered";
        return false;
    }
    m_factories.push_back(std::move(factory));
    return true;
}

const ProviderFactory *ProviderRegistry::factory(const QString &id) const
{
    for (const auto &factory : m_factories) {
        if (factory->descriptor().id == id) {
            return factory.get();
        }
    }
    return nullptr;
}

QList<ProviderDescriptor> ProviderRegistry::descriptors() const
{
    QList<ProviderDescriptor> result;
    for (const auto &factory : m_factories) {
        result.append(factory->descriptor());
    }
    return result;
}

QStringList ProviderRegistry::ids() const
{
    QStringList result;
    for (const auto &factory : m_factories) {
        result.append(factory->descriptor().id);
    }
    return result;
}

} // namespace RentDeck
