// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "provider/Provider.h"

#include <QObject>
#include <QPointer>
#include <memory>

namespace RentDeck {

class ProviderFactory;

/**
 * Tries one API key: makes a provider of the factory's kind with that key (and the same base URL, data
 * folder and network the app would use) and calls verifyCredentials(). finished() comes once, from the event
 * loop. Destroying the tester cancels the check, without a signal. The key is held only by the provider made
 * for the check and goes with it.
 */
class CredentialTester : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CredentialTester)
public:
    CredentialTester(const ProviderFactory &factory, ProviderContext context, QObject *parent = nullptr);
    ~CredentialTester() override;

    /** Starts the check; finished() follows. */
    void start();

signals:
    /** \a message is empty on success, else says what went wrong. */
    void finished(bool ok, const QString &message);

private:
    const ProviderFactory &m_factory;
    ProviderContext m_context;
    std::unique_ptr<Provider> m_provider;
    QPointer<StatusJob> m_job;
};

} // namespace RentDeck
