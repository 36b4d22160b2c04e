// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "runpod/RunPodJson.h"
#include "runpod/RunPodNetworkVolumes.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>

using namespace RentDeck;

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(RD_RUNPOD_DATA "/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("missing fixture %s", qPrintable(name));
    }
    return file.readAll();
}

QJsonDocument fixtureJson(const QString &name)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(fixture(name), &error);
    if (error.error != QJsonParseError::NoError) {
        qFatal("fixture %s: %s", qPrintable(name), qPrintable(error.errorString()));
    }
    return document;
}

/**
 * What the adapter does with a catalog: one read per cloud and count, here all answered with \a catalog (a fixture
 * whose availability holds for every read); each read yields that cloud's offers of that count.
 */
Result<QList<Offer>> everyRead(const QJsonDocument &catalog)
{
    QList<Offer> all;
    for (const char *cloud : { "SECURE", "COMMUNITY" }) {
        for (const int count : RunPodJson::OfferCounts) {
            auto read = RunPodJson::offers(catalog, QLatin1String(cloud), count);
            if (!read) {
                return read.error();
            }
            all += *read;
        }
    }
    return all;
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

class TestRunPodParser : public QObject
{
    Q_OBJECT

private slots:
    void networkVolumesNoLivePodMounts();
    void offerIdRoundTrips_data();
    void offerIdRoundTrips();
    void badOfferIdsAreRefused();
    void catalogBecomesOffers();
    void eachReadGivesItsCloudAndCount();
    void catalogSkipsSoldOutAndUnknown();
    void pods_data();
    void pods();
    void podListKeepsEveryPod();
    void stateMapping_data();
    void stateMapping();
    void garbageGivesClearErrors_data();
    void garbageGivesClearErrors();
    void wrongTypesDoNotCrash();
    void sshKeys();
    void problemText_data();
    void problemText();
};

void TestRunPodParser::offerIdRoundTrips_data()
{
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<QString>("cloud");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("expected");
    QTest::newRow("4090") << "NVIDIA GeForce RTX 4090"
                          << "SECURE" << 1 << "secure.1x.NVIDIA_GeForce_RTX_4090";
    QTest::newRow("a100") << "NVIDIA A100-SXM4-80GB"
                          << "COMMUNITY" << 8 << "community.8x.NVIDIA_A100-SXM4-80GB";
    QTest::newRow("underscore") << "Odd_Name 1.5"
                                << "SECURE" << 2 << "secure.2x.Odd%5FName_1.5";
    QTest::newRow("percent") << "GPU 100% fast"
                             << "SECURE" << 4 << "secure.4x.GPU_100%25_fast";
}

void TestRunPodParser::offerIdRoundTrips()
{
    QFETCH(QString, gpu);
    QFETCH(QString, cloud);
    QFETCH(int, count);
    QFETCH(QString, expected);
    const RunPodJson::OfferKey key { gpu, cloud, count };
    const QString id = RunPodJson::offerId(key);
    QCOMPARE(id, expected);
    QVERIFY(!id.contains(QLatin1Char(' ')));
    const auto parsed = RunPodJson::parseOfferId(id);
    QVERIFY(parsed.has_value());
    QCOMPARE(*parsed, key);
}

void TestRunPodParser::badOfferIdsAreRefused()
{
    for (const char *bad : { "", "secure", "secure.1x", "spot.1x.NVIDIA_L4", "secure.0x.NVIDIA_L4",
             "secure.x.NVIDIA_L4", "secure.2.NVIDIA_L4", "secure.1x.", "secure.1x.NVIDIA L4", "rtx4090-1" }) {
        QVERIFY2(!RunPodJson::parseOfferId(QString::fromLatin1(bad)).has_value(), bad);
    }
}

void TestRunPodParser::eachReadGivesItsCloudAndCount()
{
    // The catalog's availability answers one cloud and one count (openapi.json: cloud defaults to SECURE, count to
    // 1): a read for COMMUNITY × 2 gives only Community 2-GPU offers, and NONE there drops the GPU from that read.
    const QJsonDocument read = QJsonDocument::fromJson(R"({"gpus": [
        {"id": "NVIDIA RTX A6000", "memory": 48, "secure": true, "community": true,
         "price": {"secure": 0.76, "community": 0.49}, "maxCount": {"secure": 4, "community": 2}, "availability": "LOW",
         "dataCenters": [{"id": "CA-MTL-1", "availability": "LOW"}]},
        {"id": "NVIDIA L4", "memory": 24, "secure": false, "community": true, "price": {"community": 0.24},
         "maxCount": {"community": 2}, "availability": "NONE"}]})");
    const auto offers = RunPodJson::offers(read, QStringLiteral("COMMUNITY"), 2);
    QVERIFY(offers);
    QCOMPARE(offers->size(), 1);
    QCOMPARE(offers->first().id, QStringLiteral("community.2x.NVIDIA_RTX_A6000"));
    QCOMPARE(offers->first().pricePerHour, Money::fromMicros(980'000, QStringLiteral("USD")));
    QVERIFY(offers->first().note.contains(QStringLiteral("public IP")));
    QVERIFY(RunPodJson::offers(read, QStringLiteral("COMMUNITY"), 4)->isEmpty()); // above maxCount 2
}

void TestRunPodParser::catalogBecomesOffers()
{
    const auto offers = everyRead(fixtureJson(QStringLiteral("catalog-gpus.json")));
    QVERIFY2(offers.isOk(), qPrintable(offers.error().message));
    // 4090: secure 1,2,4,8 + community 1,2,4; A100: secure 1,2; A6000: secure 1,2,4 + community 1; MI300X: 1.
    QCOMPARE(offers->size(), 14);

    const Offer *one = findOffer(*offers, QStringLiteral("secure.1x.NVIDIA_GeForce_RTX_4090"));
    QVERIFY(one);
    QCOMPARE(one->providerId, QStringLiteral("runpod"));
    QCOMPARE(one->gpuName, QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(one->gpuCount, 1);
    QCOMPARE(one->vramGb, 24.0);
    QCOMPARE(one->pricePerHour, Money::fromMicros(440'000, QStringLiteral("USD")));
    QCOMPARE(one->billing.granularity, BillingGranularity::Second);
    QCOMPARE(one->billing.storagePerGbMonth, Money::fromMicros(200'000, QStringLiteral("USD")));
    QVERIFY(!one->billing.storageBilledWhileRunning);
    QCOMPARE(one->spot, false);
    QCOMPARE(one->region, QStringLiteral("US-KS-2")); // EU-RO-1 has none left
    QCOMPARE(one->maxCuda, QStringLiteral("12.8")); // 12.9 is listed but not available
    QVERIFY(!one->reliability.has_value());
    QCOMPARE(one->diskGb, double(RunPodJson::DefaultVolumeGb));
    QVERIFY(one->note.contains(QStringLiteral("Secure Cloud")));

    // Price is per GPU × count, exactly (no floating drift).
    const Offer *eight = findOffer(*offers, QStringLiteral("secure.8x.NVIDIA_GeForce_RTX_4090"));
    QVERIFY(eight);
    QCOMPARE(eight->pricePerHour, Money::fromMicros(3'520'000, QStringLiteral("USD")));
    QCOMPARE(eight->pricePerGpuHour(), Money::fromMicros(440'000, QStringLiteral("USD")));
    const Offer *community = findOffer(*offers, QStringLiteral("community.4x.NVIDIA_GeForce_RTX_4090"));
    QVERIFY(community);
    QCOMPARE(community->pricePerHour, Money::fromMicros(1'240'000, QStringLiteral("USD")));
    QVERIFY(community->note.contains(QStringLiteral("Community Cloud")));
    QVERIFY(!findOffer(*offers, QStringLiteral("community.8x.NVIDIA_GeForce_RTX_4090"))); // above maxCount 4

    const Offer *a100 = findOffer(*offers, QStringLiteral("secure.2x.NVIDIA_A100-SXM4-80GB"));
    QVERIFY(a100);
    QCOMPARE(a100->vramGb, 80.0);
    QCOMPARE(a100->interconnect, QStringLiteral("SXM"));
    QCOMPARE(a100->region, QStringLiteral("EU-RO-1,CA-MTL-1"));
    QVERIFY(a100->note.contains(QStringLiteral("low stock")));
    QCOMPARE(findOffer(*offers, QStringLiteral("secure.1x.NVIDIA_A100-SXM4-80GB"))->interconnect, QString());
    QVERIFY(!findOffer(*offers, QStringLiteral("community.1x.NVIDIA_A100-SXM4-80GB"))); // community: false

    // No availability data, no data centers, community maxCount missing: "any" region, one GPU.
    const Offer *a6000 = findOffer(*offers, QStringLiteral("community.1x.NVIDIA_RTX_A6000"));
    QVERIFY(a6000);
    QCOMPARE(a6000->region, QStringLiteral("any"));
    QCOMPARE(a6000->maxCuda, QString());
    QVERIFY(findOffer(*offers, QStringLiteral("secure.4x.NVIDIA_RTX_A6000")));
    QVERIFY(!findOffer(*offers, QStringLiteral("secure.8x.NVIDIA_RTX_A6000"))); // maxCount 6
    QVERIFY(!findOffer(*offers, QStringLiteral("community.2x.NVIDIA_RTX_A6000")));

    const Offer *amd = findOffer(*offers, QStringLiteral("secure.1x.AMD_Instinct_MI300X_OAM"));
    QVERIFY(amd);
    QCOMPARE(amd->vramGb, 192.0);
    QCOMPARE(amd->pricePerHour, Money::fromMicros(2'490'000, QStringLiteral("USD")));
    QCOMPARE(amd->region, QStringLiteral("any"));

    for (const Offer &offer : *offers) {
        QVERIFY2(!offer.id.contains(QRegularExpression(QStringLiteral("\\s"))), qPrintable(offer.id));
        QVERIFY(offer.pricePerHour.micros() > 0);
        QCOMPARE(offer.pricePerHour.currency(), QStringLiteral("USD"));
        const auto key = RunPodJson::parseOfferId(offer.id);
        QVERIFY(key.has_value());
        QCOMPARE(key->gpuTypeId, offer.gpuName);
        QCOMPARE(key->count, offer.gpuCount);
    }
}

void TestRunPodParser::catalogSkipsSoldOutAndUnknown()
{
    const auto offers = everyRead(fixtureJson(QStringLiteral("catalog-gpus.json")));
    QVERIFY(offers.isOk());
    for (const Offer &offer : *offers) {
        QVERIFY2(!offer.gpuName.contains(QStringLiteral("H100")), "availability NONE is left out");
        QVERIFY2(!offer.gpuName.contains(QStringLiteral("L4")), "every data center NONE is left out");
        QVERIFY(offer.gpuName.compare(QStringLiteral("unknown"), Qt::CaseInsensitive) != 0);
    }
    // A bare array (no envelope) is tolerated; an empty catalog is no offers, not an error.
    const auto bare = everyRead(QJsonDocument(
        fixtureJson(QStringLiteral("catalog-gpus.json")).object().value(QStringLiteral("gpus")).toArray()));
    QVERIFY(bare.isOk());
    QCOMPARE(bare->size(), offers->size());
    const auto empty = everyRead(QJsonDocument::fromJson("{\"gpus\": []}"));
    QVERIFY(empty.isOk());
    QVERIFY(empty->isEmpty());
}

void TestRunPodParser::pods_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("state");
    QTest::addColumn<QString>("host");
    QTest::addColumn<int>("port");
    QTest::addColumn<QString>("gpu");
    QTest::addColumn<int>("count");
    QTest::addColumn<qint64>("priceMicros");
    QTest::addColumn<QString>("offerId");
    QTest::addColumn<double>("diskGb");
    QTest::addColumn<QString>("detail");

    QTest::newRow("running") << "pod-running.json" << int(InstanceState::Running) << "203.0.113.3" << 34446
                             << "NVIDIA GeForce RTX 4090" << 1 << qint64(440'000) << "secure.1x.NVIDIA_GeForce_RTX_4090"
                             << 20.0 << "RUNNING";
    QTest::newRow("provisioning") << "pod-provisioning.json" << int(InstanceState::Provisioning) << "" << 22
                                  << "NVIDIA A100-SXM4-80GB" << 2 << qint64(3'780'000)
                                  << "secure.2x.NVIDIA_A100-SXM4-80GB" << 50.0 << "PROVISIONING";
    QTest::newRow("starting") << "pod-starting.json" << int(InstanceState::Provisioning) << "" << 22
                              << "NVIDIA RTX A6000" << 4 << qint64(1'960'000) << "community.4x.NVIDIA_RTX_A6000" << 50.0
                              << "STARTING";
    QTest::newRow("running without runtime")
        << "pod-running-no-runtime.json" << int(InstanceState::Provisioning) << "" << 22 << "NVIDIA GeForce RTX 4090"
        << 1 << qint64(440'000) << "secure.1x.NVIDIA_GeForce_RTX_4090" << 50.0 << "container starting";
    QTest::newRow("proxy only") << "pod-proxy-only.json" << int(InstanceState::Running) << "" << 22 << "NVIDIA L4" << 1
                                << qint64(240'000) << "community.1x.NVIDIA_L4" << 0.0
                                << "RunPod gives this pod only its SSH proxy, which is shell-only: expose 22/tcp with "
                                   "a public IP for RentDeck to connect";
    QTest::newRow("exited") << "pod-exited.json" << int(InstanceState::Stopped) << "" << 22 << "NVIDIA GeForce RTX 4090"
                            << 2 << qint64(0) << "community.2x.NVIDIA_GeForce_RTX_4090" << 100.0 << "EXITED";
    QTest::newRow("error") << "pod-error.json" << int(InstanceState::Error) << "" << 22 << "NVIDIA RTX A6000" << 1
                           << qint64(760'000) << "secure.1x.NVIDIA_RTX_A6000" << 20.0 << "ERROR";
    QTest::newRow("terminated") << "pod-terminated.json" << int(InstanceState::Terminated) << "" << 22
                                << "NVIDIA GeForce RTX 4090" << 1 << qint64(0) << "secure.1x.NVIDIA_GeForce_RTX_4090"
                                << 20.0 << "TERMINATED";
    QTest::newRow("cpu pod") << "pod-cpu.json" << int(InstanceState::Running) << "203.0.113.9" << 40022 << "cpu3c" << 0
                             << qint64(120'000) << "" << 0.0 << "RUNNING";
}

void TestRunPodParser::pods()
{
    QFETCH(QString, file);
    QFETCH(int, state);
    QFETCH(QString, host);
    QFETCH(int, port);
    QFETCH(QString, gpu);
    QFETCH(int, count);
    QFETCH(qint64, priceMicros);
    QFETCH(QString, offerId);
    QFETCH(double, diskGb);
    QFETCH(QString, detail);

    const auto instance = RunPodJson::instance(fixtureJson(file));
    QVERIFY2(instance.isOk(), qPrintable(instance.error().message));
    QCOMPARE(instance->providerId, QStringLiteral("runpod"));
    QVERIFY(!instance->id.isEmpty());
    QCOMPARE(int(instance->state), state);
    QCOMPARE(instance->ssh.host, host);
    QCOMPARE(instance->ssh.port, port);
    QCOMPARE(instance->ssh.isValid(), !host.isEmpty());
    if (!host.isEmpty()) {
        QCOMPARE(instance->ssh.user, QStringLiteral("root"));
    }
    QCOMPARE(instance->gpuName, gpu);
    QCOMPARE(instance->gpuCount, count);
    QCOMPARE(instance->pricePerHour, Money::fromMicros(priceMicros, QStringLiteral("USD")));
    QCOMPARE(instance->offerId, offerId);
    QCOMPARE(instance->diskGb, diskGb);
    QCOMPARE(instance->billing, RunPodJson::billingPolicy());
    QVERIFY2(instance->stateDetail.contains(detail), qPrintable(instance->stateDetail));
    QVERIFY(instance->createdAt.isValid());
}

void TestRunPodParser::podListKeepsEveryPod()
{
    const auto instances = RunPodJson::instances(fixtureJson(QStringLiteral("pods-list.json")));
    QVERIFY2(instances.isOk(), qPrintable(instances.error().message));
    QCOMPARE(instances->size(), 5);
    QCOMPARE(instances->at(0).id, QStringLiteral("7h9k2m4n6p"));
    QCOMPARE(instances->at(0).label, QStringLiteral("pytorch-training"));
    QCOMPARE(instances->at(0).image, QStringLiteral("runpod/pytorch:1.0.2-cu1281-torch280-ubuntu2404"));
    QCOMPARE(instances->at(0).createdAt, QDateTime(QDate(2026, 6, 1), QTime(12, 0), Qt::UTC));
    QCOMPARE(instances->at(2).state, InstanceState::Stopped);

    const auto empty = RunPodJson::instances(fixtureJson(QStringLiteral("pods-empty.json")));
    QVERIFY(empty.isOk());
    QVERIFY(empty->isEmpty());
}

void TestRunPodParser::stateMapping_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("runtime");
    QTest::addColumn<int>("state");
    QTest::newRow("PROVISIONING") << "PROVISIONING" << false << int(InstanceState::Provisioning);
    QTest::newRow("STARTING") << "STARTING" << false << int(InstanceState::Provisioning);
    QTest::newRow("RUNNING") << "RUNNING" << true << int(InstanceState::Running);
    QTest::newRow("RUNNING, no runtime") << "RUNNING" << false << int(InstanceState::Provisioning);
    QTest::newRow("EXITED") << "EXITED" << false << int(InstanceState::Stopped);
    QTest::newRow("ERROR") << "ERROR" << false << int(InstanceState::Error);
    QTest::newRow("TERMINATED") << "TERMINATED" << false << int(InstanceState::Terminated);
    QTest::newRow("lower case") << "exited" << false << int(InstanceState::Stopped);
    QTest::newRow("future value") << "MIGRATING" << false << int(InstanceState::Provisioning);
}

void TestRunPodParser::stateMapping()
{
    QFETCH(QString, status);
    QFETCH(bool, runtime);
    QFETCH(int, state);
    QCOMPARE(int(RunPodJson::stateFor(status, runtime)), state);
}

void TestRunPodParser::garbageGivesClearErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("which");
    QTest::addColumn<QString>("expected");
    QTest::newRow("catalog object") << QByteArray("{\"gpus\": {}}") << "offers"
                                    << "GPU catalog has an unexpected shape";
    QTest::newRow("catalog string") << QByteArray("\"gpus\"") << "offers"
                                    << "GPU catalog has an unexpected shape";
    QTest::newRow("catalog empty doc") << QByteArray("") << "offers"
                                       << "got null";
    QTest::newRow("pods missing") << QByteArray("{\"data\": []}") << "pods"
                                  << "pod list has an unexpected shape";
    QTest::newRow("pods of numbers") << QByteArray("{\"pods\": [1, 2]}") << "pods"
                                     << "holds a number";
    QTest::newRow("pod without id") << QByteArray("{\"pods\": [{\"name\": \"x\"}]}") << "pods"
                                    << "without an id";
    QTest::newRow("pod is array") << QByteArray("[]") << "pod"
                                  << "sent an array where a pod was expected";
    QTest::newRow("keys wrong") << QByteArray("{\"keys\": \"ssh-ed25519 AAAA\"}") << "keys"
                                << "SSH key list has an unexpected shape";
}

void TestRunPodParser::garbageGivesClearErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, which);
    QFETCH(QString, expected);
    const QJsonDocument document = QJsonDocument::fromJson(json);
    Error error;
    if (which == QLatin1String("offers")) {
        error = everyRead(document).error();
    } else if (which == QLatin1String("pods")) {
        error = RunPodJson::instances(document).error();
    } else if (which == QLatin1String("pod")) {
        error = RunPodJson::instance(document).error();
    } else {
        error = RunPodJson::sshKeys(document).error();
    }
    QCOMPARE(error.code, Error::Code::Provider);
    QVERIFY2(error.message.contains(expected), qPrintable(error.message));
    QVERIFY(error.message.startsWith(QStringLiteral("RunPod")));
}

void TestRunPodParser::wrongTypesDoNotCrash()
{
    // Every field of the wrong type: parsed leniently into an unusable-but-harmless pod.
    const auto pod = RunPodJson::instance(QJsonDocument::fromJson(
        R"({"id": "x1", "status": 5, "cost": "0.44", "gpu": "RTX", "ssh": [], "runtime": "yes",
            "mounts": {"persistent": "big"}, "createdAt": 7, "cloud": null})"));
    QVERIFY(pod.isOk());
    QCOMPARE(pod->state, InstanceState::Provisioning);
    QCOMPARE(pod->pricePerHour.micros(), 0);
    QVERIFY(!pod->ssh.isValid());
    QVERIFY(pod->offerId.isEmpty());

    const auto direct = RunPodJson::instance(QJsonDocument::fromJson(
        R"({"id": "x2", "status": "RUNNING", "runtime": {}, "ssh": {"direct": {"host": "", "port": 22}}})"));
    QVERIFY(direct.isOk());
    QVERIFY(!direct->ssh.isValid());

    const auto offers = everyRead(QJsonDocument::fromJson(
        R"({"gpus": [{"id": "G", "memory": "lots", "price": "cheap", "maxCount": [8]},
                     {"id": "H", "memory": 16, "price": {"secure": -1, "community": 0.5}, "maxCount": {"community": "4"},
                      "dataCenters": "everywhere", "cudaVersions": [{"version": "twelve"}, 3]}]})"));
    QVERIFY(offers.isOk());
    QCOMPARE(offers->size(), 1); // H, community, one GPU (maxCount not a number)
    QCOMPARE(offers->first().id, QStringLiteral("community.1x.H"));
    QCOMPARE(offers->first().region, QStringLiteral("any"));
    QCOMPARE(offers->first().maxCuda, QString());
}

void TestRunPodParser::sshKeys()
{
    const auto keys = RunPodJson::sshKeys(fixtureJson(QStringLiteral("ssh-keys.json")));
    QVERIFY(keys.isOk());
    QCOMPARE(keys->size(), 2);
    QVERIFY(keys->at(1).startsWith(QStringLiteral("ssh-rsa ")));
    // Same key material under another comment is the same key; another key is not.
    const QString same = keys->first().section(QLatin1Char(' '), 0, 1) + QStringLiteral(" rentdeck@elsewhere");
    QVERIFY(RunPodJson::containsKey(*keys, same));
    QVERIFY(!RunPodJson::containsKey(*keys, QStringLiteral("ssh-ed25519 AAAAC3NzaOther rentdeck@host")));
    QVERIFY(!RunPodJson::containsKey(*keys, QStringLiteral("garbage")));

    const auto none = RunPodJson::sshKeys(QJsonDocument::fromJson("{\"keys\": null}"));
    QVERIFY(none.isOk());
    QVERIFY(none->isEmpty());
}

void TestRunPodParser::problemText_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    QTest::newRow("401") << "error-401.json"
                         << "missing bearer token";
    QTest::newRow("422") << "error-422.json"
                         << "request body is invalid: name: required string; gpu.count: must be an integer >= 1";
    QTest::newRow("409") << "error-409.json"
                         << "cannot start a pod that is RUNNING";
    QTest::newRow("429") << "error-429.json"
                         << "rate limit exceeded for the minute window";
}

void TestRunPodParser::problemText()
{
    QFETCH(QString, file);
    QFETCH(QString, expected);
    QCOMPARE(RunPodJson::problemText(fixture(file)), expected);
    QCOMPARE(RunPodJson::problemText("{\"title\": \"Forbidden\", \"status\": 403}"), QStringLiteral("Forbidden"));
    QCOMPARE(RunPodJson::problemText("upstream connect error"), QStringLiteral("upstream connect error"));
}

QTEST_GUILESS_MAIN(TestRunPodParser)

// api-reference-v2 openapi.json: NetworkVolume {id, name, size, dataCenter, type}; Pod.mounts.network[{volumeId,
// path}].
void TestRunPodParser::networkVolumesNoLivePodMounts()
{
    const QJsonDocument volumes = QJsonDocument::fromJson(R"({"networkVolumes": [
        {"id": "inuse00001", "name": "live", "size": 20, "dataCenter": "EU-RO-1", "type": "STANDARD"},
        {"id": "stopped001", "name": "datasets", "size": 100, "dataCenter": "EU-RO-1", "type": "STANDARD"},
        {"id": "big0000001", "name": "archive", "size": 2000, "dataCenter": "US-TX-3", "type": "STANDARD"},
        {"id": "hp00000001", "name": "scratch", "size": 50, "dataCenter": "US-TX-3", "type": "HIGH_PERFORMANCE"}]})");
    const QJsonDocument pods = QJsonDocument::fromJson(R"({"pods": [
        {"id": "p1", "status": "RUNNING", "mounts": {"network": [{"volumeId": "inuse00001", "path": "/data"}]}},
        {"id": "p2", "status": "EXITED", "mounts": {"network": [{"volumeId": "stopped001", "path": "/data"}]}},
        {"id": "p3", "status": "RUNNING", "mounts": {"persistent": {"size": 20, "path": "/workspace"}}}]})");
    const auto leftovers = RunPodNetworkVolumes::parse(volumes, pods);
    QVERIFY2(leftovers, qPrintable(leftovers.error().message));
    QCOMPARE(leftovers->size(), 3); // a stopped pod's volume still bills with nothing running
    QCOMPARE(leftovers->at(0).name(), QStringLiteral("runpod:stopped001"));
    QCOMPARE(leftovers->at(0).kind, Leftover::Kind::Volume);
    QCOMPARE(leftovers->at(0).belongedTo, QStringLiteral("datasets (EU-RO-1)"));
    QCOMPARE(leftovers->at(0).costPerDay, Money::fromDouble(100 * 0.07 / 30, QStringLiteral("USD")));
    // Marginal: $0.07 for the first TB, $0.05 beyond.
    QCOMPARE(leftovers->at(1).costPerDay, Money::fromDouble((1000 * 0.07 + 1000 * 0.05) / 30, QStringLiteral("USD")));
    QVERIFY(!leftovers->at(2).costPerDay.isValid()); // high-performance storage has no published price

    QVERIFY(!RunPodNetworkVolumes::parse(QJsonDocument::fromJson("[]"), pods));
    QVERIFY(!RunPodNetworkVolumes::parse(volumes, QJsonDocument::fromJson(R"({"pods": null})")));
    QVERIFY(!RunPodNetworkVolumes::parse(QJsonDocument::fromJson(R"({"networkVolumes": [{"name": "no id"}]})"), pods));
}

#include "TestRunPodParser.moc"
