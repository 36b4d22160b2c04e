// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"

#include <QDateTime>
#include <QLatin1String>
#include <QString>

namespace RentDeck {

/** One recorded lifecycle change of an instance: it entered \a state at \a at (UTC). */
struct LifecycleEvent
{
    InstanceState state = InstanceState::Provisioning;
    QDateTime at;
    QString detail; // why (error text, "stopped by idle guard", ...); never a secret

    /** The detail of a change RentDeck itself made (stop, resume, destroy from the window, the CLI or a guard), as
     *  opposed to one it only saw happen: a job whose instance was stopped here was not lost, the user ended it. */
    static constexpr QLatin1String RequestedHere { "requested in RentDeck" };

    bool operator==(const LifecycleEvent &other) const = default;
};

} // namespace RentDeck
