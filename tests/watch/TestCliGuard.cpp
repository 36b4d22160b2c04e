// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// `launch --max-hours … --wait` from the real rentdeck-cli: the guard is saved and a watchdog installed, then
// every RentDeck process has exited, and the sandbox instance is still stopped at its deadline.
#include "CliRunner.h"
#include "TempHome.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace RentDeck;

namespace {
CliRun runCli(const QStringList &args, int timeoutMs = 120000)
{
    return runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, timeoutMs);
}

QString stateOf(const QString &name)
{
    const CliRun run = runCli({ QStringLiteral("--json"), QStringLiteral("instances") });
    const QJsonDocument json = QJsonDocument::fromJson(run.out);
    const QJsonArray list = json.isArray() ? json.array() : json.object().value(QStringLiteral("instances")).toArray();
    for (const QJsonValue &instance : list) {
        if (instance.toObject().value(QStringLiteral("name")).toString() == name) {
            return instance.toObject().value(QStringLiteral("status")).toString();
        }
    }
    return {};
}
} // namespace

class TestCliGuard : public QObject
{
    Q_OBJECT

private slots:
    void watchdogStopsAtTheDeadlineWithNoRentDeckRunning()
    {
        TempHome home;
        // 0.002 h = 7.2 s of lifetime.
        const CliRun launched = runCli({ QStringLiteral("--json"), QStringLiteral("launch"), QStringLiteral("--offer"),
            QStringLiteral("sandbox:sbx-4090-us"), QStringLiteral("--wait"), QStringLiteral("--max-hours"),
            QStringLiteral("0.002"), QStringLiteral("--idle-stop"), QStringLiteral("30") });
        QVERIFY2(launched.exitCode == 0, launched.err.constData());
        const QJsonObject json = QJsonDocument::fromJson(launched.out).object();
        const QString name = json.value(QStringLiteral("name")).toString();
        QVERIFY(!name.isEmpty());
        QVERIFY2(json.value(QStringLiteral("watchdog_pid")).toInteger() > 0, launched.out.constData());
        QCOMPARE(stateOf(name), QStringLiteral("running"));
        // No RentDeck process is left: only the instance's own sshd and the watchdog run now.
        QElapsedTimer clock;
        clock.start();
        QString state;
        while (clock.elapsed() < 40000 && (state = stateOf(name)) == QStringLiteral("running")) {
            QTest::qWait(1000);
        }
        QCOMPARE(state, QStringLiteral("stopped"));
        // The meter stopped with it: the ledger has the stop (recorded when RentDeck looked again).
        const CliRun cost = runCli({ QStringLiteral("--json"), QStringLiteral("cost"), name });
        QVERIFY2(cost.exitCode == 0, cost.err.constData());
        QVERIFY(runCli({ QStringLiteral("destroy"), name }).exitCode == 0);
    }

    void badGuardValuesAreRefused()
    {
        TempHome home;
        const CliRun run = runCli({ QStringLiteral("launch"), QStringLiteral("--offer"),
            QStringLiteral("sandbox:sbx-4090-us"), QStringLiteral("--budget"), QStringLiteral("-3") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("--budget"));
        QCOMPARE(stateOf(QStringLiteral("sandbox:1")), QString()); // nothing was rented
    }
};

QTEST_GUILESS_MAIN(TestCliGuard)
#include "TestCliGuard.moc"
