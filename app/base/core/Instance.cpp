// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Instance.h"

#include <array>
#include <utility>

namespace RentDeck {

namespace {
constexpr std::array<std::pair<InstanceState, const char *>, 6> StateNames { {
    { InstanceState::Provisioning, "provisioning" },
    { InstanceState::Running, "running" },
    { InstanceState::Stopped, "stopped" },
    { InstanceState::Error, "error" },
    { InstanceState::Terminated, "terminated" },
    { InstanceState::Preempted, "preempted" },
} };
} // namespace

QString instanceStateName(InstanceState state)
{
    for (const auto &[value, name] : StateNames) {
        if (value == state) {
            return QLatin1String(name);
        }
    }
    return QStringLiteral("error");
}

InstanceState instanceStateFromName(const QString &name, bool *ok)
{
    for (const auto &[value, text] : StateNames) {
        if (name == QLatin1String(text)) {
            if (ok) {
                *ok = true;
            }
            return value;
        }
    }
    if (ok) {
        *ok = false;
    }
    return InstanceState::Error;
}

} // namespace RentDeck
