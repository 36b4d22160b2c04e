// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "provider/HostPresets.h"

#include "provider/ProviderRegistry.h"

namespace RentDeck {

HostPresets::HostPresets(QList<HostPreset> presets)
    : m_presets(std::move(presets))
{
}

HostPresets HostPresets::fromRegistry(const ProviderRegistry &registry)
{
    QList<HostPreset> presets;
    for (const ProviderDescriptor &descriptor : registry.descriptors()) {
        presets += descriptor.hostPresets;
    }
    return HostPresets(std::move(presets));
}

const HostPreset *HostPresets::forName(const QString &providerName) const
{
    const QString name = providerName.trimmed();
    for (const HostPreset &preset : m_presets) {
        if (!name.isEmpty() && preset.providerName.compare(name, Qt::CaseInsensitive) == 0) {
            return &preset;
        }
    }
    return nullptr;
}

const HostPreset *HostPresets::forHost(const QString &host) const
{
    for (const HostPreset &preset : m_presets) {
        if (preset.matchesHost(host)) {
            return &preset;
        }
    }
    return nullptr;
}

const HostPreset *HostPresets::choose(const QString &providerName, const QString &host) const
{
    return providerName.trimmed().isEmpty() ? forHost(host) : forName(providerName);
}

} // namespace RentDeck
