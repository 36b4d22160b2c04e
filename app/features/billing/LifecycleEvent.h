// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"

#include <QDateTime>
#include <QString>

namespace RentDeck {

/** One recorded lifecycle change of an instance: it entered \a state at \a at (UTC). */
struct LifecycleEvent
{
    InstanceState state = InstanceState::Provisioning;
    QDateTime at;
    QString detail; // why (error text, "stopped by idle guard", ...); never a secret

    bool operator==(const LifecycleEvent &other) const = default;
};

} // namespace RentDeck
