// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "VastAiJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTimeZone>
#include <cmath>

namespace RentDeck {

namespace {

/** \a value as an int; \a fallback for values out of int's range (converting those is UB). */
int toInt(double value, int fallback = 0)
{
    return value >= -2147483648.0 && value <= 2147483647.0 ? int(value) : fallback;
}

/**
 * Vast's gpu_ram is what nvidia-smi reports, in MiB (24564 for an RTX 4090, 81559 for an H100 80GB). Shown and
 * compared as the size the card is sold as: the nearest whole GB when within 3% of it ("24", "80"), else GiB to
 * one decimal — so "at least 80 GB" keeps the H100 and a plan for an 80 GB tier fits it.
 */
double nominalGb(double mib)
{
    const double gib = mib / 1024.0;
    const double whole = std::round(gib);
    if (whole > 0 && std::abs(gib - whole) / whole < 0.03) {
        return whole;
    }
    return std::round(gib * 10.0) / 10.0;
}

const QString &currency()
{
    static const QString usd = QLatin1String(VastAiJson::Currency);
    return usd;
}

QString text(const QJsonObject &object, const char *key)
{
    const QJsonValue value = object.value(QLatin1String(key));
    return value.isString() ? value.toString().trimmed() : QString();
}

std::optional<double> field(const QJsonObject &object, const char *key)
{
    return VastAiJson::number(object.value(QLatin1String(key)));
}

// Ids arrive as numbers (the API) or strings (older clients); both become decimal text.
std::optional<double> either(std::optional<double> first, std::optional<double> second)
{
    return first ? first : second;
}

QString idText(const QJsonValue &value)
{
    if (value.isString()) {
        const QString id = value.toString().trimmed();
        return VastAiJson::isInstanceId(id) ? id : QString();
    }
    const auto id = VastAiJson::number(value);
    if (!id || *id < 0 || *id != std::floor(*id) || *id > 9e15) {
        return {};
    }
    return QString::number(qint64(*id));
}

Error badBody(const QString &message)
{
    return Error::make(Error::Code::Provider, message);
}

QString cudaText(const QJsonValue &value)
{
    if (value.isString()) {
        return value.toString().trimmed();
    }
    const auto version = VastAiJson::number(value);
    return version && *version > 0 ? QString::number(std::round(*version * 10) / 10, 'f', 1) : QString();
}

// The names Vast's gpu_name filter takes (vast-cli vastai/data/query.py), spaces as on the wire.
const QStringList &knownGpuNames()
{
    static const QStringList names {
        QStringLiteral("RTX 5090"),
        QStringLiteral("RTX 4090"),
        QStringLiteral("RTX 4080"),
        QStringLiteral("RTX 3090"),
        QStringLiteral("RTX 3080"),
        QStringLiteral("RTX A6000"),
        QStringLiteral("RTX 6000Ada"),
        QStringLiteral("A100 SXM4"),
        QStringLiteral("A100 PCIE"),
        QStringLiteral("H100 SXM"),
        QStringLiteral("H100 PCIE"),
        QStringLiteral("H100 NVL"),
        QStringLiteral("H200"),
        QStringLiteral("B200"),
        QStringLiteral("L40S"),
        QStringLiteral("L40"),
        QStringLiteral("L4"),
        QStringLiteral("A40"),
        QStringLiteral("A10"),
        QStringLiteral("Tesla V100"),
    };
    return names;
}

} // namespace

std::optional<double> VastAiJson::number(const QJsonValue &value)
{
    if (value.isDouble()) {
        const double result = value.toDouble();
        return std::isfinite(result) ? std::optional<double>(result) : std::nullopt;
    }
    if (value.isString()) {
        bool ok = false;
        const double result = value.toString().trimmed().toDouble(&ok);
        return ok && std::isfinite(result) ? std::optional<double>(result) : std::nullopt;
    }
    return std::nullopt;
}

bool VastAiJson::isInstanceId(const QString &id)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,15}$"));
    return digits.match(id).hasMatch();
}

QString VastAiJson::vastGpuName(const QString &userText)
{
    QString name = userText;
    name.replace(QLatin1Char('_'), QLatin1Char(' '));
    name = name.simplified();
    static const QRegularExpression prefix(
        QStringLiteral("^(NVIDIA\\s+)?(GeForce\\s+)?"), QRegularExpression::CaseInsensitiveOption);
    name.remove(prefix);
    for (const QString &known : knownGpuNames()) {
        if (known.compare(name, Qt::CaseInsensitive) == 0) {
            return known;
        }
    }
    return {};
}

QString VastAiJson::displayGpuName(const QString &vastName, const QString &gpuArch)
{
    const QString name = vastName.simplified();
    if (name.isEmpty() || gpuArch.compare(QLatin1String("amd"), Qt::CaseInsensitive) == 0
        || name.startsWith(QLatin1String("NVIDIA"), Qt::CaseInsensitive)
        || name.startsWith(QLatin1String("Radeon"), Qt::CaseInsensitive)
        || name.startsWith(QLatin1String("Instinct"), Qt::CaseInsensitive)) {
        return name;
    }
    // nvidia-smi calls consumer cards "NVIDIA GeForce RTX 4090"; workstation and data-centre ones "NVIDIA H100 ...".
    static const QRegularExpression geforce(QStringLiteral("^(RTX|GTX) \\d{4}"));
    return (geforce.match(name).hasMatch() ? QStringLiteral("NVIDIA GeForce ") : QStringLiteral("NVIDIA ")) + name;
}

Result<VastAiJson::OfferRef> VastAiJson::parseOfferId(const QString &offerId)
{
    OfferRef ref;
    ref.askId = offerId.trimmed();
    if (ref.askId.endsWith(QLatin1String(BidSuffix))) {
        ref.askId.chop(int(qstrlen(BidSuffix)));
        ref.bid = true;
    }
    if (!isInstanceId(ref.askId)) {
        return Error::make(Error::Code::InvalidInput,
            tr("\"%1\" is not a Vast.ai offer id: they are numbers such as 4100001 (or 4100001-bid for an "
               "interruptible one); see rentdeck-cli offers --provider vastai.")
                .arg(offerId));
    }
    return ref;
}

std::optional<Offer> VastAiJson::parseOffer(const QJsonObject &object, bool bid)
{
    const QString id = idText(object.value(QLatin1String("id")));
    const QString vastName = text(object, "gpu_name");
    if (id.isEmpty() || vastName.isEmpty()) {
        return std::nullopt;
    }
    Offer offer;
    offer.providerId = QLatin1String(ProviderId);
    offer.id = bid ? id + QLatin1String(BidSuffix) : id;
    offer.gpuName = displayGpuName(vastName, text(object, "gpu_arch"));
    offer.gpuCount = std::max(1, toInt(field(object, "num_gpus").value_or(1), 1));
    offer.vramGb = nominalGb(field(object, "gpu_ram").value_or(0));
    // Interruptible offers rent at a bid; the floor is min_bid. On-demand: dph_total (GPU + allocated storage).
    const auto price = bid ? either(field(object, "min_bid"), field(object, "dph_total"))
                           : either(field(object, "dph_total"), field(object, "dph"));
    if (!price || *price < 0) {
        return std::nullopt;
    }
    offer.pricePerHour = Money::fromDouble(*price, currency());
    offer.billing.granularity = BillingGranularity::Second;
    // Storage is already inside dph_total while running; the ledger adds it only while stopped.
    if (const auto storage = field(object, "storage_cost"); storage && *storage >= 0) {
        offer.billing.storagePerGbMonth = Money::fromDouble(*storage, currency());
    }
    offer.billing.storageBilledWhileRunning = false;
    offer.spot = bid;
    offer.region = text(object, "geolocation");
    const auto cores = either(field(object, "cpu_cores_effective"), field(object, "cpu_cores"));
    offer.cpuCores = cores ? toInt(std::floor(*cores + 1e-6)) : 0;
    offer.ramGb = std::round(field(object, "cpu_ram").value_or(0) / 1024.0 * 10.0) / 10.0; // MiB → GiB
    offer.diskGb = field(object, "disk_space").value_or(0); // GB
    offer.maxCuda = cudaText(object.value(QLatin1String("cuda_max_good")));
    offer.driverVersion = text(object, "driver_version");
    const auto reliability = either(field(object, "reliability"), field(object, "reliability2"));
    if (reliability && *reliability >= 0 && *reliability <= 1) {
        offer.reliability = *reliability;
    }
    const auto fraction = field(object, "gpu_frac");
    offer.sliced = fraction && *fraction > 0 && *fraction < 1;
    if (offer.gpuCount > 1) {
        offer.interconnect
            = field(object, "bw_nvlink").value_or(0) > 0 ? QStringLiteral("NVLink") : QStringLiteral("PCIe");
    }
    if (bid) {
        offer.note = tr("interruptible: paused when outbid");
    } else if (object.value(QLatin1String("verification")).toString() == QLatin1String("unverified")) {
        offer.note = tr("unverified host");
    }
    return offer;
}

Result<QList<Offer>> VastAiJson::parseOffers(const QByteArray &body, bool bid)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return badBody(tr("Vast.ai answered the offer search with malformed JSON (%1).").arg(parseError.errorString()));
    }
    const QJsonValue offers = document.isObject() ? document.object().value(QLatin1String("offers")) : QJsonValue();
    if (!offers.isArray()) {
        return badBody(tr("Vast.ai answered the offer search without an \"offers\" list; try again later."));
    }
    QList<Offer> result;
    for (const QJsonValue &value : offers.toArray()) {
        if (const auto offer = value.isObject() ? parseOffer(value.toObject(), bid) : std::nullopt) {
            result.append(*offer);
        }
    }
    return result;
}

InstanceState VastAiJson::mapState(
    const QJsonValue &actualStatus, const QString &intendedStatus, const QString &curState, QString *detail)
{
    const auto say = [detail](const QString &message) {
        if (detail) {
            *detail = message;
        }
    };
    if (curState == QLatin1String("unloaded")) {
        say(tr("destroyed: the machine was released"));
        return InstanceState::Terminated;
    }
    const QString actual = actualStatus.isString() ? actualStatus.toString().trimmed().toLower() : QString();
    if (actual.isEmpty() || actual == QLatin1String("created")) {
        say(tr("creating: waiting for the host"));
        return InstanceState::Provisioning;
    }
    if (actual == QLatin1String("loading")) {
        say(tr("loading: pulling the image and starting the container"));
        return InstanceState::Provisioning;
    }
    if (actual == QLatin1String("rebooting")) {
        say(tr("rebooting"));
        return InstanceState::Provisioning;
    }
    if (actual == QLatin1String("running")) {
        say(intendedStatus == QLatin1String("stopped") ? tr("stopping") : tr("running"));
        return InstanceState::Running;
    }
    if (actual == QLatin1String("frozen")) {
        say(tr("paused (frozen): memory kept, the GPU is still billed"));
        return InstanceState::Running;
    }
    if (actual == QLatin1String("stopped")) {
        if (intendedStatus == QLatin1String("running")) {
            // A restart needs the same GPUs on the same machine; until they are free Vast shows "Scheduling".
            say(tr("scheduling: waiting for this machine's GPUs to be free (stop it again to give up)"));
            return InstanceState::Provisioning;
        }
        say(tr("stopped: the disk is kept and storage is still billed"));
        return InstanceState::Stopped;
    }
    if (actual == QLatin1String("exited")) {
        say(tr("exited: the container stopped unexpectedly; destroy it and launch elsewhere"));
        return InstanceState::Error;
    }
    if (actual == QLatin1String("unknown")) {
        say(tr("unknown: the host stopped reporting; destroy it and launch elsewhere"));
        return InstanceState::Error;
    }
    if (actual == QLatin1String("offline")) {
        say(tr("offline: the host is disconnected (nothing is billed while it is offline)"));
        return InstanceState::Error;
    }
    say(tr("Vast.ai status \"%1\"").arg(actual));
    return InstanceState::Provisioning;
}

SshEndpoint VastAiJson::sshEndpoint(const QJsonObject &instance)
{
    SshEndpoint ssh;
    ssh.user = QStringLiteral("root");
    // Direct when Docker maps 22/tcp (the official ssh-url logic); ports may also be an int array: no mapping.
    const QJsonValue ports = instance.value(QLatin1String("ports"));
    const QJsonValue mapping = ports.isObject() ? ports.toObject().value(QLatin1String("22/tcp")) : QJsonValue();
    if (mapping.isArray() && !mapping.toArray().isEmpty() && mapping.toArray().first().isObject()) {
        const auto hostPort = number(mapping.toArray().first().toObject().value(QLatin1String("HostPort")));
        const QString address = text(instance, "public_ipaddr");
        if (hostPort && *hostPort > 0 && *hostPort < 65536 && !address.isEmpty()) {
            ssh.host = address;
            ssh.port = int(*hostPort);
            return ssh;
        }
    }
    const auto proxyPort = field(instance, "ssh_port");
    const QString proxyHost = text(instance, "ssh_host");
    if (proxyPort && *proxyPort > 0 && *proxyPort < 65535 && !proxyHost.isEmpty()) {
        ssh.host = proxyHost;
        // Jupyter runtypes put Jupyter on the proxy port and SSH on the next one.
        const bool jupyter = text(instance, "image_runtype").contains(QLatin1String("jupyter"));
        ssh.port = int(*proxyPort) + (jupyter ? 1 : 0);
        return ssh;
    }
    ssh.host.clear();
    return ssh;
}

std::optional<Instance> VastAiJson::parseInstance(const QJsonObject &object)
{
    const QString id = idText(object.value(QLatin1String("id")));
    if (id.isEmpty()) {
        return std::nullopt;
    }
    Instance instance;
    instance.providerId = QLatin1String(ProviderId);
    instance.id = id;
    instance.label = text(object, "label");
    const QJsonValue actual = object.value(QLatin1String("actual_status"));
    QString detail;
    instance.state = mapState(actual, text(object, "intended_status"), text(object, "cur_state"), &detail);
    // An interruptible instance that lost its priority is paused until its bid is the highest again (docs.vast.ai
    // "Instance details: Interruptible"): the container stopped although the user wants it running. Not a restart
    // waiting for its GPUs (the same fields on an on-demand instance): the provider interrupted it.
    if (object.value(QLatin1String("is_bid")).toBool() && actual.toString() == QLatin1String("stopped")
        && text(object, "intended_status") == QLatin1String("running")) {
        instance.state = InstanceState::Stopped;
        instance.reclaimed = true;
        detail = tr("outbid: paused until your bid is the highest again; the disk is kept and billed (raise the bid, "
                    "or move the job elsewhere)");
    }
    const QString statusMessage = text(object, "status_msg");
    instance.stateDetail
        = statusMessage.isEmpty() ? detail : tr("%1 (Vast.ai: %2)").arg(detail, statusMessage.left(200));
    instance.gpuName = displayGpuName(text(object, "gpu_name"), text(object, "gpu_arch"));
    instance.gpuCount = std::max(1, toInt(field(object, "num_gpus").value_or(1), 1));
    instance.vramGb = nominalGb(field(object, "gpu_ram").value_or(0));
    if (const auto price = field(object, "dph_total"); price && *price >= 0) {
        instance.pricePerHour = Money::fromDouble(*price, currency());
    }
    instance.billing.granularity = BillingGranularity::Second;
    instance.diskGb = field(object, "disk_space").value_or(0);
    // storage_total_cost is this instance's storage in $/h; as $/GB-month it does not depend on storage_cost's
    // unit, which the offer and instance schemas disagree on ([CONFLICT] in the reference).
    const auto storagePerHour = field(object, "storage_total_cost");
    if (storagePerHour && *storagePerHour >= 0 && instance.diskGb > 0) {
        instance.billing.storagePerGbMonth = Money::fromDouble(*storagePerHour * 730.0 / instance.diskGb, currency());
    } else if (const auto storage = field(object, "storage_cost"); storage && *storage >= 0) {
        instance.billing.storagePerGbMonth = Money::fromDouble(*storage, currency());
    }
    instance.billing.storageBilledWhileRunning = false; // inside dph_total while running
    instance.image = text(object, "image_uuid");
    if (const auto started = field(object, "start_date"); started && *started > 0 && *started < 1e12) {
        instance.createdAt = QDateTime::fromMSecsSinceEpoch(qint64(*started * 1000), QTimeZone::utc());
    }
    if (actual.isString() && actual.toString() == QLatin1String("running")) {
        instance.ssh = sshEndpoint(object);
    }
    return instance;
}

Result<VastAiJson::InstancePage> VastAiJson::parseInstancePage(const QByteArray &body)
{
    auto instances = parseInstances(body);
    if (!instances) {
        return instances.error();
    }
    const QJsonValue token = QJsonDocument::fromJson(body).object().value(QLatin1String("next_token"));
    return InstancePage { std::move(instances).value(), token.isString() ? token.toString() : QString() };
}

Result<QList<Instance>> VastAiJson::parseInstances(const QByteArray &body)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        return badBody(
            tr("Vast.ai answered the instance list with malformed JSON (%1).")
                .arg(parseError.error != QJsonParseError::NoError ? parseError.errorString() : tr("not an object")));
    }
    const QJsonValue instances = document.object().value(QLatin1String("instances"));
    QList<Instance> result;
    if (instances.isNull() || instances.isUndefined()) {
        return result;
    }
    QJsonArray list;
    if (instances.isArray()) {
        list = instances.toArray();
    } else if (instances.isObject()) {
        list.append(instances); // GET /instances/{id}/ answers {"instances": {...}}
    } else {
        return badBody(tr("Vast.ai answered the instance list with \"instances\" of the wrong type."));
    }
    for (const QJsonValue &value : std::as_const(list)) {
        if (const auto instance = value.isObject() ? parseInstance(value.toObject()) : std::nullopt) {
            result.append(*instance);
        }
    }
    return result;
}

Result<QString> VastAiJson::parseNewContract(const QByteArray &body)
{
    const QJsonDocument document = QJsonDocument::fromJson(body);
    const QString id = document.isObject() ? idText(document.object().value(QLatin1String("new_contract"))) : QString();
    if (id.isEmpty()) {
        return badBody(tr("Vast.ai accepted the rental but did not say which instance it made (no new_contract); "
                          "check the console at cloud.vast.ai before launching again."));
    }
    return id;
}

Result<QStringList> VastAiJson::parseSshKeys(const QByteArray &body)
{
    const QJsonDocument document = QJsonDocument::fromJson(body);
    QJsonValue list;
    if (document.isArray()) {
        list = document.array();
    } else if (document.isObject()) {
        list = document.object().value(QLatin1String("ssh_keys"));
        if (list.isString()) {
            list = QJsonDocument::fromJson(list.toString().toUtf8()).array(); // JSON inside a string
        }
    }
    if (!list.isArray()) {
        return badBody(tr("Vast.ai answered the SSH key list in an unknown shape."));
    }
    QStringList keys;
    for (const QJsonValue &value : list.toArray()) {
        if (value.isString()) {
            keys << value.toString().trimmed();
            continue;
        }
        const QJsonObject key = value.toObject();
        if (!key.value(QLatin1String("deleted_at")).isNull() && !key.value(QLatin1String("deleted_at")).isUndefined()) {
            continue;
        }
        for (const char *name : { "public_key", "key", "ssh_key" }) {
            if (const QString line = text(key, name); !line.isEmpty()) {
                keys << line;
                break;
            }
        }
    }
    return keys;
}

bool VastAiJson::containsKey(const QStringList &keys, const QString &publicKeyLine)
{
    const QStringList wanted = publicKeyLine.simplified().split(QLatin1Char(' '));
    if (wanted.size() < 2) {
        return false;
    }
    for (const QString &key : keys) {
        const QStringList parts = key.simplified().split(QLatin1Char(' '));
        if (parts.size() >= 2 && parts.at(0) == wanted.at(0) && parts.at(1) == wanted.at(1)) {
            return true;
        }
    }
    return false;
}

Result<Money> VastAiJson::parseBalance(const QByteArray &body)
{
    const QJsonDocument document = QJsonDocument::fromJson(body);
    const QJsonObject user = document.object();
    const auto credit = either(field(user, "credit"), field(user, "balance"));
    if (!document.isObject() || !credit) {
        return badBody(tr("Vast.ai answered the account check without a credit or balance."));
    }
    return Money::fromDouble(*credit, currency());
}

Error VastAiJson::mapError(const Error &error, const QByteArray &body)
{
    if (!error.isError()) {
        return error;
    }
    const QString raw = QString::fromUtf8(body.left(4096)).toLower();
    Error mapped = error;
    const auto replace = [&mapped](Error::Code code, const QString &message) {
        mapped.code = code;
        mapped.message = message;
    };
    static const QRegularExpression billing(
        QStringLiteral("missing_billing|insufficient[ _](credit|funds|balance)|not enough credit"));
    if (raw.contains(QLatin1String("auth_error")) || raw.contains(QLatin1String("invalid user key"))) {
        replace(Error::Code::Auth, tr("API key rejected by Vast.ai: check it in Settings › Accounts."));
    } else if (raw.contains(QLatin1String("no_such_ask"))) {
        replace(Error::Code::Provider, tr("Vast.ai: this offer was just taken, pick another."));
    } else if (error.httpStatus == 402 || billing.match(raw).hasMatch()) {
        replace(Error::Code::Provider,
            tr("Vast.ai says the account balance is too low: add credit at cloud.vast.ai (Billing) and try again."));
    } else if (raw.contains(QLatin1String("invalid_price"))) {
        replace(Error::Code::Provider,
            tr("Vast.ai refused the bid: it is below the offer's current minimum; list spot offers again and retry."));
    } else if (raw.contains(QLatin1String("no_such_instance"))) {
        replace(Error::Code::NotFound, tr("Vast.ai has no such instance: it may have been destroyed already."));
    }
    return mapped;
}

} // namespace RentDeck
