// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "TempHome.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace RentDeck;

namespace {
CliRun runCli(const QStringList &args, int timeoutMs = 120000)
{
    return runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, timeoutMs);
}

} // namespace

class TestCliSandbox : public QObject
{
    Q_OBJECT

private slots:
    void offersJsonFollowsTheContract();
    void launchExecStopResumeDestroy();
    void badInputGivesClearErrors();
    void containerOptionsReachTheMachine();
};

void TestCliSandbox::offersJsonFollowsTheContract()
{
    TempHome home;
    const CliRun run = runCli({ QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"),
        QStringLiteral("sandbox") });
    QCOMPARE(run.exitCode, 0);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out, &parseError);
    QVERIFY2(doc.isArray(), qPrintable(parseError.errorString()));
    const QJsonArray offers = doc.array();
    QVERIFY(offers.size() >= 8);
    QSet<QString> currencies;
    QSet<QString> billing;
    for (const QJsonValue &value : offers) {
        const QJsonObject offer = value.toObject();
        for (const char *field : { "id", "provider", "gpu_name", "gpu_count", "vram_gb", "price_per_hour", "currency",
                 "billing", "spot", "region", "cpu_cores", "ram_gb", "disk_gb", "max_cuda", "reliability" }) {
            QVERIFY2(offer.contains(QLatin1String(field)), field);
        }
        QCOMPARE(offer.value(QStringLiteral("provider")).toString(), QStringLiteral("sandbox"));
        QVERIFY(offer.value(QStringLiteral("price_per_hour")).toDouble() > 0);
        QVERIFY(offer.value(QStringLiteral("vram_gb")).toDouble() > 0);
        currencies.insert(offer.value(QStringLiteral("currency")).toString());
        billing.insert(offer.value(QStringLiteral("billing")).toString());
    }
    QVERIFY(currencies.contains(QStringLiteral("USD")) && currencies.contains(QStringLiteral("CNY")));
    QVERIFY(billing.contains(QStringLiteral("second")) && billing.contains(QStringLiteral("hour")));

    // Filters and sorting narrow and order the same list.
    const CliRun filtered = runCli({ QStringLiteral("offers"), QStringLiteral("--json"), QStringLiteral("--min-vram"),
        QStringLiteral("80"), QStringLiteral("--sort"), QStringLiteral("price") });
    QCOMPARE(filtered.exitCode, 0);
    const QJsonArray big = QJsonDocument::fromJson(filtered.out).array();
    QVERIFY(!big.isEmpty() && big.size() < offers.size());
    double previous = -1;
    for (const QJsonValue &value : big) {
        QVERIFY(value.toObject().value(QStringLiteral("vram_gb")).toDouble() >= 80);
        const double price = value.toObject().value(QStringLiteral("price_per_hour")).toDouble();
        QVERIFY(price >= previous);
        previous = price;
    }
}

void TestCliSandbox::launchExecStopResumeDestroy()
{
    TempHome home;
    const QJsonArray offers = QJsonDocument::fromJson(
        runCli({ QStringLiteral("offers"), QStringLiteral("--json"), QStringLiteral("--gpu"), QStringLiteral("4090") })
            .out)
                                  .array();
    QVERIFY(!offers.isEmpty());
    const QJsonObject offer = offers.first().toObject();
    const QString offerId = QStringLiteral("sandbox:") + offer.value(QStringLiteral("id")).toString();

    QElapsedTimer clock;
    clock.start();
    const CliRun launch
        = runCli({ QStringLiteral("launch"), QStringLiteral("--offer"), offerId, QStringLiteral("--wait") });
    QVERIFY2(launch.exitCode == 0, launch.err.constData());
    const QString name = QString::fromUtf8(launch.out).trimmed();
    QVERIFY2(name.startsWith(QStringLiteral("sandbox:")), launch.out.constData());
    qInfo("launch --wait of %s took %lld ms", qPrintable(offerId), clock.elapsed());

    const CliRun gpu = runCli({ QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("nvidia-smi"),
        QStringLiteral("--query-gpu=name,memory.total"), QStringLiteral("--format=csv,noheader") });
    QVERIFY2(gpu.exitCode == 0, gpu.err.constData());
    const QStringList rows = QString::fromUtf8(gpu.out).trimmed().split(QLatin1Char('\n'));
    QCOMPARE(rows.size(), offer.value(QStringLiteral("gpu_count")).toInt());
    QVERIFY2(rows.first().startsWith(offer.value(QStringLiteral("gpu_name")).toString() + QLatin1Char(',')),
        gpu.out.constData());

    // The remote exit status and both streams come back.
    const CliRun failing = runCli(
        { QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("echo out; echo err >&2; exit 7") });
    QCOMPARE(failing.exitCode, 7);
    QCOMPARE(failing.out, QByteArray("out\n"));
    QVERIFY(failing.err.contains("err"));

    const CliRun listed = runCli({ QStringLiteral("instances"), QStringLiteral("--json") });
    QCOMPARE(listed.exitCode, 0);
    const QJsonArray instances = QJsonDocument::fromJson(listed.out).array();
    QCOMPARE(instances.size(), 1);
    const QJsonObject instance = instances.first().toObject();
    QCOMPARE(instance.value(QStringLiteral("name")).toString(), name);
    QCOMPARE(instance.value(QStringLiteral("status")).toString(), QStringLiteral("running"));
    QCOMPARE(instance.value(QStringLiteral("ssh")).toObject().value(QStringLiteral("host")).toString(),
        QStringLiteral("127.0.0.1"));
    QVERIFY(instance.value(QStringLiteral("accrued")).toDouble() > 0);

    QCOMPARE(runCli({ QStringLiteral("stop"), name }).exitCode, 0);
    QVERIFY(processesMentioning(home.path()).isEmpty());
    const CliRun whileStopped = runCli({ QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("true") });
    QVERIFY(whileStopped.exitCode != 0);
    QVERIFY(whileStopped.err.contains("stopped"));

    QCOMPARE(runCli({ QStringLiteral("resume"), name }).exitCode, 0);
    QCOMPARE(runCli({ QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("true") }).exitCode, 0);

    const CliRun destroyed = runCli({ QStringLiteral("destroy"), name });
    QVERIFY2(destroyed.exitCode == 0, destroyed.err.constData());
    QVERIFY2(processesMentioning(home.path()).isEmpty(),
        qPrintable(processesMentioning(home.path()).join(QLatin1Char('\n'))));
    const QJsonArray after
        = QJsonDocument::fromJson(runCli({ QStringLiteral("instances"), QStringLiteral("--json") }).out).array();
    QVERIFY(after.isEmpty());
}

void TestCliSandbox::badInputGivesClearErrors()
{
    TempHome home;
    const CliRun unknownOffer
        = runCli({ QStringLiteral("launch"), QStringLiteral("--offer"), QStringLiteral("sandbox:no-such-offer") });
    QVERIFY(unknownOffer.exitCode != 0);
    QVERIFY(unknownOffer.err.contains("no-such-offer"));
    const CliRun unknownInstance = runCli({ QStringLiteral("destroy"), QStringLiteral("sandbox:999") });
    QVERIFY(unknownInstance.exitCode != 0);
    QVERIFY(unknownInstance.err.contains("sandbox:999"));
    const CliRun unknownProvider
        = runCli({ QStringLiteral("offers"), QStringLiteral("--provider"), QStringLiteral("nosuch") });
    QCOMPARE(unknownProvider.exitCode, 2);
    QVERIFY(unknownProvider.err.contains("nosuch"));
    const CliRun unknownCommand = runCli({ QStringLiteral("frobnicate") });
    QCOMPARE(unknownCommand.exitCode, 2);
}

QTEST_GUILESS_MAIN(TestCliSandbox)
#include "TestCliSandbox.moc"

void TestCliSandbox::containerOptionsReachTheMachine()
{
    TempHome home;
    QFile script(home.path() + QStringLiteral("/onstart.sh"));
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("#!/bin/sh\necho \"started with $DATA_DIR\" > onstart-ran\nsleep 600\n");
    script.close();
    const QString offer = QStringLiteral("sandbox:sbx-4090-us");
    // What the sandbox does not take is refused before anything is made.
    const CliRun shm = runCli({ QStringLiteral("launch"), QStringLiteral("--offer"), offer,
        QStringLiteral("--shm-size"), QStringLiteral("16") });
    QVERIFY(shm.exitCode != 0);
    QVERIFY2(shm.err.contains("does not let you set the size of /dev/shm"), shm.err.constData());
    QVERIFY(QJsonDocument::fromJson(runCli({ QStringLiteral("instances"), QStringLiteral("--json") }).out)
                .array()
                .isEmpty());
    const CliRun badName = runCli({ QStringLiteral("launch"), QStringLiteral("--offer"), offer, QStringLiteral("--env"),
        QStringLiteral("1BAD=secret-value") });
    QCOMPARE(badName.exitCode, 2);
    QVERIFY(!badName.err.contains("secret-value")); // a value may be a token: never echoed

    const CliRun launch = runCli({ QStringLiteral("launch"), QStringLiteral("--offer"), offer, QStringLiteral("--env"),
        QStringLiteral("DATA_DIR=/data/my set"), QStringLiteral("--env"), QStringLiteral("QUOTED=say \"hi\" \\o/"),
        QStringLiteral("--onstart"), script.fileName(), QStringLiteral("--wait") });
    QVERIFY2(launch.exitCode == 0, launch.err.constData());
    const QString name = QString::fromUtf8(launch.out).trimmed();
    const CliRun env = runCli({ QStringLiteral("exec"), name, QStringLiteral("--"),
        QStringLiteral("printf '%s|%s' \"$DATA_DIR\" \"$QUOTED\"") });
    QCOMPARE(env.exitCode, 0);
    QCOMPARE(QString::fromUtf8(env.out), QStringLiteral("/data/my set|say \"hi\" \\o/"));
    // The on-start script ran in the home, with the environment.
    QByteArray ran;
    for (int i = 0; i < 50 && ran.isEmpty(); ++i) {
        ran = runCli(
            { QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("cat onstart-ran 2>/dev/null") })
                  .out;
        if (ran.isEmpty()) {
            QTest::qWait(100);
        }
    }
    QCOMPARE(ran, QByteArray("started with /data/my set\n"));
    // The values are not kept in the ledger or the logs of RentDeck's own folder (only the sandbox's machine has them).
    const CliRun destroyed = runCli({ QStringLiteral("destroy"), name });
    QVERIFY2(destroyed.exitCode == 0, destroyed.err.constData());
    // The script's sleep was ended with the machine.
    QVERIFY2(processesMentioning(home.path()).isEmpty(),
        qPrintable(processesMentioning(home.path()).join(QLatin1Char('\n'))));
}
