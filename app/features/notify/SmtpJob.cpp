// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notify/SmtpJob.h"

#include "logging/LoggingCategories.h"

#include <QDateTime>
#include <QHostInfo>
#include <QLocale>
#include <QSslSocket>
#include <QUuid>

namespace RentDeck {

namespace {

// RFC 2047: a header value in UTF-8, base64-encoded.
QByteArray encodedWord(const QString &text)
{
    return "=?UTF-8?B?" + text.toUtf8().toBase64() + "?=";
}

// A reply line is "NNN-text" (more follow) or "NNN text" (the last).
bool isLastLine(const QByteArray &line)
{
    return line.size() < 4 || line.at(3) != '-';
}

} // namespace

SmtpJob::SmtpJob(NotifyChannel channel, Alert alert, QObject *parent)
    : StatusJob(parent)
    , m_channel(std::move(channel))
    , m_alert(std::move(alert))
{
    m_from = qEnvironmentVariable("RENTDECK_SMTP_FROM");
    if (m_from.isEmpty()) {
        m_from = QStringLiteral("rentdeck@") + QHostInfo::localHostName();
    }
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        fail(tr("the SMTP server %1 did not answer within %2 s").arg(m_channel.smtpHost).arg(TimeoutMs / 1000),
            Error::Code::Timeout);
    });
}

SmtpJob::~SmtpJob() = default;

QByteArray SmtpJob::message(const QString &from, const QString &to, const Alert &alert)
{
    QByteArray body = (alert.body.isEmpty() ? alert.title : alert.body).toUtf8().toBase64();
    QByteArray wrapped;
    for (qsizetype i = 0; i < body.size(); i += 76) {
        wrapped += body.mid(i, 76) + "\r\n";
    }
    const QString date
        = QLocale::c().toString(QDateTime::currentDateTimeUtc(), QStringLiteral("ddd, dd MMM yyyy hh:mm:ss"))
        + QStringLiteral(" +0000");
    QByteArray message;
    message += "From: RentDeck <" + from.toUtf8() + ">\r\n";
    message += "To: <" + to.toUtf8() + ">\r\n";
    message += "Subject: " + encodedWord(QStringLiteral("RentDeck: ") + alert.title) + "\r\n";
    message += "Date: " + date.toLatin1() + "\r\n";
    message += "Message-ID: <" + QUuid::createUuid().toString(QUuid::WithoutBraces).toLatin1() + "@rentdeck>\r\n";
    message += "MIME-Version: 1.0\r\n";
    message += "Content-Type: text/plain; charset=UTF-8\r\n";
    message += "Content-Transfer-Encoding: base64\r\n";
    if (!alert.key.isEmpty()) {
        message += "X-RentDeck-Alert: " + alert.key.toUtf8() + "\r\n";
    }
    message += "\r\n" + wrapped;
    return message;
}

void SmtpJob::start()
{
    m_socket = new QSslSocket(this);
    connect(m_socket, &QSslSocket::readyRead, this, &SmtpJob::onReadyRead);
    connect(m_socket, &QSslSocket::encrypted, this, [this] {
        m_step = Step::HelloAgain;
        send("EHLO rentdeck");
    });
    connect(m_socket, &QSslSocket::sslErrors, this, [this](const QList<QSslError> &errors) {
        // Never ignored: an e-mail alert must not teach anyone to accept a certificate nobody checked.
        fail(tr("the SMTP server %1 showed a certificate that does not check out (%2); install its CA in the system's "
                "trust store")
                 .arg(m_channel.smtpHost, errors.value(0).errorString()));
    });
    connect(m_socket, &QSslSocket::errorOccurred, this, [this](QAbstractSocket::SocketError) {
        if (m_step != Step::Quit) {
            fail(tr("cannot talk to the SMTP server %1:%2: %3")
                     .arg(m_channel.smtpHost)
                     .arg(m_channel.smtpPort)
                     .arg(m_socket->errorString()));
        }
    });
    m_timeout.start(TimeoutMs);
    m_socket->connectToHost(m_channel.smtpHost, quint16(m_channel.smtpPort));
}

void SmtpJob::cancel()
{
    if (m_socket) {
        m_socket->abort();
    }
    StatusJob::cancel();
}

void SmtpJob::fail(const QString &why, Error::Code code)
{
    if (isFinished()) {
        return;
    }
    m_timeout.stop();
    qCWarning(lcNet) << "e-mail alert not sent:" << why;
    if (m_socket) {
        m_socket->abort();
    }
    finishWith(Error::make(code, tr("The e-mail to %1 was not sent: %2").arg(m_channel.target, why)));
}

void SmtpJob::send(const QByteArray &line)
{
    m_socket->write(line + "\r\n");
}

void SmtpJob::onReadyRead()
{
    m_buffer += m_socket->readAll();
    if (m_buffer.size() > 64 * 1024) {
        fail(tr("the SMTP server sent more than RentDeck reads in one reply"), Error::Code::InvalidInput);
        return;
    }
    qsizetype end;
    while (!isFinished() && (end = m_buffer.indexOf("\r\n")) >= 0) {
        const QByteArray line = m_buffer.left(end);
        m_buffer.remove(0, end + 2);
        m_replyLines << QString::fromUtf8(line.mid(4));
        if (!isLastLine(line)) {
            continue;
        }
        bool ok = false;
        const int code = line.left(3).toInt(&ok);
        const QString text = m_replyLines.join(QLatin1Char(' '));
        const QStringList lines = m_replyLines;
        m_replyLines.clear();
        if (!ok) {
            fail(tr("the server at %1 does not speak SMTP").arg(m_channel.smtpHost), Error::Code::InvalidInput);
            return;
        }
        if (m_step == Step::Hello || m_step == Step::HelloAgain) {
            m_serverOffersStartTls = std::any_of(lines.cbegin(), lines.cend(), [](const QString &l) {
                return l.trimmed().compare(QLatin1String("STARTTLS"), Qt::CaseInsensitive) == 0;
            });
        }
        onReply(code, text);
    }
}

void SmtpJob::afterHello()
{
    const QString user = qEnvironmentVariable("RENTDECK_SMTP_USER");
    const QString password = qEnvironmentVariable("RENTDECK_SMTP_PASSWORD");
    if (!user.isEmpty() && !password.isEmpty()) {
        if (!m_socket->isEncrypted()) {
            fail(tr("RentDeck logs in to an SMTP server only over TLS; add --starttls"), Error::Code::InvalidInput);
            return;
        }
        m_step = Step::Auth;
        const QByteArray plain = QByteArray(1, '\0') + user.toUtf8() + QByteArray(1, '\0') + password.toUtf8();
        send("AUTH PLAIN " + plain.toBase64());
        return;
    }
    m_step = Step::MailFrom;
    send("MAIL FROM:<" + m_from.toUtf8() + ">");
}

void SmtpJob::onReply(int code, const QString &text)
{
    const auto expect = [&](int wanted, const QString &during) {
        if (code / 100 == wanted / 100) {
            return true;
        }
        fail(tr("the server answered %1 %2 to %3").arg(code).arg(text, during),
            code / 100 == 4 ? Error::Code::RateLimited : Error::Code::Provider);
        return false;
    };
    switch (m_step) {
    case Step::Greeting:
        if (expect(220, QStringLiteral("the greeting"))) {
            m_step = Step::Hello;
            send("EHLO rentdeck");
        }
        return;
    case Step::Hello:
        if (!expect(250, QStringLiteral("EHLO"))) {
            return;
        }
        if (m_channel.startTls) {
            if (!m_serverOffersStartTls) {
                fail(tr("the server does not offer STARTTLS, and this channel asks for it"), Error::Code::Unsupported);
                return;
            }
            m_step = Step::StartTls;
            send("STARTTLS");
            return;
        }
        afterHello();
        return;
    case Step::StartTls:
        if (expect(220, QStringLiteral("STARTTLS"))) {
            m_socket->startClientEncryption();
        }
        return;
    case Step::HelloAgain:
        if (expect(250, QStringLiteral("EHLO"))) {
            afterHello();
        }
        return;
    case Step::Auth:
        if (code != 235) {
            fail(tr("the server refused the login (%1 %2); check RENTDECK_SMTP_USER and RENTDECK_SMTP_PASSWORD")
                     .arg(code)
                     .arg(text),
                Error::Code::Auth);
            return;
        }
        m_step = Step::MailFrom;
        send("MAIL FROM:<" + m_from.toUtf8() + ">");
        return;
    case Step::MailFrom:
        if (expect(250, QStringLiteral("MAIL FROM"))) {
            m_step = Step::RcptTo;
            send("RCPT TO:<" + m_channel.target.toUtf8() + ">");
        }
        return;
    case Step::RcptTo:
        if (expect(250, QStringLiteral("RCPT TO"))) {
            m_step = Step::Data;
            send("DATA");
        }
        return;
    case Step::Data:
        if (expect(354, QStringLiteral("DATA"))) {
            m_step = Step::Body;
            m_socket->write(message(m_from, m_channel.target, m_alert) + "\r\n.\r\n");
        }
        return;
    case Step::Body:
        if (expect(250, QStringLiteral("the message"))) {
            m_step = Step::Quit;
            m_timeout.stop();
            send("QUIT");
            m_socket->disconnectFromHost();
            finishWith();
        }
        return;
    case Step::Quit:
        return;
    }
}

} // namespace RentDeck
