// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "VastAiRequests.h"

#include "VastAiJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <cmath>

namespace RentDeck {

namespace {

// {"<op>": value}: Vast's filter syntax ("gpu_ram": {"gte": 24000}).
QJsonObject op(const char *name, const QJsonValue &value)
{
    return QJsonObject { { QLatin1String(name), value } };
}

// [[field, "asc"]], built step by step: "QJsonArray { QJsonArray {…} }" is a copy of the inner array to clang (a
// braced list holding one element of the class's own type) but a nested array to GCC.
QJsonArray sortOrder(const QString &field)
{
    QJsonArray order;
    order.append(QJsonArray { field, QStringLiteral("asc") });
    return order;
}

} // namespace

QJsonObject VastAiRequests::searchBody(const OfferQuery &query, bool bid)
{
    // The official client's default filters: verified hosts, not external, rentable now, not rented.
    QJsonObject body {
        { QStringLiteral("verified"), op("eq", true) },
        { QStringLiteral("external"), op("eq", false) },
        { QStringLiteral("rentable"), op("eq", true) },
        { QStringLiteral("rented"), op("eq", false) },
        // At least one directly reachable port, "needed for SSH" (vast-ai/docs api-reference/hello-world.mdx; dstack's
        // vastai compute.py filters the same): a proxy-only machine gives a slower SSH path through Vast's relay.
        { QStringLiteral("direct_port_count"), op("gte", 1) },
        { QStringLiteral("type"), bid ? QStringLiteral("bid") : QStringLiteral("on-demand") },
        { QStringLiteral("order"), sortOrder(bid ? QStringLiteral("min_bid") : QStringLiteral("dph_total")) },
        { QStringLiteral("limit"), VastAiJson::SearchLimit },
        { QStringLiteral("allocated_storage"), VastAiJson::DefaultDiskGb },
    };
    if (const QString gpu = VastAiJson::vastGpuName(query.gpuName); !gpu.isEmpty()) {
        body.insert(QStringLiteral("gpu_name"), op("eq", gpu));
    }
    if (query.gpuCount > 0) {
        body.insert(QStringLiteral("num_gpus"), op("eq", query.gpuCount));
    }
    if (query.minVramGb > 0) {
        // gpu_ram is MB per GPU on the wire (the CLI multiplies GB by 1000).
        body.insert(QStringLiteral("gpu_ram"), op("gte", std::floor(query.minVramGb * 1000)));
    }
    if (query.maxPricePerHour.isValid() && query.maxPricePerHour.currency() == QLatin1String(VastAiJson::Currency)) {
        body.insert(
            bid ? QStringLiteral("min_bid") : QStringLiteral("dph_total"), op("lte", query.maxPricePerHour.toDouble()));
    }
    if (query.minReliability > 0) {
        body.insert(QStringLiteral("reliability"), op("gte", query.minReliability));
    }
    bool cudaOk = false;
    const double cuda = query.minCuda.toDouble(&cudaOk);
    if (cudaOk && cuda > 0) {
        body.insert(QStringLiteral("cuda_max_good"), op("gte", cuda));
    }
    // geolocation filters take country codes; other region text is matched on our side (OfferQuery::matches).
    static const QRegularExpression countryCode(QStringLiteral("^[A-Za-z]{2}$"));
    if (countryCode.match(query.region.trimmed()).hasMatch()) {
        body.insert(QStringLiteral("geolocation"), op("eq", query.region.trimmed().toUpper()));
    }
    return body;
}

QJsonObject VastAiRequests::askLookupBody(const QString &askId, bool bid)
{
    return QJsonObject {
        { QStringLiteral("id"), op("eq", askId.toLongLong()) },
        { QStringLiteral("type"), bid ? QStringLiteral("bid") : QStringLiteral("on-demand") },
        { QStringLiteral("limit"), 1 },
        { QStringLiteral("allocated_storage"), VastAiJson::DefaultDiskGb },
    };
}

QJsonObject VastAiRequests::createBody(const InstanceSpec &spec, std::optional<double> bidPrice)
{
    const QString image
        = spec.image.trimmed().isEmpty() ? QLatin1String(VastAiJson::DefaultImage) : spec.image.trimmed();
    // env as vast-cli's parse_env makes it from "-e K=V": {"K": "V"}.
    QJsonObject env;
    for (auto it = spec.env.cbegin(); it != spec.env.cend(); ++it) {
        env.insert(it.key(), it.value());
    }
    QJsonObject body {
        { QStringLiteral("client_id"), QStringLiteral("me") },
        { QStringLiteral("image"), image },
        { QStringLiteral("disk"), spec.diskGb > 0 ? spec.diskGb : VastAiJson::DefaultDiskGb },
        { QStringLiteral("env"), env },
        { QStringLiteral("label"), spec.label.isEmpty() ? QJsonValue() : QJsonValue(spec.label) },
        { QStringLiteral("onstart"),
            spec.onstart.isEmpty() ? QJsonValue() : QJsonValue(QString::fromUtf8(spec.onstart)) },
        { QStringLiteral("image_login"), QJsonValue() },
        { QStringLiteral("python_utf8"), false },
        { QStringLiteral("lang_utf8"), false },
        { QStringLiteral("use_jupyter_lab"), false },
        { QStringLiteral("jupyter_dir"), QJsonValue() },
        { QStringLiteral("force"), false },
        // On-demand: fail at once (410 no_such_ask) rather than wait for a machine that was just taken.
        { QStringLiteral("cancel_unavail"), !bidPrice.has_value() },
        { QStringLiteral("template_hash_id"), QJsonValue() },
        { QStringLiteral("user"), QJsonValue() },
        { QStringLiteral("runtype"), QLatin1String(VastAiJson::RunType) },
    };
    if (bidPrice) {
        body.insert(QStringLiteral("price"), *bidPrice);
    }
    return body;
}

QUrlQuery VastAiRequests::instancesQuery(const QJsonObject &filters, const QString &afterToken)
{
    const auto json
        = [](const QJsonDocument &document) { return QString::fromUtf8(document.toJson(QJsonDocument::Compact)); };
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("select_filters"), json(QJsonDocument(filters)));
    query.addQueryItem(QStringLiteral("order_by"),
        json(QJsonDocument(QJsonArray { QJsonObject {
            { QStringLiteral("col"), QStringLiteral("id") }, { QStringLiteral("dir"), QStringLiteral("asc") } } })));
    query.addQueryItem(QStringLiteral("limit"), QString::number(VastAiJson::InstancePageSize));
    if (!afterToken.isEmpty()) {
        query.addQueryItem(QStringLiteral("after_token"), afterToken);
    }
    return query;
}

} // namespace RentDeck
