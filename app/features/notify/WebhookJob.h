// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "notify/Alert.h"
#include "notify/NotifyChannel.h"

class QNetworkAccessManager;

namespace RentDeck {

/**
 * Posts one alert to one incoming webhook in the shape its service expects (WebhookMessage) and finishes with
 * whether the service took it. At most 15 s; no retry (the caller decides: an alert not sent stays unsent and is
 * tried on the next evaluation). Deletes itself after finished().
 */
class WebhookJob : public StatusJob
{
    Q_OBJECT

public:
    WebhookJob(QNetworkAccessManager *network, NotifyChannel channel, Alert alert, QObject *parent = nullptr);
    void start();

    static constexpr int TimeoutMs = 15000;

private:
    QNetworkAccessManager *m_network;
    NotifyChannel m_channel;
    Alert m_alert;
};

} // namespace RentDeck
