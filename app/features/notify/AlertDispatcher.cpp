// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notify/AlertDispatcher.h"

#include "notify/SmtpJob.h"
#include "notify/WebhookJob.h"

#include <QTimer>

namespace RentDeck {

AlertDispatcher::AlertDispatcher(QList<NotifyChannel> channels, Alert alert, QObject *parent)
    : ValueJob<DeliveryReport>(parent)
    , m_channels(std::move(channels))
    , m_alert(std::move(alert))
{
}

void AlertDispatcher::start()
{
    m_waiting = int(m_channels.size());
    if (m_waiting == 0) {
        QTimer::singleShot(0, this, [this] { finishWithValue(m_report); });
        return;
    }
    for (const NotifyChannel &channel : std::as_const(m_channels)) {
        if (channel.kind == NotifyChannel::Kind::Webhook) {
            auto *job = new WebhookJob(&m_network, channel, m_alert, this);
            connect(job, &Job::finished, this, [this, job, channel] { settle(channel, job->error()); });
            job->start();
        } else {
            auto *job = new SmtpJob(channel, m_alert, this);
            connect(job, &Job::finished, this, [this, job, channel] { settle(channel, job->error()); });
            job->start();
        }
    }
}

void AlertDispatcher::settle(const NotifyChannel &channel, const Error &error)
{
    if (error.isError()) {
        m_report.failed.append({ channel, error });
    } else {
        m_report.delivered.append(channel);
    }
    if (--m_waiting == 0) {
        finishWithValue(m_report);
    }
}

} // namespace RentDeck
