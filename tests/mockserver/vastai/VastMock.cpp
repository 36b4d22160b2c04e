// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "VastMock.h"

#include "MockStorageSeeds.h"
#include "VastMockCatalog.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <cmath>

// The *.yaml and *.mdx files named below are vast-ai/docs api-reference/openapi/yaml/ and api-reference/.

namespace RentDeck {

namespace {

using Response = MockHttpServer::Response;

// rate-limits-and-errors.mdx: the most common error shape is {"success": false, "error": ..., "msg": ...}.
Response vastError(int status, const QString &error, const QString &message)
{
    return Response::json(status,
        QJsonDocument(QJsonObject { { QStringLiteral("success"), false }, { QStringLiteral("error"), error },
            { QStringLiteral("msg"), message } }));
}

// hello-world.mdx (stop, destroy: "Both return {"success": true}"), manage_instance.yaml SimpleBooleanSuccessResponse.
Response ok(QJsonObject body = {})
{
    body.insert(QStringLiteral("success"), true);
    return Response::json(200, QJsonDocument(body));
}

// The number in ".../asks/4100001/" or ".../instances/17000001/ssh/".
qint64 pathId(const QString &path)
{
    static const QRegularExpression digits(QStringLiteral("/(\\d+)/"));
    return digits.match(path).captured(1).toLongLong();
}

std::optional<double> numberOf(const QJsonValue &value)
{
    if (value.isDouble()) {
        return value.toDouble();
    }
    bool ok = false;
    const double number = value.toString().toDouble(&ok);
    return value.isString() && ok ? std::optional<double>(number) : std::nullopt;
}

bool validKey(const QJsonValue &value)
{
    static const QRegularExpression key(QStringLiteral("^(ssh-(ed25519|rsa)|ecdsa-sha2-nistp\\d+) [A-Za-z0-9+/=]+"));
    return value.isString() && key.match(value.toString().trimmed()).hasMatch();
}

bool validRuntype(const QString &runtype)
{
    static const QStringList tokens { QStringLiteral("ssh"), QStringLiteral("jupyter"), QStringLiteral("args"),
        QStringLiteral("ssh_proxy"), QStringLiteral("ssh_direc"), QStringLiteral("ssh_direct"),
        QStringLiteral("jupyter_proxy"), QStringLiteral("jupyter_direc"), QStringLiteral("jupyter_direct") };
    const QStringList parts = runtype.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return !parts.isEmpty()
        && std::all_of(parts.begin(), parts.end(), [](const QString &t) { return tokens.contains(t); });
}

} // namespace

VastMock::VastMock(MockHttpServer *server, const MockProviderOptions &options)
    : QObject(server)
    , m_options(options)
    , m_offers(VastMockCatalog::initialOffers())
{
    m_clock.start();
    route(server, "POST", QStringLiteral("/api/v0/bundles/?"), QStringLiteral("search"), &VastMock::search);
    route(server, "PUT", QStringLiteral("/api/v0/asks/\\d+/"), QStringLiteral("create"), &VastMock::rent);
    route(server, "GET", QStringLiteral("/api/v0/instances/?"), QStringLiteral("instances"), &VastMock::list);
    route(server, "GET", QStringLiteral("/api/v1/instances/?"), QStringLiteral("instances"), &VastMock::listV1);
    route(server, "GET", QStringLiteral("/api/v0/instances/\\d+/"), QStringLiteral("show"), &VastMock::show);
    route(server, "PUT", QStringLiteral("/api/v0/instances/\\d+/"), QStringLiteral("manage"), &VastMock::manage);
    route(server, "DELETE", QStringLiteral("/api/v0/instances/\\d+/"), QStringLiteral("destroy"), &VastMock::destroy);
    route(server, "GET", QStringLiteral("/api/v0/ssh/"), QStringLiteral("ssh"), &VastMock::listKeys);
    route(server, "POST", QStringLiteral("/api/v0/ssh/"), QStringLiteral("ssh"), &VastMock::addKey);
    route(server, "POST", QStringLiteral("/api/v0/instances/\\d+/ssh/"), QStringLiteral("ssh"), &VastMock::attachKey);
    route(server, "GET", QStringLiteral("/api/v0/users/current/"), QStringLiteral("user"), &VastMock::user);
    route(server, "GET", QStringLiteral("/api/v0/volumes/?"), QStringLiteral("volumes"), &VastMock::listVolumes);
    route(server, "DELETE", QStringLiteral("/api/v0/volumes/?"), QStringLiteral("volumes"), &VastMock::deleteVolume);
    if (options.withStorage) {
        m_volumes = MockStorageSeeds::vastVolumes();
    }
}

void VastMock::setMinimumInterval(const QString &kind, std::chrono::milliseconds interval)
{
    m_intervals.insert(kind, interval);
}

QStringList VastMock::accountKeys() const
{
    QStringList keys;
    for (const QJsonObject &key : m_accountKeys) {
        keys << key.value(QLatin1String("public_key")).toString();
    }
    return keys;
}

QStringList VastMock::instanceKeys(qint64 instanceId) const
{
    return m_instances.value(instanceId).keys;
}

void VastMock::route(MockHttpServer *server, const QByteArray &method, const QString &path, const QString &kind,
    Response (VastMock::*handler)(const Request &))
{
    server->on(method, path, [this, kind, handler](const Request &request) {
        if (request.header("Authorization") != "Bearer " + m_options.apiKey.toUtf8()) {
            // show_instance.yaml 401 example: {"success": false, "error": "auth_error", "msg": "Invalid user key"}.
            return vastError(401, QStringLiteral("auth_error"), QStringLiteral("Invalid user key"));
        }
        // Vast's limits are minimum intervals per endpoint and identity, answered without Retry-After.
        const auto interval = m_intervals.value(kind, std::chrono::milliseconds(0));
        const qint64 now = m_clock.elapsed();
        if (interval.count() > 0 && m_lastCall.contains(kind) && now - m_lastCall.value(kind) < interval.count()) {
            m_lastCall.insert(kind, now);
            if (kind == QLatin1String("create")) {
                // create_instance.yaml 429: {"detail": "API requests too frequent endpoint threshold=4.5"}.
                return Response::json(
                    429, QByteArrayLiteral("{\"detail\": \"API requests too frequent endpoint threshold=4.5\"}"));
            }
            // rate-limits-and-errors.mdx: the 429 body "is often plain text": "API requests too frequent".
            return Response::text(429, QByteArrayLiteral("API requests too frequent"));
        }
        m_lastCall.insert(kind, now);
        return (this->*handler)(request);
    });
}

std::optional<QJsonObject> VastMock::jsonBody(const Request &request, Response *error) const
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(request.body, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        // search_offers.yaml 400 example: {"error": "invalid_request", "msg": "Invalid json body"}.
        *error = Response::json(400,
            QJsonDocument(QJsonObject { { QStringLiteral("error"), QStringLiteral("invalid_request") },
                { QStringLiteral("msg"), QStringLiteral("Invalid json body") } }));
        return std::nullopt;
    }
    return document.object();
}

Response VastMock::search(const Request &request)
{
    // search_offers.yaml x-rate-limit: 10 a minute per IP, enforced as a minimum interval (6 s); the 429 carries no
    // Retry-After (rate-limits-and-errors.mdx).
    if (m_options.enforceRateLimit) {
        const qint64 now = m_clock.elapsed();
        if (m_lastSearchMs >= 0 && now - m_lastSearchMs < 6000) {
            return vastError(429, QStringLiteral("rate_limited"), QStringLiteral("Too many requests"));
        }
        m_lastSearchMs = now;
    }
    Response error;
    const auto body = jsonBody(request, &error);
    if (!body) {
        return error;
    }
    const auto result = VastMockCatalog::search(m_offers, *body);
    if (!result.error.isEmpty()) {
        // no public source for the text; the code is rate-limits-and-errors.mdx's invalid_args example.
        return vastError(400, QStringLiteral("invalid_args"), result.error);
    }
    // search_offers.yaml 200 (POST /api/v0/bundles/): {"offers": [...]}; vast-cli api/offers.py:49 reads "offers".
    // Sold out (stockAfter): the same answer as a search nothing rentable matches.
    const bool inStock = m_clock.elapsed() >= m_options.stockAfter.count();
    return Response::json(
        200, QJsonDocument(QJsonObject { { QStringLiteral("offers"), inStock ? result.offers : QJsonArray() } }));
}

qint64 VastMock::addRunningInstance(qint64 askId)
{
    Rental rental;
    rental.id = m_nextInstance++;
    for (const QJsonObject &offer : std::as_const(m_offers)) {
        if (offer.value(QLatin1String("id")).toInteger() == askId) {
            rental.ask = offer;
        }
    }
    rental.image = QStringLiteral("pytorch/pytorch");
    rental.runtype = QStringLiteral("ssh_direc ssh_proxy");
    rental.diskGb = 16;
    rental.phaseStartMs = m_clock.elapsed() - 3'600'000;
    rental.startDate = QDateTime::currentSecsSinceEpoch() - 3600;
    m_instances.insert(rental.id, rental);
    return rental.id;
}

VastMock::Rental &VastMock::addRental(const QJsonObject &ask, const QString &image, const QString &label,
    const QString &runtype, double diskGb, std::optional<double> bid)
{
    Rental rental;
    rental.id = m_nextInstance++;
    rental.ask = ask;
    rental.image = image;
    rental.label = label;
    rental.runtype = runtype;
    rental.diskGb = diskGb;
    rental.bidPrice = bid;
    rental.phaseStartMs = m_clock.elapsed();
    rental.startDate = QDateTime::currentSecsSinceEpoch();
    return *m_instances.insert(rental.id, rental);
}

void VastMock::setMinBid(qint64 askId, double price)
{
    for (QJsonObject &offer : m_offers) {
        if (offer.value(QLatin1String("id")).toInteger() == askId) {
            offer.insert(QStringLiteral("min_bid"), price);
        }
    }
}

Response VastMock::rent(const Request &request)
{
    Response answer = rentNow(request);
    answer.delay = m_rentDelay;
    return answer;
}

Response VastMock::rentNow(const Request &request)
{
    const qint64 askId = pathId(request.path);
    Response error;
    const auto body = jsonBody(request, &error);
    if (!body) {
        return error;
    }
    const auto ask = std::find_if(m_offers.begin(), m_offers.end(),
        [askId](const QJsonObject &offer) { return offer.value(QLatin1String("id")).toInteger() == askId; });
    if (ask == m_offers.end()) {
        // create_instance.yaml 404 example msg "error 404/3603: no_such_ask Instance type by id N is not available."
        // (that example's error field is invalid_args).
        return vastError(404, QStringLiteral("no_such_ask"),
            QStringLiteral("error 404/3603: no_such_ask Instance type by id %1 is not available.").arg(askId));
    }
    if (ask->value(QLatin1String("rented")).toBool() || !ask->value(QLatin1String("rentable")).toBool()) {
        // create_instance.yaml 410 (cancel_unavail and the instance cannot start): error no_such_ask, msg 410/3907.
        return vastError(410, QStringLiteral("no_such_ask"),
            QStringLiteral("error 410/3907: no_such_ask Instance type %1 is no longer available.").arg(askId));
    }
    const QString image = body->value(QLatin1String("image")).toString().trimmed();
    if (image.isEmpty() || image.size() > 1024) {
        // create_instance.yaml: image required, x-input-validation max_length 1024; the msg text is the mock's own.
        return vastError(400, QStringLiteral("invalid_args"), QStringLiteral("image is required (max 1024 chars)"));
    }
    const auto disk = numberOf(body->value(QLatin1String("disk")));
    if (!disk || *disk < 8) {
        // create_instance.yaml x-input-validation: disk min 8.0 (GB); the msg text is the mock's own.
        return vastError(400, QStringLiteral("invalid_args"), QStringLiteral("disk must be a number of GB >= 8"));
    }
    const QString runtype = body->value(QLatin1String("runtype")).toString(QStringLiteral("ssh"));
    if (!validRuntype(runtype)) {
        // create_instance.yaml runtype enum; vast-cli cli/commands/instances.py:88 sends "ssh_direc ssh_proxy".
        return vastError(400, QStringLiteral("invalid_args"), QStringLiteral("unknown runtype '%1'").arg(runtype));
    }
    const QJsonValue env = body->value(QLatin1String("env"));
    if (!env.isUndefined() && !env.isNull() && !env.isObject() && !env.isString()) {
        // create_instance.yaml documents env as a Docker-flag string; vast-cli api/instances.py:101 sends an object.
        return vastError(400, QStringLiteral("invalid_args"), QStringLiteral("env must be an object"));
    }
    const QJsonValue label = body->value(QLatin1String("label"));
    if (!label.isUndefined() && !label.isNull() && (!label.isString() || label.toString().size() > 1024)) {
        // label_instance.yaml: label_too_long, maxLength 1024 (create_instance.yaml x-input-validation says 256).
        return vastError(400, QStringLiteral("label_too_long"), QStringLiteral("label must be text up to 1024 chars"));
    }
    std::optional<double> bid;
    if (const QJsonValue price = body->value(QLatin1String("price")); !price.isUndefined() && !price.isNull()) {
        bid = numberOf(price);
        const double floor = ask->value(QLatin1String("min_bid")).toDouble();
        if (!bid || *bid > 128) {
            // create_instance.yaml: price minimum 0.001, maximum 128.0; its 400 error enum includes invalid_price.
            return vastError(400, QStringLiteral("invalid_price"),
                QStringLiteral("Bid price %1 is not a price between 0.001 and 128.").arg(price.toVariant().toString()));
        }
        if (*bid < floor) {
            const QString message = QStringLiteral("Bid price %1 is below the minimum %2 for this offer.")
                                        .arg(price.toVariant().toString())
                                        .arg(floor);
            if (body->value(QLatin1String("cancel_unavail")).toBool()) {
                // no public source: a low bid with cancel_unavail refused as create_instance.yaml's 400 invalid_price.
                return vastError(400, QStringLiteral("invalid_price"), message);
            }
            // create_instance.yaml: cancel_unavail "Defaults to false for interruptibles", and then Vast makes the
            // instance stopped ("creates spot instances in the stopped state and returns an error if the bid is
            // insufficient", dstack vastai/api_client.py, which reads new_contract from that error and destroys it).
            // No public sample of the body exists: the documented 400 shape plus the field dstack reads.
            Rental &outbid = addRental(*ask, image, label.toString(), runtype, *disk, bid);
            outbid.intended = QStringLiteral("stopped");
            QJsonObject answer { { QStringLiteral("success"), false },
                { QStringLiteral("error"), QStringLiteral("invalid_price") }, { QStringLiteral("msg"), message },
                { QStringLiteral("ask_id"), askId }, { QStringLiteral("new_contract"), outbid.id } };
            return Response::json(400, QJsonDocument(answer));
        }
    }
    if (m_credit <= 0) {
        // manage_instance.yaml's error enum lists missing_billing; the 400 status and msg text have no public source.
        return vastError(400, QStringLiteral("missing_billing"),
            QStringLiteral("Your account lacks credit: add a payment method or credit to rent."));
    }
    const Rental &rental = addRental(*ask, image, label.toString(), runtype, *disk, bid);
    ask->insert(QStringLiteral("rented"), true); // one machine, one renter
    // hello-world.mdx step 4: {"success": true, "new_contract": 12345678, "instance_api_key": "d15a..."}.
    return ok({ { QStringLiteral("new_contract"), rental.id },
        { QStringLiteral("instance_api_key"), QStringLiteral("d15a0c0ffee0mock0instance0key") } });
}

// vast-cli vastai/SKILL.md:134-145 and hello-world.mdx: actual_status null (provisioning), "loading", "running";
// SKILL.md also lists "stopped" ("Halted — disk charges only").
QString VastMock::actualStatus(const Rental &rental) const
{
    if (rental.intended == QLatin1String("stopped")) {
        return QStringLiteral("stopped");
    }
    const qint64 elapsed = m_clock.elapsed() - rental.phaseStartMs;
    const qint64 boot = m_options.bootTime.count();
    if (elapsed >= boot) {
        return QStringLiteral("running");
    }
    if (elapsed < boot / 3) {
        return rental.restarted ? QStringLiteral("stopped") : QString(); // scheduling / creating (null)
    }
    return QStringLiteral("loading");
}

QJsonObject VastMock::present(const Rental &rental) const
{
    const QJsonObject &ask = rental.ask;
    const QString actual = actualStatus(rental);
    const double storage = VastMockCatalog::storagePerHour(ask, rental.diskGb);
    const double gpu = rental.bidPrice.value_or(ask.value(QLatin1String("dph_base")).toDouble());
    // show_instance.yaml Instance schema (gpu_ram and cpu_ram in MB, disk_space in GB, start_date in epoch seconds).
    QJsonObject json {
        { QStringLiteral("id"), rental.id },
        { QStringLiteral("machine_id"), ask.value(QLatin1String("machine_id")) },
        { QStringLiteral("host_id"), ask.value(QLatin1String("host_id")) },
        { QStringLiteral("bundle_id"), ask.value(QLatin1String("bundle_id")) },
        { QStringLiteral("actual_status"), actual.isEmpty() ? QJsonValue() : QJsonValue(actual) },
        { QStringLiteral("intended_status"), rental.intended },
        { QStringLiteral("cur_state"), rental.intended },
        { QStringLiteral("next_state"), rental.intended },
        { QStringLiteral("status_msg"),
            actual == QLatin1String("running") ? QStringLiteral("success, running %1").arg(rental.image)
                                               : QStringLiteral("Pulling image %1").arg(rental.image) },
        { QStringLiteral("label"), rental.label.isEmpty() ? QJsonValue() : QJsonValue(rental.label) },
        { QStringLiteral("image_uuid"), rental.image },
        { QStringLiteral("image_runtype"), rental.runtype },
        { QStringLiteral("extra_env"), QJsonArray {} },
        { QStringLiteral("gpu_name"), ask.value(QLatin1String("gpu_name")) },
        { QStringLiteral("num_gpus"), ask.value(QLatin1String("num_gpus")) },
        { QStringLiteral("gpu_ram"), ask.value(QLatin1String("gpu_ram")) },
        { QStringLiteral("gpu_util"), actual == QLatin1String("running") ? 0.0 : QJsonValue() },
        { QStringLiteral("cpu_cores_effective"), ask.value(QLatin1String("cpu_cores_effective")) },
        { QStringLiteral("cpu_ram"), ask.value(QLatin1String("cpu_ram")) },
        { QStringLiteral("disk_space"), rental.diskGb },
        { QStringLiteral("dph_base"), gpu },
        { QStringLiteral("dph_total"), std::round((gpu + storage) * 1e6) / 1e6 },
        { QStringLiteral("storage_cost"), ask.value(QLatin1String("storage_cost")) },
        { QStringLiteral("storage_total_cost"), std::round(storage * 1e6) / 1e6 },
        { QStringLiteral("is_bid"), rental.bidPrice.has_value() },
        { QStringLiteral("min_bid"), ask.value(QLatin1String("min_bid")) },
        { QStringLiteral("start_date"), double(rental.startDate) },
        { QStringLiteral("end_date"), double(rental.startDate + 2592000) },
        { QStringLiteral("geolocation"), ask.value(QLatin1String("geolocation")) },
        { QStringLiteral("reliability2"), ask.value(QLatin1String("reliability2")) },
        { QStringLiteral("cuda_max_good"), ask.value(QLatin1String("cuda_max_good")) },
        { QStringLiteral("driver_version"), ask.value(QLatin1String("driver_version")) },
        { QStringLiteral("direct_port_count"), ask.value(QLatin1String("direct_port_count")) },
    };
    // no public source: hello-world.mdx's "loading" example already has ssh_host/ssh_port; the mock withholds them.
    if (actual != QLatin1String("running")) {
        return json; // no SSH details until the container runs
    }
    const bool direct = (rental.runtype.contains(QLatin1String("ssh_direc"))
                            || rental.runtype.contains(QLatin1String("jupyter_direc")))
        && ask.value(QLatin1String("direct_port_count")).toInt() > 0;
    // vast-cli cli/commands/misc.py:209-218, dstack vastai/compute.py:198-202: public_ipaddr + ports["22/tcp"][0].
    if (direct) {
        json.insert(QStringLiteral("public_ipaddr"), m_options.sshHost);
        json.insert(QStringLiteral("ports"),
            QJsonObject { { QStringLiteral("22/tcp"),
                QJsonArray { QJsonObject { { QStringLiteral("HostIp"), QStringLiteral("0.0.0.0") },
                    { QStringLiteral("HostPort"), QString::number(m_options.sshPort) } } } } });
        // The proxy is there too but elsewhere: a client that prefers it would miss the mock's SSH endpoint.
        json.insert(QStringLiteral("ssh_host"), QStringLiteral("ssh4.vast.example"));
        json.insert(QStringLiteral("ssh_port"), 31000 + int(rental.id % 1000));
    } else {
        // vast-cli cli/commands/misc.py:217-218: ssh_host:ssh_port, +1 when image_runtype contains "jupyter".
        const bool jupyter = rental.runtype.contains(QLatin1String("jupyter"));
        json.insert(QStringLiteral("ssh_host"), m_options.sshHost);
        json.insert(QStringLiteral("ssh_port"), m_options.sshPort - (jupyter ? 1 : 0));
        json.insert(QStringLiteral("ports"), QJsonObject {});
    }
    // show_instance.yaml: ssh_idx is a string (example "2281").
    json.insert(QStringLiteral("ssh_idx"), QStringLiteral("4"));
    return json;
}

Response VastMock::list(const Request &)
{
    QJsonArray instances;
    for (const Rental &rental : std::as_const(m_instances)) {
        instances.append(present(rental));
    }
    // hello-world.mdx step 2: GET /api/v0/instances/ → {"instances_found": 0, "instances": []}.
    return Response::json(200,
        QJsonDocument(QJsonObject {
            { QStringLiteral("instances_found"), instances.size() }, { QStringLiteral("instances"), instances } }));
}

Response VastMock::listV1(const Request &request)
{
    // vast-ai/docs api-reference/openapi/yaml/show_instances.yaml: limit "Default 25, max 25. Values <= 0 are treated
    // as 5"; after_token is the previous page's next_token (400 invalid_token otherwise); select_filters takes
    // {"col": {"eq"|"in"|...: value}} on filterable columns such as label; next_token is null on the last page.
    const QUrlQuery query(request.query);
    bool limitOk = false;
    int limit = query.queryItemValue(QStringLiteral("limit")).toInt(&limitOk);
    limit = !limitOk ? 25 : limit <= 0 ? 5 : qMin(limit, 25);
    qint64 after = 0;
    if (query.hasQueryItem(QStringLiteral("after_token"))) {
        bool ok = false;
        const QString token = query.queryItemValue(QStringLiteral("after_token"), QUrl::FullyDecoded);
        after = token.startsWith(QLatin1String("tok-")) ? token.mid(4).toLongLong(&ok) : 0;
        if (!ok) {
            return vastError(400, QStringLiteral("invalid_token"), QStringLiteral("after_token is not valid"));
        }
    }
    const QJsonObject filters
        = QJsonDocument::fromJson(query.queryItemValue(QStringLiteral("select_filters"), QUrl::FullyDecoded).toUtf8())
              .object();
    const QJsonObject label = filters.value(QLatin1String("label")).toObject();
    QJsonArray page;
    qint64 last = 0;
    bool more = false;
    for (const Rental &rental : std::as_const(m_instances)) { // QMap: ascending id, as order_by id asc
        if (rental.id <= after) {
            continue;
        }
        if (label.contains(QLatin1String("eq")) && rental.label != label.value(QLatin1String("eq")).toString()) {
            continue;
        }
        if (page.size() == limit) {
            more = true;
            break;
        }
        page.append(present(rental));
        last = rental.id;
    }
    return Response::json(200,
        QJsonDocument(QJsonObject { { QStringLiteral("success"), true },
            { QStringLiteral("instances_found"), page.size() },
            { QStringLiteral("total_instances"), m_instances.size() }, { QStringLiteral("instances"), page },
            { QStringLiteral("next_token"), more ? QJsonValue(QStringLiteral("tok-%1").arg(last)) : QJsonValue() } }));
}

Response VastMock::show(const Request &request)
{
    const qint64 id = pathId(request.path);
    const QJsonValue instance = m_instances.contains(id) ? QJsonValue(present(m_instances.value(id))) : QJsonValue();
    // show_instance.yaml: {"instances": Instance}; vast-cli api/instances.py:84-86 reads null as no such instance.
    return Response::json(200, QJsonDocument(QJsonObject { { QStringLiteral("instances"), instance } }));
}

Response VastMock::manage(const Request &request)
{
    const qint64 id = pathId(request.path);
    Response error;
    const auto body = jsonBody(request, &error);
    if (!body) {
        return error;
    }
    if (!m_instances.contains(id)) {
        // label_instance.yaml 404 example: error no_such_instance, msg "Instance 12345 not found."
        return vastError(404, QStringLiteral("no_such_instance"), QStringLiteral("Instance %1 not found.").arg(id));
    }
    Rental &rental = m_instances[id];
    if (body->contains(QLatin1String("label"))) {
        rental.label = body->value(QLatin1String("label")).toString();
        // manage_instance.yaml / label_instance.yaml: a label in the body sets it (label_instance's 200 adds a msg).
        return ok();
    }
    const QString state = body->value(QLatin1String("state")).toString();
    if (state != QLatin1String("running") && state != QLatin1String("stopped")) {
        // manage_instance.yaml: state enum [stopped, running]; the invalid_args msg text is the mock's own.
        return vastError(
            400, QStringLiteral("invalid_args"), QStringLiteral("state must be \"running\" or \"stopped\""));
    }
    if (state == QLatin1String("running") && rental.intended == QLatin1String("stopped")) {
        rental.restarted = true;
        rental.phaseStartMs = m_clock.elapsed();
    }
    rental.intended = state;
    // manage_instance.yaml 200 SimpleBooleanSuccessResponse; bodies as vast-cli api/instances.py:144-163 sends them.
    return ok();
}

Response VastMock::destroy(const Request &request)
{
    const qint64 id = pathId(request.path);
    if (!m_instances.contains(id)) {
        // destroy_instance.yaml's 404 example is {"error": "not_found", "msg": "Instance not found"}; this answers
        // label_instance.yaml's no_such_instance form.
        return vastError(404, QStringLiteral("no_such_instance"), QStringLiteral("Instance %1 not found.").arg(id));
    }
    const qint64 askId = m_instances.take(id).ask.value(QLatin1String("id")).toInteger();
    for (QJsonObject &offer : m_offers) {
        if (offer.value(QLatin1String("id")).toInteger() == askId) {
            offer.insert(QStringLiteral("rented"), false); // back on the market
        }
    }
    // destroy_instance.yaml 200: {"success": true} (msg optional); vast-cli api/instances.py:133-141.
    return ok();
}

// show_volumes.yaml: GET /api/v0/volumes/ → {"volumes": [Volume]}; vast-cli show__volumes sends owner=me and
// type=all_volume|local_volume|network_volume (this mock holds local volumes only, as Vast.ai sells today).
Response VastMock::listVolumes(const Request &)
{
    return Response::json(200, QJsonDocument(QJsonObject { { QStringLiteral("volumes"), m_volumes } }));
}

// delete_volume.yaml: 200 {"success": true}; 400 invalid_args "Please provide a valid volume ID."; 404 no_such_volume
// "Volume with that ID does not exist.". vast-cli delete__volume sends the id as ?id=N, the yaml as a JSON body {id}:
// both are read. "All instances using the volume must be destroyed before the volume can be deleted" (vast-cli); the
// answer to that has no public example, so it is the 400 form.
Response VastMock::deleteVolume(const Request &request)
{
    QString id = request.query.queryItemValue(QStringLiteral("id"));
    if (id.isEmpty()) {
        const QJsonValue bodyId = QJsonDocument::fromJson(request.body).object().value(QLatin1String("id"));
        id = bodyId.isDouble() ? QString::number(bodyId.toInteger()) : QString();
    }
    if (id.isEmpty()) {
        return vastError(400, QStringLiteral("invalid_args"), QStringLiteral("Please provide a valid volume ID."));
    }
    const int index = MockStorageSeeds::indexOf(m_volumes, QStringLiteral("id"), id);
    if (index < 0) {
        return vastError(404, QStringLiteral("no_such_volume"), QStringLiteral("Volume with that ID does not exist."));
    }
    if (!m_volumes.at(index).toObject().value(QLatin1String("instances")).toArray().isEmpty()) {
        return vastError(400, QStringLiteral("invalid_args"),
            QStringLiteral("All instances using the volume must be destroyed before the volume can be deleted."));
    }
    m_volumes.removeAt(index);
    return ok();
}

Response VastMock::listKeys(const Request &)
{
    if (m_accountKeys.isEmpty()) {
        // vast-ai/docs api-reference/openapi/yaml/show_ssh_keys.yaml: "404: No SSH keys found for the user."
        return vastError(404, QStringLiteral("not_found"), QStringLiteral("No SSH keys found for the user."));
    }
    QJsonArray keys;
    for (const QJsonObject &key : std::as_const(m_accountKeys)) {
        keys.append(key);
    }
    // show_ssh_keys.yaml 200: a bare array of {id, user_id, key, created_at, deleted_at}; the rows here name the
    // key public_key, as create_ssh_key.yaml's answer does.
    return Response::json(200, QJsonDocument(keys)); // the bare-array variant
}

Response VastMock::addKey(const Request &request)
{
    Response error;
    const auto body = jsonBody(request, &error);
    if (!body) {
        return error;
    }
    if (!validKey(body->value(QLatin1String("ssh_key")))) {
        // create_ssh_key.yaml 400: error no_ssh_key (example msg "No ssh key provided").
        return vastError(400, QStringLiteral("no_ssh_key"), QStringLiteral("ssh_key must be an OpenSSH public key"));
    }
    const QJsonObject key { { QStringLiteral("id"), m_nextKey++ }, { QStringLiteral("user_id"), 424242 },
        { QStringLiteral("public_key"), body->value(QLatin1String("ssh_key")).toString().trimmed() },
        { QStringLiteral("created_at"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate) },
        { QStringLiteral("deleted_at"), QJsonValue() } };
    m_accountKeys.append(key);
    // create_ssh_key.yaml 200: {"success": true, "key": {id, user_id, public_key, created_at, deleted_at}}.
    return ok({ { QStringLiteral("key"), key } });
}

Response VastMock::attachKey(const Request &request)
{
    const qint64 id = pathId(request.path);
    Response error;
    const auto body = jsonBody(request, &error);
    if (!body) {
        return error;
    }
    if (!m_instances.contains(id)) {
        // attach_ssh.yaml lists 404 with its Error schema; the body is label_instance.yaml's no_such_instance.
        return vastError(404, QStringLiteral("no_such_instance"), QStringLiteral("Instance %1 not found.").arg(id));
    }
    if (!validKey(body->value(QLatin1String("ssh_key")))) {
        // attach_ssh.yaml lists 400 with its Error schema; no_ssh_key is borrowed from create_ssh_key.yaml.
        return vastError(400, QStringLiteral("no_ssh_key"), QStringLiteral("ssh_key must be an OpenSSH public key"));
    }
    m_instances[id].keys.append(body->value(QLatin1String("ssh_key")).toString().trimmed());
    // attach_ssh.yaml 200: {"success": true, "msg": ...} (example "SSH key attached successfully").
    return ok({ { QStringLiteral("msg"), QStringLiteral("SSH key added to instance %1.").arg(id) } });
}

Response VastMock::user(const Request &)
{
    // show_user.yaml: id, key_id, email, ssh_key, balance; this answers credit instead, which vast-cli
    // cli/display.py user_fields lists too (the adapter reads either).
    return Response::json(200,
        QJsonDocument(QJsonObject { { QStringLiteral("id"), 424242 },
            { QStringLiteral("email"), QStringLiteral("mock@example.com") }, { QStringLiteral("credit"), m_credit },
            { QStringLiteral("ssh_key"), QJsonValue() }, { QStringLiteral("key_id"), 77 } }));
}

} // namespace RentDeck
