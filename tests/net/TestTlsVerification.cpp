// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/ApiClient.h"
#include "net/ApiJob.h"

#include <QDirIterator>
#include <QFile>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;
using namespace std::chrono_literals;

namespace {

constexpr char SecretKey[] = "rd-tls-secret-4f9c1b7e2a";

/** A certificate and key made by openssl for this run; \a subjectAltName as in "IP:127.0.0.1". */
bool makeSelfSigned(const QString &dir, const QString &name, const QString &subjectAltName, QString *why)
{
    QProcess openssl;
    openssl.setProcessChannelMode(QProcess::MergedChannels);
    openssl.start(QStringLiteral("openssl"),
        { QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-newkey"), QStringLiteral("ec"),
            QStringLiteral("-pkeyopt"), QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes"),
            QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"), QStringLiteral("/CN=rentdeck-test"),
            QStringLiteral("-addext"), QStringLiteral("subjectAltName=") + subjectAltName, QStringLiteral("-keyout"),
            dir + QLatin1Char('/') + name + QStringLiteral(".key"), QStringLiteral("-out"),
            dir + QLatin1Char('/') + name + QStringLiteral(".crt") });
    if (!openssl.waitForFinished(30000) || openssl.exitCode() != 0) {
        *why = QStringLiteral("openssl req failed: ") + QString::fromLocal8Bit(openssl.readAll());
        return false;
    }
    return true;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/**
 * An HTTPS server on 127.0.0.1 with the given certificate. It records every byte it decrypts (what a client
 * sent inside TLS) and answers one request with {"ok":true}.
 */
class TlsServer : public QObject
{
public:
    bool start(const QSslCertificate &certificate, const QSslKey &key)
    {
        QSslConfiguration config = QSslConfiguration::defaultConfiguration();
        config.setLocalCertificate(certificate);
        config.setPrivateKey(key);
        config.setPeerVerifyMode(QSslSocket::VerifyNone); // the server asks no client certificate
        m_server.setSslConfiguration(config);
        // Every connection, including those whose handshake fails (QSslServer never makes those pending).
        connect(&m_server, &QSslServer::startedEncryptionHandshake, this, [this](QSslSocket *socket) {
            ++m_connections;
            connect(socket, &QSslSocket::encrypted, this, [this] { ++m_handshakes; });
            connect(socket, &QSslSocket::readyRead, this, [this, socket] {
                m_received += socket->readAll();
                if (m_received.contains("\r\n\r\n")) {
                    socket->write(m_answer);
                    socket->disconnectFromHost();
                }
            });
        });
        connect(&m_server, &QSslServer::pendingConnectionAvailable, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
        return m_server.listen(QHostAddress::LocalHost, 0);
    }
    QUrl url() const { return QUrl(QStringLiteral("https://127.0.0.1:%1/api").arg(m_server.serverPort())); }
    /** Answer every request with a 307 to \a target instead of {"ok":true}. */
    void redirectTo(const QUrl &target)
    {
        m_answer = "HTTP/1.1 307 Temporary Redirect\r\nLocation: " + target.toEncoded()
            + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
    }
    int connections() const { return m_connections; }
    int handshakes() const { return m_handshakes; }
    const QByteArray &received() const { return m_received; }

private:
    QSslServer m_server;
    QByteArray m_answer = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 11\r\n"
                          "Connection: close\r\n\r\n{\"ok\":true}";
    QByteArray m_received;
    int m_connections = 0;
    int m_handshakes = 0;
};

struct Outcome
{
    bool finished = false;
    bool ok = false;
    Error error;
};

} // namespace

class TestTlsVerification : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void selfSignedServerIsRefusedAndGetsNoKey();
    void wrongHostNameIsRefused();
    void trustedCertificateWorks();
    void plainHttpToAnotherHostIsRefused();
    void redirectElsewhereNeverCarriesTheKey();
    void noCodeWeakensTls();

private:
    /** One GET through the real ApiClient; \a trustedByTest (if set) is added to the default CAs for this call. */
    Outcome call(const QUrl &baseUrl, const QSslCertificate &trustedByTest = QSslCertificate());
    QTemporaryDir m_dir;
    QSslCertificate m_certificate;
    QSslKey m_key;
    QSslCertificate m_otherHostCertificate;
    QSslKey m_otherHostKey;
};

void TestTlsVerification::initTestCase()
{
    if (!QSslSocket::supportsSsl()) {
        QSKIP("this Qt has no TLS backend");
    }
    if (QStandardPaths::findExecutable(QStringLiteral("openssl")).isEmpty()) {
        QSKIP("the openssl program is not installed (it makes this run's certificates)");
    }
    QString why;
    QVERIFY2(makeSelfSigned(m_dir.path(), QStringLiteral("loopback"), QStringLiteral("IP:127.0.0.1"), &why),
        qPrintable(why));
    QVERIFY2(makeSelfSigned(m_dir.path(), QStringLiteral("other"), QStringLiteral("DNS:api.example.invalid"), &why),
        qPrintable(why));
    m_certificate = QSslCertificate(readFile(m_dir.filePath(QStringLiteral("loopback.crt"))));
    m_key = QSslKey(readFile(m_dir.filePath(QStringLiteral("loopback.key"))), QSsl::Ec);
    m_otherHostCertificate = QSslCertificate(readFile(m_dir.filePath(QStringLiteral("other.crt"))));
    m_otherHostKey = QSslKey(readFile(m_dir.filePath(QStringLiteral("other.key"))), QSsl::Ec);
    QVERIFY(!m_certificate.isNull() && !m_key.isNull());
    QVERIFY(!m_otherHostCertificate.isNull() && !m_otherHostKey.isNull());
}

Outcome TestTlsVerification::call(const QUrl &baseUrl, const QSslCertificate &trustedByTest)
{
    const QSslConfiguration saved = QSslConfiguration::defaultConfiguration();
    const auto restore = qScopeGuard([&saved] { QSslConfiguration::setDefaultConfiguration(saved); });
    if (!trustedByTest.isNull()) {
        QSslConfiguration trusting = saved;
        trusting.addCaCertificate(trustedByTest);
        QSslConfiguration::setDefaultConfiguration(trusting);
    }
    QNetworkAccessManager network;
    ApiClient::Options options;
    options.baseUrl = baseUrl;
    options.providerName = QStringLiteral("Vast.ai");
    options.authorize = ApiClient::bearer([] { return QString::fromLatin1(SecretKey); });
    options.timeout = 10s;
    options.retry.maxAttempts = 2;
    options.retry.baseDelay = 10ms;
    ApiClient client(&network, options);
    Outcome outcome;
    ApiJob *job = client.get(QStringLiteral("/instances/"));
    connect(job, &Job::finished, this, [job, &outcome] {
        outcome.finished = true;
        outcome.ok = job->isOk();
        outcome.error = job->error();
    });
    (void)QTest::qWaitFor([&outcome] { return outcome.finished; }, 20000); // the caller checks outcome.finished
    return outcome;
}

void TestTlsVerification::selfSignedServerIsRefusedAndGetsNoKey()
{
    TlsServer server;
    QVERIFY(server.start(m_certificate, m_key));
    const Outcome outcome = call(server.url());
    QVERIFY2(outcome.finished, "the call never finished");
    QVERIFY(!outcome.ok);
    QCOMPARE(outcome.error.code, Error::Code::Network);
    const QString message = outcome.error.message;
    qInfo().noquote() << message;
    // What failed, why, and what to do.
    QVERIFY2(message.startsWith(QLatin1String("Secure connection to Vast.ai failed")), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("self-signed"), Qt::CaseInsensitive), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("valid certificate")), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("Check the account's API address")), qPrintable(message));
    // The client reached the server but never sent it a byte of HTTP: no request line, no Authorization header.
    QVERIFY(server.connections() >= 1);
    QVERIFY2(server.received().isEmpty(), server.received().constData());
    QVERIFY(!message.contains(QLatin1String(SecretKey)) && !outcome.error.detail.contains(QLatin1String(SecretKey)));
}

void TestTlsVerification::wrongHostNameIsRefused()
{
    // Trusted as a CA but issued for another name: hostname verification must still refuse it.
    TlsServer server;
    QVERIFY(server.start(m_otherHostCertificate, m_otherHostKey));
    const Outcome outcome = call(server.url(), m_otherHostCertificate);
    QVERIFY(!outcome.ok);
    QCOMPARE(outcome.error.code, Error::Code::Network);
    QVERIFY2(outcome.error.message.contains(QLatin1String("host name"), Qt::CaseInsensitive),
        qPrintable(outcome.error.message));
    QVERIFY2(server.received().isEmpty(), server.received().constData());
}

void TestTlsVerification::trustedCertificateWorks()
{
    // The control: the same server, trusted by the test (never by RentDeck), gets the request and the key. So
    // the refusals above come from certificate checks, not from a server that cannot speak HTTP.
    TlsServer server;
    QVERIFY(server.start(m_certificate, m_key));
    const Outcome outcome = call(server.url(), m_certificate);
    QVERIFY2(outcome.ok, qPrintable(outcome.error.message));
    QVERIFY(server.handshakes() >= 1);
    QVERIFY(server.received().startsWith("GET /api/instances/ HTTP/1.1\r\n"));
    QVERIFY(server.received().contains(QByteArray("Bearer ").append(SecretKey)));
}

void TestTlsVerification::plainHttpToAnotherHostIsRefused()
{
    // An address override to plain http on another machine would send the key in the clear: refused before any
    // connection. (Loopback http stays allowed for the mock servers.)
    const Outcome outcome = call(QUrl(QStringLiteral("http://api.example.invalid/api")));
    QVERIFY(!outcome.ok);
    QCOMPARE(outcome.error.code, Error::Code::InvalidInput);
    QVERIFY2(
        outcome.error.message.contains(QLatin1String("only https:// addresses")), qPrintable(outcome.error.message));
    QVERIFY(outcome.error.message.contains(QLatin1String("Vast.ai")));
}

void TestTlsVerification::redirectElsewhereNeverCarriesTheKey()
{
    // Qt re-sends the Authorization header on a redirect, even to another host: only same-origin ones are followed.
    TlsServer elsewhere;
    QVERIFY(elsewhere.start(m_certificate, m_key));
    TlsServer api;
    QVERIFY(api.start(m_certificate, m_key));
    api.redirectTo(elsewhere.url().resolved(QUrl(QStringLiteral("/collect"))));
    const Outcome outcome = call(api.url(), m_certificate);
    QVERIFY(!outcome.ok);
    QCOMPARE(outcome.error.code, Error::Code::Network);
    QVERIFY2(outcome.error.message.contains(QLatin1String("redirected RentDeck to another address")),
        qPrintable(outcome.error.message));
    QVERIFY(api.received().contains(QByteArray("Bearer ").append(SecretKey))); // the API itself got it
    QVERIFY2(!elsewhere.received().contains(SecretKey), elsewhere.received().constData());
}

void TestTlsVerification::noCodeWeakensTls()
{
    // Nothing that ships may switch certificate checks off or lower the protocol.
    static const QRegularExpression weakening(QStringLiteral(
        R"(ignoreSslErrors|VerifyNone|QueryPeer|AutoVerifyPeer|setPeerVerifyMode|setProtocol\s*\(|AnyProtocol|TlsV1_0|TlsV1_1|SslV3|setCaCertificates|addCaCertificate|setDefaultConfiguration|QT_SSL_USE_TEMPORARY_KEYCHAIN)"));
    int files = 0;
    QStringList hits;
    for (const char *folder : { "app", "providers", "ui" }) {
        QDirIterator it(QStringLiteral(RD_SOURCE_DIR "/") + QLatin1String(folder),
            { QStringLiteral("*.cpp"), QStringLiteral("*.h") }, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            ++files;
            const QString text = QString::fromUtf8(readFile(path));
            auto match = weakening.globalMatch(text);
            while (match.hasNext()) {
                hits << path + QLatin1Char(':') + match.next().captured();
            }
        }
    }
    QVERIFY(files > 200);
    QVERIFY2(hits.isEmpty(), qPrintable(hits.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestTlsVerification)
#include "TestTlsVerification.moc"
