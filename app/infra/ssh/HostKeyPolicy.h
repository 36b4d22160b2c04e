// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace RentDeck {

/** What to do with a server key that our known_hosts does not hold yet. A changed key is always refused. */
enum class HostKeyPolicy
{
    Strict, // unknown key = Error::Code::HostKey, nothing is written
    AcceptNew, // trust on first use: record the key in our known_hosts and report its fingerprint
};

} // namespace RentDeck
