// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "RunPodMock.h"

#include "MockStorageSeeds.h"
#include "RunPodMockCatalog.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

// openapi.json below is runpod/docs api-reference-v2/openapi.json ("Runpod REST API 2.0.0").

namespace RentDeck {

namespace {

const QString PodPattern = QStringLiteral("/v2/pods/[A-Za-z0-9_-]+");

bool isInteger(const QJsonValue &value)
{
    return value.isDouble() && value.toDouble() == double(qint64(value.toDouble()));
}

QJsonValue nullable(const QJsonObject &object)
{
    return object.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(object);
}

} // namespace

RunPodMock::RunPodMock(MockHttpServer *server, const MockProviderOptions &options)
    : QObject(server)
    , m_options(options)
    , m_keys { QString::fromLatin1(UserKey) }
{
    m_clock.start();
    if (options.withStorage) {
        m_networkVolumes = MockStorageSeeds::runPodNetworkVolumes();
    }
    install(server);
}

// openapi.json ErrorResponse (title, status, detail; errors[] of strings), sent as application/problem+json.
MockHttpServer::Response RunPodMock::problem(
    int status, const QString &title, const QString &detail, const QStringList &errors)
{
    QJsonObject body { { QStringLiteral("title"), title }, { QStringLiteral("status"), status },
        { QStringLiteral("detail"), detail } };
    if (!errors.isEmpty()) {
        body.insert(QStringLiteral("errors"), QJsonArray::fromStringList(errors));
    }
    Response response;
    response.status = status;
    response.body = QJsonDocument(body).toJson(QJsonDocument::Compact);
    response.headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/problem+json")));
    return response;
}

std::optional<MockHttpServer::Response> RunPodMock::refuse(const Request &request) const
{
    const QByteArray authorization = request.header("Authorization");
    if (authorization.isEmpty()) {
        // openapi.json UnauthorizedError example: title "Unauthorized", status 401, detail "missing bearer token".
        return problem(401, QStringLiteral("Unauthorized"), QStringLiteral("missing bearer token"));
    }
    if (authorization != "Bearer " + m_options.apiKey.toUtf8()) {
        // no public example for a wrong key: UnauthorizedError with the mock's own detail.
        return problem(401, QStringLiteral("Unauthorized"), QStringLiteral("invalid bearer token"));
    }
    return std::nullopt;
}

QString RunPodMock::podIdOf(const Request &request)
{
    return request.path.section(QLatin1Char('/'), 3, 3);
}

void RunPodMock::install(MockHttpServer *server)
{
    // Every route checks the key first, as the real API does, so a 401 never depends on the path.
    const auto guarded = [this](auto handler) {
        return [this, handler](const Request &request) -> Response {
            if (const auto refused = refuse(request)) {
                return *refused;
            }
            return handler(request);
        };
    };
    server->on("GET", QStringLiteral("/v2/catalog/gpus"), guarded([this](const Request &r) { return catalog(r); }));
    server->on("GET", QStringLiteral("/v2/account/ssh-keys"), guarded([this](const Request &) {
        if (m_keysForbidden) {
            // openapi.json ForbiddenError example ("access denied"); bearerAuth: scoped keys "may return 403".
            return problem(403, QStringLiteral("Forbidden"), QStringLiteral("access denied"));
        }
        // openapi.json GET /v2/account/ssh-keys → 200 SshKeys {"keys": [authorized_keys lines]}.
        return Response::json(
            200, QJsonDocument(QJsonObject { { QStringLiteral("keys"), QJsonArray::fromStringList(m_keys) } }));
    }));
    server->on("PUT", QStringLiteral("/v2/account/ssh-keys"), guarded([this](const Request &r) { return putKeys(r); }));
    server->on("GET", QStringLiteral("/v2/pods"), guarded([this](const Request &) {
        QJsonArray pods;
        for (const Pod &pod : std::as_const(m_pods)) {
            pods.append(podJson(pod));
        }
        // openapi.json listPods → ListPodsResponse {"pods": [Pod]}; the spec shows no pagination.
        return Response::json(200, QJsonDocument(QJsonObject { { QStringLiteral("pods"), pods } }));
    }));
    server->on("POST", QStringLiteral("/v2/pods"), guarded([this](const Request &r) { return createPod(r); }));
    server->on("GET", PodPattern, guarded([this](const Request &r) {
        const auto pod = m_pods.constFind(podIdOf(r));
        // openapi.json getPod: 200 Pod, 404 NotFoundError (ErrorResponse example detail "pod not found").
        return pod == m_pods.cend() ? problem(404, QStringLiteral("Not Found"), QStringLiteral("pod not found"))
                                    : Response::json(200, QJsonDocument(podJson(*pod)));
    }));
    server->on("DELETE", PodPattern, guarded([this](const Request &r) {
        // openapi.json deletePod: 204 "Deleted. Response has no body.", 404 NotFoundError.
        if (m_pods.remove(podIdOf(r)) == 0) {
            return problem(404, QStringLiteral("Not Found"), QStringLiteral("pod not found"));
        }
        Response gone;
        gone.status = 204;
        return gone;
    }));
    server->on(
        "POST", PodPattern + QStringLiteral("/action"), guarded([this](const Request &r) { return podAction(r); }));
    server->on("GET", QStringLiteral("/v2/network-volumes"), guarded([this](const Request &) {
        // openapi.json listNetworkVolumes → ListNetworkVolumesResponse {"networkVolumes": [NetworkVolume]}.
        return Response::json(
            200, QJsonDocument(QJsonObject { { QStringLiteral("networkVolumes"), m_networkVolumes } }));
    }));
    server->on("DELETE", QStringLiteral("/v2/network-volumes/[A-Za-z0-9_-]+"),
        guarded([this](const Request &r) { return deleteNetworkVolume(podIdOf(r)); }));
}

// openapi.json deleteNetworkVolume: 204 "Deleted. Response has no body.", 404. A volume a pod still mounts cannot be
// deleted (runpodctl's docs: "A volume still mounted by a pod cannot be deleted"); the spec gives that answer no
// example, so it is the default ErrorResponse with a 400.
MockHttpServer::Response RunPodMock::deleteNetworkVolume(const QString &id)
{
    const int index = MockStorageSeeds::indexOf(m_networkVolumes, QStringLiteral("id"), id);
    if (index < 0) {
        return problem(404, QStringLiteral("Not Found"), QStringLiteral("network volume not found"));
    }
    for (const Pod &pod : std::as_const(m_pods)) {
        for (const QJsonValue &mount : pod.mounts.value(QLatin1String("network")).toArray()) {
            if (mount.toObject().value(QLatin1String("volumeId")).toString() == id) {
                return problem(400, QStringLiteral("Bad Request"),
                    QStringLiteral("network volume %1 is mounted by pod %2").arg(id, pod.id));
            }
        }
    }
    m_networkVolumes.removeAt(index);
    Response gone;
    gone.status = 204;
    return gone;
}

MockHttpServer::Response RunPodMock::catalog(const Request &request) const
{
    const bool include = request.query.hasQueryItem(QStringLiteral("include"));
    const bool product = request.query.hasQueryItem(QStringLiteral("product"));
    if (include != product) {
        // openapi.json GpuProductFilter: product is "Required with include=AVAILABILITY, and valid only with it
        // (400 either way)".
        return problem(400, QStringLiteral("Bad Request"), QStringLiteral("include and product must be used together"));
    }
    if (include
        && (request.query.queryItemValue(QStringLiteral("include")) != QLatin1String("AVAILABILITY")
            || request.query.queryItemValue(QStringLiteral("product")) != QLatin1String("POD"))) {
        // CatalogIncludeParam (AVAILABILITY), GpuProductFilter (POD, CLUSTER, SERVERLESS); the spec lists no 422 here.
        return problem(422, QStringLiteral("Unprocessable Entity"), QStringLiteral("invalid query"),
            { QStringLiteral("include must be AVAILABILITY and product POD or SERVERLESS") });
    }
    // openapi.json GpuCloudFilter / GpuCountFilter: "Upstream default when omitted: SECURE"; count "Defaults to 1",
    // minimum 1; either is "valid only with include=AVAILABILITY".
    const QString cloud = request.query.queryItemValue(QStringLiteral("cloud"));
    const QString countText = request.query.queryItemValue(QStringLiteral("count"));
    if ((!cloud.isEmpty() || !countText.isEmpty()) && !include) {
        return problem(
            400, QStringLiteral("Bad Request"), QStringLiteral("cloud and count are valid only with include"));
    }
    if (!cloud.isEmpty() && cloud != QLatin1String("SECURE") && cloud != QLatin1String("COMMUNITY")) {
        return problem(422, QStringLiteral("Unprocessable Entity"), QStringLiteral("invalid query"),
            { QStringLiteral("cloud must be SECURE or COMMUNITY") });
    }
    bool countOk = true;
    const int count = countText.isEmpty() ? 1 : countText.toInt(&countOk);
    if (!countOk || count < 1) {
        return problem(422, QStringLiteral("Unprocessable Entity"), QStringLiteral("invalid query"),
            { QStringLiteral("count must be an integer >= 1") });
    }
    QJsonArray gpus;
    for (const QJsonValue &entry :
        RunPodMockCatalog::gpuTypes(cloud.isEmpty() ? QStringLiteral("SECURE") : cloud, count)) {
        QJsonObject gpu = entry.toObject();
        if (!include) {
            gpu.remove(QStringLiteral("availability"));
            gpu.remove(QStringLiteral("dataCenters"));
            gpu.remove(QStringLiteral("cudaVersions"));
        }
        gpus.append(gpu);
    }
    // openapi.json /v2/catalog/gpus → ListGpuTypesResponse {"gpus": [GpuType]}; availability, dataCenters and
    // cudaVersions are "Present only when requested with include=AVAILABILITY".
    return Response::json(200, QJsonDocument(QJsonObject { { QStringLiteral("gpus"), gpus } }));
}

// openapi.json PodStatus; createPod: "the pod starts in PROVISIONING, transitions through STARTING, and reaches
// RUNNING"; podAction stop "moves to EXITED".
QString RunPodMock::statusOf(const Pod &pod) const
{
    if (pod.exited) {
        return QStringLiteral("EXITED");
    }
    const qint64 elapsed = m_clock.elapsed() - pod.bootStartedMs;
    const qint64 boot = m_options.bootTime.count();
    if (elapsed >= boot) {
        return QStringLiteral("RUNNING");
    }
    return elapsed < boot / 2 ? QStringLiteral("PROVISIONING") : QStringLiteral("STARTING");
}

// openapi.json podAction: "RUNNING allows stop/restart/terminate; EXITED and ERROR allow start/terminate;
// PROVISIONING and STARTING allow stop/terminate" (published in the pod's actions field).
QStringList RunPodMock::actionsFor(const QString &status)
{
    if (status == QLatin1String("RUNNING")) {
        return { QStringLiteral("stop"), QStringLiteral("restart"), QStringLiteral("terminate") };
    }
    if (status == QLatin1String("EXITED") || status == QLatin1String("ERROR")) {
        return { QStringLiteral("start"), QStringLiteral("terminate") };
    }
    return { QStringLiteral("stop"), QStringLiteral("terminate") };
}

QJsonObject RunPodMock::podJson(const Pod &pod) const
{
    const QString status = statusOf(pod);
    const bool running = status == QLatin1String("RUNNING");
    const bool placed = status != QLatin1String("PROVISIONING");
    QJsonObject proxy;
    // openapi.json PodSsh.proxy: "Null until the pod has a machine assignment"; username and command as in the
    // listPods example ("7h9k2m4n6p-64411eb2").
    if (placed) {
        const QString user = pod.id + QStringLiteral("-64411eb2");
        proxy = { { QStringLiteral("host"), QStringLiteral("ssh.runpod.io") }, { QStringLiteral("port"), 22 },
            { QStringLiteral("username"), user },
            { QStringLiteral("command"), QStringLiteral("ssh %1@ssh.runpod.io").arg(user) } };
    }
    QJsonObject direct;
    // PodSsh.direct: "Null unless 22/tcp is in ports and the running pod has been assigned a public port for it";
    // m_directHidden is a test hook (no public source).
    if (running && pod.ports.contains(QLatin1String("22/tcp")) && !m_directHidden) {
        direct = { { QStringLiteral("host"), m_options.sshHost }, { QStringLiteral("port"), m_options.sshPort },
            { QStringLiteral("username"), QStringLiteral("root") },
            { QStringLiteral("command"),
                QStringLiteral("ssh root@%1 -p %2").arg(m_options.sshHost).arg(m_options.sshPort) } };
    }
    QJsonObject runtime;
    // Pod.runtime: "Null when the pod is not RUNNING"; PodRuntimePort {private, public, type, ip} (SkyPilot
    // sky/provision/runpod/utils.py _parse_pod reads these).
    if (running) {
        QJsonArray gpus;
        for (int i = 0; i < pod.gpuCount; ++i) {
            gpus.append(QJsonObject { { QStringLiteral("util"), 0 }, { QStringLiteral("memoryUtil"), 0 } });
        }
        QJsonArray ports;
        if (pod.ports.contains(QLatin1String("22/tcp"))) {
            ports.append(
                QJsonObject { { QStringLiteral("private"), 22 }, { QStringLiteral("public"), m_options.sshPort },
                    { QStringLiteral("type"), QStringLiteral("tcp") }, { QStringLiteral("ip"), m_options.sshHost } });
        }
        runtime = { { QStringLiteral("uptime"), (m_clock.elapsed() - pod.bootStartedMs) / 1000 },
            { QStringLiteral("ports"), ports }, { QStringLiteral("gpus"), gpus },
            { QStringLiteral("cpu"), QJsonObject { { QStringLiteral("util"), 1 } } },
            { QStringLiteral("memory"), QJsonObject { { QStringLiteral("util"), 3 } } } };
    }
    // openapi.json Pod (its required fields), shaped like the listPods example; cost "0.0 when EXITED or TERMINATED".
    return QJsonObject {
        { QStringLiteral("id"), pod.id },
        { QStringLiteral("name"), pod.name },
        { QStringLiteral("status"), status },
        { QStringLiteral("actions"), QJsonArray::fromStringList(actionsFor(status)) },
        { QStringLiteral("image"), pod.image },
        { QStringLiteral("args"), QString() },
        { QStringLiteral("disk"), pod.disk },
        { QStringLiteral("mounts"), pod.mounts },
        { QStringLiteral("ports"), QJsonArray::fromStringList(pod.ports) },
        { QStringLiteral("env"), pod.env },
        { QStringLiteral("registry"), QJsonValue::Null },
        { QStringLiteral("gpu"),
            QJsonObject { { QStringLiteral("id"), pod.gpuId }, { QStringLiteral("count"), pod.gpuCount } } },
        { QStringLiteral("cloud"), pod.cloud },
        { QStringLiteral("dataCenterId"), pod.dataCenterId },
        { QStringLiteral("cudaVersion"), placed ? QJsonValue(QStringLiteral("12.8")) : QJsonValue::Null },
        { QStringLiteral("ssh"),
            QJsonObject {
                { QStringLiteral("proxy"), nullable(proxy) }, { QStringLiteral("direct"), nullable(direct) } } },
        { QStringLiteral("template"), QJsonValue::Null },
        { QStringLiteral("cost"), pod.exited ? 0.0 : pod.pricePerGpu * pod.gpuCount },
        { QStringLiteral("locked"), false },
        { QStringLiteral("runtime"), nullable(runtime) },
        { QStringLiteral("createdAt"), pod.createdAt.toString(Qt::ISODate) },
        { QStringLiteral("startedAt"), placed ? QJsonValue(pod.startedAt.toString(Qt::ISODate)) : QJsonValue::Null },
        { QStringLiteral("globalNetworking"), QJsonObject { { QStringLiteral("enabled"), false } } },
    };
}

// openapi.json CreatePodRequest and what it composes: CreateGpuConfig (count >= 1), BaseContainerConfig (disk >= 1,
// env of strings, ports "port/protocol"), Mounts, PersistentMount (size >= 10); the error texts are the mock's own.
QStringList RunPodMock::validateCreate(const QJsonObject &body)
{
    QStringList errors;
    if (body.value(QLatin1String("name")).toString().trimmed().isEmpty()) {
        errors << QStringLiteral("name: required string");
    }
    const bool hasGpu = body.contains(QLatin1String("gpu"));
    if (hasGpu == body.contains(QLatin1String("cpu"))) {
        errors << QStringLiteral("exactly one of gpu or cpu is required");
    }
    if (hasGpu) {
        const QJsonObject gpu = body.value(QLatin1String("gpu")).toObject();
        if (gpu.value(QLatin1String("id")).toString().isEmpty()) {
            errors << QStringLiteral("gpu.id: required string");
        }
        const QJsonValue count = gpu.value(QLatin1String("count"));
        if (!count.isUndefined() && (!isInteger(count) || count.toInt() < 1)) {
            errors << QStringLiteral("gpu.count: must be an integer >= 1");
        }
    }
    if (!body.value(QLatin1String("image")).isString() && !body.value(QLatin1String("templateId")).isString()) {
        errors << QStringLiteral("image: required unless templateId is set");
    }
    const QJsonValue cloud = body.value(QLatin1String("cloud"));
    if (!cloud.isUndefined() && cloud != QJsonValue(QStringLiteral("SECURE"))
        && cloud != QJsonValue(QStringLiteral("COMMUNITY"))) {
        errors << QStringLiteral("cloud: must be SECURE or COMMUNITY");
    }
    const QJsonValue disk = body.value(QLatin1String("disk"));
    if (!disk.isUndefined() && (!isInteger(disk) || disk.toInt() < 1)) {
        errors << QStringLiteral("disk: must be an integer >= 1 (GB)");
    }
    const QJsonObject mounts = body.value(QLatin1String("mounts")).toObject();
    // Mounts: "mutually exclusive, enforced at the handler with 400 if both are present"; here one of the 422 errors.
    if (mounts.contains(QLatin1String("persistent")) && mounts.contains(QLatin1String("network"))) {
        errors << QStringLiteral("mounts: persistent and network are mutually exclusive");
    }
    if (mounts.contains(QLatin1String("persistent"))) {
        const QJsonObject persistent = mounts.value(QLatin1String("persistent")).toObject();
        const QJsonValue size = persistent.value(QLatin1String("size"));
        if (!isInteger(size) || size.toInt() < 10) {
            errors << QStringLiteral("mounts.persistent.size: must be an integer >= 10 (GB)");
        }
        if (!persistent.value(QLatin1String("path")).toString().startsWith(QLatin1Char('/'))) {
            errors << QStringLiteral("mounts.persistent.path: must be an absolute path");
        }
    }
    // CreatePodRequest.env: an object of string values.
    const QJsonValue env = body.value(QLatin1String("env"));
    if (!env.isUndefined() && !env.isObject()) {
        errors << QStringLiteral("env: must be an object of strings");
    }
    for (const QJsonValue &value : env.toObject()) {
        if (!value.isString()) {
            errors << QStringLiteral("env: every value must be a string");
        }
    }
    static const QRegularExpression port(QStringLiteral("^\\d{1,5}/(tcp|http)$"));
    const QJsonValue ports = body.value(QLatin1String("ports"));
    if (!ports.isUndefined() && !ports.isArray()) {
        errors << QStringLiteral("ports: must be an array of strings like \"22/tcp\"");
    }
    for (const QJsonValue &entry : ports.toArray()) {
        if (!port.match(entry.toString()).hasMatch()) {
            errors << QStringLiteral("ports: \"%1\" is not PORT/tcp or PORT/http").arg(entry.toString());
        }
    }
    const QJsonValue startSsh = body.value(QLatin1String("startSsh"));
    if (!startSsh.isUndefined() && !startSsh.isBool()) {
        errors << QStringLiteral("startSsh: must be a boolean");
    }
    return errors;
}

MockHttpServer::Response RunPodMock::createPod(const Request &request)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(request.body, &parseError);
    if (!document.isObject()) {
        // no public source for the text: BadRequestError's shape for a body that is not a JSON object.
        return problem(400, QStringLiteral("Bad Request"), QStringLiteral("request body must be a JSON object"));
    }
    const QJsonObject body = document.object();
    if (const QStringList errors = validateCreate(body); !errors.isEmpty()) {
        // createPod: 422 "The body does not match the contract. `errors` lists each violation."
        return problem(422, QStringLiteral("Unprocessable Entity"), QStringLiteral("request body is invalid"), errors);
    }
    const QJsonObject gpuRequest = body.value(QLatin1String("gpu")).toObject();
    if (gpuRequest.contains(QLatin1String("minCudaVersion"))
        && gpuRequest.contains(QLatin1String("allowedCudaVersions"))) {
        // CreateGpuConfig: minCudaVersion and a non-empty allowedCudaVersions are exclusive, "400 if both are sent".
        return problem(400, QStringLiteral("Bad Request"),
            QStringLiteral("gpu.minCudaVersion and gpu.allowedCudaVersions are mutually exclusive"));
    }
    const QString gpuId = gpuRequest.value(QLatin1String("id")).toString();
    const QJsonObject gpu = RunPodMockCatalog::gpuType(gpuId);
    if (gpu.isEmpty()) {
        // no public source for the status and text: createPod's 400 covers a body that "breaks a cross-field rule".
        return problem(400, QStringLiteral("Bad Request"), QStringLiteral("unknown GPU type \"%1\"").arg(gpuId));
    }
    const QString cloud = body.value(QLatin1String("cloud")).toString(QStringLiteral("SECURE"));
    const QString cloudKey = cloud.toLower();
    const int count = gpuRequest.value(QLatin1String("count")).toInt(1);
    const int maxCount = gpu.value(QLatin1String("maxCount")).toObject().value(cloudKey).toInt(0);
    if (!gpu.value(cloudKey).toBool() || count > maxCount) {
        // GpuType.maxCount: the most GPUs per pod, per cloud; a 400 as createPod's "breaks a cross-field rule".
        return problem(400, QStringLiteral("Bad Request"),
            QStringLiteral("%1 offers at most %2 × %3 per pod").arg(cloud).arg(maxCount).arg(gpuId));
    }
    if (!RunPodMockCatalog::hasCapacity(gpuId, cloud, count)) {
        // createPod: 400 covers both a broken rule and "no capacity", which has "only a human-readable detail".
        return problem(400, QStringLiteral("Bad Request"),
            QStringLiteral("no capacity: there are no %1 GPUs available in %2 cloud right now").arg(gpuId, cloud));
    }

    Pod pod;
    pod.id = QStringLiteral("mk%1pod").arg(m_nextId++, 6, 10, QLatin1Char('0'));
    pod.name = body.value(QLatin1String("name")).toString();
    pod.image = body.value(QLatin1String("image")).toString();
    pod.gpuId = gpuId;
    pod.gpuCount = count;
    pod.pricePerGpu = gpu.value(QLatin1String("price")).toObject().value(cloudKey).toDouble();
    pod.cloud = cloud;
    const QJsonArray dataCenters
        = RunPodMockCatalog::gpuType(gpuId, cloud, count).value(QLatin1String("dataCenters")).toArray();
    // Pod.dataCenterId is "assigned by scheduler"; US-KS-2 is the spec's example.
    pod.dataCenterId = QStringLiteral("US-KS-2");
    for (const QJsonValue &dataCenter : dataCenters) {
        if (dataCenter.toObject().value(QLatin1String("availability")).toString() != QLatin1String("NONE")) {
            pod.dataCenterId = dataCenter.toObject().value(QLatin1String("id")).toString();
            break;
        }
    }
    // no public default: disk 50 and ports ["8888/http", "22/tcp"] are BaseContainerConfig's examples.
    pod.disk = body.value(QLatin1String("disk")).toInt(50);
    pod.mounts = body.value(QLatin1String("mounts")).toObject();
    const QJsonArray ports = body.value(QLatin1String("ports"))
                                 .toArray(QJsonArray { QStringLiteral("8888/http"), QStringLiteral("22/tcp") });
    for (const QJsonValue &port : ports) {
        pod.ports << port.toString();
    }
    pod.env = body.value(QLatin1String("env")).toObject();
    // CreatePodRequest.startSsh: "injects a PUBLIC_KEY environment variable carrying your account's registered SSH
    // public keys".
    if (body.value(QLatin1String("startSsh")).toBool() && !m_keys.isEmpty()) {
        pod.env.insert(QStringLiteral("PUBLIC_KEY"), m_keys.join(QLatin1Char('\n')));
    }
    pod.bootStartedMs = m_clock.elapsed();
    pod.createdAt = QDateTime::currentDateTimeUtc();
    pod.startedAt = pod.createdAt;
    m_pods.insert(pod.id, pod);
    // createPod: "Returns 201 with the created pod"; it starts in PROVISIONING.
    return Response::json(201, QJsonDocument(podJson(pod)));
}

MockHttpServer::Response RunPodMock::podAction(const Request &request)
{
    const auto found = m_pods.find(podIdOf(request));
    if (found == m_pods.end()) {
        // openapi.json podAction: 404 NotFoundError.
        return problem(404, QStringLiteral("Not Found"), QStringLiteral("pod not found"));
    }
    const QString action = request.json().object().value(QLatin1String("action")).toString();
    static const QStringList Known { QStringLiteral("start"), QStringLiteral("stop"), QStringLiteral("restart"),
        QStringLiteral("terminate") };
    if (!Known.contains(action)) {
        // openapi.json PodAction enum (start, stop, restart, terminate); podAction lists no 422 (the mock's choice).
        return problem(422, QStringLiteral("Unprocessable Entity"), QStringLiteral("request body is invalid"),
            { QStringLiteral("action: must be one of start, stop, restart, terminate") });
    }
    const QString status = statusOf(*found);
    if (!actionsFor(status).contains(action)) {
        // podAction: "Requesting an action that is not valid for the pod's current status returns 409".
        return problem(
            409, QStringLiteral("Conflict"), QStringLiteral("cannot %1 a pod that is %2").arg(action, status));
    }
    if (action == QLatin1String("terminate")) {
        // podAction: "terminate returns 204 with no body".
        m_pods.erase(found);
        Response gone;
        gone.status = 204;
        return gone;
    }
    found->exited = action == QLatin1String("stop");
    if (!found->exited) {
        found->bootStartedMs = m_clock.elapsed();
        found->startedAt = QDateTime::currentDateTimeUtc();
    }
    // podAction: "start, stop, and restart return 200 with the updated pod".
    return Response::json(200, QJsonDocument(podJson(*found)));
}

MockHttpServer::Response RunPodMock::putKeys(const Request &request)
{
    if (m_keysForbidden) {
        return problem(
            403, QStringLiteral("Forbidden"), QStringLiteral("access denied")); // openapi.json ForbiddenError
    }
    const QJsonDocument document = request.json();
    const QJsonValue keys = document.object().value(QLatin1String("keys"));
    if (!document.isObject() || !keys.isArray()) {
        // UpdateSshKeysRequest: keys required (additionalProperties false); 422 UnprocessableEntityError.
        return problem(422, QStringLiteral("Unprocessable Entity"), QStringLiteral("request body is invalid"),
            { QStringLiteral("keys: required array of OpenSSH public keys") });
    }
    // UpdateSshKeysRequest key pattern ^(ssh|ecdsa|sk)-[^\s]+ [^\s]+...; this regex is a little stricter.
    static const QRegularExpression openSsh(QStringLiteral("^(ssh-(ed25519|rsa|dss)|ecdsa-sha2-\\S+|sk-\\S+) \\S+"));
    QStringList accepted;
    QStringList errors;
    const QJsonArray list = keys.toArray();
    for (int i = 0; i < list.size(); ++i) {
        const QString key = list.at(i).toString().trimmed();
        if (!openSsh.match(key).hasMatch()) {
            errors << QStringLiteral("keys[%1]: not an OpenSSH public key").arg(i);
        }
        accepted << key;
    }
    if (!errors.isEmpty()) {
        return problem(422, QStringLiteral("Unprocessable Entity"), QStringLiteral("request body is invalid"), errors);
    }
    m_keys = accepted;
    // PUT /v2/account/ssh-keys → 200 SshKeys, "the updated key set" ("a complete replacement, not a merge").
    return Response::json(
        200, QJsonDocument(QJsonObject { { QStringLiteral("keys"), QJsonArray::fromStringList(m_keys) } }));
}

} // namespace RentDeck
