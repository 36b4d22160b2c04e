// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LambdaJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <cmath>

namespace RentDeck {

namespace {

const QString Usd = QStringLiteral("USD");

/** \a value as an int; \a fallback for NaN and values out of int's range (converting those is UB). */
int toInt(double value, int fallback = 0)
{
    return value >= -2147483648.0 && value <= 2147483647.0 ? int(value) : fallback;
}

/** What an instance-type object says, in our units. */
struct TypeFacts
{
    QString name;
    QString gpuDescription;
    Money price;
    int gpus = 0;
    int vcpus = 0;
    double memoryGib = 0;
    double storageGib = 0;
};

QString text(const QJsonObject &object, const char *key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isString() ? value.toString().trimmed() : QString();
}

double number(const QJsonObject &object, const char *key, double fallback = 0)
{
    const QJsonValue value = object.value(QLatin1String(key));
    if (value.isDouble()) {
        return value.toDouble();
    }
    if (value.isString()) { // tolerated: numbers sent as text
        bool ok = false;
        const double parsed = value.toString().toDouble(&ok);
        return ok ? parsed : fallback;
    }
    return fallback;
}

Error malformed(const QString &message)
{
    return Error::make(Error::Code::Provider, message);
}

/** "gpu_8x_h100_sxm5" → 8 when specs.gpus is missing. */
int gpusFromTypeName(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^gpu_(\\d+)x_"));
    const auto match = pattern.match(name);
    return match.hasMatch() ? match.captured(1).toInt() : 0;
}

Result<TypeFacts> typeFacts(const QJsonValue &value)
{
    if (!value.isObject()) {
        return malformed(LambdaJson::tr("the instance_type is not an object"));
    }
    const QJsonObject object = value.toObject();
    TypeFacts facts;
    facts.name = text(object, "name");
    if (facts.name.isEmpty()) {
        return malformed(LambdaJson::tr("an instance_type has no name"));
    }
    const QJsonValue cents = object.value(QLatin1String("price_cents_per_hour"));
    const double centsValue = number(object, "price_cents_per_hour", -1);
    if (cents.isUndefined() || centsValue < 0 || !std::isfinite(centsValue) || centsValue > 1e12) {
        return malformed(LambdaJson::tr("instance type %1 has no valid price_cents_per_hour").arg(facts.name));
    }
    // Integer US cents per instance-hour: 1 cent = 10'000 micro-dollars, exact.
    facts.price = Money(qint64(std::llround(centsValue * 10'000.0)), Usd);
    facts.gpuDescription = text(object, "gpu_description");
    if (facts.gpuDescription.isEmpty()) {
        // Older answers only had "description": "8x H100 (80 GB SXM5)".
        static const QRegularExpression count(QStringLiteral("^\\d+x\\s+"));
        facts.gpuDescription = text(object, "description").remove(count);
    }
    const QJsonObject specs = object.value(QLatin1String("specs")).toObject();
    facts.gpus = toInt(number(specs, "gpus", gpusFromTypeName(facts.name)));
    facts.vcpus = toInt(number(specs, "vcpus"));
    facts.memoryGib = number(specs, "memory_gib");
    facts.storageGib = number(specs, "storage_gib");
    if (facts.gpus <= 0) {
        return malformed(LambdaJson::tr("instance type %1 names no GPU count").arg(facts.name));
    }
    return facts;
}

QString interconnectOf(const TypeFacts &facts)
{
    if (facts.gpus <= 1) {
        return {};
    }
    // SXM boards are joined by NVLink/NVSwitch; Lambda's other multi-GPU types are PCIe cards.
    return facts.gpuDescription.contains(QLatin1String("SXM"), Qt::CaseInsensitive) ? QStringLiteral("SXM")
                                                                                    : QStringLiteral("PCIe");
}

QString regionName(const QJsonValue &value)
{
    if (value.isString()) {
        return value.toString().trimmed();
    }
    return text(value.toObject(), "name");
}

bool isToken(const QString &value)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_.\\-]+$"));
    return pattern.match(value).hasMatch();
}

} // namespace

Result<QJsonValue> LambdaJson::payload(const QByteArray &body, const QString &what)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return malformed(tr("Lambda Cloud sent %1 that is not JSON (%2 at byte %3): try again; if it persists, "
                            "Lambda's API may have changed.")
                             .arg(what, parseError.errorString())
                             .arg(parseError.offset));
    }
    if (!document.isObject() || !document.object().contains(QLatin1String("data"))) {
        return malformed(tr("Lambda Cloud sent %1 without its \"data\" envelope: RentDeck cannot read it; "
                            "Lambda's API may have changed.")
                             .arg(what));
    }
    return document.object().value(QLatin1String("data"));
}

Result<QList<Offer>> LambdaJson::parseOffers(const QByteArray &body, QStringList *soldOut, QStringList *skipped)
{
    const auto data = payload(body, tr("an instance-type list"));
    if (!data) {
        return data.error();
    }
    if (!data->isObject()) {
        return malformed(tr("Lambda Cloud sent the instance types as %1 instead of a map by type name: RentDeck "
                            "cannot read them; Lambda's API may have changed.")
                             .arg(data->isArray() ? tr("a list") : tr("a scalar")));
    }
    QList<Offer> offers;
    const QJsonObject types = data->toObject();
    for (auto it = types.begin(); it != types.end(); ++it) {
        const QJsonObject entry = it.value().toObject();
        auto facts = typeFacts(entry.value(QLatin1String("instance_type")));
        if (!facts) {
            if (skipped) {
                skipped->append(it.key() + QLatin1String(": ") + facts.error().message);
            }
            continue;
        }
        const QJsonArray regions = entry.value(QLatin1String("regions_with_capacity_available")).toArray();
        if (regions.isEmpty()) {
            if (soldOut) {
                soldOut->append(facts->name);
            }
            continue;
        }
        for (const QJsonValue &region : regions) {
            const QString name = regionName(region);
            if (name.isEmpty() || !isToken(name) || !isToken(facts->name)) {
                if (skipped) {
                    skipped->append(facts->name + QLatin1String(": ") + tr("a region without a usable name"));
                }
                continue;
            }
            Offer offer;
            offer.providerId = QString::fromLatin1(ProviderId);
            offer.id = offerId(facts->name, name);
            offer.gpuName = gpuNameFromDescription(facts->gpuDescription);
            offer.gpuCount = facts->gpus;
            offer.vramGb = vramGbFromDescription(facts->gpuDescription);
            offer.pricePerHour = facts->price;
            offer.billing = billingPolicy();
            offer.spot = false; // Lambda has no spot market
            offer.region = name;
            offer.cpuCores = facts->vcpus;
            offer.ramGb = gibToGb(facts->memoryGib);
            offer.diskGb = gibToGb(facts->storageGib);
            offer.interconnect = interconnectOf(*facts);
            offer.note = region.toObject().value(QLatin1String("description")).toString();
            offers.append(offer);
        }
    }
    return offers;
}

Result<Instance> LambdaJson::instanceFromObject(
    const QJsonObject &object, const QString &sshKeyFile, const QString &knownHostsFile)
{
    Instance instance;
    instance.providerId = QString::fromLatin1(ProviderId);
    instance.id = text(object, "id");
    if (instance.id.isEmpty()) {
        return malformed(tr("Lambda Cloud sent an instance without an id: RentDeck cannot track it."));
    }
    const QString status = text(object, "status");
    if (status.isEmpty()) {
        return malformed(tr("Lambda Cloud sent instance %1 without a status.").arg(instance.id));
    }
    bool known = false;
    instance.state = stateFromStatus(status, &known);
    if (!known) {
        instance.stateDetail = tr("Lambda status \"%1\", which RentDeck does not know").arg(status);
    } else if (status == QLatin1String("preempted")) {
        instance.stateDetail = tr("preempted: Lambda took the machine back");
        instance.reclaimed = true;
    } else if (status == QLatin1String("unhealthy")) {
        instance.stateDetail
            = tr("unhealthy: Lambda's health checks fail and it is still billed; restart or terminate it");
    } else if (status == QLatin1String("terminating")) {
        instance.stateDetail = tr("terminating: Lambda is still releasing it; billing ended when it was terminated");
    } else {
        instance.stateDetail = status;
    }
    instance.label = text(object, "name");
    const QString region = regionName(object.value(QLatin1String("region")));
    const QJsonValue type = object.value(QLatin1String("instance_type"));
    if (!type.isUndefined() && !type.isNull()) {
        auto facts = typeFacts(type);
        if (!facts) {
            return malformed(tr("Lambda Cloud sent instance %1 with a bad instance type: %2.")
                                 .arg(instance.id, facts.error().message));
        }
        instance.offerId = region.isEmpty() ? facts->name : offerId(facts->name, region);
        instance.gpuName = gpuNameFromDescription(facts->gpuDescription);
        instance.gpuCount = facts->gpus;
        instance.vramGb = vramGbFromDescription(facts->gpuDescription);
        instance.pricePerHour = facts->price;
        instance.diskGb = gibToGb(facts->storageGib);
    }
    instance.billing = billingPolicy();
    const QString ip = text(object, "ip");
    if (!ip.isEmpty() && !isGone(instance.state)) {
        instance.ssh.host = ip;
        // Lambda always serves SSH on 22 and sends no port. "ssh_port" is not Lambda's: only RentDeck's mock
        // sends it, to point at a local sshd.
        const int port = toInt(number(object, "ssh_port", 22));
        instance.ssh.port = port > 0 && port < 65536 ? port : 22;
        instance.ssh.user = QStringLiteral("ubuntu");
        instance.ssh.identityFile = sshKeyFile;
        instance.ssh.knownHostsFile = knownHostsFile;
    }
    return instance;
}

Result<QList<Instance>> LambdaJson::parseInstances(
    const QByteArray &body, const QString &sshKeyFile, const QString &knownHostsFile)
{
    const auto data = payload(body, tr("an instance list"));
    if (!data) {
        return data.error();
    }
    if (!data->isArray()) {
        return malformed(tr("Lambda Cloud sent the instance list as something other than a list: RentDeck cannot "
                            "read it; Lambda's API may have changed."));
    }
    QList<Instance> instances;
    for (const QJsonValue &value : data->toArray()) {
        if (!value.isObject()) {
            return malformed(tr("Lambda Cloud sent an instance that is not an object."));
        }
        auto instance = instanceFromObject(value.toObject(), sshKeyFile, knownHostsFile);
        if (!instance) {
            return instance.error();
        }
        instances.append(*instance);
    }
    return instances;
}

Result<Instance> LambdaJson::parseInstance(
    const QByteArray &body, const QString &sshKeyFile, const QString &knownHostsFile)
{
    const auto data = payload(body, tr("an instance"));
    if (!data) {
        return data.error();
    }
    if (!data->isObject()) {
        return malformed(tr("Lambda Cloud sent an instance that is not an object."));
    }
    return instanceFromObject(data->toObject(), sshKeyFile, knownHostsFile);
}

Result<QStringList> LambdaJson::parseLaunchedIds(const QByteArray &body)
{
    const auto data = payload(body, tr("a launch answer"));
    if (!data) {
        return data.error();
    }
    QStringList ids;
    for (const QJsonValue &value : data->toObject().value(QLatin1String("instance_ids")).toArray()) {
        if (value.isString() && !value.toString().trimmed().isEmpty()) {
            ids.append(value.toString().trimmed());
        }
    }
    if (ids.isEmpty()) {
        return malformed(tr("Lambda Cloud accepted the launch but sent no instance id: look for the instance in "
                            "Lambda's dashboard, it may be billing."));
    }
    return ids;
}

Result<QStringList> LambdaJson::parseOperationIds(const QByteArray &body, const QString &listKey)
{
    const auto data = payload(body, tr("an instance operation answer"));
    if (!data) {
        return data.error();
    }
    const QJsonValue list = data->toObject().value(listKey);
    if (!list.isArray()) {
        return malformed(tr("Lambda Cloud's answer has no \"%1\" list.").arg(listKey));
    }
    QStringList ids;
    for (const QJsonValue &value : list.toArray()) {
        const QString id = value.isString() ? value.toString() : text(value.toObject(), "id");
        if (!id.isEmpty()) {
            ids.append(id);
        }
    }
    return ids;
}

Result<QList<LambdaSshKey>> LambdaJson::parseSshKeys(const QByteArray &body)
{
    const auto data = payload(body, tr("an SSH key list"));
    if (!data) {
        return data.error();
    }
    if (!data->isArray()) {
        return malformed(tr("Lambda Cloud sent the SSH keys as something other than a list."));
    }
    QList<LambdaSshKey> keys;
    for (const QJsonValue &value : data->toArray()) {
        const QJsonObject object = value.toObject();
        LambdaSshKey key { text(object, "id"), text(object, "name"), text(object, "public_key") };
        if (!key.name.isEmpty() && !key.publicKey.isEmpty()) {
            keys.append(key);
        }
    }
    return keys;
}

Result<LambdaSshKey> LambdaJson::parseSshKey(const QByteArray &body)
{
    const auto data = payload(body, tr("an SSH key"));
    if (!data) {
        return data.error();
    }
    const QJsonObject object = data->toObject();
    LambdaSshKey key { text(object, "id"), text(object, "name"), text(object, "public_key") };
    if (key.name.isEmpty()) {
        return malformed(tr("Lambda Cloud registered the SSH key but sent back no name."));
    }
    return key;
}

InstanceState LambdaJson::stateFromStatus(const QString &status, bool *known)
{
    const QString value = status.trimmed().toLower();
    bool isKnown = true;
    InstanceState state = InstanceState::Error;
    if (value == QLatin1String("booting")) {
        state = InstanceState::Provisioning;
    } else if (value == QLatin1String("active")) {
        state = InstanceState::Running;
    } else if (value == QLatin1String("unhealthy")) {
        // Still there and still billed ("billed for as long as they're running", docs.lambda.ai billing); SkyPilot
        // keeps it as not yet terminated too. Running, with the reason in the detail.
        state = InstanceState::Running;
    } else if (value == QLatin1String("preempted")) {
        state = InstanceState::Preempted; // Lambda took it back: over for the meter, and a job on it was lost
    } else if (value == QLatin1String("terminating") || value == QLatin1String("terminated")) {
        // terminating: billing "ends the moment you terminate the instance" (docs.lambda.ai billing), so for the
        // meter it is over; the detail says it is still being released (shown, not hidden as "terminated").
        state = InstanceState::Terminated;
    } else {
        isKnown = false; // shown as an error so that someone looks at it; it may be billing
    }
    if (known) {
        *known = isKnown;
    }
    return state;
}

std::optional<LambdaOfferRef> LambdaJson::splitOfferId(const QString &offerId)
{
    const qsizetype at = offerId.indexOf(QLatin1Char('@'));
    if (at <= 0 || at != offerId.lastIndexOf(QLatin1Char('@'))) {
        return std::nullopt;
    }
    LambdaOfferRef ref { offerId.left(at), offerId.mid(at + 1) };
    if (!isToken(ref.instanceType) || !isToken(ref.region)) {
        return std::nullopt;
    }
    return ref;
}

QString LambdaJson::offerId(const QString &instanceType, const QString &region)
{
    return instanceType + QLatin1Char('@') + region;
}

double LambdaJson::vramGbFromDescription(const QString &gpuDescription)
{
    static const QRegularExpression pattern(
        QStringLiteral("(\\d+(?:\\.\\d+)?)\\s*GB"), QRegularExpression::CaseInsensitiveOption);
    const auto match = pattern.match(gpuDescription);
    return match.hasMatch() ? match.captured(1).toDouble() : 0;
}

QString LambdaJson::gpuNameFromDescription(const QString &gpuDescription)
{
    const QString model = gpuDescription.section(QLatin1Char('('), 0, 0).simplified();
    const QString details = gpuDescription.section(QLatin1Char('('), 1).toUpper();
    const double vram = vramGbFromDescription(gpuDescription); // not int: "(7777777777 GB)" is out of its range
    const bool sxm = details.contains(QLatin1String("SXM"));
    const QString bare = model.toUpper().remove(QStringLiteral("NVIDIA ")).remove(QStringLiteral("RTX ")).trimmed();
    // The names nvidia-smi reports for Lambda's cards, so the checks find them in the GPU catalog.
    if (bare == QLatin1String("A100")) {
        if (sxm) {
            return vram >= 80 ? QStringLiteral("NVIDIA A100-SXM4-80GB") : QStringLiteral("NVIDIA A100-SXM4-40GB");
        }
        return vram >= 80 ? QStringLiteral("NVIDIA A100 80GB PCIe") : QStringLiteral("NVIDIA A100-PCIE-40GB");
    }
    if (bare == QLatin1String("H100")) {
        return sxm ? QStringLiteral("NVIDIA H100 80GB HBM3") : QStringLiteral("NVIDIA H100 PCIe");
    }
    if (bare == QLatin1String("A6000")) {
        return QStringLiteral("NVIDIA RTX A6000");
    }
    if (bare == QLatin1String("GH200")) {
        return QStringLiteral("NVIDIA GH200 480GB");
    }
    if (bare == QLatin1String("V100") || bare == QLatin1String("TESLA V100")) {
        return QStringLiteral("Tesla V100-SXM2-16GB");
    }
    if (model.isEmpty()) {
        return tr("unknown GPU");
    }
    if (model.startsWith(QLatin1String("NVIDIA"), Qt::CaseInsensitive)
        || model.startsWith(QLatin1String("Tesla"), Qt::CaseInsensitive)
        || model.startsWith(QLatin1String("Quadro"), Qt::CaseInsensitive)) {
        return model;
    }
    return QStringLiteral("NVIDIA ") + model;
}

BillingPolicy LambdaJson::billingPolicy()
{
    BillingPolicy policy;
    policy.granularity = BillingGranularity::Minute;
    policy.minimumSeconds = 0;
    return policy;
}

double LambdaJson::gibToGb(double gib)
{
    return std::round(gib * 1.073741824 * 10.0) / 10.0;
}

Result<QList<LambdaImage>> LambdaJson::parseImages(const QByteArray &body)
{
    const QJsonDocument document = QJsonDocument::fromJson(body);
    const QJsonValue data = document.object().value(QLatin1String("data"));
    if (!data.isArray()) {
        return malformed(tr("Lambda Cloud answered the image list without a \"data\" list."));
    }
    QList<LambdaImage> images;
    for (const QJsonValue &entry : data.toArray()) {
        const QJsonObject image = entry.toObject();
        LambdaImage parsed { text(image, "id"), text(image, "name"), text(image, "family"),
            text(image.value(QLatin1String("region")).toObject(), "name") };
        if (!parsed.id.isEmpty()) {
            images.append(parsed);
        }
    }
    return images;
}

} // namespace RentDeck
