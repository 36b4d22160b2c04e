// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lambda/LambdaErrors.h"
#include "lambda/LambdaFileSystems.h"
#include "lambda/LambdaJson.h"

#include <QFile>
#include <QTest>

using namespace RentDeck;

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(RD_LAMBDA_DATA "/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("missing fixture %s", qPrintable(name));
    }
    return file.readAll();
}

const Offer *findOffer(const QList<Offer> &offers, const QString &id)
{
    for (const Offer &offer : offers) {
        if (offer.id == id) {
            return &offer;
        }
    }
    return nullptr;
}

} // namespace

class TestLambdaParser : public QObject
{
    Q_OBJECT

private slots:
    void unmountedFileSystemsAreLeftovers();
    void offers_data();
    void offers();
    void soldOutTypesAreLeftOut();
    void badTypeEntriesAreSkippedAndNamed();
    void instances_data();
    void instances();
    void mockSshPortExtension();
    void states_data();
    void states();
    void operationsAndKeys();
    void gpuNames_data();
    void gpuNames();
    void offerIds();
    void errors_data();
    void errors();
    void garbageGivesClearErrors_data();
    void garbageGivesClearErrors();
};

void TestLambdaParser::offers_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("gpuName");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<double>("vram");
    QTest::addColumn<qint64>("micros");
    QTest::addColumn<int>("cpus");
    QTest::addColumn<double>("ram");
    QTest::addColumn<double>("disk");
    QTest::addColumn<QString>("interconnect");
    QTest::addColumn<QString>("region");

    // Prices: integer cents per instance-hour → micro-dollars. Sizes: GiB → GB.
    QTest::newRow("8x H100 SXM5") << "gpu_8x_h100_sxm5@us-west-3"
                                  << "NVIDIA H100 80GB HBM3" << 8 << 80.0 << qint64(23'920'000) << 208 << 1932.7
                                  << 24189.3 << "SXM"
                                  << "us-west-3";
    QTest::newRow("A10 east") << "gpu_1x_a10@us-east-1"
                              << "NVIDIA A10" << 1 << 24.0 << qint64(750'000) << 30 << 214.7 << 1503.2 << ""
                              << "us-east-1";
    QTest::newRow("A10 west") << "gpu_1x_a10@us-west-1"
                              << "NVIDIA A10" << 1 << 24.0 << qint64(750'000) << 30 << 214.7 << 1503.2 << ""
                              << "us-west-1";
    QTest::newRow("A100 40GB SXM4") << "gpu_1x_a100_sxm4@us-east-1"
                                    << "NVIDIA A100-SXM4-40GB" << 1 << 40.0 << qint64(1'290'000) << 30 << 214.7 << 549.8
                                    << ""
                                    << "us-east-1";
    QTest::newRow("2x A6000, description only")
        << "gpu_2x_a6000@europe-central-1"
        << "NVIDIA RTX A6000" << 2 << 48.0 << qint64(1'600'000) << 28 << 107.4 << 1073.7 << "PCIe"
        << "europe-central-1";
}

void TestLambdaParser::offers()
{
    QFETCH(QString, id);
    const auto offers = LambdaJson::parseOffers(fixture(QStringLiteral("instance-types.json")));
    QVERIFY2(offers.isOk(), qPrintable(offers.error().message));
    QCOMPARE(offers->size(), 5);
    const Offer *offer = findOffer(*offers, id);
    QVERIFY2(offer, qPrintable(id));
    QCOMPARE(offer->providerId, QStringLiteral("lambda"));
    QCOMPARE(offer->qualifiedId(), QStringLiteral("lambda:") + id);
    QFETCH(QString, gpuName);
    QCOMPARE(offer->gpuName, gpuName);
    QFETCH(int, gpus);
    QCOMPARE(offer->gpuCount, gpus);
    QFETCH(double, vram);
    QCOMPARE(offer->vramGb, vram);
    QFETCH(qint64, micros);
    QCOMPARE(offer->pricePerHour, Money(micros, QStringLiteral("USD")));
    QCOMPARE(offer->pricePerGpuHour().micros(), micros / gpus);
    QFETCH(int, cpus);
    QCOMPARE(offer->cpuCores, cpus);
    QFETCH(double, ram);
    QCOMPARE(offer->ramGb, ram);
    QFETCH(double, disk);
    QCOMPARE(offer->diskGb, disk);
    QFETCH(QString, interconnect);
    QCOMPARE(offer->interconnect, interconnect);
    QFETCH(QString, region);
    QCOMPARE(offer->region, region);
    QCOMPARE(offer->billing.granularity, BillingGranularity::Minute);
    QCOMPARE(offer->billing.minimumSeconds, qint64(0));
    QVERIFY(!offer->billing.storagePerGbMonth.isValid());
    QVERIFY(!offer->spot);
    QVERIFY(!offer->reliability.has_value());
    QVERIFY(offer->maxCuda.isEmpty());
    QVERIFY(!offer->id.contains(QLatin1Char(' ')));
}

void TestLambdaParser::soldOutTypesAreLeftOut()
{
    QStringList soldOut;
    const auto offers = LambdaJson::parseOffers(fixture(QStringLiteral("instance-types.json")), &soldOut);
    QVERIFY(offers.isOk());
    soldOut.sort();
    QCOMPARE(soldOut, QStringList({ QStringLiteral("gpu_1x_gh200"), QStringLiteral("gpu_8x_b200_sxm6") }));
    for (const Offer &offer : *offers) {
        QVERIFY(!offer.id.startsWith(QLatin1String("gpu_1x_gh200")));
        QVERIFY(!offer.id.startsWith(QLatin1String("gpu_8x_b200")));
    }
}

void TestLambdaParser::badTypeEntriesAreSkippedAndNamed()
{
    QStringList skipped;
    const auto offers
        = LambdaJson::parseOffers(fixture(QStringLiteral("instance-types-bad-entry.json")), nullptr, &skipped);
    QVERIFY2(offers.isOk(), qPrintable(offers.error().message));
    QCOMPARE(offers->size(), 1);
    QCOMPARE(offers->first().id, QStringLiteral("gpu_1x_a10@us-east-1"));
    QCOMPARE(skipped.size(), 4);
    const QString all = skipped.join(QLatin1Char('\n'));
    QVERIFY2(all.contains(QLatin1String("gpu_1x_broken")) && all.contains(QLatin1String("price_cents_per_hour")),
        qPrintable(all));
    QVERIFY2(all.contains(QLatin1String("gpu_1x_not_an_object")), qPrintable(all));
    QVERIFY2(all.contains(QLatin1String("gpu_1x_bad_region")), qPrintable(all));
}

void TestLambdaParser::instances_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<InstanceState>("state");
    QTest::addColumn<QString>("detail");
    QTest::addColumn<QString>("sshHost");
    QTest::addColumn<QString>("offerId");
    QTest::addColumn<QString>("gpuName");
    QTest::addColumn<int>("gpus");
    QTest::addColumn<qint64>("micros");

    QTest::newRow("active") << "0920582c7ff041399e34823a0be62549" << InstanceState::Running << "active"
                            << "198.51.100.2"
                            << "gpu_8x_h100_sxm5gdr@us-west-1"
                            << "NVIDIA H100 80GB HBM3" << 8 << qint64(35'920'000);
    QTest::newRow("booting: no ip yet") << "1a2b3c4d5e6f40718293a4b5c6d7e8f9" << InstanceState::Provisioning
                                        << "booting"
                                        << ""
                                        << "gpu_1x_a10@us-east-1"
                                        << "NVIDIA A10" << 1 << qint64(750'000);
    // unhealthy is still there and billed (docs.lambda.ai billing: billed "for as long as they're running"); a
    // terminating one is no longer billed ("ends the moment you terminate the instance").
    QTest::newRow("unhealthy") << "2b3c4d5e6f7041829304a5b6c7d8e9f0" << InstanceState::Running << "unhealthy"
                               << "198.51.100.3"
                               << "gpu_1x_a100_sxm4@us-east-1"
                               << "NVIDIA A100-SXM4-40GB" << 1 << qint64(1'290'000);
    QTest::newRow("terminating") << "3c4d5e6f708142930415b6c7d8e9f0a1" << InstanceState::Terminated << "terminating"
                                 << ""
                                 << "gpu_1x_h100_pcie@us-west-3"
                                 << "NVIDIA H100 PCIe" << 1 << qint64(2'490'000);
    QTest::newRow("preempted") << "4d5e6f7081924a3b4c5d6e7f8091a2b3" << InstanceState::Preempted << "preempted"
                               << ""
                               << "gpu_2x_a6000@us-south-1"
                               << "NVIDIA RTX A6000" << 2 << qint64(1'600'000);
}

void TestLambdaParser::instances()
{
    const QString keyFile = QStringLiteral("/home/u/.local/share/RentDeck/keys/rentdeck_ed25519");
    const QString knownHosts = QStringLiteral("/home/u/.local/share/RentDeck/known_hosts");
    const auto instances = LambdaJson::parseInstances(fixture(QStringLiteral("instances.json")), keyFile, knownHosts);
    QVERIFY2(instances.isOk(), qPrintable(instances.error().message));
    QCOMPARE(instances->size(), 5);
    QFETCH(QString, id);
    const auto it = std::find_if(
        instances->begin(), instances->end(), [&id](const Instance &instance) { return instance.id == id; });
    QVERIFY(it != instances->end());
    QCOMPARE(it->providerId, QStringLiteral("lambda"));
    QCOMPARE(it->name(), QStringLiteral("lambda:") + id);
    QFETCH(InstanceState, state);
    QCOMPARE(it->state, state);
    QFETCH(QString, detail);
    QVERIFY2(it->stateDetail.contains(detail), qPrintable(it->stateDetail));
    QFETCH(QString, sshHost);
    QCOMPARE(it->ssh.host, sshHost);
    if (!sshHost.isEmpty()) {
        QCOMPARE(it->ssh.port, 22);
        QCOMPARE(it->ssh.user, QStringLiteral("ubuntu"));
        QCOMPARE(it->ssh.identityFile, keyFile);
        QCOMPARE(it->ssh.knownHostsFile, knownHosts);
        QVERIFY(it->ssh.isValid());
    } else {
        QVERIFY(!it->ssh.isValid());
    }
    QFETCH(QString, offerId);
    QCOMPARE(it->offerId, offerId);
    QFETCH(QString, gpuName);
    QCOMPARE(it->gpuName, gpuName);
    QFETCH(int, gpus);
    QCOMPARE(it->gpuCount, gpus);
    QFETCH(qint64, micros);
    QCOMPARE(it->pricePerHour, Money(micros, QStringLiteral("USD")));
    QCOMPARE(it->billing.granularity, BillingGranularity::Minute);
}

void TestLambdaParser::mockSshPortExtension()
{
    const QByteArray body = QByteArrayLiteral("{\"data\": {\"id\": \"abc\", \"status\": \"active\", \"ip\": "
                                              "\"127.0.0.1\", \"ssh_port\": 2222, \"instance_type\": {\"name\": "
                                              "\"gpu_1x_a10\", \"gpu_description\": \"A10 (24 GB PCIe)\", "
                                              "\"price_cents_per_hour\": 75, \"specs\": {\"gpus\": 1}}}}");
    const auto instance = LambdaJson::parseInstance(body);
    QVERIFY2(instance.isOk(), qPrintable(instance.error().message));
    QCOMPARE(instance->ssh.port, 2222);
    const auto fromFixture = LambdaJson::parseInstance(fixture(QStringLiteral("instance.json")));
    QVERIFY(fromFixture.isOk());
    QCOMPARE(fromFixture->label, QStringLiteral("job-1"));
    QCOMPARE(fromFixture->state, InstanceState::Provisioning);
    QVERIFY(fromFixture->ssh.host.isEmpty());
}

void TestLambdaParser::states_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<InstanceState>("state");
    QTest::addColumn<bool>("known");
    QTest::newRow("booting") << "booting" << InstanceState::Provisioning << true;
    QTest::newRow("active") << "active" << InstanceState::Running << true;
    QTest::newRow("ACTIVE") << "ACTIVE" << InstanceState::Running << true;
    QTest::newRow("unhealthy") << "unhealthy" << InstanceState::Running << true;
    QTest::newRow("terminating") << "terminating" << InstanceState::Terminated << true;
    QTest::newRow("terminated") << "terminated" << InstanceState::Terminated << true;
    QTest::newRow("preempted") << "preempted" << InstanceState::Preempted << true;
    QTest::newRow("unknown") << "hibernating" << InstanceState::Error << false;
}

void TestLambdaParser::states()
{
    QFETCH(QString, status);
    QFETCH(InstanceState, state);
    QFETCH(bool, known);
    bool isKnown = !known;
    QCOMPARE(LambdaJson::stateFromStatus(status, &isKnown), state);
    QCOMPARE(isKnown, known);
}

void TestLambdaParser::operationsAndKeys()
{
    const auto launched = LambdaJson::parseLaunchedIds(fixture(QStringLiteral("launch.json")));
    QVERIFY(launched.isOk());
    QCOMPARE(*launched, QStringList { QStringLiteral("1a2b3c4d5e6f40718293a4b5c6d7e8f9") });
    const auto terminated = LambdaJson::parseOperationIds(
        fixture(QStringLiteral("terminate.json")), QStringLiteral("terminated_instances"));
    QVERIFY(terminated.isOk());
    QCOMPARE(*terminated, QStringList { QStringLiteral("0920582c7ff041399e34823a0be62549") });
    const auto restarted
        = LambdaJson::parseOperationIds(fixture(QStringLiteral("restart.json")), QStringLiteral("restarted_instances"));
    QVERIFY(restarted.isOk());
    QCOMPARE(restarted->size(), 1);
    // The wrong list key is an error, not an empty success.
    QVERIFY(
        !LambdaJson::parseOperationIds(fixture(QStringLiteral("restart.json")), QStringLiteral("terminated_instances"))
             .isOk());
    QVERIFY(!LambdaJson::parseLaunchedIds(R"({"data": {"instance_ids": []}})").isOk());

    const auto keys = LambdaJson::parseSshKeys(fixture(QStringLiteral("ssh-keys.json")));
    QVERIFY(keys.isOk());
    QCOMPARE(keys->size(), 2);
    QCOMPARE(keys->at(1).name, QStringLiteral("rentdeck-workstation"));
    QVERIFY(keys->at(1).publicKey.startsWith(QLatin1String("ssh-ed25519 AAAA")));
    const auto added = LambdaJson::parseSshKey(fixture(QStringLiteral("ssh-key-added.json")));
    QVERIFY(added.isOk());
    QCOMPARE(added->id, QStringLiteral("0920582c7ff041399e34823a0be62546"));
    const auto generated = LambdaJson::parseSshKey(fixture(QStringLiteral("ssh-key-generated.json")));
    QVERIFY(generated.isOk());
    QCOMPARE(generated->name, QStringLiteral("generated"));
}

void TestLambdaParser::gpuNames_data()
{
    QTest::addColumn<QString>("description");
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("vram");
    QTest::newRow("H100 SXM5") << "H100 (80 GB SXM5)"
                               << "NVIDIA H100 80GB HBM3" << 80.0;
    QTest::newRow("H100 PCIe") << "H100 (80 GB PCIe)"
                               << "NVIDIA H100 PCIe" << 80.0;
    QTest::newRow("A100 80 SXM4") << "A100 (80 GB SXM4)"
                                  << "NVIDIA A100-SXM4-80GB" << 80.0;
    QTest::newRow("A100 40 PCIe") << "A100 (40 GB PCIe)"
                                  << "NVIDIA A100-PCIE-40GB" << 40.0;
    QTest::newRow("RTX A6000") << "RTX A6000 (48 GB)"
                               << "NVIDIA RTX A6000" << 48.0;
    QTest::newRow("GH200") << "GH200 (96 GB)"
                           << "NVIDIA GH200 480GB" << 96.0;
    QTest::newRow("B200") << "B200 (180 GB SXM6)"
                          << "NVIDIA B200" << 180.0;
    QTest::newRow("Tesla V100") << "Tesla V100 (16 GB)"
                                << "Tesla V100-SXM2-16GB" << 16.0;
    QTest::newRow("Quadro") << "Quadro RTX 6000 (24 GB)"
                            << "Quadro RTX 6000" << 24.0;
    QTest::newRow("no size") << "L40S"
                             << "NVIDIA L40S" << 0.0;
}

void TestLambdaParser::gpuNames()
{
    QFETCH(QString, description);
    QFETCH(QString, name);
    QFETCH(double, vram);
    QCOMPARE(LambdaJson::gpuNameFromDescription(description), name);
    QCOMPARE(LambdaJson::vramGbFromDescription(description), vram);
}

void TestLambdaParser::offerIds()
{
    const auto ref = LambdaJson::splitOfferId(QStringLiteral("gpu_1x_a100_sxm4@us-east-1"));
    QVERIFY(ref.has_value());
    QCOMPARE(ref->instanceType, QStringLiteral("gpu_1x_a100_sxm4"));
    QCOMPARE(ref->region, QStringLiteral("us-east-1"));
    for (const char *bad : { "gpu_1x_a10", "@us-east-1", "gpu_1x_a10@", "a@b@c", "gpu 1x@us-east-1", "" }) {
        QVERIFY2(!LambdaJson::splitOfferId(QString::fromLatin1(bad)).has_value(), bad);
    }
}

void TestLambdaParser::errors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("status");
    QTest::addColumn<Error::Code>("code");
    QTest::addColumn<QString>("message");

    QTest::newRow("invalid key") << "error-invalid-api-key.json" << 401 << Error::Code::Auth
                                 << "API key rejected by Lambda Cloud: check it in Settings › Accounts.";
    QTest::newRow("inactive") << "error-account-inactive.json" << 403 << Error::Code::Auth << "account is inactive";
    QTest::newRow("capacity") << "error-insufficient-capacity.json" << 400 << Error::Code::Provider
                              << "this offer was just taken, pick another (no capacity left in us-east-1)";
    QTest::newRow("quota") << "error-quota-exceeded.json" << 400 << Error::Code::Provider << "quota is used up";
    QTest::newRow("address") << "error-invalid-address.json" << 403 << Error::Code::Provider
                             << "billing address is invalid";
    QTest::newRow("missing") << "error-object-does-not-exist.json" << 404 << Error::Code::NotFound
                             << "has no instance abc123";
    QTest::newRow("upstream") << "error-provider-unavailable.json" << 503 << Error::Code::Provider
                              << "try again shortly";
    QTest::newRow("parameters") << "error-invalid-parameters.json" << 400 << Error::Code::InvalidInput
                                << "Invalid request data.";
}

void TestLambdaParser::errors()
{
    QFETCH(QString, file);
    QFETCH(int, status);
    QFETCH(Error::Code, code);
    QFETCH(QString, message);
    Error transport = Error::make(Error::Code::Provider, QStringLiteral("generic"), QStringLiteral("HTTP detail"));
    transport.httpStatus = status;
    const Error refined
        = LambdaErrors::refine(transport, fixture(file), QStringLiteral("us-east-1"), QStringLiteral("abc123"));
    QCOMPARE(refined.code, code);
    QVERIFY2(refined.message.contains(message), qPrintable(refined.message));
    QCOMPARE(refined.httpStatus, status);
    QVERIFY(refined.detail.contains(LambdaErrors::parse(fixture(file))->code));
    // Bodies that are not Lambda's envelope leave the transport error alone.
    QCOMPARE(LambdaErrors::refine(transport, fixture(QStringLiteral("garbage-html.txt"))).message, transport.message);
    QCOMPARE(LambdaErrors::refine(transport, R"({"error": {"code": "global/brand-new"}})").message, transport.message);
}

void TestLambdaParser::garbageGivesClearErrors_data()
{
    QTest::addColumn<QString>("file");
    for (const char *file :
        { "garbage-html.txt", "garbage-truncated.json", "garbage-no-envelope.json", "garbage-types-as-list.json",
            "garbage-instances-wrong-types.json", "garbage-instances-as-object.json", "error-invalid-api-key.json" }) {
        QTest::newRow(file) << QString::fromLatin1(file);
    }
}

void TestLambdaParser::garbageGivesClearErrors()
{
    QFETCH(QString, file);
    const QByteArray body = fixture(file);
    const auto check = [&file](const Error &error) {
        QVERIFY2(error.isError(), qPrintable(file));
        QVERIFY2(error.message.startsWith(QLatin1String("Lambda Cloud")), qPrintable(error.message));
    };
    const auto instances = LambdaJson::parseInstances(body);
    QVERIFY(!instances.isOk());
    check(instances.error());
    const auto launched = LambdaJson::parseLaunchedIds(body);
    QVERIFY(!launched.isOk());
    check(launched.error());
    if (file != QLatin1String("garbage-instances-as-object.json")) { // an object is a valid (empty) type map
        const auto offers = LambdaJson::parseOffers(body);
        QVERIFY(!offers.isOk() || offers->isEmpty());
        if (!offers.isOk()) {
            check(offers.error());
        }
    }
    const auto keys = LambdaJson::parseSshKeys(body);
    QVERIFY(!keys.isOk() || keys->isEmpty());
    if (file != QLatin1String("garbage-instances-as-object.json")) { // that one is a valid single instance
        const auto one = LambdaJson::parseInstance(body);
        QVERIFY(!one.isOk());
        check(one.error());
    }
}

QTEST_GUILESS_MAIN(TestLambdaParser)

// Lambda Cloud API 1.8.3 Filesystem (bytes_used optional); is_in_use means mounted, so it bills with its instance.
void TestLambdaParser::unmountedFileSystemsAreLeftovers()
{
    const QByteArray body = R"({"data": [
        {"id": "398578a2336b49079e74043f0bd2cfe8", "name": "datasets", "mount_point": "/lambda/nfs/datasets",
         "created": "2026-11-20T08:00:00Z", "created_by": {"id": "u1", "email": "a@example.com", "status": "active"},
         "is_in_use": false, "region": {"name": "us-east-1", "description": "Virginia, USA"}, "bytes_used": 53687091200},
        {"id": "5e0b", "name": "home", "mount_point": "/lambda/nfs/home", "created": "2026-11-01T08:00:00Z",
         "created_by": {"id": "u1", "email": "a@example.com", "status": "active"}, "is_in_use": true,
         "region": {"name": "us-west-1", "description": "California, USA"}, "bytes_used": 1000},
        {"id": "7a1c", "name": "scratch", "mount_point": "/lambda/nfs/scratch", "created": "2026-12-06T08:00:00Z",
         "created_by": {"id": "u1", "email": "a@example.com", "status": "active"}, "is_in_use": false,
         "region": {"name": "us-east-1", "description": "Virginia, USA"}}]})";
    const auto leftovers = LambdaFileSystems::parse(body);
    QVERIFY2(leftovers, qPrintable(leftovers.error().message));
    QCOMPARE(leftovers->size(), 2);
    const Leftover datasets = leftovers->at(0);
    QCOMPARE(datasets.name(), QStringLiteral("lambda:398578a2336b49079e74043f0bd2cfe8"));
    QCOMPARE(datasets.kind, Leftover::Kind::FileSystem);
    QCOMPARE(datasets.sizeGb, 53.6870912);
    QCOMPARE(datasets.since, QDateTime(QDate(2026, 11, 20), QTime(8, 0), Qt::UTC));
    QCOMPARE(datasets.belongedTo, QStringLiteral("datasets (us-east-1)"));
    QVERIFY(!datasets.costPerDay.isValid()); // the API gives no price
    QCOMPARE(leftovers->at(1).id, QStringLiteral("7a1c"));
    QCOMPARE(leftovers->at(1).sizeGb, 0.0);

    QVERIFY(!LambdaFileSystems::parse(R"({"data": {"id": "x"}})"));
    QVERIFY(!LambdaFileSystems::parse(R"({"data": [{"name": "no id"}]})"));
    QVERIFY(!LambdaFileSystems::parse("<html>"));
    QVERIFY(LambdaFileSystems::parseDeleted(R"({"data": {"deleted_ids": ["7a1c"]}})", QStringLiteral("7a1c")));
    const Status other = LambdaFileSystems::parseDeleted(R"({"data": {"deleted_ids": []}})", QStringLiteral("7a1c"));
    QVERIFY(!other);
    QVERIFY2(other.error().message.contains(QLatin1String("still be billing")), qPrintable(other.error().message));
}

#include "TestLambdaParser.moc"
