// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to app/net: what ApiClient shares with its jobs.

#include "net/ApiClient.h"

#include <QElapsedTimer>
#include <QHash>
#include <QNetworkAccessManager>
#include <QPointer>
#include <algorithm>

namespace RentDeck {

struct ApiClient::Shared
{
    QPointer<QNetworkAccessManager> network;
    Options options;
    QElapsedTimer clock; // monotonic; started when the client is made
    QHash<QString, qint64> nextSlotMs; // kind → earliest clock time of its next request

    /**
     * Reserves the next send slot of \a kind no earlier than \a delay from now and returns how long to
     * wait for it. Kinds without a minimum interval never wait longer than \a delay.
     */
    std::chrono::milliseconds reserve(const QString &kind, std::chrono::milliseconds delay)
    {
        const qint64 now = clock.elapsed();
        qint64 at = now + delay.count();
        const auto interval = options.minimumIntervals.value(kind, std::chrono::milliseconds::zero());
        if (!kind.isEmpty() && interval.count() > 0) {
            at = std::max(at, nextSlotMs.value(kind, 0));
            nextSlotMs.insert(kind, at + interval.count());
        }
        return std::chrono::milliseconds(at - now);
    }
};

} // namespace RentDeck
