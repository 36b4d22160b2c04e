// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/KeychainSecretStore.h"

#include "logging/LoggingCategories.h"

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
        // On Linux a missing session bus or Secret Service arrives as OtherError ("Cannot autolaunch
        // D-Bus without X11 $DISPLAY", "The name org.freedesktop.secrets was not provided"): no keychain.
        if (detail.contains(QLatin1String("D-Bus"), Qt::CaseInsensitive)
            || detail.contains(QLatin1String("DBus"), Qt::CaseInsensitive)
            || detail.contains(QLatin1String("org.freedesktop.secrets"))) {
            return Error::make(Error::Code::Unsupported,
                KeychainSecretStore::tr("No system keychain is available (install and unlock a Secret "
                                        "Service such as GNOME Keyring or KWallet)."),
                detail);
        }
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

void KeychainSecretStore::run(QKeychain::Job *keychainJob, SecretJob *job)
{
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
