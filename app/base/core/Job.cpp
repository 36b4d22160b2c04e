// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Job.h"

#include <QTimer>

namespace RentDeck {

Job::Job(QObject *parent, Ownership ownership)
    : QObject(parent)
    , m_ownership(ownership)
{
}

void Job::cancel()
{
    finish(Error::make(Error::Code::Cancelled, tr("Cancelled.")));
}

void Job::finish(Error error)
{
    if (m_finished) {
        return;
    }
    m_finished = true;
    m_error = std::move(error);
    // Queued so a job finished synchronously still reaches callers that connect after creating it.
    QTimer::singleShot(0, this, [this] {
        emit finished();
        if (m_ownership == Ownership::DeletesItself) {
            deleteLater();
        }
    });
}

} // namespace RentDeck
