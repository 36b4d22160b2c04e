// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/BillingPolicy.h"
#include "core/Instance.h"
#include "core/Money.h"

#include <QDateTime>
#include <QString>

namespace RentDeck {

/** An instance as the ledger remembers it: what was quoted at launch and where its lifecycle stands. */
struct LedgerInstance
{
    QString name; // "PROVIDER:ID"
    QString providerId;
    QString offerId;
    QString gpuName;
    int gpuCount = 1;
    Money pricePerHour; // quoted at launch
    BillingPolicy billing;
    double diskGb = 0;
    QString label;
    QString project; // free-form tag for reports; "" = none
    QDateTime launchedAt;
    InstanceState state = InstanceState::Provisioning; // latest recorded state
    QDateTime stateChangedAt; // when it entered that state
};

} // namespace RentDeck
