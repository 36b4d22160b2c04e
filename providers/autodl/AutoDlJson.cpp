// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AutoDlJson.h"

#include "AutoDlPriceList.h"
#include "ssh/SshCommandParser.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <cmath>

namespace RentDeck {

namespace {

constexpr double BytesPerGb = 1024.0 * 1024.0 * 1024.0;

/**
 * payg_price is in thousandths of a yuan (厘): 1870 is ¥1.87 per hour. Independent public clients all divide it by
 * 1000 ("价格字段单位是厘（0.001元）"), and a client's test mock uses 1870 for an RTX 3090
 * (shared/reference/provider-wire-audit.md, D-A3); read as yuan, every AutoDL cost was about 1000× too high.
 */
Money paygPrice(double thousandthsOfYuan)
{
    return Money::fromDouble(thousandthsOfYuan / 1000.0, QStringLiteral("CNY"));
}

QString text(const QJsonObject &object, std::initializer_list<const char *> keys)
{
    for (const char *key : keys) {
        const QJsonValue value = object.value(QLatin1String(key));
        if (value.isString() && !value.toString().trimmed().isEmpty()) {
            return value.toString().trimmed();
        }
        if (value.isDouble()) {
            return QString::number(value.toDouble(), 'g', 15);
        }
    }
    return {};
}

// Numbers may come as JSON numbers or as numeric strings; anything else is absent.
std::optional<double> number(const QJsonObject &object, std::initializer_list<const char *> keys)
{
    for (const char *key : keys) {
        const QJsonValue value = object.value(QLatin1String(key));
        if (value.isDouble()) {
            return value.toDouble();
        }
        bool ok = false;
        const double parsed = value.toString().trimmed().toDouble(&ok);
        if (value.isString() && ok && std::isfinite(parsed)) {
            return parsed;
        }
    }
    return std::nullopt;
}

int integer(const QJsonObject &object, std::initializer_list<const char *> keys, int fallback = 0)
{
    const auto value = number(object, keys);
    return value && *value >= 0 && *value < 1e9 ? int(*value) : fallback;
}

// cuda_v style integers: 118 = 11.8, 124 = 12.4.
QString cudaText(const QJsonObject &object)
{
    const QJsonValue value = object.value(QLatin1String("cuda_v"));
    if (value.isString()) {
        return value.toString().trimmed();
    }
    const int code = integer(object, { "cuda_v", "max_cuda_v" });
    return code >= 70 ? QStringLiteral("%1.%2").arg(code / 10).arg(code % 10) : QString();
}

QJsonArray listOf(const QJsonValue &data)
{
    if (data.isArray()) {
        return data.toArray();
    }
    return data.toObject().value(QLatin1String("list")).toArray();
}

bool isList(const QJsonValue &data)
{
    return data.isArray() || data.toObject().value(QLatin1String("list")).isArray();
}

Error malformed(const QString &what)
{
    return Error::make(Error::Code::Provider,
        AutoDlJson::tr("AutoDL answered in an unexpected shape (%1); its API may have changed. Try again later "
                       "or use the console.")
            .arg(what));
}

AutoDlStock stockRow(const QJsonObject &row, const QString &model, const QString &regionHint)
{
    AutoDlStock stock;
    stock.region = text(row, { "region_sign", "region" });
    if (stock.region.isEmpty()) {
        stock.region = regionHint;
    }
    stock.regionName = text(row, { "region_name" });
    stock.gpuModel = model.isEmpty() ? text(row, { "gpu_type", "gpu_name", "gpu_model" }) : model;
    stock.gpuSpecUuid = text(row, { "gpu_spec_uuid" });
    stock.idle = integer(row, { "idle_gpu_num", "idle" });
    stock.total = integer(row, { "total_gpu_num", "total" });
    stock.cpuPerGpu = integer(row, { "cpu_num" });
    stock.ramGbPerGpu = number(row, { "memory_size" }).value_or(0) / BytesPerGb;
    stock.vramGb = number(row, { "gpu_memory" }).value_or(0) / BytesPerGb;
    stock.maxCuda = cudaText(row);
    return stock;
}

} // namespace

QString AutoDlOfferId::toString() const
{
    // Concatenated, not QString::arg() in two steps: a "%1" in the provider's region or spec would take the count.
    return (region.isEmpty() ? QStringLiteral("any") : region) + QLatin1Char('/') + gpuSpecUuid + QLatin1Char('/')
        + QString::number(gpuCount);
}

std::optional<AutoDlOfferId> AutoDlOfferId::parse(const QString &text)
{
    const QStringList parts = text.trimmed().split(QLatin1Char('/'));
    if (parts.size() != 3 || parts.at(0).isEmpty() || parts.at(1).isEmpty()) {
        return std::nullopt;
    }
    bool ok = false;
    const int count = parts.at(2).toInt(&ok);
    if (!ok || count < 1 || count > AutoDlJson::MaxGpusPerInstance) {
        return std::nullopt;
    }
    return AutoDlOfferId { parts.at(0), parts.at(1), count };
}

Error AutoDlJson::envelopeError(const QString &code, const QString &message)
{
    if (code == QLatin1String("TORealName")) {
        // {"code":"TORealName","msg":"未完成实名认证,认证后才可使用"}: the key is fine, the account is not verified
        // yet.
        return Error::make(Error::Code::Provider,
            tr("%1 rents only to accounts that finished real-name verification (实名认证): complete it in the AutoDL "
               "console, then launch again (%2).")
                .arg(providerName(), message.isEmpty() ? code : message),
            code + QLatin1Char(' ') + message);
    }
    static const QRegularExpression authText(
        QStringLiteral("auth|token|unauthori[sz]ed|forbidden|login|未登录|登录|鉴权|认证|令牌|权限"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression balanceText(
        QStringLiteral("balance|arrear|余额|欠费|充值"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression capacityText(
        QStringLiteral(
            "stock|capacity|no (idle|free|available) gpu|sold out|not enough gpu|库存|资源不足|无卡|GPU不足"),
        QRegularExpression::CaseInsensitiveOption);
    const QString said = message.isEmpty()
        ? code
        : (code.isEmpty() ? message : message + QStringLiteral(" [") + code + QLatin1Char(']'));
    const QString both = code + QLatin1Char(' ') + message;
    Error error;
    error.detail = said;
    if (authText.match(both).hasMatch()) {
        error.code = Error::Code::Auth;
        error.message = tr("API key rejected by %1: check it in Settings › Accounts.").arg(providerName());
    } else if (balanceText.match(both).hasMatch()) {
        error.code = Error::Code::Provider;
        error.message
            = tr("%1 says the account balance is too low: top it up in the AutoDL console and try again (%2).")
                  .arg(providerName(), said);
    } else if (capacityText.match(both).hasMatch()) {
        error.code = Error::Code::Provider;
        error.message = tr("%1: this offer was just taken, pick another (%2).").arg(providerName(), said);
    } else if (code.contains(QLatin1String("NotFound"), Qt::CaseInsensitive)
        || message.contains(QLatin1String("not found"), Qt::CaseInsensitive)
        || message.contains(QStringLiteral("不存在"))) {
        error.code = Error::Code::NotFound;
        error.message
            = tr("%1 does not know this instance any more (%2): it may have been released.").arg(providerName(), said);
    } else {
        error.code = Error::Code::Provider;
        error.message
            = tr("%1 refused the request: %2").arg(providerName(), said.isEmpty() ? tr("no reason given") : said);
    }
    return error;
}

Result<QJsonValue> AutoDlJson::unwrap(const QJsonDocument &document)
{
    if (!document.isObject()) {
        return malformed(tr("no JSON object"));
    }
    const QJsonObject root = document.object();
    const QJsonValue code = root.value(QLatin1String("code"));
    if (!code.isString()) {
        return malformed(tr("no \"code\" in the answer"));
    }
    if (code.toString() != QLatin1String("Success")) {
        return envelopeError(code.toString(), root.value(QLatin1String("msg")).toString().trimmed());
    }
    return root.value(QLatin1String("data"));
}

Result<QList<AutoDlStock>> AutoDlJson::parseStock(const QJsonValue &data, const QString &regionHint)
{
    if (!isList(data)) {
        return malformed(tr("gpu_stock data is not a list"));
    }
    QList<AutoDlStock> result;
    const QJsonArray rows = listOf(data);
    for (const QJsonValue &value : rows) {
        const QJsonObject row = value.toObject();
        const bool flat = row.contains(QLatin1String("idle_gpu_num")) || row.contains(QLatin1String("gpu_type"))
            || row.contains(QLatin1String("gpu_name"));
        if (flat) {
            result.append(stockRow(row, {}, regionHint));
            continue;
        }
        // The map form: {"RTX 4090": {"idle_gpu_num": 3, "total_gpu_num": 40}}.
        for (auto it = row.constBegin(); it != row.constEnd(); ++it) {
            if (it.value().isObject()) {
                result.append(stockRow(it.value().toObject(), it.key().trimmed(), regionHint));
            }
        }
    }
    return result;
}

QList<Offer> AutoDlJson::offers(const QList<AutoDlStock> &stock, const AutoDlPriceList &prices)
{
    QList<Offer> result;
    for (const AutoDlStock &row : stock) {
        const auto price = prices.find(row.gpuModel);
        if (row.idle <= 0 || row.gpuSpecUuid.isEmpty() || row.gpuSpecUuid.contains(QLatin1Char('/'))
            || row.gpuSpecUuid.contains(QRegularExpression(QStringLiteral("\\s"))) || !price) {
            continue;
        }
        const int most = std::min(row.idle, MaxGpusPerInstance);
        for (int count = 1; count <= most; ++count) {
            Offer offer;
            offer.providerId = QLatin1String(AutoDlJson::ProviderId);
            offer.id = AutoDlOfferId { QString(row.region).remove(QRegularExpression(QStringLiteral("[\\s/]"))),
                row.gpuSpecUuid, count }
                           .toString();
            offer.gpuName = price->gpuName;
            offer.gpuCount = count;
            offer.vramGb = row.vramGb > 0 ? row.vramGb : price->vramGb;
            offer.pricePerHour = price->typicalPerGpuHour * count;
            offer.billing.granularity = BillingGranularity::Hour;
            offer.region = row.region;
            offer.cpuCores = row.cpuPerGpu * count;
            offer.ramGb = std::round(row.ramGbPerGpu * count);
            offer.maxCuda = row.maxCuda;
            offer.note = tr("%1 free of %2 in %3; typical list price, the AutoDL console price wins")
                             .arg(row.idle)
                             .arg(row.total)
                             .arg(row.regionName.isEmpty() ? row.region : row.regionName);
            result.append(offer);
        }
    }
    return result;
}

QList<Offer> AutoDlJson::proOffers(const AutoDlProCatalog &catalog)
{
    QList<Offer> result;
    for (const AutoDlProSpec &spec : catalog.specs()) {
        if (!spec.typicalPerGpuHour.isValid()) {
            continue; // no public price: a cost RentDeck cannot show is not offered
        }
        for (int count = 1; count <= MaxGpusPerInstance; ++count) {
            Offer offer;
            offer.providerId = QLatin1String(AutoDlJson::ProviderId);
            offer.id = AutoDlOfferId { QStringLiteral("any"), spec.specUuid, count }.toString();
            offer.gpuName = spec.gpuName;
            offer.gpuCount = count;
            offer.vramGb = spec.vramGb;
            offer.pricePerHour = spec.typicalPerGpuHour * count;
            offer.billing.granularity = BillingGranularity::Hour;
            offer.region = QStringLiteral("any");
            offer.note = tr("%1 (%2); AutoDL has no stock query, so a launch tells whether it is free; typical price, "
                            "the console's wins")
                             .arg(spec.consoleName, spec.tier);
            result.append(offer);
        }
    }
    return result;
}

Result<QString> AutoDlJson::parseCreated(const QJsonValue &data)
{
    QString uuid = data.isString() ? data.toString().trimmed() : text(data.toObject(), { "instance_uuid", "uuid" });
    if (uuid.isEmpty() || uuid.contains(QRegularExpression(QStringLiteral("[\\s/:]")))) {
        return malformed(tr("pro/create gave no instance_uuid"));
    }
    return uuid;
}

InstanceState AutoDlJson::mapStatus(const QString &status)
{
    const QString s = status.trimmed().toLower();
    static const QStringList provisioning { QStringLiteral("creating"), QStringLiteral("created"),
        QStringLiteral("starting"), QStringLiteral("oss_merged"), QStringLiteral("restarting"),
        QStringLiteral("powering_on"), QStringLiteral("re_initializing"), QStringLiteral("initializing") };
    static const QStringList stopped { QStringLiteral("shutting_down"), QStringLiteral("shutdown"),
        QStringLiteral("stopped"), QStringLiteral("powering_off"), QStringLiteral("power_off") };
    static const QStringList gone { QStringLiteral("released"), QStringLiteral("releasing"), QStringLiteral("deleted"),
        QStringLiteral("removed") };
    if (s == QLatin1String("running")) {
        return InstanceState::Running;
    }
    if (provisioning.contains(s)) {
        return InstanceState::Provisioning;
    }
    if (stopped.contains(s)) {
        return InstanceState::Stopped;
    }
    if (gone.contains(s)) {
        return InstanceState::Terminated;
    }
    return InstanceState::Error; // "failed", "abnormal" and anything new: shown with the raw text
}

Instance AutoDlJson::instanceFromJson(const QJsonObject &row, const AutoDlPriceList &prices)
{
    Instance instance;
    instance.providerId = QLatin1String(AutoDlJson::ProviderId);
    instance.id = text(row, { "instance_uuid", "uuid" });
    instance.label = text(row, { "instance_name", "name" });
    const QString status = text(row, { "status" });
    instance.state = mapStatus(status);
    instance.stateDetail = status.isEmpty() ? tr("AutoDL gave no status") : status;
    const QString model = text(row, { "gpu_type", "gpu_name", "gpu_model" });
    const auto price = prices.find(model);
    // Real list rows name no GPU and no price, only gpu_spec_uuid (public clients' field lists): the spec table does.
    const auto known = AutoDlProCatalog::builtin().spec(text(row, { "gpu_spec_uuid" }));
    instance.gpuName = price ? price->gpuName : !model.isEmpty() ? model : known ? known->gpuName : QString();
    instance.gpuCount = integer(row, { "req_gpu_amount", "gpu_num", "gpu_amount" }, 1);
    instance.vramGb = price ? price->vramGb : known ? known->vramGb : 0;
    if (const auto payg = number(row, { "payg_price" })) {
        instance.pricePerHour = paygPrice(*payg);
    } else if (price) {
        instance.pricePerHour = price->typicalPerGpuHour * instance.gpuCount;
    } else if (known && known->typicalPerGpuHour.isValid()) {
        instance.pricePerHour = known->typicalPerGpuHour * instance.gpuCount;
    } else {
        instance.pricePerHour = Money(0, QStringLiteral("CNY"));
    }
    instance.billing.granularity = BillingGranularity::Hour;
    instance.image = text(row, { "image_uuid", "image" });
    const QString spec = text(row, { "gpu_spec_uuid" });
    if (!spec.isEmpty()) {
        instance.offerId = AutoDlOfferId { text(row, { "region_sign" }), spec, instance.gpuCount }.toString();
    }
    instance.createdAt = QDateTime::fromString(text(row, { "created_at", "create_time", "started_at" }), Qt::ISODate);
    return instance;
}

Result<QList<Instance>> AutoDlJson::parseInstances(const QJsonValue &data, const AutoDlPriceList &prices, int *maxPage)
{
    if (maxPage) {
        *maxPage = std::max(1, integer(data.toObject(), { "max_page" }, 1));
    }
    if (data.isNull() || (data.isObject() && !data.toObject().contains(QLatin1String("list")))) {
        return QList<Instance>(); // an account without instances may answer with no list at all
    }
    if (!isList(data)) {
        return malformed(tr("pro/list data is not a list"));
    }
    QList<Instance> result;
    const QJsonArray rows = listOf(data);
    for (const QJsonValue &value : rows) {
        const Instance instance = instanceFromJson(value.toObject(), prices);
        if (!instance.id.isEmpty()) {
            result.append(instance);
        }
    }
    return result;
}

Result<AutoDlSnapshot> AutoDlJson::parseSnapshot(const QJsonValue &data)
{
    if (!data.isObject()) {
        return malformed(tr("pro/snapshot data is not an object"));
    }
    const QJsonObject row = data.toObject();
    AutoDlSnapshot snapshot;
    snapshot.status = text(row, { "status" });
    const QString command = text(row, { "ssh_command" });
    if (!command.isEmpty()) {
        if (const Result<ParsedSshCommand> parsed = SshCommandParser::parse(command)) {
            snapshot.host = parsed->host;
            snapshot.port = parsed->port;
            snapshot.user = parsed->user;
        }
    }
    if (!snapshot.hasSsh()) {
        snapshot.host = text(row, { "proxy_host" });
        const int port = integer(row, { "ssh_port" });
        snapshot.port = port <= 65535 ? port : 0; // no SSH rather than an endpoint nothing can connect to
    }
    snapshot.password = row.value(QLatin1String("root_password")).toString();
    if (const auto payg = number(row, { "payg_price" })) {
        snapshot.pricePerHour = paygPrice(*payg);
    }
    snapshot.gpuName = text(row, { "snapshot_gpu_alias_name" });
    return snapshot;
}

Result<QString> AutoDlJson::parseStatus(const QJsonValue &data)
{
    const QString status = data.isString() ? data.toString().trimmed() : text(data.toObject(), { "status" });
    if (status.isEmpty()) {
        return malformed(tr("pro/status gave no status"));
    }
    return status;
}

QString AutoDlJson::defaultImageUuid()
{
    return AutoDlProCatalog::builtin().defaultImage().uuid;
}

Result<QJsonObject> AutoDlJson::createBody(
    const AutoDlOfferId &offer, const InstanceSpec &spec, const AutoDlProCatalog &catalog)
{
    const QString wanted = spec.image.trimmed();
    QString imageUuid = catalog.defaultImage().uuid;
    int cudaFrom = catalog.defaultImage().cudaFrom;
    if (const auto base = wanted.isEmpty() ? std::nullopt : catalog.image(wanted)) {
        imageUuid = base->uuid;
        cudaFrom = base->cudaFrom;
    } else if (!wanted.isEmpty()) {
        // The account's own images (saved from an instance) have uuids of their own; anything else is not an image.
        static const QRegularExpression uuidLike(QStringLiteral("^(image|base-image)-[0-9a-z]+$"));
        if (!uuidLike.match(wanted).hasMatch()) {
            QStringList names;
            for (const AutoDlBaseImage &image : catalog.images()) {
                names << image.name;
            }
            return Error::make(Error::Code::InvalidInput,
                tr("AutoDL takes an image uuid (base-image-… or your own image-…), not \"%1\". Base images: %2.")
                    .arg(wanted, names.join(QLatin1String(", "))));
        }
        imageUuid = wanted;
        cudaFrom = DefaultCudaFrom;
    }
    if (spec.diskGb < 0 || spec.diskGb > MaxDiskExpansionGb) {
        return Error::make(Error::Code::InvalidInput,
            tr("AutoDL can expand the system disk by 0 to %1 GB, not %2 GB.").arg(MaxDiskExpansionGb).arg(spec.diskGb));
    }
    QJsonObject body {
        { QStringLiteral("req_gpu_amount"), offer.gpuCount },
        { QStringLiteral("gpu_spec_uuid"), offer.gpuSpecUuid },
        { QStringLiteral("image_uuid"), imageUuid },
        { QStringLiteral("cuda_v_from"), cudaFrom },
        { QStringLiteral("expand_system_disk_by_gb"), int(std::ceil(spec.diskGb)) },
    };
    if (!offer.region.isEmpty() && offer.region != QLatin1String("any")) {
        body.insert(QStringLiteral("data_center_list"), QJsonArray { offer.region });
    }
    if (!spec.label.isEmpty()) {
        body.insert(QStringLiteral("instance_name"), spec.label);
    }
    return body;
}

} // namespace RentDeck
