// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "notify/NotifyChannel.h"

#include <array>
#include <utility>

namespace RentDeck {

namespace {

constexpr std::array<std::pair<NotifyChannel::Format, const char *>, 5> FormatNames { {
    { NotifyChannel::Format::Json, "json" },
    { NotifyChannel::Format::Slack, "slack" },
    { NotifyChannel::Format::Feishu, "feishu" },
    { NotifyChannel::Format::DingTalk, "dingtalk" },
    { NotifyChannel::Format::WeCom, "wecom" },
} };

} // namespace

QString NotifyChannel::formatName(Format format)
{
    for (const auto &[value, name] : FormatNames) {
        if (value == format) {
            return QString::fromLatin1(name);
        }
    }
    return QStringLiteral("json");
}

bool NotifyChannel::formatFromName(const QString &name, Format *format)
{
    for (const auto &[value, known] : FormatNames) {
        if (name == QLatin1String(known)) {
            *format = value;
            return true;
        }
    }
    // Lark is Feishu outside China: the same bot API on open.larksuite.com.
    if (name == QLatin1String("lark")) {
        *format = Format::Feishu;
        return true;
    }
    return false;
}

NotifyChannel::Format NotifyChannel::formatForUrl(const QUrl &url)
{
    const QString host = url.host().toLower();
    if (host == QLatin1String("hooks.slack.com")) {
        return Format::Slack;
    }
    if (host == QLatin1String("open.feishu.cn") || host == QLatin1String("open.larksuite.com")) {
        return Format::Feishu;
    }
    if (host == QLatin1String("oapi.dingtalk.com")) {
        return Format::DingTalk;
    }
    if (host == QLatin1String("qyapi.weixin.qq.com")) {
        return Format::WeCom;
    }
    return Format::Json;
}

QString NotifyChannel::display() const
{
    if (kind == Kind::Email) {
        return QStringLiteral("email %1 via %2:%3%4")
            .arg(target, smtpHost)
            .arg(smtpPort)
            .arg(startTls ? QStringLiteral(" (STARTTLS)") : QString());
    }
    // The path and query carry the hook's token: show the host and the first characters only.
    const QUrl url(target);
    const QString path = url.path(QUrl::FullyEncoded);
    return QStringLiteral("webhook %1 %2://%3%4…")
        .arg(formatName(format), url.scheme(), url.host(), path.left(std::min<qsizetype>(path.size(), 12)));
}

} // namespace RentDeck
