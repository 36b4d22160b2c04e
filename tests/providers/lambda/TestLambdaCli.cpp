// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "MockServerProcess.h"
#include "SecretScan.h"
#include "TempHome.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace RentDeck;

namespace {

constexpr auto CliKey = "lambda-cli-secret-7f3a9c";

CliRun runCli(const QStringList &args, QList<CliRun> *all)
{
    const CliRun run = runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, 60000);
    all->append(run);
    return run;
}

} // namespace

class TestLambdaCli : public QObject
{
    Q_OBJECT

private slots:
    void offersLaunchInstancesDestroy();
    void wrongKeyFailsClearly();
};

void TestLambdaCli::offersLaunchInstancesDestroy()
{
    TempHome home;
    MockServerProcess mock;
    QVERIFY2(mock.start(QStringLiteral("lambda"),
                 { QStringLiteral("--boot-ms"), QStringLiteral("3000"), QStringLiteral("--api-key"),
                     QString::fromLatin1(CliKey) }),
        qPrintable(mock.error()));
    ScopedEnv key("RENTDECK_LAMBDA_API_KEY", CliKey);
    ScopedEnv base("RENTDECK_LAMBDA_API_BASE", mock.baseUrl().toString().toUtf8());
    QList<CliRun> runs;

    const CliRun offersRun = runCli(
        { QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"), QStringLiteral("lambda") },
        &runs);
    QVERIFY2(offersRun.exitCode == 0, offersRun.err.constData());
    const QJsonArray offers = QJsonDocument::fromJson(offersRun.out).array();
    QCOMPARE(offers.size(), 8);
    QJsonObject h100;
    for (const QJsonValue &value : offers) {
        const QJsonObject offer = value.toObject();
        QCOMPARE(offer.value(QLatin1String("provider")).toString(), QStringLiteral("lambda"));
        QCOMPARE(offer.value(QLatin1String("billing")).toString(), QStringLiteral("minute"));
        QCOMPARE(offer.value(QLatin1String("currency")).toString(), QStringLiteral("USD"));
        QCOMPARE(offer.value(QLatin1String("spot")).toBool(), false);
        QVERIFY(offer.value(QLatin1String("reliability")).isNull());
        QVERIFY(!offer.value(QLatin1String("id")).toString().startsWith(QLatin1String("gpu_1x_gh200")));
        if (offer.value(QLatin1String("id")).toString() == QLatin1String("gpu_8x_h100_sxm5@us-west-3")) {
            h100 = offer;
        }
    }
    QVERIFY(!h100.isEmpty());
    QCOMPARE(h100.value(QLatin1String("gpu_count")).toInt(), 8);
    QCOMPARE(h100.value(QLatin1String("vram_gb")).toDouble(), 80.0);
    QCOMPARE(h100.value(QLatin1String("price_per_hour")).toDouble(), 23.92);
    QCOMPARE(h100.value(QLatin1String("region")).toString(), QStringLiteral("us-west-3"));
    QCOMPARE(h100.value(QLatin1String("cpu_cores")).toInt(), 208);
    QCOMPARE(h100.value(QLatin1String("ram_gb")).toDouble(), 1932.7);
    QCOMPARE(h100.value(QLatin1String("gpu_name")).toString(), QStringLiteral("NVIDIA H100 80GB HBM3"));

    // Lambda's launch has no environment field: refused, with what to do, before anything bills.
    const CliRun withEnv
        = runCli({ QStringLiteral("launch"), QStringLiteral("--offer"), QStringLiteral("lambda:gpu_1x_a10@us-east-1"),
                     QStringLiteral("--env"), QStringLiteral("HF_TOKEN=hf_secret") },
            &runs);
    QVERIFY(withEnv.exitCode != 0);
    QVERIFY2(withEnv.err.contains("Lambda Cloud takes no environment variables at launch")
            && withEnv.err.contains("--onstart"),
        withEnv.err.constData());
    QVERIFY(!withEnv.err.contains("hf_secret"));

    const CliRun launch = runCli(
        { QStringLiteral("launch"), QStringLiteral("--offer"), QStringLiteral("lambda:gpu_1x_a10@us-east-1") }, &runs);
    QVERIFY2(launch.exitCode == 0, launch.err.constData());
    const QString name = QString::fromUtf8(launch.out).trimmed();
    QVERIFY2(name.startsWith(QLatin1String("lambda:")) && name.size() == 7 + 32, launch.out.constData());

    const CliRun booting = runCli({ QStringLiteral("--json"), QStringLiteral("instances") }, &runs);
    QVERIFY2(booting.exitCode == 0, booting.err.constData());
    QJsonObject instance = instanceNamed(QJsonDocument::fromJson(booting.out).array(), name);
    QCOMPARE(instance.value(QLatin1String("status")).toString(), QStringLiteral("provisioning"));
    QCOMPARE(instance.value(QLatin1String("price_per_hour")).toDouble(), 0.75);
    QCOMPARE(instance.value(QLatin1String("gpu_name")).toString(), QStringLiteral("NVIDIA A10"));

    QVERIFY(QTest::qWaitFor(
        [&] {
            const CliRun listed = runCli({ QStringLiteral("--json"), QStringLiteral("instances") }, &runs);
            instance = instanceNamed(QJsonDocument::fromJson(listed.out).array(), name);
            return instance.value(QLatin1String("status")).toString() == QLatin1String("running");
        },
        20000));
    const QJsonObject ssh = instance.value(QLatin1String("ssh")).toObject();
    QCOMPARE(ssh.value(QLatin1String("host")).toString(), QStringLiteral("127.0.0.1"));
    QCOMPARE(ssh.value(QLatin1String("port")).toInt(), 22);
    QCOMPARE(ssh.value(QLatin1String("user")).toString(), QStringLiteral("ubuntu"));
    // Lambda lists no creation time: the launch time recorded in the ledger fills it.
    QVERIFY2(QDateTime::fromString(instance.value(QLatin1String("created_at")).toString(), Qt::ISODate).isValid(),
        QJsonDocument(instance).toJson().constData());

    // Lambda has no stop: refused with the reason, and the instance keeps running.
    const CliRun stop = runCli({ QStringLiteral("stop"), name }, &runs);
    QVERIFY(stop.exitCode != 0);
    QVERIFY2(stop.err.contains("cannot stop an instance"), stop.err.constData());
    const CliRun resume = runCli({ QStringLiteral("resume"), name }, &runs);
    QVERIFY(resume.exitCode != 0);
    // What it offers instead: a reboot in place.
    const CliRun restart = runCli({ QStringLiteral("restart"), name }, &runs);
    QVERIFY2(restart.exitCode == 0, restart.err.constData());
    QVERIFY2(restart.out.contains("running"), restart.out.constData());

    const CliRun destroy = runCli({ QStringLiteral("destroy"), name }, &runs);
    QVERIFY2(destroy.exitCode == 0, destroy.err.constData());
    const CliRun after = runCli({ QStringLiteral("--json"), QStringLiteral("instances") }, &runs);
    const QJsonObject ending = instanceNamed(QJsonDocument::fromJson(after.out).array(), name);
    QVERIFY2(ending.isEmpty() || ending.value(QLatin1String("status")).toString() == QLatin1String("terminated"),
        after.out.constData());

    // What went over the wire: the key registered, then one launch with it.
    bool sawKeyPost = false;
    bool sawLaunch = false;
    bool sawRestart = false;
    for (const QJsonValue &value : mock.requests()) {
        const QJsonObject request = value.toObject();
        QCOMPARE(request.value(QLatin1String("auth_scheme")).toString(), QStringLiteral("Bearer"));
        const QString path = request.value(QLatin1String("path")).toString();
        const QJsonObject body
            = QJsonDocument::fromJson(request.value(QLatin1String("body")).toString().toUtf8()).object();
        if (path == QLatin1String("/api/v1/ssh-keys")
            && request.value(QLatin1String("method")) == QLatin1String("POST")) {
            sawKeyPost = body.value(QLatin1String("public_key")).toString().startsWith(QLatin1String("ssh-ed25519 "));
        }
        if (path == QLatin1String("/api/v1/instance-operations/restart")) {
            sawRestart = body.value(QLatin1String("instance_ids")).toArray().size() == 1;
        }
        if (path == QLatin1String("/api/v1/instance-operations/launch")) {
            sawLaunch = body.value(QLatin1String("ssh_key_names")).toArray().size() == 1
                && body.value(QLatin1String("instance_type_name")).toString() == QLatin1String("gpu_1x_a10");
        }
    }
    QVERIFY(sawKeyPost);
    QVERIFY(sawLaunch);
    QVERIFY(sawRestart);

    // The key is nowhere: not in any output, not in any file under RENTDECK_HOME.
    for (const CliRun &run : std::as_const(runs)) {
        QVERIFY(!run.out.contains(CliKey));
        QVERIFY(!run.err.contains(CliKey));
    }
    int filesRead = 0;
    const QStringList leaks = filesContaining(home.path(), CliKey, &filesRead);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char(' '))));
    QVERIFY(filesRead > 0); // the ledger at least
}

void TestLambdaCli::wrongKeyFailsClearly()
{
    TempHome home;
    MockServerProcess mock;
    QVERIFY2(mock.start(QStringLiteral("lambda"), { QStringLiteral("--api-key"), QString::fromLatin1(CliKey) }),
        qPrintable(mock.error()));
    ScopedEnv key("RENTDECK_LAMBDA_API_KEY", "lambda-wrong-key-123");
    ScopedEnv base("RENTDECK_LAMBDA_API_BASE", mock.baseUrl().toString().toUtf8());
    QList<CliRun> runs;
    const CliRun offers = runCli(
        { QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"), QStringLiteral("lambda") },
        &runs);
    QVERIFY(offers.exitCode != 0);
    QVERIFY2(offers.err.contains("API key rejected by Lambda Cloud: check it in Settings › Accounts."),
        offers.err.constData());
    QVERIFY(!offers.err.contains("lambda-wrong-key-123"));
    QVERIFY(!offers.out.contains("lambda-wrong-key-123"));
    const CliRun launch = runCli(
        { QStringLiteral("launch"), QStringLiteral("--offer"), QStringLiteral("lambda:gpu_1x_a10@us-east-1") }, &runs);
    QVERIFY(launch.exitCode != 0);
    QVERIFY2(launch.err.contains("API key rejected by Lambda Cloud"), launch.err.constData());
    QVERIFY(!launch.err.contains("lambda-wrong-key-123"));
}

QTEST_GUILESS_MAIN(TestLambdaCli)
#include "TestLambdaCli.moc"
