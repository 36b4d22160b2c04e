// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "TempHome.h"
#include "billing/Ledger.h"
#include "core/Paths.h"
#include "services/Storage.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <cmath>

using namespace RentDeck;

namespace {

const QDateTime T0 = QDateTime(QDate(2026, 3, 1), QTime(12, 0), Qt::UTC);

QString iso(qint64 seconds)
{
    return T0.addSecs(seconds).toString(Qt::ISODate);
}

CliRun runCli(const QStringList &args)
{
    return runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, 60000);
}

Instance instance(const char *id, const char *price, const char *currency, BillingGranularity granularity)
{
    Instance result;
    result.providerId = QStringLiteral("sandbox");
    result.id = QLatin1String(id);
    result.state = InstanceState::Running;
    result.offerId = QStringLiteral("rtx4090-1");
    result.gpuName = QStringLiteral("NVIDIA GeForce RTX 4090");
    result.pricePerHour = Money::fromDecimalString(QLatin1String(price), QLatin1String(currency));
    result.billing.granularity = granularity;
    return result;
}

// Three instances: a per-minute USD one stopped, then destroyed (storage while stopped), a per-hour CNY one that
// lived 61 seconds, and a per-second USD one still running.
bool recordLedger()
{
    const Storage storage(Paths::ledgerFile());
    if (!storage.isOpen()) {
        return false;
    }
    Ledger &ledger = *storage.ledger();
    Instance minute = instance("1", "3.6", "USD", BillingGranularity::Minute);
    minute.diskGb = 100;
    minute.billing.storagePerGbMonth = Money::fromDecimalString(QStringLiteral("0.073"), QStringLiteral("USD"));
    const Instance hour = instance("2", "10", "CNY", BillingGranularity::Hour);
    const Instance second = instance("3", "1.8", "USD", BillingGranularity::Second);
    return ledger.recordLaunch(minute, T0, QStringLiteral("thesis"))
        && ledger.recordState(minute.name(), InstanceState::Stopped, T0.addSecs(61))
        && ledger.recordState(minute.name(), InstanceState::Terminated, T0.addSecs(3661))
        && ledger.recordLaunch(hour, T0, QStringLiteral("paper"))
        && ledger.recordState(hour.name(), InstanceState::Terminated, T0.addSecs(61))
        && ledger.recordLaunch(second, T0, QStringLiteral("thesis"));
}

/** Three minutes in which sandbox:3's GPU sat idle, as `watch` leaves them in the metric archive's 1-minute level. */
bool recordIdleMinutes()
{
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("idle"));
        db.setDatabaseName(Paths::ledgerFile());
        ok = db.open();
        for (int m = 10; ok && m < 13; ++m) {
            QSqlQuery insert(db);
            ok = insert.exec(QStringLiteral("INSERT INTO metric_points (instance_name, source, metric, resolution_s, "
                                            "t_ms, min, max, mean, count) VALUES ('sandbox:3', 0, 1, 60, %1, 0, 3, "
                                            "1, 60)")
                                 .arg(T0.addSecs(m * 60).toMSecsSinceEpoch()));
        }
    }
    QSqlDatabase::removeDatabase(QStringLiteral("idle"));
    return ok;
}

bool near(const QJsonValue &value, double expected)
{
    return value.isDouble() && std::abs(value.toDouble() - expected) < 1e-9;
}

QJsonObject byName(const QJsonArray &list, const QString &name)
{
    for (const QJsonValue &value : list) {
        if (value.toObject().value(QStringLiteral("name")).toString() == name) {
            return value.toObject();
        }
    }
    return {};
}

} // namespace

class TestCliCost : public QObject
{
    Q_OBJECT

private slots:
    void jsonPerInstanceAndTotals();
    void oneInstanceAndProject();
    void csvFieldByField();
    void sinceCountsOnlyTheWindow();
    void humanTable();
    void errors();
};

void TestCliCost::jsonPerInstanceAndTotals()
{
    TempHome home;
    QVERIFY(recordLedger());
    const CliRun run
        = runCli({ QStringLiteral("--json"), QStringLiteral("cost"), QStringLiteral("--until"), iso(4000) });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject doc = QJsonDocument::fromJson(run.out).object();
    const QJsonArray instances = doc.value(QStringLiteral("instances")).toArray();
    QCOMPARE(instances.size(), 3);
    QCOMPARE(doc.value(QStringLiteral("until")).toString(), iso(4000));
    QVERIFY(doc.value(QStringLiteral("since")).isNull());

    // Per minute: 61 s billed as 120 s ($0.12, of which $0.059 rounding) + 1 h stopped of 100 GB ($0.01).
    const QJsonObject minute = byName(instances, QStringLiteral("sandbox:1"));
    QCOMPARE(minute.value(QStringLiteral("provider")).toString(), QStringLiteral("sandbox"));
    QCOMPARE(minute.value(QStringLiteral("project")).toString(), QStringLiteral("thesis"));
    QCOMPARE(minute.value(QStringLiteral("status")).toString(), QStringLiteral("terminated"));
    QCOMPARE(minute.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
    QCOMPARE(minute.value(QStringLiteral("billing")).toString(), QStringLiteral("minute"));
    QVERIFY(near(minute.value(QStringLiteral("gpu")), 0.12));
    QVERIFY(near(minute.value(QStringLiteral("storage")), 0.01));
    QVERIFY(near(minute.value(QStringLiteral("traffic")), 0));
    QCOMPARE(minute.value(QStringLiteral("traffic_billed")).toBool(), false);
    QVERIFY(near(minute.value(QStringLiteral("total")), 0.13));
    QVERIFY(near(minute.value(QStringLiteral("rounding")), 0.059));
    QCOMPARE(minute.value(QStringLiteral("rounding_seconds")).toInteger(), 59);
    QCOMPARE(minute.value(QStringLiteral("run_seconds")).toInteger(), 61);
    QCOMPARE(minute.value(QStringLiteral("billed_seconds")).toInteger(), 120);
    QCOMPARE(minute.value(QStringLiteral("storage_seconds")).toInteger(), 3600);
    QCOMPARE(minute.value(QStringLiteral("launched_at")).toString(), iso(0));
    QCOMPARE(minute.value(QStringLiteral("ended_at")).toString(), iso(3661));

    // Per hour, 61 s: a whole hour, ¥9.830555 of it rounding.
    const QJsonObject hour = byName(instances, QStringLiteral("sandbox:2"));
    QCOMPARE(hour.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
    QVERIFY(near(hour.value(QStringLiteral("gpu")), 10));
    QVERIFY(near(hour.value(QStringLiteral("total")), 10));
    QVERIFY(near(hour.value(QStringLiteral("rounding")), 9.830555));
    QCOMPARE(hour.value(QStringLiteral("billed_seconds")).toInteger(), 3600);
    QCOMPARE(hour.value(QStringLiteral("rounding_seconds")).toInteger(), 3539);

    // Per second, running for 4000 s at $1.80/h.
    const QJsonObject running = byName(instances, QStringLiteral("sandbox:3"));
    QCOMPARE(running.value(QStringLiteral("status")).toString(), QStringLiteral("running"));
    QVERIFY(near(running.value(QStringLiteral("gpu")), 2));
    QCOMPARE(running.value(QStringLiteral("rounding_seconds")).toInteger(), 0);
    QVERIFY(running.value(QStringLiteral("ended_at")).isNull());

    // Totals per currency: USD and CNY are never added together.
    const QJsonArray totals = doc.value(QStringLiteral("totals")).toArray();
    QCOMPARE(totals.size(), 2);
    const QJsonObject cny = totals.at(0).toObject();
    QCOMPARE(cny.value(QStringLiteral("currency")).toString(), QStringLiteral("CNY"));
    QVERIFY(near(cny.value(QStringLiteral("total")), 10));
    QCOMPARE(cny.value(QStringLiteral("instances")).toInt(), 1);
    const QJsonObject usd = totals.at(1).toObject();
    QCOMPARE(usd.value(QStringLiteral("currency")).toString(), QStringLiteral("USD"));
    QVERIFY(near(usd.value(QStringLiteral("gpu")), 2.12));
    QVERIFY(near(usd.value(QStringLiteral("storage")), 0.01));
    QVERIFY(near(usd.value(QStringLiteral("traffic")), 0));
    QVERIFY(near(usd.value(QStringLiteral("total")), 2.13));
    QVERIFY(near(usd.value(QStringLiteral("rounding")), 0.059));
    QCOMPARE(usd.value(QStringLiteral("billed_seconds")).toInteger(), 4120);
    QCOMPARE(usd.value(QStringLiteral("instances")).toInt(), 2);
}

void TestCliCost::oneInstanceAndProject()
{
    TempHome home;
    QVERIFY(recordLedger());
    const CliRun one = runCli({ QStringLiteral("cost"), QStringLiteral("sandbox:2"), QStringLiteral("--json"),
        QStringLiteral("--until"), iso(60) });
    QVERIFY2(one.exitCode == 0, one.err.constData());
    const QJsonObject doc = QJsonDocument::fromJson(one.out).object();
    QCOMPARE(doc.value(QStringLiteral("instances")).toArray().size(), 1);
    QCOMPARE(doc.value(QStringLiteral("totals")).toArray().at(0).toObject().value(QStringLiteral("currency")),
        QJsonValue(QStringLiteral("CNY")));

    const CliRun project = runCli({ QStringLiteral("--json"), QStringLiteral("cost"), QStringLiteral("--project"),
        QStringLiteral("thesis"), QStringLiteral("--until"), iso(4000) });
    QCOMPARE(project.exitCode, 0);
    const QJsonObject thesis = QJsonDocument::fromJson(project.out).object();
    const QJsonArray instances = thesis.value(QStringLiteral("instances")).toArray();
    QCOMPARE(instances.size(), 2);
    for (const QJsonValue &value : instances) {
        QCOMPARE(value.toObject().value(QStringLiteral("project")).toString(), QStringLiteral("thesis"));
    }
    QCOMPARE(thesis.value(QStringLiteral("totals")).toArray().size(), 1);
}

void TestCliCost::csvFieldByField()
{
    TempHome home;
    QVERIFY(recordLedger());
    QVERIFY(recordIdleMinutes());
    const CliRun run
        = runCli({ QStringLiteral("cost"), QStringLiteral("--csv"), QStringLiteral("--until"), iso(4000) });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QStringList lines = QString::fromUtf8(run.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 1 + 3 + 2);
    const QStringList header = lines.at(0).split(QLatin1Char(','));
    QCOMPARE(header,
        QStringList({ QStringLiteral("name"), QStringLiteral("provider"), QStringLiteral("project"),
            QStringLiteral("status"), QStringLiteral("currency"), QStringLiteral("gpu"), QStringLiteral("storage"),
            QStringLiteral("traffic"), QStringLiteral("total"), QStringLiteral("rounding"),
            QStringLiteral("run_seconds"), QStringLiteral("billed_seconds"), QStringLiteral("rounding_seconds"),
            QStringLiteral("storage_seconds"), QStringLiteral("launched_at"), QStringLiteral("ended_at"),
            QStringLiteral("idle_seconds"), QStringLiteral("idle_cost") }));
    const auto field = [&header](const QString &line, const char *name) {
        return line.split(QLatin1Char(',')).value(int(header.indexOf(QLatin1String(name))));
    };
    const QString minute = lines.at(1);
    QCOMPARE(field(minute, "name"), QStringLiteral("sandbox:1"));
    QCOMPARE(field(minute, "project"), QStringLiteral("thesis"));
    QCOMPARE(field(minute, "status"), QStringLiteral("terminated"));
    QCOMPARE(field(minute, "currency"), QStringLiteral("USD"));
    QCOMPARE(field(minute, "gpu"), QStringLiteral("0.12"));
    QCOMPARE(field(minute, "storage"), QStringLiteral("0.01"));
    QCOMPARE(field(minute, "traffic"), QStringLiteral("0.00"));
    QCOMPARE(field(minute, "total"), QStringLiteral("0.13"));
    QCOMPARE(field(minute, "rounding"), QStringLiteral("0.059"));
    QCOMPARE(field(minute, "run_seconds"), QStringLiteral("61"));
    QCOMPARE(field(minute, "billed_seconds"), QStringLiteral("120"));
    QCOMPARE(field(minute, "rounding_seconds"), QStringLiteral("59"));
    QCOMPARE(field(minute, "storage_seconds"), QStringLiteral("3600"));
    QCOMPARE(field(minute, "launched_at"), iso(0));
    QCOMPARE(field(minute, "ended_at"), iso(3661));
    const QString hour = lines.at(2);
    QCOMPARE(field(hour, "currency"), QStringLiteral("CNY"));
    QCOMPARE(field(hour, "total"), QStringLiteral("10.00"));
    QCOMPARE(field(hour, "rounding"), QStringLiteral("9.830555"));
    QCOMPARE(field(lines.at(3), "ended_at"), QString());
    // Three idle minutes of a $1.80/h GPU: 180 s that cost $0.09.
    QCOMPARE(field(lines.at(3), "idle_seconds"), QStringLiteral("180"));
    QCOMPARE(field(lines.at(3), "idle_cost"), QStringLiteral("0.09"));
    QCOMPARE(field(minute, "idle_seconds"), QStringLiteral("0"));

    // Totals close the file, one row per currency.
    QCOMPARE(field(lines.at(4), "name"), QStringLiteral("TOTAL"));
    QCOMPARE(field(lines.at(4), "currency"), QStringLiteral("CNY"));
    QCOMPARE(field(lines.at(4), "total"), QStringLiteral("10.00"));
    QCOMPARE(field(lines.at(5), "name"), QStringLiteral("TOTAL"));
    QCOMPARE(field(lines.at(5), "currency"), QStringLiteral("USD"));
    QCOMPARE(field(lines.at(5), "gpu"), QStringLiteral("2.12"));
    QCOMPARE(field(lines.at(5), "total"), QStringLiteral("2.13"));
    QCOMPARE(field(lines.at(5), "billed_seconds"), QStringLiteral("4120"));
    QCOMPARE(field(lines.at(5), "idle_seconds"), QStringLiteral("180"));
    QCOMPARE(field(lines.at(5), "idle_cost"), QStringLiteral("0.09"));
}

void TestCliCost::sinceCountsOnlyTheWindow()
{
    TempHome home;
    QVERIFY(recordLedger());
    const CliRun run = runCli({ QStringLiteral("--json"), QStringLiteral("cost"), QStringLiteral("--since"), iso(2000),
        QStringLiteral("--until"), iso(4000) });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QJsonObject doc = QJsonDocument::fromJson(run.out).object();
    const QJsonArray instances = doc.value(QStringLiteral("instances")).toArray();
    // sandbox:2 was destroyed before the window: not listed.
    QCOMPARE(instances.size(), 2);
    QVERIFY(byName(instances, QStringLiteral("sandbox:2")).isEmpty());
    // sandbox:1 only paid storage in the window: 1661 s of it.
    const QJsonObject minute = byName(instances, QStringLiteral("sandbox:1"));
    QVERIFY(near(minute.value(QStringLiteral("gpu")), 0));
    QCOMPARE(minute.value(QStringLiteral("billed_seconds")).toInteger(), 0);
    QCOMPARE(minute.value(QStringLiteral("storage_seconds")).toInteger(), 1661);
    QVERIFY(near(minute.value(QStringLiteral("storage")), 0.004613));
    const QJsonObject running = byName(instances, QStringLiteral("sandbox:3"));
    QVERIFY(near(running.value(QStringLiteral("gpu")), 1));
    QCOMPARE(running.value(QStringLiteral("billed_seconds")).toInteger(), 2000);
    QCOMPARE(doc.value(QStringLiteral("since")).toString(), iso(2000));
}

void TestCliCost::humanTable()
{
    TempHome home;
    QVERIFY(recordLedger());
    const CliRun run = runCli({ QStringLiteral("cost"), QStringLiteral("--until"), iso(4000) });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    const QString text = QString::fromUtf8(run.out);
    QVERIFY2(text.startsWith(QStringLiteral("NAME")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("sandbox:2")));
    QVERIFY(text.contains(QStringLiteral("+58 min 59 s (¥9.83)")));
    QVERIFY(text.contains(QStringLiteral("+59 s ($0.06)")));
    QVERIFY(text.contains(QStringLiteral("total CNY")));
    QVERIFY(text.contains(QStringLiteral("total USD")));
    QVERIFY(text.contains(QStringLiteral("$2.13")));
}

void TestCliCost::errors()
{
    TempHome home;
    QVERIFY(recordLedger());
    const CliRun unknown = runCli({ QStringLiteral("cost"), QStringLiteral("sandbox:99") });
    QCOMPARE(unknown.exitCode, 1);
    QVERIFY(unknown.err.contains("sandbox:99 is not in the ledger"));
    const CliRun badDate = runCli({ QStringLiteral("cost"), QStringLiteral("--since"), QStringLiteral("yesterday") });
    QCOMPARE(badDate.exitCode, 2);
    QVERIFY(badDate.err.contains("--since"));
    const CliRun both = runCli({ QStringLiteral("--json"), QStringLiteral("cost"), QStringLiteral("--csv") });
    QCOMPARE(both.exitCode, 2);
    // A date alone is accepted (local midnight).
    const CliRun dateOnly = runCli({ QStringLiteral("--json"), QStringLiteral("cost"), QStringLiteral("--since"),
        QStringLiteral("2026-01-01"), QStringLiteral("--until"), QStringLiteral("2026-03-02") });
    QCOMPARE(dateOnly.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(dateOnly.out).object().value(QStringLiteral("instances")).toArray().size(), 3);
}

QTEST_GUILESS_MAIN(TestCliCost)
#include "TestCliCost.moc"
