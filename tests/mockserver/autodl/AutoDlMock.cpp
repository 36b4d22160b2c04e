// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AutoDlMock.h"

#include <QDateTime>
#include <QJsonDocument>
#include <cmath>

namespace RentDeck {

namespace {

constexpr qint64 GiB = 1024LL * 1024 * 1024;
const QString Pro = QStringLiteral("/api/v1/dev/instance/pro/");

bool isInt(const QJsonValue &value)
{
    return value.isDouble() && value.toDouble() == double(qint64(value.toDouble()));
}

} // namespace

AutoDlMock::AutoDlMock(MockHttpServer *server, const MockProviderOptions &options)
    : QObject(server)
    , m_options(options)
{
    m_clock.start();
    // Regions, models and counts are made up but shaped like AutoDL's; "RTX 2080 Ti" has no list price in RentDeck
    // and H20 is sold out, so neither may become an offer.
    m_stock = {
        { QStringLiteral("westDC2"), QStringLiteral("西北B区"), QStringLiteral("RTX 4090"),
            QStringLiteral("gpu-spec-w2-4090"), 6, 80, 16, 120, 24, 124, 2.08 },
        { QStringLiteral("westDC2"), QStringLiteral("西北B区"), QStringLiteral("RTX 3090"),
            QStringLiteral("gpu-spec-w2-3090"), 2, 40, 14, 90, 24, 122, 1.38 },
        { QStringLiteral("westDC2"), QStringLiteral("西北B区"), QStringLiteral("RTX 2080 Ti"),
            QStringLiteral("gpu-spec-w2-2080ti"), 5, 10, 8, 40, 11, 118, 0.88 },
        { QStringLiteral("beijingDC1"), QStringLiteral("北京A区"), QStringLiteral("A800-80GB"),
            QStringLiteral("gpu-spec-b1-a800"), 4, 16, 16, 120, 80, 124, 5.98 },
        { QStringLiteral("beijingDC1"), QStringLiteral("北京A区"), QStringLiteral("RTX 4090D"),
            QStringLiteral("gpu-spec-b1-4090d"), 1, 20, 16, 80, 24, 124, 1.88 },
        { QStringLiteral("neimengDC1"), QStringLiteral("内蒙A区"), QStringLiteral("H20"),
            QStringLiteral("gpu-spec-n1-h20"), 0, 8, 20, 200, 96, 124, 7.98 },
        { QStringLiteral("chongqingDC1"), QStringLiteral("重庆A区"), QStringLiteral("L20"),
            QStringLiteral("gpu-spec-c1-l20"), 3, 24, 20, 100, 48, 124, 2.98 },
        { QStringLiteral("chongqingDC1"), QStringLiteral("重庆A区"), QStringLiteral("V100-32GB"),
            QStringLiteral("gpu-spec-c1-v100"), 8, 16, 10, 60, 32, 118, 2.28 },
    };
    install(server);
}

MockHttpServer::Response AutoDlMock::success(const QJsonValue &data)
{
    return Response::json(200,
        QJsonDocument(QJsonObject { { QStringLiteral("code"), QStringLiteral("Success") },
            { QStringLiteral("msg"), QString() }, { QStringLiteral("data"), data } }));
}

MockHttpServer::Response AutoDlMock::failure(const QString &code, const QString &message)
{
    return Response::json(200,
        QJsonDocument(QJsonObject { { QStringLiteral("code"), code }, { QStringLiteral("msg"), message },
            { QStringLiteral("data"), QJsonValue::Null } }));
}

MockHttpServer::Response AutoDlMock::guarded(
    const Request &request, const std::function<Response(const QJsonObject &args)> &handler)
{
    if (QString::fromUtf8(request.header("Authorization")) != m_options.apiKey || m_options.apiKey.isEmpty()) {
        return Response::json(401,
            QJsonDocument(QJsonObject { { QStringLiteral("code"), QStringLiteral("AuthorizeFailed") },
                { QStringLiteral("msg"), QStringLiteral("token无效 (invalid token)") },
                { QStringLiteral("data"), QJsonValue::Null } }));
    }
    QJsonObject args;
    if (request.method == "GET") {
        for (const auto &[key, value] : request.query.queryItems(QUrl::FullyDecoded)) {
            args.insert(key, value);
        }
    } else {
        if (!request.header("Content-Type").startsWith("application/json")) {
            return failure(QStringLiteral("InvalidParameter"), QStringLiteral("Content-Type must be application/json"));
        }
        QJsonParseError error;
        const QJsonDocument body = QJsonDocument::fromJson(request.body, &error);
        if (!body.isObject()) {
            return failure(QStringLiteral("InvalidParameter"), QStringLiteral("body is not a JSON object"));
        }
        args = body.object();
    }
    return handler(args);
}

void AutoDlMock::install(MockHttpServer *server)
{
    const auto route = [this, server](const QByteArray &method, const QString &path,
                           Response (AutoDlMock::*handler)(const QJsonObject &)) {
        server->on(method, path, [this, handler](const Request &request) {
            return guarded(request, [this, handler](const QJsonObject &args) { return (this->*handler)(args); });
        });
    };
    server->on("POST", QStringLiteral("/api/v1/dev/machine/region/gpu_stock"), [this](const Request &request) {
        return guarded(request, [this](const QJsonObject &args) { return stock(args); });
    });
    route("POST", Pro + QStringLiteral("create"), &AutoDlMock::create);
    route("POST", Pro + QStringLiteral("list"), &AutoDlMock::list);
    route("POST", Pro + QStringLiteral("power_on"), &AutoDlMock::powerOn);
    route("POST", Pro + QStringLiteral("power_off"), &AutoDlMock::powerOff);
    route("POST", Pro + QStringLiteral("release"), &AutoDlMock::release);
    server->on("GET", Pro + QStringLiteral("snapshot"), [this](const Request &request) {
        return guarded(request, [this](const QJsonObject &args) { return snapshot(args); });
    });
    server->on("GET", Pro + QStringLiteral("status"), [this](const Request &request) {
        return guarded(request, [this](const QJsonObject &args) {
            const QString uuid = args.value(QStringLiteral("instance_uuid")).toString();
            if (!m_instances.contains(uuid)) {
                return failure(QStringLiteral("InstanceNotFound"), QStringLiteral("instance not found"));
            }
            return success(statusOf(m_instances.value(uuid)));
        });
    });
}

MockHttpServer::Response AutoDlMock::stock(const QJsonObject &args) const
{
    const QString region = args.value(QStringLiteral("region_sign")).toString();
    QJsonArray rows;
    for (const StockRow &row : m_stock) {
        if (!region.isEmpty() && row.region != region) {
            continue;
        }
        rows.append(QJsonObject {
            { QStringLiteral("region_sign"), row.region },
            { QStringLiteral("region_name"), row.regionName },
            { QStringLiteral("gpu_type"), row.gpuType },
            { QStringLiteral("gpu_spec_uuid"), row.specUuid },
            { QStringLiteral("idle_gpu_num"), row.idle },
            { QStringLiteral("total_gpu_num"), row.total },
            { QStringLiteral("cpu_num"), row.cpuPerGpu },
            { QStringLiteral("memory_size"), double(row.ramGbPerGpu * GiB) },
            { QStringLiteral("gpu_memory"), double(row.vramGb * GiB) },
            { QStringLiteral("cuda_v"), row.cuda },
        });
    }
    return success(rows);
}

AutoDlMock::StockRow *AutoDlMock::row(const QString &specUuid)
{
    for (StockRow &row : m_stock) {
        if (row.specUuid == specUuid) {
            return &row;
        }
    }
    return nullptr;
}

MockHttpServer::Response AutoDlMock::create(const QJsonObject &args)
{
    const QJsonValue amount = args.value(QStringLiteral("req_gpu_amount"));
    const QJsonValue disk = args.value(QStringLiteral("expand_system_disk_by_gb"));
    const QJsonValue cuda = args.value(QStringLiteral("cuda_v_from"));
    const QJsonValue centers = args.value(QStringLiteral("data_center_list"));
    if (!isInt(amount) || amount.toInt() < 1 || amount.toInt() > 4) {
        return failure(QStringLiteral("InvalidParameter"), QStringLiteral("req_gpu_amount must be 1-4"));
    }
    if (!disk.isUndefined() && (!isInt(disk) || disk.toInt() < 0 || disk.toInt() > 500)) {
        return failure(QStringLiteral("InvalidParameter"), QStringLiteral("expand_system_disk_by_gb must be 0-500"));
    }
    if (!isInt(cuda) || args.value(QStringLiteral("image_uuid")).toString().isEmpty()) {
        return failure(QStringLiteral("InvalidParameter"), QStringLiteral("image_uuid and cuda_v_from are required"));
    }
    StockRow *stockRow = row(args.value(QStringLiteral("gpu_spec_uuid")).toString());
    if (stockRow == nullptr) {
        return failure(QStringLiteral("InvalidParameter"), QStringLiteral("unknown gpu_spec_uuid"));
    }
    if (!centers.isUndefined() && (!centers.isArray() || !centers.toArray().contains(QJsonValue(stockRow->region)))) {
        return failure(QStringLiteral("InvalidParameter"), QStringLiteral("gpu_spec_uuid is not in data_center_list"));
    }
    if (stockRow->idle < amount.toInt()) {
        return failure(QStringLiteral("NoEnoughGpu"), QStringLiteral("GPU库存不足 (not enough gpu stock)"));
    }
    stockRow->idle -= amount.toInt();
    MockInstance instance;
    instance.uuid = QStringLiteral("pro-%1").arg(m_next++, 8, 16, QLatin1Char('0'));
    instance.name = args.value(QStringLiteral("instance_name")).toString();
    instance.specUuid = stockRow->specUuid;
    instance.image = args.value(QStringLiteral("image_uuid")).toString();
    instance.gpus = amount.toInt();
    instance.phase = QStringLiteral("boot");
    instance.sinceMs = m_clock.elapsed();
    instance.createdAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    instance.password = QStringLiteral("Pw%1x%2").arg(m_next * 7919).arg(instance.uuid.right(4));
    m_instances.insert(instance.uuid, instance);
    m_order.append(instance.uuid);
    return success(instance.uuid);
}

QString AutoDlMock::statusOf(const MockInstance &instance) const
{
    const qint64 elapsed = m_clock.elapsed() - instance.sinceMs;
    const qint64 boot = m_options.bootTime.count();
    if (instance.phase == QLatin1String("boot")) {
        return elapsed >= boot    ? QStringLiteral("running")
            : elapsed >= boot / 2 ? QStringLiteral("starting")
                                  : QStringLiteral("creating");
    }
    if (instance.phase == QLatin1String("stopping")) {
        return elapsed >= boot / 2 ? QStringLiteral("shutdown") : QStringLiteral("shutting_down");
    }
    return instance.phase == QLatin1String("off") ? QStringLiteral("shutdown") : QStringLiteral("running");
}

QString AutoDlMock::status(const QString &instanceUuid) const
{
    return m_instances.contains(instanceUuid) ? statusOf(m_instances.value(instanceUuid)) : QString();
}

QJsonObject AutoDlMock::row(const MockInstance &instance) const
{
    const auto stockRow = std::find_if(m_stock.cbegin(), m_stock.cend(),
        [&instance](const StockRow &candidate) { return candidate.specUuid == instance.specUuid; });
    return QJsonObject {
        { QStringLiteral("instance_uuid"), instance.uuid },
        { QStringLiteral("instance_name"), instance.name },
        { QStringLiteral("status"), statusOf(instance) },
        { QStringLiteral("gpu_type"), stockRow->gpuType },
        { QStringLiteral("gpu_spec_uuid"), instance.specUuid },
        { QStringLiteral("req_gpu_amount"), instance.gpus },
        { QStringLiteral("region_sign"), stockRow->region },
        { QStringLiteral("image_uuid"), instance.image },
        // Thousandths of a yuan (厘), as the public clients read it (provider-wire-audit.md D-A3): 1870 = ¥1.87/h.
        { QStringLiteral("payg_price"), std::round(stockRow->price * instance.gpus * 1000.0) },
        { QStringLiteral("created_at"), instance.createdAt },
    };
}

MockHttpServer::Response AutoDlMock::list(const QJsonObject &args)
{
    const int pageIndex = std::max(1, args.value(QStringLiteral("page_index")).toInt(1));
    const int pageSize = std::clamp(args.value(QStringLiteral("page_size")).toInt(10), 1, 100);
    QJsonArray rows;
    const int offset = (pageIndex - 1) * pageSize;
    for (int i = offset; i < std::min<int>(offset + pageSize, int(m_order.size())); ++i) {
        rows.append(row(m_instances.value(m_order.at(i))));
    }
    const int maxPage = std::max(1, int((m_order.size() + pageSize - 1) / pageSize));
    return success(QJsonObject { { QStringLiteral("list"), rows }, { QStringLiteral("page_index"), pageIndex },
        { QStringLiteral("page_size"), pageSize }, { QStringLiteral("max_page"), maxPage },
        { QStringLiteral("offset"), offset } });
}

MockHttpServer::Response AutoDlMock::snapshot(const QJsonObject &args) const
{
    const QString uuid = args.value(QStringLiteral("instance_uuid")).toString();
    if (!m_instances.contains(uuid)) {
        return failure(QStringLiteral("InstanceNotFound"), QStringLiteral("instance not found"));
    }
    const MockInstance &instance = m_instances[uuid];
    QJsonObject data = row(instance);
    const bool running = statusOf(instance) == QLatin1String("running");
    const QString port = QString::number(m_options.sshPort);
    data.insert(QStringLiteral("ssh_command"),
        running ? QStringLiteral("ssh -p %1 root@%2").arg(port, m_options.sshHost) : QString());
    data.insert(QStringLiteral("proxy_host"), running ? m_options.sshHost : QString());
    data.insert(QStringLiteral("ssh_port"), running ? m_options.sshPort : 0);
    data.insert(QStringLiteral("root_password"), running ? instance.password : QString());
    data.insert(QStringLiteral("jupyter_token"), running ? QStringLiteral("jt-") + uuid.right(4) : QString());
    data.insert(QStringLiteral("jupyter_domain"), QString());
    data.insert(QStringLiteral("service_6006_domain"), QString());
    data.insert(QStringLiteral("service_6008_domain"), QString());
    data.insert(QStringLiteral("usage_info"), QJsonObject {});
    return success(data);
}

MockHttpServer::Response AutoDlMock::powerOn(const QJsonObject &args)
{
    const QString uuid = args.value(QStringLiteral("instance_uuid")).toString();
    const QString payload = args.value(QStringLiteral("payload")).toString();
    if (!m_instances.contains(uuid)) {
        return failure(QStringLiteral("InstanceNotFound"), QStringLiteral("instance not found"));
    }
    if (payload != QLatin1String("gpu") && payload != QLatin1String("non_gpu")) {
        return failure(QStringLiteral("InvalidParameter"), QStringLiteral("payload must be gpu or non_gpu"));
    }
    MockInstance &instance = m_instances[uuid];
    if (statusOf(instance) != QLatin1String("shutdown")) {
        return failure(QStringLiteral("InstanceStatusError"), QStringLiteral("instance is not powered off"));
    }
    StockRow *stockRow = row(instance.specUuid);
    const bool withGpu = payload == QLatin1String("gpu");
    if (withGpu && stockRow->idle < instance.gpus) {
        return failure(QStringLiteral("NoEnoughGpu"), QStringLiteral("GPU库存不足 (not enough gpu stock)"));
    }
    stockRow->idle -= withGpu ? instance.gpus : 0;
    instance.holdsGpus = withGpu;
    instance.phase = QStringLiteral("boot");
    instance.sinceMs = m_clock.elapsed();
    return success(QJsonValue::Null);
}

MockHttpServer::Response AutoDlMock::powerOff(const QJsonObject &args)
{
    const QString uuid = args.value(QStringLiteral("instance_uuid")).toString();
    if (!m_instances.contains(uuid)) {
        return failure(QStringLiteral("InstanceNotFound"), QStringLiteral("instance not found"));
    }
    MockInstance &instance = m_instances[uuid];
    const QString now = statusOf(instance);
    if (now == QLatin1String("shutdown") || now == QLatin1String("shutting_down")) {
        return failure(QStringLiteral("InstanceStatusError"), QStringLiteral("instance is already powered off"));
    }
    if (instance.holdsGpus) {
        row(instance.specUuid)->idle += instance.gpus;
        instance.holdsGpus = false;
    }
    instance.phase = QStringLiteral("stopping");
    instance.sinceMs = m_clock.elapsed();
    return success(QJsonValue::Null);
}

MockHttpServer::Response AutoDlMock::release(const QJsonObject &args)
{
    const QString uuid = args.value(QStringLiteral("instance_uuid")).toString();
    if (!m_instances.contains(uuid)) {
        return failure(QStringLiteral("InstanceNotFound"), QStringLiteral("instance not found"));
    }
    if (statusOf(m_instances.value(uuid)) != QLatin1String("shutdown")) {
        return failure(
            QStringLiteral("InstanceStatusError"), QStringLiteral("请先关机 (power the instance off before release)"));
    }
    m_instances.remove(uuid);
    m_order.removeAll(uuid);
    return success(QJsonValue::Null);
}

} // namespace RentDeck
