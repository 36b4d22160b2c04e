// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "notify/Alert.h"
#include "notify/NotifyChannel.h"

#include <QList>
#include <QNetworkAccessManager>

namespace RentDeck {

/** How one alert fared on each channel. */
struct DeliveryReport
{
    QList<NotifyChannel> delivered;
    QList<std::pair<NotifyChannel, Error>> failed;
    bool anyDelivered() const { return !delivered.isEmpty(); }
};

/**
 * Sends one alert to every channel at once (a WebhookJob or an SmtpJob each) and finishes when all have answered,
 * with what each said. Finishes Ok even when some failed: the report says which. Deletes itself after finished().
 */
class AlertDispatcher : public ValueJob<DeliveryReport>
{
    Q_OBJECT

public:
    AlertDispatcher(QList<NotifyChannel> channels, Alert alert, QObject *parent = nullptr);
    void start();

private:
    void settle(const NotifyChannel &channel, const Error &error);

    QNetworkAccessManager m_network;
    QList<NotifyChannel> m_channels;
    Alert m_alert;
    DeliveryReport m_report;
    int m_waiting = 0;
};

} // namespace RentDeck
