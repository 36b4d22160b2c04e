// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// A provider API names the SSH user and host of an instance. A hostile (or broken) one names a user with '/' (rsync
// then read user@host:path as a local folder and a push copied the user's data into it), a host that is an ssh
// option, or '%' that OpenSSH expands: through the real CLI and each provider's mock, such an address is never
// used, nothing is written, and the user is told why.
#include "CliRunner.h"
#include "MockServerProcess.h"
#include "SecretScan.h"
#include "TempHome.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

constexpr auto ApiKey = "hostile-address-test-key-9d1e";

} // namespace

class TestHostileProviderAddress : public QObject
{
    Q_OBJECT

private slots:
    void addressIsRefused_data();
    void addressIsRefused();

private:
    CliRun cli(const QStringList &args)
    {
        return runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, 90000);
    }
};

void TestHostileProviderAddress::addressIsRefused_data()
{
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("folder"); // what a push must not create in the current folder
    QTest::addColumn<bool>("refused"); // the instance keeps no address, and says why
    // AutoDL's ssh_command carries the user: refused by SshCommandParser, so the snapshot's proxy_host and
    // ssh_port are used with AutoDL's documented user, root (nothing listens there in this test).
    QTest::newRow("autodl user with '/'") << QStringLiteral("autodl") << QStringLiteral("--ssh-user")
                                          << QStringLiteral("rd-hostile/x") << QStringLiteral("rd-hostile") << false;
    // Vast.ai's ssh_host / public_ipaddr.
    QTest::newRow("vastai host as an option")
        << QStringLiteral("vastai") << QStringLiteral("--ssh-host")
        << QStringLiteral("-oProxyCommand=mkdir rd-hostile-proxy") << QStringLiteral("rd-hostile-proxy") << true;
    QTest::newRow("lambda host with '/' and '%'")
        << QStringLiteral("lambda") << QStringLiteral("--ssh-host") << QStringLiteral("rd-hostile-ip/%h")
        << QStringLiteral("rd-hostile-ip") << true;
}

void TestHostileProviderAddress::addressIsRefused()
{
    QFETCH(QString, provider);
    QFETCH(QString, option);
    QFETCH(QString, value);
    QFETCH(QString, folder);
    QFETCH(bool, refused);
    TempHome home;
    MockServerProcess mock;
    QVERIFY2(mock.start(provider,
                 { QStringLiteral("--api-key"), QLatin1String(ApiKey), QStringLiteral("--boot-ms"), QStringLiteral("0"),
                     option, value }),
        qPrintable(mock.error()));
    const QByteArray upper = provider.toUpper().toLatin1();
    const QByteArray keyVariable = "RENTDECK_" + upper + "_API_KEY";
    const QByteArray baseVariable = "RENTDECK_" + upper + "_API_BASE";
    const ScopedEnv key(keyVariable.constData(), ApiKey);
    const ScopedEnv base(baseVariable.constData(), mock.baseUrl().toString().toUtf8());

    const QString offer = firstOfferName(
        cli({ QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"), provider }).out,
        provider);
    QVERIFY(!offer.isEmpty());
    const CliRun launch = cli({ QStringLiteral("--json"), QStringLiteral("launch"), QStringLiteral("--offer"), offer });
    QVERIFY2(launch.exitCode == 0, launch.err.constData());
    const QString name = QJsonDocument::fromJson(launch.out).object().value(QStringLiteral("name")).toString();
    QVERIFY2(!name.isEmpty(), launch.out.constData());

    QTemporaryDir work;
    QFile data(work.filePath(QStringLiteral("data.txt")));
    QVERIFY(data.open(QIODevice::WriteOnly) && data.write("the user's data\n") > 0);
    data.close();
    const QString here = QDir::currentPath();
    const auto cleanup = qScopeGuard([&] { QDir(here + QLatin1Char('/') + folder).removeRecursively(); });
    for (const QString &transport : { QStringLiteral("rsync"), QStringLiteral("sftp") }) {
        const CliRun push
            = cli({ QStringLiteral("sync"), QStringLiteral("push"), name, work.path(), QStringLiteral("results"),
                QStringLiteral("--transport"), transport, QStringLiteral("--resume-window"), QStringLiteral("0") });
        QVERIFY2(push.exitCode != 0, push.out.constData());
        if (refused) { // the sync says why, as the list does
            QVERIFY2(push.err.contains("will not use"), push.err.constData());
        }
        QVERIFY2(!QFileInfo::exists(here + QLatin1Char('/') + folder), qPrintable(here + QLatin1Char('/') + folder));
    }
    const CliRun config = cli({ QStringLiteral("ssh-config"), name });
    QVERIFY2(!config.out.contains(value.toUtf8()), config.out.constData());
    if (refused) {
        QVERIFY(config.exitCode != 0);
        // What the user sees in the list: the reason, with the instance still there (it bills).
        const CliRun listed = cli({ QStringLiteral("--json"), QStringLiteral("instances") });
        QVERIFY2(listed.out.contains("will not use"), listed.out.constData());
    }
    QCOMPARE(cli({ QStringLiteral("destroy"), name }).exitCode, 0);
}

QTEST_GUILESS_MAIN(TestHostileProviderAddress)
#include "TestHostileProviderAddress.moc"
