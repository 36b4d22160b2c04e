// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MockHttpServer.h"
#include "MockProviderOptions.h"

#include <QElapsedTimer>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QStringList>
#include <chrono>
#include <optional>

namespace RentDeck {

/**
 * Vast.ai's REST API v0 as a mock on a MockHttpServer (reference/provider-apis.md §1.10): POST /bundles/,
 * PUT /asks/{id}/, GET /instances/ and /instances/{id}/, PUT (state, label) and DELETE /instances/{id}/,
 * GET|POST /ssh/, POST /instances/{id}/ssh/, GET /users/current/. `Authorization: Bearer <options.apiKey>` or
 * 401 {"success": false, "error": "auth_error", "msg": "Invalid user key"}; bodies validated as Vast does
 * (400 invalid_request / invalid_args / invalid_price, 404/410 no_such_ask, 404 no_such_instance). An instance
 * goes null → loading → running over options.bootTime (a restart: stopped (scheduling) → loading → running);
 * SSH fields appear only while running: direct (public_ipaddr + ports["22/tcp"]) where the ask has direct
 * ports, else proxy (ssh_host:ssh_port), both reaching options.sshHost:sshPort. Optional per-endpoint minimum
 * intervals answer 429 without Retry-After, in plain text or JSON, as Vast does.
 */
class VastMock : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VastMock)
public:
    VastMock(MockHttpServer *server, const MockProviderOptions &options);

    /** Calls of \a kind ("search", "create", "instances", "manage", "destroy", "ssh") closer than this get 429. */
    void setMinimumInterval(const QString &kind, std::chrono::milliseconds interval);
    /** Account credit; at or below 0, renting answers missing_billing. */
    void setCredit(double credit) { m_credit = credit; }
    int instanceCount() const { return int(m_instances.size()); }
    QStringList accountKeys() const;
    QStringList instanceKeys(qint64 instanceId) const;
    /** Test hook: the bid floor of ask \a askId rises (or falls) to \a price, as between a listing and a bid. */
    void setMinBid(qint64 askId, double price);
    /** Test hook: rentals still happen but are answered only after \a delay (a slow API, a lost answer). */
    void setRentDelay(std::chrono::milliseconds delay) { m_rentDelay = delay; }
    /** Test hook: an instance of ask \a askId that has been running for a while (an account with many). */
    qint64 addRunningInstance(qint64 askId);
    /** The instances the account has now (ids). */
    QList<qint64> instanceIds() const { return m_instances.keys(); }

private:
    using Request = MockHttpServer::Request;
    using Response = MockHttpServer::Response;

    struct Rental
    {
        qint64 id = 0;
        QJsonObject ask;
        QString image;
        QString label;
        QString runtype;
        double diskGb = 0;
        std::optional<double> bidPrice;
        QString intended = QStringLiteral("running");
        bool restarted = false;
        qint64 phaseStartMs = 0;
        qint64 startDate = 0;
        QStringList keys;
    };

    void route(MockHttpServer *server, const QByteArray &method, const QString &path, const QString &kind,
        Response (VastMock::*handler)(const Request &));
    Response search(const Request &request);
    Response rent(const Request &request);
    Response rentNow(const Request &request);
    /** A new instance of \a ask, running (after booting) unless the caller changes it. */
    Rental &addRental(const QJsonObject &ask, const QString &image, const QString &label, const QString &runtype,
        double diskGb, std::optional<double> bid);
    Response list(const Request &request);
    Response listV1(const Request &request);
    Response show(const Request &request);
    Response manage(const Request &request);
    Response destroy(const Request &request);
    Response listKeys(const Request &request);
    Response addKey(const Request &request);
    Response attachKey(const Request &request);
    Response user(const Request &request);
    Response listVolumes(const Request &request);
    Response deleteVolume(const Request &request);

    QJsonObject present(const Rental &rental) const;
    QString actualStatus(const Rental &rental) const;
    std::optional<QJsonObject> jsonBody(const Request &request, Response *error) const;

    MockProviderOptions m_options;
    QList<QJsonObject> m_offers;
    QMap<qint64, Rental> m_instances;
    QList<QJsonObject> m_accountKeys;
    QJsonArray m_volumes; // options.withStorage: MockStorageSeeds::vastVolumes()
    QHash<QString, std::chrono::milliseconds> m_intervals;
    std::chrono::milliseconds m_rentDelay { 0 };
    QHash<QString, qint64> m_lastCall;
    QElapsedTimer m_clock;
    qint64 m_lastSearchMs = -1; // enforceRateLimit
    qint64 m_nextInstance = 17000001;
    int m_nextKey = 501;
    double m_credit = 42.5;
};

} // namespace RentDeck
