// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MockProviders.h"

#include "MockHttpServer.h"
#include "autodl/AutoDlMock.h"
#include "lambda/LambdaMock.h"
#include "runpod/RunPodMock.h"
#include "vastai/VastMock.h"

namespace RentDeck {

QMap<QString, MockProviderInstaller> mockProviders()
{
    QMap<QString, MockProviderInstaller> result;
    // Each provider mock adds one line here: result.insert("<id>", [](auto *s, const auto &o) { return new XMock(s, o);
    // });
    result.insert(QStringLiteral("autodl"), [](auto *s, const auto &o) { return new AutoDlMock(s, o); });
    result.insert(QStringLiteral("lambda"), [](auto *s, const auto &o) { return new LambdaMock(s, o); });
    result.insert(QStringLiteral("runpod"), [](auto *s, const auto &o) { return new RunPodMock(s, o); });
    result.insert(QStringLiteral("vastai"), [](auto *s, const auto &o) { return new VastMock(s, o); });
    return result;
}

} // namespace RentDeck
