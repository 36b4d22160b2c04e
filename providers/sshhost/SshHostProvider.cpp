// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SshHostProvider.h"

#include "core/Paths.h"
#include "logging/LoggingCategories.h"
#include "secrets/MemorySecretStore.h"
#include "ssh/KnownHosts.h"
#include "ssh/SshExecJob.h"

#include <QFileInfo>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>
#include <memory>

namespace RentDeck {

namespace {

constexpr auto ProviderId = "sshhost";

// Queued, so callers that connect right after the call still see it.
void announce(Job *job, const QString &message)
{
    QTimer::singleShot(0, job, [job, message] { emit job->progress(message); });
}

// TODO(#connect): call setPassword() directly once SshExecJob::setPassword (added alongside in app/ssh) is
// committed; until then a build without it refuses password logins with Unsupported instead of failing to compile.
template <typename Job> bool applyPassword(Job &job, const QString &password)
{
    if constexpr (requires { job.setPassword(password); }) {
        job.setPassword(password);
        return true;
    } else {
        return false;
    }
}

/** addHost's job: cancel() also cancels the SSH login in flight. */
class AddHostJob final : public InstanceJob
{
public:
    using InstanceJob::InstanceJob;
    void cancel() override
    {
        if (exec) {
            exec->cancel();
        }
        InstanceJob::cancel();
    }
    QPointer<SshExecJob> exec;
};

Error validate(const SshHostSpec &spec)
{
    const auto invalid = [](const QString &message) { return Error::make(Error::Code::InvalidInput, message); };
    if (spec.host.trimmed().isEmpty() || spec.host.contains(QLatin1Char(' '))) {
        return invalid(SshHostProvider::tr("Give the host name or address of the machine."));
    }
    if (spec.port < 1 || spec.port > 65535) {
        return invalid(SshHostProvider::tr("The port %1 is not between 1 and 65535.").arg(spec.port));
    }
    if (spec.user.trimmed().isEmpty()) {
        return invalid(SshHostProvider::tr("Give the user to log in as (often root)."));
    }
    if (!spec.identityFile.isEmpty() && !QFileInfo(spec.identityFile).isReadable()) {
        return invalid(SshHostProvider::tr("The key file %1 does not exist or cannot be read.").arg(spec.identityFile));
    }
    const QString currency = spec.pricePerHour.currency();
    if (currency != QLatin1String("USD") && currency != QLatin1String("CNY")) {
        return invalid(SshHostProvider::tr("Prices are in USD or CNY, not \"%1\".").arg(currency));
    }
    if (spec.pricePerHour.micros() < 0) {
        return invalid(SshHostProvider::tr("The price per hour cannot be negative."));
    }
    return {};
}

} // namespace

SshHostProvider::SshHostProvider(const ProviderContext &context, QObject *parent)
    : Provider(parent)
    , m_store(context.dataDir.isEmpty() ? Paths::providerDir(QLatin1String(ProviderId)) : context.dataDir)
    , m_knownHostsFile(Paths::knownHostsFile())
    , m_secrets(context.secrets)
{
    Paths::ensurePrivateDir(m_store.dataDir());
    if (m_secrets == nullptr) {
        // TODO(#connect): the composition roots should pass their KeychainSecretStore in ProviderContext.
        qCDebug(lcProviderSshHost) << "no secret store given; SSH host passwords are kept for this session only";
        m_secrets = new MemorySecretStore(this);
    }
}

SshHostProvider::~SshHostProvider() = default;

ProviderDescriptor SshHostProvider::staticDescriptor()
{
    ProviderDescriptor descriptor;
    descriptor.id = QLatin1String(ProviderId);
    descriptor.displayName = QStringLiteral("SSH host");
    descriptor.interfaceVersion = Provider::InterfaceVersion;
    descriptor.capabilities = ProviderCapability::CreateInstance | ProviderCapability::AddHost;
    descriptor.currency = QStringLiteral("USD");
    descriptor.defaultGranularity = BillingGranularity::Hour;
    descriptor.stopMeans = tr("Stop is not available: RentDeck cannot power an SSH host on or off. Stop "
                              "or release it in your provider's console; destroy only forgets it here.");
    descriptor.billedAfterStop = tr("Whatever your provider charges; RentDeck only knows the hourly price "
                                    "you entered.");
    descriptor.isSimulated = false;
    return descriptor;
}

ProviderDescriptor SshHostProvider::descriptor() const
{
    return staticDescriptor();
}

StatusJob *SshHostProvider::verifyCredentials()
{
    auto *job = new StatusJob(this);
    job->finishWith();
    return job;
}

OfferListJob *SshHostProvider::listOffers(const OfferQuery &)
{
    auto *job = new OfferListJob(this);
    job->finishWithValue({});
    return job;
}

QString SshHostProvider::passwordKey(const QString &instanceId)
{
    return QStringLiteral("instance/%1:%2/password").arg(QLatin1String(ProviderId), instanceId);
}

Instance SshHostProvider::present(const SshHostRecord &record) const
{
    Instance instance;
    instance.providerId = QLatin1String(ProviderId);
    instance.id = record.id;
    instance.label = record.label;
    instance.state = InstanceState::Running;
    instance.gpuCount = 0; // unknown until checked
    instance.pricePerHour = record.pricePerHour;
    instance.billing.granularity = record.granularity;
    instance.ssh.host = record.host;
    instance.ssh.port = record.port;
    instance.ssh.user = record.user;
    instance.ssh.identityFile = record.identityFile;
    instance.ssh.knownHostsFile = m_knownHostsFile;
    instance.ssh.passwordAuth = record.usesPassword;
    instance.createdAt = record.createdAt;
    return instance;
}

InstanceListJob *SshHostProvider::listInstances()
{
    auto *job = new InstanceListJob(this);
    auto instances = std::make_shared<QList<Instance>>();
    for (const SshHostRecord &record : m_store.list()) {
        instances->append(present(record));
    }
    if (!m_checkReachability || instances->isEmpty()) {
        job->finishWithValue(*instances);
        return job;
    }
    // One TCP connect per host, all at once: cheap, and tells a powered-off machine from a running one.
    auto pending = std::make_shared<qsizetype>(instances->size());
    for (qsizetype i = 0; i < instances->size(); ++i) {
        auto *socket = new QTcpSocket(job);
        auto *timer = new QTimer(socket);
        const SshEndpoint ssh = instances->at(i).ssh;
        const auto settle = [job, socket, instances, pending, i](const QString &problem) {
            if (socket->property("settled").toBool()) {
                return;
            }
            socket->setProperty("settled", true);
            socket->abort();
            socket->deleteLater();
            if (!problem.isEmpty()) {
                (*instances)[i].state = InstanceState::Error;
                (*instances)[i].stateDetail = problem;
            }
            if (--*pending == 0) {
                job->finishWithValue(*instances);
            }
        };
        const QString silent = tr("host does not answer on port %1").arg(ssh.port);
        connect(socket, &QTcpSocket::connected, socket, [settle] { settle({}); });
        connect(socket, &QTcpSocket::errorOccurred, socket, [settle, socket, silent, ssh] {
            settle(socket->error() == QAbstractSocket::HostNotFoundError
                    ? tr("the host name %1 cannot be resolved").arg(ssh.host)
                    : silent);
        });
        timer->setSingleShot(true);
        connect(timer, &QTimer::timeout, socket, [settle, silent] { settle(silent); });
        timer->start(ReachabilityTimeoutMs);
        socket->connectToHost(ssh.host, static_cast<quint16>(ssh.port));
    }
    return job;
}

InstanceJob *SshHostProvider::createInstance(const InstanceSpec &)
{
    auto *job = new InstanceJob(this);
    job->finishWithError(Error::make(Error::Code::Unsupported,
        tr("An SSH host is added, not rented: use Add SSH host (rentdeck-cli add-host \"ssh -p PORT user@host\").")));
    return job;
}

StatusJob *SshHostProvider::setPowerState(const QString &, PowerState)
{
    auto *job = new StatusJob(this);
    job->finishWith(Error::make(Error::Code::Unsupported,
        tr("RentDeck cannot power an SSH host on or off; stop or release it in your provider's console.")));
    return job;
}

InstanceJob *SshHostProvider::addHost(const SshHostSpec &spec)
{
    auto *job = new AddHostJob(this);
    if (const Error invalid = validate(spec); invalid.isError()) {
        job->finishWithError(invalid);
        return job;
    }
    for (const SshHostRecord &known : m_store.list()) {
        if (known.host == spec.host && known.port == spec.port && known.user == spec.user) {
            job->finishWithError(Error::make(Error::Code::InvalidInput,
                tr("%1@%2:%3 is already added as sshhost:%4.").arg(spec.user, spec.host).arg(spec.port).arg(known.id)));
            return job;
        }
    }
    SshEndpoint endpoint;
    endpoint.host = spec.host.trimmed();
    endpoint.port = spec.port;
    endpoint.user = spec.user.trimmed();
    endpoint.identityFile = spec.identityFile.isEmpty() ? QString() : QFileInfo(spec.identityFile).absoluteFilePath();
    endpoint.knownHostsFile = m_knownHostsFile;
    endpoint.passwordAuth = !spec.password.isEmpty();

    auto *exec = new SshExecJob(endpoint, QStringLiteral("true"), this);
    if (!spec.password.isEmpty() && !applyPassword(*exec, spec.password)) {
        delete exec;
        job->finishWithError(Error::make(Error::Code::Unsupported,
            tr("This build cannot log in with a password yet; add a key to the machine (ssh-copy-id) and use it "
               "instead.")));
        return job;
    }
    job->exec = exec;
    exec->setHostKeyPolicy(HostKeyPolicy::AcceptNew);
    const bool hadKey = !KnownHosts(m_knownHostsFile).keysFor(endpoint.host, endpoint.port).isEmpty();
    announce(job, tr("logging in to %1@%2:%3").arg(endpoint.user, endpoint.host).arg(endpoint.port));
    if (endpoint.passwordAuth && !m_secrets->isPersistent()) {
        announce(job, tr("warning: no keychain is available, so the password is kept only until RentDeck exits"));
    }
    QPointer<InstanceJob> guard(job);
    connect(exec, &SshExecJob::hostKeyLearned, this, [guard, endpoint](const QString &fingerprint) {
        if (guard) {
            emit guard->progress(tr("trusted the host key of %1:%2 on first use: %3")
                                     .arg(endpoint.host)
                                     .arg(endpoint.port)
                                     .arg(fingerprint));
        }
    });
    connect(exec, &SshExecJob::finished, this, [this, exec, guard, spec, endpoint, hadKey] {
        exec->deleteLater();
        const bool learned = !hadKey && !exec->hostKeyFingerprint().isEmpty();
        if (exec->error().isError() || !guard || guard->isFinished()) {
            if (learned) {
                (void)KnownHosts(m_knownHostsFile).remove(endpoint.host, endpoint.port);
            }
            if (guard) {
                guard->finishWithError(exec->error());
            }
            return;
        }
        SshHostRecord record;
        record.label = spec.label.trimmed();
        record.host = endpoint.host;
        record.port = endpoint.port;
        record.user = endpoint.user;
        record.identityFile = endpoint.identityFile;
        record.usesPassword = endpoint.passwordAuth;
        record.pricePerHour = spec.pricePerHour;
        record.granularity = spec.granularity;
        record.providerName = spec.providerName.trimmed();
        record.createdAt = QDateTime::currentDateTimeUtc();
        record.hostKeyFingerprint = exec->hostKeyFingerprint();
        record.addedKnownHost = learned;
        save(std::move(record), spec.password, guard);
    });
    exec->start();
    return job;
}

void SshHostProvider::save(SshHostRecord record, const QString &password, InstanceJob *job)
{
    const auto undo = [this](const SshHostRecord &r) {
        if (r.addedKnownHost) {
            (void)KnownHosts(m_knownHostsFile).remove(r.host, r.port);
        }
        if (!r.id.isEmpty()) {
            (void)m_store.remove(r.id);
        }
    };
    Result<SshHostRecord> saved = m_store.insert(record);
    if (!saved) {
        undo(record);
        job->finishWithError(saved.error());
        return;
    }
    if (password.isEmpty()) {
        job->finishWithValue(present(*saved));
        return;
    }
    QPointer<InstanceJob> guard(job);
    const bool wasPersistent = m_secrets->isPersistent();
    SecretJob *secret = m_secrets->writeSecret(passwordKey(saved->id), password);
    connect(secret, &SecretJob::finished, this, [this, secret, guard, undo, wasPersistent, stored = *saved] {
        if (!guard || guard->isFinished()) {
            undo(stored);
            return;
        }
        // The host is kept whatever the keychain says: the user can still log in with RENTDECK_SSH_PASSWORD
        // (or type it again in the window); losing what they just added would be worse.
        if (!secret->isOk()) {
            emit guard->progress(
                tr("warning: the password of %1 could not be kept (%2); give it again with RENTDECK_SSH_PASSWORD "
                   "or in the window when connecting")
                    .arg(stored.host, secret->error().message));
        } else if (wasPersistent && !m_secrets->isPersistent()) {
            emit guard->progress(
                tr("warning: no keychain is available, so the password is kept only until RentDeck exits"));
        }
        guard->finishWithValue(present(stored));
    });
}

StatusJob *SshHostProvider::destroyInstance(const QString &instanceId)
{
    auto *job = new StatusJob(this);
    const Result<SshHostRecord> record = m_store.load(instanceId);
    if (!record) {
        job->finishWith(record.error());
        return job;
    }
    if (const Status removed = m_store.remove(instanceId); !removed) {
        job->finishWith(removed.error());
        return job;
    }
    bool keyShared = false;
    for (const SshHostRecord &other : m_store.list()) {
        keyShared = keyShared || (other.host == record->host && other.port == record->port);
    }
    if (record->addedKnownHost && !keyShared) {
        (void)KnownHosts(m_knownHostsFile).remove(record->host, record->port);
    }
    const QString where = record->providerName.isEmpty() ? tr("your provider") : record->providerName;
    announce(job,
        tr("Forgot sshhost:%1 (%2@%3:%4). The machine itself was not touched: it keeps running, and billing, until "
           "you stop or release it at %5.")
            .arg(instanceId, record->user, record->host)
            .arg(record->port)
            .arg(where));
    if (!record->usesPassword) {
        job->finishWith();
        return job;
    }
    QPointer<StatusJob> guard(job);
    SecretJob *secret = m_secrets->removeSecret(passwordKey(instanceId));
    connect(secret, &SecretJob::finished, this, [secret, guard] {
        if (!secret->isOk()) {
            qCWarning(lcProviderSshHost) << "could not forget a password:" << secret->error().message;
        }
        if (guard) {
            guard->finishWith();
        }
    });
    return job;
}

} // namespace RentDeck
