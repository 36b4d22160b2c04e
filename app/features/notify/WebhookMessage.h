// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "notify/Alert.h"
#include "notify/NotifyChannel.h"

#include <QByteArray>
#include <QCoreApplication>

namespace RentDeck {

/**
 * The JSON each incoming-webhook service expects, and how each says it took a message. The shapes follow the
 * services' own documentation:
 *   Slack   {"text": …}; success is HTTP 200 with the plain body "ok", failures a status and a word
 *           (api.slack.com/messaging/webhooks; 429 with Retry-After when over about one a second)
 *   Feishu  {"msg_type":"text","content":{"text":…}}; HTTP 200 even on failure, {"code":0} is success
 *           (open.feishu.cn/document/client-docs/bot-v3/add-custom-bot; 11232 = rate limited, 19024 = keyword)
 *   DingTalk {"msgtype":"text","text":{"content":…}}; HTTP 200 with {"errcode":0} on success
 *           (open.dingtalk.com/document/robots/custom-robot-access; 130101 = over 20 a minute, 310000 = keyword/sign)
 *   WeCom   {"msgtype":"text","text":{"content":…}} of at most 2048 UTF-8 bytes; {"errcode":0} is success
 *           (developer.work.weixin.qq.com/document/path/91770; 45009 = over 20 a minute, 93000 = bad URL)
 *   json    RentDeck's own {"source":"rentdeck","key","title","text"}; any 2xx is success.
 * Every text starts with "RentDeck", so a bot that only accepts messages with a keyword can be given that one.
 */
class WebhookMessage
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::WebhookMessage)

public:
    WebhookMessage() = delete;

    static QByteArray body(NotifyChannel::Format format, const Alert &alert);
    /** Ok when the service took the message; else what it said, RateLimited when it asked to slow down. */
    [[nodiscard]] static Status interpret(NotifyChannel::Format format, int httpStatus, const QByteArray &reply);

    /** WeCom's limit on a text message, in UTF-8 bytes. */
    static constexpr int WeComTextLimit = 2048;
};

} // namespace RentDeck
