// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/NotifyCommand.h"

#include "budgets/BudgetStore.h"
#include "cli/CliContext.h"
#include "notify/AlertDispatcher.h"
#include "storage/Database.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUrl>

namespace RentDeck {

namespace {

QJsonObject channelJson(const NotifyChannel &channel)
{
    // The webhook URL is its credential: shown shortened, as everywhere.
    QJsonObject json { { QStringLiteral("id"), channel.id },
        { QStringLiteral("kind"), NotifyChannel::kindName(channel.kind) },
        { QStringLiteral("target"), channel.kind == NotifyChannel::Kind::Email ? channel.target : channel.display() } };
    if (channel.kind == NotifyChannel::Kind::Webhook) {
        json.insert(QStringLiteral("format"), NotifyChannel::formatName(channel.format));
    } else {
        json.insert(QStringLiteral("smtp"), QStringLiteral("%1:%2").arg(channel.smtpHost).arg(channel.smtpPort));
        json.insert(QStringLiteral("starttls"), channel.startTls);
    }
    return json;
}

} // namespace

void NotifyCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("ACTION"), QStringLiteral("add, list, remove or test."));
    parser.addPositionalArgument(QStringLiteral("ARGS"),
        QStringLiteral("add: webhook URL | email ADDRESS; remove: the channel's id."), QStringLiteral("[ARGS...]"));
    parser.addOptions({
        { QStringLiteral("format"),
            QStringLiteral("Webhook shape: json, slack, feishu, dingtalk or wecom (default: from the "
                           "URL's host, else json)."),
            QStringLiteral("F") },
        { QStringLiteral("smtp"), QStringLiteral("E-mail: the SMTP server."), QStringLiteral("HOST:PORT") },
        { QStringLiteral("starttls"), QStringLiteral("E-mail: upgrade to TLS (certificate checked) before sending.") },
    });
}

void NotifyCommand::start(const QCommandLineParser &parser)
{
    const QStringList words = parser.positionalArguments();
    const QString action = words.value(0);
    if (action == QLatin1String("add") && words.size() == 3) {
        add(words, parser);
    } else if (action == QLatin1String("list") && words.size() == 1) {
        list();
    } else if (action == QLatin1String("remove") && words.size() == 2) {
        remove(words.at(1));
    } else if (action == QLatin1String("test") && words.size() == 1) {
        test();
    } else {
        failWith(
            QStringLiteral("usage: rentdeck-cli notify add webhook URL [--format F] | add email ADDR --smtp HOST:PORT "
                           "[--starttls] | list | remove ID | test"),
            ExitUsage);
    }
}

void NotifyCommand::add(const QStringList &words, const QCommandLineParser &parser)
{
    NotifyChannel channel;
    if (words.at(1) == QLatin1String("webhook")) {
        const QUrl url(words.at(2), QUrl::StrictMode);
        if (!url.isValid() || (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http"))
            || url.host().isEmpty()) {
            failWith(QStringLiteral("the webhook must be an http(s) URL"), ExitUsage);
            return;
        }
        channel.kind = NotifyChannel::Kind::Webhook;
        channel.target = url.toString(QUrl::FullyEncoded);
        channel.format = NotifyChannel::formatForUrl(url);
        if (parser.isSet(QStringLiteral("format"))
            && !NotifyChannel::formatFromName(parser.value(QStringLiteral("format")), &channel.format)) {
            failWith(QStringLiteral("--format takes json, slack, feishu, dingtalk or wecom"), ExitUsage);
            return;
        }
    } else if (words.at(1) == QLatin1String("email")) {
        static const QRegularExpression address(QStringLiteral("^[^@\\s<>\"]+@[^@\\s<>\"]+$"));
        static const QRegularExpression hostPort(QStringLiteral("^([A-Za-z0-9.\\-]+|\\[[0-9a-fA-F:]+\\]):(\\d{1,5})$"));
        const auto server = hostPort.match(parser.value(QStringLiteral("smtp")));
        if (!address.match(words.at(2)).hasMatch() || !server.hasMatch() || server.captured(2).toInt() > 65535) {
            failWith(QStringLiteral("notify add email takes an address and --smtp HOST:PORT"), ExitUsage);
            return;
        }
        channel.kind = NotifyChannel::Kind::Email;
        channel.target = words.at(2);
        channel.smtpHost = server.captured(1);
        channel.smtpPort = server.captured(2).toInt();
        channel.startTls = parser.isSet(QStringLiteral("starttls"));
    } else {
        failWith(QStringLiteral("notify add takes webhook URL or email ADDRESS"), ExitUsage);
        return;
    }
    m_context.withBudgetDatabase(this, [this, channel](Result<std::shared_ptr<Database>> store) mutable {
        const Result<qint64> id
            = store ? BudgetStore(store.value().get()).addChannel(channel) : Result<qint64>(store.error());
        if (!id) {
            failWith(QStringLiteral("the channel was not saved: ") + id.error().message);
            return;
        }
        channel.id = id.value();
        if (m_context.json()) {
            CliContext::printJson(channelJson(channel));
        } else {
            CliContext::printLine(QStringLiteral("channel %1: %2").arg(channel.id).arg(channel.display()));
        }
        done(0);
    });
}

void NotifyCommand::list()
{
    withChannels([this](const QList<NotifyChannel> &channels) {
        QJsonArray list;
        for (const NotifyChannel &channel : channels) {
            if (m_context.json()) {
                list.append(channelJson(channel));
            } else {
                CliContext::printLine(QStringLiteral("%1  %2").arg(channel.id).arg(channel.display()));
            }
        }
        if (m_context.json()) {
            CliContext::printJson(list);
        }
        done(0);
    });
}

void NotifyCommand::remove(const QString &idText)
{
    removeRow(
        idText, QStringLiteral("channel"), [](const BudgetStore &store, qint64 id) { return store.removeChannel(id); });
}

void NotifyCommand::test()
{
    withChannels([this](const QList<NotifyChannel> &channels) {
        if (channels.isEmpty()) {
            failWith(QStringLiteral(
                "no channels yet: rentdeck-cli notify add webhook URL (or email ADDR --smtp HOST:PORT)"));
            return;
        }
        const Alert alert { QStringLiteral("test"), QStringLiteral("Test message"),
            QStringLiteral("If you read this, RentDeck's alerts reach you here.") };
        auto *dispatcher = new AlertDispatcher(channels, alert, this);
        connect(dispatcher, &Job::finished, this, [this, dispatcher] {
            const DeliveryReport &report = dispatcher->value();
            QJsonArray results;
            for (const NotifyChannel &channel : report.delivered) {
                QJsonObject json = channelJson(channel);
                json.insert(QStringLiteral("ok"), true);
                results.append(json);
                if (!m_context.json()) {
                    CliContext::printLine(QStringLiteral("sent: %1").arg(channel.display()));
                }
            }
            for (const auto &[channel, error] : report.failed) {
                QJsonObject json = channelJson(channel);
                json.insert(QStringLiteral("ok"), false);
                json.insert(QStringLiteral("error"), error.message);
                results.append(json);
                CliContext::progress(QStringLiteral("not sent: %1").arg(error.message));
            }
            if (m_context.json()) {
                CliContext::printJson(results);
            }
            done(report.failed.isEmpty() ? 0 : 1);
        });
        dispatcher->start();
    });
}

} // namespace RentDeck
