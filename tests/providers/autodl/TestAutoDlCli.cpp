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

constexpr auto CliKey = "autodl-cli-token-5d1e8b";

CliRun runCli(const QStringList &args, QList<CliRun> *all)
{
    const CliRun run = runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, 60000);
    all->append(run);
    return run;
}

} // namespace

class TestAutoDlCli : public QObject
{
    Q_OBJECT

private slots:
    void offersLaunchStopResumeDestroy();
    void wrongKeyFailsClearly();
};

void TestAutoDlCli::offersLaunchStopResumeDestroy()
{
    TempHome home;
    MockServerProcess mock;
    QVERIFY2(mock.start(QStringLiteral("autodl"),
                 { QStringLiteral("--boot-ms"), QStringLiteral("1500"), QStringLiteral("--api-key"),
                     QString::fromLatin1(CliKey), QStringLiteral("--ssh-host"), QStringLiteral("127.0.0.1"),
                     QStringLiteral("--ssh-port"), QStringLiteral("34222") }),
        qPrintable(mock.error()));
    ScopedEnv key("RENTDECK_AUTODL_API_KEY", CliKey);
    ScopedEnv base("RENTDECK_AUTODL_API_BASE", mock.baseUrl().toString().toUtf8());
    QList<CliRun> runs;

    const CliRun offersRun = runCli(
        { QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"), QStringLiteral("autodl") },
        &runs);
    QVERIFY2(offersRun.exitCode == 0, offersRun.err.constData());
    const QJsonArray offers = QJsonDocument::fromJson(offersRun.out).array();
    // The documented Pro specs with a public price × 1..4 GPUs (AutoDL's Pro API has no stock query).
    QCOMPARE(offers.size(), 24);
    QJsonObject pro6000;
    for (const QJsonValue &value : offers) {
        const QJsonObject offer = value.toObject();
        QCOMPARE(offer.value(QLatin1String("provider")).toString(), QStringLiteral("autodl"));
        QCOMPARE(offer.value(QLatin1String("billing")).toString(), QStringLiteral("hour"));
        QCOMPARE(offer.value(QLatin1String("currency")).toString(), QStringLiteral("CNY"));
        QCOMPARE(offer.value(QLatin1String("spot")).toBool(), false);
        QVERIFY(offer.value(QLatin1String("reliability")).isNull());
        QVERIFY(!offer.value(QLatin1String("id")).toString().contains(QLatin1Char(' ')));
        if (offer.value(QLatin1String("id")).toString() == QLatin1String("any/pro6000-p/2")) {
            pro6000 = offer;
        }
    }
    QVERIFY(!pro6000.isEmpty());
    QCOMPARE(pro6000.value(QLatin1String("gpu_count")).toInt(), 2);
    QCOMPARE(pro6000.value(QLatin1String("gpu_name")).toString(), QStringLiteral("NVIDIA RTX PRO 6000"));
    QCOMPARE(pro6000.value(QLatin1String("vram_gb")).toDouble(), 96.0);
    QCOMPARE(pro6000.value(QLatin1String("price_per_hour")).toDouble(), 6.06);

    const CliRun launch
        = runCli({ QStringLiteral("launch"), QStringLiteral("--offer"), QStringLiteral("autodl:any/v-48g/1") }, &runs);
    QVERIFY2(launch.exitCode == 0, launch.err.constData());
    const QString name = QString::fromUtf8(launch.out).trimmed();
    QCOMPARE(name, QStringLiteral("autodl:pro-00000001"));

    const CliRun booting = runCli({ QStringLiteral("--json"), QStringLiteral("instances") }, &runs);
    QVERIFY2(booting.exitCode == 0, booting.err.constData());
    QJsonObject instance = instanceNamed(QJsonDocument::fromJson(booting.out).array(), name);
    QCOMPARE(instance.value(QLatin1String("status")).toString(), QStringLiteral("provisioning"));
    QCOMPARE(instance.value(QLatin1String("gpu_name")).toString(), QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(instance.value(QLatin1String("currency")).toString(), QStringLiteral("CNY"));

    const auto waitFor = [&](const QString &status) {
        return QTest::qWaitFor(
            [&] {
                const CliRun listed = runCli({ QStringLiteral("--json"), QStringLiteral("instances") }, &runs);
                instance = instanceNamed(QJsonDocument::fromJson(listed.out).array(), name);
                return instance.value(QLatin1String("status")).toString() == status;
            },
            20000);
    };
    QVERIFY(waitFor(QStringLiteral("running")));
    const QJsonObject ssh = instance.value(QLatin1String("ssh")).toObject();
    QCOMPARE(ssh.value(QLatin1String("host")).toString(), QStringLiteral("127.0.0.1"));
    QCOMPARE(ssh.value(QLatin1String("port")).toInt(), 34222);
    QCOMPARE(ssh.value(QLatin1String("user")).toString(), QStringLiteral("root"));
    QCOMPARE(instance.value(QLatin1String("price_per_hour")).toDouble(), 2.48); // snapshot payg_price 2480 厘

    const CliRun stop = runCli({ QStringLiteral("stop"), name }, &runs);
    QVERIFY2(stop.exitCode == 0, stop.err.constData());
    QVERIFY(waitFor(QStringLiteral("stopped")));
    // Resume right after stop: the adapter waits for AutoDL's shutdown to finish, then powers on.
    const CliRun resume = runCli({ QStringLiteral("resume"), name }, &runs);
    QVERIFY2(resume.exitCode == 0, resume.err.constData());
    QVERIFY(waitFor(QStringLiteral("running")));

    const CliRun destroy = runCli({ QStringLiteral("destroy"), name }, &runs);
    QVERIFY2(destroy.exitCode == 0, destroy.err.constData());
    const CliRun after = runCli({ QStringLiteral("--json"), QStringLiteral("instances") }, &runs);
    QVERIFY2(after.exitCode == 0, after.err.constData());
    const QJsonObject ending = instanceNamed(QJsonDocument::fromJson(after.out).array(), name);
    QVERIFY2(ending.isEmpty() || ending.value(QLatin1String("status")).toString() == QLatin1String("terminated"),
        after.out.constData());

    // What went over the wire: the raw token (never "Bearer"), a create for one 4090, a release at the end.
    bool sawCreate = false;
    bool sawRelease = false;
    for (const QJsonValue &value : mock.requests()) {
        const QJsonObject request = value.toObject();
        QVERIFY(request.value(QLatin1String("auth_scheme")).toString() != QLatin1String("Bearer"));
        const QString path = request.value(QLatin1String("path")).toString();
        const QJsonObject body
            = QJsonDocument::fromJson(request.value(QLatin1String("body")).toString().toUtf8()).object();
        if (path == QLatin1String("/api/v1/dev/instance/pro/create")) {
            sawCreate = body.value(QLatin1String("req_gpu_amount")).toInt() == 1
                && body.value(QLatin1String("gpu_spec_uuid")).toString() == QLatin1String("v-48g");
        }
        sawRelease = sawRelease || path == QLatin1String("/api/v1/dev/instance/pro/release");
    }
    QVERIFY(sawCreate);
    QVERIFY(sawRelease);

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

void TestAutoDlCli::wrongKeyFailsClearly()
{
    TempHome home;
    MockServerProcess mock;
    QVERIFY2(mock.start(QStringLiteral("autodl"), { QStringLiteral("--api-key"), QString::fromLatin1(CliKey) }),
        qPrintable(mock.error()));
    ScopedEnv key("RENTDECK_AUTODL_API_KEY", "autodl-wrong-key-123");
    ScopedEnv base("RENTDECK_AUTODL_API_BASE", mock.baseUrl().toString().toUtf8());
    QList<CliRun> runs;
    const CliRun listed = runCli({ QStringLiteral("--json"), QStringLiteral("instances") }, &runs);
    QVERIFY2(
        listed.err.contains("API key rejected by AutoDL: check it in Settings › Accounts."), listed.err.constData());
    const CliRun launch
        = runCli({ QStringLiteral("launch"), QStringLiteral("--offer"), QStringLiteral("autodl:any/v-48g/1") }, &runs);
    QVERIFY(launch.exitCode != 0);
    QVERIFY2(launch.err.contains("API key rejected by AutoDL"), launch.err.constData());
    for (const CliRun &run : std::as_const(runs)) {
        QVERIFY(!run.out.contains("autodl-wrong-key-123"));
        QVERIFY(!run.err.contains("autodl-wrong-key-123"));
    }
}

QTEST_GUILESS_MAIN(TestAutoDlCli)
#include "TestAutoDlCli.moc"
