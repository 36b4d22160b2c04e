// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>

namespace RentDeck {

/**
 * The text of a script RentDeck sends to instances (the probe, the watchdog, the job supervisor), built in as a Qt
 * resource under :/scripts. Error::Code::Missing, naming the resource, when the build left it out.
 */
Result<QByteArray> builtInScript(const char *resourcePath);

} // namespace RentDeck
