// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "VastMockCatalog.h"

#include <QSet>
#include <algorithm>
#include <cmath>
#include <optional>

// search_offers.yaml below is vast-ai/docs api-reference/openapi/yaml/search_offers.yaml.

namespace RentDeck {

namespace {

struct Ask
{
    qint64 id;
    const char *gpu;
    int count;
    int gpuRamMb;
    double dphBase; // $/h for the GPUs
    double minBid;
    double storageCost; // $/GB/month
    const char *geolocation;
    double reliability;
    double cuda;
    const char *driver;
    double cores;
    int ramMb;
    double diskGb;
    double nvlink;
    int directPorts;
    bool verified;
    bool rented;
};

// search_offers.yaml 200 example offer fields (gpu_ram "GPU RAM in MB", storage_cost "$/GB/month", min_bid
// "$/hour"); gpu_ram as in vast-cli cli/commands/benchmarks.py:43-45 ("RTX 4090": 24564).
QJsonObject toJson(const Ask &ask)
{
    const QString driver = QLatin1String(ask.driver);
    const QStringList parts = driver.split(QLatin1Char('.'));
    qint64 driverNumber = 0;
    for (const QString &part : parts) {
        driverNumber = driverNumber * 1000 + part.toLongLong();
    }
    return QJsonObject {
        { QStringLiteral("id"), ask.id },
        { QStringLiteral("ask_contract_id"), ask.id },
        { QStringLiteral("bundle_id"), ask.id + 900000000 },
        { QStringLiteral("machine_id"), ask.id % 100000 + 10000 },
        { QStringLiteral("host_id"), ask.id % 1000 + 200000 },
        { QStringLiteral("gpu_name"), QLatin1String(ask.gpu) },
        { QStringLiteral("num_gpus"), ask.count },
        { QStringLiteral("gpu_ram"), ask.gpuRamMb },
        { QStringLiteral("gpu_total_ram"), ask.gpuRamMb * ask.count },
        { QStringLiteral("gpu_frac"), 1.0 },
        { QStringLiteral("gpu_arch"), QStringLiteral("nvidia") },
        { QStringLiteral("cuda_max_good"), ask.cuda },
        { QStringLiteral("driver_version"), driver },
        { QStringLiteral("driver_vers"), driverNumber },
        { QStringLiteral("cpu_name"), QStringLiteral("AMD EPYC 7713 64-Core Processor") },
        { QStringLiteral("cpu_arch"), QStringLiteral("amd64") },
        { QStringLiteral("cpu_cores"), 128 },
        { QStringLiteral("cpu_cores_effective"), ask.cores },
        { QStringLiteral("cpu_ram"), ask.ramMb },
        { QStringLiteral("disk_space"), ask.diskGb },
        { QStringLiteral("disk_bw"), 2400.5 },
        { QStringLiteral("dph_base"), ask.dphBase },
        { QStringLiteral("min_bid"), ask.minBid },
        { QStringLiteral("is_bid"), false },
        { QStringLiteral("storage_cost"), ask.storageCost },
        { QStringLiteral("inet_down"), 4100.2 },
        { QStringLiteral("inet_up"), 3900.7 },
        { QStringLiteral("inet_down_cost"), 0.003 },
        { QStringLiteral("inet_up_cost"), 0.003 },
        { QStringLiteral("direct_port_count"), ask.directPorts },
        { QStringLiteral("geolocation"), QLatin1String(ask.geolocation) },
        { QStringLiteral("reliability"), ask.reliability },
        { QStringLiteral("reliability2"), ask.reliability },
        { QStringLiteral("verification"), ask.verified ? QStringLiteral("verified") : QStringLiteral("unverified") },
        { QStringLiteral("verified"), ask.verified },
        { QStringLiteral("rentable"), true },
        { QStringLiteral("rented"), ask.rented },
        { QStringLiteral("external"), false },
        { QStringLiteral("hosting_type"), 1 },
        { QStringLiteral("static_ip"), true },
        { QStringLiteral("bw_nvlink"), ask.nvlink },
        { QStringLiteral("pci_gen"), 4.0 },
        { QStringLiteral("compute_cap"), 890 },
        { QStringLiteral("score"), 100.0 / ask.dphBase },
        { QStringLiteral("duration"), 2592000.0 },
        { QStringLiteral("vms_enabled"), false },
        { QStringLiteral("resource_type"), QStringLiteral("gpu") },
    };
}

std::optional<double> numberOf(const QJsonValue &value)
{
    if (value.isDouble()) {
        return value.toDouble();
    }
    if (value.isString()) {
        bool ok = false;
        const double number = value.toString().toDouble(&ok);
        return ok ? std::optional<double>(number) : std::nullopt;
    }
    return std::nullopt;
}

// search_offers.yaml: the geolocation filter takes a "two letter country code"; offers read "Atlantis, AT".
// geolocation is free text ("California, US"); the filter takes country codes.
bool sameValue(const QString &field, const QJsonValue &actual, const QJsonValue &wanted, QString *error)
{
    if (field == QLatin1String("geolocation")) {
        const QString code = wanted.toString().trimmed().toUpper();
        return actual.toString().endsWith(QLatin1String(", ") + code) || actual.toString() == code;
    }
    if (actual.isBool()) {
        if (!wanted.isBool()) {
            *error = QStringLiteral("%1 takes true or false").arg(field);
        }
        return actual.toBool() == wanted.toBool();
    }
    if (actual.isDouble()) {
        const auto number = numberOf(wanted);
        if (!number) {
            *error = QStringLiteral("%1 takes a number").arg(field);
            return false;
        }
        return std::abs(actual.toDouble() - *number) < 1e-9;
    }
    return actual.toString() == wanted.toString();
}

// search_offers.yaml filter operators: eq, neq, gt, lt, gte, lte, in, notin.
bool passes(const QString &field, const QJsonValue &actual, const QString &op, const QJsonValue &value, QString *error)
{
    if (op == QLatin1String("eq")) {
        return sameValue(field, actual, value, error);
    }
    if (op == QLatin1String("neq")) {
        return !sameValue(field, actual, value, error);
    }
    if (op == QLatin1String("in") || op == QLatin1String("notin")) {
        if (!value.isArray()) {
            *error = QStringLiteral("%1 %2 takes a list").arg(field, op);
            return false;
        }
        bool found = false;
        for (const QJsonValue &item : value.toArray()) {
            found = found || sameValue(field, actual, item, error);
        }
        return op == QLatin1String("in") ? found : !found;
    }
    const auto limit = numberOf(value);
    if (!limit || !actual.isDouble()) {
        *error = QStringLiteral("%1 %2 takes a number").arg(field, op);
        return false;
    }
    const double x = actual.toDouble();
    if (op == QLatin1String("gt")) {
        return x > *limit;
    }
    if (op == QLatin1String("gte")) {
        return x >= *limit - 1e-9;
    }
    if (op == QLatin1String("lt")) {
        return x < *limit;
    }
    return x <= *limit + 1e-9; // lte
}

} // namespace

QList<QJsonObject> VastMockCatalog::initialOffers()
{
    // no public source for these offers (ids, hosts, prices); the GPU names are in vast-cli vastai/data/query.py.
    static const Ask asks[] = {
        { 4100001, "RTX 4090", 1, 24564, 0.35, 0.18, 0.15, "California, US", 0.995, 12.4, "550.54.14", 16, 64000, 500,
            0, 40, true, false },
        { 4100002, "RTX 4090", 2, 24564, 0.70, 0.38, 0.15, "Quebec, CA", 0.991, 12.4, "550.54.14", 32, 128000, 900, 0,
            80, true, false },
        { 4100003, "A100 SXM4", 8, 81920, 7.20, 4.10, 0.20, "Texas, US", 0.998, 12.2, "535.104.05", 128, 1031000, 4000,
            300, 100, true, false },
        { 4100004, "H100 SXM", 1, 81559, 2.10, 1.20, 0.25, "Uusimaa, FI", 0.999, 12.6, "560.35.03", 24, 257000, 1200, 0,
            20, true, false },
        { 4100005, "RTX 3090", 1, 24576, 0.16, 0.08, 0.10, "Mazovia, PL", 0.97, 12.2, "535.104.05", 8, 32000, 250, 0, 0,
            true, false },
        { 4100006, "L40S", 4, 46068, 3.20, 1.70, 0.18, "North Holland, NL", 0.993, 12.4, "550.54.14", 64, 515000, 2000,
            0, 60, true, false },
        { 4100007, "RTX 4090", 1, 24564, 0.29, 0.15, 0.15, "Oregon, US", 0.985, 12.4, "550.54.14", 16, 64000, 400, 0,
            40, true, true }, // sold out: rented right now
        { 4100008, "H200", 1, 143771, 3.50, 2.00, 0.25, "Texas, US", 0.996, 12.6, "560.35.03", 32, 515000, 1500, 0, 30,
            true, false },
        { 4100009, "RTX A6000", 1, 49140, 0.45, 0.25, 0.12, "Bavaria, DE", 0.93, 12.2, "535.104.05", 12, 64000, 300, 0,
            10, false, false }, // unverified host: hidden by the default filters
    };
    QList<QJsonObject> offers;
    for (const Ask &ask : asks) {
        offers.append(toJson(ask));
    }
    return offers;
}

// storage_cost is $/GB/month (search_offers.yaml); 730 hours a month has no public source.
double VastMockCatalog::storagePerHour(const QJsonObject &offer, double diskGb)
{
    return offer.value(QLatin1String("storage_cost")).toDouble() * diskGb / 730.0;
}

// search_offers.yaml: type bid "Uses minimum bid price"; the search object as in its 200 example (:381-386).
QJsonObject VastMockCatalog::priced(QJsonObject offer, double allocatedStorageGb, bool bid)
{
    const double gpu = offer.value(QLatin1String(bid ? "min_bid" : "dph_base")).toDouble();
    const double storage = storagePerHour(offer, allocatedStorageGb);
    const double total = std::round((gpu + storage) * 1e6) / 1e6;
    offer.insert(QStringLiteral("dph_total"), total);
    offer.insert(QStringLiteral("is_bid"), bid);
    offer.insert(QStringLiteral("storage_total_cost"), std::round(storage * 1e6) / 1e6);
    offer.insert(QStringLiteral("search"),
        QJsonObject { { QStringLiteral("gpuCostPerHour"), gpu }, { QStringLiteral("diskHour"), storage },
            { QStringLiteral("totalHour"), total }, { QStringLiteral("discountTotalHour"), 0 },
            { QStringLiteral("discountedTotalPerHour"), total } });
    return offer;
}

VastMockCatalog::SearchResult VastMockCatalog::search(const QList<QJsonObject> &offers, const QJsonObject &body)
{
    // search_offers.yaml: limit, type, order, allocated_storage; disable_bundling as vast-cli api/offers.py:44-45.
    static const QSet<QString> controls { QStringLiteral("type"), QStringLiteral("order"), QStringLiteral("limit"),
        QStringLiteral("allocated_storage"), QStringLiteral("disable_bundling") };
    static const QSet<QString> ops { QStringLiteral("eq"), QStringLiteral("neq"), QStringLiteral("gt"),
        QStringLiteral("gte"), QStringLiteral("lt"), QStringLiteral("lte"), QStringLiteral("in"),
        QStringLiteral("notin") };
    SearchResult result;
    const QString type = body.value(QLatin1String("type")).toString(QStringLiteral("on-demand"));
    if (!QStringList {
            QStringLiteral("on-demand"), QStringLiteral("ondemand"), QStringLiteral("bid"), QStringLiteral("reserved") }
             .contains(type)) {
        // search_offers.yaml type enum: ondemand, bid, reserved; its example and vast-cli send "on-demand".
        // The error text is the mock's own.
        result.error = QStringLiteral("Invalid args: unknown type '%1'").arg(type);
        return result;
    }
    const bool bid = type == QLatin1String("bid");
    const auto storage = numberOf(body.value(QLatin1String("allocated_storage")));
    // vast-cli api/offers.py:6 sends allocated_storage 5.0 by default (search_offers.yaml says "Default is 8GB").
    const double allocated = storage.value_or(5.0);

    QList<QJsonObject> found;
    for (const QJsonObject &raw : offers) {
        const QJsonObject offer = priced(raw, allocated, bid);
        bool keep = true;
        for (auto it = body.begin(); it != body.end(); ++it) {
            if (controls.contains(it.key())) {
                continue;
            }
            if (!it.value().isObject()) {
                // search_offers.yaml: filters are "an object specifying the operator"; the text is the mock's own.
                result.error = QStringLiteral("Invalid args: filter %1 must be an object of operators").arg(it.key());
                return result;
            }
            // vast-cli api/query.py:173 maps dph to dph_total; its data/query.py:234 notes reliability2 → reliability.
            // The server reads reliability2 as reliability and dph as dph_total.
            QString name = it.key() == QLatin1String("reliability2") ? QStringLiteral("reliability") : it.key();
            name = name == QLatin1String("dph") ? QStringLiteral("dph_total") : name;
            const QJsonObject filter = it.value().toObject();
            for (auto f = filter.begin(); f != filter.end(); ++f) {
                if (!ops.contains(f.key())) {
                    // no public source for the text: operators outside search_offers.yaml's table are refused.
                    result.error = QStringLiteral("Invalid args: unknown operator %1 for %2").arg(f.key(), it.key());
                    return result;
                }
                if (!offer.contains(name)) {
                    continue; // a field this mock's offers lack: not filtered
                }
                QString error;
                keep = passes(name, offer.value(name), f.key(), f.value(), &error) && keep;
                if (!error.isEmpty()) {
                    result.error = QStringLiteral("Invalid args: ") + error;
                    return result;
                }
            }
        }
        if (keep) {
            found.append(offer);
        }
    }
    // search_offers.yaml order: a list of [field, "asc"|"desc"] pairs; only the first one is applied here.
    const QJsonArray order = body.value(QLatin1String("order")).toArray();
    if (!order.isEmpty() && order.first().isArray()) {
        const QString key = order.first().toArray().at(0).toString();
        const bool descending = order.first().toArray().at(1).toString() == QLatin1String("desc");
        std::stable_sort(found.begin(), found.end(), [&key, descending](const QJsonObject &a, const QJsonObject &b) {
            const double x = a.value(key).toDouble();
            const double y = b.value(key).toDouble();
            return descending ? x > y : x < y;
        });
    }
    // search_offers.yaml limit: "Max offers to return"; the default of 64 has no public source.
    const int limit = int(numberOf(body.value(QLatin1String("limit"))).value_or(64));
    for (const QJsonObject &offer : std::as_const(found)) {
        if (limit > 0 && result.offers.size() >= limit) {
            break;
        }
        result.offers.append(offer);
    }
    return result;
}

} // namespace RentDeck
