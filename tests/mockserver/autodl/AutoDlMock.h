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
 * AutoDL's Pro-instance API as reference/provider-apis.md §6 lists it [UNCONFIRMED there, so this mock is the
 * adapter's contract]: raw-token Authorization (no "Bearer"; a wrong or missing token gets HTTP 401 with the
 * envelope), the envelope {"code": "Success", "msg", "data"} with HTTP 200 and code ≠ "Success" for refused
 * requests, JSON bodies on POST, query items on GET. Serves a GPU stock of 4 regions (one model sold out, one
 * AutoDL lists but RentDeck has no price for), instances that go creating → starting → running by time
 * (options.bootTime) with ssh_command / proxy_host / ssh_port / root_password only while running,
 * power_off (shutting_down → shutdown) and power_on, and release refused unless powered off.
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

private:
    struct StockRow
    {
        QString region;
        QString regionName;
        QString gpuType;
        QString specUuid;
        int idle = 0;
        int total = 0;
        int cpuPerGpu = 0;
        int ramGbPerGpu = 0;
        int vramGb = 0;
        int cuda = 0;
        double price = 0; // yuan per GPU-hour, for payg_price
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
