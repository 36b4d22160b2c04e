// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "billing/Ledger.h"
#include "checks/CheckReport.h"
#include "plan/ThroughputHistory.h"
#include "services/Storage.h"

#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

const QDateTime T0 = QDateTime::fromSecsSinceEpoch(1'790'000'000, Qt::UTC);

Instance launched(const QString &id, const QString &offerId, const QString &gpu)
{
    Instance instance;
    instance.providerId = QStringLiteral("sandbox");
    instance.id = id;
    instance.offerId = offerId;
    instance.gpuName = gpu;
    instance.pricePerHour = Money::fromDecimalString(QStringLiteral("0.35"), QStringLiteral("USD"));
    return instance;
}

/** A stored report as CheckService writes it, with a bench.tflops result measuring \a tflops (none when < 0). */
QByteArray reportJson(const QString &instance, const QString &gpuModel, double tflops)
{
    CheckReport report;
    report.instanceName = instance;
    report.gpuModel = gpuModel;
    report.results << CheckResult::make(
        QStringLiteral("gpu.count"), QStringLiteral("GPUs"), CheckStatus::Pass, QStringLiteral("1"));
    CheckResult bench = CheckResult::make(QStringLiteral("bench.tflops"), QStringLiteral("Matmul TFLOPS (bf16)"),
        CheckStatus::Warn, QStringLiteral("whatever the translation says"));
    if (tflops >= 0) {
        bench.value = tflops;
    }
    report.results << bench;
    return QJsonDocument(report.toJson()).toJson(QJsonDocument::Compact);
}

} // namespace

class TestThroughputHistory : public QObject
{
    Q_OBJECT

private slots:
    void valueSurvivesTheReportJson();
    void loadsBenchmarksFromTheLedger();
    void emptyLedgerHasNoHistory();
};

void TestThroughputHistory::valueSurvivesTheReportJson()
{
    CheckResult result = CheckResult::make(
        QStringLiteral("bench.tflops"), QStringLiteral("t"), CheckStatus::Pass, QStringLiteral("148.5 TFLOPS"));
    QVERIFY(!CheckResult::fromJson(result.toJson()).value);
    QVERIFY(!result.toJson().contains(QStringLiteral("value")));
    result.value = 148.5;
    QCOMPARE(CheckResult::fromJson(result.toJson()).value, std::optional<double>(148.5));
}

void TestThroughputHistory::loadsBenchmarksFromTheLedger()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Storage storage(dir.filePath(QStringLiteral("ledger.sqlite")));
    QVERIFY2(storage.isOpen(), qPrintable(storage.error().message));
    Ledger &ledger = *storage.ledger();
    CheckReportStore reports = storage.checkReports();
    const QString gpu = QStringLiteral("NVIDIA GeForce RTX 4090");
    QVERIFY(ledger.recordLaunch(launched(QStringLiteral("1"), QStringLiteral("sbx-4090-us"), gpu), T0));
    QVERIFY(ledger.recordLaunch(launched(QStringLiteral("2"), QStringLiteral("sbx-4090x2-cn"), gpu), T0));
    QVERIFY(reports.record(QStringLiteral("sandbox:1"), QStringLiteral("pass"), {},
        reportJson(QStringLiteral("sandbox:1"), gpu, 150), T0.addSecs(60)));
    QVERIFY(reports.record(QStringLiteral("sandbox:1"), QStringLiteral("warn"), {},
        reportJson(QStringLiteral("sandbox:1"), gpu, 70), T0.addSecs(120))); // newer: the offer's figure
    QVERIFY(reports.record(QStringLiteral("sandbox:2"), QStringLiteral("pass"), {},
        reportJson(QStringLiteral("sandbox:2"), gpu, -1), T0.addSecs(180))); // no benchmark value
    QVERIFY(reports.record(QStringLiteral("sandbox:2"), QStringLiteral("fail"), {},
        QByteArray("{ not json bench.tflops"), T0.addSecs(190))); // unreadable: passed over
    // A host added by hand: no instances row, so the GPU comes from the report itself.
    QVERIFY(reports.record(QStringLiteral("ssh:lab-box"), QStringLiteral("pass"), {},
        reportJson(QStringLiteral("ssh:lab-box"), QStringLiteral("NVIDIA L40S"), 300), T0.addSecs(200)));

    const Result<ThroughputHistory> history = ThroughputHistory::load(reports);
    QVERIFY2(history, qPrintable(history.error().message));
    const auto own = history->lookup(QStringLiteral("sandbox:sbx-4090-us"), gpu);
    QVERIFY(own);
    QCOMPARE(own->source, ThroughputSource::MeasuredOffer);
    QCOMPARE(own->tflopsPerGpu, 70.0);
    QCOMPARE(own->measuredAt, T0.addSecs(120));
    // The other 4090 offer was checked without a benchmark: the model's mean of the two measurements.
    const auto model = history->lookup(QStringLiteral("sandbox:sbx-4090x2-cn"), gpu);
    QVERIFY(model);
    QCOMPARE(model->source, ThroughputSource::MeasuredGpuModel);
    QCOMPARE(model->tflopsPerGpu, 110.0);
    QCOMPARE(model->samples, 2);
    const auto l40s = history->lookup(QStringLiteral("vastai:123"), QStringLiteral("L40S"));
    QVERIFY(l40s);
    QCOMPARE(l40s->tflopsPerGpu, 300.0);
    QVERIFY(!history->lookup(QStringLiteral("sandbox:sbx-h200-us"), QStringLiteral("NVIDIA H200")));
}

void TestThroughputHistory::emptyLedgerHasNoHistory()
{
    QTemporaryDir dir;
    const Storage storage(dir.filePath(QStringLiteral("ledger.sqlite")));
    QVERIFY(storage.isOpen());
    const Result<ThroughputHistory> history = ThroughputHistory::load(storage.checkReports());
    QVERIFY(history);
    QVERIFY(history->isEmpty());
}

QTEST_GUILESS_MAIN(TestThroughputHistory)
#include "TestThroughputHistory.moc"
