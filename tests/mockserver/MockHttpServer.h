// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QJsonDocument>
#include <QList>
#include <QObject>
#include <QPair>
#include <QRegularExpression>
#include <QTcpServer>
#include <QUrl>
#include <QUrlQuery>
#include <chrono>
#include <functional>
#include <memory>

class QTcpSocket;

namespace RentDeck {

/**
 * A real HTTP/1.1 server on 127.0.0.1 for tests, run by the test's event loop (no thread). Routes are
 * matched by method and a path regex (anchored; the last registered route that matches wins); a route
 * answers with a fixed response, a scripted sequence (the last one repeats), or a handler. Every request
 * is recorded. Bodies are Content-Length only (no chunked encoding); connections are kept alive unless
 * the client asks to close. Unknown routes answer 404 {"error": "no mock route"}.
 *
 * Faults injected with injectFault() answer before any route, a given number of times. For a server in
 * another process (rentdeck-mockserver), installControlRoutes() lets a test do the same over HTTP:
 * POST /_mock/fault {"method", "path" (regex), "status", "times", "body", "retry_after", "delay_ms"} and
 * GET /_mock/requests (what was received, without the /_mock calls, auth values masked).
 */
class MockHttpServer : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MockHttpServer)
public:
    struct Request
    {
        QByteArray method;
        QString path; // decoded, without the query
        QUrlQuery query;
        QHash<QByteArray, QByteArray> headers; // names lower-cased
        QByteArray body;
        qint64 receivedMs = 0; // since the server started

        QByteArray header(const QByteArray &name) const { return headers.value(name.toLower()); }
        QJsonDocument json() const { return QJsonDocument::fromJson(body); }
    };

    struct Response
    {
        int status = 200;
        QByteArray body;
        QList<QPair<QByteArray, QByteArray>> headers; // Content-Length is added
        std::chrono::milliseconds delay { 0 }; // before the answer is written
        int truncateBodyAt = -1; // >= 0: send only this many body bytes, then close (a broken transfer)

        static Response json(int status, const QJsonDocument &document);
        static Response json(int status, const QByteArray &jsonText);
        static Response text(int status, const QByteArray &text);
        Response &withHeader(const QByteArray &name, const QByteArray &value);
        Response &withDelay(std::chrono::milliseconds value);
    };

    using Handler = std::function<Response(const Request &request)>;

    explicit MockHttpServer(QObject *parent = nullptr);
    ~MockHttpServer() override;

    /** Listens on 127.0.0.1 at \a port (0: a free one). */
    bool start(quint16 port = 0);
    quint16 port() const;
    /** "http://127.0.0.1:<port>" + \a path. */
    QUrl url(const QString &path = {}) const;

    void on(const QByteArray &method, const QString &pathPattern, Handler handler);
    void on(const QByteArray &method, const QString &pathPattern, const Response &response);
    /** Answers the matching requests in order; once the list is used up, its last answer repeats. */
    void onSequence(const QByteArray &method, const QString &pathPattern, QList<Response> responses);
    void clearRoutes();
    /** The next \a times requests matching method and path get \a response instead of their route. */
    /** \a times <= 0 removes what is left of earlier faults for the same method and pattern. */
    void injectFault(const QByteArray &method, const QString &pathPattern, const Response &response, int times = 1);
    /** The /_mock/fault and /_mock/requests routes described above. */
    void installControlRoutes();

    const QList<Request> &requests() const { return m_requests; }
    QList<Request> requests(const QByteArray &method, const QString &pathPattern) const;
    int requestCount() const { return int(m_requests.size()); }
    void clearRequests() { m_requests.clear(); }

signals:
    void requestReceived(const RentDeck::MockHttpServer::Request &request);

private:
    struct Route
    {
        QByteArray method;
        QRegularExpression path;
        Handler handler;
    };
    struct Connection;

    void onNewConnection();
    void processBuffer(QTcpSocket *socket);
    void respond(QTcpSocket *socket, const Request &request, const Response &response, bool close);

    QTcpServer m_server;
    QElapsedTimer m_clock;
    struct Fault
    {
        QByteArray method;
        QRegularExpression path;
        Response response;
        int remaining = 0;
    };

    QList<Route> m_routes;
    QList<Fault> m_faults;
    QList<Request> m_requests;
    QHash<QTcpSocket *, std::shared_ptr<Connection>> m_connections;
};

} // namespace RentDeck
