// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/CheckService.h"

#include "checks/CheckSubject.h"
#include "checks/OfferSuggestions.h"
#include "logging/LoggingCategories.h"
#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"

#include <QJsonDocument>

namespace RentDeck {

CheckService::CheckService(InstanceManager *instances, ConnectionManager *connections, QObject *parent)
    : QObject(parent)
    , m_instances(instances)
    , m_connections(connections)
{
    connect(instances, &InstanceManager::operationFinished, this,
        [this](const QString &name, const QString &operation, const QString &error) {
            // Check the machine actually received while it is still cheap to walk away from it.
            if (m_autoCheck && operation == QLatin1String("launch") && error.isEmpty() && !name.isEmpty()) {
                run(name);
            }
        });
}

void CheckService::run(const QString &instanceName, const CheckOptions &options)
{
    if (isRunning(instanceName)) {
        return;
    }
    const auto instance = m_instances->findInstance(instanceName);
    QString whyNot;
    SshSession *session = instance ? m_connections->session(instanceName, &whyNot) : nullptr;
    if (!session) {
        CheckReport failed;
        failed.instanceName = instanceName;
        failed.startedAt = failed.finishedAt = QDateTime::currentDateTimeUtc();
        failed.error = whyNot.isEmpty() ? tr("%1 is not a known instance.").arg(instanceName) : whyNot;
        emit reportReady(instanceName, failed);
        return;
    }
    const CheckSubject subject = CheckSubject::from(
        *instance, m_instances->findOffer(instance->providerId + QLatin1Char(':') + instance->offerId));
    auto *runner = new CheckRunner(subject, options, this);
    m_running.insert(instanceName, runner);
    connect(runner, &CheckRunner::progress, this,
        [this, instanceName](const QString &message) { emit progress(instanceName, message); });
    connect(runner, &CheckRunner::burnInUpdate, this,
        [this, instanceName](const BurnInStream::Update &update, int elapsed, int total) {
            emit burnInUpdate(instanceName, update, elapsed, total);
        });
    connect(runner, &CheckRunner::finished, this, [this, runner, instanceName] {
        const CheckReport report = runner->report();
        m_running.remove(instanceName);
        runner->deleteLater();
        const auto current = m_instances->findInstance(instanceName);
        const bool connectionLost = m_connections->state(instanceName) != SshSession::State::Connected;
        if (m_interrupted.remove(instanceName) || connectionLost || !current
            || current->state != InstanceState::Running) {
            // Stopped or destroyed while being checked: the lost connection says nothing about the machine.
            CheckReport dropped = report;
            dropped.results.clear();
            dropped.error = tr("The connection to %1 ended during the checks (stopped, destroyed or unreachable); run "
                               "them again once it is back.")
                                .arg(instanceName);
            emit reportReady(instanceName, dropped);
            return;
        }
        CheckReport advised = report;
        if (advised.error.isEmpty()) {
            OfferSuggestions::addTo(advised, m_instances->offers());
            m_latest.insert(instanceName, advised);
            store(advised);
        }
        emit reportReady(instanceName, advised);
    });
    emit started(instanceName);
    runner->start(session);
}

void CheckService::cancel(const QString &instanceName)
{
    if (CheckRunner *runner = m_running.value(instanceName)) {
        runner->cancel();
    }
}

std::optional<CheckReport> CheckService::latest(const QString &instanceName) const
{
    if (const auto found = m_latest.constFind(instanceName); found != m_latest.cend()) {
        return *found;
    }
    const auto stored = m_instances->storage().checkReports().reports(instanceName);
    if (!stored || stored.value().isEmpty()) {
        return std::nullopt;
    }
    // The ledger lists reports oldest first.
    const QJsonDocument json = QJsonDocument::fromJson(stored.value().constLast().reportJson);
    return json.isObject() ? std::optional<CheckReport>(CheckReport::fromJson(json.object())) : std::nullopt;
}

void CheckService::store(const CheckReport &report)
{
    CheckReportStore reports = m_instances->storage().checkReports();
    if (!reports.isAvailable()) {
        return;
    }
    const Status stored = reports.record(report.instanceName, CheckResult::statusName(report.overall()),
        report.summary(), QJsonDocument(report.toJson()).toJson(QJsonDocument::Compact), report.finishedAt);
    if (!stored) {
        qCWarning(lcBilling) << "check report not stored:" << stored.error().message;
    }
}

} // namespace RentDeck
