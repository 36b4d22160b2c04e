// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "JobAwait.h"
#include "LocalSshd.h"
#include "TempHome.h"
#include "core/Paths.h"
#include "secrets/MemorySecretStore.h"
#include "ssh/KnownHosts.h"
#include "ssh/SshExecJob.h"
#include "sshhost/SshHostProvider.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QProcess>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>
#include <optional>

using namespace RentDeck;

namespace {

constexpr int JobTimeoutMs = 30000;

/** The "SHA256:..." that `ssh-keygen -lf FILE` prints. */
QString keygenFingerprint(const QString &publicKeyFile)
{
    QProcess keygen;
    keygen.start(QStringLiteral("ssh-keygen"), { QStringLiteral("-lf"), publicKeyFile });
    keygen.waitForFinished(10000);
    return QString::fromUtf8(keygen.readAllStandardOutput()).section(QLatin1Char(' '), 1, 1);
}

int closedPort()
{
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : 1; // closed once probe is gone
}

SshHostSpec specFor(const LocalSshd &sshd)
{
    SshHostSpec spec;
    spec.host = QStringLiteral("127.0.0.1");
    spec.port = sshd.port();
    spec.user = sshd.user();
    spec.identityFile = sshd.clientKeyFile();
    spec.pricePerHour = Money::fromDecimalString(QStringLiteral("1.58"), QStringLiteral("CNY"));
    spec.providerName = QStringLiteral("AutoDL");
    spec.label = QStringLiteral("lab box");
    return spec;
}

} // namespace

class TestSshHostProvider : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void descriptorAndUnsupported();
    void addExecAndDestroy();
    void wrongPortSavesNothing();
    void passwordLoginSavesNothingWhenRefused();
    void unreachableHostIsError();

private:
    std::unique_ptr<SshHostProvider> makeProvider() { return std::make_unique<SshHostProvider>(m_context); }

    ProviderContext m_context;
    MemorySecretStore m_secrets;
};

void TestSshHostProvider::initTestCase()
{
    QString why;
    if (!LocalSshd::isAvailable(&why)) {
        QSKIP(qPrintable(why));
    }
    m_context.secrets = &m_secrets;
}

void TestSshHostProvider::descriptorAndUnsupported()
{
    TempHome home;
    auto provider = makeProvider();
    const ProviderDescriptor descriptor = provider->descriptor();
    QCOMPARE(descriptor.id, QStringLiteral("sshhost"));
    QCOMPARE(descriptor.displayName, QStringLiteral("SSH host"));
    QCOMPARE(descriptor.capabilities, ProviderCapability::CreateInstance | ProviderCapability::AddHost);
    QVERIFY(!descriptor.isSimulated);
    QVERIFY(descriptor.credentialFields.isEmpty());
    QVERIFY(descriptor.stopMeans.contains(QLatin1String("not available")));
    QCOMPARE(provider->dataDir(), Paths::providerDir(QStringLiteral("sshhost")));

    const auto created = await(provider->createInstance({}));
    QCOMPARE(created.error().code, Error::Code::Unsupported);
    QVERIFY(created.error().message.contains(QLatin1String("add-host")));
    const Status stopped = await(provider->setPowerState(QStringLiteral("1"), PowerState::Stopped));
    QCOMPARE(stopped.error().code, Error::Code::Unsupported);
    const auto offers = await(provider->listOffers({}));
    QVERIFY(offers.isOk() && offers->isEmpty());
    QCOMPARE(await(provider->destroyInstance(QStringLiteral("1"))).error().code, Error::Code::NotFound);
}

void TestSshHostProvider::addExecAndDestroy()
{
    TempHome home;
    LocalSshd sshd;
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    auto provider = makeProvider();

    QStringList progress;
    const Result<Instance> added = await(provider->addHost(specFor(sshd)), &progress);
    QVERIFY2(added.isOk(), qPrintable(added.error().message));
    QCOMPARE(added->name(), QStringLiteral("sshhost:1"));
    QCOMPARE(added->state, InstanceState::Running);
    QCOMPARE(added->label, QStringLiteral("lab box"));
    QCOMPARE(added->ssh.port, sshd.port());
    QCOMPARE(added->ssh.user, sshd.user());
    QCOMPARE(added->ssh.identityFile, sshd.clientKeyFile());
    QCOMPARE(added->ssh.knownHostsFile, Paths::knownHostsFile());
    QCOMPARE(added->pricePerHour, Money::fromDecimalString(QStringLiteral("1.58"), QStringLiteral("CNY")));
    QCOMPARE(added->billing.granularity, BillingGranularity::Hour);

    // Trust on first use: the learned fingerprint is the host key's, reported and stored.
    const QString expected = keygenFingerprint(sshd.hostPublicKeyFile());
    QVERIFY(expected.startsWith(QLatin1String("SHA256:")));
    QVERIFY2(progress.join(QLatin1Char('\n')).contains(expected), qPrintable(progress.join(QLatin1Char('\n'))));
    const Result<SshHostRecord> record = provider->record(QStringLiteral("1"));
    QVERIFY(record.isOk());
    QCOMPARE(record->hostKeyFingerprint, expected);
    QCOMPARE(record->providerName, QStringLiteral("AutoDL"));
    QVERIFY(record->addedKnownHost && !record->usesPassword);
    QCOMPARE(KnownHosts(Paths::knownHostsFile()).keysFor(QStringLiteral("127.0.0.1"), sshd.port()).size(), 1);

    // The same login again is refused; listing shows the stored host as running.
    QCOMPARE(await(provider->addHost(specFor(sshd))).error().code, Error::Code::InvalidInput);
    const Result<QList<Instance>> listed = await(provider->listInstances());
    QVERIFY(listed.isOk());
    QCOMPARE(listed->size(), 1);
    QCOMPARE(listed->constFirst().state, InstanceState::Running);

    // A command runs over SSH with strict host-key checking against what was learned.
    SshExecJob exec(listed->constFirst().ssh, QStringLiteral("echo hello-from-sshhost"));
    QSignalSpy finished(&exec, &SshExecJob::finished);
    exec.start();
    QVERIFY(finished.wait(JobTimeoutMs));
    QVERIFY2(!exec.error().isError(), qPrintable(exec.error().message));
    QCOMPARE(exec.collectedStdout().trimmed(), QByteArray("hello-from-sshhost"));

    // Destroy forgets: record and known_hosts entry go; sshd keeps running.
    const qint64 sshdPid = sshd.processTree().value(0);
    progress.clear();
    QVERIFY(await(provider->destroyInstance(QStringLiteral("1")), &progress).isOk());
    QVERIFY2(progress.join(QLatin1Char(' ')).contains(QLatin1String("not touched")),
        qPrintable(progress.join(QLatin1Char(' '))));
    QVERIFY(await(provider->listInstances())->isEmpty());
    QVERIFY(KnownHosts(Paths::knownHostsFile()).keysFor(QStringLiteral("127.0.0.1"), sshd.port()).isEmpty());
    QVERIFY(sshd.isRunning());
    QVERIFY(LocalSshd::isProcessAlive(sshdPid));

    // Ids are never reused.
    const Result<Instance> again = await(provider->addHost(specFor(sshd)));
    QVERIFY2(again.isOk(), qPrintable(again.error().message));
    QCOMPARE(again->name(), QStringLiteral("sshhost:2"));
}

void TestSshHostProvider::wrongPortSavesNothing()
{
    TempHome home;
    LocalSshd sshd;
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    auto provider = makeProvider();
    SshHostSpec spec = specFor(sshd);
    spec.port = closedPort();
    const Result<Instance> added = await(provider->addHost(spec));
    QVERIFY(!added.isOk());
    QCOMPARE(added.error().code, Error::Code::Network);
    QVERIFY2(added.error().message.contains(QString::number(spec.port)), qPrintable(added.error().message));
    QVERIFY(await(provider->listInstances())->isEmpty());
    QVERIFY(KnownHosts(Paths::knownHostsFile()).keysFor(QStringLiteral("127.0.0.1"), spec.port).isEmpty());

    // A key file that is not there is caught before connecting.
    spec = specFor(sshd);
    spec.identityFile = home.path() + QStringLiteral("/no-such-key");
    QCOMPARE(await(provider->addHost(spec)).error().code, Error::Code::InvalidInput);
}

void TestSshHostProvider::passwordLoginSavesNothingWhenRefused()
{
    TempHome home;
    LocalSshd sshd; // PasswordAuthentication no: whatever the build supports, this login fails
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    auto provider = makeProvider();
    SshHostSpec spec = specFor(sshd);
    spec.identityFile.clear();
    spec.password = QStringLiteral("hunter2");
    const qsizetype secretsBefore = m_secrets.size();
    const Result<Instance> added = await(provider->addHost(spec));
    QVERIFY(!added.isOk());
    QVERIFY2(added.error().code == Error::Code::Unsupported || added.error().code == Error::Code::Auth,
        qPrintable(added.error().message));
    QVERIFY(!added.error().message.contains(QLatin1String("hunter2")));
    QVERIFY(await(provider->listInstances())->isEmpty());
    QCOMPARE(m_secrets.size(), secretsBefore);
    QVERIFY(KnownHosts(Paths::knownHostsFile()).keysFor(QStringLiteral("127.0.0.1"), sshd.port()).isEmpty());
}

void TestSshHostProvider::unreachableHostIsError()
{
    TempHome home;
    LocalSshd sshd;
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    auto provider = makeProvider();
    QVERIFY(await(provider->addHost(specFor(sshd))).isOk());
    const int port = sshd.port();
    sshd.stop();
    const Result<QList<Instance>> listed = await(provider->listInstances());
    QVERIFY(listed.isOk());
    QCOMPARE(listed->size(), 1);
    QCOMPARE(listed->constFirst().state, InstanceState::Error);
    QCOMPARE(listed->constFirst().stateDetail, QStringLiteral("host does not answer on port %1").arg(port));
    provider->setReachabilityCheck(false);
    QCOMPARE(await(provider->listInstances())->constFirst().state, InstanceState::Running);
}

QTEST_GUILESS_MAIN(TestSshHostProvider)
#include "TestSshHostProvider.moc"
