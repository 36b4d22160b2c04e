// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "provider/Provider.h"

#include <QStringList>
#include <memory>
#include <vector>

namespace RentDeck {

/** The known provider kinds, by id. The UI and CLI see only the Provider interface. */
class ProviderRegistry
{
public:
    /** Rejects (and logs) a duplicate id or a wrong interface version. */
    bool add(std::unique_ptr<ProviderFactory> factory);
    const ProviderFactory *factory(const QString &id) const;
    QList<ProviderDescriptor> descriptors() const;
    QStringList ids() const;

private:
    std::vector<std::unique_ptr<ProviderFactory>> m_factories;
};

} // namespace RentDeck
