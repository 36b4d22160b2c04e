// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/accounts/CredentialTester.h"

#include <QTimer>

namespace RentDeck {

CredentialTester::CredentialTester(const ProviderFactory &factory, ProviderContext context, QObject *parent)
    : QObject(parent)
    , m_factory(factory)
    , m_context(std::move(context))
{
}

CredentialTester::~CredentialTester()
{
    if (m_job) {
        disconnect(m_job, nullptr, this, nullptr);
        m_job->cancel();
    }
    m_context.apiKey.fill(QLatin1Char('\0'));
}

void CredentialTester::start()
{
    m_provider = m_factory.create(m_context);
    m_context.apiKey.fill(QLatin1Char('\0')); // the provider holds it now; one copy fewer in memory
    if (!m_provider) {
        // Finish from the event loop like a job would, so callers see one behaviour.
        QTimer::singleShot(0, this, [this] {
            emit finished(false, tr("%1 could not be set up for the check.").arg(m_factory.descriptor().displayName));
        });
        return;
    }
    m_job = m_provider->verifyCredentials();
    connect(m_job, &Job::finished, this, [this, job = m_job.data()] {
        m_job.clear();
        emit finished(job->isOk(), job->isOk() ? QString() : job->error().message);
    });
}

} // namespace RentDeck
