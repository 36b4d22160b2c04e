// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <chrono>

namespace RentDeck {

/**
 * How long SshSession waits before reconnect attempt \a attempt (0-based): 0.5 s, 1 s, 2 s, 4 s, 8 s, then
 * 10 s, each spread by ±20 % with \a jitter in [0, 1) so that many sessions dropped by the same network
 * blip do not all knock at once. Pure.
 */
inline std::chrono::milliseconds reconnectDelay(int attempt, double jitter)
{
    constexpr std::chrono::milliseconds First { 500 };
    constexpr std::chrono::milliseconds Max { 10000 };
    const int doublings = std::clamp(attempt, 0, 10);
    const auto base = std::min<std::chrono::milliseconds>(First * (1LL << doublings), Max);
    const double factor = 0.8 + 0.4 * std::clamp(jitter, 0.0, 1.0);
    return std::chrono::milliseconds(static_cast<long long>(static_cast<double>(base.count()) * factor));
}

} // namespace RentDeck
