// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CliContext.h"

#include "core/Instance.h"
#include "core/RemoteText.h"
#include "secrets/SecretKeys.h"
#include "secrets/SecretStore.h"
#include "services/InstanceManager.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <cstdio>

namespace RentDeck {

CliContext::CliContext(bool json, const std::function<void(ProviderRegistry &)> &registerProviders)
    : m_json(json)
    , m_services(registerProviders)
{
    if (!m_services.ledgerError().isEmpty()) {
        progress(QStringLiteral("warning: the ledger is not available, so costs are not recorded: %1")
                     .arg(m_services.ledgerError()));
    }
}

CliContext::~CliContext() = default;

InstanceManager &CliContext::manager()
{
    InstanceManager &manager = m_services.manager();
    if (m_accountsRead) {
        return manager;
    }
    m_accountsRead = true;
    if (manager.isLoadingAccounts()) {
        // Keys of configured accounts come from the keychain asynchronously; commands expect their providers.
        QEventLoop loop;
        QObject::connect(&manager, &InstanceManager::providersChanged, &loop, [&manager, &loop] {
            if (!manager.isLoadingAccounts()) {
                loop.quit();
            }
        });
        QTimer::singleShot(20000, &loop, &QEventLoop::quit);
        loop.exec();
    }
    for (const QString &message : manager.accountErrors()) {
        progress(QStringLiteral("warning: ") + message);
    }
    return manager;
}

JobService &CliContext::jobs()
{
    (void)manager();
    return m_services.jobs();
}

void CliContext::readPassword(const QString &instanceName, const SshEndpoint &endpoint, QObject *context,
    std::function<void(const QString &)> done)
{
    if (!endpoint.passwordAuth) {
        QTimer::singleShot(0, context, [done] { done({}); });
        return;
    }
    if (qEnvironmentVariableIsSet("RENTDECK_SSH_PASSWORD")) {
        const QString password = qEnvironmentVariable("RENTDECK_SSH_PASSWORD");
        QTimer::singleShot(0, context, [done, password] { done(password); });
        return;
    }
    SecretJob *job = m_services.secrets().readSecret(SecretKeys::instancePassword(instanceName));
    QObject::connect(job, &SecretJob::finished, context, [job, done, instanceName] {
        if (!job->isOk()) {
            progress(QStringLiteral("warning: no stored password for %1 (%2); set RENTDECK_SSH_PASSWORD")
                         .arg(instanceName, job->error().message));
        }
        done(job->isOk() ? job->value() : QString());
    });
}

void CliContext::printJson(const QJsonValue &value)
{
    QByteArray text;
    if (value.isArray()) {
        text = QJsonDocument(value.toArray()).toJson(QJsonDocument::Indented);
    } else {
        text = QJsonDocument(value.toObject()).toJson(QJsonDocument::Indented);
    }
    std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
    std::fflush(stdout);
}

// Human output carries text the rented machine or the provider chose (file, GPU and process names, error
// bodies): its control characters are shown, never obeyed by the terminal (RemoteText). --json escapes its own.
void CliContext::printLine(const QString &line)
{
    const QByteArray text = RemoteText::visible(line).toUtf8() + '\n';
    std::fwrite(text.constData(), 1, size_t(text.size()), stdout);
    std::fflush(stdout);
}

int CliContext::fail(const QString &message, int exitCode)
{
    const QByteArray text = QByteArrayLiteral("rentdeck-cli: ") + RemoteText::visible(message).toUtf8() + '\n';
    std::fwrite(text.constData(), 1, size_t(text.size()), stderr);
    std::fflush(stderr);
    return exitCode;
}

void CliContext::progress(const QString &message)
{
    const QByteArray text = RemoteText::visible(message).toUtf8() + '\n';
    std::fwrite(text.constData(), 1, size_t(text.size()), stderr);
    std::fflush(stderr);
}

QString CliContext::whyNotReachable(const QString &name, const Instance &instance)
{
    if (instance.state != InstanceState::Running) {
        return QStringLiteral("%1 is %2, not running%3")
            .arg(name, instanceStateName(instance.state),
                instance.state == InstanceState::Stopped
                    ? QStringLiteral(": resume it first (rentdeck-cli resume %1)").arg(name)
                    : QString());
    }
    if (!instance.stateDetail.isEmpty()) {
        return QStringLiteral("%1 has no usable SSH address: %2").arg(name, instance.stateDetail);
    }
    return QStringLiteral("%1 is running but has no SSH address yet; try again in a moment").arg(name);
}

} // namespace RentDeck
