// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RunPodJson.h"

#include "logging/Redact.h"
#include "net/ApiJob.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QUrl>
#include <QVersionNumber>

namespace RentDeck {

namespace {

const QString UsdCurrency = QString::fromLatin1(RunPodJson::Currency);

QString shapeName(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("a boolean");
    case QJsonValue::Double:
        return QStringLiteral("a number");
    case QJsonValue::String:
        return QStringLiteral("a string");
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

QJsonValue documentValue(const QJsonDocument &document)
{
    if (document.isObject()) {
        return document.object();
    }
    if (document.isArray()) {
        return document.array();
    }
    return QJsonValue();
}

// The list under \a key, or a bare array; nullopt when neither.
std::optional<QJsonArray> listOf(const QJsonDocument &document, const QString &key)
{
    if (document.isArray()) {
        return document.array();
    }
    const QJsonValue inner = document.object().value(key);
    if (document.isObject() && inner.isArray()) {
        return inner.toArray();
    }
    return std::nullopt;
}

double positiveNumber(const QJsonValue &value)
{
    const double number = value.toDouble(0);
    return number > 0 ? number : 0;
}

// "12.8" is the highest CUDA version the catalog marks available; "" when it lists none.
QString maxCudaOf(const QJsonValue &versions)
{
    QVersionNumber best;
    QString bestText;
    for (const QJsonValue &entry : versions.toArray()) {
        const QJsonObject object = entry.toObject();
        const QString text = object.value(QLatin1String("version")).toString().trimmed();
        const QVersionNumber version = QVersionNumber::fromString(text);
        if (version.isNull() || object.value(QLatin1String("available")) == QJsonValue(false)) {
            continue;
        }
        if (best.isNull() || version > best) {
            best = version;
            bestText = text;
        }
    }
    return bestText;
}

// Data centers that have stock; empty when the catalog says nothing about them.
QStringList stockedRegions(const QJsonValue &dataCenters, bool *allSoldOut)
{
    QStringList regions;
    int listed = 0;
    for (const QJsonValue &entry : dataCenters.toArray()) {
        const QJsonObject object = entry.toObject();
        const QString id = object.value(QLatin1String("id")).toString().trimmed();
        if (id.isEmpty()) {
            continue;
        }
        ++listed;
        if (object.value(QLatin1String("availability")).toString().compare(QLatin1String("NONE"), Qt::CaseInsensitive)
            != 0) {
            regions << id;
        }
    }
    *allSoldOut = listed > 0 && regions.isEmpty();
    return regions;
}

} // namespace

QString RunPodJson::offerId(const OfferKey &key)
{
    // Spaces become '_' for readable ids; a real '_' (and anything unsafe) is percent-encoded, so it reverses.
    QString gpu = QString::fromLatin1(QUrl::toPercentEncoding(key.gpuTypeId, " ", "_"));
    gpu.replace(QLatin1Char(' '), QLatin1Char('_'));
    return key.cloud.toLower() + QLatin1Char('.') + QString::number(key.count) + QLatin1String("x.") + gpu;
}

std::optional<RunPodJson::OfferKey> RunPodJson::parseOfferId(const QString &offerId)
{
    const QStringList parts = offerId.split(QLatin1Char('.'));
    if (parts.size() < 3 || offerId.contains(QRegularExpression(QStringLiteral("\\s")))) {
        return std::nullopt;
    }
    OfferKey key;
    key.cloud = parts.at(0).toUpper();
    if (key.cloud != QLatin1String("SECURE") && key.cloud != QLatin1String("COMMUNITY")) {
        return std::nullopt;
    }
    const QString count = parts.at(1);
    bool ok = false;
    key.count = count.endsWith(QLatin1Char('x')) ? count.chopped(1).toInt(&ok) : 0;
    if (!ok || key.count < 1) {
        return std::nullopt;
    }
    QString gpu = parts.mid(2).join(QLatin1Char('.'));
    gpu.replace(QLatin1Char('_'), QLatin1Char(' '));
    key.gpuTypeId = QString::fromUtf8(QByteArray::fromPercentEncoding(gpu.toUtf8())).trimmed();
    if (key.gpuTypeId.isEmpty()) {
        return std::nullopt;
    }
    return key;
}

BillingPolicy RunPodJson::billingPolicy()
{
    BillingPolicy policy;
    policy.granularity = BillingGranularity::Second;
    // Volume disk: $0.10/GB-month running (not in the pod's cost, which RentDeck cannot split out) and $0.20
    // stopped; the container disk costs nothing while stopped. §2.5.
    policy.storagePerGbMonth = Money::fromMicros(200'000, UsdCurrency);
    policy.storageBilledWhileRunning = false;
    return policy;
}

Result<QList<Offer>> RunPodJson::offers(const QJsonDocument &catalog, const QString &cloud, int count)
{
    const auto gpus = listOf(catalog, QStringLiteral("gpus"));
    if (!gpus) {
        return Error::make(Error::Code::Provider,
            tr("RunPod's GPU catalog has an unexpected shape (expected {\"gpus\": [...]}, got %1): RentDeck may need "
               "an update.")
                .arg(shapeName(documentValue(catalog))));
    }
    const BillingPolicy billing = billingPolicy();
    const QString key = cloud.toLower();
    QList<Offer> result;
    for (const QJsonValue &entry : *gpus) {
        const QJsonObject gpu = entry.toObject();
        const QString id = gpu.value(QLatin1String("id")).toString().trimmed();
        // Availability answers for this read's cloud and count only (cloud defaults to SECURE, count to 1).
        const QString availability = gpu.value(QLatin1String("availability")).toString().toUpper();
        if (id.isEmpty() || id.compare(QLatin1String("unknown"), Qt::CaseInsensitive) == 0
            || availability == QLatin1String("NONE")) {
            continue;
        }
        bool allSoldOut = false;
        const QStringList regions = stockedRegions(gpu.value(QLatin1String("dataCenters")), &allSoldOut);
        if (allSoldOut) {
            continue;
        }
        const double perGpu = positiveNumber(gpu.value(QLatin1String("price")).toObject().value(key));
        const QJsonValue maxValue = gpu.value(QLatin1String("maxCount")).toObject().value(key);
        const int maxCount = maxValue.isDouble() ? maxValue.toInt() : 1;
        if (perGpu <= 0 || gpu.value(key) == QJsonValue(false) || count > maxCount) {
            continue;
        }
        const QString name = gpu.value(QLatin1String("name")).toString().trimmed();
        Offer offer;
        offer.providerId = QString::fromLatin1(ProviderId);
        offer.id = offerId({ id, cloud.toUpper(), count });
        offer.gpuName = id;
        offer.gpuCount = count;
        offer.vramGb = positiveNumber(gpu.value(QLatin1String("memory")));
        offer.pricePerHour = Money::fromDouble(perGpu, UsdCurrency) * count;
        offer.billing = billing;
        offer.spot = false; // REST v2 has no interruptible pods
        offer.region = regions.isEmpty() ? QStringLiteral("any") : regions.join(QLatin1Char(','));
        offer.diskGb = DefaultVolumeGb;
        offer.maxCuda = maxCudaOf(gpu.value(QLatin1String("cudaVersions")));
        offer.interconnect
            = count > 1 && id.contains(QLatin1String("SXM"), Qt::CaseInsensitive) ? QStringLiteral("SXM") : QString();
        QStringList note;
        if (!name.isEmpty() && name != id) {
            note << name;
        }
        if (key == QLatin1String("secure")) {
            note << tr("Secure Cloud");
        } else {
            // v2 cannot ask for a public IP (no supportPublicIp), and ssh.direct needs one: "For full SSH
            // capabilities, including SCP and SFTP … you need … an instance that supports a public IP address"
            // (runpod/docs pods/configuration/use-ssh.mdx).
            note << tr("Community Cloud: full SSH (sync, forwards) only if the pod gets a public IP");
        }
        if (availability == QLatin1String("LOW")) {
            note << tr("low stock");
        }
        offer.note = note.join(QLatin1String(", "));
        result.append(offer);
    }
    return result;
}

InstanceState RunPodJson::stateFor(const QString &status, bool hasRuntime)
{
    const QString upper = status.toUpper();
    if (upper == QLatin1String("RUNNING")) {
        return hasRuntime ? InstanceState::Running : InstanceState::Provisioning;
    }
    if (upper == QLatin1String("EXITED")) {
        return InstanceState::Stopped;
    }
    if (upper == QLatin1String("ERROR")) {
        return InstanceState::Error;
    }
    if (upper == QLatin1String("TERMINATED")) {
        return InstanceState::Terminated;
    }
    // PROVISIONING, STARTING and anything newer: not usable yet, but on its way.
    return InstanceState::Provisioning;
}

QString RunPodJson::sshNote(const QJsonObject &pod, InstanceState state, SshEndpoint *endpoint)
{
    const QJsonObject ssh = pod.value(QLatin1String("ssh")).toObject();
    const QJsonObject direct = ssh.value(QLatin1String("direct")).toObject();
    const QString host = direct.value(QLatin1String("host")).toString().trimmed();
    const int port = direct.value(QLatin1String("port")).toInt(0);
    if (!host.isEmpty() && port > 0) {
        endpoint->host = host;
        endpoint->port = port;
        const QString user = direct.value(QLatin1String("username")).toString().trimmed();
        endpoint->user = user.isEmpty() ? QStringLiteral("root") : user;
        return {};
    }
    if (state != InstanceState::Running) {
        return {};
    }
    // No ssh.direct: the runtime's port list may still map private 22/tcp to a public ip:port (PodRuntimePort
    // {private, public, type, ip}); SkyPilot's sky/provision/runpod/utils.py _parse_pod falls back the same way.
    const QJsonArray ports = pod.value(QLatin1String("runtime")).toObject().value(QLatin1String("ports")).toArray();
    for (const QJsonValue &entry : ports) {
        const QJsonObject mapped = entry.toObject();
        const QString ip = mapped.value(QLatin1String("ip")).toString().trimmed();
        const int publicPort = mapped.value(QLatin1String("public")).toInt(0);
        if (mapped.value(QLatin1String("private")).toInt(0) == 22
            && mapped.value(QLatin1String("type")).toString().compare(QLatin1String("tcp"), Qt::CaseInsensitive) == 0
            && !ip.isEmpty() && publicPort > 0 && publicPort < 65536) {
            endpoint->host = ip;
            endpoint->port = publicPort;
            endpoint->user = QStringLiteral("root");
            return {};
        }
    }
    if (ssh.value(QLatin1String("proxy")).isObject()) {
        return tr("RunPod gives this pod only its SSH proxy, which is shell-only: expose 22/tcp with a public IP "
                  "for RentDeck to connect");
    }
    return tr("RunPod has not assigned this pod an SSH port yet");
}

Result<Instance> RunPodJson::instanceFromObject(const QJsonObject &pod)
{
    const QString id = pod.value(QLatin1String("id")).toString().trimmed();
    if (id.isEmpty()) {
        return Error::make(Error::Code::Provider,
            tr("RunPod sent a pod without an id (%1 fields): RentDeck may need an update.").arg(pod.size()));
    }
    Instance instance;
    instance.providerId = QString::fromLatin1(ProviderId);
    instance.id = id;
    instance.label = pod.value(QLatin1String("name")).toString();
    const QString status = pod.value(QLatin1String("status")).toString().trimmed();
    instance.state = stateFor(status, pod.value(QLatin1String("runtime")).isObject());
    instance.image = pod.value(QLatin1String("image")).toString();
    instance.billing = billingPolicy();
    const QJsonValue cost = pod.value(QLatin1String("cost"));
    instance.pricePerHour = Money::fromDouble(cost.isDouble() ? std::max(0.0, cost.toDouble()) : 0.0, UsdCurrency);
    instance.diskGb = pod.value(QLatin1String("mounts"))
                          .toObject()
                          .value(QLatin1String("persistent"))
                          .toObject()
                          .value(QLatin1String("size"))
                          .toDouble(0);
    instance.createdAt = QDateTime::fromString(pod.value(QLatin1String("createdAt")).toString(), Qt::ISODateWithMs);

    const QJsonObject gpu = pod.value(QLatin1String("gpu")).toObject();
    const QString gpuId = gpu.value(QLatin1String("id")).toString().trimmed();
    if (!gpuId.isEmpty()) {
        instance.gpuName = gpuId;
        instance.gpuCount = std::max(0, gpu.value(QLatin1String("count")).toInt(1));
        const QString cloud = pod.value(QLatin1String("cloud")).toString().toUpper();
        if (instance.gpuCount > 0 && (cloud == QLatin1String("SECURE") || cloud == QLatin1String("COMMUNITY"))) {
            instance.offerId = offerId({ gpuId, cloud, instance.gpuCount });
        }
    } else {
        instance.gpuCount = 0; // a CPU pod (or a restart that came back with zero GPUs)
        instance.gpuName = pod.value(QLatin1String("cpu")).toObject().value(QLatin1String("id")).toString();
    }

    QStringList detail;
    detail << (status.isEmpty() ? tr("RunPod gave no status") : tr("RunPod status %1").arg(status));
    if (instance.state == InstanceState::Provisioning
        && status.compare(QLatin1String("RUNNING"), Qt::CaseInsensitive) == 0) {
        detail << tr("container starting");
    }
    const QString note = sshNote(pod, instance.state, &instance.ssh);
    if (!note.isEmpty()) {
        detail << note;
    }
    instance.stateDetail = detail.join(QLatin1String(": "));
    return instance;
}

Result<Instance> RunPodJson::instance(const QJsonDocument &pod)
{
    if (!pod.isObject()) {
        return Error::make(Error::Code::Provider,
            tr("RunPod sent %1 where a pod was expected: RentDeck may need an update.")
                .arg(shapeName(documentValue(pod))));
    }
    return instanceFromObject(pod.object());
}

Result<QList<Instance>> RunPodJson::instances(const QJsonDocument &pods)
{
    const auto list = listOf(pods, QStringLiteral("pods"));
    if (!list) {
        return Error::make(Error::Code::Provider,
            tr("RunPod's pod list has an unexpected shape (expected {\"pods\": [...]}, got %1): RentDeck may need "
               "an update.")
                .arg(shapeName(documentValue(pods))));
    }
    QList<Instance> result;
    for (const QJsonValue &entry : *list) {
        if (!entry.isObject()) {
            return Error::make(Error::Code::Provider,
                tr("RunPod's pod list holds %1 where a pod was expected: RentDeck may need an update.")
                    .arg(shapeName(entry)));
        }
        Result<Instance> one = instanceFromObject(entry.toObject());
        if (!one) {
            return one.error();
        }
        result.append(std::move(one).value());
    }
    return result;
}

Result<QStringList> RunPodJson::sshKeys(const QJsonDocument &document)
{
    const auto list = listOf(document, QStringLiteral("keys"));
    if (!list && !(document.isObject() && document.object().value(QLatin1String("keys")).isNull())) {
        return Error::make(Error::Code::Provider,
            tr("RunPod's SSH key list has an unexpected shape (expected {\"keys\": [...]}, got %1): RentDeck may "
               "need an update.")
                .arg(shapeName(documentValue(document))));
    }
    QStringList keys;
    for (const QJsonValue &entry : list.value_or(QJsonArray())) {
        const QString key = entry.toString().trimmed();
        if (!key.isEmpty()) {
            keys << key;
        }
    }
    return keys;
}

bool RunPodJson::containsKey(const QStringList &keys, const QString &publicKeyLine)
{
    const QStringList ours = publicKeyLine.simplified().split(QLatin1Char(' '));
    if (ours.size() < 2) {
        return false;
    }
    for (const QString &key : keys) {
        const QStringList fields = key.simplified().split(QLatin1Char(' '));
        if (fields.size() >= 2 && fields.at(0) == ours.at(0) && fields.at(1) == ours.at(1)) {
            return true;
        }
    }
    return false;
}

QString RunPodJson::problemText(const QByteArray &body)
{
    const QJsonDocument document = QJsonDocument::fromJson(body);
    if (!document.isObject()) {
        return ApiJob::providerErrorText(body);
    }
    const QJsonObject object = document.object();
    QString text = object.value(QLatin1String("detail")).toString().trimmed();
    if (text.isEmpty()) {
        text = object.value(QLatin1String("title")).toString().trimmed();
    }
    QStringList errors;
    for (const QJsonValue &entry : object.value(QLatin1String("errors")).toArray()) {
        const QString one
            = entry.isObject() ? entry.toObject().value(QLatin1String("message")).toString() : entry.toString();
        if (!one.trimmed().isEmpty() && one.trimmed() != text) {
            errors << one.trimmed();
        }
    }
    if (!errors.isEmpty()) {
        text += (text.isEmpty() ? QString() : QStringLiteral(": ")) + errors.join(QLatin1String("; "));
    }
    if (text.isEmpty()) {
        return ApiJob::providerErrorText(body);
    }
    text = redact(text.simplified());
    if (text.size() > 300) {
        text = text.left(299) + QChar(0x2026);
    }
    return text;
}

} // namespace RentDeck
