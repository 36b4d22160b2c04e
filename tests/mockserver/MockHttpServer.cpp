// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MockHttpServer.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

namespace RentDeck {

namespace {

constexpr qsizetype MaxHeaderBytes = 64 * 1024;

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 204:
        return "No Content";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 402:
        return "Payment Required";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 409:
        return "Conflict";
    case 422:
        return "Unprocessable Entity";
    case 429:
        return "Too Many Requests";
    case 500:
        return "Internal Server Error";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    case 504:
        return "Gateway Timeout";
    default:
        return "Status";
    }
}

QRegularExpression anchored(const QString &pattern)
{
    return QRegularExpression(QRegularExpression::anchoredPattern(pattern));
}

} // namespace

struct MockHttpServer::Connection
{
    QByteArray buffer;
    bool busy = false; // an answer is pending (delayed); later requests wait
};

MockHttpServer::Response MockHttpServer::Response::json(int status, const QJsonDocument &document)
{
    return json(status, document.toJson(QJsonDocument::Compact));
}

MockHttpServer::Response MockHttpServer::Response::json(int status, const QByteArray &jsonText)
{
    Response response;
    response.status = status;
    response.body = jsonText;
    response.headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/json")));
    return response;
}

MockHttpServer::Response MockHttpServer::Response::text(int status, const QByteArray &text)
{
    Response response;
    response.status = status;
    response.body = text;
    response.headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("text/plain; charset=utf-8")));
    return response;
}

MockHttpServer::Response &MockHttpServer::Response::withHeader(const QByteArray &name, const QByteArray &value)
{
    headers.append(qMakePair(name, value));
    return *this;
}

MockHttpServer::Response &MockHttpServer::Response::withDelay(std::chrono::milliseconds value)
{
    delay = value;
    return *this;
}

MockHttpServer::MockHttpServer(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &MockHttpServer::onNewConnection);
}

MockHttpServer::~MockHttpServer()
{
    m_server.close();
    const auto sockets = m_connections.keys();
    for (QTcpSocket *socket : sockets) {
        socket->disconnect(this);
        socket->abort();
        delete socket;
    }
}

bool MockHttpServer::start(quint16 port)
{
    m_clock.start();
    return m_server.listen(QHostAddress::LocalHost, port);
}

quint16 MockHttpServer::port() const
{
    return m_server.serverPort();
}

QUrl MockHttpServer::url(const QString &path) const
{
    QUrl result;
    result.setScheme(QStringLiteral("http"));
    result.setHost(QStringLiteral("127.0.0.1"));
    result.setPort(port());
    result.setPath(path);
    return result;
}

void MockHttpServer::on(const QByteArray &method, const QString &pathPattern, Handler handler)
{
    m_routes.append(Route { method.toUpper(), anchored(pathPattern), std::move(handler) });
}

void MockHttpServer::on(const QByteArray &method, const QString &pathPattern, const Response &response)
{
    on(method, pathPattern, [response](const Request &) { return response; });
}

void MockHttpServer::onSequence(const QByteArray &method, const QString &pathPattern, QList<Response> responses)
{
    auto state = std::make_shared<QList<Response>>(std::move(responses));
    auto index = std::make_shared<qsizetype>(0);
    on(method, pathPattern, [state, index](const Request &) {
        if (state->isEmpty()) {
            return Response::json(500, QByteArrayLiteral("{\"error\":\"empty mock sequence\"}"));
        }
        const qsizetype at = std::min(*index, state->size() - 1);
        ++*index;
        return state->at(at);
    });
}

void MockHttpServer::clearRoutes()
{
    m_routes.clear();
}

void MockHttpServer::injectFault(
    const QByteArray &method, const QString &pathPattern, const Response &response, int times)
{
    const QRegularExpression path = anchored(pathPattern);
    if (times <= 0) { // an outage ends: drop what is left of the faults injected for this method and path
        m_faults.removeIf([&](const Fault &fault) { return fault.method == method.toUpper() && fault.path == path; });
        return;
    }
    m_faults.append(Fault { method.toUpper(), path, response, times });
}

void MockHttpServer::installControlRoutes()
{
    on("POST", QStringLiteral("/_mock/fault"), [this](const Request &request) {
        const QJsonObject fault = request.json().object();
        const int status = fault.value(QLatin1String("status")).toInt(500);
        const QJsonValue body = fault.value(QLatin1String("body"));
        Response response = body.isString() ? Response::text(status, body.toString().toUtf8())
            : body.isArray()                ? Response::json(status, QJsonDocument(body.toArray()))
                                            : Response::json(status, QJsonDocument(body.toObject()));
        if (fault.contains(QLatin1String("retry_after"))) {
            response.withHeader(
                "Retry-After", fault.value(QLatin1String("retry_after")).toVariant().toString().toUtf8());
        }
        response.delay = std::chrono::milliseconds(fault.value(QLatin1String("delay_ms")).toInt());
        injectFault(fault.value(QLatin1String("method")).toString(QStringLiteral("GET")).toUtf8(),
            fault.value(QLatin1String("path")).toString(QStringLiteral(".*")), response,
            fault.value(QLatin1String("times")).toInt(1));
        return Response::json(200, QByteArrayLiteral("{\"ok\":true}"));
    });
    on("GET", QStringLiteral("/_mock/requests"), [this](const Request &) {
        QJsonArray list;
        for (const Request &request : std::as_const(m_requests)) {
            if (request.path.startsWith(QLatin1String("/_mock/"))) {
                continue;
            }
            const QByteArray auth = request.header("authorization");
            QJsonObject item { { QStringLiteral("method"), QString::fromLatin1(request.method) },
                { QStringLiteral("path"), request.path },
                { QStringLiteral("query"), request.query.toString(QUrl::FullyDecoded) },
                { QStringLiteral("auth_scheme"), QString::fromLatin1(auth.left(auth.indexOf(' '))) },
                { QStringLiteral("body"), QString::fromUtf8(request.body) } };
            list.append(item);
        }
        return Response::json(200, QJsonDocument(list));
    });
}

QList<MockHttpServer::Request> MockHttpServer::requests(const QByteArray &method, const QString &pathPattern) const
{
    const QRegularExpression path = anchored(pathPattern);
    QList<Request> result;
    for (const Request &request : m_requests) {
        if (request.method == method.toUpper() && path.match(request.path).hasMatch()) {
            result.append(request);
        }
    }
    return result;
}

void MockHttpServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        m_connections.insert(socket, std::make_shared<Connection>());
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { processBuffer(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_connections.remove(socket);
            socket->deleteLater();
        });
    }
}

void MockHttpServer::processBuffer(QTcpSocket *socket)
{
    const auto connection = m_connections.value(socket);
    if (!connection) {
        return;
    }
    connection->buffer += socket->readAll();
    while (!connection->busy) {
        QByteArray &buffer = connection->buffer;
        const qsizetype headerEnd = buffer.indexOf("\r\n\r\n");
        if (headerEnd < 0) {
            if (buffer.size() > MaxHeaderBytes) {
                socket->abort();
            }
            return;
        }
        const QList<QByteArray> lines = buffer.left(headerEnd).split('\n');
        const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
        if (requestLine.size() < 3) {
            socket->abort();
            return;
        }
        Request request;
        request.method = requestLine.at(0).toUpper();
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray line = lines.at(i).trimmed();
            const qsizetype colon = line.indexOf(':');
            if (colon > 0) {
                request.headers.insert(line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed());
            }
        }
        const qsizetype length = request.headers.value("content-length", "0").toLongLong();
        const qsizetype bodyStart = headerEnd + 4;
        if (buffer.size() < bodyStart + length) {
            return; // wait for the rest of the body
        }
        request.body = buffer.mid(bodyStart, length);
        buffer.remove(0, bodyStart + length);

        const QUrl target(QString::fromLatin1(requestLine.at(1)));
        request.path = target.path();
        request.query = QUrlQuery(target);
        request.receivedMs = m_clock.elapsed();
        m_requests.append(request);
        emit requestReceived(request);

        Response response = Response::json(404, QByteArrayLiteral("{\"error\":\"no mock route\"}"));
        bool faulted = false;
        for (Fault &fault : m_faults) {
            if (fault.remaining > 0 && fault.method == request.method && fault.path.match(request.path).hasMatch()) {
                --fault.remaining;
                response = fault.response;
                faulted = true;
                break;
            }
        }
        for (auto it = m_routes.crbegin(); !faulted && it != m_routes.crend(); ++it) {
            if (it->method == request.method && it->path.match(request.path).hasMatch()) {
                response = it->handler(request);
                break;
            }
        }
        const bool close = request.header("connection").toLower() == "close"
            || requestLine.at(2).trimmed() == "HTTP/1.0" || response.truncateBodyAt >= 0;
        if (response.delay.count() > 0) {
            connection->busy = true;
            QPointer<QTcpSocket> guard(socket);
            QTimer::singleShot(response.delay, this, [this, guard, request, response, close] {
                if (!guard || !m_connections.contains(guard.data())) {
                    return;
                }
                m_connections.value(guard.data())->busy = false;
                respond(guard.data(), request, response, close);
                if (guard && guard->state() == QAbstractSocket::ConnectedState) {
                    processBuffer(guard.data());
                }
            });
            return;
        }
        respond(socket, request, response, close);
        if (close) {
            return;
        }
    }
}

void MockHttpServer::respond(QTcpSocket *socket, const Request &request, const Response &response, bool close)
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reasonPhrase(response.status) + "\r\n";
    bool hasContentType = false;
    for (const auto &[name, value] : response.headers) {
        hasContentType = hasContentType || name.toLower() == "content-type";
        head += name + ": " + value + "\r\n";
    }
    if (!hasContentType && !response.body.isEmpty()) {
        head += "Content-Type: application/json\r\n";
    }
    const bool noBody = request.method == "HEAD" || response.status == 204 || response.status == 304;
    if (!noBody) {
        head += "Content-Length: " + QByteArray::number(response.body.size()) + "\r\n";
    }
    if (close) {
        head += "Connection: close\r\n";
    }
    head += "\r\n";
    socket->write(head);
    if (!noBody) {
        socket->write(response.truncateBodyAt >= 0 ? response.body.left(response.truncateBodyAt) : response.body);
    }
    if (close) {
        socket->disconnectFromHost(); // after the written bytes are flushed
    }
}

} // namespace RentDeck
