// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "provider/HostPreset.h"

namespace RentDeck {

class ProviderRegistry;

/**
 * The host presets every registered provider describes, and the one rule that picks a preset for a machine being
 * added by hand: the provider name the user gave, else the provider whose SSH proxy the host is. The window's Add SSH
 * host dialog and `rentdeck-cli add-host` both ask here, so the same input bills the same way in both.
 */
class HostPresets
{
public:
    HostPresets() = default;
    explicit HostPresets(QList<HostPreset> presets);
    static HostPresets fromRegistry(const ProviderRegistry &registry);

    const QList<HostPreset> &all() const { return m_presets; }
    /** By provider name, ignoring case and surrounding spaces; nullptr for a name no provider describes. */
    const HostPreset *forName(const QString &providerName) const;
    /** The preset whose SSH proxy \a host is; nullptr when none. */
    const HostPreset *forHost(const QString &host) const;
    /** forName(providerName) when a name is given (a custom name means no preset), else forHost(host). */
    const HostPreset *choose(const QString &providerName, const QString &host) const;

private:
    QList<HostPreset> m_presets;
};

} // namespace RentDeck
