// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "billing/BillingPolicy.h"
#include "core/Money.h"

#include <QDateTime>
#include <QString>

namespace RentDeck {

/**
 * A machine to add as an SSH host (SshHostProvider::addHost): where to log in and what it costs, as the
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

/** What the sshhost provider keeps about one host (providers/sshhost/hosts/<id>.json). No secrets. */
struct SshHostRecord
{
    QString id; // "1", "2", ...; never reused
    QString label;
    QString host;
    int port = 22;
    QString user;
    QString identityFile;
    bool usesPassword = false; // the password is in the SecretStore under SshHostProvider::passwordKey(id)
    Money pricePerHour;
    BillingGranularity granularity = BillingGranularity::Hour;
    QString providerName;
    QDateTime createdAt;
    QString hostKeyFingerprint; // "SHA256:..." seen when the host was added
    bool addedKnownHost = false; // we recorded its key in our known_hosts (so destroy may forget it)
};

} // namespace RentDeck
