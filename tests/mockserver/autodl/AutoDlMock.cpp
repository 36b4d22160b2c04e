// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AutoDlMock.h"

#include <QDateTime>
#include <QJsonDocument>
#include <algorithm>
#include <cmath>

// AutoDL has no reachable official spec: the numbers below are code-index file ids of third-party public
// notes and clients, as in the project's provider-wire audit.

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
    // Pro specs from AutoDL's appendix table (59392789939); idle counts and prices are plausible, not live. H800 is
    // sold out; 4080(S)-32G has no public price, so RentDeck does not offer it.
    m_stock = {
        { QStringLiteral("bj-B1"), QStringLiteral("北京B区"), QStringLiteral("vGPU-48GB"), QStringLiteral("v-48g"),
            QStringLiteral("NVIDIA GeForce RTX 4090"), 6, 80, 2480 },
        { QStringLiteral("xb-B1"), QStringLiteral("西北B区"), QStringLiteral("vGPU-48GB-350W"),
            QStringLiteral("v-48g-350w"), QStringLiteral("NVIDIA GeForce RTX 3090"), 2, 40, 1480 },
        { QStringLiteral("bj-B1"), QStringLiteral("北京B区"), QStringLiteral("RTX 5090"), QStringLiteral("5090-p"),
            QStringLiteral("NVIDIA GeForce RTX 5090"), 3, 24, 2980 },
        { QStringLiteral("bj-B1"), QStringLiteral("北京B区"), QStringLiteral("RTX PRO 6000"),
            QStringLiteral("pro6000-p"), QStringLiteral("NVIDIA RTX PRO 6000"), 2, 16, 1970 },
        { QStringLiteral("xb-B1"), QStringLiteral("西北B区"), QStringLiteral("H800"), QStringLiteral("h800"),
            QStringLiteral("NVIDIA H800"), 0, 8, 8980 },
        { QStringLiteral("xb-B1"), QStringLiteral("西北B区"), QStringLiteral("RTX 4090D"), QStringLiteral("4090D"),
            QStringLiteral("NVIDIA GeForce RTX 4090 D"), 4, 20, 1880 },
        { QStringLiteral("bj-B1"), QStringLiteral("北京B区"), QStringLiteral("vGPU-32GB"), QStringLiteral("v-32g-p"),
            QStringLiteral("NVIDIA GeForce RTX 4080 SUPER"), 5, 10, 1580 },
    };
    install(server);
}

// 62454416699, 59392789939: every answer is {"code": "Success", "msg": "", "data": ...} (plus request_id there).
MockHttpServer::Response AutoDlMock::success(const QJsonValue &data)
{
    return Response::json(200,
        QJsonDocument(QJsonObject { { QStringLiteral("code"), QStringLiteral("Success") },
            { QStringLiteral("msg"), QString() }, { QStringLiteral("data"), data } }));
}

// 62454416699: any other code is a failure, its reason in msg; that the HTTP status stays 200 is not stated.
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
        // no public source for this refusal (code, text, 401); 62454416699 only says the header is the bare token.
        return Response::json(401,
            QJsonDocument(QJsonObject { { QStringLiteral("code"), QStringLiteral("AuthorizeFailed") },
                { QStringLiteral("msg"), QStringLiteral("token无效 (invalid token)") },
                { QStringLiteral("data"), QJsonValue::Null } }));
    }
    QJsonObject args;
    // 62477965407: GET parameters go in the query string (a JSON body there gets RequestParameterIsWrong).
    if (request.method == "GET") {
        for (const auto &[key, value] : request.query.queryItems(QUrl::FullyDecoded)) {
            args.insert(key, value);
        }
    } else {
        if (!request.header("Content-Type").startsWith("application/json")) {
            // no public source: the mock's own check that POST bodies are JSON.
            return failure(QStringLiteral("InvalidParameter"), QStringLiteral("Content-Type must be application/json"));
        }
        QJsonParseError error;
        const QJsonDocument body = QJsonDocument::fromJson(request.body, &error);
        if (!body.isObject()) {
            // no public source for this code and text.
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
                // no public source for InstanceNotFound (62454416699 saw RecordNotFoundError, "未查询到相关实例").
                return failure(QStringLiteral("InstanceNotFound"), QStringLiteral("instance not found"));
            }
            // 62477965407, 59392789939: GET .../pro/status answers data as the status string, e.g. "running".
            return success(statusOf(m_instances.value(uuid)));
        });
    });
}

// no public source: a test hook for the mock's stock.
void AutoDlMock::setIdle(const QString &specUuid, int idle)
{
    if (StockRow *found = row(specUuid)) {
        found->idle = idle;
    }
}

MockHttpServer::Response AutoDlMock::stock(const QJsonObject &args) const
{
    // Elastic deployment's stock: region_sign is required, and the answer is keyed by GPU name, with no
    // gpu_spec_uuid: data: [{"RTX 4090": {"idle_gpu_num": 3, "total_gpu_num": 9}}] (71349750304, 62481049952).
    const QString region = args.value(QStringLiteral("region_sign")).toString();
    if (region.isEmpty()) {
        return failure(QStringLiteral("RequestParameterIsWrong"), QStringLiteral("请求参数错误"));
    }
    QJsonArray rows;
    for (const StockRow &row : m_stock) {
        if (row.region == region) {
            rows.append(QJsonObject { { row.stockName,
                QJsonObject {
                    { QStringLiteral("idle_gpu_num"), row.idle }, { QStringLiteral("total_gpu_num"), row.total } } } });
        }
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
    // 59392789939: req_gpu_amount 1-4, expand_system_disk_by_gb 0-500, image_uuid and cuda_v_from required; the
    // InvalidParameter code is the mock's own (62454416699 saw RequestParameterIsWrong for bad parameters).
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
        // 62454416699: RequestParameterIsWrong/"请求参数错误"; for an unknown spec 62477965407 only mentions a
        // "规格不存在"-like error.
        return failure(QStringLiteral("RequestParameterIsWrong"), QStringLiteral("请求参数错误"));
    }
    if (!centers.isUndefined() && !centers.isArray()) {
        // 59392789939: data_center_list is a list; the answer is 62454416699's RequestParameterIsWrong.
        return failure(QStringLiteral("RequestParameterIsWrong"), QStringLiteral("请求参数错误"));
    }
    if (!m_realName) {
        // 62477965407, 62454416699: create without real-name verification answers TORealName with this msg.
        return failure(QStringLiteral("TORealName"), QStringLiteral("未完成实名认证,认证后才可使用"));
    }
    if (stockRow->idle < amount.toInt()) {
        // 62477965407, 62454416699: out of stock at create is InternalError with this text (retryable).
        return failure(QStringLiteral("InternalError"), QStringLiteral("当前算力规格暂无库存, 请修改配置或稍等再试"));
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
    // 59392789939, 62477965407: data is the new instance_uuid string ("pro-76419909953e"); it boots by itself.
    return success(instance.uuid);
}

// 62477965407: running, then shutting_down → shutdown after power_off; creating and starting as in the
// container events of 62481049952.
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
    // The list's fields (54688768828, 59392789939): no GPU name and no price (59392789939 also shows created_at).
    const auto stockRow = std::find_if(m_stock.cbegin(), m_stock.cend(),
        [&instance](const StockRow &candidate) { return candidate.specUuid == instance.specUuid; });
    const QString status = statusOf(instance);
    return QJsonObject {
        { QStringLiteral("uuid"), instance.uuid },
        { QStringLiteral("name"), instance.name },
        { QStringLiteral("status"), status },
        { QStringLiteral("sub_status"), QString() },
        { QStringLiteral("start_mode"), QStringLiteral("gpu") },
        { QStringLiteral("charge_type"), QStringLiteral("payg") },
        { QStringLiteral("gpu_spec_uuid"), instance.specUuid },
        { QStringLiteral("req_gpu_amount"), instance.gpus },
        { QStringLiteral("region_sign"), stockRow->region },
        { QStringLiteral("region_name"), stockRow->regionName },
        { QStringLiteral("started_at"), instance.createdAt },
        { QStringLiteral("stopped_at"),
            status == QLatin1String("shutdown") ? QJsonValue(instance.createdAt) : QJsonValue() },
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
    // 59392789939: data {list, page_index, page_size, offset, max_page, result_total, page}; result_total and page
    // are left out here.
    return success(QJsonObject { { QStringLiteral("list"), rows }, { QStringLiteral("page_index"), pageIndex },
        { QStringLiteral("page_size"), pageSize }, { QStringLiteral("max_page"), maxPage },
        { QStringLiteral("offset"), offset } });
}

MockHttpServer::Response AutoDlMock::snapshot(const QJsonObject &args) const
{
    const QString uuid = args.value(QStringLiteral("instance_uuid")).toString();
    if (!m_instances.contains(uuid)) {
        // no public source for InstanceNotFound (62454416699 saw RecordNotFoundError).
        return failure(QStringLiteral("InstanceNotFound"), QStringLiteral("instance not found"));
    }
    const MockInstance &instance = m_instances[uuid];
    const auto stockRow = std::find_if(m_stock.cbegin(), m_stock.cend(),
        [&instance](const StockRow &candidate) { return candidate.specUuid == instance.specUuid; });
    // The snapshot's fields (59392789939): payg_price and origin_pay_price in thousandths of a yuan.
    QJsonObject data {
        { QStringLiteral("region_sign"), stockRow->region },
        { QStringLiteral("payg_price"), stockRow->payg * instance.gpus },
        { QStringLiteral("origin_pay_price"), stockRow->payg * instance.gpus * 3 / 2 },
        { QStringLiteral("snapshot_gpu_alias_name"), stockRow->aliasName },
        { QStringLiteral("chip_corp"), QStringLiteral("nvidia") },
        { QStringLiteral("cpu_arch"), QStringLiteral("x86") },
    };
    // 59392789939: ssh_command "ssh -p PORT root@HOST", proxy_host, ssh_port, root_password, jupyter_token; that
    // they are empty until running is the mock's own.
    const bool running = statusOf(instance) == QLatin1String("running");
    const QString port = QString::number(m_options.sshPort);
    data.insert(QStringLiteral("ssh_command"),
        running ? QStringLiteral("ssh -p %1 %2@%3").arg(port, m_options.sshUser, m_options.sshHost) : QString());
    data.insert(QStringLiteral("proxy_host"), running ? m_options.sshHost : QString());
    data.insert(QStringLiteral("ssh_port"), running ? m_options.sshPort : 0);
    data.insert(QStringLiteral("root_password"),
        running ? (m_options.rootPassword.isEmpty() ? instance.password : m_options.rootPassword) : QString());
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
        // no public source for InstanceNotFound (62454416699 saw RecordNotFoundError).
        return failure(QStringLiteral("InstanceNotFound"), QStringLiteral("instance not found"));
    }
    if (payload != QLatin1String("gpu") && payload != QLatin1String("non_gpu")) {
        // 59392789939: payload "gpu" ("暂不支持API以无卡模式开机", no GPU-less boot by API); non_gpu is the mock's.
        return failure(QStringLiteral("InvalidParameter"), QStringLiteral("payload must be gpu or non_gpu"));
    }
    MockInstance &instance = m_instances[uuid];
    if (statusOf(instance) != QLatin1String("shutdown")) {
        // no public source for this refusal (code and text).
        return failure(QStringLiteral("InstanceStatusError"), QStringLiteral("instance is not powered off"));
    }
    StockRow *stockRow = row(instance.specUuid);
    const bool withGpu = payload == QLatin1String("gpu");
    if (withGpu && stockRow->idle < instance.gpus) {
        // no public source for this code and text.
        return failure(QStringLiteral("NoEnoughGpu"), QStringLiteral("GPU库存不足 (not enough gpu stock)"));
    }
    stockRow->idle -= withGpu ? instance.gpus : 0;
    instance.holdsGpus = withGpu;
    instance.phase = QStringLiteral("boot");
    instance.sinceMs = m_clock.elapsed();
    // 59392789939's example answers data null; 62454416699 observed {"description": "开机指令已下发..."} instead.
    return success(QJsonValue::Null);
}

MockHttpServer::Response AutoDlMock::powerOff(const QJsonObject &args)
{
    const QString uuid = args.value(QStringLiteral("instance_uuid")).toString();
    if (!m_instances.contains(uuid)) {
        // no public source for InstanceNotFound (62454416699 saw RecordNotFoundError).
        return failure(QStringLiteral("InstanceNotFound"), QStringLiteral("instance not found"));
    }
    MockInstance &instance = m_instances[uuid];
    const QString now = statusOf(instance);
    if (now == QLatin1String("shutdown") || now == QLatin1String("shutting_down")) {
        // no public source for this refusal (code and text).
        return failure(QStringLiteral("InstanceStatusError"), QStringLiteral("instance is already powered off"));
    }
    if (instance.holdsGpus) {
        row(instance.specUuid)->idle += instance.gpus;
        instance.holdsGpus = false;
    }
    instance.phase = QStringLiteral("stopping");
    instance.sinceMs = m_clock.elapsed();
    // 59392789939, 62454416699: power_off answers data null.
    return success(QJsonValue::Null);
}

MockHttpServer::Response AutoDlMock::release(const QJsonObject &args)
{
    const QString uuid = args.value(QStringLiteral("instance_uuid")).toString();
    if (!m_instances.contains(uuid)) {
        // no public source for InstanceNotFound (62454416699 saw RecordNotFoundError).
        return failure(QStringLiteral("InstanceNotFound"), QStringLiteral("instance not found"));
    }
    if (statusOf(m_instances.value(uuid)) != QLatin1String("shutdown")) {
        // 59392789939: power off before release, "否则可能无法释放"; the code and text are the mock's own.
        return failure(
            QStringLiteral("InstanceStatusError"), QStringLiteral("请先关机 (power the instance off before release)"));
    }
    m_instances.remove(uuid);
    m_order.removeAll(uuid);
    // 59392789939, 62454416699: release answers data null.
    return success(QJsonValue::Null);
}

} // namespace RentDeck
