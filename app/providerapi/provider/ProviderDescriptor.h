// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/BillingPolicy.h"
#include "provider/ContainerOptions.h"
#include "provider/HostPreset.h"

#include <QFlags>
#include <QList>
#include <QString>

namespace RentDeck {

enum class ProviderCapability
{
    ListOffers = 0x1,
    CreateInstance = 0x2,
    StartStop = 0x4,
    Billing = 0x8,
    Spot = 0x10,
    Restart = 0x20, // reboot in place (Lambda: the only "power" operation it has)
    AddHost = 0x40, // adds a machine the user already rents elsewhere, by its SSH command (Provider::addHost)
    ListLeftovers = 0x80, // lists (and deletes) storage that bills apart from instances (Provider::listLeftovers)
};
Q_DECLARE_FLAGS(ProviderCapabilities, ProviderCapability)
Q_DECLARE_OPERATORS_FOR_FLAGS(ProviderCapabilities)

/** One credential a provider needs; drives the generic account dialog. */
struct CredentialField
{
    QString key; // "apiKey"; secret store key is account/<uuid>/<key>
    QString label; // untranslated source text; the UI translates
    bool secret = true;
};

/** Static facts about a provider. Safe to show and to log; holds no secrets. */
struct ProviderDescriptor
{
    QString id; // stable: "sandbox", "vastai"
    QString displayName;
    int interfaceVersion = 0;
    ProviderCapabilities capabilities;
    QList<CredentialField> credentialFields; // empty = works without an account
    QString currency = QStringLiteral("USD"); // currency prices usually come in
    BillingGranularity defaultGranularity = BillingGranularity::Second;
    QString stopMeans; // what "stop" does there, for the UI
    QString billedAfterStop; // what keeps costing after stop
    bool isSimulated = false; // sandbox: prices are not real money
    /**
     * The shortest interval at which RentDeck asks this provider for offers again on its own (an offer watch), to stay
     * inside its rate limit: Vast.ai allows 10 offer searches a minute per IP (search_offers.yaml x-rate-limit),
     * Lambda about one request a second (its API's description); RunPod and AutoDL publish none, so 10 s.
     */
    int minOfferPollSeconds = 10;
    /** The provider deletes an instance left stopped this many days, with its data (AutoDL: 15); 0 = never. */
    int releasesStoppedAfterDays = 0;
    /**
     * A marketplace that hands out machines nobody has seen (Vast.ai, RunPod, Lambda, AutoDL): each instance's host
     * key is recorded on its first connection, under the instance's own alias (SshEndpoint::hostKeyAlias), since the
     * same proxy host:port serves other customers' machines later. Providers that record keys themselves (the
     * sandbox writes its own, Add SSH host asks the user) leave it off.
     */
    bool hostKeysPerInstance = false;
    /** Environment, on-start script and /dev/shm size at launch: what the create call takes (launch --env …). */
    ContainerOptions containerOptions;
    /** How machines from this provider's console bill when added by hand as SSH hosts (HostPresets). */
    QList<HostPreset> hostPresets;
};

} // namespace RentDeck
