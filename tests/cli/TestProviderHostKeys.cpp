// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "LocalSshd.h"
#include "MockServerProcess.h"
#include "SecretScan.h"
#include "TempHome.h"
#include "core/Paths.h"
#include "ssh/ClientKey.h"
#include "ssh/KnownHosts.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <pwd.h>
#include <unistd.h>

using namespace RentDeck;

namespace {

constexpr auto ApiKey = "host-key-test-api-key-41ac";

QString fingerprintOf(const QString &publicKeyLine)
{
    return KnownHosts::fingerprintSha256(
        QByteArray::fromBase64(publicKeyLine.section(QLatin1Char(' '), 1, 1).toLatin1()));
}

} // namespace

/**
 * The first SSH connection to a rented instance, as a real one goes: the provider's mock (rentdeck-mockserver)
 * hands out a real local sshd whose host key nobody has seen. `launch --wait` records that key under the
 * instance's own alias and prints its fingerprint; a second instance on the same host:port (a marketplace proxy
 * port given to the next customer) with another key works; a changed key on the same instance is refused; OpenSSH
 * with `ssh-config`'s block agrees; a destroyed instance's key is forgotten.
 */
class TestProviderHostKeys : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void firstContact_data();
    void firstContact();

private:
    CliRun cli(const QStringList &args, int timeoutMs = 90000);
    QString launch(const QString &offer, QJsonObject *json);
};

void TestProviderHostKeys::initTestCase()
{
    QString why;
    if (!LocalSshd::isAvailable(&why)) {
        QSKIP(qPrintable(why));
    }
}

CliRun TestProviderHostKeys::cli(const QStringList &args, int timeoutMs)
{
    return runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, timeoutMs);
}

QString TestProviderHostKeys::launch(const QString &offer, QJsonObject *json)
{
    const CliRun run = cli({ QStringLiteral("--json"), QStringLiteral("launch"), QStringLiteral("--offer"), offer,
        QStringLiteral("--wait"), QStringLiteral("--timeout"), QStringLiteral("60") });
    if (run.exitCode != 0) {
        qWarning() << "launch failed:" << run.err;
        return {};
    }
    *json = QJsonDocument::fromJson(run.out).object();
    if (!run.err.contains("recorded its host key")) {
        qWarning() << "launch did not say it recorded the key:" << run.err;
        return {};
    }
    return json->value(QStringLiteral("name")).toString();
}

void TestProviderHostKeys::firstContact_data()
{
    QTest::addColumn<QString>("provider");
    QTest::addColumn<bool>("password"); // AutoDL: the user and root password come from the instance's snapshot
    QTest::newRow("vastai") << QStringLiteral("vastai") << false;
    QTest::newRow("runpod") << QStringLiteral("runpod") << false;
    QTest::newRow("autodl") << QStringLiteral("autodl") << true;
    // Lambda's API names no user; its images, dstack and SkyPilot log in as "ubuntu" (bootstrap.sh makes one).
    QTest::newRow("lambda") << QStringLiteral("lambda") << false;
}

void TestProviderHostKeys::firstContact()
{
    QFETCH(QString, provider);
    QFETCH(bool, password);
    const QString passwordUser = qEnvironmentVariable("RD_TEST_SSH_PASSWORD_USER");
    const QByteArray secret = qgetenv("RD_TEST_SSH_PASSWORD");
    if (password && (passwordUser.isEmpty() || secret.isEmpty())) {
        QSKIP(
            "RD_TEST_SSH_PASSWORD_USER / RD_TEST_SSH_PASSWORD are not set (installer/bootstrap.sh creates that user)");
    }
    const bool asUbuntu = provider == QLatin1String("lambda");
    if (asUbuntu && ::getpwnam("ubuntu") == nullptr) {
        QSKIP("Lambda logs in as \"ubuntu\" and this machine has no such user (installer/bootstrap.sh makes one as "
              "root)");
    }
    if (asUbuntu && ::geteuid() != 0) {
        QSKIP("only an sshd running as root can log a test in as \"ubuntu\"");
    }
    TempHome home;
    // RentDeck's own client key, made where the CLI will find it (RENTDECK_HOME), then let in as a provider would.
    const auto clientKey = ClientKey::ensure();
    QVERIFY2(clientKey, qPrintable(clientKey ? QString() : clientKey.error().message));
    LocalSshd sshd;
    sshd.authorizeKey(clientKey->publicKeyLine);
    sshd.setPasswordAuthentication(password);
    sshd.setOpenToOtherUsers(asUbuntu);
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    // The snapshot's root password reaches the mock through its environment; later CLI runs, which have no
    // keychain here, get it as a script would: RENTDECK_SSH_PASSWORD.
    const ScopedEnv mockPassword("RD_MOCK_ROOT_PASSWORD", password ? secret : QByteArray());
    const ScopedEnv loginPassword("RENTDECK_SSH_PASSWORD", password ? secret : QByteArray());
    const QByteArray agent = qgetenv("SSH_AUTH_SOCK"); // an agent would be tried before the password
    qunsetenv("SSH_AUTH_SOCK");
    const auto restoreAgent = qScopeGuard([&agent] {
        if (!agent.isEmpty()) {
            qputenv("SSH_AUTH_SOCK", agent);
        }
    });
    MockServerProcess mock;
    QVERIFY2(mock.start(provider,
                 { QStringLiteral("--api-key"), QLatin1String(ApiKey), QStringLiteral("--boot-ms"), QStringLiteral("0"),
                     QStringLiteral("--ssh-host"), QStringLiteral("127.0.0.1"), QStringLiteral("--ssh-port"),
                     QString::number(sshd.port()), QStringLiteral("--ssh-user"),
                     password ? passwordUser : QStringLiteral("root") }),
        qPrintable(mock.error()));
    const QByteArray keyVariable = "RENTDECK_" + provider.toUpper().toLatin1() + "_API_KEY";
    const QByteArray baseVariable = "RENTDECK_" + provider.toUpper().toLatin1() + "_API_BASE";
    qputenv(keyVariable.constData(), ApiKey);
    qputenv(baseVariable.constData(), mock.baseUrl().toString().toUtf8());
    const auto unset = qScopeGuard([&keyVariable, &baseVariable] {
        qunsetenv(keyVariable.constData());
        qunsetenv(baseVariable.constData());
    });

    const CliRun offers = cli({ QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"),
        provider, QStringLiteral("--sort"), QStringLiteral("price") });
    const QString offer = firstOfferName(offers.out, provider);
    QVERIFY2(!offer.isEmpty(), offers.err.constData());
    // Another offer for the second instance: a marketplace offer is one machine, gone once rented.
    const QJsonArray listed = QJsonDocument::fromJson(offers.out).array();
    QVERIFY(listed.size() >= 2);
    const QJsonValue otherId = listed.at(1).toObject().value(QStringLiteral("id"));
    const QString otherOffer = provider + QLatin1Char(':')
        + (otherId.isDouble() ? QString::number(otherId.toInteger()) : otherId.toString());

    // 1. launch --wait reaches a host whose key nobody has seen, records it, prints its fingerprint.
    QJsonObject first;
    const QString name = launch(offer, &first);
    QVERIFY2(!name.isEmpty(), qPrintable(sshd.log().right(3000)));
    const QString firstKey = fingerprintOf(sshd.hostPublicKeyLine());
    QCOMPARE(first.value(QStringLiteral("host_key_fingerprint")).toString(), firstKey);
    KnownHosts knownHosts(Paths::knownHostsFile());
    const QString alias = QStringLiteral("rentdeck-") + QString(name).replace(QLatin1Char(':'), QLatin1Char('-'));
    QCOMPARE(knownHosts.keysFor(alias).size(), 1);
    QVERIFY2(knownHosts.keysFor(QStringLiteral("127.0.0.1"), sshd.port()).isEmpty(),
        "the key must be kept by instance, not by the shared host:port");
    CliRun echo = cli({ QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("echo first-ok") });
    QVERIFY2(echo.exitCode == 0, echo.err.constData());
    QCOMPARE(echo.out.trimmed(), QByteArray("first-ok"));

    // 2. OpenSSH with the ssh-config block checks the same recorded key (HostKeyAlias), strictly.
    const CliRun config = cli({ QStringLiteral("ssh-config"), name });
    QVERIFY2(config.exitCode == 0 && config.out.contains(QByteArray("HostKeyAlias " + alias.toUtf8())),
        config.out.constData());
    if (!password) { // OpenSSH in batch mode cannot type a password
        QTemporaryDir scratch;
        QFile configFile(scratch.filePath(QStringLiteral("config")));
        QVERIFY(configFile.open(QIODevice::WriteOnly) && configFile.write(config.out) == config.out.size());
        configFile.close();
        QProcess openssh;
        openssh.start(QStringLiteral("ssh"),
            { QStringLiteral("-F"), configFile.fileName(), QStringLiteral("-o"), QStringLiteral("BatchMode=yes"), alias,
                QStringLiteral("echo openssh-ok") });
        QVERIFY(openssh.waitForFinished(30000));
        QVERIFY2(openssh.exitCode() == 0, openssh.readAllStandardError().constData());
        QCOMPARE(openssh.readAllStandardOutput().trimmed(), QByteArray("openssh-ok"));
    }

    // 3. The machine behind that host:port changes: the next instance there has another key, and that is fine.
    QVERIFY2(sshd.restartWithNewHostKey(), qPrintable(sshd.errorString()));
    const QString secondKey = fingerprintOf(sshd.hostPublicKeyLine());
    QVERIFY(secondKey != firstKey);
    QJsonObject second;
    const QString secondName = launch(otherOffer, &second);
    QVERIFY(!secondName.isEmpty() && secondName != name);
    QCOMPARE(second.value(QStringLiteral("host_key_fingerprint")).toString(), secondKey);
    echo = cli({ QStringLiteral("exec"), secondName, QStringLiteral("--"), QStringLiteral("echo second-ok") });
    QVERIFY2(echo.exitCode == 0, echo.err.constData());

    // 4. ... but for the first instance it is a changed key: refused, with both fingerprints named.
    echo = cli({ QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("echo must-not-run") });
    QCOMPARE(echo.exitCode, 255);
    QVERIFY2(
        echo.err.contains("CHANGED") && echo.err.contains(firstKey.toUtf8()) && echo.err.contains(secondKey.toUtf8()),
        echo.err.constData());
    QVERIFY(!echo.out.contains("must-not-run"));
    QCOMPARE(knownHosts.keysFor(alias).size(), 1); // still the first key: nothing was overwritten

    // 5. A destroyed instance's key vouches for nothing afterwards.
    const CliRun destroyed = cli({ QStringLiteral("destroy"), name });
    QVERIFY2(destroyed.exitCode == 0, destroyed.err.constData());
    QVERIFY(knownHosts.keysFor(alias).isEmpty());
    QVERIFY(cli({ QStringLiteral("destroy"), secondName }).exitCode == 0);
}

QTEST_GUILESS_MAIN(TestProviderHostKeys)
#include "TestProviderHostKeys.moc"
