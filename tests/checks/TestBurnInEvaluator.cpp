// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The burn-in's verdicts over synthetic streams in the probe's exact line formats, and gpu_burn's real output.
#include "checks/BurnInEvaluator.h"
#include "checks/BurnInStream.h"
#include "checks/GpuBurnOutput.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <functional>

using namespace RentDeck;

namespace {

/** What one GPU shows at one second: the --query-gpu fields the probe's sampler asks for. */
struct Reading
{
    int temperature = 70;
    int clock = 1980;
    int power = 650;
    quint64 reasons = 0;
    int utilization = 100;
};

using Behaviour = std::function<Reading(int gpu, int second)>;

/** `rentdeck-probe.sh burn SECONDS` output for \a gpus GPUs behaving as \a behave, each at \a tflops(gpu). */
QByteArray burnOutput(
    int gpus, int seconds, const Behaviour &behave, const std::function<double(int)> &tflops,
    const std::function<qint64(int)> &errors = [](int) { return 0; }, std::optional<int> xidAfter = 0)
{
    QByteArray out = R"({"burn":"before","seconds":)" + QByteArray::number(seconds)
        + R"(,"xid":0,"xml_b64":""})"
          "\n";
    for (int s = 0; s <= seconds; ++s) {
        for (int g = 0; g < gpus; ++g) {
            const Reading r = behave(g, s);
            out += QStringLiteral("G,2026/12/07 10:00:%1.000, %2, %3, 1400, 81559, %4, %5.00, 700.00, %6, 0x%7\n")
                       .arg(s, 2, 10, QLatin1Char('0'))
                       .arg(g)
                       .arg(r.utilization)
                       .arg(r.temperature)
                       .arg(r.power)
                       .arg(r.clock)
                       .arg(r.reasons, 16, 16, QLatin1Char('0'))
                       .toLatin1();
        }
        if (s > 0) {
            for (int g = 0; g < gpus; ++g) {
                out += QStringLiteral("R,%1,%2,%3\n")
                           .arg(g)
                           .arg(s)
                           .arg(tflops(g) * behave(g, s).clock / 1980.0)
                           .toLatin1();
            }
        }
    }
    QJsonArray results;
    for (int g = 0; g < gpus; ++g) {
        results.append(QJsonObject { { QStringLiteral("index"), g }, { QStringLiteral("iterations"), 1000 },
            { QStringLiteral("errors"), double(errors(g)) }, { QStringLiteral("tflops"), tflops(g) } });
    }
    out += QJsonDocument(QJsonObject { { QStringLiteral("burn"), QStringLiteral("load") },
                             { QStringLiteral("method"), QStringLiteral("torch") },
                             { QStringLiteral("seconds"), seconds }, { QStringLiteral("gpus"), results } })
               .toJson(QJsonDocument::Compact)
        + '\n';
    out += R"({"burn":"after","xid":)" + (xidAfter ? QByteArray::number(*xidAfter) : QByteArray("null"))
        + R"(,"xid_lines_b64":")"
        + QByteArray("NVRM: Xid (PCI:0000:18:00): 79, pid=1234, GPU has fallen off the bus.\n").toBase64()
        + R"(","xml_b64":""})"
          "\n";
    if (!xidAfter) {
        out.replace(R"("xid":0,)", R"("xid":null,)");
    }
    return out;
}

Reading healthy(int gpu, int second)
{
    return Reading { std::min(74, 40 + second * 4) + gpu % 2, 1980 - (second % 3) * 15, 660, 0x4, 100 };
}

QList<CheckResult> evaluate(const QByteArray &output, int seconds)
{
    return BurnInEvaluator::evaluate(BurnInStream::read(output), seconds, (seconds + 2) * 1000, {});
}

const CheckResult *find(const QList<CheckResult> &results, const QString &id)
{
    for (const CheckResult &result : results) {
        if (result.id == id) {
            return &result;
        }
    }
    return nullptr;
}

QByteArray fixture(const QString &name)
{
    QFile file(QStringLiteral(RD_GPU_BURN_DATA "/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestBurnInEvaluator : public QObject
{
    Q_OBJECT

private slots:
    void healthyBoxPassesEveryCheck()
    {
        const auto results = evaluate(burnOutput(4, 20, healthy, [](int) { return 600.0; }), 20);
        QCOMPARE(results.size(), 1 + 4 + 2); // load, 4 GPUs, siblings, xid
        for (const CheckResult &result : results) {
            QVERIFY2(
                result.status == CheckStatus::Pass, qPrintable(result.id + u' ' + result.measured + u' ' + result.fix));
        }
        QVERIFY(find(results, QStringLiteral("burn.load"))->measured.contains(QStringLiteral("on 4 GPUs for 20 s")));
        QVERIFY(find(results, QStringLiteral("burn.load"))->measured.contains(QStringLiteral("21 samples per GPU")));
        QCOMPARE(find(results, QStringLiteral("burn.gpu.2"))->value.value_or(0), 600.0);
        // The sw power cap (0x4) is how a card at full load normally runs: not a slowdown.
        QVERIFY(!find(results, QStringLiteral("burn.gpu.0"))->measured.contains(QStringLiteral("slowdown")));
    }

    void aGpuThatOverheatsAndClocksDownIsNamed()
    {
        const Behaviour hot = [](int gpu, int second) {
            Reading r = healthy(gpu, second);
            if (gpu == 3 && second >= 12) {
                r = Reading { 91, 1228, 480, 0x60, 100 };
            }
            return r;
        };
        const auto results = evaluate(burnOutput(8, 30, hot, [](int) { return 600.0; }), 30);
        const CheckResult *gpu3 = find(results, QStringLiteral("burn.gpu.3"));
        QVERIFY(gpu3);
        QCOMPARE(gpu3->status, CheckStatus::Warn);
        QVERIFY2(gpu3->measured.contains(QStringLiteral("clocked down from")), qPrintable(gpu3->measured));
        QVERIFY2(gpu3->measured.contains(QStringLiteral("after 12 s")), qPrintable(gpu3->measured));
        QVERIFY(gpu3->measured.contains(QStringLiteral("sw_thermal_slowdown, hw_thermal_slowdown")));
        QVERIFY(gpu3->fix.contains(QStringLiteral("cooling")));
        for (int g : { 0, 1, 2, 4, 5, 6, 7 }) {
            QCOMPARE(find(results, QStringLiteral("burn.gpu.%1").arg(g))->status, CheckStatus::Pass);
        }
    }

    void aSlowSiblingIsNamedWithItsClock()
    {
        const Behaviour slow = [](int gpu, int second) {
            Reading r = healthy(gpu, second);
            if (gpu == 1) {
                r.clock = 1544;
                r.reasons = 0;
            }
            return r;
        };
        const auto results = evaluate(burnOutput(4, 20, slow, [](int g) { return g == 1 ? 420.0 : 600.0; }), 20);
        const CheckResult *siblings = find(results, QStringLiteral("burn.siblings"));
        QVERIFY(siblings);
        QCOMPARE(siblings->status, CheckStatus::Warn);
        QVERIFY2(siblings->measured.startsWith(QStringLiteral("GPU 1 ran 30% slower than the others (420.0 vs 600.0")),
            qPrintable(siblings->measured));
        QVERIFY(siblings->measured.contains(QStringLiteral("no slowdown reason reported")));
        QVERIFY(!siblings->measured.contains(QStringLiteral("GPU 0")));
        // Its clock was low from the start, not sagging: the per-GPU verdict stays a pass.
        QCOMPARE(find(results, QStringLiteral("burn.gpu.1"))->status, CheckStatus::Pass);
    }

    void wrongResultsFailTheGpu()
    {
        const auto results
            = evaluate(burnOutput(
                           4, 10, healthy, [](int) { return 600.0; }, [](int g) { return g == 2 ? 37 : 0; }),
                10);
        const CheckResult *gpu2 = find(results, QStringLiteral("burn.gpu.2"));
        QCOMPARE(gpu2->status, CheckStatus::Fail);
        QVERIFY(gpu2->measured.contains(QStringLiteral("37 wrong results")));
        QVERIFY(gpu2->fix.contains(QStringLiteral("faulty")));
        QCOMPARE(find(results, QStringLiteral("burn.gpu.1"))->status, CheckStatus::Pass);
    }

    void newXidLinesFailAndAnUnreadableLogSkips()
    {
        auto results = evaluate(burnOutput(
                                    2, 6, healthy, [](int) { return 300.0; }, [](int) { return 0; }, 1),
            6);
        const CheckResult *xid = find(results, QStringLiteral("burn.xid"));
        QCOMPARE(xid->status, CheckStatus::Fail);
        QVERIFY(xid->measured.contains(QStringLiteral("Xid (PCI:0000:18:00): 79")));
        results = evaluate(burnOutput(
                               2, 6, healthy, [](int) { return 300.0; }, [](int) { return 0; }, std::nullopt),
            6);
        QCOMPARE(find(results, QStringLiteral("burn.xid"))->status, CheckStatus::Skip);
        // Xid 13 (a graphics engine exception) is not in the severe list kernel.xid fails on: a warning here too.
        QByteArray output = burnOutput(
            2, 6, healthy, [](int) { return 300.0; }, [](int) { return 0; }, 1);
        output.replace(QByteArray("NVRM: Xid (PCI:0000:18:00): 79, pid=1234, GPU has fallen off the bus.\n").toBase64(),
            QByteArray("NVRM: Xid (PCI:0000:18:00): 13, pid=1234, Graphics SM Warp Exception\n").toBase64());
        results = evaluate(output, 6);
        QCOMPARE(find(results, QStringLiteral("burn.xid"))->status, CheckStatus::Warn);
    }

    void noLoadToolSkipsWithWhatToInstall()
    {
        const QByteArray output = R"({"burn":"before","seconds":5,"xid":null,"xml_b64":""})"
                                  "\n"
                                  R"({"burn":"load","skipped":"neither gpu_burn nor PyTorch is on the instance"})"
                                  "\n";
        const auto results = evaluate(output, 5);
        QCOMPARE(results.size(), 1);
        QCOMPARE(results.first().status, CheckStatus::Skip);
        QVERIFY(results.first().fix.contains(QStringLiteral("gpu-burn")));
    }

    void aBurnInCutOffFailsNamingWhy()
    {
        QByteArray output = burnOutput(2, 10, healthy, [](int) { return 300.0; });
        output.truncate(output.indexOf(R"({"burn":"load")"));
        const auto results = BurnInEvaluator::evaluate(
            BurnInStream::read(output), 10, 4000, QStringLiteral("the SSH connection dropped"));
        QCOMPARE(results.size(), 1);
        QCOMPARE(results.first().status, CheckStatus::Fail);
        QVERIFY(results.first().measured.contains(QStringLiteral("the SSH connection dropped")));
    }

    void chunksSplitAnywhereReadTheSame()
    {
        const QByteArray output = burnOutput(3, 8, healthy, [](int g) { return 500.0 + g; });
        const BurnInData whole = BurnInStream::read(output);
        BurnInStream stream;
        int samples = 0;
        for (qsizetype i = 0; i < output.size(); i += 7) {
            samples += int(stream.feed(QByteArrayView(output).sliced(i, std::min<qsizetype>(7, output.size() - i)), 0)
                               .samples.size());
        }
        QCOMPARE(samples, 27);
        QCOMPARE(stream.data().samples.size(), whole.samples.size());
        QCOMPARE(stream.data().rates.size(), 24);
        QCOMPARE(stream.data().gpus.size(), 3);
        QCOMPARE(whole.garbageLines, 0);
        QCOMPARE(*whole.gpus.at(2).tflops, 502.0);
    }

    void garbageLinesAreCountedNotFatal()
    {
        const BurnInData data = BurnInStream::read("G,not a sample\nR,x,y,z\n{broken json\nplain text\n");
        QCOMPARE(data.samples.size(), 0);
        QCOMPARE(data.garbageLines, 4);
        QVERIFY(!data.loadReported);
    }

    void gpuBurnsRealOutputIsRead()
    {
        const QByteArray text = fixture(QStringLiteral("b300-7gpu-doubles-600s.txt"));
        QVERIFY(!text.isEmpty());
        const QList<BurnInGpuResult> gpus = GpuBurnOutput::parse(text);
        QCOMPARE(gpus.size(), 7);
        QCOMPARE(gpus.at(1).iterations, 478);
        QCOMPARE(*gpus.at(1).tflops, 1.038);
        QCOMPARE(gpus.at(0).iterations, 0);
        for (const BurnInGpuResult &gpu : gpus) {
            QCOMPARE(gpu.errors, 0);
        }
        // Six GPUs never reported a computation before gpu_burn was killed: named, not passed.
        BurnInData data;
        data.loadReported = true;
        data.method = QStringLiteral("gpu_burn");
        data.gpus = gpus;
        const auto results = BurnInEvaluator::evaluate(data, 600, 602000, {});
        QCOMPARE(find(results, QStringLiteral("burn.gpu.0"))->status, CheckStatus::Warn);
        QCOMPARE(find(results, QStringLiteral("burn.gpu.1"))->status, CheckStatus::Pass);
    }

    void gpuBurnsFaultyVerdictCounts()
    {
        // The formats of wilicc/gpu-burn's listenClients(): errors are reset at each summary, FAULTY is not.
        const QByteArray text = "\r50.0%  proc'd: 100 (400 Gflop/s) - 90 (350 Gflop/s)   errors: 0 - 3  (WARNING!)   "
                                "temps: 61 C - 63 C \r100.0%  proc'd: 200 (420 Gflop/s) - 180 (360 Gflop/s)   errors: "
                                "0 - 0   temps: 62 C - 63 C \ndone\n\nTested 2 GPUs:\n\tGPU 0: OK\n\tGPU 1: FAULTY\n";
        const QList<BurnInGpuResult> gpus = GpuBurnOutput::parse(text);
        QCOMPARE(gpus.size(), 2);
        QCOMPARE(*gpus.at(0).tflops, 0.42);
        QCOMPARE(gpus.at(0).errors, 0);
        QCOMPARE(gpus.at(1).errors, 1);
        QVERIFY(GpuBurnOutput::parse("no such thing\n").isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBurnInEvaluator)
#include "TestBurnInEvaluator.moc"
