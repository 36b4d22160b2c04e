// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <chrono>

namespace RentDeck {

/** How a mock provider behaves; the same for every provider mock (rentdeck-mockserver flags in brackets). */
struct MockProviderOptions
{
    /** The one API key the mock accepts [--api-key]; any other (or none) gets the provider's 401. */
    QString apiKey = QStringLiteral("mock-key");
    /** How long a new or restarted instance stays provisioning before it runs [--boot-ms]. */
    std::chrono::milliseconds bootTime { 1500 };
    /** The SSH endpoint reported for running instances [--ssh-host, --ssh-port]. */
    QString sshHost = QStringLiteral("127.0.0.1");
    int sshPort = 22;
    /** The login user where the provider's API names one (AutoDL's ssh_command) [--ssh-user]. */
    QString sshUser = QStringLiteral("root");
    /**
     * Offers are sold out until this long after the mock started (an offer watch waits for stock) [--stock-after-ms];
     * 0 = in stock from the start. Vast.ai: the search answers {"offers": []} meanwhile, as it does when nothing
     * rentable matches.
     */
    std::chrono::milliseconds stockAfter { 0 };
    /**
     * Enforce the offer search's documented rate limit (Vast.ai: 10 a minute per IP, as a minimum interval; 429 with
     * no Retry-After, rate-limits-and-errors.mdx) [--enforce-rate-limit].
     */
    bool enforceRateLimit = false;
    /**
     * The account holds storage from earlier work: volumes or file systems that bill with no instance, beside one in
     * use (MockStorageSeeds) [--with-storage]. Without it the provider lists none.
     */
    bool withStorage = false;
    /** The root password AutoDL's snapshot hands out; empty = a made-up one per instance [RD_MOCK_ROOT_PASSWORD]. */
    QString rootPassword;
};

} // namespace RentDeck
