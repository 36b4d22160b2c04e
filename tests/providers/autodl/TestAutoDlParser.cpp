// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "autodl/AutoDlJson.h"
#include "autodl/AutoDlPriceList.h"

#include <QFile>
#include <QJsonArray>
#include <QTest>
#include <QTimeZone>

using namespace RentDeck;

namespace {

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(RD_AUTODL_DATA "/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("missing fixture %s", qPrintable(file.fileName()));
    }
    return file.readAll();
}

QJsonValue dataOf(const QString &name)
{
    const Result<QJsonValue> data = AutoDlJson::unwrap(QJsonDocument::fromJson(fixture(name)));
    if (!data) {
        qFatal("fixture %s does not unwrap: %s", qPrintable(name), qPrintable(data.error().message));
    }
    return *data;
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

Money cny(qint64 micros)
{
    return Money(micros, QStringLiteral("CNY"));
}

} // namespace

class TestAutoDlParser : public QObject
{
    Q_OBJECT

private slots:
    void priceListIsEmbeddedAndSane();
    void priceListRejectsGarbage();
    void stockBecomesOffersPerCount();
    void stockVariants();
    void offerIdsRoundTrip();
    void instancesMapStatesPricesAndCounts();
    void statusMapping_data();
    void statusMapping();
    void snapshotGivesSsh();
    void paygPriceIsInThousandthsOfYuan();
    void proCatalogIsEmbeddedAndSane();
    void listRowsAsDocumentedGetGpuFromTheSpec();
    void realNameRefusalIsNotABadKey();
    void createdAndStatus();
    void envelopeErrors_data();
    void envelopeErrors();
    void createBody();
    void garbageNeverCrashes_data();
    void garbageNeverCrashes();
};

void TestAutoDlParser::priceListIsEmbeddedAndSane()
{
    const AutoDlPriceList &list = AutoDlPriceList::builtin();
    QVERIFY(list.entries().size() >= 10);
    QVERIFY(!list.checked().isEmpty());
    QVERIFY(list.note().contains(QStringLiteral("console")));
    for (const AutoDlPrice &price : list.entries()) {
        QCOMPARE(price.typicalPerGpuHour.currency(), QStringLiteral("CNY"));
        QVERIFY2(price.typicalPerGpuHour.micros() > 0 && price.typicalPerGpuHour.micros() < 50'000'000,
            qPrintable(price.model));
        QVERIFY2(price.vramGb >= 8, qPrintable(price.model));
    }
    // Lookup ignores case, spaces and punctuation, and also knows the nvidia-smi name.
    const auto rtx = list.find(QStringLiteral("rtx-4090"));
    QVERIFY(rtx.has_value());
    QCOMPARE(rtx->gpuName, QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(rtx->typicalPerGpuHour, cny(2'000'000));
    QCOMPARE(list.find(QStringLiteral("NVIDIA GeForce RTX 4090"))->model, QStringLiteral("RTX 4090"));
    QCOMPARE(list.find(QStringLiteral("RTX 4090D"))->gpuName, QStringLiteral("NVIDIA GeForce RTX 4090 D"));
    QVERIFY(!list.find(QStringLiteral("RTX 2080 Ti")).has_value());
    QVERIFY(!list.find(QString()).has_value());
}

void TestAutoDlParser::priceListRejectsGarbage()
{
    QVERIFY(!AutoDlPriceList::parse("nonsense"));
    QVERIFY(!AutoDlPriceList::parse("{\"gpus\": {}}"));
    const auto noPrice = AutoDlPriceList::parse("{\"gpus\": [{\"model\": \"RTX 4090\"}]}");
    QVERIFY(!noPrice);
    QCOMPARE(noPrice.error().code, Error::Code::InvalidInput);
    const auto ok = AutoDlPriceList::parse("{\"gpus\": [{\"model\": \"X1\", \"typical_price\": 1.25}]}");
    QVERIFY(ok);
    QCOMPARE(ok->entries().first().typicalPerGpuHour, cny(1'250'000));
}

void TestAutoDlParser::stockBecomesOffersPerCount()
{
    const Result<QList<AutoDlStock>> stock = AutoDlJson::parseStock(dataOf(QStringLiteral("stock.json")));
    QVERIFY(stock);
    QCOMPARE(stock->size(), 6);
    QCOMPARE(stock->at(1).idle, 2); // numeric strings are read
    QCOMPARE(stock->at(1).cpuPerGpu, 14);

    const QList<Offer> offers = AutoDlJson::offers(*stock, AutoDlPriceList::builtin());
    // 4090: 4 (capped at 4 of 6 idle), 3090: 2, A800: 4; H20 is sold out, the 2080 Ti has no list price and the
    // L20 row has no gpu_spec_uuid, so none of those can be offered.
    QCOMPARE(offers.size(), 10);
    for (const Offer &offer : offers) {
        QCOMPARE(offer.providerId, QStringLiteral("autodl"));
        QVERIFY2(!offer.id.contains(QLatin1Char(' ')), qPrintable(offer.id));
        QCOMPARE(offer.pricePerHour.currency(), QStringLiteral("CNY"));
        QCOMPARE(offer.billing.granularity, BillingGranularity::Hour);
        QVERIFY(!offer.spot);
        QVERIFY(!offer.reliability.has_value());
        QVERIFY(offer.gpuCount >= 1 && offer.gpuCount <= 4);
    }
    const Offer *four = findOffer(offers, QStringLiteral("westDC2/gpu-spec-aaaa1111/3"));
    QVERIFY(four);
    QCOMPARE(four->gpuName, QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(four->gpuCount, 3);
    QCOMPARE(four->pricePerHour, cny(6'000'000)); // 2.0 × 3
    QCOMPARE(four->pricePerGpuHour(), cny(2'000'000));
    QCOMPARE(four->vramGb, 24.0);
    QCOMPARE(four->cpuCores, 48);
    QCOMPARE(four->ramGb, 360.0); // 120 GiB per GPU
    QCOMPARE(four->maxCuda, QStringLiteral("12.4"));
    QCOMPARE(four->region, QStringLiteral("westDC2"));
    QVERIFY(four->note.contains(QStringLiteral("西北B区")));
    QVERIFY(!findOffer(offers, QStringLiteral("westDC2/gpu-spec-aaaa1111/5")));

    const Offer *a800 = findOffer(offers, QStringLiteral("beijingDC1/gpu-spec-cccc3333/1"));
    QVERIFY(a800);
    QCOMPARE(a800->vramGb, 80.0);
    QCOMPARE(a800->pricePerHour, cny(6'000'000));
    const Offer *r3090 = findOffer(offers, QStringLiteral("westDC2/gpu-spec-bbbb2222/2"));
    QVERIFY(r3090);
    QCOMPARE(r3090->maxCuda, QString()); // unknown stays unknown
    QCOMPARE(r3090->vramGb, 24.0); // from the price list when the stock does not say
}

void TestAutoDlParser::stockVariants()
{
    const auto map = AutoDlJson::parseStock(dataOf(QStringLiteral("stock-region-map.json")), QStringLiteral("westDC1"));
    QVERIFY(map);
    QCOMPARE(map->size(), 3);
    const QList<Offer> offers = AutoDlJson::offers(*map, AutoDlPriceList::builtin());
    QCOMPARE(offers.size(), 3); // 4090 ×1, ×2 and A5000 ×1; the V100 is sold out
    QVERIFY(findOffer(offers, QStringLiteral("westDC1/gpu-spec-ffff6666/2")));
    const Offer *a5000 = findOffer(offers, QStringLiteral("westDC1/gpu-spec-gggg7777/1"));
    QVERIFY(a5000);
    QCOMPARE(a5000->gpuName, QStringLiteral("NVIDIA RTX A5000"));

    const auto wrapped = AutoDlJson::parseStock(dataOf(QStringLiteral("stock-list-wrapped.json")));
    QVERIFY(wrapped);
    QCOMPARE(wrapped->size(), 1);
    QCOMPARE(wrapped->first().gpuModel, QStringLiteral("RTX 4090D"));
    QCOMPARE(AutoDlJson::offers(*wrapped, AutoDlPriceList::builtin()).first().pricePerHour, cny(1'900'000));
}

void TestAutoDlParser::offerIdsRoundTrip()
{
    const AutoDlOfferId id { QStringLiteral("westDC2"), QStringLiteral("gpu-spec-aaaa1111"), 4 };
    QCOMPARE(id.toString(), QStringLiteral("westDC2/gpu-spec-aaaa1111/4"));
    const auto parsed = AutoDlOfferId::parse(id.toString());
    QVERIFY(parsed);
    QCOMPARE(parsed->region, id.region);
    QCOMPARE(parsed->gpuSpecUuid, id.gpuSpecUuid);
    QCOMPARE(parsed->gpuCount, 4);
    for (const char *bad : { "", "westDC2/x", "westDC2/x/5", "westDC2/x/0", "/x/1", "a/b/c/d", "westDC2/x/two" }) {
        QVERIFY2(!AutoDlOfferId::parse(QLatin1String(bad)), bad);
    }
}

void TestAutoDlParser::instancesMapStatesPricesAndCounts()
{
    int maxPage = 0;
    const auto instances
        = AutoDlJson::parseInstances(dataOf(QStringLiteral("list.json")), AutoDlPriceList::builtin(), &maxPage);
    QVERIFY(instances);
    QCOMPARE(maxPage, 1);
    QCOMPARE(instances->size(), 6); // the row without a uuid is skipped
    const Instance &running = instances->at(0);
    QCOMPARE(running.name(), QStringLiteral("autodl:pro-00000001"));
    QCOMPARE(running.label, QStringLiteral("finetune"));
    QCOMPARE(running.state, InstanceState::Running);
    QCOMPARE(running.stateDetail, QStringLiteral("running"));
    QCOMPARE(running.gpuName, QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(running.gpuCount, 2);
    QCOMPARE(running.pricePerHour, cny(4'160'000)); // payg_price wins over the list
    QCOMPARE(running.billing.granularity, BillingGranularity::Hour);
    QCOMPARE(running.offerId, QStringLiteral("westDC2/gpu-spec-aaaa1111/2"));
    QCOMPARE(running.image, QStringLiteral("image-0000aaaa"));
    QCOMPARE(running.createdAt, QDateTime(QDate(2026, 11, 2), QTime(8, 15), QTimeZone::utc()));
    QVERIFY(!running.ssh.isValid()); // SSH comes from the snapshot

    QCOMPARE(instances->at(1).state, InstanceState::Provisioning);
    QCOMPARE(instances->at(1).gpuCount, 1);
    QCOMPARE(instances->at(1).pricePerHour, cny(6'000'000)); // no payg_price: list price × count
    QCOMPARE(instances->at(2).state, InstanceState::Stopped);
    QCOMPARE(instances->at(2).pricePerHour, cny(1'380'000));
    QCOMPARE(instances->at(3).state, InstanceState::Stopped);
    QCOMPARE(instances->at(3).stateDetail, QStringLiteral("shutting_down"));
    QCOMPARE(instances->at(3).pricePerHour, cny(12'000'000)); // 3.0 × 4
    QCOMPARE(instances->at(4).state, InstanceState::Provisioning);
    QCOMPARE(instances->at(4).gpuName, QStringLiteral("Mystery GPU"));
    QCOMPARE(instances->at(4).pricePerHour, cny(0));
    QCOMPARE(instances->at(5).state, InstanceState::Error);
    QCOMPARE(instances->at(5).stateDetail, QStringLiteral("abnormal"));

    // An account with no instances may answer without a list.
    const auto empty = AutoDlJson::parseInstances(QJsonValue(QJsonValue::Null), AutoDlPriceList::builtin());
    QVERIFY(empty);
    QVERIFY(empty->isEmpty());
}

void TestAutoDlParser::statusMapping_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<InstanceState>("state");
    QTest::newRow("creating") << QStringLiteral("creating") << InstanceState::Provisioning;
    QTest::newRow("created") << QStringLiteral("created") << InstanceState::Provisioning;
    QTest::newRow("starting") << QStringLiteral("starting") << InstanceState::Provisioning;
    QTest::newRow("oss_merged") << QStringLiteral("oss_merged") << InstanceState::Provisioning;
    QTest::newRow("running") << QStringLiteral("running") << InstanceState::Running;
    QTest::newRow("Running ") << QStringLiteral("Running ") << InstanceState::Running;
    QTest::newRow("shutting_down") << QStringLiteral("shutting_down") << InstanceState::Stopped;
    QTest::newRow("shutdown") << QStringLiteral("shutdown") << InstanceState::Stopped;
    QTest::newRow("released") << QStringLiteral("released") << InstanceState::Terminated;
    QTest::newRow("new status") << QStringLiteral("teleporting") << InstanceState::Error;
    QTest::newRow("empty") << QString() << InstanceState::Error;
}

void TestAutoDlParser::statusMapping()
{
    QFETCH(QString, status);
    QFETCH(InstanceState, state);
    QCOMPARE(AutoDlJson::mapStatus(status), state);
}

void TestAutoDlParser::snapshotGivesSsh()
{
    const auto running = AutoDlJson::parseSnapshot(dataOf(QStringLiteral("snapshot-running.json")));
    QVERIFY(running);
    QVERIFY(running->hasSsh());
    QCOMPARE(running->host, QStringLiteral("connect.westb.example.com"));
    QCOMPARE(running->port, 34222);
    QCOMPARE(running->user, QStringLiteral("root"));
    QCOMPARE(running->password, QStringLiteral("scrubbed-Pw-1234"));
    QCOMPARE(running->pricePerHour, cny(4'160'000));

    const auto proxy = AutoDlJson::parseSnapshot(dataOf(QStringLiteral("snapshot-proxy-only.json")));
    QVERIFY(proxy);
    QCOMPARE(proxy->host, QStringLiteral("connect.bja.example.com"));
    QCOMPARE(proxy->port, 41022); // a numeric string
    QCOMPARE(proxy->user, QStringLiteral("root"));
    QVERIFY(!proxy->pricePerHour.isValid());

    const auto booting = AutoDlJson::parseSnapshot(dataOf(QStringLiteral("snapshot-booting.json")));
    QVERIFY(booting);
    QVERIFY(!booting->hasSsh());
    QCOMPARE(booting->status, QStringLiteral("starting"));
}

void TestAutoDlParser::paygPriceIsInThousandthsOfYuan()
{
    // The value a public AutoDL client's test mock uses for an RTX 3090, 1870, is ¥1.87 an hour (clients divide by
    // 1000: "价格字段单位是厘（0.001元）"; provider-wire-audit.md D-A3), not ¥1870.
    const auto snapshot = AutoDlJson::parseSnapshot(QJsonObject { { QStringLiteral("payg_price"), 1870 } });
    QVERIFY(snapshot);
    QCOMPARE(snapshot->pricePerHour, cny(1'870'000));
}

void TestAutoDlParser::proCatalogIsEmbeddedAndSane()
{
    // AutoDL's appendix table of Pro specs and public base images, as the public clients copy it.
    const AutoDlProCatalog &catalog = AutoDlProCatalog::builtin();
    QVERIFY(catalog.specs().size() >= 7);
    QCOMPARE(catalog.spec(QStringLiteral("pro6000-p"))->vramGb, 96.0);
    QCOMPARE(catalog.spec(QStringLiteral("v-48g"))->gpuName, QStringLiteral("NVIDIA GeForce RTX 4090"));
    QVERIFY(!catalog.spec(QStringLiteral("v-32g-p"))->typicalPerGpuHour.isValid()); // no public price
    QCOMPARE(catalog.defaultImage().uuid, QStringLiteral("base-image-l2t43iu6uk"));
    QCOMPARE(catalog.image(QStringLiteral("miniconda-cuda11.6"))->cudaFrom, 116);
    const QList<Offer> offers = AutoDlJson::proOffers(catalog);
    QCOMPARE(offers.size(), 6 * AutoDlJson::MaxGpusPerInstance); // every priced spec × 1..4
    for (const Offer &offer : offers) {
        QVERIFY(AutoDlOfferId::parse(offer.id).has_value());
        QVERIFY(offer.pricePerHour.micros() > 0);
    }
}

void TestAutoDlParser::listRowsAsDocumentedGetGpuFromTheSpec()
{
    // A pro/list row as public clients list its fields: no GPU name, no price, no created_at.
    const QJsonObject row { { QStringLiteral("uuid"), QStringLiteral("pro-76419909953e") },
        { QStringLiteral("name"), QStringLiteral("train") }, { QStringLiteral("status"), QStringLiteral("shutdown") },
        { QStringLiteral("req_gpu_amount"), 2 }, { QStringLiteral("gpu_spec_uuid"), QStringLiteral("pro6000-p") },
        { QStringLiteral("region_sign"), QStringLiteral("bj-B1") },
        { QStringLiteral("started_at"), QStringLiteral("2026-11-30T08:00:00Z") } };
    const Instance instance = AutoDlJson::instanceFromJson(row, AutoDlPriceList::builtin());
    QCOMPARE(instance.id, QStringLiteral("pro-76419909953e"));
    QCOMPARE(instance.gpuName, QStringLiteral("NVIDIA RTX PRO 6000")); // not "", as before
    QCOMPARE(instance.vramGb, 96.0);
    QCOMPARE(instance.pricePerHour, cny(6'060'000)); // typical 3.03 × 2, not 0
    QVERIFY(instance.createdAt.isValid());
    // The snapshot names the GPU as the machine shows it.
    const auto snapshot = AutoDlJson::parseSnapshot(
        QJsonObject { { QStringLiteral("snapshot_gpu_alias_name"), QStringLiteral("NVIDIA RTX PRO 6000") },
            { QStringLiteral("payg_price"), 1970 } });
    QVERIFY(snapshot);
    QCOMPARE(snapshot->gpuName, QStringLiteral("NVIDIA RTX PRO 6000"));
    QCOMPARE(snapshot->pricePerHour, cny(1'970'000));
}

void TestAutoDlParser::realNameRefusalIsNotABadKey()
{
    // {"code":"TORealName","msg":"未完成实名认证,认证后才可使用"}: its "认证" once read as an auth failure.
    const Error error
        = AutoDlJson::envelopeError(QStringLiteral("TORealName"), QStringLiteral("未完成实名认证,认证后才可使用"));
    QCOMPARE(error.code, Error::Code::Provider);
    QVERIFY2(error.message.contains(QStringLiteral("real-name verification")), qPrintable(error.message));
    const Error stock = AutoDlJson::envelopeError(
        QStringLiteral("InternalError"), QStringLiteral("当前算力规格暂无库存, 请修改配置或稍等再试"));
    QVERIFY2(stock.message.contains(QStringLiteral("this offer was just taken")), qPrintable(stock.message));
}

void TestAutoDlParser::createdAndStatus()
{
    QCOMPARE(*AutoDlJson::parseCreated(dataOf(QStringLiteral("create.json"))), QStringLiteral("pro-1a2b3c4d"));
    QCOMPARE(*AutoDlJson::parseCreated(dataOf(QStringLiteral("create-object.json"))), QStringLiteral("pro-5e6f7a8b"));
    QVERIFY(!AutoDlJson::parseCreated(QJsonValue(QJsonValue::Null)));
    QVERIFY(!AutoDlJson::parseCreated(QJsonValue(QStringLiteral("pro 1"))));
    QCOMPARE(*AutoDlJson::parseStatus(dataOf(QStringLiteral("status.json"))), QStringLiteral("running"));
    QCOMPARE(*AutoDlJson::parseStatus(QJsonObject { { QStringLiteral("status"), QStringLiteral("shutdown") } }),
        QStringLiteral("shutdown"));
    QVERIFY(!AutoDlJson::parseStatus(QJsonValue(42)));
}

void TestAutoDlParser::envelopeErrors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<Error::Code>("code");
    QTest::addColumn<QString>("says");
    QTest::newRow("auth") << QStringLiteral("error-auth.json") << Error::Code::Auth
                          << QStringLiteral("API key rejected by AutoDL: check it in Settings › Accounts.");
    QTest::newRow("no stock") << QStringLiteral("error-no-stock.json") << Error::Code::Provider
                              << QStringLiteral("this offer was just taken, pick another");
    QTest::newRow("balance") << QStringLiteral("error-balance.json") << Error::Code::Provider
                             << QStringLiteral("balance is too low");
    QTest::newRow("not off") << QStringLiteral("error-not-powered-off.json") << Error::Code::Provider
                             << QStringLiteral("AutoDL refused the request: 请先关机 [InstanceStatusError]");
    QTest::newRow("gone") << QStringLiteral("error-not-found.json") << Error::Code::NotFound
                          << QStringLiteral("may have been released");
}

void TestAutoDlParser::envelopeErrors()
{
    QFETCH(QString, file);
    QFETCH(Error::Code, code);
    QFETCH(QString, says);
    const Result<QJsonValue> data = AutoDlJson::unwrap(QJsonDocument::fromJson(fixture(file)));
    QVERIFY(!data);
    QCOMPARE(data.error().code, code);
    QVERIFY2(data.error().message.contains(says), qPrintable(data.error().message));
}

void TestAutoDlParser::createBody()
{
    const AutoDlOfferId offer { QStringLiteral("westDC2"), QStringLiteral("gpu-spec-aaaa1111"), 2 };
    InstanceSpec spec;
    spec.label = QStringLiteral("run 7");
    spec.diskGb = 50;
    const auto body = AutoDlJson::createBody(offer, spec, AutoDlProCatalog::builtin());
    QVERIFY(body);
    QCOMPARE(body->value(QStringLiteral("req_gpu_amount")).toInt(), 2);
    QCOMPARE(body->value(QStringLiteral("gpu_spec_uuid")).toString(), QStringLiteral("gpu-spec-aaaa1111"));
    // The default is a real public base image (PyTorch 2.0.0 / CUDA 11.8), not a placeholder name.
    QCOMPARE(body->value(QStringLiteral("image_uuid")).toString(), QStringLiteral("base-image-l2t43iu6uk"));
    QCOMPARE(body->value(QStringLiteral("cuda_v_from")).toInt(), 118);
    QCOMPARE(body->value(QStringLiteral("expand_system_disk_by_gb")).toInt(), 50);
    QCOMPARE(body->value(QStringLiteral("data_center_list")).toArray(), QJsonArray { QStringLiteral("westDC2") });
    QCOMPARE(body->value(QStringLiteral("instance_name")).toString(), QStringLiteral("run 7"));

    spec.image = QStringLiteral("image-custom01");
    spec.diskGb = 0;
    spec.label.clear();
    const auto plain
        = AutoDlJson::createBody({ QStringLiteral("any"), QStringLiteral("s"), 1 }, spec, AutoDlProCatalog::builtin());
    QVERIFY(plain);
    QCOMPARE(plain->value(QStringLiteral("image_uuid")).toString(), QStringLiteral("image-custom01"));
    QVERIFY(!plain->contains(QStringLiteral("data_center_list")));
    QVERIFY(!plain->contains(QStringLiteral("instance_name")));

    // A base image by its name, with its own CUDA floor; a Docker image name is refused with the list.
    spec.image = QStringLiteral("pytorch-1.11.0-cuda11.3");
    const auto named = AutoDlJson::createBody(offer, spec, AutoDlProCatalog::builtin());
    QVERIFY(named);
    QCOMPARE(named->value(QStringLiteral("image_uuid")).toString(), QStringLiteral("base-image-l374uiucui"));
    QCOMPARE(named->value(QStringLiteral("cuda_v_from")).toInt(), 113);
    spec.image = QStringLiteral("pytorch/pytorch:2.4.0-cuda12.4");
    const auto docker = AutoDlJson::createBody(offer, spec, AutoDlProCatalog::builtin());
    QVERIFY(!docker);
    QVERIFY2(
        docker.error().message.contains(QLatin1String("pytorch-2.0.0-cuda11.8")), qPrintable(docker.error().message));

    spec.image.clear();
    spec.diskGb = 501;
    const auto tooBig = AutoDlJson::createBody(offer, spec, AutoDlProCatalog::builtin());
    QVERIFY(!tooBig);
    QCOMPARE(tooBig.error().code, Error::Code::InvalidInput);
}

void TestAutoDlParser::garbageNeverCrashes_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("empty") << QByteArray();
    QTest::newRow("html") << QByteArray("<html>502 Bad Gateway</html>");
    QTest::newRow("array") << QByteArray("[1,2,3]");
    QTest::newRow("no code") << QByteArray("{\"data\": []}");
    QTest::newRow("code not string") << QByteArray("{\"code\": 0, \"data\": []}");
    QTest::newRow("data wrong type") << QByteArray("{\"code\": \"Success\", \"data\": 17}");
    QTest::newRow("rows wrong type") << QByteArray(
        "{\"code\": \"Success\", \"data\": [1, \"x\", null, [], {\"gpu_type\": 5}]}");
    QTest::newRow("list not list") << QByteArray("{\"code\": \"Success\", \"data\": {\"list\": \"nope\"}}");
}

void TestAutoDlParser::garbageNeverCrashes()
{
    QFETCH(QByteArray, body);
    const Result<QJsonValue> data = AutoDlJson::unwrap(QJsonDocument::fromJson(body));
    if (!data) {
        QCOMPARE(data.error().code, Error::Code::Provider);
        QVERIFY(data.error().message.contains(QStringLiteral("AutoDL")));
        return;
    }
    // Whatever parses must give a clear error or a harmless (possibly empty) result.
    const auto stock = AutoDlJson::parseStock(*data);
    if (stock) {
        QVERIFY(AutoDlJson::offers(*stock, AutoDlPriceList::builtin()).isEmpty());
    } else {
        QVERIFY(stock.error().message.contains(QStringLiteral("unexpected shape")));
    }
    const auto instances = AutoDlJson::parseInstances(*data, AutoDlPriceList::builtin());
    QVERIFY(!instances || instances->isEmpty());
    (void)AutoDlJson::parseSnapshot(*data);
    (void)AutoDlJson::parseCreated(*data);
    (void)AutoDlJson::parseStatus(*data);
}

QTEST_GUILESS_MAIN(TestAutoDlParser)
#include "TestAutoDlParser.moc"
