// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "JobAwait.h"
#include "TempHome.h"
#include "core/Paths.h"
#include "provider/ProviderFactoryFor.h"
#include "sandbox/SandboxProcesses.h"
#include "sandbox/SandboxProvider.h"
#include "ssh/KnownHosts.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <csignal>
#include <memory>
#include <optional>

using namespace RentDeck;

namespace {

struct SshResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

// Without a command (and stdinInput) this is an interactive login on a PTY, as a terminal gets.
SshResult ssh(const Instance &instance, const QString &command, const QByteArray &stdinInput = {})
{
    QProcess process;
    if (stdinInput.isEmpty()) {
        process.setStandardInputFile(QProcess::nullDevice());
    }
    QStringList target { instance.ssh.user + QStringLiteral("@") + instance.ssh.host };
    if (command.isEmpty()) {
        target.prepend(QStringLiteral("-tt"));
    } else {
        target.append(command);
    }
    process.start(QStringLiteral("ssh"),
        QStringList { QStringLiteral("-F"), QStringLiteral("/dev/null"), QStringLiteral("-i"),
            instance.ssh.identityFile, QStringLiteral("-p"), QString::number(instance.ssh.port), QStringLiteral("-o"),
            QStringLiteral("UserKnownHostsFile=") + instance.ssh.knownHostsFile, QStringLiteral("-o"),
            QStringLiteral("GlobalKnownHostsFile=/dev/null"), QStringLiteral("-o"),
            QStringLiteral("StrictHostKeyChecking=yes"), QStringLiteral("-o"), QStringLiteral("BatchMode=yes"),
            QStringLiteral("-o"), QStringLiteral("IdentitiesOnly=yes"), QStringLiteral("-o"),
            QStringLiteral("ConnectTimeout=5") }
            + target);
    if (!stdinInput.isEmpty()) {
        process.write(stdinInput);
        process.closeWriteChannel();
    }
    if (!process.waitForFinished(20000)) {
        process.kill();
        process.waitForFinished();
        return {};
    }
    return { process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()).trimmed(),
        QString::fromUtf8(process.readAllStandardError()).trimmed() };
}

bool portRefuses(int port)
{
    QTcpSocket socket;
    socket.connectToHost(QStringLiteral("127.0.0.1"), static_cast<quint16>(port));
    return !socket.waitForConnected(2000) && socket.error() == QAbstractSocket::ConnectionRefusedError;
}

qint64 sshdPidOf(const QString &instanceDir)
{
    QFile file(instanceDir + QStringLiteral("/sshd.pid"));
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed().toLongLong() : 0;
}

} // namespace

class TestSandboxProvider : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void descriptor();
    void lifecycle();
    void resumeWhileTheStopStillReaps();
    void reclaimPreempts();
    void twoInstancesAndScenarios();
    void missingSshdIsExplained();
    void unknownIdsAreNotFound();

private:
    Result<Instance> launch(const QString &offerId);
    Instance find(const QString &id);

    std::unique_ptr<TempHome> m_home;
    std::unique_ptr<SandboxProvider> m_provider;
};

void TestSandboxProvider::init()
{
    m_home = std::make_unique<TempHome>();
    QVERIFY(m_home->isValid());
    ProviderContext context;
    context.dataDir = Paths::providerDir(QStringLiteral("sandbox"));
    context.toolsDir = QStringLiteral(RD_GPUSIM_DIR);
    m_provider = std::make_unique<SandboxProvider>(context);
}

void TestSandboxProvider::cleanup()
{
    // Safety net: never leave an sshd behind, whatever failed.
    const Result<QList<Instance>> instances = await(m_provider->listInstances());
    for (const Instance &instance : instances.isOk() ? *instances : QList<Instance>()) {
        (void)await(m_provider->destroyInstance(instance.id));
        for (qint64 pid : SandboxProc::withMarker(m_provider->instanceMarker(instance.id))) {
            ::kill(static_cast<pid_t>(pid), SIGKILL);
        }
    }
    m_provider.reset();
    m_home.reset();
}

Result<Instance> TestSandboxProvider::launch(const QString &offerId)
{
    InstanceSpec spec;
    spec.offerId = offerId;
    spec.label = QStringLiteral("test ") + offerId;
    return await(m_provider->createInstance(spec));
}

Instance TestSandboxProvider::find(const QString &id)
{
    const Result<QList<Instance>> instances = await(m_provider->listInstances());
    for (const Instance &instance : instances.isOk() ? *instances : QList<Instance>()) {
        if (instance.id == id) {
            return instance;
        }
    }
    return {};
}

void TestSandboxProvider::descriptor()
{
    const ProviderDescriptor d = ProviderFactoryFor<SandboxProvider>().descriptor();
    QCOMPARE(d.id, QStringLiteral("sandbox"));
    QCOMPARE(d.displayName, QStringLiteral("Sandbox (local)"));
    QCOMPARE(d.interfaceVersion, Provider::InterfaceVersion);
    QVERIFY(d.credentialFields.isEmpty());
    QVERIFY(d.isSimulated);
    QVERIFY(d.capabilities.testFlag(ProviderCapability::StartStop));
    QVERIFY(d.capabilities.testFlag(ProviderCapability::Billing));
    QVERIFY(!d.capabilities.testFlag(ProviderCapability::Spot));
    QVERIFY(!d.stopMeans.isEmpty() && !d.billedAfterStop.isEmpty());
    OfferQuery query;
    query.gpuName = QStringLiteral("H100");
    const Result<QList<Offer>> offers = await(m_provider->listOffers(query));
    QVERIFY(offers.isOk());
    QCOMPARE(offers->size(), 1);
    QCOMPARE(offers->first().gpuCount, 8);
}

void TestSandboxProvider::lifecycle()
{
    QElapsedTimer clock;
    clock.start();
    const Result<Instance> created = launch(QStringLiteral("sbx-4090-us"));
    QVERIFY2(created.isOk(), qPrintable(created.error().message));
    const Instance instance = *created;
    QCOMPARE(instance.state, InstanceState::Running);
    QVERIFY(instance.ssh.isValid() && instance.ssh.port > 0);
    QCOMPARE(instance.gpuName, QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(instance.pricePerHour, Money(350'000, QStringLiteral("USD")));
    QVERIFY(instance.createdAt.isValid());
    QCOMPARE(QFileInfo(instance.ssh.identityFile).permissions() & 0x0077, QFileDevice::Permissions());
    const QString dir = m_provider->instanceDir(instance.id);
    QCOMPARE(QFileInfo(dir).permissions() & 0x0077, QFileDevice::Permissions());
    QCOMPARE(KnownHosts(instance.ssh.knownHostsFile).keysFor(QStringLiteral("127.0.0.1"), instance.ssh.port).size(), 1);

    const SshResult smi
        = ssh(instance, QStringLiteral("nvidia-smi --query-gpu=name,memory.total --format=csv,noheader"));
    qInfo("launch-to-SSH-ready (create + first nvidia-smi over ssh): %lld ms", clock.elapsed());
    QVERIFY2(smi.exitCode == 0, qPrintable(smi.err));
    QCOMPARE(smi.out, QStringLiteral("NVIDIA GeForce RTX 4090, 24564 MiB"));
    const SshResult pwd = ssh(instance, QStringLiteral("pwd; echo $RENTDECK_SANDBOX_INSTANCE"));
    QCOMPARE(pwd.out, dir + QStringLiteral("/home\n") + m_provider->instanceMarker(instance.id));
    // A login shell finds nvidia-smi too, although /etc/profile resets PATH.
    const SshResult login = ssh(instance, {}, "command -v nvidia-smi; pwd; exit\n");
    QVERIFY2(login.out.contains(dir + QStringLiteral("/bin/nvidia-smi")), qPrintable(login.out + login.err));
    QVERIFY2(login.out.contains(dir + QStringLiteral("/home")), qPrintable(login.out));

    // A process left running in the background must not survive stop.
    QCOMPARE(ssh(instance, QStringLiteral("nohup sleep 300 </dev/null >/dev/null 2>&1 &")).exitCode, 0);
    QTRY_VERIFY(!SandboxProc::withMarker(m_provider->instanceMarker(instance.id)).isEmpty());
    const qint64 sshdPid = sshdPidOf(dir);
    QVERIFY(SandboxProc::isAlive(sshdPid));

    QVERIFY(await(m_provider->setPowerState(instance.id, PowerState::Stopped)).isOk());
    QCOMPARE(find(instance.id).state, InstanceState::Stopped);
    QVERIFY(SandboxProc::withMarker(m_provider->instanceMarker(instance.id)).isEmpty());
    QVERIFY(!SandboxProc::isAlive(sshdPid));
    QVERIFY(portRefuses(instance.ssh.port));
    QVERIFY(QFileInfo(dir + QStringLiteral("/home")).isDir());

    // Someone else took the port meanwhile: resume moves to a new one and known_hosts follows.
    QTcpServer squatter;
    QVERIFY(squatter.listen(QHostAddress::LocalHost, static_cast<quint16>(instance.ssh.port)));
    QVERIFY(await(m_provider->setPowerState(instance.id, PowerState::Running)).isOk());
    squatter.close();
    Instance resumed = find(instance.id);
    QCOMPARE(resumed.state, InstanceState::Running);
    QVERIFY(resumed.ssh.port != instance.ssh.port);
    const KnownHosts knownHosts(instance.ssh.knownHostsFile);
    QVERIFY(knownHosts.keysFor(QStringLiteral("127.0.0.1"), instance.ssh.port).isEmpty());
    QCOMPARE(knownHosts.keysFor(QStringLiteral("127.0.0.1"), resumed.ssh.port).size(), 1);
    QCOMPARE(ssh(resumed, QStringLiteral("nvidia-smi -L")).exitCode, 0);
    QCOMPARE(await(m_provider->setPowerState(instance.id, PowerState::Running)).error().code, Error::Code::None);

    // sshd killed behind our back: reported, and resume repairs it.
    const qint64 restartedPid = sshdPidOf(dir);
    QVERIFY(restartedPid != sshdPid && SandboxProc::isAlive(restartedPid));
    ::kill(static_cast<pid_t>(restartedPid), SIGKILL);
    QTRY_VERIFY(!SandboxProc::isAlive(restartedPid));
    const Instance broken = find(instance.id);
    QCOMPARE(broken.state, InstanceState::Error);
    QVERIFY(broken.stateDetail.contains(QStringLiteral("not running")));
    QVERIFY(await(m_provider->setPowerState(instance.id, PowerState::Running)).isOk());
    resumed = find(instance.id);
    QCOMPARE(resumed.state, InstanceState::Running);
    QCOMPARE(ssh(resumed, QStringLiteral("true")).exitCode, 0);
    const qint64 lastPid = sshdPidOf(dir);

    QVERIFY(await(m_provider->destroyInstance(instance.id)).isOk());
    QVERIFY(!QFileInfo::exists(dir));
    QVERIFY(!SandboxProc::isAlive(lastPid));
    QVERIFY(SandboxProc::withMarker(m_provider->instanceMarker(instance.id)).isEmpty());
    QVERIFY(KnownHosts(instance.ssh.knownHostsFile).keysFor(QStringLiteral("127.0.0.1"), resumed.ssh.port).isEmpty());
    QVERIFY(find(instance.id).id.isEmpty());
    QCOMPARE(await(m_provider->destroyInstance(instance.id)).error().code, Error::Code::NotFound);
}

void TestSandboxProvider::resumeWhileTheStopStillReaps()
{
    // The state is saved as stopped before the processes end, so a listing can see "stopped" and resume while the
    // stop (here another provider object, as `poweroff` on the instance is another process) still waits out a
    // process that ignores SIGTERM. The new sshd carries the same marker; that stop must leave it alone.
    const Result<Instance> created = launch(QStringLiteral("sbx-4090-us"));
    QVERIFY2(created.isOk(), qPrintable(created.error().message));
    const Instance instance = *created;
    QCOMPARE(
        ssh(instance, QStringLiteral("nohup sh -c 'trap \"\" TERM; sleep 300' </dev/null >/dev/null 2>&1 &")).exitCode,
        0);
    QTRY_VERIFY(SandboxProc::withMarker(m_provider->instanceMarker(instance.id)).size() >= 2);
    ProviderContext context;
    context.dataDir = Paths::providerDir(QStringLiteral("sandbox"));
    context.toolsDir = QStringLiteral(RD_GPUSIM_DIR);
    SandboxProvider poweroff(context);
    StatusJob *stopping = poweroff.setPowerState(instance.id, PowerState::Stopped);
    QSignalSpy stopped(stopping, &Job::finished);
    QCOMPARE(find(instance.id).state, InstanceState::Stopped);
    QVERIFY(await(m_provider->setPowerState(instance.id, PowerState::Running)).isOk());
    QVERIFY(stopped.isEmpty()); // the SIGTERM-proof process still holds the stop in its grace period
    const qint64 newSshd = sshdPidOf(m_provider->instanceDir(instance.id));
    QVERIFY(stopped.wait(15000));
    QVERIFY2(SandboxProc::isAlive(newSshd), "the old stop killed the sshd of the new start");
    const Instance resumed = find(instance.id);
    QCOMPARE(resumed.state, InstanceState::Running);
    QCOMPARE(ssh(resumed, QStringLiteral("true")).exitCode, 0);
}

void TestSandboxProvider::reclaimPreempts()
{
    const Result<Instance> created = launch(QStringLiteral("sbx-4090-us"));
    QVERIFY2(created.isOk(), qPrintable(created.error().message));
    const Instance instance = *created;
    QCOMPARE(ssh(instance, QStringLiteral("nohup sleep 300 </dev/null >/dev/null 2>&1 &")).exitCode, 0);
    // The default 5 s was too short once under a loaded parallel run (ssh returned, the process listing lagged).
    QTRY_VERIFY_WITH_TIMEOUT(!SandboxProc::withMarker(m_provider->instanceMarker(instance.id)).isEmpty(), 20000);
    QVERIFY(await(m_provider->reclaim(instance.id)).isOk());
    const Instance gone = find(instance.id);
    QCOMPARE(gone.state, InstanceState::Preempted);
    QVERIFY(gone.stateDetail.contains(QStringLiteral("preempted")));
    QVERIFY(SandboxProc::withMarker(m_provider->instanceMarker(instance.id)).isEmpty());
    QVERIFY(portRefuses(instance.ssh.port));
    // A reclaimed machine does not come back, and cannot be reclaimed twice; destroy clears the record.
    const Status resumed = await(m_provider->setPowerState(instance.id, PowerState::Running));
    QCOMPARE(resumed.error().code, Error::Code::InvalidInput);
    QVERIFY2(resumed.error().message.contains(QStringLiteral("preempted")), qPrintable(resumed.error().message));
    QCOMPARE(
        await(m_provider->setPowerState(instance.id, PowerState::Stopped)).error().code, Error::Code::InvalidInput);
    QCOMPARE(find(instance.id).state, InstanceState::Preempted);
    QCOMPARE(await(m_provider->reclaim(instance.id)).error().code, Error::Code::InvalidInput);
    QVERIFY(await(m_provider->destroyInstance(instance.id)).isOk());
    QVERIFY(find(instance.id).id.isEmpty());
}

void TestSandboxProvider::twoInstancesAndScenarios()
{
    const Result<Instance> first = launch(QStringLiteral("sbx-a100-20g-vgpu-cn"));
    QVERIFY2(first.isOk(), qPrintable(first.error().message));
    const Result<Instance> second = launch(QStringLiteral("sbx-h100x8-us"));
    QVERIFY2(second.isOk(), qPrintable(second.error().message));
    QVERIFY(first->ssh.port != second->ssh.port);
    QVERIFY(first->id != second->id);

    const QString query = QStringLiteral("nvidia-smi --query-gpu=name,memory.total --format=csv,noheader");
    QCOMPARE(ssh(*first, query).out, QStringLiteral("NVIDIA A100 80GB PCIe, 20480 MiB"));
    const QStringList lines = ssh(*second, query).out.split(QLatin1Char('\n'));
    QCOMPARE(lines.size(), 8);
    QCOMPARE(lines.first(), QStringLiteral("NVIDIA H100 80GB HBM3, 81559 MiB"));

    // A second provider object (another process in real life) sees the same instances.
    ProviderContext context;
    context.dataDir = m_provider->dataDir();
    context.toolsDir = m_provider->toolsDir();
    SandboxProvider other(context);
    const Result<QList<Instance>> seen = await(other.listInstances());
    QVERIFY(seen.isOk());
    QCOMPARE(seen->size(), 2);
    QCOMPARE(seen->at(1).state, InstanceState::Running);

    QVERIFY(m_provider->setScenario(second->id, QStringLiteral("old-driver")).isOk());
    QFile config(m_provider->instanceDir(second->id) + QStringLiteral("/gpusim.json"));
    QVERIFY(config.open(QIODevice::ReadOnly));
    const QJsonObject json = QJsonDocument::fromJson(config.readAll()).object();
    QCOMPARE(json.value(QLatin1String("scenario")).toString(), QStringLiteral("old-driver"));
    QCOMPARE(json.value(QLatin1String("driver_version")).toString(), QStringLiteral("470.256.02"));
    QCOMPARE(json.value(QLatin1String("hostname")).toString(), QStringLiteral("sandbox-") + second->id);
    const SshResult driver
        = ssh(*second, QStringLiteral("nvidia-smi --query-gpu=driver_version --format=csv,noheader"));
    QVERIFY2(driver.out.startsWith(QStringLiteral("470.256.02")), qPrintable(driver.out + driver.err));
    QCOMPARE(m_provider->setScenario(second->id, QStringLiteral("melting")).error().code, Error::Code::InvalidInput);
    QCOMPARE(
        m_provider->setScenario(QStringLiteral("404"), QStringLiteral("idle")).error().code, Error::Code::NotFound);
}

void TestSandboxProvider::missingSshdIsExplained()
{
    qputenv("RENTDECK_SSHD", "/nonexistent/sshd");
    const Result<Instance> created = launch(QStringLiteral("sbx-4090-us"));
    qunsetenv("RENTDECK_SSHD");
    QVERIFY(!created.isOk());
    QCOMPARE(created.error().code, Error::Code::Missing);
    QVERIFY(created.error().message.contains(QStringLiteral("sshd")));
    QVERIFY(created.error().message.contains(QStringLiteral("sudo apt install openssh-server")));
    QVERIFY(await(m_provider->listInstances())->isEmpty());

    ProviderContext context;
    context.dataDir = m_provider->dataDir();
    context.toolsDir = QDir::tempPath() + QStringLiteral("/no-such-tools");
    SandboxProvider noTools(context);
    InstanceSpec spec;
    spec.offerId = QStringLiteral("sbx-4090-us");
    const Result<Instance> withoutGpusim = await(noTools.createInstance(spec));
    QCOMPARE(withoutGpusim.error().code, Error::Code::Missing);
    QVERIFY(withoutGpusim.error().message.contains(QStringLiteral("rentdeck-gpusim")));
    QVERIFY(await(m_provider->listInstances())->isEmpty());
}

void TestSandboxProvider::unknownIdsAreNotFound()
{
    QCOMPARE(await(m_provider->destroyInstance(QStringLiteral("999"))).error().code, Error::Code::NotFound);
    QCOMPARE(await(m_provider->setPowerState(QStringLiteral("999"), PowerState::Running)).error().code,
        Error::Code::NotFound);
    QCOMPARE(await(m_provider->setPowerState(QStringLiteral("../x"), PowerState::Stopped)).error().code,
        Error::Code::NotFound);
    QCOMPARE(launch(QStringLiteral("no-such-offer")).error().code, Error::Code::NotFound);
}

QTEST_GUILESS_MAIN(TestSandboxProvider)
#include "TestSandboxProvider.moc"
