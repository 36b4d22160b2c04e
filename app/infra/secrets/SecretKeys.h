// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace RentDeck {

/** The names secrets are stored under in a SecretStore, in one place for every layer that reads or writes them. */
class SecretKeys
{
public:
    /** An instance's SSH password ("instance/PROVIDER:ID/password"): AutoDL's root password, a pasted host's. */
    static QString instancePassword(const QString &instanceName);
    /** The password of one's role in a team database ("team/URL/password", the URL without a password). */
    static QString teamPassword(const QString &teamUrl);
};

} // namespace RentDeck
