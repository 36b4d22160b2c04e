// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "provider/HostPreset.h"

namespace RentDeck {

QString HostPreset::comparableName(const QString &name)
{
    QString key;
    for (const QChar c : name) {
        if (c.isLetterOrNumber()) {
            key += c.toLower();
        }
    }
    return key;
}

std::optional<ListedGpuPrice> HostPreset::findPrice(const QString &modelOrGpuName) const
{
    const QString wanted = comparableName(modelOrGpuName);
    if (wanted.isEmpty()) {
        return std::nullopt;
    }
    for (const ListedGpuPrice &price : typicalPrices) {
        if (comparableName(price.model) == wanted || comparableName(price.gpuName) == wanted) {
            return price;
        }
    }
    return std::nullopt;
}

bool HostPreset::matchesHost(const QString &host) const
{
    const QString name = host.trimmed().toLower();
    for (const QString &suffix : hostSuffixes) {
        // On a dot boundary: "evil-autodl.com" is not AutoDL's.
        if (name == suffix || name.endsWith(QLatin1Char('.') + suffix)) {
            return true;
        }
    }
    return false;
}

} // namespace RentDeck
