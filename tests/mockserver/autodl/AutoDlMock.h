// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MockHttpServer.h"
#include "MockProviderOptions.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QObject>

namespace RentDeck {

/**
 * AutoDL's Pro-instance API as its public clients show it (no official page is reachable here; the code index ids
 * are in shared/reference/provider-wire-audit.md §4; 59392789939 copies AutoDL's Pro API page): raw-token
 * Authorization (no "Bearer"; a wrong or missing token gets HTTP 401 with the envelope), the envelope {"code":
 * "Success", "msg", "data"} with HTTP 200 and code ≠ "Success" for refused requests, JSON bodies on POST, query
 * items on GET. No stock query for Pro specs: pro/create with a
 * gpu_spec_uuid that has no free GPU answers InternalError "当前算力规格暂无库存, 请修改配置或稍等再试"; an account
 * without real-name verification gets TORealName. List rows carry no GPU name and no price (uuid, name, status,
 * req_gpu_amount, gpu_spec_uuid, region_sign, started_at …); the snapshot has snapshot_gpu_alias_name and payg_price
 * in thousandths of a yuan, and ssh_command / proxy_host / ssh_port / root_password only while running. Instances go
 * creating → starting → running by time (options.bootTime); power_off (shutting_down → shutdown), power_on, and
 * release refused unless powered off. gpu_stock is the elastic-deployment call: keyed by GPU name, region_sign
 * required.
 */
class AutoDlMock : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AutoDlMock)
public:
    AutoDlMock(MockHttpServer *server, const MockProviderOptions &options);

    /** The status an instance has now ("" when unknown or released). */
    QString status(const QString &instanceUuid) const;
    int instanceCount() const { return int(m_instances.size()); }
    /** Test hook: the account has not finished real-name verification (pro/create answers TORealName). */
    void setRealNameVerified(bool verified) { m_realName = verified; }
    /** Test hook: free GPUs of a Pro spec now. */
    void setIdle(const QString &specUuid, int idle);

private:
    struct StockRow
    {
        QString region; // region_sign as instances show it ("bj-B1")
        QString regionName;
        QString stockName; // the elastic gpu_stock key ("vGPU-48GB")
        QString specUuid; // the Pro spec ("v-48g")
        QString aliasName; // snapshot_gpu_alias_name
        int idle = 0;
        int total = 0;
        int payg = 0; // thousandths of a yuan per GPU-hour (1870 = ¥1.87)
    };
    struct MockInstance
    {
        QString uuid;
        QString name;
        QString specUuid;
        QString image;
        int gpus = 1;
        bool holdsGpus = true;
        QString phase; // "boot", "running", "stopping", "off"
        qint64 sinceMs = 0;
        QString createdAt;
        QString password;
    };

    using Response = MockHttpServer::Response;
    using Request = MockHttpServer::Request;

    void install(MockHttpServer *server);
    Response guarded(const Request &request, const std::function<Response(const QJsonObject &args)> &handler);
    Response stock(const QJsonObject &args) const;
    Response create(const QJsonObject &args);
    Response list(const QJsonObject &args);
    Response snapshot(const QJsonObject &args) const;
    Response powerOn(const QJsonObject &args);
    Response powerOff(const QJsonObject &args);
    Response release(const QJsonObject &args);

    StockRow *row(const QString &specUuid);
    QJsonObject row(const MockInstance &instance) const;
    QString statusOf(const MockInstance &instance) const;
    bool m_realName = true;
    static Response success(const QJsonValue &data);
    static Response failure(const QString &code, const QString &message);

    MockProviderOptions m_options;
    QElapsedTimer m_clock;
    QList<StockRow> m_stock;
    QHash<QString, MockInstance> m_instances;
    QStringList m_order; // creation order, for the list
    int m_next = 1;
};

} // namespace RentDeck
