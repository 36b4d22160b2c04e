// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/JobRecovery.h"

#include "billing/Ledger.h"
#include "checks/CheckReport.h"
#include "checks/GpuCatalog.h"
#include "jobs/ReplacementOffers.h"
#include "logging/LoggingCategories.h"
#include "services/CheckService.h"
#include "services/InstanceManager.h"
#include "services/JobStarter.h"
#include "services/SessionReadyWait.h"

#include <QDateTime>

namespace RentDeck {

JobRecovery::JobRecovery(const JobContext &context, JobRecord job, RecoveryOptions options, QObject *parent)
    : Job(parent)
    , m_context(context)
    , m_job(std::move(job))
    , m_options(std::move(options))
{
}

void JobRecovery::start()
{
    // Lost; or failed without an exit of its own; or running on a machine that is stopped (which only the user can
    // tell apart from a finished job that stopped its machine: JobPoller says so).
    const auto instance = m_context.instances->findInstance(m_job.instanceName);
    const bool stoppedUnder
        = m_job.state == JobState::Running && (!instance || instance->state != InstanceState::Running);
    const bool recoverable = m_job.state == JobState::Lost || m_job.state == JobState::Recovering
        || (m_job.state == JobState::Failed && !m_job.exitCode) || stoppedUnder;
    if (!recoverable) {
        finish(Error::make(Error::Code::InvalidInput,
            tr("%1 is %2; only a lost job is recovered.").arg(m_job.name(), jobStateName(m_job.state))));
        return;
    }
    if (!describeLost()) {
        return;
    }
    m_job.state = JobState::Recovering;
    m_job.stateDetail = tr("looking for a replacement for %1").arg(m_job.instanceName);
    if (const Status saved = m_context.store().save(m_job); !saved) {
        finish(saved.error());
        return;
    }
    chooseOffers();
}

bool JobRecovery::describeLost()
{
    // The listing's copy when there still is one (it knows the VRAM); else what the ledger quoted at launch.
    if (const auto listed = m_context.instances->findInstance(m_job.instanceName)) {
        m_lost = *listed;
        return true;
    }
    const Ledger *ledger = m_context.instances->ledger();
    const auto recorded
        = ledger ? ledger->instance(m_job.instanceName) : Result<std::optional<LedgerInstance>>(std::nullopt);
    if (!recorded || !recorded->has_value()) {
        if (!m_options.offer.isEmpty()) {
            return true; // the offer is named: nothing needs matching
        }
        fail(tr("Nothing is known about %1 (the instance the job ran on), so no replacement can be matched to it; "
                "name one with --offer.")
                 .arg(m_job.instanceName),
            Error::Code::NotFound);
        return false;
    }
    const LedgerInstance &known = **recorded;
    m_lost.providerId = known.providerId;
    m_lost.id = known.name.mid(known.providerId.size() + 1);
    m_lost.offerId = known.offerId;
    m_lost.gpuName = known.gpuName;
    m_lost.gpuCount = known.gpuCount;
    m_lost.pricePerHour = known.pricePerHour;
    m_lost.diskGb = known.diskGb;
    if (const auto offer = m_context.instances->findOffer(known.providerId + QLatin1Char(':') + known.offerId)) {
        m_lost.vramGb = offer->vramGb;
    } else if (const auto catalog = GpuCatalog::load(); catalog) {
        if (const GpuCatalogEntry *entry = catalog->find(known.gpuName)) {
            m_lost.vramGb = entry->vramGb;
        }
    }
    return true;
}

void JobRecovery::chooseOffers()
{
    emit progress(tr("fetching offers for a replacement"));
    connect(
        m_context.instances, &InstanceManager::offersRefreshFinished, this,
        [this] {
            const QList<Offer> &offers = m_context.instances->offers();
            if (!m_options.offer.isEmpty()) {
                const auto chosen = m_context.instances->findOffer(m_options.offer);
                if (!chosen) {
                    fail(tr("Offer %1 is not listed now.").arg(m_options.offer), Error::Code::NotFound);
                    return;
                }
                m_candidates = { *chosen };
            } else {
                const Result<GpuCatalog> catalog = GpuCatalog::load();
                const Money ceiling = m_options.maxPrice.isValid() ? m_options.maxPrice : m_job.maxPrice;
                const ReplacementOffers::Choice choice
                    = ReplacementOffers::rank(m_lost, offers, ceiling, catalog ? &*catalog : nullptr);
                if (choice.offers.isEmpty()) {
                    fail(tr("No replacement for %1: %2").arg(m_job.instanceName, choice.whyNone));
                    return;
                }
                m_candidates = choice.offers;
            }
            tryNext();
        },
        Qt::SingleShotConnection);
    m_context.instances->refreshOffers();
}

void JobRecovery::tryNext()
{
    if (m_candidates.isEmpty() || m_attempts >= m_options.maxAttempts) {
        fail(tr("No replacement could take %1 over: %2").arg(m_job.name(), m_tried.join(QStringLiteral("; "))));
        return;
    }
    ++m_attempts;
    const Offer offer = m_candidates.takeFirst();
    emit progress(
        tr("launching %1 (%2 × %3, %4/h)")
            .arg(offer.qualifiedId(), QString::number(offer.gpuCount), offer.gpuName, offer.pricePerHour.format()));
    InstanceSpec spec;
    spec.offerId = offer.id;
    spec.label = tr("%1 (replacing %2)").arg(m_job.name(), m_job.instanceName);
    spec.image = m_lost.image;
    spec.diskGb = m_lost.diskGb;
    InstanceJob *launch = m_context.instances->launch(offer.qualifiedId(), spec);
    connect(launch, &Job::progress, this, &Job::progress);
    connect(launch, &Job::finished, this, [this, launch, offer] {
        if (!launch->isOk()) {
            m_tried.append(tr("%1 did not launch (%2)").arg(offer.qualifiedId(), launch->error().message));
            tryNext();
            return;
        }
        waitForSsh(launch->value());
    });
}

void JobRecovery::waitForSsh(const Instance &launched)
{
    const QString name = launched.name();
    auto *wait = new SessionReadyWait(m_context.instances, m_context.connections, name, m_context.sshWaitMs, this);
    connect(wait, &Job::progress, this, &Job::progress);
    connect(wait, &Job::finished, this, [this, wait, name] {
        if (!wait->isOk()) {
            discard(name, tr("did not answer over SSH (%1)").arg(wait->error().message));
            return;
        }
        runChecks(name);
    });
    wait->start();
}

void JobRecovery::runChecks(const QString &name)
{
    if (!m_context.checks) {
        startJob(name);
        return;
    }
    emit progress(tr("pre-flight checks on %1").arg(name));
    connect(m_context.checks, &CheckService::reportReady, this,
        [this, name](const QString &instanceName, const CheckReport &report) {
            if (instanceName != name || isFinished()) {
                return;
            }
            disconnect(m_context.checks, &CheckService::reportReady, this, nullptr);
            if (report.overall() == CheckStatus::Fail) {
                discard(name, tr("failed its pre-flight checks (%1)").arg(report.summary()));
                return;
            }
            startJob(name);
        });
    m_context.checks->run(name);
}

void JobRecovery::startJob(const QString &name)
{
    const QString lostOn = m_job.instanceName;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    JobStore store = m_context.store();
    if (const Status moved = store.moveTo(m_job, name, now); !moved) {
        discard(name, moved.error().message);
        return;
    }
    m_job.state = JobState::Starting;
    m_job.stateDetail = tr("starting on %1").arg(name);
    (void)store.save(m_job);
    auto *starter = new JobStarter(m_context, m_job, this);
    if (m_job.lastPulled.isValid() && m_job.lastPulled.verified) {
        starter->setCheckpointToRestore(m_job.lastPulled.path);
    }
    connect(starter, &Job::progress, this, &Job::progress);
    connect(starter, &Job::finished, this, [this, starter, name, lostOn] {
        if (!starter->isOk()) {
            m_job.state = JobState::Lost;
            (void)m_context.store().save(m_job);
            discard(name, starter->error().message);
            return;
        }
        m_job = starter->record();
        m_newInstance = name;
        QString detail = tr("from %1 onto %2").arg(lostOn, name);
        if (m_job.lastPulled.isValid()) {
            detail += tr(", resumed from checkpoint %1").arg(m_job.lastCheckpoint.path);
        }
        if (const auto old = m_context.instances->findInstance(lostOn); old && old->state == InstanceState::Stopped) {
            detail += tr("; %1 is stopped and may still bill for its disk: destroy it when it is no longer needed")
                          .arg(lostOn);
        }
        (void)m_context.store().recordEvent(
            { m_job.id, QDateTime::currentDateTimeUtc(), JobEvent::Recovered.toString(), name, detail, std::nullopt });
        qCInfo(lcJobs) << m_job.name() << "recovered" << detail;
        finish();
    });
    starter->start();
}

void JobRecovery::discard(const QString &name, const QString &why)
{
    m_tried.append(tr("%1 %2").arg(name, why));
    (void)m_context.store().recordEvent({ m_job.id, QDateTime::currentDateTimeUtc(), JobEvent::Problem.toString(), name,
        tr("replacement %1: destroyed again").arg(why), std::nullopt });
    qCWarning(lcJobs) << m_job.name() << "replacement" << name << why << "- destroying it";
    // Nothing launched for the job may be left billing.
    StatusJob *destroy = m_context.instances->destroy(name);
    connect(destroy, &Job::finished, this, [this, destroy, name] {
        if (!destroy->isOk()) {
            fail(tr("%1 could not be destroyed after it failed (%2): it may still bill; destroy it by hand "
                    "(rentdeck-cli destroy %1).")
                     .arg(name, destroy->error().message),
                destroy->error().code);
            return;
        }
        tryNext();
    });
}

void JobRecovery::fail(const QString &why, Error::Code code)
{
    m_job.state = JobState::Lost;
    m_job.stateDetail = why;
    (void)m_context.store().save(m_job);
    finish(Error::make(code, why));
}

} // namespace RentDeck
