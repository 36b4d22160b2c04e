// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/BillingPolicy.h"
#include "core/Money.h"
#include "provider/SshHostSpec.h"

#include <QDateTime>
#include <QString>

namespace RentDeck {

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
