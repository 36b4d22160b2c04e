// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LocalSshd.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

/** A private RENTDECK_HOME and HOME for the processes a test starts (this process keeps its own). */
class Homes
{
public:
    QString rentdeck() const { return m_rentdeck.path(); }
    QString home() const { return m_home.path(); }
    QProcessEnvironment environment() const
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("RENTDECK_HOME"), rentdeck());
        env.insert(QStringLiteral("HOME"), home());
        env.insert(QStringLiteral("RENTDECK_TOOLS_DIR"), QStringLiteral(RD_TOOLS_DIR));
        env.remove(QStringLiteral("SSH_AUTH_SOCK"));
        return env;
    }

private:
    QTemporaryDir m_rentdeck { QDir::tempPath() + QStringLiteral("/rd-test-XXXXXX") };
    QTemporaryDir m_home { QDir::tempPath() + QStringLiteral("/rd-home-XXXXXX") };
};

Run run(const Homes &homes, const QString &program, const QStringList &args, const QByteArray &input = {},
    int timeoutMs = 120000)
{
    QProcess process;
    process.setProcessEnvironment(homes.environment());
    process.start(program, args);
    if (!input.isEmpty()) {
        process.write(input);
    }
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
    }
    return { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
        process.readAllStandardError() };
}

Run cli(const Homes &homes, const QStringList &args, const QByteArray &input = {})
{
    return run(homes, QStringLiteral(RD_CLI_PATH), args, input);
}

/** The real OpenSSH client, only through the user's config (as a person or VS Code would use it). */
Run ssh(const Homes &homes, const QString &alias, const QStringList &command)
{
    return run(homes, QStringLiteral("ssh"),
        QStringList { QStringLiteral("-F"), homes.home() + QStringLiteral("/.ssh/config"), QStringLiteral("-o"),
            QStringLiteral("BatchMode=yes"), QStringLiteral("-o"), QStringLiteral("ConnectTimeout=10"), alias }
            + command,
        {}, 30000);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestSshHostCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void addHostExecAndSshConfig();
    void refusesPasswordArgumentAndGarbage();
    void autodlPresetTakesListPrice();
    void sandboxThroughSshConfig();
};

void TestSshHostCli::initTestCase()
{
    QString why;
    if (!LocalSshd::isAvailable(&why) || QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty()) {
        QSKIP(qPrintable(why.isEmpty() ? QStringLiteral("no ssh client") : why));
    }
}

void TestSshHostCli::addHostExecAndSshConfig()
{
    Homes homes;
    LocalSshd sshd;
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    const QString pasted
        = QStringLiteral("$ ssh -p %1 %2@127.0.0.1 -i %3").arg(sshd.port()).arg(sshd.user(), sshd.clientKeyFile());
    const Run added = cli(homes,
        { QStringLiteral("add-host"), pasted, QStringLiteral("--price"), QStringLiteral("2.5"),
            QStringLiteral("--currency"), QStringLiteral("CNY"), QStringLiteral("--provider-name"),
            QStringLiteral("AutoDL"), QStringLiteral("--json") });
    QVERIFY2(added.exitCode == 0, added.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(added.out).object();
    QCOMPARE(json.value(QStringLiteral("name")).toString(), QStringLiteral("sshhost:1"));
    QCOMPARE(json.value(QStringLiteral("status")).toString(), QStringLiteral("running"));
    QCOMPARE(json.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
    QCOMPARE(json.value(QStringLiteral("billing")).toString(), QStringLiteral("hour"));
    QVERIFY2(added.err.contains("SHA256:"), added.err.constData());

    const Run listed = cli(homes, { QStringLiteral("instances"), QStringLiteral("--json") });
    QVERIFY2(listed.out.contains("\"sshhost:1\""), listed.out.constData());
    const Run echoed = cli(homes,
        { QStringLiteral("exec"), QStringLiteral("sshhost:1"), QStringLiteral("--"), QStringLiteral("echo"),
            QStringLiteral("hi there") });
    QVERIFY2(echoed.exitCode == 0, echoed.err.constData());
    QCOMPARE(echoed.out.trimmed(), QByteArray("hi there"));

    const Run written
        = cli(homes, { QStringLiteral("ssh-config"), QStringLiteral("sshhost:1"), QStringLiteral("--write") });
    QVERIFY2(written.exitCode == 0, written.err.constData());
    QVERIFY(written.out.startsWith("Host rentdeck-sshhost-1\n"));
    const Run viaConfig
        = ssh(homes, QStringLiteral("rentdeck-sshhost-1"), { QStringLiteral("echo"), QStringLiteral("ok") });
    QVERIFY2(viaConfig.exitCode == 0, viaConfig.err.constData());
    QCOMPARE(viaConfig.out.trimmed(), QByteArray("ok"));

    // Destroy forgets the host and its Host block; the machine (sshd) is untouched.
    const Run destroyed = cli(homes, { QStringLiteral("destroy"), QStringLiteral("sshhost:1") });
    QVERIFY2(destroyed.exitCode == 0, destroyed.err.constData());
    QVERIFY(!readAll(homes.home() + QStringLiteral("/.ssh/rentdeck_config")).contains("rentdeck-sshhost-1"));
    QVERIFY(sshd.isRunning());
}

void TestSshHostCli::refusesPasswordArgumentAndGarbage()
{
    Homes homes;
    const Run password = cli(homes,
        { QStringLiteral("add-host"), QStringLiteral("ssh root@127.0.0.1"), QStringLiteral("--password"),
            QStringLiteral("hunter2") });
    QCOMPARE(password.exitCode, 2);
    QVERIFY2(password.err.contains("never pass a password"), password.err.constData());
    const Run garbage = cli(homes, { QStringLiteral("add-host"), QStringLiteral("xyz") });
    QCOMPARE(garbage.exitCode, 2);
    QVERIFY2(garbage.err.contains("Could not find a host in 'xyz'"), garbage.err.constData());
    const Run emptyStdin = cli(homes,
        { QStringLiteral("add-host"), QStringLiteral("ssh root@127.0.0.1"), QStringLiteral("--password-stdin") });
    QCOMPARE(emptyStdin.exitCode, 2);
    const Run unknown = cli(homes, { QStringLiteral("ssh-config"), QStringLiteral("sandbox:42") });
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY(!QFileInfo::exists(homes.home() + QStringLiteral("/.ssh")));
}

void TestSshHostCli::autodlPresetTakesListPrice()
{
    Homes homes;
    // Refused before any login: --gpu needs the AutoDL preset and no --price; unknown models list the known ones.
    const Run both = cli(homes,
        { QStringLiteral("add-host"), QStringLiteral("ssh root@127.0.0.1"), QStringLiteral("--provider-name"),
            QStringLiteral("AutoDL"), QStringLiteral("--gpu"), QStringLiteral("RTX 4090"), QStringLiteral("--price"),
            QStringLiteral("3") });
    QCOMPARE(both.exitCode, 2);
    const Run unknown = cli(homes,
        { QStringLiteral("add-host"), QStringLiteral("ssh root@127.0.0.1"), QStringLiteral("--provider-name"),
            QStringLiteral("autodl"), QStringLiteral("--gpu"), QStringLiteral("RTX 9999") });
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains("RTX 4090") && unknown.err.contains("A800-80GB"), unknown.err.constData());

    LocalSshd sshd;
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    const QString pasted
        = QStringLiteral("ssh -p %1 %2@127.0.0.1 -i %3").arg(sshd.port()).arg(sshd.user(), sshd.clientKeyFile());
    const Run added = cli(homes,
        { QStringLiteral("add-host"), pasted, QStringLiteral("--provider-name"), QStringLiteral("AutoDL"),
            QStringLiteral("--gpu"), QStringLiteral("rtx 4090"), QStringLiteral("--gpus"), QStringLiteral("2"),
            QStringLiteral("--json") });
    QVERIFY2(added.exitCode == 0, added.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(added.out).object();
    QCOMPARE(json.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY")); // the preset's default
    QCOMPARE(json.value(QStringLiteral("billing")).toString(), QStringLiteral("hour"));
    QCOMPARE(json.value(QStringLiteral("price_per_hour")).toDouble(), 4.0); // typical 2.0 per GPU × 2
    QVERIFY2(added.err.contains("15 days") && added.err.contains("console price wins"), added.err.constData());
}

void TestSshHostCli::sandboxThroughSshConfig()
{
    Homes homes;
    // The user already has a config of their own; it must survive byte for byte.
    QVERIFY(QDir().mkpath(homes.home() + QStringLiteral("/.ssh")));
    const QByteArray userConfig = "Host example\n    HostName example.com\n";
    {
        QFile file(homes.home() + QStringLiteral("/.ssh/config"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(userConfig);
    }
    const Run launched = cli(homes,
        { QStringLiteral("launch"), QStringLiteral("--offer"), QStringLiteral("sandbox:sbx-4090-us"),
            QStringLiteral("--wait") });
    QVERIFY2(launched.exitCode == 0, launched.err.constData());
    const QString name = QString::fromUtf8(launched.out.trimmed());
    QCOMPARE(name, QStringLiteral("sandbox:1"));
    const auto cleanup = qScopeGuard([&] { cli(homes, { QStringLiteral("destroy"), name }); });

    for (int i = 0; i < 2; ++i) {
        const Run written = cli(homes, { QStringLiteral("ssh-config"), name, QStringLiteral("--write") });
        QVERIFY2(written.exitCode == 0, written.err.constData());
    }
    const QByteArray config = readAll(homes.home() + QStringLiteral("/.ssh/config"));
    QCOMPARE(config.count("Include rentdeck_config"), 1);
    QVERIFY(config.endsWith(userConfig));
    const Run gpus
        = ssh(homes, QStringLiteral("rentdeck-sandbox-1"), { QStringLiteral("nvidia-smi"), QStringLiteral("-L") });
    QVERIFY2(gpus.exitCode == 0, gpus.err.constData());
    QVERIFY2(gpus.out.startsWith("GPU 0: NVIDIA GeForce RTX 4090"), gpus.out.constData());

    const Run destroyed = cli(homes, { QStringLiteral("destroy"), name });
    QVERIFY2(destroyed.exitCode == 0, destroyed.err.constData());
    QVERIFY(!readAll(homes.home() + QStringLiteral("/.ssh/rentdeck_config")).contains("rentdeck-sandbox-1"));
    QVERIFY(readAll(homes.home() + QStringLiteral("/.ssh/config")).endsWith(userConfig));
}

QTEST_GUILESS_MAIN(TestSshHostCli)
#include "TestSshHostCli.moc"
