// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "provider/ProviderJob.h"

#include <QTimer>

namespace RentDeck {

ProviderJob::ProviderJob(QObject *parent)
    : QObject(parent)
{
}

void ProviderJob::abort()
{
    finish(Error::make(Error::Code::Cancelled, tr("Cancelled.")));
}

void ProviderJob::finish(Error error)
{
    if (m_finished) {
        return;
    }
    m_finished = true;
    m_error = std::move(error);
    // Queued so a job finished synchronously still reaches callers that connect after creating it.
    QTimer::singleShot(0, this, [this] {
        emit finished();
        deleteLater();
    });
}

} // namespace RentDeck
