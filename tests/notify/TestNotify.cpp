// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "JobAwait.h"
#include "budgets/BudgetEvaluator.h"
#include "notify/SmtpJob.h"
#include "notify/WebhookMessage.h"
#include "settings/DisplayCurrency.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSslConfiguration>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

QJsonObject jsonOf(const QByteArray &body)
{
    return QJsonDocument::fromJson(body).object();
}

BudgetedInstance running(
    const QString &name, double perHour, const QString &currency, const QDateTime &since, const QString &project = {})
{
    BudgetedInstance row;
    row.instance.name = name;
    row.instance.providerId = QStringLiteral("sandbox");
    row.instance.pricePerHour = Money::fromDouble(perHour, currency);
    row.instance.launchedAt = since;
    row.instance.project = project;
    row.events << LifecycleEvent { InstanceState::Running, since, {} };
    return row;
}

Money convertAt72(const Money &amount, const QString &currency)
{
    return DisplayCurrency(currency, 7.2).convert(amount);
}

// A real SMTP server (aiosmtpd) on a free port; with a certificate it demands STARTTLS.
struct SmtpServer
{
    QProcess process;
    quint16 port = 0;
    QByteArray output;

    bool start(const QString &cert = {}, const QString &key = {})
    {
        QTcpServer finder;
        if (!finder.listen(QHostAddress::LocalHost, 0)) {
            return false;
        }
        port = finder.serverPort();
        finder.close();
        QStringList args { QStringLiteral("-u"), QStringLiteral("-m"), QStringLiteral("aiosmtpd"), QStringLiteral("-n"),
            QStringLiteral("-c"), QStringLiteral("aiosmtpd.handlers.Debugging"), QStringLiteral("-l"),
            QStringLiteral("127.0.0.1:%1").arg(port) };
        if (!cert.isEmpty()) {
            args << QStringLiteral("--tlscert") << cert << QStringLiteral("--tlskey") << key;
        }
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(QStringLiteral("/usr/bin/python3"), args);
        for (int i = 0; i < 100; ++i) {
            QTcpSocket socket;
            socket.connectToHost(QHostAddress::LocalHost, port);
            if (socket.waitForConnected(200)) {
                return true;
            }
            QTest::qWait(100);
        }
        return false;
    }
    QByteArray received()
    {
        output += process.readAll();
        return output;
    }
    ~SmtpServer()
    {
        process.kill();
        process.waitForFinished(3000);
    }
};

bool haveAiosmtpd()
{
    QProcess probe;
    probe.start(QStringLiteral("/usr/bin/python3"), { QStringLiteral("-c"), QStringLiteral("import aiosmtpd") });
    return probe.waitForFinished(20000) && probe.exitCode() == 0;
}

} // namespace

class TestNotify : public QObject
{
    Q_OBJECT

private slots:
    void webhookShapesFollowTheServices();
    void webhookAnswersAreRead();
    void budgetPeriodsFollowTheTimeZone();
    void budgetThresholdsAndScopes();
    void emailOverStartTlsWithACheckedCertificate();
};

void TestNotify::webhookShapesFollowTheServices()
{
    const Alert alert { QStringLiteral("budget:1:80:2026-12"), QStringLiteral("Budget team passed 80 %"),
        QStringLiteral("Spent ¥8 of ¥10.") };
    const QJsonObject slack = jsonOf(WebhookMessage::body(NotifyChannel::Format::Slack, alert));
    QVERIFY(slack.value(QStringLiteral("text"))
                .toString()
                .startsWith(QLatin1String("RentDeck: Budget team passed 80 %\n")));
    const QJsonObject feishu = jsonOf(WebhookMessage::body(NotifyChannel::Format::Feishu, alert));
    QCOMPARE(feishu.value(QStringLiteral("msg_type")).toString(), QStringLiteral("text"));
    QVERIFY(feishu.value(QStringLiteral("content"))
                .toObject()
                .value(QStringLiteral("text"))
                .toString()
                .contains(QStringLiteral("¥8")));
    const QJsonObject dingtalk = jsonOf(WebhookMessage::body(NotifyChannel::Format::DingTalk, alert));
    QCOMPARE(dingtalk.value(QStringLiteral("msgtype")).toString(), QStringLiteral("text"));
    QVERIFY(dingtalk.value(QStringLiteral("text"))
                .toObject()
                .value(QStringLiteral("content"))
                .toString()
                .startsWith(QLatin1String("RentDeck")));
    const QJsonObject json = jsonOf(WebhookMessage::body(NotifyChannel::Format::Json, alert));
    QCOMPARE(json.value(QStringLiteral("key")).toString(), alert.key);
    QCOMPARE(json.value(QStringLiteral("source")).toString(), QStringLiteral("rentdeck"));
    // WeCom takes at most 2048 bytes of UTF-8: a long Chinese text is cut, not refused.
    const Alert longAlert { QStringLiteral("k"), QStringLiteral("预算"), QString(2000, QChar(0x9884)) };
    const QJsonObject wecom = jsonOf(WebhookMessage::body(NotifyChannel::Format::WeCom, longAlert));
    const QString content = wecom.value(QStringLiteral("text")).toObject().value(QStringLiteral("content")).toString();
    QVERIFY(content.toUtf8().size() <= WebhookMessage::WeComTextLimit);
    QVERIFY(content.toUtf8().size() > WebhookMessage::WeComTextLimit - 16);
    // The format follows the host when none is given.
    QCOMPARE(NotifyChannel::formatForUrl(QUrl(QStringLiteral("https://hooks.slack.com/services/T/B/x"))),
        NotifyChannel::Format::Slack);
    QCOMPARE(NotifyChannel::formatForUrl(QUrl(QStringLiteral("https://open.larksuite.com/open-apis/bot/v2/hook/x"))),
        NotifyChannel::Format::Feishu);
    QCOMPARE(NotifyChannel::formatForUrl(QUrl(QStringLiteral("https://oapi.dingtalk.com/robot/send?access_token=x"))),
        NotifyChannel::Format::DingTalk);
    QCOMPARE(
        NotifyChannel::formatForUrl(QUrl(QStringLiteral("https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=x"))),
        NotifyChannel::Format::WeCom);
    // A hook's URL is its credential: display() keeps the token out.
    NotifyChannel hook;
    hook.target = QStringLiteral("https://hooks.slack.com/services/T000/B000/SECRETTOKENVALUE");
    hook.format = NotifyChannel::Format::Slack;
    QVERIFY2(!hook.display().contains(QLatin1String("SECRETTOKENVALUE")), qPrintable(hook.display()));
}

void TestNotify::webhookAnswersAreRead()
{
    using F = NotifyChannel::Format;
    // Slack: 200 "ok", else a status and a word
    // (api.slack.com/changelog/2016-05-17-changes-to-errors-for-incoming-webhooks).
    QVERIFY(WebhookMessage::interpret(F::Slack, 200, "ok"));
    const Status noTeam = WebhookMessage::interpret(F::Slack, 404, "no_team");
    QVERIFY(!noTeam);
    QVERIFY(noTeam.error().message.contains(QLatin1String("no_team")));
    QCOMPARE(WebhookMessage::interpret(F::Slack, 429, "").error().code, Error::Code::RateLimited);
    // Feishu: HTTP 200 either way; the code decides (and the older StatusCode).
    QVERIFY(WebhookMessage::interpret(
        F::Feishu, 200, R"({"StatusCode":0,"StatusMessage":"success","code":0,"data":{},"msg":"success"})"));
    QVERIFY(WebhookMessage::interpret(F::Feishu, 200, R"({"StatusCode":0,"StatusMessage":"success"})"));
    const Status keyword = WebhookMessage::interpret(F::Feishu, 200, R"({"code":19024,"msg":"Key Words Not Found"})");
    QVERIFY(!keyword);
    QVERIFY(keyword.error().message.contains(QLatin1String("Key Words Not Found")));
    QCOMPARE(WebhookMessage::interpret(F::Feishu, 200, R"({"code":11232,"msg":"frequency limited"})").error().code,
        Error::Code::RateLimited);
    QVERIFY(!WebhookMessage::interpret(F::Feishu, 200, "<html>gateway</html>"));
    // DingTalk and WeCom: errcode.
    QVERIFY(WebhookMessage::interpret(F::DingTalk, 200, R"({"errcode":0,"errmsg":"ok"})"));
    QCOMPARE(WebhookMessage::interpret(F::DingTalk, 200, R"({"errcode":130101,"errmsg":"send too fast"})").error().code,
        Error::Code::RateLimited);
    QVERIFY(!WebhookMessage::interpret(F::DingTalk, 200, R"({"errcode":310000,"errmsg":"keywords not in content"})"));
    QVERIFY(WebhookMessage::interpret(F::WeCom, 200, R"({"errcode":0,"errmsg":"ok"})"));
    QCOMPARE(
        WebhookMessage::interpret(F::WeCom, 200, R"({"errcode":45009,"errmsg":"api freq out of limit"})").error().code,
        Error::Code::RateLimited);
    QVERIFY(!WebhookMessage::interpret(F::WeCom, 200, R"({"errcode":93000,"errmsg":"invalid webhook url"})"));
    // Generic JSON: any 2xx.
    QVERIFY(WebhookMessage::interpret(F::Json, 204, ""));
    QVERIFY(!WebhookMessage::interpret(F::Json, 500, "oops"));
}

void TestNotify::budgetPeriodsFollowTheTimeZone()
{
    Budget budget;
    budget.timeZone = QStringLiteral("Asia/Shanghai");
    budget.period = Budget::Period::Day;
    // 17:00 UTC on the 6th is 01:00 on the 7th in Shanghai: a new day there.
    const QDateTime now = QDateTime(QDate(2026, 12, 6), QTime(17, 0), Qt::UTC);
    QCOMPARE(budget.periodKey(now), QStringLiteral("2026-12-07"));
    QCOMPARE(budget.periodStart(now), QDateTime(QDate(2026, 12, 6), QTime(16, 0), Qt::UTC));
    budget.period = Budget::Period::Month;
    QCOMPARE(budget.periodKey(QDateTime(QDate(2026, 11, 30), QTime(17, 0), Qt::UTC)), QStringLiteral("2026-12"));
    QCOMPARE(budget.periodStart(now), QDateTime(QDate(2026, 11, 30), QTime(16, 0), Qt::UTC));
    Budget::Scope scope;
    QString value;
    QVERIFY(Budget::parseScope(QStringLiteral("project:vision"), &scope, &value));
    QCOMPARE(scope, Budget::Scope::Project);
    QCOMPARE(value, QStringLiteral("vision"));
    QVERIFY(!Budget::parseScope(QStringLiteral("project:"), &scope, &value));
    QVERIFY(!Budget::parseScope(QStringLiteral("everything"), &scope, &value));
}

void TestNotify::budgetThresholdsAndScopes()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    Budget budget;
    budget.timeZone = QStringLiteral("UTC");
    budget.period = Budget::Period::Day;
    budget.limit = Money::fromDouble(10, QStringLiteral("USD"));
    budget.warnPercents = { 50, 80, 100 };
    // Two hours of a $3/h machine today (or since midnight, whichever is shorter), and a CNY one converted at 7.2.
    const QDateTime start = std::max(now.addSecs(-7200), budget.periodStart(now));
    const double hours = double(start.secsTo(now)) / 3600.0;
    const QList<BudgetedInstance> rows { running(QStringLiteral("a:1"), 3, QStringLiteral("USD"), start,
                                             QStringLiteral("vision")),
        running(QStringLiteral("b:1"), 7.2, QStringLiteral("CNY"), start, QStringLiteral("nlp")) };
    const BudgetStanding all = BudgetEvaluator::evaluate(budget, rows, now, convertAt72);
    QCOMPARE(all.spent.currency(), QStringLiteral("USD"));
    QVERIFY(std::abs(all.spent.toDouble() - 4 * hours) < 0.01);
    QCOMPARE(all.runningInScope.size(), 2);
    budget.scope = Budget::Scope::Project;
    budget.scopeValue = QStringLiteral("vision");
    const BudgetStanding vision = BudgetEvaluator::evaluate(budget, rows, now, convertAt72);
    QVERIFY(std::abs(vision.spent.toDouble() - 3 * hours) < 0.01);
    QCOMPARE(vision.runningInScope, QStringList { QStringLiteral("a:1") });
    // Thresholds: a limit at 1.5× what was spent crosses 50 only; at 0.9× all three.
    budget.scope = Budget::Scope::Account;
    budget.limit = Money::fromDouble(all.spent.toDouble() * 1.5, QStringLiteral("USD"));
    QCOMPARE(BudgetEvaluator::evaluate(budget, rows, now, convertAt72).crossed, (QList<int> { 50 }));
    budget.limit = Money::fromDouble(all.spent.toDouble() * 0.9, QStringLiteral("USD"));
    QCOMPARE(BudgetEvaluator::evaluate(budget, rows, now, convertAt72).crossed, (QList<int> { 50, 80, 100 }));
    // In a team, "account" is the budget's own member's instances.
    budget.member = QStringLiteral("alice");
    QList<BudgetedInstance> team = rows;
    team[0].member = QStringLiteral("alice");
    team[1].member = QStringLiteral("bob");
    QCOMPARE(BudgetEvaluator::evaluate(budget, team, now, convertAt72).runningInScope,
        QStringList { QStringLiteral("a:1") });
}

void TestNotify::emailOverStartTlsWithACheckedCertificate()
{
    if (!haveAiosmtpd()) {
        QSKIP("python3-aiosmtpd is not installed");
    }
    QTemporaryDir dir;
    QProcess openssl;
    openssl.setWorkingDirectory(dir.path());
    openssl.start(QStringLiteral("/bin/sh"),
        { QStringLiteral("-c"),
            QStringLiteral("set -e;"
                           "openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=test-ca -keyout ca.key -out "
                           "ca.crt 2>/dev/null;"
                           "openssl req -newkey rsa:2048 -nodes -subj /CN=127.0.0.1 -keyout server.key -out server.csr "
                           "2>/dev/null;"
                           "printf 'subjectAltName=IP:127.0.0.1\\n' > san.ext;"
                           "openssl x509 -req -in server.csr -CA ca.crt -CAkey ca.key -CAcreateserial -days 2 -extfile "
                           "san.ext -out server.crt 2>/dev/null;"
                           "openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=127.0.0.1 -addext "
                           "subjectAltName=IP:127.0.0.1 -keyout self.key -out self.crt 2>/dev/null") });
    QVERIFY(openssl.waitForFinished(60000) && openssl.exitCode() == 0);
    // This test process trusts the test CA, as a machine with it in its trust store would.
    QSslConfiguration trusting = QSslConfiguration::defaultConfiguration();
    trusting.addCaCertificates(dir.filePath(QStringLiteral("ca.crt")));
    QSslConfiguration::setDefaultConfiguration(trusting);

    SmtpServer server;
    QVERIFY(server.start(dir.filePath(QStringLiteral("server.crt")), dir.filePath(QStringLiteral("server.key"))));
    NotifyChannel channel;
    channel.kind = NotifyChannel::Kind::Email;
    channel.target = QStringLiteral("ops@example.com");
    channel.smtpHost = QStringLiteral("127.0.0.1");
    channel.smtpPort = server.port;
    channel.startTls = true;
    const Alert alert { QStringLiteral("budget:7:100:2026-12"), QStringLiteral("预算用完 Budget used up"),
        QStringLiteral("Spent ¥12 of ¥10.") };
    auto *sent = new SmtpJob(channel, alert);
    sent->start();
    const Status delivered = await(sent);
    QVERIFY2(delivered, qPrintable(delivered.error().message));
    QTRY_VERIFY_WITH_TIMEOUT(server.received().contains("X-RentDeck-Alert: budget:7:100:2026-12"), 10000);
    QVERIFY(server.received().contains(QByteArray(
        "Subject: =?UTF-8?B?" + QStringLiteral("RentDeck: 预算用完 Budget used up").toUtf8().toBase64() + "?=")));

    // The same server without STARTTLS asked for: it refuses to take mail in the clear, and the error says so.
    channel.startTls = false;
    auto *clear = new SmtpJob(channel, alert);
    clear->start();
    const Status inClear = await(clear);
    QVERIFY(!inClear);
    QVERIFY2(inClear.error().message.contains(QLatin1String("MAIL FROM")), qPrintable(inClear.error().message));

    // A server whose certificate nobody vouches for is refused, never accepted "just this once".
    SmtpServer impostor;
    QVERIFY(impostor.start(dir.filePath(QStringLiteral("self.crt")), dir.filePath(QStringLiteral("self.key"))));
    channel.smtpPort = impostor.port;
    channel.startTls = true;
    auto *refused = new SmtpJob(channel, alert);
    refused->start();
    const Status untrusted = await(refused);
    QVERIFY(!untrusted);
    QVERIFY2(untrusted.error().message.contains(QLatin1String("certificate")), qPrintable(untrusted.error().message));
    QVERIFY(!impostor.received().contains("X-RentDeck-Alert"));
}

QTEST_GUILESS_MAIN(TestNotify)
#include "TestNotify.moc"
