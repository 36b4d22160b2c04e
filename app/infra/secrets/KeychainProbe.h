// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace RentDeck {

/**
 * Asks whether a system keychain can answer at all, before QtKeychain is tried. On Linux QtKeychain reports a
 * missing session bus or Secret Service as OtherError with texts that differ by version and backend ("Unknown
 * error", "Cannot autolaunch D-Bus …"), so matching them misses cases. Asking is reliable: is there a session bus,
 * and does a keychain service (org.freedesktop.secrets, KWallet) own or activate its name on it? Every D-Bus call
 * here is bounded (one second), so a hung bus cannot freeze the caller. macOS and Windows always have one.
 */
class KeychainProbe
{
public:
    /** Empty when a keychain service is there; else why not, for the user ("no D-Bus session bus …"). */
    static QString whyUnavailable();
};

} // namespace RentDeck
