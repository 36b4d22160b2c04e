// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MockProviderOptions.h"

#include <QMap>
#include <QObject>
#include <functional>

namespace RentDeck {

class MockHttpServer;

/**
 * The provider mocks by provider id ("vastai", "runpod", "lambda", "autodl"). Each installs its routes on
 * \a server and returns the object holding its state (parented to the server).
 */
using MockProviderInstaller = std::function<QObject *(MockHttpServer *server, const MockProviderOptions &options)>;
QMap<QString, MockProviderInstaller> mockProviders();

} // namespace RentDeck
