// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QUrl>

namespace RentDeck {

/**
 * Where alerts go besides the desktop: an incoming webhook (generic JSON or the shape Slack, Feishu/Lark, DingTalk or
 * WeCom expects) or an e-mail address behind an SMTP server. A webhook's URL is its credential: it is shown shortened
 * (display()) and never logged whole.
 */
struct NotifyChannel
{
    enum class Kind
    {
        Webhook,
        Email
    };
    enum class Format
    {
        Json,
        Slack,
        Feishu,
        DingTalk,
        WeCom
    };

    qint64 id = 0;
    Kind kind = Kind::Webhook;
    QString target; // the webhook URL, or the e-mail address
    Format format = Format::Json; // webhooks
    QString smtpHost; // e-mail
    int smtpPort = 25;
    bool startTls = false;

    static QString kindName(Kind kind)
    {
        return kind == Kind::Webhook ? QStringLiteral("webhook") : QStringLiteral("email");
    }
    static QString formatName(Format format);
    /** "json", "slack", "feishu", "dingtalk", "wecom"; false when \a name is none of them. */
    static bool formatFromName(const QString &name, Format *format);
    /** The format a well-known host implies (hooks.slack.com → slack …), else json. */
    static Format formatForUrl(const QUrl &url);
    /** "webhook slack https://hooks.slack.com/…" or "email ops@example.com via smtp.example.com:587 (STARTTLS)". */
    QString display() const;
};

} // namespace RentDeck
