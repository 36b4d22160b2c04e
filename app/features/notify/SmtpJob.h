// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "notify/Alert.h"
#include "notify/NotifyChannel.h"

#include <QByteArray>
#include <QStringList>
#include <QTimer>

class QSslSocket;

namespace RentDeck {

/**
 * Sends one alert as a plain-text UTF-8 e-mail over SMTP (RFC 5321), upgrading to TLS with STARTTLS (RFC 3207) when
 * the channel asks for it: the server's certificate is checked against the system's CAs, never skipped. With
 * RENTDECK_SMTP_USER and RENTDECK_SMTP_PASSWORD set it logs in with AUTH PLAIN, and only after TLS. From:
 * RENTDECK_SMTP_FROM, else rentdeck@ the local host name. At most 30 s. Deletes itself after finished().
 */
class SmtpJob : public StatusJob
{
    Q_OBJECT

public:
    SmtpJob(NotifyChannel channel, Alert alert, QObject *parent = nullptr);
    ~SmtpJob() override;
    void start();
    void cancel() override;

    /** The message as sent after DATA (headers, base64 body, dot-stuffing not needed for base64). */
    static QByteArray message(const QString &from, const QString &to, const Alert &alert);

    static constexpr int TimeoutMs = 30000;

private:
    enum class Step
    {
        Greeting,
        Hello,
        StartTls,
        HelloAgain,
        Auth,
        MailFrom,
        RcptTo,
        Data,
        Body,
        Quit
    };

    void onReadyRead();
    void onReply(int code, const QString &text);
    void send(const QByteArray &line);
    void afterHello();
    void fail(const QString &why, Error::Code code = Error::Code::Network);

    NotifyChannel m_channel;
    Alert m_alert;
    QSslSocket *m_socket = nullptr;
    QTimer m_timeout;
    QByteArray m_buffer;
    QStringList m_replyLines;
    Step m_step = Step::Greeting;
    bool m_serverOffersStartTls = false;
    QString m_from;
};

} // namespace RentDeck
