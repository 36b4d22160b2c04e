// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LambdaMock.h"

#include "MockStorageSeeds.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <limits>

// "1.8.3" below is the Lambda Cloud API 1.8.3 OpenAPI (openapi-1.8.3.json, as vendored in
// alexandervaneck/lambda-ai-cloud-api-client).

namespace RentDeck {

namespace {

const QString Api = QStringLiteral("/api/v1");

QString hexId(const QString &seed)
{
    return QString::fromLatin1(QCryptographicHash::hash(seed.toUtf8(), QCryptographicHash::Md5).toHex());
}

} // namespace

LambdaMock::LambdaMock(MockHttpServer *server, const MockProviderOptions &options)
    : QObject(server)
    , m_options(options)
{
    m_clock.start();
    if (options.withStorage) {
        m_fileSystems = MockStorageSeeds::lambdaFileSystems();
    }
    // 1.8.3 PublicRegionCode names; of the descriptions only "California, USA" is a spec example (Region).
    m_regions = {
        { QStringLiteral("us-east-1"), QStringLiteral("Virginia, USA") },
        { QStringLiteral("us-west-1"), QStringLiteral("California, USA") },
        { QStringLiteral("us-west-2"), QStringLiteral("Arizona, USA") },
        { QStringLiteral("us-west-3"), QStringLiteral("Utah, USA") },
        { QStringLiteral("us-south-1"), QStringLiteral("Texas, USA") },
        { QStringLiteral("europe-central-1"), QStringLiteral("Germany") },
    };
    // 1.8.3 InstanceTypes example: gpu_1x_gh200 "GH200 (96 GB)", 149 cents, 64 vCPUs, 432 GiB RAM, 4096 GiB disk;
    // the other rows have no public source here.
    // Shapes and prices as Lambda listed them (reference §3.2); gpu_1x_gh200 is sold out.
    m_types = {
        { QStringLiteral("gpu_1x_a10"), QStringLiteral("A10 (24 GB PCIe)"), 75, 1, 30, 200, 1400,
            { QStringLiteral("us-east-1"), QStringLiteral("us-west-1") } },
        { QStringLiteral("gpu_1x_a100_sxm4"), QStringLiteral("A100 (40 GB SXM4)"), 129, 1, 30, 200, 512,
            { QStringLiteral("us-east-1") } },
        { QStringLiteral("gpu_8x_a100_80gb_sxm4"), QStringLiteral("A100 (80 GB SXM4)"), 1432, 8, 240, 1800, 19500,
            { QStringLiteral("us-west-2") } },
        { QStringLiteral("gpu_1x_h100_pcie"), QStringLiteral("H100 (80 GB PCIe)"), 249, 1, 26, 200, 1000,
            { QStringLiteral("us-west-3"), QStringLiteral("us-south-1") } },
        { QStringLiteral("gpu_8x_h100_sxm5"), QStringLiteral("H100 (80 GB SXM5)"), 2392, 8, 208, 1800, 22528,
            { QStringLiteral("us-west-3") } },
        { QStringLiteral("gpu_2x_a6000"), QStringLiteral("A6000 (48 GB)"), 160, 2, 28, 100, 1000,
            { QStringLiteral("europe-central-1") } },
        { QStringLiteral("gpu_1x_gh200"), QStringLiteral("GH200 (96 GB)"), 149, 1, 64, 432, 4096, {} },
    };
    // no public source: an account key that exists before the tests add theirs.
    m_keys.append({ hexId(QStringLiteral("key-0")), QStringLiteral("alice-laptop"),
        QStringLiteral(
            "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIAliceAliceAliceAliceAliceAliceAliceAlice0 alice@laptop") });
    install(server);
}

void LambdaMock::setCapacity(const QString &type, const QStringList &regions)
{
    for (InstanceType &known : m_types) {
        if (known.name == type) {
            known.regions = regions;
        }
    }
}

QStringList LambdaMock::sshKeyNames() const
{
    QStringList names;
    for (const SshKey &key : m_keys) {
        names.append(key.name);
    }
    return names;
}

int LambdaMock::liveInstanceCount() const
{
    int count = 0;
    for (Record record : m_instances) {
        advance(record);
        count += record.status != QLatin1String("terminated") ? 1 : 0;
    }
    return count;
}

void LambdaMock::install(MockHttpServer *server)
{
    // Anything else under /api/v1 is unknown to Lambda too (registered first: later routes win).
    // no public source for unknown paths: the code is 1.8.3's global/object-does-not-exist (ApiErrorInstanceNotFound).
    server->on("GET", Api + QStringLiteral("/.*"), guarded([](const Request &) {
        return error(404, QStringLiteral("global/object-does-not-exist"), QStringLiteral("Not found."));
    }));
    server->on("POST", Api + QStringLiteral("/.*"), guarded([](const Request &) {
        return error(404, QStringLiteral("global/object-does-not-exist"), QStringLiteral("Not found."));
    }));
    server->on(
        "GET", Api + QStringLiteral("/instance-types"), guarded([this](const Request &) { return instanceTypes(); }));
    server->on("POST", Api + QStringLiteral("/instance-operations/launch"),
        guarded([this](const Request &request) { return launch(request); }));
    server->on("GET", Api + QStringLiteral("/instances"), guarded([this](const Request &) { return listInstances(); }));
    server->on("GET", Api + QStringLiteral("/images"), guarded([this](const Request &) { return images(); }));
    server->on("GET", Api + QStringLiteral("/instances/[^/]+"),
        guarded([this](const Request &request) { return getInstance(request.path.section(QLatin1Char('/'), -1)); }));
    server->on("POST", Api + QStringLiteral("/instance-operations/restart"),
        guarded([this](const Request &request) { return operation(request, false); }));
    server->on("POST", Api + QStringLiteral("/instance-operations/terminate"),
        guarded([this](const Request &request) { return operation(request, true); }));
    server->on("GET", Api + QStringLiteral("/ssh-keys"), guarded([this](const Request &) {
        QJsonArray keys;
        for (const SshKey &key : std::as_const(m_keys)) {
            keys.append(QJsonObject { { QStringLiteral("id"), key.id }, { QStringLiteral("name"), key.name },
                { QStringLiteral("public_key"), key.publicKey } });
        }
        // 1.8.3 listSSHKeys: {"data": [SSHKey {id, name, public_key}]}.
        return data(keys);
    }));
    server->on("POST", Api + QStringLiteral("/ssh-keys"),
        guarded([this](const Request &request) { return addSshKey(request); }));
    server->on("DELETE", Api + QStringLiteral("/ssh-keys/[^/]+"),
        guarded([this](const Request &request) { return deleteSshKey(request.path.section(QLatin1Char('/'), -1)); }));
    // 1.8.3: the list is GET /file-systems (hyphen), the rest /filesystems.
    server->on(
        "GET", Api + QStringLiteral("/file-systems"), guarded([this](const Request &) { return data(m_fileSystems); }));
    server->on("DELETE", Api + QStringLiteral("/filesystems/[^/]+"), guarded([this](const Request &request) {
        return deleteFileSystem(request.path.section(QLatin1Char('/'), -1));
    }));
}

// 1.8.3 deleteFilesystem: 200 {"data": {"deleted_ids": [id]}}; 400 ApiErrorFilesystemInUse while mounted; 404
// ApiErrorFilesystemNotFound (global/object-does-not-exist, default message "Filesystem was not found.").
MockHttpServer::Response LambdaMock::deleteFileSystem(const QString &id)
{
    const int index = MockStorageSeeds::indexOf(m_fileSystems, QStringLiteral("id"), id);
    if (index < 0) {
        return error(404, QStringLiteral("global/object-does-not-exist"), QStringLiteral("Filesystem was not found."));
    }
    if (m_fileSystems.at(index).toObject().value(QLatin1String("is_in_use")).toBool()) {
        // no public example of the message: the code is 1.8.3's.
        return error(400, QStringLiteral("filesystems/filesystem-in-use"),
            QStringLiteral("Filesystem is in use by an instance."),
            QStringLiteral("Terminate the instances using the filesystem, then try again."));
    }
    m_fileSystems.removeAt(index);
    return data(QJsonObject { { QStringLiteral("deleted_ids"), QJsonArray { id } } });
}

MockHttpServer::Handler LambdaMock::guarded(std::function<Response(const Request &)> handler)
{
    return [this, handler = std::move(handler)](const Request &request) {
        if (!authorized(request)) {
            // 1.8.3 ApiErrorUnauthorized: code global/invalid-api-key with this message and suggestion.
            return error(401, QStringLiteral("global/invalid-api-key"),
                QStringLiteral("API key was invalid, expired, or deleted."),
                QStringLiteral("Check your API key or create a new one, then try again."));
        }
        return handler(request);
    };
}

// 1.8.3 securitySchemes: "Bearer <api_key>", "Basic <api_key>" or "Basic <base64 encoding of api_key>:".
bool LambdaMock::authorized(const Request &request) const
{
    const QByteArray header = request.header("authorization");
    const QByteArray key = m_options.apiKey.toUtf8();
    if (key.isEmpty()) {
        return false;
    }
    if (header == "Bearer " + key || header == "Basic " + key) {
        return true;
    }
    return header == "Basic " + QByteArray(key + ':').toBase64(); // curl -u KEY:
}

// 1.8.3 info.description: a success response is {"data": <PAYLOAD>}.
MockHttpServer::Response LambdaMock::data(const QJsonValue &payload, int status)
{
    return Response::json(status, QJsonDocument(QJsonObject { { QStringLiteral("data"), payload } }));
}

// 1.8.3 info.description: an error response is {"error": {"code", "message", "suggestion"?}}.
MockHttpServer::Response LambdaMock::error(
    int status, const QString &code, const QString &message, const QString &suggestion)
{
    QJsonObject body { { QStringLiteral("code"), code }, { QStringLiteral("message"), message } };
    if (!suggestion.isEmpty()) {
        body.insert(QStringLiteral("suggestion"), suggestion);
    }
    return Response::json(status, QJsonDocument(QJsonObject { { QStringLiteral("error"), body } }));
}

// 1.8.3 InstanceType: name, description, gpu_description, price_cents_per_hour, specs {vcpus, memory_gib,
// storage_gib, gpus}.
QJsonObject LambdaMock::typeJson(const InstanceType &type) const
{
    const QString description = QStringLiteral("%1x %2").arg(type.gpus).arg(type.gpuDescription);
    return {
        { QStringLiteral("name"), type.name },
        { QStringLiteral("description"), description },
        { QStringLiteral("gpu_description"), type.gpuDescription },
        { QStringLiteral("price_cents_per_hour"), type.cents },
        { QStringLiteral("specs"),
            QJsonObject { { QStringLiteral("vcpus"), type.vcpus }, { QStringLiteral("memory_gib"), type.memoryGib },
                { QStringLiteral("storage_gib"), type.storageGib }, { QStringLiteral("gpus"), type.gpus } } },
    };
}

// 1.8.3 InstanceStatus enum: booting, active, unhealthy, terminated, terminating, preempted; timings are the mock's.
void LambdaMock::advance(Record &record) const
{
    const qint64 now = m_clock.elapsed();
    if (record.status == QLatin1String("booting") && now >= record.changeAtMs) {
        record.status = QStringLiteral("active");
    } else if (record.status == QLatin1String("terminating") && now >= record.changeAtMs) {
        record.status = QStringLiteral("terminated");
    }
}

LambdaMock::Record *LambdaMock::find(const QString &id)
{
    for (Record &record : m_instances) {
        if (record.id == id) {
            advance(record);
            return &record;
        }
    }
    return nullptr;
}

QJsonObject LambdaMock::instanceJson(const Record &record) const
{
    const auto type = std::find_if(
        m_types.begin(), m_types.end(), [&record](const InstanceType &known) { return known.name == record.type; });
    const bool active = record.status == QLatin1String("active");
    const auto action = [](bool available, const QString &reason) {
        QJsonObject object { { QStringLiteral("available"), available } };
        if (!available) {
            object.insert(QStringLiteral("reason_code"), reason);
            object.insert(QStringLiteral("reason_description"), QStringLiteral("Not possible in this state."));
        }
        return object;
    };
    const bool ending = record.status.startsWith(QLatin1String("terminat"));
    const QString notReady = ending ? QStringLiteral("vm-is-terminating") : QStringLiteral("vm-has-not-launched");
    // 1.8.3 Instance (required: id, status, ssh_key_names, file_system_names, region, instance_type, actions);
    // actions are InstanceActionAvailability with InstanceActionUnavailableCode reasons.
    QJsonObject object {
        { QStringLiteral("id"), record.id },
        { QStringLiteral("name"), record.name },
        { QStringLiteral("status"), record.status },
        { QStringLiteral("ssh_key_names"), QJsonArray { record.keyName } },
        { QStringLiteral("file_system_names"), QJsonArray {} },
        { QStringLiteral("file_system_mounts"), QJsonArray {} },
        { QStringLiteral("region"),
            QJsonObject { { QStringLiteral("name"), record.region },
                { QStringLiteral("description"), m_regions.value(record.region) } } },
        { QStringLiteral("instance_type"), type != m_types.end() ? typeJson(*type) : QJsonObject {} },
        { QStringLiteral("actions"),
            QJsonObject { { QStringLiteral("restart"), action(active, notReady) },
                { QStringLiteral("terminate"), action(!ending, notReady) },
                { QStringLiteral("migrate"), action(false, notReady) },
                { QStringLiteral("rebuild"), action(false, notReady) },
                { QStringLiteral("cold_reboot"), action(active, notReady) } } },
        { QStringLiteral("tags"), QJsonArray {} },
        { QStringLiteral("firewall_rulesets"), QJsonArray {} },
    };
    // 1.8.3 Instance.ip "The public IPv4 address"; dstack lambdalabs/compute.py:100-101 reads ip once not booting.
    if (active) { // ip, hostname and jupyter appear once the machine is up
        object.insert(QStringLiteral("ip"), m_options.sshHost);
        object.insert(QStringLiteral("private_ip"), QStringLiteral("10.0.2.%1").arg(100 + record.serial % 150));
        object.insert(QStringLiteral("hostname"), QStringLiteral("lambda-%1").arg(record.id.left(8)));
        object.insert(QStringLiteral("jupyter_token"), hexId(record.id + QStringLiteral("-jupyter")));
        object.insert(QStringLiteral("jupyter_url"),
            QStringLiteral("https://jupyter-%1.lambdaspaces.com/?token=%2")
                .arg(record.id.left(8), hexId(record.id + QStringLiteral("-jupyter"))));
        if (m_options.sshPort != 22) {
            object.insert(QStringLiteral("ssh_port"), m_options.sshPort); // not Lambda's: points at a local sshd
        }
    }
    return object;
}

MockHttpServer::Response LambdaMock::instanceTypes() const
{
    QJsonObject map;
    for (const InstanceType &type : m_types) {
        QJsonArray regions;
        for (const QString &region : type.regions) {
            regions.append(QJsonObject {
                { QStringLiteral("name"), region }, { QStringLiteral("description"), m_regions.value(region) } });
        }
        map.insert(type.name,
            QJsonObject { { QStringLiteral("instance_type"), typeJson(type) },
                { QStringLiteral("regions_with_capacity_available"), regions } });
    }
    // 1.8.3 listInstanceTypes: {"data": InstanceTypes}, name → {instance_type, regions_with_capacity_available}.
    return data(map);
}

// no public source: a test hook that holds an instance in a given status.
void LambdaMock::setStatus(const QString &name, const QString &status)
{
    for (Record &record : m_instances) {
        if (record.name == name) {
            advance(record);
            record.status = status;
            record.changeAtMs = std::numeric_limits<qint64>::max(); // stays there until told otherwise
        }
    }
}

MockHttpServer::Response LambdaMock::images() const
{
    // Lambda Cloud API 1.8.3 GET /images → {"data": [Image]}, every field required: id, created_time, updated_time,
    // name, description, family, version, architecture, region {name, description}. The families are those of a
    // recorded answer (alexandervaneck/lambda-ai-cloud-api-client tests/data/m_images_response.json).
    static const struct
    {
        const char *family;
        const char *name;
        const char *version;
    } families[] = { { "lambda-stack-24-04", "Lambda Stack 24.04", "24.04.2" },
        { "lambda-stack-22-04", "Lambda Stack 22.04", "22.04.5" }, { "gpu-base-24-04", "GPU Base 24.04", "24.04.2" },
        { "ubuntu-24-04", "Ubuntu 24.04", "24.04.2" }, { "ubuntu-22-04", "Ubuntu 22.04", "22.04.5" } };
    QJsonArray list;
    for (auto region = m_regions.cbegin(); region != m_regions.cend(); ++region) {
        for (const auto &family : families) {
            list.append(QJsonObject { { QStringLiteral("id"), imageId(QLatin1String(family.family), region.key()) },
                { QStringLiteral("created_time"), QStringLiteral("2026-10-01T00:00:00+00:00") },
                { QStringLiteral("updated_time"), QStringLiteral("2026-11-01T00:00:00+00:00") },
                { QStringLiteral("name"), QLatin1String(family.name) },
                { QStringLiteral("description"), QLatin1String(family.name) },
                { QStringLiteral("family"), QLatin1String(family.family) },
                { QStringLiteral("version"), QLatin1String(family.version) },
                { QStringLiteral("architecture"), QStringLiteral("x86_64") },
                { QStringLiteral("region"),
                    QJsonObject { { QStringLiteral("name"), region.key() },
                        { QStringLiteral("description"), region.value() } } } });
        }
    }
    return data(list);
}

QString LambdaMock::imageId(const QString &family, const QString &region)
{
    return hexId(family + QLatin1Char('@') + region);
}

MockHttpServer::Response LambdaMock::launch(const Request &request)
{
    Response answer = launchNow(request);
    answer.delay = m_launchDelay;
    return answer;
}

MockHttpServer::Response LambdaMock::launchNow(const Request &request)
{
    const qint64 now = m_clock.elapsed();
    // 1.8.3 info.description: launch is "limited to one request per 12 seconds"; 1.8.3 lists no 429 answer.
    if (m_lastLaunchMs >= 0 && now - m_lastLaunchMs < m_launchInterval.count()) {
        const qint64 waitMs = m_launchInterval.count() - (now - m_lastLaunchMs);
        // The 1.8.3 spec states the limit (info.description) but lists no 429 answer; the mock refuses with one, as
        // clients see it (SkyPilot retries 429), and says how long to wait, rounded up.
        Response response = error(429, QStringLiteral("global/too-many-requests"),
            QStringLiteral("Too many launch requests: at most 1 every %1 seconds.")
                .arg(m_launchInterval.count() / 1000.0));
        return response.withHeader("Retry-After", QByteArray::number((waitMs + 999) / 1000));
    }
    m_lastLaunchMs = now;
    const QJsonDocument document = request.json();
    if (!document.isObject()) {
        // 1.8.3 ApiErrorInvalidParameters: global/invalid-parameters, "Invalid request data." (suggestion: mock's).
        return error(400, QStringLiteral("global/invalid-parameters"), QStringLiteral("Invalid request data."),
            QStringLiteral("The body must be a JSON object."));
    }
    const QJsonObject body = document.object();
    const QString region = body.value(QLatin1String("region_name")).toString();
    const QString typeName = body.value(QLatin1String("instance_type_name")).toString();
    const QJsonValue keys = body.value(QLatin1String("ssh_key_names"));
    const QJsonValue name = body.value(QLatin1String("name"));
    if (region.isEmpty() || typeName.isEmpty() || !keys.isArray()) {
        // 1.8.3 InstanceLaunchRequest: region_name, instance_type_name and ssh_key_names are required.
        return error(400, QStringLiteral("global/invalid-parameters"), QStringLiteral("Invalid request data."),
            QStringLiteral("region_name, instance_type_name and ssh_key_names are required."));
    }
    if (const QJsonValue userData = body.value(QLatin1String("user_data"));
        !userData.isUndefined() && (!userData.isString() || userData.toString().toUtf8().size() > 1024 * 1024)) {
        // 1.8.3 InstanceLaunchRequest.user_data: "a valid cloud-init user-data format … must be plain text and cannot
        // exceed 1MB in size"; the message text is the mock's own.
        return error(400, QStringLiteral("global/invalid-parameters"), QStringLiteral("Invalid request data."),
            QStringLiteral("user_data must be text of at most 1 MB."));
    }
    if (keys.toArray().size() != 1 || !keys.toArray().first().isString()) {
        // 1.8.3 InstanceLaunchRequest.ssh_key_names: "Currently, exactly one SSH key must be specified."
        return error(400, QStringLiteral("global/invalid-parameters"),
            QStringLiteral("Exactly one SSH key name must be given."));
    }
    if (!name.isUndefined() && (!name.isString() || name.toString().size() > 64)) {
        // 1.8.3 InstanceLaunchRequest.name: "Must be 64 characters or fewer."
        return error(400, QStringLiteral("global/invalid-parameters"),
            QStringLiteral("name must be a string of at most 64 characters."));
    }
    if (!m_regions.contains(region)) {
        // 1.8.3: region_name is a PublicRegionCode; the message text is the mock's own.
        return error(400, QStringLiteral("global/invalid-parameters"), QStringLiteral("Unknown region_name."));
    }
    const auto type = std::find_if(
        m_types.begin(), m_types.end(), [&typeName](const InstanceType &known) { return known.name == typeName; });
    if (type == m_types.end()) {
        // 1.8.3 launch 404 ApiErrorLaunchResourceNotFound (global/object-does-not-exist); the message is the mock's.
        return error(404, QStringLiteral("global/object-does-not-exist"),
            QStringLiteral("Specified instance type does not exist."));
    }
    const QString keyName = keys.toArray().first().toString();
    if (!sshKeyNames().contains(keyName)) {
        // 1.8.3 launch 404 ApiErrorLaunchResourceNotFound, as above.
        return error(
            404, QStringLiteral("global/object-does-not-exist"), QStringLiteral("Specified SSH key does not exist."));
    }
    if (const QJsonValue image = body.value(QLatin1String("image")); !image.isUndefined()) {
        // InstanceLaunchRequest.image: anyOf {"id": string} or {"family": string}; a family or id Lambda does not
        // have is a launch resource not found (404).
        const QJsonObject spec = image.toObject();
        bool found = false;
        for (const QJsonValue &listed :
            QJsonDocument::fromJson(images().body).object().value(QLatin1String("data")).toArray()) {
            const QJsonObject known = listed.toObject();
            const bool here
                = known.value(QLatin1String("region")).toObject().value(QLatin1String("name")).toString() == region;
            found = found
                || (here && spec.size() == 1
                    && (known.value(QLatin1String("id")) == spec.value(QLatin1String("id"))
                        || known.value(QLatin1String("family")) == spec.value(QLatin1String("family"))));
        }
        if (!found) {
            return error(
                404, QStringLiteral("global/object-does-not-exist"), QStringLiteral("Specified image does not exist."));
        }
    }
    if (!type->regions.contains(region)) {
        // 1.8.3 ApiErrorInsufficientCapacity: "Not enough capacity to fulfill launch request." (suggestion: mock's).
        return error(400, QStringLiteral("instance-operations/launch/insufficient-capacity"),
            QStringLiteral("Not enough capacity to fulfill launch request."),
            QStringLiteral("Choose an instance type or region with capacity available."));
    }
    Record record;
    record.serial = ++m_serial;
    record.id = hexId(QStringLiteral("instance-%1").arg(record.serial));
    record.name = name.toString();
    record.type = typeName;
    record.region = region;
    record.keyName = keyName;
    record.status = QStringLiteral("booting");
    record.changeAtMs = now + m_options.bootTime.count();
    m_instances.append(record);
    // 1.8.3 InstanceLaunchResponse: {"data": {"instance_ids": [...]}}.
    return data(QJsonObject { { QStringLiteral("instance_ids"), QJsonArray { record.id } } });
}

MockHttpServer::Response LambdaMock::listInstances()
{
    QJsonArray list;
    for (Record &record : m_instances) {
        advance(record);
        if (record.status != QLatin1String("terminated")) {
            list.append(instanceJson(record));
        }
    }
    // 1.8.3 listInstances: {"data": [Instance]}; leaving terminated ones out is the mock's choice.
    return data(list);
}

MockHttpServer::Response LambdaMock::getInstance(const QString &id)
{
    const Record *record = find(id);
    if (!record) {
        // 1.8.3 getInstance 404 ApiErrorInstanceNotFound: "Specified instance does not exist."
        return error(
            404, QStringLiteral("global/object-does-not-exist"), QStringLiteral("Specified instance does not exist."));
    }
    // 1.8.3 getInstance 200: {"data": Instance}.
    return data(instanceJson(*record));
}

MockHttpServer::Response LambdaMock::operation(const Request &request, bool terminate)
{
    const QJsonValue ids = request.json().object().value(QLatin1String("instance_ids"));
    if (!ids.isArray() || ids.toArray().isEmpty()) {
        // no public source: 1.8.3 lists no 400 for restart or terminate (their requests need instance_ids).
        return error(400, QStringLiteral("global/invalid-parameters"), QStringLiteral("Invalid request data."),
            QStringLiteral("instance_ids must be a non-empty list."));
    }
    QList<Record *> targets;
    for (const QJsonValue &id : ids.toArray()) {
        Record *record = find(id.toString());
        if (!record || record->status == QLatin1String("terminated")) {
            // 1.8.3 restart/terminate 404 ApiErrorInstanceNotFound.
            return error(404, QStringLiteral("global/object-does-not-exist"),
                QStringLiteral("Specified instance does not exist."));
        }
        if (!terminate && record->status != QLatin1String("active")) {
            // no public source: 1.8.3 lists no 400 for restart; Instance.actions.restart says when one is possible.
            return error(400, QStringLiteral("global/invalid-parameters"),
                QStringLiteral("Instance %1 cannot be restarted while %2.").arg(record->id, record->status));
        }
        targets.append(record);
    }
    QJsonArray changed;
    for (Record *record : targets) {
        record->status = terminate ? QStringLiteral("terminating") : QStringLiteral("booting");
        record->changeAtMs = m_clock.elapsed() + m_options.bootTime.count();
        changed.append(instanceJson(*record));
    }
    // 1.8.3 InstanceRestartResponse / InstanceTerminateResponse: restarted_instances / terminated_instances, as
    // Instance objects.
    return data(QJsonObject {
        { terminate ? QStringLiteral("terminated_instances") : QStringLiteral("restarted_instances"), changed } });
}

MockHttpServer::Response LambdaMock::addSshKey(const Request &request)
{
    const QJsonObject body = request.json().object();
    const QString name = body.value(QLatin1String("name")).toString();
    const QJsonValue publicKey = body.value(QLatin1String("public_key"));
    if (name.isEmpty() || name.size() > 64) {
        // 1.8.3 AddSSHKeyRequest: name required, 1-64 characters; 400 ApiErrorInvalidParameters.
        return error(400, QStringLiteral("global/invalid-parameters"), QStringLiteral("Invalid request data."),
            QStringLiteral("name is required (at most 64 characters)."));
    }
    if (sshKeyNames().contains(name)) {
        // global/duplicate is 1.8.3's ApiErrorDuplicate, which it lists for filesystems, not for POST /ssh-keys.
        return error(400, QStringLiteral("global/duplicate"), QStringLiteral("An SSH key with this name exists."));
    }
    SshKey key { hexId(QStringLiteral("key-%1").arg(m_keys.size())), name, {} };
    QJsonObject answer;
    // 1.8.3 addSSHKey: public_key is optional; without it the answer is a GeneratedSSHKey with private_key.
    if (publicKey.isUndefined()) { // Lambda generates a pair and shows the private key once
        key.publicKey = QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGeneratedByTheLambdaMock%1").arg(key.id);
        answer.insert(QStringLiteral("private_key"),
            QStringLiteral("-----BEGIN OPENSSH PRIVATE KEY-----\nmock\n-----END OPENSSH PRIVATE KEY-----\n"));
    } else {
        key.publicKey = publicKey.toString().trimmed();
        const QStringList parts = key.publicKey.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (parts.size() < 2
            || !(
                parts.first().startsWith(QLatin1String("ssh-")) || parts.first().startsWith(QLatin1String("ecdsa-")))) {
            // no public source for this check or its message (1.8.3 only limits public_key to 1-4096 characters).
            return error(400, QStringLiteral("global/invalid-parameters"), QStringLiteral("Invalid public key."));
        }
    }
    m_keys.append(key);
    answer.insert(QStringLiteral("id"), key.id);
    answer.insert(QStringLiteral("name"), key.name);
    answer.insert(QStringLiteral("public_key"), key.publicKey);
    // 1.8.3 addSSHKey 200: {"data": SSHKey | GeneratedSSHKey}.
    return data(answer);
}

MockHttpServer::Response LambdaMock::deleteSshKey(const QString &id)
{
    const auto removed = m_keys.removeIf([&id](const SshKey &key) { return key.id == id; });
    if (removed == 0) {
        // 1.8.3 deleteSSHKey lists only 200 and 400; this 404 reuses global/object-does-not-exist.
        return error(
            404, QStringLiteral("global/object-does-not-exist"), QStringLiteral("Specified SSH key does not exist."));
    }
    // 1.8.3 deleteSSHKey 200: {"data": EmptyResponse}.
    return data(QJsonObject {});
}

} // namespace RentDeck
