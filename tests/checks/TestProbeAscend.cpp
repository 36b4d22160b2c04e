// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/CheckEvaluator.h"
#include "checks/CheckReport.h"
#include "checks/CompatDatabase.h"
#include "checks/GpuCatalog.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

bool write(const QString &path, const QByteArray &content, bool executable = false)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size()) {
        return false;
    }
    file.close();
    return !executable || file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

} // namespace

/**
 * An Ascend 910B3 ×8 box as far as the probe can tell: npu-smi prints a real capture (vllm-ascend#3114), CANN's
 * ascend_toolkit_install.info sits under $ASCEND_HOME_PATH (as CANN's set_env.sh exports it), and python finds a
 * CPU torch with torch_npu (stand-ins answering what the probe asks). No nvidia-smi.
 */
class TestProbeAscend : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void matchingStackPasses();
    void torchOfAnotherReleaseFails();
    void cannOfAnotherReleaseFails();
    void missingCannWarnsAndTorchNpuCannotLoad();
    void paddlePluginOfAnotherCannWarns();

private:
    /** Writes the box for torch \a torch, torch_npu \a torchNpu and CANN \a cann (empty: none), runs the probe. */
    CheckReport probe(
        const QString &torch, const QString &torchNpu, const QString &cann, const QString &paddleCann = {});

    std::optional<CompatDatabase> m_compat;
    std::optional<GpuCatalog> m_catalog;
};

void TestProbeAscend::initTestCase()
{
    if (QStandardPaths::findExecutable(QStringLiteral("python3")).isEmpty()) {
        QSKIP("no python3 on this machine");
    }
    Result<CompatDatabase> compat = CompatDatabase::load();
    Result<GpuCatalog> catalog = GpuCatalog::load();
    QVERIFY(compat && catalog);
    m_compat = *compat;
    m_catalog = *catalog;
}

CheckReport TestProbeAscend::probe(
    const QString &torch, const QString &torchNpu, const QString &cann, const QString &paddleCann)
{
    QTemporaryDir box;
    QFile capture(QStringLiteral(RD_NPU_SMI_DATA "/vllm-ascend-3114-910b3-x8-25.2.0.txt"));
    if (!capture.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QString bin = box.filePath(QStringLiteral("bin"));
    const QString site = box.filePath(QStringLiteral("site"));
    const QString ascend = box.filePath(QStringLiteral("ascend-toolkit/latest"));
    bool ok = write(bin + QStringLiteral("/npu-smi"), "#!/bin/sh\ncat '" + capture.fileName().toUtf8() + "'\n", true);
    if (!cann.isEmpty()) {
        ok = ok
            && write(ascend + QStringLiteral("/x86_64-linux/ascend_toolkit_install.info"),
                "package_name=Ascend-cann-toolkit\nversion=" + cann.toUtf8() + "\narch=x86_64\nos=linux\n");
    }
    ok = ok
        && write(site + QStringLiteral("/torch/__init__.py"),
            "__version__ = '" + torch.toUtf8()
                + "'\nclass version:\n    cuda = None\n"
                  "class cuda:\n    @staticmethod\n    def is_available():\n        return False\n"
                  "class backends:\n    class cudnn:\n        @staticmethod\n        def version():\n            "
                  "return None\n")
        && write(site + QStringLiteral("/torch-%1.dist-info/METADATA").arg(torch),
            "Metadata-Version: 2.1\nName: torch\nVersion: " + torch.toUtf8() + "\n")
        && write(site + QStringLiteral("/torch_npu-%1.dist-info/METADATA").arg(torchNpu),
            "Metadata-Version: 2.1\nName: torch-npu\nVersion: " + torchNpu.toUtf8() + "\n");
    // torch_npu's import needs CANN's libraries: without the toolkit it fails the way the real one does.
    const QByteArray torchNpuModule = cann.isEmpty()
        ? QByteArray("raise ImportError('libhccl.so: cannot open shared object file: No such file or directory. Please "
                     "check that the cann package is installed.')\n")
        : "import torch\n__version__ = '" + torchNpu.toUtf8()
            + "'\nclass _npu:\n    @staticmethod\n    def is_available():\n        return True\n"
              "    @staticmethod\n    def device_count():\n        return 8\n"
              "torch.npu = _npu\ntorch.version.cann = '"
            + cann.toUtf8() + "'\n";
    ok = ok && write(site + QStringLiteral("/torch_npu/__init__.py"), torchNpuModule);
    if (!paddleCann.isEmpty()) {
        // PaddleCustomDevice's npu.version() prints its version, commit and the CANN it was built with.
        ok = ok
            && write(site + QStringLiteral("/paddle_custom_device/__init__.py"),
                "class npu:\n    @staticmethod\n    def version():\n"
                "        print('version: 0.0.0\\ncommit: 9bfc65a7f11072699d0c5af160cf7597720531ea\\ncann: "
                    + paddleCann.toUtf8() + "')\n")
            && write(site + QStringLiteral("/paddle_custom_npu-3.0.0.dist-info/METADATA"),
                "Metadata-Version: 2.1\nName: paddle-custom-npu\nVersion: 3.0.0\n");
    }
    if (!ok) {
        return {};
    }
    QProcess sh;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PATH"), bin + QLatin1Char(':') + env.value(QStringLiteral("PATH")));
    env.insert(QStringLiteral("ASCEND_HOME_PATH"), ascend);
    env.insert(QStringLiteral("PYTHONPATH"), site);
    env.insert(QStringLiteral("HOME"), box.path());
    sh.setProcessEnvironment(env);
    sh.setWorkingDirectory(box.path());
    sh.start(QStringLiteral("sh"),
        { QStringLiteral(RD_PROBE_SCRIPT), QStringLiteral("probe"), box.path(), QStringLiteral("0"),
            QStringLiteral("0") });
    if (!sh.waitForFinished(60000)) {
        return {};
    }
    ProbeOutputs outputs;
    outputs.probe = sh.readAllStandardOutput();
    CheckSubject subject;
    subject.instanceName = QStringLiteral("autodl:910b");
    subject.gpuName = QStringLiteral("Ascend 910B3");
    subject.gpuCount = 8;
    CheckReport report;
    report.results = CheckEvaluator(&*m_compat, &*m_catalog).evaluate(subject, outputs);
    qInfo("%s", qPrintable(report.toText()));
    return report;
}

void TestProbeAscend::matchingStackPasses()
{
    // torch_npu 2.5.1 is built for torch 2.5.1 and CANN 8.1.RC1 (Ascend/pytorch COMPATIBILITY.en.md).
    const CheckReport report = probe(QStringLiteral("2.5.1"), QStringLiteral("2.5.1"), QStringLiteral("8.1.RC1"));
    const CheckResult *visible = report.result(QStringLiteral("npu.visible"));
    QVERIFY(visible);
    QCOMPARE(visible->status, CheckStatus::Pass);
    QVERIFY2(visible->measured.contains(QStringLiteral("8 × Ascend 910B3")), qPrintable(visible->measured));
    QCOMPARE(report.result(QStringLiteral("npu.cann"))->measured, QStringLiteral("CANN 8.1.RC1"));
    const CheckResult *torchNpu = report.result(QStringLiteral("framework.torch_npu"));
    QVERIFY(torchNpu);
    QCOMPARE(torchNpu->status, CheckStatus::Pass);
    // No NVIDIA verdicts on an NPU box, and torch's CPU build is not called a mistake.
    QVERIFY(!report.result(QStringLiteral("gpu.visible")));
    QVERIFY(!report.result(QStringLiteral("framework.torch")));
}

void TestProbeAscend::torchOfAnotherReleaseFails()
{
    const CheckReport report = probe(QStringLiteral("2.6.0"), QStringLiteral("2.5.1"), QStringLiteral("8.1.RC1"));
    const CheckResult *torchNpu = report.result(QStringLiteral("framework.torch_npu"));
    QVERIFY(torchNpu);
    QCOMPARE(torchNpu->status, CheckStatus::Fail);
    QVERIFY2(torchNpu->measured.contains(QStringLiteral("built for torch 2.5.1")), qPrintable(torchNpu->measured));
    QVERIFY2(torchNpu->fix.contains(QStringLiteral("pip install torch==2.5.1")), qPrintable(torchNpu->fix));
}

void TestProbeAscend::cannOfAnotherReleaseFails()
{
    // torch 2.6.0 with torch_npu 2.6.0 (CANN 8.2.RC1) on CANN 8.3.RC1: torch_npu 2.6.0.post3 is the one for it.
    const CheckReport report = probe(QStringLiteral("2.6.0"), QStringLiteral("2.6.0"), QStringLiteral("8.3.RC1"));
    const CheckResult *torchNpu = report.result(QStringLiteral("framework.torch_npu"));
    QVERIFY(torchNpu);
    QCOMPARE(torchNpu->status, CheckStatus::Fail);
    QVERIFY2(torchNpu->fix.contains(QStringLiteral("pip install torch==2.6.0 torch-npu==2.6.0.post3")),
        qPrintable(torchNpu->fix));
}

void TestProbeAscend::missingCannWarnsAndTorchNpuCannotLoad()
{
    const CheckReport report = probe(QStringLiteral("2.5.1"), QStringLiteral("2.5.1"), QString());
    QCOMPARE(report.result(QStringLiteral("npu.cann"))->status, CheckStatus::Warn);
    const CheckResult *torchNpu = report.result(QStringLiteral("framework.torch_npu"));
    QVERIFY(torchNpu);
    QCOMPARE(torchNpu->status, CheckStatus::Fail);
    QVERIFY2(torchNpu->measured.contains(QStringLiteral("libhccl.so")), qPrintable(torchNpu->measured));
    QVERIFY2(torchNpu->fix.contains(QStringLiteral("set_env.sh")), qPrintable(torchNpu->fix));
}

void TestProbeAscend::paddlePluginOfAnotherCannWarns()
{
    CheckReport report
        = probe(QStringLiteral("2.5.1"), QStringLiteral("2.5.1"), QStringLiteral("8.1.RC1"), QStringLiteral("8.0.RC1"));
    const CheckResult *paddle = report.result(QStringLiteral("framework.paddle_npu"));
    QVERIFY(paddle);
    QCOMPARE(paddle->status, CheckStatus::Warn);
    QVERIFY2(paddle->measured.contains(QStringLiteral("built for CANN 8.0.RC1, on CANN 8.1.RC1")),
        qPrintable(paddle->measured));
    QVERIFY(paddle->fix.contains(QStringLiteral("paddle-custom-npu build for CANN 8.1.RC1")));
    report
        = probe(QStringLiteral("2.5.1"), QStringLiteral("2.5.1"), QStringLiteral("8.1.RC1"), QStringLiteral("8.1.RC1"));
    QCOMPARE(report.result(QStringLiteral("framework.paddle_npu"))->status, CheckStatus::Pass);
}

QTEST_GUILESS_MAIN(TestProbeAscend)
#include "TestProbeAscend.moc"
