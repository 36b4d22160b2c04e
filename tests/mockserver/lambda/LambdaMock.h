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
#include <QMap>
#include <QObject>
#include <QStringList>
#include <chrono>

namespace RentDeck {

/**
 * Lambda Cloud's API v1 (reference/provider-apis.md §3.4) on a MockHttpServer: /api/v1/instance-types (a map by
 * type name; gpu_1x_gh200 is sold out), launch (exactly one known SSH key, capacity in the region, at most one
 * launch per launch interval, else 429 with Retry-After), instances (booting → active after
 * options.bootTime; ip only once active), restart, terminate (terminating → terminated after bootTime, then
 * gone from the list), SSH keys. Every body is in {"data": ...} or {"error": {code, message, suggestion}}; a
 * wrong or missing key (Bearer, Basic "<key>:" or Basic <key>) gets 401 global/invalid-api-key.
 */
class LambdaMock : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LambdaMock)
public:
    using Request = MockHttpServer::Request;
    using Response = MockHttpServer::Response;

    LambdaMock(MockHttpServer *server, const MockProviderOptions &options);

    /** Minimum time between two launches (Lambda: 12 s). */
    void setLaunchInterval(std::chrono::milliseconds interval) { m_launchInterval = interval; }
    /** Regions where \a type has capacity now (empty: sold out). */
    void setCapacity(const QString &type, const QStringList &regions);
    QStringList sshKeyNames() const;
    /** Instances not yet terminated. */
    int liveInstanceCount() const;
    /** Test hook: launches still happen but are answered only after \a delay (a slow API, a lost answer). */
    void setLaunchDelay(std::chrono::milliseconds delay) { m_launchDelay = delay; }
    /** Test hook: the instance named \a name goes to \a status ("unhealthy", "terminating", …). */
    void setStatus(const QString &name, const QString &status);

private:
    struct InstanceType
    {
        QString name;
        QString gpuDescription;
        int cents = 0;
        int gpus = 0;
        int vcpus = 0;
        int memoryGib = 0;
        int storageGib = 0;
        QStringList regions; // with capacity
    };
    struct SshKey
    {
        QString id;
        QString name;
        QString publicKey;
    };
    struct Record
    {
        QString id;
        QString name;
        QString type;
        QString region;
        QString keyName;
        QString status; // booting, active, terminating, terminated
        qint64 changeAtMs = 0; // booting → active, terminating → terminated
        int serial = 0;
    };

    void install(MockHttpServer *server);
    MockHttpServer::Handler guarded(std::function<Response(const Request &)> handler);
    bool authorized(const Request &request) const;
    static Response data(const QJsonValue &payload, int status = 200);
    static Response error(int status, const QString &code, const QString &message, const QString &suggestion = {});
    QJsonObject typeJson(const InstanceType &type) const;
    QJsonObject instanceJson(const Record &record) const;
    void advance(Record &record) const;
    Record *find(const QString &id);

    Response instanceTypes() const;
    Response launch(const Request &request);
    Response launchNow(const Request &request);
    Response images() const;
    static QString imageId(const QString &family, const QString &region);
    Response listInstances();
    Response getInstance(const QString &id);
    Response operation(const Request &request, bool terminate);
    Response addSshKey(const Request &request);
    Response deleteSshKey(const QString &id);
    Response deleteFileSystem(const QString &id);

    MockProviderOptions m_options;
    std::chrono::milliseconds m_launchInterval { 12'000 };
    std::chrono::milliseconds m_launchDelay { 0 };
    QElapsedTimer m_clock;
    qint64 m_lastLaunchMs = -1;
    QList<InstanceType> m_types;
    QMap<QString, QString> m_regions; // code → description
    QList<SshKey> m_keys;
    QList<Record> m_instances;
    QJsonArray m_fileSystems; // options.withStorage: MockStorageSeeds::lambdaFileSystems()
    int m_serial = 0;
};

} // namespace RentDeck
