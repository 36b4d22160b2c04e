// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxLaunch.h"

#include "SandboxAscendBox.h"
#include "SandboxGpuSimJson.h"
#include "SandboxHostScenarios.h"
#include "SandboxPowerShim.h"
#include "SandboxProcesses.h"
#include "SandboxPythonStacks.h"
#include "SandboxSshd.h"
#include "core/Paths.h"
#include "logging/LoggingCategories.h"
#include "ssh/KnownHosts.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSaveFile>

namespace RentDeck {

namespace {

constexpr auto LocalHost = "127.0.0.1";

Status writeFile(const QString &path, const QByteArray &content, QFile::Permissions permissions)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() || !file.commit()) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate("RentDeck::SandboxLaunch", "Could not write %1: %2")
                .arg(path, file.errorString()));
    }
    QFile::setPermissions(path, permissions);
    return {};
}

constexpr QFile::Permissions OwnerReadWrite = QFile::ReadOwner | QFile::WriteOwner;
constexpr QFile::Permissions PrivateExe = QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner;

Status prepareFolder(const SandboxInstancePaths &paths, const QString &gpusim)
{
    if (!Paths::ensurePrivateDir(paths.home) || !Paths::ensurePrivateDir(paths.bin)) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate("RentDeck::SandboxLaunch", "Could not create the folders of %1.")
                .arg(paths.dir));
    }
    QFile clientPub(paths.clientKey + QStringLiteral(".pub"));
    if (!clientPub.open(QIODevice::ReadOnly)) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate("RentDeck::SandboxLaunch", "ssh-keygen wrote no public key at %1.")
                .arg(clientPub.fileName()));
    }
    const QByteArray profile = SandboxSshd::profileText(paths.bin);
    for (const Status &status : { writeFile(paths.authorizedKeys, clientPub.readAll(), OwnerReadWrite),
             writeFile(paths.session, SandboxSshd::sessionScript(), PrivateExe),
             writeFile(paths.home + QStringLiteral("/.profile"), profile, OwnerReadWrite),
             writeFile(paths.home + QStringLiteral("/.bash_profile"), profile, OwnerReadWrite) }) {
        if (!status) {
            return status;
        }
    }
    const QString link = paths.bin + QStringLiteral("/nvidia-smi");
    QFile::remove(link);
    if (!QFile::link(gpusim, link)) {
        return Error::make(Error::Code::Io,
            QCoreApplication::translate("RentDeck::SandboxLaunch", "Could not link %1 to %2.").arg(link, gpusim));
    }
    // The simulated box's CUDA toolkit: nvcc of the CUDA version its nvidia-smi reports (none without a driver),
    // so the checks judge the simulated driver against a simulated toolkit, not this computer's.
    const QByteArray nvcc
        = "#!/bin/sh\n"
          "v=$(nvidia-smi 2>/dev/null | sed -n 's/.*CUDA Version: *\\([0-9.]*\\).*/\\1/p' | head -n 1)\n"
          "[ -n \"$v\" ] || { echo 'nvcc: no CUDA driver in this sandbox box' >&2; exit 1; }\n"
          "printf 'nvcc: NVIDIA (R) Cuda compiler driver (RentDeck sandbox)\\n"
          "Cuda compilation tools, release %s, V%s.0\\n' \"$v\" \"$v\"\n";
    if (const Status written = writeFile(paths.bin + QStringLiteral("/nvcc"), nvcc, PrivateExe); !written) {
        return written;
    }
    QFile::setPermissions(paths.clientKey, OwnerReadWrite);
    return {};
}

void keygen(QObject *context, const SandboxLaunchContext &launch, const QString &keyFile, const QString &comment,
    std::function<void(Status)> done)
{
    QFile::remove(keyFile);
    QFile::remove(keyFile + QStringLiteral(".pub"));
    SandboxSshd::run(context, launch.sshKeygen,
        { QStringLiteral("-q"), QStringLiteral("-N"), QString(), QStringLiteral("-t"), QStringLiteral("ed25519"),
            QStringLiteral("-C"), comment, QStringLiteral("-f"), keyFile },
        [done = std::move(done), keyFile](int exitCode, const QString &output) {
            if (exitCode != 0) {
                done(Error::make(Error::Code::Provider,
                    QCoreApplication::translate("RentDeck::SandboxLaunch", "ssh-keygen could not create %1: %2")
                        .arg(keyFile, output)));
                return;
            }
            // ssh-keygen leaves the public half 0644; everything under RENTDECK_HOME is private.
            QFile::setPermissions(keyFile + QStringLiteral(".pub"), OwnerReadWrite);
            done(Status());
        });
}

// Undo a failed create: end whatever started, then forget the folder.
void discard(QObject *context, const SandboxLaunchContext &launch, const QString &id, Error error,
    const SandboxLaunch::Done &done)
{
    const SandboxInstancePaths paths(launch.store.instanceDir(id));
    QFile pidFile(paths.pidFile);
    const qint64 pid = pidFile.open(QIODevice::ReadOnly) ? pidFile.readAll().trimmed().toLongLong() : 0;
    SandboxReaper::reap(context, pid, paths.sshdConfig, launch.store.marker(id),
        [launch, id, error, done](const QList<qint64> &) mutable {
            (void)launch.store.remove(id);
            done(error);
        });
}

// The launch's --env and --onstart, kept beside the instance (0600) for every later start.
Status writeContainerOptions(const SandboxInstancePaths &paths, const InstanceSpec &spec)
{
    QJsonObject env;
    for (auto it = spec.env.cbegin(); it != spec.env.cend(); ++it) {
        env.insert(it.key(), it.value());
    }
    Status written = writeFile(paths.env, QJsonDocument(env).toJson(QJsonDocument::Compact), OwnerReadWrite);
    if (written && !spec.onstart.isEmpty()) {
        written = writeFile(paths.onstart, spec.onstart, PrivateExe);
    }
    return written;
}

QMap<QString, QString> readEnvironment(const SandboxInstancePaths &paths)
{
    QMap<QString, QString> env;
    QFile file(paths.env);
    if (file.open(QIODevice::ReadOnly)) {
        const QJsonObject object = QJsonDocument::fromJson(file.readAll()).object();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            env.insert(it.key(), it.value().toString());
        }
    }
    return env;
}

// Runs the on-start script, as a provider does when the container starts: in the home, with the instance's
// environment and marker (so stop and destroy end it too), its output in ~/onstart.log.
void runOnstart(const SandboxInstancePaths &paths, const SshdConfigParams &params)
{
    if (!QFileInfo::exists(paths.onstart)) {
        return;
    }
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (auto it = params.env.cbegin(); it != params.env.cend(); ++it) {
        environment.insert(it.key(), it.value());
    }
    environment.insert(QStringLiteral("PATH"), paths.bin + QStringLiteral(":/usr/local/bin:/usr/bin:/bin"));
    environment.insert(QStringLiteral("HOME"), paths.home);
    environment.insert(QStringLiteral("RENTDECK_GPUSIM_CONFIG"), paths.gpusimConfig);
    environment.insert(QStringLiteral("RENTDECK_SANDBOX_INSTANCE"), params.marker);
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(paths.home);
    process.setProgram(QStringLiteral("/bin/sh"));
    process.setArguments(
        { QStringLiteral("-c"), QStringLiteral("exec /bin/sh \"$0\" >onstart.log 2>&1 </dev/null"), paths.onstart });
    if (!process.startDetached()) {
        qCWarning(lcProviderSandbox) << "the on-start script did not start:" << process.errorString();
    }
}

constexpr int BindAttempts = 3;

// Picks a port (the recorded one when free), writes sshd_config and starts sshd; retries on a new
// port when another program took the picked one before sshd bound it.
void startOnFreePort(QObject *context, const SandboxLaunchContext &launch, SandboxInstanceRecord record, int oldPort,
    int attemptsLeft, const SandboxLaunch::Done &done);

} // namespace

Result<QString> SandboxLaunch::findGpuSim(const QString &toolsDir)
{
    const QFileInfo gpusim(toolsDir + QStringLiteral("/rentdeck-gpusim"));
    if (!gpusim.isFile() || !gpusim.isExecutable()) {
        return Error::make(Error::Code::Missing,
            QCoreApplication::translate("RentDeck::SandboxLaunch",
                "rentdeck-gpusim (the sandbox's nvidia-smi) was not found in %1. Build it "
                "(cmake --build BUILD --target rentdeck-gpusim) or point RENTDECK_TOOLS_DIR at "
                "the folder that holds it.")
                .arg(toolsDir));
    }
    return gpusim.absoluteFilePath();
}

Status SandboxLaunch::writeGpuSimConfig(const SandboxLaunchContext &launch, const SandboxCatalog &catalog,
    const SandboxInstanceRecord &record, const QString &scenario)
{
    const SandboxOffer *offer = catalog.offer(record.instance.offerId);
    const SandboxGpuModel *gpu = offer ? catalog.gpu(offer->gpuKey) : nullptr;
    if (!gpu) {
        return Error::make(Error::Code::NotFound,
            QCoreApplication::translate("RentDeck::SandboxLaunch", "Offer %1 is no longer in the sandbox catalog.")
                .arg(record.instance.offerId));
    }
    const SandboxInstancePaths paths(launch.store.instanceDir(record.instance.id));
    if (gpu->isNpu()) {
        return SandboxAscendBox::install(paths, *offer, *gpu); // no nvidia-smi, so no simulator config either
    }
    qint64 startedAt = QDateTime::currentSecsSinceEpoch();
    QFile existing(paths.gpusimConfig);
    if (existing.open(QIODevice::ReadOnly)) {
        startedAt = QJsonDocument::fromJson(existing.readAll())
                        .object()
                        .value(QLatin1String("started_at"))
                        .toInteger(startedAt);
    }
    const QString effective = scenario.isEmpty() ? offer->scenario : scenario;
    if (const Status stacks = SandboxPythonStacks::apply(paths.home, effective, gpu->architecture); !stacks) {
        return stacks;
    }
    if (const Status host = SandboxHostScenarios::applyFiles(paths, effective); !host) {
        return host;
    }
    // The Python stacks' scenario leaves the simulated GPUs idle.
    const QString gpuScenario
        = effective == QLatin1String(SandboxPythonStacks::Scenario) ? QStringLiteral("idle") : scenario;
    const SandboxGpuSimJson::Inputs inputs { offer, gpu, gpuScenario, record.instance.id,
        launch.store.marker(record.instance.id), startedAt };
    return writeFile(paths.gpusimConfig, QJsonDocument(SandboxGpuSimJson::build(inputs)).toJson(), OwnerReadWrite);
}

void SandboxLaunch::create(QObject *context, const SandboxLaunchContext &launch, const SandboxCatalog &catalog,
    const SandboxOffer &offer, const InstanceSpec &spec, Done done)
{
    const Result<QString> gpusim = findGpuSim(launch.toolsDir);
    if (!gpusim) {
        return done(gpusim.error());
    }
    Result<QString> allocated = launch.store.allocate();
    if (!allocated) {
        return done(allocated.error());
    }
    const QString id = *allocated;
    SandboxInstanceRecord record;
    Instance &instance = record.instance;
    instance.providerId = QLatin1String(SandboxCatalog::ProviderId);
    instance.id = id;
    instance.label = spec.label;
    instance.state = InstanceState::Provisioning;
    instance.offerId = offer.offer.id;
    instance.gpuName = offer.offer.gpuName;
    instance.gpuCount = offer.offer.gpuCount;
    instance.vramGb = offer.offer.vramGb;
    instance.pricePerHour = offer.offer.pricePerHour;
    instance.billing = offer.offer.billing;
    instance.diskGb = spec.diskGb > 0 ? spec.diskGb : offer.offer.diskGb;
    instance.image = spec.image.isEmpty() ? QStringLiteral("sandbox") : spec.image;
    instance.ssh.user = SandboxSshd::currentUser();
    instance.ssh.port = 0; // start() picks one
    instance.createdAt = QDateTime::currentDateTimeUtc();
    record.scenario = offer.scenario;

    const SandboxInstancePaths paths(launch.store.instanceDir(id));
    const QString gpusimPath = *gpusim;
    const SandboxCatalog catalogCopy = catalog;
    keygen(context, launch, paths.hostKey, QStringLiteral("sandbox-%1-host").arg(id), [=](Status status) {
        if (!status) {
            return discard(context, launch, id, status.error(), done);
        }
        keygen(context, launch, paths.clientKey, QStringLiteral("rentdeck-sandbox-%1").arg(id), [=](Status client) {
            Status prepared = client ? prepareFolder(paths, gpusimPath) : client;
            if (prepared) {
                prepared = writeGpuSimConfig(launch, catalogCopy, record, {});
            }
            if (prepared) {
                prepared = writeContainerOptions(paths, spec);
            }
            if (!prepared) {
                return discard(context, launch, id, prepared.error(), done);
            }
            start(context, launch, record, [=](Result<SandboxInstanceRecord> started) {
                if (!started) {
                    return discard(context, launch, id, started.error(), done);
                }
                done(std::move(started));
            });
        });
    });
}

void SandboxLaunch::start(QObject *context, const SandboxLaunchContext &launch, SandboxInstanceRecord record, Done done)
{
    // Every start, so instances made before the shim existed gain poweroff/shutdown too.
    if (const Status shim = SandboxPowerShim::install(launch, record.instance.id); !shim) {
        return done(shim.error());
    }
    const int oldPort = record.instance.ssh.port;
    startOnFreePort(context, launch, std::move(record), oldPort, BindAttempts, std::move(done));
}

namespace {

void startOnFreePort(QObject *context, const SandboxLaunchContext &launch, SandboxInstanceRecord record, int oldPort,
    int attemptsLeft, const SandboxLaunch::Done &done)
{
    const QString id = record.instance.id;
    const SandboxInstancePaths paths(launch.store.instanceDir(id));
    const int port = SandboxSshd::pickPort(record.instance.ssh.port);
    if (port <= 0) {
        return done(Error::make(Error::Code::Io,
            QCoreApplication::translate(
                "RentDeck::SandboxLaunch", "No free TCP port on 127.0.0.1 for the sandbox's sshd.")));
    }
    record.instance.ssh.port = port;
    const SshdConfigParams params { paths.dir, port, record.instance.ssh.user, launch.store.marker(id),
        readEnvironment(paths) };
    Status written = writeFile(paths.sshdConfig, SandboxSshd::configText(params).toUtf8(), OwnerReadWrite);
    if (written) {
        written = launch.store.save(record);
    }
    if (!written) {
        return done(written.error());
    }
    SandboxSshdStarter::start(context, launch.sshd, paths.dir, params.marker, [=](Result<qint64> pid) mutable {
        if (!pid && pid.error().detail == QLatin1String("bind-failed") && attemptsLeft > 1) {
            record.instance.ssh.port = 0;
            return startOnFreePort(context, launch, record, oldPort, attemptsLeft - 1, done);
        }
        if (!pid) {
            return done(pid.error());
        }
        QFile hostPub(paths.hostKey + QStringLiteral(".pub"));
        KnownHosts knownHosts(launch.knownHostsFile);
        if (oldPort > 0 && oldPort != port) {
            (void)knownHosts.remove(QLatin1String(LocalHost), oldPort);
        }
        Status recorded = hostPub.open(QIODevice::ReadOnly)
            ? knownHosts.add(QLatin1String(LocalHost), port, QString::fromUtf8(hostPub.readAll()))
            : Status(Error::make(Error::Code::Io,
                QCoreApplication::translate("RentDeck::SandboxLaunch", "Could not read %1.").arg(hostPub.fileName())));
        record.instance.state = InstanceState::Running;
        record.instance.stateDetail.clear();
        record.sshdPid = *pid;
        if (recorded) {
            recorded = launch.store.save(record);
        }
        if (!recorded) {
            // Do not leave an sshd nobody knows about.
            return SandboxReaper::reap(context, *pid, paths.sshdConfig, launch.store.marker(id),
                [done, error = recorded.error()](const QList<qint64> &) { done(error); });
        }
        qCInfo(lcProviderSandbox) << "instance" << id << "sshd pid" << *pid << "on port" << port;
        runOnstart(paths, params);
        SandboxHostScenarios::applyProcesses(paths, record.scenario, params.marker);
        done(record);
    });
}

} // namespace

} // namespace RentDeck
