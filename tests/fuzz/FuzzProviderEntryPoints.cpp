// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Entry points for provider API answers: every public parse function of each adapter's pure JSON layer, on the
// body as a whole and on the objects inside it (the per-object functions are public and reached from lists).
#include "FuzzSupport.h"
#include "autodl/AutoDlJson.h"
#include "autodl/AutoDlPriceList.h"
#include "lambda/LambdaErrors.h"
#include "lambda/LambdaFileSystems.h"
#include "lambda/LambdaJson.h"
#include "runpod/RunPodJson.h"
#include "runpod/RunPodNetworkVolumes.h"
#include "vastai/VastAiJson.h"
#include "vastai/VastAiVolumes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>

namespace RentDeck::Fuzz {

namespace {

const QString FuzzPublicKey = QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFuzzFuzzFuzz fuzz@rentdeck");

Error transportError(int httpStatus)
{
    Error error = Error::make(Error::Code::Provider, QStringLiteral("HTTP error"));
    error.httpStatus = httpStatus;
    return error;
}

template <typename T> void touchAll(const Result<QList<T>> &list)
{
    if (list) {
        for (const T &item : *list) {
            touch(item);
        }
    }
}

/** The first word of \a input (ids, names and offer ids are single words). */
QString firstWord(const QByteArray &input)
{
    return QString::fromUtf8(input).section(QLatin1Char(' '), 0, 0);
}

} // namespace

void vastAi(const QByteArray &input)
{
    for (const bool bid : { false, true }) {
        const Result<QList<Offer>> offers = VastAiJson::parseOffers(input, bid);
        expectExplained(offers, "VastAiJson::parseOffers gave no message");
        touchAll(offers);
    }
    const Result<QList<Instance>> instances = VastAiJson::parseInstances(input);
    expectExplained(instances, "VastAiJson::parseInstances gave no message");
    expectExplained(VastAiVolumes::parse(input), "VastAiVolumes::parse gave no message");
    touchAll(instances);
    expectExplained(VastAiJson::parseNewContract(input), "VastAiJson::parseNewContract gave no message");
    const Result<QStringList> keys = VastAiJson::parseSshKeys(input);
    expectExplained(keys, "VastAiJson::parseSshKeys gave no message");
    if (keys) {
        static_cast<void>(VastAiJson::containsKey(*keys, FuzzPublicKey));
    }
    const Result<Money> balance = VastAiJson::parseBalance(input);
    expectExplained(balance, "VastAiJson::parseBalance gave no message");
    if (balance) {
        touch(*balance);
    }
    for (const int status : { 400, 401, 404, 410, 429 }) {
        expect(!VastAiJson::mapError(transportError(status), input).message.isEmpty(), "VastAiJson::mapError");
    }
    for (const QJsonObject &object : objectsIn(QJsonDocument::fromJson(input))) {
        if (const std::optional<Offer> offer = VastAiJson::parseOffer(object, false)) {
            touch(*offer);
        }
        if (const std::optional<Instance> instance = VastAiJson::parseInstance(object)) {
            touch(*instance);
        }
        static_cast<void>(VastAiJson::sshEndpoint(object));
        QString detail;
        static_cast<void>(VastAiJson::mapState(object.value(QLatin1String("actual_status")),
            object.value(QLatin1String("intended_status")).toString(),
            object.value(QLatin1String("cur_state")).toString(), &detail));
        static_cast<void>(VastAiJson::displayGpuName(
            object.value(QLatin1String("gpu_name")).toString(), object.value(QLatin1String("gpu_arch")).toString()));
    }
    const QString word = firstWord(input);
    expectExplained(VastAiJson::parseOfferId(word), "VastAiJson::parseOfferId gave no message");
    static_cast<void>(VastAiJson::isInstanceId(word));
    static_cast<void>(VastAiJson::vastGpuName(QString::fromUtf8(input)));
}

void runPod(const QByteArray &input)
{
    const QJsonDocument document = QJsonDocument::fromJson(input);
    const Result<QList<Offer>> offers = RunPodJson::offers(document, QStringLiteral("COMMUNITY"), 2);
    expectExplained(offers, "RunPodJson::offers gave no message");
    touchAll(offers);
    const Result<QList<Instance>> instances = RunPodJson::instances(document);
    expectExplained(instances, "RunPodJson::instances gave no message");
    // The same document as the volume list and as the pod list that says which volumes are mounted.
    expectExplained(RunPodNetworkVolumes::parse(document, document), "RunPodNetworkVolumes::parse gave no message");
    touchAll(instances);
    const Result<Instance> instance = RunPodJson::instance(document);
    expectExplained(instance, "RunPodJson::instance gave no message");
    if (instance) {
        touch(*instance);
    }
    const Result<QStringList> keys = RunPodJson::sshKeys(document);
    expectExplained(keys, "RunPodJson::sshKeys gave no message");
    if (keys) {
        static_cast<void>(RunPodJson::containsKey(*keys, FuzzPublicKey));
    }
    static_cast<void>(RunPodJson::problemText(input));
    for (const QJsonObject &object : objectsIn(document)) {
        const Result<Instance> pod = RunPodJson::instanceFromObject(object);
        expectExplained(pod, "RunPodJson::instanceFromObject gave no message");
        if (pod) {
            touch(*pod);
        }
    }
    if (const std::optional<RunPodJson::OfferKey> key = RunPodJson::parseOfferId(firstWord(input))) {
        expect(RunPodJson::parseOfferId(RunPodJson::offerId(*key)) == key, "RunPod offer id does not round-trip");
    }
}

void lambda(const QByteArray &input)
{
    QStringList soldOut;
    QStringList skipped;
    const Result<QList<Offer>> offers = LambdaJson::parseOffers(input, &soldOut, &skipped);
    expectExplained(offers, "LambdaJson::parseOffers gave no message");
    touchAll(offers);
    const QString keyFile = QStringLiteral("/home/fuzz/.local/share/rentdeck/keys/rentdeck_ed25519");
    const Result<QList<Instance>> instances = LambdaJson::parseInstances(input, keyFile);
    expectExplained(instances, "LambdaJson::parseInstances gave no message");
    expectExplained(LambdaFileSystems::parse(input), "LambdaFileSystems::parse gave no message");
    static_cast<void>(LambdaFileSystems::parseDeleted(input, QStringLiteral("fs")));
    touchAll(instances);
    const Result<Instance> instance = LambdaJson::parseInstance(input, keyFile);
    expectExplained(instance, "LambdaJson::parseInstance gave no message");
    if (instance) {
        touch(*instance);
    }
    expectExplained(LambdaJson::parseLaunchedIds(input), "LambdaJson::parseLaunchedIds gave no message");
    for (const char *listKey : { "terminated_instances", "restarted_instances" }) {
        expectExplained(LambdaJson::parseOperationIds(input, QLatin1String(listKey)),
            "LambdaJson::parseOperationIds gave no message");
    }
    expectExplained(LambdaJson::parseSshKeys(input), "LambdaJson::parseSshKeys gave no message");
    expectExplained(LambdaJson::parseSshKey(input), "LambdaJson::parseSshKey gave no message");
    for (const QJsonObject &object : objectsIn(QJsonDocument::fromJson(input), 3)) {
        const Result<Instance> one = LambdaJson::instanceFromObject(object, keyFile);
        expectExplained(one, "LambdaJson::instanceFromObject gave no message");
        const QString description = object.value(QLatin1String("gpu_description")).toString();
        static_cast<void>(LambdaJson::vramGbFromDescription(description));
        static_cast<void>(LambdaJson::gpuNameFromDescription(description));
        static_cast<void>(LambdaJson::stateFromStatus(object.value(QLatin1String("status")).toString()));
    }
    static_cast<void>(LambdaErrors::parse(input));
    for (const int status : { 400, 401, 403, 404, 500, 503 }) {
        const Error refined = LambdaErrors::refine(transportError(status), input, QStringLiteral("us-east-1"),
            QStringLiteral("0920582c7ff041399e34823a0be62549"));
        expect(!refined.message.isEmpty(), "LambdaErrors::refine gave no message");
    }
    if (const std::optional<LambdaOfferRef> ref = LambdaJson::splitOfferId(firstWord(input))) {
        expect(!ref->instanceType.isEmpty() && !ref->region.isEmpty(), "LambdaJson::splitOfferId gave an empty part");
    }
}

void autoDl(const QByteArray &input)
{
    const AutoDlPriceList &prices = AutoDlPriceList::builtin();
    const QJsonDocument document = QJsonDocument::fromJson(input);
    const Result<QJsonValue> unwrapped = AutoDlJson::unwrap(document);
    expectExplained(unwrapped, "AutoDlJson::unwrap gave no message");
    // Each data reader on the envelope's data and, since the envelope is [UNCONFIRMED], on the bare body too.
    QList<QJsonValue> datas;
    if (unwrapped) {
        datas.append(*unwrapped);
    }
    datas.append(document.isArray() ? QJsonValue(document.array()) : QJsonValue(document.object()));
    for (const QJsonValue &data : std::as_const(datas)) {
        const Result<QList<AutoDlStock>> stock = AutoDlJson::parseStock(data, QStringLiteral("westDC2"));
        expectExplained(stock, "AutoDlJson::parseStock gave no message");
        if (stock) {
            for (const Offer &offer : AutoDlJson::offers(*stock, prices)) {
                touch(offer);
                const std::optional<AutoDlOfferId> id = AutoDlOfferId::parse(offer.id);
                expect(id.has_value(), "an AutoDL offer id does not parse");
            }
        }
        expectExplained(AutoDlJson::parseCreated(data), "AutoDlJson::parseCreated gave no message");
        int maxPage = 0;
        const Result<QList<Instance>> instances = AutoDlJson::parseInstances(data, prices, &maxPage);
        expectExplained(instances, "AutoDlJson::parseInstances gave no message");
        touchAll(instances);
        const Result<AutoDlSnapshot> snapshot = AutoDlJson::parseSnapshot(data);
        expectExplained(snapshot, "AutoDlJson::parseSnapshot gave no message");
        if (snapshot) {
            touch(snapshot->pricePerHour);
            expect(!snapshot->hasSsh() || (snapshot->port > 0 && snapshot->port <= 65535), "AutoDL SSH port");
        }
        const Result<QString> status = AutoDlJson::parseStatus(data);
        expectExplained(status, "AutoDlJson::parseStatus gave no message");
        if (status) {
            static_cast<void>(AutoDlJson::mapStatus(*status));
        }
    }
    const Result<AutoDlPriceList> list = AutoDlPriceList::parse(input);
    expectExplained(list, "AutoDlPriceList::parse gave no message");
    if (list) {
        for (const AutoDlPrice &price : list->entries()) {
            static_cast<void>(list->priceNote(price));
            static_cast<void>(list->find(price.gpuName));
        }
    }
    if (const std::optional<AutoDlOfferId> id = AutoDlOfferId::parse(firstWord(input))) {
        expectExplained(AutoDlJson::createBody(*id, InstanceSpec {}, AutoDlProCatalog::builtin()),
            "AutoDlJson::createBody gave no message");
        expect(AutoDlOfferId::parse(id->toString()).has_value(), "AutoDL offer id does not round-trip");
    }
}

} // namespace RentDeck::Fuzz
