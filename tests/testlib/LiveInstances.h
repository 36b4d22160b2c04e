// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace RentDeck {

class InstanceManager;

/**
 * Destroys every instance of \a manager that is not terminated yet, waiting up to \a timeoutMs for each, so a
 * test leaves no sshd behind even when it failed half-way. Runs the event loop meanwhile.
 */
void destroyLiveInstances(InstanceManager &manager, int timeoutMs = 30000);

} // namespace RentDeck
