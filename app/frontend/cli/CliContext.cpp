// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CliContext.h"

#include "core/Instance.h"
#include "core/RemoteText.h"
#include "secrets/SecretKeys.h"
#include "secrets/SecretStore.h"
#include "services/BudgetCheck.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "services/TeamService.h"
#include "settings/DisplayCurrency.h"
#include "storage/Database.h"

#include <QEventLoop>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPointer>
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

namespace {

// Commands that only read the ledger (or that talk to the team and budgets themselves): nothing to share or check.
bool onlyReads(const QString &commandName)
{
    static const QStringList readOnly { QStringLiteral("providers"), QStringLiteral("offers"),
        QStringLiteral("gpu-info"), QStringLiteral("compat"), QStringLiteral("plan"), QStringLiteral("ssh-config"),
        QStringLiteral("cost"), QStringLiteral("ledger-check"), QStringLiteral("verify"), QStringLiteral("team"),
        QStringLiteral("exec"), QStringLiteral("forward"), QStringLiteral("budget"), QStringLiteral("notify") };
    return readOnly.contains(commandName);
}

} // namespace

void CliContext::withBudgetDatabase(QObject *context, std::function<void(Result<std::shared_ptr<Database>>)> done)
{
    if (!m_services.team().link()) {
        Database *local = m_services.storage().database();
        QTimer::singleShot(0, context, [done, local, error = m_services.ledgerError()] {
            if (!local) {
                done(Error::make(Error::Code::Missing, QStringLiteral("the ledger is not open: ") + error));
                return;
            }
            done(std::shared_ptr<Database>(local, [](Database *) {}));
        });
        return;
    }
    withTeamDatabase(context, [done](Result<std::unique_ptr<Database>> team) {
        if (!team) {
            done(team.error());
            return;
        }
        done(std::shared_ptr<Database>(std::move(team).value()));
    });
}

void CliContext::checkBudgets(const QString &commandName)
{
    if (onlyReads(commandName) || !m_services.storage().isOpen()) {
        return;
    }
    QEventLoop loop;
    QObject context;
    checkBudgetsThen(&context, [&loop] { loop.quit(); });
    QTimer::singleShot(40000, &loop, &QEventLoop::quit);
    loop.exec();
}

void CliContext::checkBudgetsThen(QObject *context, std::function<void()> done)
{
    withBudgetDatabase(context, [this, done, context](Result<std::shared_ptr<Database>> store) {
        if (!store) {
            done(); // offline or no password: shareWithTeam() said so already
            return;
        }
        const bool team = store.value()->isPostgres();
        const auto instances = team ? BudgetCheck::teamInstances(*store.value(), QDateTime::currentDateTimeUtc())
                                    : BudgetCheck::localInstances(*m_services.ledger());
        if (!instances) {
            progress(QStringLiteral("warning: budgets not checked: ") + instances.error().message);
            done();
            return;
        }
        const QString me = team && m_services.team().link() ? m_services.team().link()->user : QString();
        auto *check = new BudgetCheck(store.value().get(), instances.value(), me, DisplayCurrency::DefaultCnyPerUsd,
            m_accountsRead ? &m_services.manager() : nullptr, context);
        QObject::connect(check, &Job::finished, context, [check, done, store = store.value()] {
            for (const Alert &alert : check->value()) {
                progress(QStringLiteral("budget alert: ") + alert.title);
            }
            done();
        });
        check->start();
    });
}

void CliContext::checkBudgetsEvery(QObject *owner, std::chrono::seconds interval)
{
    if (!m_services.storage().isOpen()) {
        return;
    }
    // A long watch spends while it runs: its budgets are checked as it goes, not only when it ends. One check at a
    // time; a check still running when the next is due is simply not doubled.
    // RENTDECK_BUDGET_CHECK_SECONDS shortens it (tests; a tight budget on an expensive machine).
    bool ok = false;
    const int override = qEnvironmentVariableIntValue("RENTDECK_BUDGET_CHECK_SECONDS", &ok);
    if (ok && override > 0) {
        interval = std::chrono::seconds(override);
    }
    auto *timer = new QTimer(owner);
    auto running = std::make_shared<QPointer<QObject>>();
    QObject::connect(timer, &QTimer::timeout, owner, [this, owner, running] {
        if (*running) {
            return;
        }
        auto *context = new QObject(owner);
        *running = context;
        checkBudgetsThen(context, [context] { context->deleteLater(); });
    });
    timer->start(interval);
}

void CliContext::shareWithTeam(const QString &commandName)
{
    if (onlyReads(commandName) || !m_services.storage().isOpen()) {
        return;
    }
    TeamService &team = m_services.team();
    const std::optional<PostgresAddress> linked = team.link();
    if (!linked) {
        return;
    }
    QEventLoop loop;
    QObject context;
    team.readPassword(*linked, &context, [&team, &loop](const Result<QString> &password) {
        const Result<TeamPushCounts> pushed
            = password ? team.syncNow(password.value()) : Result<TeamPushCounts>(password.error());
        if (!pushed) {
            const Result<qint64> waiting = team.pending();
            progress(QStringLiteral("warning: not shared with the team yet (%1); %2 writes wait in the outbox and go "
                                    "with the next command that reaches it")
                         .arg(pushed.error().message)
                         .arg(waiting ? waiting.value() : -1));
        }
        loop.quit();
    });
    loop.exec();
}

void CliContext::withTeamDatabase(QObject *context, std::function<void(Result<std::unique_ptr<Database>>)> done)
{
    TeamService &team = m_services.team();
    const std::optional<PostgresAddress> linked = team.link();
    if (!linked) {
        QTimer::singleShot(0, context, [done] {
            done(Error::make(Error::Code::Missing,
                QStringLiteral("this ledger is in no team; run rentdeck-cli team join URL (or team init URL)")));
        });
        return;
    }
    team.readPassword(*linked, context, [done, address = *linked](const Result<QString> &password) {
        if (!password) {
            done(password.error());
            return;
        }
        done(TeamService::connect(address, password.value(), 5));
    });
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
