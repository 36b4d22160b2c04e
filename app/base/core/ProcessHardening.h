// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace RentDeck::ProcessHardening {

/** The variable that keeps core dumps on, for a developer chasing a crash: RENTDECK_CORE_DUMPS=1. */
inline constexpr char CoreDumpsVariable[] = "RENTDECK_CORE_DUMPS";

/**
 * First thing in main(): no core file of this process and of what it starts (soft RLIMIT_CORE 0, inherited), and this
 * process not dumpable (PR_SET_DUMPABLE 0: no core, no ptrace attach by other processes of the user). A crashed
 * rentdeck-cli holding RENTDECK_SSH_PASSWORD or an API key wrote them into an 11 MB core before. Nothing is done
 * when RENTDECK_CORE_DUMPS=1. Returns whether dumps are now off.
 */
bool disableCoreDumps();

} // namespace RentDeck::ProcessHardening
