// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/StackChecker.h"
#include "checks/StackCompat.h"

#include <QJsonArray>
#include <QTest>

using namespace RentDeck;

namespace {

// A STACK_PY object as the probe prints it: torch "VERSION" (CUDA from its +cuXYZ tag), packages, extensions.
QJsonObject stack(const QString &python, const QString &torch, const QJsonObject &packages,
    const QJsonObject &extensions = {}, const QJsonObject &torchExtra = {})
{
    QJsonObject torchObject = torchExtra;
    if (!torch.isEmpty()) {
        torchObject.insert(QStringLiteral("version"), torch);
        if (!torchObject.contains(QStringLiteral("cuda")) && torch.contains(QStringLiteral("+cu"))) {
            const QString digits = torch.section(QStringLiteral("+cu"), 1);
            const QString cuda = digits.left(digits.size() - 1) + QLatin1Char('.') + digits.right(1);
            torchObject.insert(QStringLiteral("cuda"), cuda);
        }
    }
    QJsonObject allPackages = packages;
    if (!torch.isEmpty()) {
        allPackages.insert(QStringLiteral("torch"), torch);
    }
    return QJsonObject { { QStringLiteral("python"), python },
        { QStringLiteral("torch"), torch.isEmpty() ? QJsonValue() : QJsonValue(torchObject) },
        { QStringLiteral("packages"), allPackages }, { QStringLiteral("extensions"), extensions } };
}

CheckResult find(const QList<CheckResult> &results, const QString &id)
{
    for (const CheckResult &result : results) {
        if (result.id == id) {
            return result;
        }
    }
    return CheckResult::make(QStringLiteral("missing"), {}, CheckStatus::Skip, QStringLiteral("no result ") + id);
}

QString describe(const CheckResult &result)
{
    return CheckResult::statusName(result.status) + QStringLiteral(": ") + result.measured + QStringLiteral(" | ")
        + result.expected + QStringLiteral(" | ") + result.fix;
}

} // namespace

class TestStackChecker : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void bundledFileLoads();
    void xformersPinnedToAnotherTorchNamesTheFittingRelease();
    void flashAttnWheelForEachTorch_data();
    void flashAttnWheelForEachTorch();
    void flashAttnOnTuringFails();
    void flashAttnWithNoReleasedWheelSaysBuild();
    void pythonOutsideTorchRangeWarns();
    void pythonOutsideTensorFlowRangeWarns();
    void cudnnOfAnotherMajorFails();
    void tensorRtNeedsNewerDriver();
    void bitsAndBytesOutsideTorchRange();
    void vllmPinsTorchExactly();
    void deepSpeedNeedsMatchingNvcc();
    void environmentsGetTheirOwnIds();
    void toolkitNewerThanDriverWarns();
    void importFailureTextsAreExplained();

private:
    QList<CheckResult> run(const QJsonObject &stackObject, StackHost host = {},
        const QString &kind = QStringLiteral("path"), const QString &name = {});
    std::optional<StackCompat> m_compat;
};

void TestStackChecker::initTestCase()
{
    Result<StackCompat> loaded = StackCompat::load();
    QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().message));
    m_compat = *loaded;
}

QList<CheckResult> TestStackChecker::run(
    const QJsonObject &stackObject, StackHost host, const QString &kind, const QString &name)
{
    if (host.driver.isNull()) {
        host.driver = QVersionNumber(550, 127, 5);
    }
    return StackChecker(*m_compat, host).evaluate(StackEnvironment { kind, name, stackObject });
}

void TestStackChecker::bundledFileLoads()
{
    QVERIFY(StackCompat::bundled());
    QVERIFY(StackCompat::bundled()->torchRelease(QVersionNumber(2, 5, 1)));
    QCOMPARE(cudnnVersion(90100), QVersionNumber(9, 1, 0));
    QCOMPARE(cudnnVersion(8902), QVersionNumber(8, 9, 2));
}

void TestStackChecker::xformersPinnedToAnotherTorchNamesTheFittingRelease()
{
    // xformers 0.0.28.post3 pins torch 2.5.1 (its wheels_build.yml); torch 2.8.0+cu128 fits 0.0.32.post2.
    const auto results = run(stack(QStringLiteral("3.11.9"), QStringLiteral("2.8.0+cu128"),
        { { QStringLiteral("xformers"), QStringLiteral("0.0.28.post3") } }));
    const CheckResult result = find(results, QStringLiteral("stack.xformers"));
    QCOMPARE(result.status, CheckStatus::Fail);
    QVERIFY2(result.measured.contains(QStringLiteral("built for torch 2.5.1")), qPrintable(describe(result)));
    QVERIFY2(result.fix.contains(QStringLiteral(
                 "pip install xformers==0.0.32.post2 --index-url https://download.pytorch.org/whl/cu128")),
        qPrintable(describe(result)));
}

void TestStackChecker::flashAttnWheelForEachTorch_data()
{
    QTest::addColumn<QString>("torch");
    QTest::addColumn<QString>("python");
    QTest::addColumn<bool>("abi");
    QTest::addColumn<QString>("wheel");
    // The selection rule's own examples (stack-compat.json extensions.flash_attn.selection_rule).
    QTest::newRow("2.8 py3.12") << "2.8.0+cu128"
                                << "3.12.3" << true
                                << "v2.8.3/flash_attn-2.8.3+cu12torch2.8cxx11abiTRUE-cp312-cp312-linux_x86_64.whl";
    QTest::newRow("2.3 cu121") << "2.3.1+cu121"
                               << "3.10.14" << false
                               << "v2.7.4.post1/flash_attn-2.7.4.post1+cu12torch2.3cxx11abiFALSE-cp310-cp310";
    QTest::newRow("2.1 cu118") << "2.1.2+cu118"
                               << "3.10.14" << false << "v2.7.3/flash_attn-2.7.3+cu11torch2.1";
    QTest::newRow("2.0 cu118") << "2.0.1+cu118"
                               << "3.10.14" << false << "v2.6.3/flash_attn-2.6.3+cu118torch2.0";
}

void TestStackChecker::flashAttnWheelForEachTorch()
{
    QFETCH(QString, torch);
    QFETCH(QString, python);
    QFETCH(bool, abi);
    QFETCH(QString, wheel);
    const QJsonObject extensions { { QStringLiteral("flash-attn"),
        QJsonObject { { QStringLiteral("loads"), false },
            { QStringLiteral("error"),
                QStringLiteral("ImportError: flash_attn_2_cuda.cpython-310-x86_64-linux-gnu.so: undefined symbol: "
                               "_ZN3c104cuda9SetDeviceEi") } } } };
    const auto results = run(stack(python, torch, { { QStringLiteral("flash-attn"), QStringLiteral("2.5.8") } },
                                 extensions, { { QStringLiteral("cxx11abi"), abi } }),
        {});
    const CheckResult result = find(results, QStringLiteral("stack.flash-attn"));
    QCOMPARE(result.status, CheckStatus::Fail);
    QVERIFY2(result.fix.contains(wheel), qPrintable(describe(result)));
    QVERIFY2(result.measured.contains(QStringLiteral("built against a different torch")), qPrintable(describe(result)));
}

void TestStackChecker::flashAttnOnTuringFails()
{
    const auto results = run(stack(QStringLiteral("3.11.9"), QStringLiteral("2.5.1+cu124"),
        { { QStringLiteral("flash-attn"), QStringLiteral("2.7.4") } },
        { { QStringLiteral("flash-attn"), QJsonObject { { QStringLiteral("loads"), true } } } },
        { { QStringLiteral("capability"), QStringLiteral("7.5") } }));
    const CheckResult result = find(results, QStringLiteral("stack.flash-attn"));
    QCOMPARE(result.status, CheckStatus::Fail);
    QVERIFY2(result.measured.contains(QStringLiteral("Ampere or newer")), qPrintable(describe(result)));
    QVERIFY2(result.fix.contains(QStringLiteral("sdpa")), qPrintable(describe(result)));
}

void TestStackChecker::flashAttnWithNoReleasedWheelSaysBuild()
{
    const QJsonObject extensions { { QStringLiteral("flash-attn"),
        QJsonObject {
            { QStringLiteral("loads"), false }, { QStringLiteral("error"), QStringLiteral("undefined symbol") } } } };
    const auto results = run(stack(QStringLiteral("3.12.3"), QStringLiteral("2.10.0+cu130"),
        { { QStringLiteral("flash-attn"), QStringLiteral("2.8.3") } }, extensions));
    const CheckResult result = find(results, QStringLiteral("stack.flash-attn"));
    QCOMPARE(result.status, CheckStatus::Fail);
    QVERIFY2(result.fix.contains(QStringLiteral("No released flash-attn wheel fits torch 2.10 with CUDA 13")),
        qPrintable(describe(result)));
}

void TestStackChecker::pythonOutsideTorchRangeWarns()
{
    // PyTorch 2.5 supports Python 3.9–3.12 (RELEASE.md); 3.13 arrives with 2.6.
    const auto results = run(stack(QStringLiteral("3.13.1"), QStringLiteral("2.5.1+cu124"), {}));
    const CheckResult result = find(results, QStringLiteral("stack.python"));
    QCOMPARE(result.status, CheckStatus::Warn);
    QVERIFY2(result.expected.contains(QStringLiteral("3.9–3.12")), qPrintable(describe(result)));
    QVERIFY2(result.fix.contains(QStringLiteral("PyTorch 2.6 or newer")), qPrintable(describe(result)));
    const auto fits = run(stack(QStringLiteral("3.11.9"), QStringLiteral("2.5.1+cu124"), {}));
    QCOMPARE(find(fits, QStringLiteral("stack.python")).status, CheckStatus::Pass);
}

void TestStackChecker::cudnnOfAnotherMajorFails()
{
    const auto results = run(
        stack(QStringLiteral("3.11.9"), QStringLiteral("2.5.1+cu124"), {}, {}, { { QStringLiteral("cudnn"), 8902 } }));
    const CheckResult result = find(results, QStringLiteral("stack.cudnn"));
    QCOMPARE(result.status, CheckStatus::Fail);
    QVERIFY2(result.fix.contains(QStringLiteral("pip install --force-reinstall nvidia-cudnn-cu12==9.1.0.70")),
        qPrintable(describe(result)));
    const auto missing = run(stack(QStringLiteral("3.11.9"), QStringLiteral("2.5.1+cu124"), {}, {},
        { { QStringLiteral("cudnn"), QJsonValue() } }));
    QCOMPARE(find(missing, QStringLiteral("stack.cudnn")).status, CheckStatus::Fail);
}

void TestStackChecker::tensorRtNeedsNewerDriver()
{
    // TensorRT 11.x's CUDA 13 build needs r580 (prerequisites page); the CUDA 12 build runs from r535.
    StackHost host;
    host.driver = QVersionNumber(550, 127, 5);
    const auto results = run(
        stack(QStringLiteral("3.12.3"), {}, { { QStringLiteral("tensorrt-cu13"), QStringLiteral("11.2.1") } }), host);
    const CheckResult result = find(results, QStringLiteral("stack.tensorrt"));
    QCOMPARE(result.status, CheckStatus::Fail);
    QCOMPARE(result.minDriver, QStringLiteral("580"));
    QVERIFY2(result.fix.contains(QStringLiteral("pip install tensorrt-cu12")), qPrintable(describe(result)));
    const auto cuda12 = run(
        stack(QStringLiteral("3.12.3"), {}, { { QStringLiteral("tensorrt-cu12"), QStringLiteral("10.3.0") } }), host);
    QCOMPARE(find(cuda12, QStringLiteral("stack.tensorrt")).status, CheckStatus::Pass);
}

void TestStackChecker::bitsAndBytesOutsideTorchRange()
{
    // bitsandbytes 0.50.1 needs torch >= 2.4,<3 (pyproject.toml); 0.47.0 is the newest taking torch 2.2.
    const auto results = run(stack(QStringLiteral("3.11.9"), QStringLiteral("2.2.2+cu121"),
        { { QStringLiteral("bitsandbytes"), QStringLiteral("0.50.1") } }));
    const CheckResult result = find(results, QStringLiteral("stack.bitsandbytes"));
    QCOMPARE(result.status, CheckStatus::Fail);
    QVERIFY2(result.fix.contains(QStringLiteral("pip install bitsandbytes==0.47")), qPrintable(describe(result)));
    const auto pascal = run(stack(QStringLiteral("3.11.9"), QStringLiteral("2.5.1+cu124"),
        { { QStringLiteral("bitsandbytes"), QStringLiteral("0.48.2") } }, {},
        { { QStringLiteral("capability"), QStringLiteral("6.1") } }));
    QCOMPARE(find(pascal, QStringLiteral("stack.bitsandbytes")).status, CheckStatus::Warn);
}

void TestStackChecker::vllmPinsTorchExactly()
{
    const auto results = run(stack(QStringLiteral("3.12.3"), QStringLiteral("2.8.0+cu128"),
        { { QStringLiteral("vllm"), QStringLiteral("0.9.1") } }));
    const CheckResult result = find(results, QStringLiteral("stack.vllm"));
    QCOMPARE(result.status, CheckStatus::Fail);
    QVERIFY2(result.expected.contains(QStringLiteral("torch 2.7.0")), qPrintable(describe(result)));
    QVERIFY2(result.fix.contains(QStringLiteral("pip install vllm==0.11.0")), qPrintable(describe(result)));
    const auto fits = run(stack(QStringLiteral("3.12.3"), QStringLiteral("2.7.0+cu126"),
        { { QStringLiteral("vllm"), QStringLiteral("0.9.1") } }));
    QCOMPARE(find(fits, QStringLiteral("stack.vllm")).status, CheckStatus::Pass);
    // A version with no pin on record says so instead of guessing.
    const auto unknown = run(stack(QStringLiteral("3.12.3"), QStringLiteral("2.8.0+cu128"),
        { { QStringLiteral("vllm"), QStringLiteral("0.12.0") } }));
    QCOMPARE(find(unknown, QStringLiteral("stack.vllm")).status, CheckStatus::Skip);
}

void TestStackChecker::deepSpeedNeedsMatchingNvcc()
{
    const QJsonObject env = stack(QStringLiteral("3.11.9"), QStringLiteral("2.5.1+cu124"),
        { { QStringLiteral("deepspeed"), QStringLiteral("0.16.4") } });
    const CheckResult noNvcc = find(run(env), QStringLiteral("stack.deepspeed"));
    QCOMPARE(noNvcc.status, CheckStatus::Warn);
    QVERIFY2(noNvcc.fix.contains(QStringLiteral("cuda-toolkit=12.4")), qPrintable(describe(noNvcc)));
    StackHost host;
    host.nvcc = QStringLiteral("13.0");
    const CheckResult mismatch = find(run(env, host), QStringLiteral("stack.deepspeed"));
    QCOMPARE(mismatch.status, CheckStatus::Fail);
    QVERIFY2(mismatch.fix.contains(QStringLiteral("DS_SKIP_CUDA_CHECK=1")), qPrintable(describe(mismatch)));
    host.nvcc = QStringLiteral("12.1"); // both in DeepSpeed's 12.x allow-list
    QCOMPARE(find(run(env, host), QStringLiteral("stack.deepspeed")).status, CheckStatus::Pass);
    host.nvcc = QStringLiteral("12.7");
    QCOMPARE(find(run(env, host), QStringLiteral("stack.deepspeed")).status, CheckStatus::Fail);
}

void TestStackChecker::environmentsGetTheirOwnIds()
{
    const QJsonObject env = stack(QStringLiteral("3.11.9"), QStringLiteral("2.5.1+cu124"),
        { { QStringLiteral("xformers"), QStringLiteral("0.0.28.post3") } });
    const auto results = run(env, {}, QStringLiteral("conda"), QStringLiteral("train"));
    const CheckResult result = find(results, QStringLiteral("stack.xformers@train"));
    QCOMPARE(result.status, CheckStatus::Pass);
    QVERIFY2(result.title.contains(QStringLiteral("conda env train (Python 3.11.9)")), qPrintable(result.title));
    // Nothing installed, nothing said.
    QVERIFY(run(stack(QStringLiteral("3.11.9"), {}, {})).isEmpty());
}

void TestStackChecker::toolkitNewerThanDriverWarns()
{
    StackHost host;
    host.driver = QVersionNumber(550, 127, 5);
    host.nvcc = QStringLiteral("13.0");
    host.cudnn = QStringLiteral("9.19.0");
    const QList<CheckResult> results = StackChecker(*m_compat, host).toolkit();
    QCOMPARE(results.size(), 1);
    QCOMPARE(results.first().status, CheckStatus::Warn);
    QVERIFY2(results.first().expected.contains(QStringLiteral("580.65.6")), qPrintable(describe(results.first())));
    host.nvcc = QStringLiteral("12.4");
    QCOMPARE(StackChecker(*m_compat, host).toolkit().first().status, CheckStatus::Pass);
    QVERIFY(StackChecker(*m_compat, StackHost {}).toolkit().isEmpty());
}

void TestStackChecker::importFailureTextsAreExplained()
{
    const ImportFailure *known = m_compat->importFailure(QStringLiteral("bitsandbytes"),
        QStringLiteral("RuntimeError: No compatible CUDA library found (tried: libbitsandbytes_cuda128.so)"));
    QVERIFY(known);
    QVERIFY(!m_compat->importFailure(QStringLiteral("flash-attn"), QStringLiteral("ModuleNotFoundError: packaging")));
}

void TestStackChecker::pythonOutsideTensorFlowRangeWarns()
{
    // TensorFlow 2.15 was tested with Python 3.9–3.11 (tensorflow/docs "Tested build configurations").
    QJsonObject env = stack(QStringLiteral("3.12.3"), {}, {});
    env.insert(QStringLiteral("tensorflow"), QJsonObject { { QStringLiteral("version"), QStringLiteral("2.15.0") } });
    const CheckResult result = find(run(env), QStringLiteral("stack.python.tensorflow"));
    QCOMPARE(result.status, CheckStatus::Warn);
    QVERIFY2(result.expected.contains(QStringLiteral("3.9–3.11")), qPrintable(describe(result)));
    env.insert(QStringLiteral("python"), QStringLiteral("3.11.9"));
    QCOMPARE(find(run(env), QStringLiteral("stack.python.tensorflow")).status, CheckStatus::Pass);
    // A release line the table does not list says nothing rather than guess.
    env.insert(QStringLiteral("tensorflow"), QJsonObject { { QStringLiteral("version"), QStringLiteral("2.99.0") } });
    QCOMPARE(find(run(env), QStringLiteral("stack.python.tensorflow")).id, QStringLiteral("missing"));
}

QTEST_GUILESS_MAIN(TestStackChecker)
#include "TestStackChecker.moc"
