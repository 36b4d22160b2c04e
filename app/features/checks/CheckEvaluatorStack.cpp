// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// CheckEvaluator's software-stack part: every Python environment's frameworks and extension wheels.
#include "checks/CheckEvaluator.h"
#include "checks/CompatChecker.h"
#include "checks/CompatDatabase.h"
#include "checks/StackCompat.h"

#include <QJsonArray>

namespace RentDeck {

QList<CheckResult> CheckEvaluator::frameworks(const Probe &probe) const
{
    const QString title = tr("Frameworks vs driver");
    QList<StackEnvironment> environments;
    QList<CheckResult> results;
    if (probe.root.value(QLatin1String("python")).isNull()) {
        results << CheckResult::make(
            QStringLiteral("frameworks"), title, CheckStatus::Skip, tr("no Python on the instance"));
    } else if (const QJsonValue found = probe.root.value(QLatin1String("frameworks")); !found.isObject()) {
        results << CheckResult::make(QStringLiteral("frameworks"), title, CheckStatus::Skip,
            tr("framework detection did not finish (python took too long or failed)"));
    } else {
        environments << StackEnvironment { QStringLiteral("path"), {}, found.toObject() };
    }
    // conda envs and venvs (the probe's "environments"); one that timed out has no stack.
    for (const QJsonValue &value : probe.root.value(QLatin1String("environments")).toArray()) {
        const QJsonObject object = value.toObject();
        const StackEnvironment environment { object.value(QLatin1String("kind")).toString(),
            object.value(QLatin1String("name")).toString(), object.value(QLatin1String("stack")).toObject() };
        if (environment.stack.isEmpty()) {
            results << CheckResult::make(QStringLiteral("frameworks") + environment.idSuffix(), title,
                CheckStatus::Skip,
                tr("%1: its python did not answer within 25 s").arg(object.value(QLatin1String("python")).toString()));
        } else {
            environments << environment;
        }
    }
    for (const StackEnvironment &environment : std::as_const(environments)) {
        QList<CheckResult> found;
        for (const auto &[id, name] : { std::pair { "torch", "PyTorch" }, std::pair { "tensorflow", "TensorFlow" },
                 std::pair { "paddle", "PaddlePaddle" } }) {
            const QJsonValue info = environment.stack.value(QLatin1String(id));
            // On an Ascend box torch and paddle are CPU builds by design; torch_npu's and the NPU plugin's checks judge
            // them.
            const bool npuTorch = probe.npuFound && !probe.smiFound
                && (QLatin1String(id) == QLatin1String("torch") || QLatin1String(id) == QLatin1String("paddle"));
            if (info.isObject() && !npuTorch) {
                CheckResult result
                    = framework(QString::fromLatin1(id), QString::fromLatin1(name), info.toObject(), probe);
                if (!environment.idSuffix().isEmpty()) {
                    result.id += environment.idSuffix();
                    result.title += QStringLiteral(" — ") + environment.label();
                }
                found << result;
            }
        }
        for (std::optional<CheckResult> result : { torchNpu(environment.stack, probe),
                 mindSpore(environment.stack, probe), paddleNpu(environment.stack, probe) }) {
            if (result) {
                if (!environment.idSuffix().isEmpty()) {
                    result->id += environment.idSuffix();
                    result->title += QStringLiteral(" — ") + environment.label();
                }
                found << *result;
            }
        }
        if (found.isEmpty() && environment.kind == QLatin1String("path")) {
            found << CheckResult::make(QStringLiteral("frameworks"), title, CheckStatus::Skip,
                tr("no PyTorch, TensorFlow or PaddlePaddle in %1 (Python %2)")
                    .arg(probe.root.value(QLatin1String("python")).toString(),
                        environment.stack.value(QLatin1String("python")).toString()));
        }
        results << found;
    }
    if (const StackCompat *compat = StackCompat::bundled()) {
        const StackChecker checker(*compat, stackHost(probe, environments));
        for (const StackEnvironment &environment : std::as_const(environments)) {
            results << checker.evaluate(environment);
        }
        results << checker.toolkit();
    }
    return results;
}

StackHost CheckEvaluator::stackHost(const Probe &probe, const QList<StackEnvironment> &environments)
{
    StackHost host;
    if (probe.gpu) {
        host.driver = CompatChecker::parseDriver(probe.gpu->driverVersion);
    }
    for (const StackEnvironment &environment : environments) {
        const QString capability
            = environment.stack.value(QLatin1String("torch")).toObject().value(QLatin1String("capability")).toString();
        if (!capability.isEmpty()) {
            host.gpuCapability = capability.toDouble();
            break;
        }
    }
    const QJsonObject toolkit = probe.root.value(QLatin1String("toolkit")).toObject();
    host.nvcc = toolkit.value(QLatin1String("nvcc")).toString();
    host.cudnn = toolkit.value(QLatin1String("cudnn")).toString();
    host.tensorRt = toolkit.value(QLatin1String("tensorrt")).toString();
    return host;
}

CheckResult CheckEvaluator::framework(
    const QString &id, const QString &name, const QJsonObject &info, const Probe &probe) const
{
    const QString resultId = QStringLiteral("framework.") + id;
    const QString title = tr("%1 vs driver").arg(name);
    if (info.contains(QLatin1String("error"))) {
        return CheckResult::make(resultId, title, CheckStatus::Warn,
            tr("import %1 failed: %2").arg(id, info.value(QLatin1String("error")).toString()), tr("imports cleanly"),
            tr("Reinstall it (pip install --force-reinstall %1) or use the image's own Python environment").arg(id));
    }
    const QString version = info.value(QLatin1String("version")).toString();
    const QJsonValue cudaValue = info.value(QLatin1String("cuda"));
    const QString cuda = cudaValue.isString() ? cudaValue.toString() : QString();
    QString measured
        = cuda.isEmpty() ? tr("%1 %2 (CPU-only build)").arg(id, version) : tr("%1 %2 (CUDA %3)").arg(id, version, cuda);
    const QJsonValue cudnn = info.value(QLatin1String("cudnn"));
    if (!cudnn.isNull() && !cudnn.isUndefined()) {
        measured
            += tr(", cuDNN %1").arg(cudnn.isDouble() ? cudnnVersion(cudnn.toInteger()).toString() : cudnn.toString());
    }
    const QVersionNumber driverVersion
        = probe.gpu ? CompatChecker::parseDriver(probe.gpu->driverVersion) : QVersionNumber();
    if (!m_compat || driverVersion.isNull()) {
        return CheckResult::make(
            resultId, title, CheckStatus::Skip, measured, tr("a working NVIDIA driver to judge against"));
    }
    const CompatChecker checker(*m_compat, driverVersion);
    const QString expected = tr("CUDA build ≤ %1").arg(probe.gpu->cudaVersion);
    QString pinned = version;
    if (!pinned.contains(QLatin1Char('+')) && !cuda.isEmpty()) {
        pinned += QStringLiteral("+cu") + QString(cuda).remove(QLatin1Char('.'));
    }
    Result<CompatVerdict> verdict = checker.checkFramework(id, pinned);
    if (!verdict && !cuda.isEmpty()) {
        verdict = checker.checkCuda(cuda.section(QLatin1Char('.'), 0, 1));
    }
    if (cuda.isEmpty()) {
        const Result<CompatVerdict> best = checker.checkFramework(id, version.section(QLatin1Char('+'), 0, 0));
        return CheckResult::make(resultId, title, CheckStatus::Warn, measured, expected,
            tr("This %1 build cannot use the GPU: install a CUDA build%2")
                .arg(name,
                    best && !best->fix.isEmpty() ? QStringLiteral(" (") + best->fix + QLatin1Char(')') : QString()));
    }
    if (!verdict) {
        return CheckResult::make(resultId, title, CheckStatus::Skip, measured, expected, verdict.error().message);
    }
    if (verdict->kind == CompatVerdict::Kind::Incompatible) {
        CheckResult result = CheckResult::make(resultId, title, CheckStatus::Fail,
            measured + QStringLiteral(": ") + verdict->reason, expected, verdict->fix);
        if (const auto toolkit = m_compat->toolkit(QVersionNumber::fromString(verdict->cuda))) {
            result.minDriver = CompatChecker::driverText(toolkit->linuxDriver);
        }
        return result;
    }
    if (id == QLatin1String("torch") && info.contains(QLatin1String("cuda_available"))
        && !info.value(QLatin1String("cuda_available")).toBool()) {
        return CheckResult::make(resultId, title, CheckStatus::Fail,
            measured + tr(": torch.cuda.is_available() is False"), expected,
            tr("PyTorch cannot reach the GPU: check CUDA_VISIBLE_DEVICES, that the container runs with GPU access "
               "(--gpus all), and the driver check above"));
    }
    if (verdict->kind == CompatVerdict::Kind::MinorCompat) {
        return CheckResult::make(resultId, title, CheckStatus::Warn, measured + QStringLiteral(": ") + verdict->reason,
            expected, verdict->fix);
    }
    return CheckResult::make(resultId, title, CheckStatus::Pass, measured, expected);
}

} // namespace RentDeck
