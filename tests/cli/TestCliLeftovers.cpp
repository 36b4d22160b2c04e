// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Money that leaks after the instance, and waiting for stock: the real rentdeck-cli with sandbox instances (a real sshd
// and a real volume folder) and the Vast.ai mock whose offers are sold out for a while.
#include "CliRunner.h"
#include "MockServerProcess.h"
#include "TempHome.h"
#include "billing/Ledger.h"
#include "services/Storage.h"
#include "watch/GuardStore.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <memory>

using namespace RentDeck;

namespace {

CliRun cli(const QStringList &args, int timeoutMs = 120000)
{
    return runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, timeoutMs);
}

QJsonObject objectOf(const CliRun &run)
{
    return QJsonDocument::fromJson(run.out).object();
}

} // namespace

class TestCliLeftovers : public QObject
{
    Q_OBJECT

private slots:
    void init() { m_home = std::make_unique<TempHome>(); }
    void cleanup();
    void aDestroyedInstanceLeavesItsVolumeBilling();
    void aStoppedInstanceStillBillsItsDisk();
    void anOfferWatchFiresOnceAndLaunchesExactlyOne();
    void providersListAndDeleteTheirStorage_data();
    void providersListAndDeleteTheirStorage();

private:
    QString launchSandbox(const QStringList &extra = {});

    std::unique_ptr<TempHome> m_home;
    QStringList m_launched;
};

void TestCliLeftovers::cleanup()
{
    for (const QString &name : std::as_const(m_launched)) {
        (void)cli({ QStringLiteral("destroy"), name });
    }
    m_launched.clear();
    for (const char *provider : { "VASTAI", "RUNPOD", "LAMBDA" }) {
        qunsetenv(QByteArray(QByteArray("RENTDECK_") + provider + "_API_KEY").constData());
        qunsetenv(QByteArray(QByteArray("RENTDECK_") + provider + "_API_BASE").constData());
    }
    m_home.reset();
}

void TestCliLeftovers::providersListAndDeleteTheirStorage_data()
{
    QTest::addColumn<QString>("provider");
    QTest::addColumn<QStringList>("listed"); // what bills with no instance, in the provider's order
    QTest::addColumn<QString>("inUse"); // what the account holds but an instance uses: never listed
    QTest::addColumn<QString>("kind");
    QTest::addColumn<double>("firstCostPerDay"); // -1: the provider's API gives no price
    QTest::addColumn<QString>("inUseRefusal"); // a word of the provider's own refusal to delete it

    // The mocks' accounts hold MockStorageSeeds, in each provider's documented shape.
    QTest::newRow("lambda") << QStringLiteral("lambda")
                            << QStringList { QStringLiteral("398578a2336b49079e74043f0bd2cfe8"),
                                   QStringLiteral("7a1c9e3f5b2d4c6e8f0a1b2c3d4e5f60") }
                            << QStringLiteral("5e0b7d1a9c2f4e3b8a6d0f1e2c3b4a59") << QStringLiteral("file_system")
                            << -1.0 << QStringLiteral("in use");
    QTest::newRow("runpod") << QStringLiteral("runpod")
                            << QStringList { QStringLiteral("agv6w2qcg7"), QStringLiteral("hp4k2m9x1q") } << QString()
                            << QStringLiteral("volume") << 100 * 0.07 / 30 << QString();
    QTest::newRow("vastai") << QStringLiteral("vastai") << QStringList { QStringLiteral("301") }
                            << QStringLiteral("302") << QStringLiteral("volume") << 0.15 * 50 / 720 * 24
                            << QStringLiteral("destroyed");
}

// Each provider's storage API, through the same path as a real account: rentdeck-cli → the adapter → HTTP → the mock.
void TestCliLeftovers::providersListAndDeleteTheirStorage()
{
    QFETCH(QString, provider);
    QFETCH(QStringList, listed);
    QFETCH(QString, inUse);
    QFETCH(QString, kind);
    QFETCH(double, firstCostPerDay);
    QFETCH(QString, inUseRefusal);
    MockServerProcess mock;
    QVERIFY2(mock.start(provider, { QStringLiteral("--with-storage") }), qPrintable(mock.error()));
    const QByteArray prefix = "RENTDECK_" + provider.toUpper().toLatin1();
    qputenv(QByteArray(prefix + "_API_KEY").constData(), "mock-key");
    qputenv(QByteArray(prefix + "_API_BASE").constData(), mock.baseUrl().toString().toUtf8());
    const auto list = [&provider] {
        const CliRun run
            = cli({ QStringLiteral("--json"), QStringLiteral("leftovers"), QStringLiteral("--provider"), provider });
        if (run.exitCode != 0) {
            qWarning() << run.err;
        }
        return QJsonDocument::fromJson(run.out).array();
    };

    const QJsonArray found = list();
    QStringList ids;
    for (const QJsonValue &value : found) {
        const QJsonObject leftover = value.toObject();
        QCOMPARE(leftover.value(QStringLiteral("provider")).toString(), provider);
        QCOMPARE(leftover.value(QStringLiteral("kind")).toString(), kind);
        ids << leftover.value(QStringLiteral("id")).toString();
    }
    QCOMPARE(ids, listed);
    const QJsonObject first = found.first().toObject();
    QVERIFY(first.value(QStringLiteral("size_gb")).toDouble() > 0);
    if (firstCostPerDay < 0) {
        QVERIFY(first.value(QStringLiteral("cost_per_day")).isNull());
    } else {
        QVERIFY(qAbs(first.value(QStringLiteral("cost_per_day")).toDouble() - firstCostPerDay) < 0.00001);
        QCOMPARE(first.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
    }

    if (!inUse.isEmpty()) {
        const CliRun refused
            = cli({ QStringLiteral("leftovers"), QStringLiteral("--delete"), provider + QLatin1Char(':') + inUse });
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains(inUseRefusal.toUtf8()), refused.err.constData());
    }
    const CliRun deleted = cli(
        { QStringLiteral("leftovers"), QStringLiteral("--delete"), provider + QLatin1Char(':') + listed.first() });
    QVERIFY2(deleted.exitCode == 0, deleted.err.constData());
    QCOMPARE(list().size(), listed.size() - 1);
    const CliRun again = cli(
        { QStringLiteral("leftovers"), QStringLiteral("--delete"), provider + QLatin1Char(':') + listed.first() });
    QVERIFY(again.exitCode != 0); // gone: the provider's 404, said as such
}

QString TestCliLeftovers::launchSandbox(const QStringList &extra)
{
    // The sandbox's cheapest offer bills storage (storage_per_gb_month), as every real marketplace does.
    const CliRun offers = cli({ QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"),
        QStringLiteral("sandbox"), QStringLiteral("--sort"), QStringLiteral("price") });
    const QString offer = firstOfferName(offers.out, QStringLiteral("sandbox"));
    const CliRun launched = cli(
        QStringList { QStringLiteral("--json"), QStringLiteral("launch"), QStringLiteral("--offer"), offer } + extra);
    if (launched.exitCode != 0) {
        qWarning() << launched.err;
        return {};
    }
    const QString name = objectOf(launched).value(QStringLiteral("name")).toString();
    m_launched << name;
    return name;
}

void TestCliLeftovers::aDestroyedInstanceLeavesItsVolumeBilling()
{
    const QString name = launchSandbox({ QStringLiteral("--volume"), QStringLiteral("30") });
    QVERIFY(!name.isEmpty());
    // The volume is the instance's ~/volume while it runs: data written there outlives the machine.
    QCOMPARE(cli({ QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("sh"), QStringLiteral("-c"),
                     QStringLiteral("echo kept > volume/result.txt") })
                 .exitCode,
        0);
    QCOMPARE(
        QJsonDocument::fromJson(cli({ QStringLiteral("--json"), QStringLiteral("leftovers") }).out).array().size(), 0);

    const CliRun destroyed = cli({ QStringLiteral("--json"), QStringLiteral("destroy"), name });
    QVERIFY2(destroyed.exitCode == 0, destroyed.err.constData());
    m_launched.removeAll(name);
    // Said at destroy, in the JSON and on stderr.
    QVERIFY2(destroyed.err.contains("bills until you delete it"), destroyed.err.constData());
    QCOMPARE(objectOf(destroyed).value(QStringLiteral("left_behind")).toArray().size(), 1);

    const CliRun listed = cli({ QStringLiteral("--json"), QStringLiteral("leftovers") });
    QVERIFY2(listed.exitCode == 0, listed.err.constData());
    const QJsonArray leftovers = QJsonDocument::fromJson(listed.out).array();
    QCOMPARE(leftovers.size(), 1);
    const QJsonObject volume = leftovers.first().toObject();
    QCOMPARE(volume.value(QStringLiteral("provider")).toString(), QStringLiteral("sandbox"));
    QCOMPARE(volume.value(QStringLiteral("kind")).toString(), QStringLiteral("volume"));
    QCOMPARE(volume.value(QStringLiteral("size_gb")).toDouble(), 30.0);
    QCOMPARE(volume.value(QStringLiteral("belonged_to")).toString(), name);
    QVERIFY(!volume.value(QStringLiteral("since")).toString().isEmpty());
    // 30 GB at the offer's storage price per GB-month, a month of 30 days: a day costs that price exactly.
    const CliRun offers = cli({ QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("--provider"),
        QStringLiteral("sandbox"), QStringLiteral("--sort"), QStringLiteral("price") });
    const QJsonObject offer = QJsonDocument::fromJson(offers.out).array().first().toObject();
    QCOMPARE(volume.value(QStringLiteral("cost_per_day")).toDouble(),
        offer.value(QStringLiteral("storage_per_gb_month")).toDouble());
    QCOMPARE(volume.value(QStringLiteral("currency")).toString(), offer.value(QStringLiteral("currency")).toString());
    const QString volumeDir = m_home->path() + QStringLiteral("/providers/sandbox/volumes/")
        + volume.value(QStringLiteral("id")).toString();
    QVERIFY(QFile::exists(volumeDir + QStringLiteral("/data/result.txt")));

    const CliRun deleted = cli(
        { QStringLiteral("leftovers"), QStringLiteral("--delete"), volume.value(QStringLiteral("name")).toString() });
    QVERIFY2(deleted.exitCode == 0, deleted.err.constData());
    QVERIFY(!QFile::exists(volumeDir));
    QCOMPARE(
        QJsonDocument::fromJson(cli({ QStringLiteral("--json"), QStringLiteral("leftovers") }).out).array().size(), 0);
    QCOMPARE(
        cli({ QStringLiteral("leftovers"), QStringLiteral("--delete"), QStringLiteral("sandbox:vol-99") }).exitCode, 1);
}

void TestCliLeftovers::aStoppedInstanceStillBillsItsDisk()
{
    const QString name = launchSandbox({ QStringLiteral("--disk"), QStringLiteral("50") });
    QVERIFY(!name.isEmpty());
    QCOMPARE(cli({ QStringLiteral("stop"), name }).exitCode, 0);
    const CliRun listed = cli({ QStringLiteral("--json"), QStringLiteral("leftovers"), QStringLiteral("--provider"),
        QStringLiteral("sandbox") });
    const QJsonArray leftovers = QJsonDocument::fromJson(listed.out).array();
    QCOMPARE(leftovers.size(), 1);
    const QJsonObject stopped = leftovers.first().toObject();
    QCOMPARE(stopped.value(QStringLiteral("kind")).toString(), QStringLiteral("stopped_instance"));
    QCOMPARE(stopped.value(QStringLiteral("belonged_to")).toString(), name);
    QVERIFY(stopped.value(QStringLiteral("cost_per_day")).toDouble() > 0);
    QCOMPARE(stopped.value(QStringLiteral("size_gb")).toDouble(), 50.0);
    // Resumed, it bills as a running machine again and is no leftover.
    QCOMPARE(cli({ QStringLiteral("resume"), name }).exitCode, 0);
    QCOMPARE(
        QJsonDocument::fromJson(cli({ QStringLiteral("--json"), QStringLiteral("leftovers") }).out).array().size(), 0);
}

void TestCliLeftovers::anOfferWatchFiresOnceAndLaunchesExactlyOne()
{
    // Vast.ai's mock: sold out for the first 8 s, and it refuses searches faster than Vast's 10 a minute.
    MockServerProcess mock;
    QVERIFY2(mock.start(QStringLiteral("vastai"),
                 { QStringLiteral("--boot-ms"), QStringLiteral("0"), QStringLiteral("--stock-after-ms"),
                     QStringLiteral("8000"), QStringLiteral("--enforce-rate-limit") }),
        qPrintable(mock.error()));
    qputenv("RENTDECK_VASTAI_API_KEY", "mock-key");
    qputenv("RENTDECK_VASTAI_API_BASE", mock.baseUrl().toString().toUtf8());
    QElapsedTimer clock;
    clock.start();
    const CliRun watched = cli(
        { QStringLiteral("--json"), QStringLiteral("offers"), QStringLiteral("watch"), QStringLiteral("--provider"),
            QStringLiteral("vastai"), QStringLiteral("--interval"), QStringLiteral("1"), QStringLiteral("--launch"),
            QStringLiteral("--project"), QStringLiteral("llm"), QStringLiteral("--max-hours"), QStringLiteral("2") },
        90000);
    QVERIFY2(watched.exitCode == 0, watched.err.constData());
    QVERIFY(clock.elapsed() >= 8000); // it waited for the stock
    QVERIFY2(watched.err.contains("every 6 s"), watched.err.constData()); // Vast's limit, not the 1 s asked for
    QVERIFY2(!watched.err.contains("429") && !watched.err.contains("Too many"), watched.err.constData());
    QVERIFY2(watched.err.contains("Offer available"), watched.err.constData());
    const QString name = objectOf(watched).value(QStringLiteral("name")).toString();
    QVERIFY2(name.startsWith(QLatin1String("vastai:")), watched.out.constData());
    int searches = 0;
    int rentals = 0;
    for (const QJsonValue &value : mock.requests()) {
        const QJsonObject request = value.toObject();
        searches
            += request.value(QStringLiteral("path")).toString().startsWith(QLatin1String("/api/v0/bundles")) ? 1 : 0;
        rentals += request.value(QStringLiteral("method")).toString() == QLatin1String("PUT")
                && request.value(QStringLiteral("path")).toString().startsWith(QLatin1String("/api/v0/asks/"))
            ? 1
            : 0;
    }
    QCOMPARE(rentals, 1); // exactly one
    // Rented as `launch` rents: its project and its guard (a lifetime of 2 h; Vast can stop, so it stops).
    {
        Storage ledger(m_home->path() + QStringLiteral("/ledger.sqlite"));
        QCOMPARE(ledger.ledger()->instance(name).value()->project, QStringLiteral("llm"));
        const auto guard = ledger.guards().policy(GuardScope::Instance, name);
        QVERIFY(guard && guard->has_value());
        QCOMPARE((*guard)->maxLifetimeSeconds, std::optional<qint64>(2 * 3600));
    }
    QCOMPARE(
        cli({ QStringLiteral("offers"), QStringLiteral("watch"), QStringLiteral("--max-hours"), QStringLiteral("2") })
            .exitCode,
        2); // a guard without --launch has nothing to guard
    QVERIFY2(searches >= 2 && searches <= 4, qPrintable(QString::number(searches)));
    const CliRun instances = cli({ QStringLiteral("--json"), QStringLiteral("instances"), QStringLiteral("--provider"),
        QStringLiteral("vastai") });
    QCOMPARE(QJsonDocument::fromJson(instances.out).array().size(), 1);
    QCOMPARE(cli({ QStringLiteral("destroy"), name }).exitCode, 0);
}

QTEST_GUILESS_MAIN(TestCliLeftovers)
#include "TestCliLeftovers.moc"
