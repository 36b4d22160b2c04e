// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QStringList>
#include <QUrl>

namespace RentDeck {

/**
 * rentdeck-mockserver (next to the test executable) running one provider mock in its own process, for tests
 * that run the real rentdeck-cli and so cannot serve HTTP from their own (blocked) event loop. Stopped (and
 * waited for) by the destructor.
 */
class MockServerProcess
{
public:
    MockServerProcess() = default;
    ~MockServerProcess();
    MockServerProcess(const MockServerProcess &) = delete;
    MockServerProcess &operator=(const MockServerProcess &) = delete;

    /** Starts the mock of \a providerId with extra flags (--boot-ms 0, --ssh-port N); false with error(). */
    bool start(const QString &providerId, const QStringList &extraArguments = {});
    void stop();
    /** "http://127.0.0.1:PORT" */
    QUrl baseUrl() const { return m_baseUrl; }
    QString error() const { return m_error; }

    /** Makes the next \a times matching requests fail (POST /_mock/fault; see MockHttpServer). */
    bool injectFault(const QJsonObject &fault);
    /** What the mock received (GET /_mock/requests). */
    QJsonArray requests();

private:
    QByteArray call(const QByteArray &method, const QString &path, const QByteArray &body = {});

    QProcess m_process;
    QUrl m_baseUrl;
    QString m_error;
};

} // namespace RentDeck
