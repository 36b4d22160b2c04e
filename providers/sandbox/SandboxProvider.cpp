// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxProvider.h"

#include "SandboxHostScenarios.h"
#include "SandboxLaunch.h"
#include "SandboxProcesses.h"
#include "SandboxSshd.h"
#include "SandboxVolumes.h"
#include "core/Paths.h"
#include "logging/LoggingCategories.h"
#include "ssh/KnownHosts.h"

#include <QPointer>
#include <QTimer>

namespace RentDeck {

namespace {

// Queued, so callers that connect right after the call still see it.
void announce(Job *job, const QString &message)
{
    QTimer::singleShot(0, job, [job, message] { emit job->progress(message); });
}

} // namespace

SandboxProvider::SandboxProvider(const ProviderContext &context, QObject *parent)
    : Provider(parent)
    , m_store(context.dataDir.isEmpty() ? Paths::providerDir(QStringLiteral("sandbox")) : context.dataDir)
    , m_toolsDir(context.toolsDir.isEmpty() ? Paths::toolsDir() : context.toolsDir)
    , m_knownHostsFile(Paths::knownHostsFile())
    , m_catalog(SandboxCatalog::loadBundled())
{
    Paths::ensurePrivateDir(m_store.dataDir());
    if (!m_catalog) {
        qCWarning(lcProviderSandbox) << m_catalog.error().message;
    }
}

SandboxProvider::~SandboxProvider() = default;

ProviderDescriptor SandboxProvider::staticDescriptor()
{
    ProviderDescriptor descriptor;
    descriptor.id = QStringLiteral("sandbox");
    descriptor.displayName = QStringLiteral("Sandbox (local)");
    descriptor.interfaceVersion = Provider::InterfaceVersion;
    descriptor.capabilities = ProviderCapability::ListOffers | ProviderCapability::CreateInstance
        | ProviderCapability::StartStop | ProviderCapability::Billing | ProviderCapability::ListLeftovers;
    descriptor.currency = QStringLiteral("USD");
    descriptor.defaultGranularity = BillingGranularity::Second;
    descriptor.minOfferPollSeconds = 1;
    // The sandbox honours the environment (sshd's SetEnv) and runs the on-start script in the instance's home; it
    // shares this computer's /dev/shm.
    descriptor.containerOptions.env = true;
    descriptor.containerOptions.onstart = true;
    descriptor.containerOptions.maxOnstartBytes = 1024 * 1024;
    descriptor.containerOptions.shmSizeWhyNot
        = QT_TRANSLATE_NOOP("ContainerOptions", "the sandbox shares this computer's /dev/shm.");
    descriptor.stopMeans = tr("Stop ends the instance's sshd and every process it started; its "
                              "folder, keys and files stay, and resume starts sshd again.");
    descriptor.billedAfterStop = tr("Storage at the offer's per-GB-month price (simulated; sandbox "
                                    "prices are not real money).");
    descriptor.isSimulated = true;
    return descriptor;
}

ProviderDescriptor SandboxProvider::descriptor() const
{
    return staticDescriptor();
}

StatusJob *SandboxProvider::verifyCredentials()
{
    auto *job = new StatusJob(this);
    job->finishWith();
    return job;
}

const SandboxCatalog *SandboxProvider::catalog(Error *error) const
{
    if (!m_catalog) {
        *error = m_catalog.error();
        return nullptr;
    }
    return &*m_catalog;
}

OfferListJob *SandboxProvider::listOffers(const OfferQuery &query)
{
    auto *job = new OfferListJob(this);
    Error error;
    if (const SandboxCatalog *offers = catalog(&error)) {
        job->finishWithValue(offers->offers(query));
    } else {
        job->finishWithError(error);
    }
    return job;
}

Instance SandboxProvider::present(const SandboxInstanceRecord &record) const
{
    Instance instance = record.instance;
    const SandboxInstancePaths paths(m_store.instanceDir(instance.id));
    instance.providerId = QStringLiteral("sandbox");
    instance.ssh.host = QStringLiteral("127.0.0.1");
    instance.ssh.identityFile = paths.clientKey;
    instance.ssh.knownHostsFile = m_knownHostsFile;
    instance.reclaimed = instance.state == InstanceState::Preempted;
    if (instance.state == InstanceState::Running && !SandboxProc::isSshd(record.sshdPid, paths.sshdConfig)) {
        instance.state = InstanceState::Error;
        instance.stateDetail = tr("sshd for this instance is not running (crashed or killed); resume it or destroy it");
    }
    return instance;
}

InstanceListJob *SandboxProvider::listInstances()
{
    auto *job = new InstanceListJob(this);
    QList<Instance> instances;
    for (const SandboxInstanceRecord &record : m_store.list()) {
        instances.append(present(record));
    }
    job->finishWithValue(instances);
    return job;
}

Result<SandboxLaunchContext> SandboxProvider::launchContext() const
{
    const Result<QString> sshd = SandboxSshd::findSshd();
    if (!sshd) {
        return sshd.error();
    }
    const Result<QString> keygen = SandboxSshd::findSshKeygen();
    if (!keygen) {
        return keygen.error();
    }
    return SandboxLaunchContext { m_store, *sshd, *keygen, m_toolsDir, m_knownHostsFile };
}

InstanceJob *SandboxProvider::createInstance(const InstanceSpec &spec)
{
    auto *job = new InstanceJob(this);
    Error error;
    const SandboxCatalog *offers = catalog(&error);
    const SandboxOffer *offer = offers ? offers->offer(spec.offerId) : nullptr;
    if (offers && !offer) {
        error = Error::make(Error::Code::NotFound, tr("The sandbox has no offer \"%1\".").arg(spec.offerId));
    }
    const Result<SandboxLaunchContext> launch = launchContext();
    if (!offer || !launch) {
        job->finishWithError(error.isError() ? error : launch.error());
        return job;
    }
    announce(job, tr("creating keys and starting sshd"));
    QPointer<InstanceJob> guard(job);
    const Money volumePrice = offer->offer.billing.storagePerGbMonth.isValid()
        ? offer->offer.billing.storagePerGbMonth
        : Money(0, offer->offer.pricePerHour.currency());
    SandboxLaunch::create(this, *launch, *offers, *offer, spec,
        [this, guard, launch = *launch, volumeGb = spec.volumeGb, volumePrice](auto created) {
            if (!created) {
                if (guard) {
                    guard->finishWithError(created.error());
                }
                return;
            }
            if (!guard || guard->isFinished()) {
                // Cancelled meanwhile: nobody will know about this instance, so take it down again.
                qCInfo(lcProviderSandbox) << "create cancelled; destroying instance" << created->instance.id;
                destroyInstance(created->instance.id);
                return;
            }
            if (volumeGb > 0) {
                const SandboxInstancePaths paths(m_store.instanceDir(created->instance.id));
                const auto volume
                    = SandboxVolumes(m_store.dataDir()).create(created->instance.id, volumeGb, volumePrice, paths.home);
                if (!volume) {
                    guard->finishWithError(volume.error());
                    destroyInstance(created->instance.id);
                    return;
                }
            }
            guard->finishWithValue(present(*created));
        });
    return job;
}

StatusJob *SandboxProvider::setPowerState(const QString &instanceId, PowerState state)
{
    auto *job = new StatusJob(this);
    Result<SandboxInstanceRecord> record = m_store.load(instanceId);
    if (!record) {
        job->finishWith(record.error());
    } else if (state == PowerState::Stopped && record->instance.state == InstanceState::Preempted) {
        job->finishWith(Error::make(Error::Code::InvalidInput,
            tr("Sandbox instance %1 was preempted; there is nothing left to stop.").arg(instanceId)));
    } else if (state == PowerState::Stopped) {
        stop(std::move(record).value(), job);
    } else {
        resume(std::move(record).value(), job);
    }
    return job;
}

void SandboxProvider::stop(SandboxInstanceRecord record, StatusJob *job)
{
    const SandboxInstancePaths paths(m_store.instanceDir(record.instance.id));
    // Recorded as stopped before its processes end: another RentDeck listing meanwhile (the window while the CLI
    // or the watchdog stops it) would otherwise see a running instance whose sshd is gone, which reads as a crash.
    record.instance.state = InstanceState::Stopped;
    record.instance.stateDetail.clear();
    if (const Status saved = m_store.save(record); !saved) {
        job->finishWith(saved.error());
        return;
    }
    QPointer<StatusJob> guard(job);
    SandboxReaper::reap(this, record.sshdPid, paths.sshdConfig, m_store.marker(record.instance.id),
        [this, guard, record](const QList<qint64> &survivors) mutable {
            Status status;
            if (const Result<SandboxInstanceRecord> now = m_store.load(record.instance.id);
                !now || now->sshdPid != record.sshdPid) {
                // Started again (or destroyed) while we waited for its processes: the record is no longer ours.
            } else if (!survivors.isEmpty()) {
                QStringList pids;
                for (qint64 pid : survivors) {
                    pids.append(QString::number(pid));
                }
                status = Error::make(Error::Code::Io,
                    tr("Could not end processes %1 of the instance.").arg(pids.join(QStringLiteral(", "))));
                record.instance.state = InstanceState::Error;
                record.instance.stateDetail = status.error().message;
                (void)m_store.save(record); // the stop's own error says what failed
            } else {
                record.sshdPid = 0;
                status = m_store.save(record);
            }
            if (guard) {
                guard->finishWith(status.error());
            }
        });
}

void SandboxProvider::resume(SandboxInstanceRecord record, StatusJob *job)
{
    if (present(record).state == InstanceState::Running) {
        job->finishWith();
        return;
    }
    if (record.instance.state == InstanceState::Preempted) {
        job->finishWith(Error::make(Error::Code::InvalidInput,
            tr("Sandbox instance %1 was preempted: a reclaimed machine does not come back. Launch another one "
               "(rentdeck-cli job recover moves a job onto it) and destroy this one.")
                .arg(record.instance.id)));
        return;
    }
    const Result<SandboxLaunchContext> launch = launchContext();
    if (!launch) {
        job->finishWith(launch.error());
        return;
    }
    announce(job, tr("starting sshd"));
    QPointer<StatusJob> guard(job);
    SandboxLaunch::start(this, *launch, std::move(record), [guard](const Result<SandboxInstanceRecord> &started) {
        if (guard) {
            guard->finishWith(started ? Error() : started.error());
        }
    });
}

StatusJob *SandboxProvider::reclaim(const QString &instanceId)
{
    auto *job = new StatusJob(this);
    Result<SandboxInstanceRecord> loaded = m_store.load(instanceId);
    if (!loaded) {
        job->finishWith(loaded.error());
        return job;
    }
    SandboxInstanceRecord record = std::move(loaded).value();
    if (isGone(record.instance.state)) {
        job->finishWith(Error::make(Error::Code::InvalidInput,
            tr("Sandbox instance %1 is already %2.").arg(instanceId, instanceStateName(record.instance.state))));
        return job;
    }
    // Listed as preempted from now on, before the processes end (as stop does, for the same reason).
    record.instance.state = InstanceState::Preempted;
    record.instance.stateDetail = tr("preempted: the sandbox took the machine back, as a spot market does");
    if (const Status saved = m_store.save(record); !saved) {
        job->finishWith(saved.error());
        return job;
    }
    const SandboxInstancePaths paths(m_store.instanceDir(instanceId));
    QPointer<StatusJob> guard(job);
    SandboxReaper::reap(this, record.sshdPid, paths.sshdConfig, m_store.marker(instanceId),
        [guard, instanceId](const QList<qint64> &survivors) {
            if (!guard) {
                return;
            }
            guard->finishWith(survivors.isEmpty()
                    ? Error()
                    : Error::make(
                        Error::Code::Io, tr("Could not end every process of sandbox instance %1.").arg(instanceId)));
        });
    return job;
}

StatusJob *SandboxProvider::destroyInstance(const QString &instanceId)
{
    auto *job = new StatusJob(this);
    const Result<SandboxInstanceRecord> record = m_store.load(instanceId);
    if (!record) {
        job->finishWith(record.error());
        return job;
    }
    const SandboxInstancePaths paths(m_store.instanceDir(instanceId));
    const int port = record->instance.ssh.port;
    QPointer<StatusJob> guard(job);
    SandboxReaper::reap(this, record->sshdPid, paths.sshdConfig, m_store.marker(instanceId),
        [this, guard, instanceId, port](const QList<qint64> &survivors) {
            Status status;
            if (!survivors.isEmpty()) {
                status = Error::make(Error::Code::Io,
                    tr("Could not end every process of sandbox instance %1; try "
                       "again.")
                        .arg(instanceId));
            } else {
                if (port > 0) {
                    (void)KnownHosts(m_knownHostsFile).remove(QStringLiteral("127.0.0.1"), port);
                }
                status = m_store.remove(instanceId);
                // Its volume outlives it, as a network volume does, and bills on until deleted.
                SandboxVolumes(m_store.dataDir()).detach(instanceId, QDateTime::currentDateTimeUtc());
            }
            if (guard) {
                guard->finishWith(status.error());
            }
        });
    return job;
}

LeftoverListJob *SandboxProvider::listLeftovers()
{
    auto *job = new LeftoverListJob(this);
    job->finishWithValue(SandboxVolumes(m_store.dataDir()).leftBehind());
    return job;
}

StatusJob *SandboxProvider::deleteLeftover(const QString &leftoverId)
{
    auto *job = new StatusJob(this);
    job->finishWith(SandboxVolumes(m_store.dataDir()).remove(leftoverId).error());
    return job;
}

Status SandboxProvider::setScenario(const QString &instanceId, const QString &scenario)
{
    Result<SandboxInstanceRecord> record = m_store.load(instanceId);
    if (!record) {
        return record.error();
    }
    if (!SandboxCatalog::scenarios().contains(scenario)) {
        return Error::make(Error::Code::InvalidInput,
            tr("Unknown scenario \"%1\"; use one of: %2.")
                .arg(scenario, SandboxCatalog::scenarios().join(QStringLiteral(", "))));
    }
    Error error;
    const SandboxCatalog *offers = catalog(&error);
    if (!offers) {
        return error;
    }
    SandboxLaunchContext launch { m_store, {}, {}, m_toolsDir, m_knownHostsFile };
    SandboxInstanceRecord updated = std::move(record).value();
    updated.scenario = scenario;
    const Status written = SandboxLaunch::writeGpuSimConfig(launch, *offers, updated, scenario);
    if (written && updated.instance.state == InstanceState::Running) {
        SandboxHostScenarios::applyProcesses(
            SandboxInstancePaths(m_store.instanceDir(instanceId)), scenario, m_store.marker(instanceId));
    }
    return written ? m_store.save(updated) : written;
}

} // namespace RentDeck
