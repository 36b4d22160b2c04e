// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MockProviders.h"

#include "MockHttpServer.h"

namespace RentDeck {

QMap<QString, MockProviderInstaller> mockProviders()
{
    QMap<QString, MockProviderInstaller> result;
    // Each provider mock adds one line here: result.insert("<id>", [](auto *s, const auto &o) { return new XMock(s, o);
    // });
    return result;
}

} // namespace RentDeck
