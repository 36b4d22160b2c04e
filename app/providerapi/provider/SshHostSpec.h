// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/BillingPolicy.h"
#include "core/Money.h"

#include <QString>

namespace RentDeck {

/**
 * A machine to add as an SSH host (Provider::addHost): where to log in and what it costs, as the
 * user typed it. The password is the only secret: addHost puts it in the SecretStore, never on disk.
 */
struct SshHostSpec
{
    QString host;
    int port = 22;
    QString user = QStringLiteral("root");
    QString identityFile; // private key file; empty = password or ssh-agent
    QString password; // empty = key or agent login; never logged, never stored in a file
    Money pricePerHour = Money(0, QStringLiteral("USD")); // typed by the user; USD or CNY
    BillingGranularity granularity = BillingGranularity::Hour; // AutoDL-like pay-as-you-go bills by the hour
    QString label;
    QString providerName; // free text: "AutoDL"
};

} // namespace RentDeck
