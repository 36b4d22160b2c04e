// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "vastai/VastAiJson.h"
#include "vastai/VastAiRequests.h"
#include "vastai/VastAiVolumes.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QTest>
#include <QTimeZone>

using namespace RentDeck;

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(RD_VAST_FIXTURES "/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("missing fixture %s", qPrintable(name));
    }
    return file.readAll();
}

const Offer *byId(const QList<Offer> &offers, const QString &id)
{
    for (const Offer &offer : offers) {
        if (offer.id == id) {
            return &offer;
        }
    }
    return nullptr;
}

const Instance *byInstanceId(const QList<Instance> &instances, const QString &id)
{
    for (const Instance &instance : instances) {
        if (instance.id == id) {
            return &instance;
        }
    }
    return nullptr;
}

} // namespace

class TestVastParser : public QObject
{
    Q_OBJECT

private slots:
    void volumesNoInstanceUses();
    void offersMapUnitsAndPrices();
    void offerVariantsAreTolerated();
    void bidOffersUseMinBid();
    void instanceStates_data();
    void instanceStates();
    void instanceFieldsAndMoney();
    void sshEndpointVariants();
    void singleAndMissingInstance();
    void sshKeyListShapes();
    void balanceCreditOrBalance();
    void newContract();
    void garbageGivesClearErrors();
    void searchBodyUsesWireUnits();
    void createBodyAsTheOfficialClient();
    void offerIds();
    void providerErrorsAreMapped();
    void gpuNames();
};

void TestVastParser::offersMapUnitsAndPrices()
{
    const auto offers = VastAiJson::parseOffers(fixture(QStringLiteral("offers_on_demand.json")), false);
    QVERIFY2(offers, qPrintable(offers.error().message));
    // Entries without an id, without a price or that are not objects are skipped.
    QCOMPARE(offers->size(), 5);

    const Offer *rtx = byId(*offers, QStringLiteral("5550101"));
    QVERIFY(rtx);
    QCOMPARE(rtx->providerId, QStringLiteral("vastai"));
    QCOMPARE(rtx->qualifiedId(), QStringLiteral("vastai:5550101"));
    QCOMPARE(rtx->gpuName, QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(rtx->gpuCount, 1);
    QCOMPARE(rtx->vramGb, 24.0); // gpu_ram 24564 MiB: sold as 24 GB
    QCOMPARE(rtx->pricePerHour.micros(), 352192); // dph_total, storage at allocated_storage included
    QCOMPARE(rtx->pricePerHour.currency(), QStringLiteral("USD"));
    QCOMPARE(rtx->billing.granularity, BillingGranularity::Second);
    QCOMPARE(rtx->billing.storagePerGbMonth.micros(), 100000); // storage_cost $/GB/month
    QVERIFY(!rtx->billing.storageBilledWhileRunning); // inside dph_total while running: not counted twice
    QVERIFY(!rtx->spot);
    QCOMPARE(rtx->region, QStringLiteral("California, US"));
    QCOMPARE(rtx->cpuCores, 16); // cpu_cores_effective, not the host's 32
    QCOMPARE(rtx->ramGb, 62.7); // cpu_ram 64213 MiB
    QCOMPARE(rtx->diskGb, 512.3);
    QCOMPARE(rtx->maxCuda, QStringLiteral("12.4"));
    QCOMPARE(rtx->driverVersion, QStringLiteral("550.54.14"));
    QVERIFY(rtx->reliability.has_value());
    QCOMPARE(*rtx->reliability, 0.9951);
    QCOMPARE(rtx->interconnect, QString()); // one GPU
    QVERIFY(!rtx->sliced);
    QVERIFY(!rtx->id.contains(QLatin1Char(' ')));

    const Offer *a100 = byId(*offers, QStringLiteral("5550202"));
    QVERIFY(a100);
    QCOMPARE(a100->gpuName, QStringLiteral("NVIDIA A100 SXM4"));
    QCOMPARE(a100->gpuCount, 8);
    QCOMPARE(a100->vramGb, 80.0);
    QCOMPARE(a100->pricePerHour.micros(), 7204384);
    QCOMPARE(a100->pricePerGpuHour().micros(), 7204384 / 8);
    QCOMPARE(a100->interconnect, QStringLiteral("NVLink")); // bw_nvlink > 0
    QCOMPARE(a100->maxCuda, QStringLiteral("12.2"));
    QCOMPARE(a100->billing.storagePerGbMonth.micros(), 200000);

    const Offer *pcie = byId(*offers, QStringLiteral("5550303"));
    QVERIFY(pcie);
    QCOMPARE(pcie->interconnect, QStringLiteral("PCIe")); // several GPUs, no NVLink
    QVERIFY(pcie->reliability.has_value());
    QCOMPARE(*pcie->reliability, 0.97); // reliability2 when reliability is absent
}

void TestVastParser::offerVariantsAreTolerated()
{
    const auto offers = VastAiJson::parseOffers(fixture(QStringLiteral("offers_on_demand.json")), false);
    QVERIFY(offers);
    // Numbers sent as strings.
    const Offer *h100 = byId(*offers, QStringLiteral("5550404"));
    QVERIFY(h100);
    QCOMPARE(h100->gpuName, QStringLiteral("NVIDIA H100 SXM"));
    QCOMPARE(h100->gpuCount, 1);
    QCOMPARE(h100->vramGb, 80.0); // 81559 MiB = 79.6 GiB: an 80 GB card
    QCOMPARE(h100->pricePerHour.micros(), 2104300);
    QCOMPARE(h100->cpuCores, 24);
    QCOMPARE(h100->ramGb, 251.0);
    QCOMPARE(h100->diskGb, 1200.0);
    QCOMPARE(h100->maxCuda, QStringLiteral("12.6"));
    QCOMPARE(h100->billing.storagePerGbMonth.micros(), 250000);
    QVERIFY(h100->reliability.has_value());
    QCOMPARE(*h100->reliability, 0.999);
    QCOMPARE(h100->region, QStringLiteral("Uusimaa, FI"));

    // A fractional GPU, an impossible reliability, a null region, an unverified host.
    const Offer *slice = byId(*offers, QStringLiteral("5550505"));
    QVERIFY(slice);
    QVERIFY(slice->sliced);
    QVERIFY(!slice->reliability.has_value());
    QCOMPARE(slice->region, QString());
    QCOMPARE(slice->note, QStringLiteral("unverified host"));
    QCOMPARE(slice->maxCuda, QString());
    QCOMPARE(slice->cpuCores, 0);
}

void TestVastParser::bidOffersUseMinBid()
{
    const auto offers = VastAiJson::parseOffers(fixture(QStringLiteral("offers_bid.json")), true);
    QVERIFY(offers);
    QCOMPARE(offers->size(), 2);
    const Offer *rtx = byId(*offers, QStringLiteral("5550101-bid"));
    QVERIFY(rtx);
    QVERIFY(rtx->spot);
    QCOMPARE(rtx->pricePerHour.micros(), 180000); // min_bid, the floor of a bid
    QVERIFY(!rtx->note.isEmpty());
    const Offer *a100 = byId(*offers, QStringLiteral("5550202-bid"));
    QVERIFY(a100);
    QCOMPARE(a100->pricePerHour.micros(), 4100000);
}

void TestVastParser::instanceStates_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<InstanceState>("state");
    QTest::addColumn<QString>("detail");

    QTest::newRow("running") << "17000101" << InstanceState::Running << "running";
    QTest::newRow("null is provisioning") << "17000103" << InstanceState::Provisioning << "creating";
    QTest::newRow("loading") << "17000104" << InstanceState::Provisioning << "Pulling image";
    QTest::newRow("stopped") << "17000105" << InstanceState::Stopped << "storage is still billed";
    QTest::newRow("restart waits: scheduling") << "17000106" << InstanceState::Provisioning << "scheduling";
    QTest::newRow("frozen is paused") << "17000107" << InstanceState::Running << "paused";
    QTest::newRow("exited") << "17000108" << InstanceState::Error << "OCI runtime create failed";
    QTest::newRow("offline") << "17000109" << InstanceState::Error << "offline";
    QTest::newRow("unknown") << "17000110" << InstanceState::Error << "stopped reporting";
    QTest::newRow("unloaded is terminated") << "17000111" << InstanceState::Terminated << "destroyed";
    QTest::newRow("rebooting, string id") << "17000113" << InstanceState::Provisioning << "rebooting";
    // The same fields as "scheduling", on an interruptible instance: outbid, and told apart.
    QTest::newRow("outbid bid") << "17000114" << InstanceState::Stopped << "outbid";
}

void TestVastParser::instanceStates()
{
    QFETCH(QString, id);
    QFETCH(InstanceState, state);
    QFETCH(QString, detail);
    const auto instances = VastAiJson::parseInstances(fixture(QStringLiteral("instances.json")));
    QVERIFY2(instances, qPrintable(instances.error().message));
    QCOMPARE(instances->size(), 14); // no id, and a bare number, are skipped
    const Instance *instance = byInstanceId(*instances, id);
    QVERIFY(instance);
    QCOMPARE(instance->reclaimed, id == QLatin1String("17000114"));
    QCOMPARE(instanceStateName(instance->state), instanceStateName(state));
    QVERIFY2(instance->stateDetail.contains(detail), qPrintable(instance->stateDetail));
    // SSH only for a running container.
    QCOMPARE(instance->ssh.isValid(), id == QLatin1String("17000101"));
}

void TestVastParser::instanceFieldsAndMoney()
{
    const auto instances = VastAiJson::parseInstances(fixture(QStringLiteral("instances.json")));
    QVERIFY(instances);
    const Instance *running = byInstanceId(*instances, QStringLiteral("17000101"));
    QVERIFY(running);
    QCOMPARE(running->providerId, QStringLiteral("vastai"));
    QCOMPARE(running->name(), QStringLiteral("vastai:17000101"));
    QCOMPARE(running->label, QStringLiteral("job-1"));
    QCOMPARE(running->gpuName, QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(running->gpuCount, 1);
    QCOMPARE(running->vramGb, 24.0);
    QCOMPARE(running->pricePerHour.micros(), 352740);
    QCOMPARE(running->billing.granularity, BillingGranularity::Second);
    // storage_total_cost 0.00274 $/h for 20 GB = 0.10001 $/GB-month.
    QCOMPARE(running->billing.storagePerGbMonth.micros(), 100010);
    QVERIFY(!running->billing.storageBilledWhileRunning);
    QCOMPARE(running->diskGb, 20.0);
    QCOMPARE(running->image, QStringLiteral("pytorch/pytorch:2.4.0-cuda12.4-cudnn9-runtime"));
    QCOMPARE(running->createdAt, QDateTime::fromMSecsSinceEpoch(1767225600500, QTimeZone::utc()));
    QVERIFY(running->stateDetail.contains(QStringLiteral("success, running")));

    const Instance *strings = byInstanceId(*instances, QStringLiteral("17000113"));
    QVERIFY(strings);
    QCOMPARE(strings->gpuCount, 2);
    QCOMPARE(strings->vramGb, 80.0);
    QCOMPARE(strings->pricePerHour.micros(), 4500000);
    QCOMPARE(strings->gpuName, QStringLiteral("NVIDIA H100 SXM"));
}

void TestVastParser::sshEndpointVariants()
{
    const auto instances = VastAiJson::parseInstances(fixture(QStringLiteral("instances.json")));
    QVERIFY(instances);
    // Direct: public_ipaddr + ports["22/tcp"][0].HostPort, although a proxy is also listed.
    const Instance *direct = byInstanceId(*instances, QStringLiteral("17000101"));
    QCOMPARE(direct->ssh.host, QStringLiteral("203.0.113.10"));
    QCOMPARE(direct->ssh.port, 40022);
    QCOMPARE(direct->ssh.user, QStringLiteral("root"));
    // Proxy with a jupyter runtype: SSH is on ssh_port + 1.
    const Instance *jupyter = byInstanceId(*instances, QStringLiteral("17000102"));
    QCOMPARE(jupyter->ssh.host, QStringLiteral("ssh7.vast.ai"));
    QCOMPARE(jupyter->ssh.port, 23457);
    QVERIFY(jupyter->label.isEmpty());
    // ports as an int array ([CONFLICT] in show_instance.yaml): no mapping, so the proxy; port as a string.
    const Instance *intPorts = byInstanceId(*instances, QStringLiteral("17000112"));
    QCOMPARE(intPorts->ssh.host, QStringLiteral("ssh2.vast.ai"));
    QCOMPARE(intPorts->ssh.port, 12345);

    // Nothing usable: no endpoint rather than a half one.
    const SshEndpoint none = VastAiJson::sshEndpoint(QJsonObject { { QStringLiteral("ports"), QJsonObject {} } });
    QVERIFY(!none.isValid());
    const SshEndpoint badPort
        = VastAiJson::sshEndpoint(QJsonObject { { QStringLiteral("public_ipaddr"), QStringLiteral("203.0.113.5") },
            { QStringLiteral("ports"),
                QJsonObject { { QStringLiteral("22/tcp"),
                    QJsonArray { QJsonObject { { QStringLiteral("HostPort"), QStringLiteral("seventy") } } } } } } });
    QVERIFY(!badPort.isValid());
}

void TestVastParser::singleAndMissingInstance()
{
    const auto single = VastAiJson::parseInstances(fixture(QStringLiteral("instance_single.json")));
    QVERIFY(single);
    QCOMPARE(single->size(), 1);
    QCOMPARE(single->first().id, QStringLiteral("17000101"));
    const auto missing = VastAiJson::parseInstances(fixture(QStringLiteral("instance_missing.json")));
    QVERIFY(missing);
    QVERIFY(missing->isEmpty());
}

void TestVastParser::sshKeyListShapes()
{
    const QString ours = QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMockKeyOne another-comment");
    const auto array = VastAiJson::parseSshKeys(fixture(QStringLiteral("ssh_keys_array.json")));
    QVERIFY(array);
    QCOMPARE(array->size(), 2); // the deleted key is left out; "key" is read like "public_key"
    QVERIFY(VastAiJson::containsKey(*array, ours)); // comments do not matter
    QVERIFY(!VastAiJson::containsKey(
        *array, QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMockDeleted gone@x"))); // deleted
    const auto wrapped = VastAiJson::parseSshKeys(fixture(QStringLiteral("ssh_keys_wrapped.json")));
    QVERIFY(wrapped);
    QCOMPARE(wrapped->size(), 1);
    QVERIFY(VastAiJson::containsKey(*wrapped, ours));
    const auto inString = VastAiJson::parseSshKeys(fixture(QStringLiteral("instance_ssh_keys_string.json")));
    QVERIFY(inString);
    QVERIFY(VastAiJson::containsKey(*inString, ours));
    QVERIFY(!VastAiJson::containsKey(*inString, QStringLiteral("ssh-ed25519")));
    QVERIFY(!VastAiJson::parseSshKeys("{\"ssh_keys\": 3}"));
}

void TestVastParser::balanceCreditOrBalance()
{
    const auto credit = VastAiJson::parseBalance(fixture(QStringLiteral("user_credit.json")));
    QVERIFY(credit);
    QCOMPARE(credit->micros(), 42500000);
    QCOMPARE(credit->currency(), QStringLiteral("USD"));
    const auto balance = VastAiJson::parseBalance(fixture(QStringLiteral("user_balance.json")));
    QVERIFY(balance);
    QCOMPARE(balance->micros(), 7250000);
    QVERIFY(!VastAiJson::parseBalance("{\"id\": 1}"));
}

void TestVastParser::newContract()
{
    const auto id = VastAiJson::parseNewContract(fixture(QStringLiteral("create_ok.json")));
    QVERIFY(id);
    QCOMPARE(*id, QStringLiteral("17000201"));
    const auto text = VastAiJson::parseNewContract(fixture(QStringLiteral("create_ok_string.json")));
    QVERIFY(text);
    QCOMPARE(*text, QStringLiteral("17000202"));
    const auto none = VastAiJson::parseNewContract("{\"success\": true}");
    QVERIFY(!none);
    QVERIFY(none.error().message.contains(QStringLiteral("new_contract")));
    QVERIFY(!VastAiJson::parseNewContract("{\"new_contract\": \"../17\"}"));
    QVERIFY(!VastAiJson::parseNewContract("{\"new_contract\": -4}"));
}

void TestVastParser::garbageGivesClearErrors()
{
    const QList<QByteArray> garbage { "", "nul", "[]", "{\"offers\": 5}", "<html><body>502 Bad Gateway</body></html>",
        "{\"instances\": \"yes\"}", "{\"offers\": [", "\xff\xfe\x00\x01" };
    for (const QByteArray &body : garbage) {
        const auto offers = VastAiJson::parseOffers(body, false);
        QVERIFY2(!offers, body.constData());
        QCOMPARE(offers.error().code, Error::Code::Provider);
        QVERIFY(offers.error().message.startsWith(QStringLiteral("Vast.ai answered the offer search")));
    }
    for (const QByteArray &body : { QByteArray("nul"), QByteArray("[1]"), QByteArray("{\"instances\": 5}") }) {
        const auto instances = VastAiJson::parseInstances(body);
        QVERIFY2(!instances, body.constData());
        QVERIFY(instances.error().message.contains(QStringLiteral("instance list")));
    }
    // Random bytes and cut-off fixtures: an error or a partial list, never a crash.
    const QByteArray whole = fixture(QStringLiteral("instances.json"));
    for (int cut = 0; cut < whole.size(); cut += 97) {
        (void)VastAiJson::parseInstances(whole.left(cut));
        (void)VastAiJson::parseOffers(whole.left(cut), false);
    }
    for (int i = 0; i < 200; ++i) {
        QByteArray noise(64, '\0');
        for (char &c : noise) {
            c = char(QRandomGenerator::global()->bounded(256));
        }
        (void)VastAiJson::parseOffers(noise, true);
        (void)VastAiJson::parseSshKeys(noise);
        (void)VastAiJson::parseBalance(noise);
    }
    // Wrong types inside an otherwise fine answer are skipped or read as unknown.
    const auto odd = VastAiJson::parseOffers(
        "{\"offers\": [{\"id\": 1, \"gpu_name\": \"RTX 4090\", \"dph_total\": 0.4, \"num_gpus\": {}, "
        "\"gpu_ram\": [1], \"reliability\": \"high\", \"cuda_max_good\": null, \"geolocation\": 7}]}",
        false);
    QVERIFY(odd);
    QCOMPARE(odd->size(), 1);
    QCOMPARE(odd->first().gpuCount, 1);
    QCOMPARE(odd->first().vramGb, 0.0);
    QVERIFY(!odd->first().reliability);
    QCOMPARE(odd->first().region, QString());
}

void TestVastParser::searchBodyUsesWireUnits()
{
    OfferQuery query;
    query.gpuName = QStringLiteral("rtx_4090");
    query.minVramGb = 24;
    query.gpuCount = 2;
    query.maxPricePerHour = Money::fromDouble(1.5, QStringLiteral("USD"));
    query.minReliability = 0.98;
    query.minCuda = QStringLiteral("12.4");
    query.region = QStringLiteral("us");
    const QJsonObject body = VastAiRequests::searchBody(query, false);
    const auto filter = [&body](const char *field, const char *op) {
        return body.value(QLatin1String(field)).toObject().value(QLatin1String(op));
    };
    QCOMPARE(filter("verified", "eq"), QJsonValue(true));
    QCOMPARE(filter("external", "eq"), QJsonValue(false));
    QCOMPARE(filter("rentable", "eq"), QJsonValue(true));
    QCOMPARE(filter("rented", "eq"), QJsonValue(false));
    QCOMPARE(filter("gpu_name", "eq").toString(), QStringLiteral("RTX 4090")); // spaces, Vast's spelling
    QCOMPARE(filter("num_gpus", "eq").toInt(), 2);
    QCOMPARE(filter("gpu_ram", "gte").toDouble(), 24000.0); // MB
    QCOMPARE(filter("dph_total", "lte").toDouble(), 1.5);
    QCOMPARE(filter("reliability", "gte").toDouble(), 0.98);
    QCOMPARE(filter("cuda_max_good", "gte").toDouble(), 12.4);
    QCOMPARE(filter("geolocation", "eq").toString(), QStringLiteral("US"));
    QCOMPARE(body.value(QStringLiteral("type")).toString(), QStringLiteral("on-demand"));
    QCOMPARE(body.value(QStringLiteral("order")).toArray().first().toArray().first().toString(),
        QStringLiteral("dph_total"));
    QCOMPARE(body.value(QStringLiteral("limit")).toInt(), VastAiJson::SearchLimit);
    QCOMPARE(body.value(QStringLiteral("allocated_storage")).toDouble(), VastAiJson::DefaultDiskGb);

    // Loose text is matched on our side, not sent as an exact name; a region that is no country code neither.
    OfferQuery loose;
    loose.gpuName = QStringLiteral("4090");
    loose.region = QStringLiteral("California");
    const QJsonObject looseBody = VastAiRequests::searchBody(loose, true);
    QVERIFY(!looseBody.contains(QStringLiteral("gpu_name")));
    QVERIFY(!looseBody.contains(QStringLiteral("geolocation")));
    QVERIFY(!looseBody.contains(QStringLiteral("gpu_ram")));
    QCOMPARE(looseBody.value(QStringLiteral("type")).toString(), QStringLiteral("bid"));
}

void TestVastParser::createBodyAsTheOfficialClient()
{
    InstanceSpec spec;
    spec.offerId = QStringLiteral("5550101");
    spec.image = QStringLiteral("nvidia/cuda:12.4.1-runtime-ubuntu22.04");
    spec.diskGb = 40;
    spec.label = QStringLiteral("train-7");
    const QJsonObject onDemand = VastAiRequests::createBody(spec, std::nullopt);
    QCOMPARE(onDemand.value(QStringLiteral("client_id")).toString(), QStringLiteral("me"));
    QCOMPARE(onDemand.value(QStringLiteral("image")).toString(), spec.image);
    QCOMPARE(onDemand.value(QStringLiteral("disk")).toDouble(), 40.0);
    QCOMPARE(onDemand.value(QStringLiteral("label")).toString(), QStringLiteral("train-7"));
    QCOMPARE(onDemand.value(QStringLiteral("runtype")).toString(), QStringLiteral("ssh_direc ssh_proxy"));
    QVERIFY(onDemand.value(QStringLiteral("env")).isObject());
    QVERIFY(!onDemand.contains(QStringLiteral("price"))); // on-demand: no price
    QCOMPARE(onDemand.value(QStringLiteral("cancel_unavail")), QJsonValue(true));

    const QJsonObject bid = VastAiRequests::createBody(InstanceSpec {}, 0.21);
    QCOMPARE(bid.value(QStringLiteral("price")).toDouble(), 0.21);
    QCOMPARE(bid.value(QStringLiteral("cancel_unavail")), QJsonValue(false));
    QCOMPARE(bid.value(QStringLiteral("image")).toString(), QLatin1String(VastAiJson::DefaultImage));
    QCOMPARE(bid.value(QStringLiteral("disk")).toDouble(), VastAiJson::DefaultDiskGb);
    QVERIFY(bid.value(QStringLiteral("label")).isNull());
}

void TestVastParser::offerIds()
{
    const auto plain = VastAiJson::parseOfferId(QStringLiteral("4100001"));
    QVERIFY(plain);
    QCOMPARE(plain->askId, QStringLiteral("4100001"));
    QVERIFY(!plain->bid);
    const auto bid = VastAiJson::parseOfferId(QStringLiteral("4100001-bid"));
    QVERIFY(bid);
    QCOMPARE(bid->askId, QStringLiteral("4100001"));
    QVERIFY(bid->bid);
    for (const QString &bad : { QString(), QStringLiteral("-bid"), QStringLiteral("../4100001"),
             QStringLiteral("41 00"), QStringLiteral("rtx4090"), QStringLiteral("4100001?x=1") }) {
        const auto parsed = VastAiJson::parseOfferId(bad);
        QVERIFY2(!parsed, qPrintable(bad));
        QCOMPARE(parsed.error().code, Error::Code::InvalidInput);
    }
    QVERIFY(VastAiJson::isInstanceId(QStringLiteral("17000101")));
    QVERIFY(!VastAiJson::isInstanceId(QStringLiteral("17000101/")));
}

void TestVastParser::providerErrorsAreMapped()
{
    const auto mapped = [](const char *file, int status, Error::Code code = Error::Code::Provider) {
        Error error = Error::make(code, QStringLiteral("generic"));
        error.httpStatus = status;
        return VastAiJson::mapError(error, fixture(QLatin1String(file)));
    };
    for (const auto &[file, status] :
        { std::pair { "error_no_such_ask_404.json", 404 }, { "error_no_such_ask_410.json", 410 } }) {
        const Error taken = mapped(file, status, Error::Code::NotFound);
        QCOMPARE(taken.code, Error::Code::Provider);
        QCOMPARE(taken.message, QStringLiteral("Vast.ai: this offer was just taken, pick another."));
        QCOMPARE(taken.httpStatus, status);
    }
    const Error billing = mapped("error_missing_billing.json", 400);
    QVERIFY2(billing.message.contains(QStringLiteral("balance is too low")), qPrintable(billing.message));
    const Error auth = mapped("error_auth.json", 200);
    QCOMPARE(auth.code, Error::Code::Auth);
    QCOMPARE(auth.message, QStringLiteral("API key rejected by Vast.ai: check it in Settings › Accounts."));
    const Error gone = mapped("error_no_such_instance.json", 404);
    QCOMPARE(gone.code, Error::Code::NotFound);
    QVERIFY(gone.message.contains(QStringLiteral("no such instance")));
    QVERIFY(mapped("error_invalid_price.json", 400).message.contains(QStringLiteral("bid")));
    // Nothing Vast-specific: ApiJob's message stays.
    const Error other = mapped("error_invalid_json.json", 400);
    QCOMPARE(other.message, QStringLiteral("generic"));
    QVERIFY(!VastAiJson::mapError(Error {}, fixture(QStringLiteral("error_auth.json"))).isError());
}

void TestVastParser::gpuNames()
{
    QCOMPARE(VastAiJson::displayGpuName(QStringLiteral("RTX 3090")), QStringLiteral("NVIDIA GeForce RTX 3090"));
    QCOMPARE(VastAiJson::displayGpuName(QStringLiteral("RTX A6000")), QStringLiteral("NVIDIA RTX A6000"));
    QCOMPARE(VastAiJson::displayGpuName(QStringLiteral("H200")), QStringLiteral("NVIDIA H200"));
    QCOMPARE(VastAiJson::displayGpuName(QStringLiteral("InstinctMI300X"), QStringLiteral("amd")),
        QStringLiteral("InstinctMI300X"));
    QCOMPARE(VastAiJson::vastGpuName(QStringLiteral("NVIDIA GeForce RTX 4090")), QStringLiteral("RTX 4090"));
    QCOMPARE(VastAiJson::vastGpuName(QStringLiteral("h100_sxm")), QStringLiteral("H100 SXM"));
    QCOMPARE(VastAiJson::vastGpuName(QStringLiteral("H100")), QString()); // ambiguous: SXM, PCIE or NVL
}

QTEST_GUILESS_MAIN(TestVastParser)

// show_volumes.yaml Volume; storage_total_cost $/h (storage_cost × disk_space / 720 in show_instance.yaml's example).
void TestVastParser::volumesNoInstanceUses()
{
    const QByteArray body = R"({"volumes": [
        {"id": 301, "label": "datasets", "status": "ready", "disk_space": 50, "storage_total_cost": 0.0104166667,
         "start_date": 1764547200, "instances": [], "geolocation": "Norway, NO"},
        {"id": 302, "label": "models", "disk_space": 100, "storage_total_cost": 0.02, "instances": [12345678]},
        {"id": 303, "disk_space": 10, "instances": []}]})";
    const auto leftovers = VastAiVolumes::parse(body);
    QVERIFY2(leftovers, qPrintable(leftovers.error().message));
    QCOMPARE(leftovers->size(), 2);
    const Leftover datasets = leftovers->at(0);
    QCOMPARE(datasets.name(), QStringLiteral("vastai:301"));
    QCOMPARE(datasets.sizeGb, 50.0);
    QCOMPARE(datasets.costPerDay, Money::fromDouble(0.0104166667 * 24, QStringLiteral("USD")));
    QCOMPARE(datasets.since, QDateTime::fromSecsSinceEpoch(1764547200, Qt::UTC));
    QCOMPARE(datasets.belongedTo, QStringLiteral("datasets (Norway, NO)"));
    QCOMPARE(leftovers->at(1).belongedTo, QStringLiteral("V.303")); // no label: the CLI's own name for it
    QVERIFY(!leftovers->at(1).costPerDay.isValid());
    QVERIFY(!leftovers->at(1).since.isValid());

    QVERIFY(!VastAiVolumes::parse(R"({"volumes": {}})"));
    QVERIFY(!VastAiVolumes::parse(R"({"volumes": [{"id": "x"}]})"));
    QVERIFY(!VastAiVolumes::parse("not json"));
}

#include "TestVastParser.moc"
