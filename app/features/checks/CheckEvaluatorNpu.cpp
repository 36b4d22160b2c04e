// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CheckEvaluator's Huawei Ascend part: the NPUs npu-smi lists, the CANN release, torch_npu and MindSpore against it.
#include "checks/AscendCompat.h"
#include "checks/CheckEvaluator.h"
#include "watch/NpuSmiParser.h"

namespace RentDeck {

void CheckEvaluator::decodeNpu(const QJsonObject &npu, Probe &probe)
{
    probe.npuFound = npu.value(QLatin1String("found")).toBool();
    if (!probe.npuFound) {
        return;
    }
    probe.simulated = probe.simulated || npu.value(QLatin1String("sim")).toBool(); // the sandbox's Ascend box
    probe.cann = npu.value(QLatin1String("cann")).toString();
    probe.npuDriver = npu.value(QLatin1String("driver")).toString();
    const QByteArray info = QByteArray::fromBase64(npu.value(QLatin1String("info_b64")).toString().toLatin1());
    if (Result<NpuReport> report = NpuSmiParser::parse(info)) {
        probe.npu = *report;
    } else {
        probe.npuError = tr("npu-smi info exited with %1: %2")
                             .arg(npu.value(QLatin1String("info_exit")).toInt())
                             .arg(report.error().message);
    }
}

QList<CheckResult> CheckEvaluator::npuChecks(const CheckSubject &subject, const Probe &probe)
{
    QList<CheckResult> results;
    const QString id = QStringLiteral("npu.visible");
    const QString title = tr("NPUs visible");
    const QString expected = tr("npu-smi lists the NPUs, all healthy");
    if (!probe.npu) {
        results << CheckResult::make(id, title, CheckStatus::Fail, probe.npuError, expected,
            tr("npu-smi answered something unreadable: run npu-smi info on the instance; if it fails, the NPU driver "
               "is not loaded (ask the provider)"));
    } else {
        const QList<NpuDevice> &devices = probe.npu->devices;
        QStringList unhealthy;
        QStringList names;
        for (const NpuDevice &device : devices) {
            if (device.health != QLatin1String("OK")) {
                unhealthy << tr("NPU %1 chip %2: %3").arg(device.index).arg(device.chip).arg(device.health);
            }
            if (!names.contains(device.name)) {
                names << device.name;
            }
        }
        const QString seen = tr("%1 × Ascend %2 (driver %3)")
                                 .arg(devices.size())
                                 .arg(names.join(QStringLiteral(", ")),
                                     probe.npu->driverVersion.isEmpty() ? probe.npuDriver : probe.npu->driverVersion);
        if (devices.isEmpty()) {
            results << CheckResult::make(id, title, CheckStatus::Fail, tr("npu-smi lists no NPU"), expected,
                tr("The NPUs are not attached to this container: ask the provider, or destroy this instance"));
        } else if (!unhealthy.isEmpty()) {
            results << CheckResult::make(id, title, CheckStatus::Fail,
                seen + QStringLiteral(": ") + unhealthy.join(QStringLiteral("; ")), expected,
                tr("An NPU reports a fault (npu-smi info -t health -i N says which): destroy this instance and "
                   "ask for another machine"));
        } else if (subject.gpuCount > 0 && devices.size() < subject.gpuCount) {
            results << CheckResult::make(id, title, CheckStatus::Fail, seen,
                tr("%1 NPUs as sold").arg(subject.gpuCount),
                tr("Fewer NPUs than you pay for: check ASCEND_RT_VISIBLE_DEVICES, then ask the provider or destroy "
                   "this "
                   "instance"));
        } else {
            results << CheckResult::make(id, title, CheckStatus::Pass, seen, expected);
        }
    }
    const QString cannTitle = tr("CANN toolkit");
    if (probe.cann.isEmpty()) {
        results << CheckResult::make(QStringLiteral("npu.cann"), cannTitle, CheckStatus::Warn,
            tr("no CANN release found (ascend_toolkit_install.info, version.cfg)"), tr("CANN installed and sourced"),
            tr("Install the CANN toolkit that fits your framework and run source /usr/local/Ascend/ascend-toolkit/"
               "set_env.sh (CANN 8.5 and later: /usr/local/Ascend/cann/set_env.sh) in your shell profile"));
    } else {
        results << CheckResult::make(QStringLiteral("npu.cann"), cannTitle, CheckStatus::Pass,
            tr("CANN %1").arg(probe.cann), tr("CANN installed and sourced"));
    }
    return results;
}

std::optional<CheckResult> CheckEvaluator::torchNpu(const QJsonObject &stack, const Probe &probe)
{
    const QString version
        = stack.value(QLatin1String("packages")).toObject().value(QLatin1String("torch-npu")).toString();
    const AscendCompat *compat = AscendCompat::bundled();
    if (version.isEmpty() || !compat) {
        return std::nullopt;
    }
    const QString id = QStringLiteral("framework.torch_npu");
    const QString title = tr("torch_npu vs torch and CANN");
    const QString torch = stack.value(QLatin1String("packages")).toObject().value(QLatin1String("torch")).toString();
    const TorchNpuRelease *release = compat->torchNpu(version);
    const QString measured
        = tr("torch_npu %1 with torch %2 and CANN %3")
              .arg(version, torch.isEmpty() ? tr("none") : torch, probe.cann.isEmpty() ? tr("unknown") : probe.cann);
    const QString expected = release
        ? tr("torch %1 exactly, CANN %2").arg(release->torch, release->cann.join(QStringLiteral(" or ")))
        : tr("the torch and CANN of this torch_npu");
    // The exact wheel for what is installed, or for what CANN is installed.
    const auto installFor = [&](const QString &torchVersion) -> QString {
        if (const TorchNpuRelease *fits = compat->torchNpuFor(torchVersion, probe.cann)) {
            return tr("pip install torch==%1 torch-npu==%2 (built for CANN %3)")
                .arg(fits->torch, fits->torchNpu, fits->cann.join(QStringLiteral("/")));
        }
        return {};
    };
    if (release && !torch.isEmpty()
        && QVersionNumber::fromString(torch.section(QLatin1Char('+'), 0, 0))
            != QVersionNumber::fromString(release->torch)) {
        const QString fix = installFor(torch.section(QLatin1Char('+'), 0, 0));
        return CheckResult::make(id, title, CheckStatus::Fail,
            measured + tr(": this torch_npu is built for torch %1").arg(release->torch), expected,
            fix.isEmpty() ? tr("pip install torch==%1").arg(release->torch) : fix);
    }
    if (release && !probe.cann.isEmpty()) {
        bool fits = false;
        for (const QString &name : release->cann) {
            fits = fits || AscendCompat::cannRelease(name) == AscendCompat::cannRelease(probe.cann);
        }
        if (!fits) {
            const QString fix = installFor(release->torch);
            return CheckResult::make(id, title, CheckStatus::Fail,
                measured + tr(": this torch_npu supports CANN %1").arg(release->cann.join(QStringLiteral(", "))),
                expected,
                fix.isEmpty() ? tr("Install CANN %1, or a torch_npu release for CANN %2 (Ascend/pytorch's "
                                   "COMPATIBILITY table)")
                                    .arg(release->cann.value(0), probe.cann)
                              : fix + tr(", or install CANN %1").arg(release->cann.value(0)));
        }
    }
    const QJsonObject runtime = stack.value(QLatin1String("torch_npu")).toObject();
    if (runtime.contains(QLatin1String("error"))
        || (runtime.contains(QLatin1String("available")) && !runtime.value(QLatin1String("available")).toBool())) {
        const QString error = runtime.value(QLatin1String("error")).toString();
        return CheckResult::make(id, title, CheckStatus::Fail,
            measured + QStringLiteral(": ")
                + (error.isEmpty() ? tr("torch.npu.is_available() is False") : error.left(240)),
            expected,
            error.contains(QLatin1String("cannot open shared object"))
                ? tr("CANN is not installed or not sourced: run source /usr/local/Ascend/ascend-toolkit/set_env.sh "
                     "(8.5 and later: /usr/local/Ascend/cann/set_env.sh) before python")
                : tr("Check ASCEND_RT_VISIBLE_DEVICES and that the container sees /dev/davinci*; if torch_npu fails to "
                     "import, reinstall the wheel that matches torch and CANN"));
    }
    if (!release) {
        return CheckResult::make(id, title, CheckStatus::Skip, measured, expected,
            tr("torch_npu %1 is not in RentDeck's table yet (resources/data/ascend-compat.json)").arg(version));
    }
    return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
}

std::optional<CheckResult> CheckEvaluator::mindSpore(const QJsonObject &stack, const Probe &probe)
{
    const QString version
        = stack.value(QLatin1String("packages")).toObject().value(QLatin1String("mindspore")).toString();
    const AscendCompat *compat = AscendCompat::bundled();
    if (version.isEmpty() || !compat || !probe.npuFound) {
        return std::nullopt;
    }
    const QString id = QStringLiteral("framework.mindspore");
    const QString title = tr("MindSpore vs CANN");
    const MindSporeRelease *release = compat->mindSpore(version);
    const QString measured
        = tr("MindSpore %1 with CANN %2").arg(version, probe.cann.isEmpty() ? tr("unknown") : probe.cann);
    if (!release || release->cann.isEmpty() || probe.cann.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Skip, measured, tr("the CANN of this MindSpore release"),
            tr("Verify by hand: python -c \"import mindspore; mindspore.set_device('Ascend'); "
               "mindspore.run_check()\""));
    }
    const QString expected = tr("CANN %1").arg(release->cann);
    if (AscendCompat::cannRelease(release->cann) == AscendCompat::cannRelease(probe.cann)) {
        return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
    }
    return CheckResult::make(id, title, CheckStatus::Warn, measured, expected,
        tr("MindSpore %1 installs with CANN %2 (its install page): install that CANN, or the MindSpore release made "
           "for CANN %3")
            .arg(version, release->cann, probe.cann));
}

std::optional<CheckResult> CheckEvaluator::paddleNpu(const QJsonObject &stack, const Probe &probe)
{
    const QString version
        = stack.value(QLatin1String("packages")).toObject().value(QLatin1String("paddle-custom-npu")).toString();
    if (version.isEmpty() || !probe.npuFound) {
        return std::nullopt;
    }
    const QString id = QStringLiteral("framework.paddle_npu");
    const QString title = tr("PaddlePaddle NPU plugin vs CANN");
    const QJsonObject runtime = stack.value(QLatin1String("paddle_custom_npu")).toObject();
    const QString built = runtime.value(QLatin1String("cann")).toString();
    const QString measured
        = tr("paddle-custom-npu %1, built for CANN %2, on CANN %3")
              .arg(version, built.isEmpty() ? tr("unknown") : built, probe.cann.isEmpty() ? tr("unknown") : probe.cann);
    const QString expected = tr("the CANN the plugin was built for");
    if (runtime.contains(QLatin1String("error"))) {
        return CheckResult::make(id, title, CheckStatus::Fail,
            tr("paddle-custom-npu %1 does not load: %2")
                .arg(version, runtime.value(QLatin1String("error")).toString().left(240)),
            expected,
            tr("Source CANN's set_env.sh before python, and install the paddle-custom-npu build for this CANN "
               "(PaddleCustomDevice's backends/npu README names one per CANN release)"));
    }
    if (built.isEmpty() || probe.cann.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Skip, measured, expected,
            tr("Check by hand: python -c \"import paddle_custom_device; paddle_custom_device.npu.version()\""));
    }
    if (AscendCompat::cannRelease(built) == AscendCompat::cannRelease(probe.cann)) {
        return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
    }
    return CheckResult::make(id, title, CheckStatus::Warn, measured, expected,
        tr("Install the paddle-custom-npu build for CANN %1, or CANN %2 for this build; then run python -c \"import "
           "paddle; paddle.utils.run_check()\"")
            .arg(probe.cann, built));
}

} // namespace RentDeck
