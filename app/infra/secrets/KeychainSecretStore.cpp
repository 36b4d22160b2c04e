// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/KeychainSecretStore.h"

#include "logging/LoggingCategories.h"
#include "secrets/KeychainProbe.h"

#include <QPointer>
#include <qt6keychain/keychain.h>

namespace RentDeck {

namespace {

Error toError(const QKeychain::Job &job)
{
    const QString detail = job.errorString();
    switch (job.error()) {
    case QKeychain::NoError:
        return {};
    case QKeychain::EntryNotFound:
        return Error::make(Error::Code::NotFound,
            KeychainSecretStore::tr("No secret is stored in the keychain for %1.").arg(job.key()), detail);
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return Error::make(Error::Code::Auth,
            KeychainSecretStore::tr("Access to the system keychain was denied; allow RentDeck to use it "
                                    "and try again."),
            detail);
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        return Error::make(Error::Code::Unsupported,
            KeychainSecretStore::tr("No system keychain is available (install and unlock a Secret "
                                    "Service such as GNOME Keyring or KWallet)."),
            detail);
    case QKeychain::CouldNotDeleteEntry:
    case QKeychain::OtherError:
        // Whether the keychain is there at all is asked before the job runs (KeychainProbe), not read from
        // this text: QtKeychain words it differently by version and backend ("Unknown error").
        break;
    }
    return Error::make(Error::Code::Io, KeychainSecretStore::tr("The system keychain failed: %1").arg(detail), detail);
}

} // namespace

KeychainSecretStore::KeychainSecretStore(QObject *parent)
    : KeychainSecretStore(QLatin1String(DefaultService), parent)
{
}

KeychainSecretStore::KeychainSecretStore(QString service, QObject *parent)
    : SecretStore(parent)
    , m_service(std::move(service))
{
}

Error KeychainSecretStore::unavailable()
{
    if (!m_probed) {
        m_probed = true;
        m_whyUnavailable = KeychainProbe::whyUnavailable();
        if (!m_whyUnavailable.isEmpty()) {
            qCInfo(lcCore) << "no system keychain:" << m_whyUnavailable;
        }
    }
    if (m_whyUnavailable.isEmpty()) {
        return {};
    }
    return Error::make(Error::Code::Unsupported,
        tr("No system keychain is available: %1. Install and unlock a Secret Service such as GNOME Keyring or "
           "KWallet, or give secrets through environment variables.")
            .arg(m_whyUnavailable),
        m_whyUnavailable);
}

void KeychainSecretStore::run(QKeychain::Job *keychainJob, SecretJob *job)
{
    if (const Error missing = unavailable(); missing.isError()) {
        delete keychainJob; // never started: QtKeychain would try to autolaunch a bus and fail in its own words
        job->finish(missing);
        return;
    }
    keychainJob->setAutoDelete(true);
    keychainJob->setInsecureFallback(false);
    keychainJob->setKey(job->key());
    const QPointer<SecretJob> target(job);
    connect(keychainJob, &QKeychain::Job::finished, job, [target](QKeychain::Job *finished) {
        if (!target) {
            return;
        }
        Error error = toError(*finished);
        if (error.code == Error::Code::NotFound && target->kind() == SecretJob::Kind::Remove) {
            error = {}; // removing an absent secret is not a failure
        }
        if (error.isError()) {
            qCWarning(lcCore) << "keychain job for" << target->key() << "failed:" << error.detail;
        }
        const auto *read = qobject_cast<QKeychain::ReadPasswordJob *>(finished);
        target->finish(error, read && !error.isError() ? read->textData() : QString());
    });
    keychainJob->start(); // QtKeychain finishes asynchronously, after this call returns
}

SecretJob *KeychainSecretStore::readSecret(const QString &key)
{
    auto *job = new SecretJob(SecretJob::Kind::Read, key, this);
    run(new QKeychain::ReadPasswordJob(m_service, this), job);
    return job;
}

SecretJob *KeychainSecretStore::writeSecret(const QString &key, const QString &value)
{
    auto *job = new SecretJob(SecretJob::Kind::Write, key, this);
    auto *write = new QKeychain::WritePasswordJob(m_service, this);
    write->setTextData(value);
    run(write, job);
    return job;
}

SecretJob *KeychainSecretStore::removeSecret(const QString &key)
{
    auto *job = new SecretJob(SecretJob::Kind::Remove, key, this);
    run(new QKeychain::DeletePasswordJob(m_service, this), job);
    return job;
}

} // namespace RentDeck
