// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace RentDeck {

struct SandboxLaunchContext;

/**
 * The sandbox's own poweroff: bin/poweroff, bin/halt and bin/shutdown on every instance's PATH run
 * rentdeck-sandbox-poweroff (a tool next to rentdeck-gpusim), which stops that instance exactly as
 * SandboxProvider's stop does, with or without RentDeck running. bin/reboot refuses. So a watchdog or a
 * user typing `poweroff` in a sandbox terminal stops the instance, never the user's own computer.
 */
namespace SandboxPowerShim {
inline constexpr auto ToolName = "rentdeck-sandbox-poweroff";

/** The command names put on the instance's PATH. */
QStringList commandNames();
/**
 * A wrapper script: runs \a tool for \a instanceDir as \a commandName with the arguments it was given, with
 * RENTDECK_HOME set to \a rentdeckHome (the folder holding our known_hosts). Explains itself when the tool is gone.
 */
QByteArray wrapperScript(
    const QString &tool, const QString &instanceDir, const QString &rentdeckHome, const QString &commandName);
/** Writes the wrappers into the instance's bin folder (again on every start, so older instances gain them). */
[[nodiscard]] Status install(const SandboxLaunchContext &launch, const QString &instanceId);
} // namespace SandboxPowerShim

} // namespace RentDeck
