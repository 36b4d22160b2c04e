// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The real rentdeck-cli against rentdeck-mockserver --provider vastai (Vast.ai's wire format over HTTP).
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

constexpr auto ApiKey = "vast-cli-key-8d41c07be2aa";
constexpr auto SshPort = "2299";

} // namespace

class TestVastCli : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void offersAreMapped();
    void launchListStopResumeDestroy();
    void wrongKeyFailsClearly();

private:
    CliRun cli(const QStringList &args);
    QJsonObject instance(const QString &name);
    QJsonObject waitForStatus(const QString &name, const QString &status);
    void checkNoKeyAnywhere();

    std::unique_ptr<TempHome> m_home;
    MockServerProcess m_mock;
    QList<CliRun> m_runs;
};

void TestVastCli::init()
{
    m_home = std::make_unique<TempHome>();
    QVERIFY2(m_mock.start(QStringLiteral("vastai"),
                 { QStringLiteral("--api-key"), QLatin1String(ApiKey), QStringLiteral("--boot-ms"),
                     QStringLiteral("3000"), QStringLiteral("--ssh-port"), QLatin1String(SshPort) }),
        qPrintable(m_mock.error()));
    qputenv("RENTDECK_VASTAI_API_KEY", ApiKey);
    qputenv("RENTDECK_VASTAI_API_BASE", m_mock.baseUrl().toString().toUtf8());
    m_runs.clear();
}

void TestVastCli::cleanup()
{
    checkNoKeyAnywhere();
    m_mock.stop();
    qunsetenv("RENTDECK_VASTAI_API_KEY");
    qunsetenv("RENTDECK_VASTAI_API_BASE");
    m_home.reset();
}

CliRun TestVastCli::cli(const QStringList &args)
{
    const CliRun run = runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, 60000);
    m_runs.append(run);
    return run;
}

void TestVastCli::checkNoKeyAnywhere()
{
    for (const CliRun &run : std::as_const(m_runs)) {
        QVERIFY2(!run.out.contains(ApiKey) && !run.err.contains(ApiKey), run.err.constData());
    }
    int count = 0;
    const QStringList leaks = filesContaining(m_home->path(), ApiKey, &count);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char(' '))));
    qInfo("checked %d files under RENTDECK_HOME and %d runs for the key", count, int(m_runs.size()));
}

QJsonObject TestVastCli::instance(const QString &name)
{
    const CliRun run = cli({ QStringLiteral("--json"), QStringLiteral("instances"), QStringLiteral("--provider"),
        QStringLiteral("vastai") });
    if (run.exitCode != 0) {
        qWarning("instances failed: %s", run.err.constData());
        return {};
    }
    for (const QJsonValue &value : QJsonDocument::fromJson(run.out).array()) {
        if (value.toObject().value(QStringLiteral("name")).toString() == name) {
            return value.toObject();
        }
    }
    return {};
}

QJsonObject TestVastCli::waitForStatus(const QString &name, const QString &status)
{
    QElapsedTimer clock;
    clock.start();
    QJsonObject last;
    while (clock.elapsed() < 30000) {
        last = instance(name);
        if (last.value(QStringLiteral("status")).toString() == status) {
            return last;
        }
        QTest::qWait(200);
    }
    qWarning("%s never became %s; last: %s", qPrintable(name), qPrintable(status),
        QJsonDocument(last).toJson(QJsonDocument::Compact).constData());
    return last;
}

void TestVastCli::offersAreMapped()
{
    const CliRun run = cli(
        { QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"), QStringLiteral("vastai") });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonArray offers = QJsonDocument::fromJson(run.out).array();
    QCOMPARE(offers.size(), 6); // the proxy-only ask is left out (direct_port_count >= 1)
    QJsonObject h100;
    for (const QJsonValue &value : offers) {
        const QJsonObject offer = value.toObject();
        QCOMPARE(offer.value(QStringLiteral("provider")).toString(), QStringLiteral("vastai"));
        QCOMPARE(offer.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
        QCOMPARE(offer.value(QStringLiteral("billing")).toString(), QStringLiteral("second"));
        QVERIFY(!offer.value(QStringLiteral("id")).toString().contains(QLatin1Char(' ')));
        QVERIFY(offer.value(QStringLiteral("reliability")).isDouble());
        if (offer.value(QStringLiteral("id")).toString() == QLatin1String("4100004")) {
            h100 = offer;
        }
    }
    QCOMPARE(h100.value(QStringLiteral("offer")).toString(), QStringLiteral("vastai:4100004"));
    QCOMPARE(h100.value(QStringLiteral("gpu_name")).toString(), QStringLiteral("NVIDIA H100 SXM"));
    QCOMPARE(h100.value(QStringLiteral("gpu_count")).toInt(), 1);
    QCOMPARE(h100.value(QStringLiteral("vram_gb")).toDouble(), 80.0);
    QCOMPARE(h100.value(QStringLiteral("price_per_hour")).toDouble(), 2.105479);
    QCOMPARE(h100.value(QStringLiteral("storage_per_gb_month")).toDouble(), 0.25);
    QCOMPARE(h100.value(QStringLiteral("region")).toString(), QStringLiteral("Uusimaa, FI"));
    QCOMPARE(h100.value(QStringLiteral("cpu_cores")).toInt(), 24);
    QCOMPARE(h100.value(QStringLiteral("ram_gb")).toDouble(), 251.0);
    QCOMPARE(h100.value(QStringLiteral("disk_gb")).toDouble(), 1200.0);
    QCOMPARE(h100.value(QStringLiteral("max_cuda")).toString(), QStringLiteral("12.6"));
    QCOMPARE(h100.value(QStringLiteral("reliability")).toDouble(), 0.999);
    QCOMPARE(h100.value(QStringLiteral("spot")).toBool(), false);

    // --spot lists the interruptible asks at their bid floor.
    const CliRun spot = cli({ QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"),
        QStringLiteral("vastai"), QStringLiteral("--spot") });
    QVERIFY2(spot.exitCode == 0, spot.err.constData());
    const QJsonArray bids = QJsonDocument::fromJson(spot.out).array();
    QCOMPARE(bids.size(), 6);
    for (const QJsonValue &value : bids) {
        QVERIFY(value.toObject().value(QStringLiteral("spot")).toBool());
        QVERIFY(value.toObject().value(QStringLiteral("id")).toString().endsWith(QLatin1String("-bid")));
    }

    // The request as the mock saw it: Vast's path, filters in wire units, the key masked in the record.
    bool sawSearch = false;
    for (const QJsonValue &value : m_mock.requests()) {
        const QJsonObject request = value.toObject();
        if (request.value(QStringLiteral("path")).toString() == QLatin1String("/api/v0/bundles/")) {
            sawSearch = true;
            QCOMPARE(request.value(QStringLiteral("method")).toString(), QStringLiteral("POST"));
            QCOMPARE(request.value(QStringLiteral("auth_scheme")).toString(), QStringLiteral("Bearer"));
        }
    }
    QVERIFY(sawSearch);
}

void TestVastCli::launchListStopResumeDestroy()
{
    const CliRun launch = cli({ QStringLiteral("launch"), QStringLiteral("--offer"), QStringLiteral("vastai:4100001"),
        QStringLiteral("--label"), QStringLiteral("cli-test") });
    QVERIFY2(launch.exitCode == 0, launch.err.constData());
    const QString name = QString::fromUtf8(launch.out).trimmed();
    QCOMPARE(name, QStringLiteral("vastai:17000001"));

    const QJsonObject early = instance(name);
    QCOMPARE(early.value(QStringLiteral("status")).toString(), QStringLiteral("provisioning"));
    QVERIFY(early.value(QStringLiteral("ssh")).isNull()); // no SSH before it runs

    const QJsonObject running = waitForStatus(name, QStringLiteral("running"));
    QCOMPARE(running.value(QStringLiteral("status")).toString(), QStringLiteral("running"));
    const QJsonObject ssh = running.value(QStringLiteral("ssh")).toObject();
    QCOMPARE(ssh.value(QStringLiteral("host")).toString(), QStringLiteral("127.0.0.1"));
    QCOMPARE(ssh.value(QStringLiteral("port")).toInt(), QByteArray(SshPort).toInt());
    QCOMPARE(ssh.value(QStringLiteral("user")).toString(), QStringLiteral("root"));
    // The offer was looked up before renting (this process never listed offers), so its price is in the ledger
    // and the meter runs.
    QVERIFY2(running.value(QStringLiteral("accrued")).isDouble(), QJsonDocument(running).toJson().constData());
    QCOMPARE(running.value(QStringLiteral("gpu_name")).toString(), QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(running.value(QStringLiteral("price_per_hour")).toDouble(), 0.353288);
    QCOMPARE(running.value(QStringLiteral("label")).toString(), QStringLiteral("cli-test"));

    const CliRun stop = cli({ QStringLiteral("stop"), name });
    QVERIFY2(stop.exitCode == 0, stop.err.constData());
    QCOMPARE(waitForStatus(name, QStringLiteral("stopped")).value(QStringLiteral("status")).toString(),
        QStringLiteral("stopped"));

    const CliRun resume = cli({ QStringLiteral("resume"), name });
    QVERIFY2(resume.exitCode == 0, resume.err.constData());
    QCOMPARE(waitForStatus(name, QStringLiteral("running")).value(QStringLiteral("status")).toString(),
        QStringLiteral("running"));

    const CliRun destroy = cli({ QStringLiteral("destroy"), name });
    QVERIFY2(destroy.exitCode == 0, destroy.err.constData());
    const QJsonObject after = instance(name);
    QVERIFY2(after.isEmpty() || after.value(QStringLiteral("status")).toString() == QLatin1String("terminated"),
        QJsonDocument(after).toJson().constData());

    // What Vast received: the rental body and the key attached, in this order.
    QStringList calls;
    QJsonObject rentBody;
    for (const QJsonValue &value : m_mock.requests()) {
        const QJsonObject request = value.toObject();
        const QString call = request.value(QStringLiteral("method")).toString() + QLatin1Char(' ')
            + request.value(QStringLiteral("path")).toString();
        if (calls.isEmpty() || calls.last() != call) {
            calls << call;
        }
        if (call == QLatin1String("PUT /api/v0/asks/4100001/")) {
            const QJsonValue body = request.value(QStringLiteral("body"));
            rentBody = body.isObject() ? body.toObject() : QJsonDocument::fromJson(body.toString().toUtf8()).object();
        }
    }
    const int rentAt = int(calls.indexOf(QStringLiteral("PUT /api/v0/asks/4100001/")));
    QVERIFY2(rentAt > 0, qPrintable(calls.join(QLatin1Char('\n'))));
    QVERIFY(calls.indexOf(QStringLiteral("POST /api/v0/ssh/")) < rentAt);
    QVERIFY(calls.indexOf(QStringLiteral("POST /api/v0/instances/17000001/ssh/")) > rentAt);
    QVERIFY(calls.contains(QStringLiteral("PUT /api/v0/instances/17000001/")));
    QVERIFY(calls.contains(QStringLiteral("DELETE /api/v0/instances/17000001/")));
    QCOMPARE(rentBody.value(QStringLiteral("runtype")).toString(), QStringLiteral("ssh_direc ssh_proxy"));
    QCOMPARE(rentBody.value(QStringLiteral("label")).toString(), QStringLiteral("cli-test"));
}

void TestVastCli::wrongKeyFailsClearly()
{
    qputenv("RENTDECK_VASTAI_API_KEY", "not-the-right-key");
    const CliRun run = cli(
        { QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"), QStringLiteral("vastai") });
    QVERIFY2(run.err.contains("API key rejected by Vast.ai: check it in Settings \xe2\x80\xba Accounts."),
        run.err.constData());
    QVERIFY(!run.err.contains("not-the-right-key") && !run.out.contains("not-the-right-key"));

    // Renting with the wrong key fails before anything is rented.
    const CliRun launch
        = cli({ QStringLiteral("launch"), QStringLiteral("--offer"), QStringLiteral("vastai:4100001") });
    QVERIFY(launch.exitCode != 0);
    QVERIFY2(launch.err.contains("API key rejected by Vast.ai: check it in Settings \xe2\x80\xba Accounts."),
        launch.err.constData());
    QVERIFY(!launch.err.contains("not-the-right-key") && !launch.out.contains("not-the-right-key"));
    for (const QJsonValue &value : m_mock.requests()) {
        QVERIFY(value.toObject().value(QStringLiteral("method")).toString() != QLatin1String("PUT"));
    }

    // The one provider asked for failed: the exit status says so.
    QCOMPARE(run.exitCode, 1);
}

QTEST_GUILESS_MAIN(TestVastCli)
#include "TestVastCli.moc"
