// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "MockServerProcess.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>

namespace RentDeck {

MockServerProcess::~MockServerProcess()
{
    stop();
}

bool MockServerProcess::start(const QString &providerId, const QStringList &extraArguments)
{
    const QString program
        = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("rentdeck-mockserver"));
    m_process.setProcessChannelMode(QProcess::SeparateChannels);
    m_process.start(program, QStringList { QStringLiteral("--provider"), providerId } + extraArguments);
    if (!m_process.waitForStarted(10000)) {
        m_error = QStringLiteral("cannot start %1: %2").arg(program, m_process.errorString());
        return false;
    }
    QElapsedTimer clock;
    clock.start();
    QByteArray out;
    static const QRegularExpression listening(QStringLiteral("listening on (http://127\\.0\\.0\\.1:\\d+)"));
    while (clock.elapsed() < 10000) {
        m_process.waitForReadyRead(200);
        out += m_process.readAllStandardOutput();
        const auto match = listening.match(QString::fromUtf8(out));
        if (match.hasMatch()) {
            m_baseUrl = QUrl(match.captured(1));
            return true;
        }
        if (m_process.state() == QProcess::NotRunning) {
            break;
        }
    }
    m_error = QStringLiteral("rentdeck-mockserver did not start: %1")
                  .arg(QString::fromUtf8(m_process.readAllStandardError()));
    stop();
    return false;
}

void MockServerProcess::stop()
{
    if (m_process.state() != QProcess::NotRunning) {
        m_process.terminate();
        if (!m_process.waitForFinished(5000)) {
            m_process.kill();
            m_process.waitForFinished(5000);
        }
    }
}

bool MockServerProcess::injectFault(const QJsonObject &fault)
{
    return call("POST", QStringLiteral("/_mock/fault"), QJsonDocument(fault).toJson(QJsonDocument::Compact))
        .contains("\"ok\"");
}

QJsonArray MockServerProcess::requests()
{
    return QJsonDocument::fromJson(call("GET", QStringLiteral("/_mock/requests"))).array();
}

QByteArray MockServerProcess::call(const QByteArray &method, const QString &path, const QByteArray &body)
{
    QNetworkAccessManager network;
    QUrl url = m_baseUrl;
    url.setPath(path);
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QStringLiteral("application/json"));
    QNetworkReply *reply = network.sendCustomRequest(request, method, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    loop.exec();
    const QByteArray answer = reply->readAll();
    reply->deleteLater();
    return answer;
}

} // namespace RentDeck
