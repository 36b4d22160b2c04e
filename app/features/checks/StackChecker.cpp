// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/StackChecker.h"

#include "checks/StackCompat.h"

#include <QJsonValue>

namespace RentDeck {

namespace {

QString package(const StackEnvironment &environment, const QString &name)
{
    return environment.stack.value(QLatin1String("packages")).toObject().value(name).toString();
}

QVersionNumber lineOf(const QVersionNumber &version)
{
    return QVersionNumber(version.majorVersion(), version.minorVersion());
}

QString shortError(const QString &error)
{
    return error.size() > 220 ? error.left(220) + QStringLiteral("…") : error;
}

} // namespace

QString StackEnvironment::idSuffix() const
{
    return kind == QLatin1String("path") || kind.isEmpty() ? QString() : QStringLiteral("@") + name;
}

QString StackEnvironment::label() const
{
    const QString python = stack.value(QLatin1String("python")).toString();
    if (kind == QLatin1String("conda")) {
        return StackChecker::tr("conda env %1 (Python %2)").arg(name, python);
    }
    if (kind == QLatin1String("venv")) {
        return StackChecker::tr("venv %1 (Python %2)").arg(name, python);
    }
    return StackChecker::tr("python3 on PATH (Python %1)").arg(python);
}

StackChecker::StackChecker(const StackCompat &compat, const StackHost &host)
    : m_compat(compat)
    , m_host(host)
{
}

StackChecker::Torch StackChecker::torchOf(const QJsonObject &stack)
{
    Torch torch;
    const QJsonObject object = stack.value(QLatin1String("torch")).toObject();
    torch.text = object.value(QLatin1String("version")).toString();
    if (torch.text.isEmpty()) {
        torch.text = stack.value(QLatin1String("packages")).toObject().value(QLatin1String("torch")).toString();
    }
    torch.present = !torch.text.isEmpty();
    torch.version = pythonPackageVersion(torch.text);
    torch.cuda = object.value(QLatin1String("cuda")).toString();
    if (torch.cuda.isEmpty() && torch.text.contains(QLatin1String("+cu"))) {
        const QString digits = torch.text.section(QStringLiteral("+cu"), 1);
        torch.cuda = digits.left(digits.size() - 1) + QLatin1Char('.') + digits.right(1);
    }
    torch.variant
        = torch.cuda.isEmpty() ? QString() : QStringLiteral("cu") + QString(torch.cuda).remove(QLatin1Char('.'));
    torch.cxx11Abi = object.value(QLatin1String("cxx11abi")).toBool(torch.version >= QVersionNumber(2, 7));
    return torch;
}

QList<CheckResult> StackChecker::evaluate(const StackEnvironment &environment) const
{
    QList<CheckResult> results;
    const Torch torch = torchOf(environment.stack);
    const QString suffix = environment.idSuffix();
    const QString where = suffix.isEmpty() ? QString() : QStringLiteral(" — ") + environment.label();
    const auto add = [&](CheckResult result) {
        result.id += suffix;
        result.title += where;
        results << result;
    };
    if (torch.present) {
        add(python(environment, torch));
        if (auto result = cudnn(environment, torch)) {
            add(*result);
        }
    }
    for (const QString &framework : { QStringLiteral("tensorflow"), QStringLiteral("paddle") }) {
        if (auto result = frameworkPython(environment, framework)) {
            add(*result);
        }
    }
    if (auto result = tensorRt(environment)) {
        add(*result);
    }
    if (!package(environment, QStringLiteral("flash-attn")).isEmpty()) {
        add(flashAttn(environment, torch));
    }
    if (!package(environment, QStringLiteral("xformers")).isEmpty()) {
        add(xformers(environment, torch));
    }
    if (!package(environment, QStringLiteral("bitsandbytes")).isEmpty()) {
        add(bitsAndBytes(environment, torch));
    }
    if (!package(environment, QStringLiteral("vllm")).isEmpty()) {
        add(vllm(environment, torch));
    }
    if (!package(environment, QStringLiteral("deepspeed")).isEmpty()) {
        add(deepSpeed(environment, torch));
    }
    return results;
}

CheckResult StackChecker::python(const StackEnvironment &environment, const Torch &torch) const
{
    const QString id = QStringLiteral("stack.python");
    const QString title = tr("Python vs PyTorch");
    const QString pythonText = environment.stack.value(QLatin1String("python")).toString();
    const QVersionNumber python = lineOf(QVersionNumber::fromString(pythonText));
    const TorchRelease *release = m_compat.torchRelease(torch.version);
    const QString measured = tr("Python %1 with PyTorch %2").arg(pythonText, torch.text);
    if (!release || release->pythonMin.isNull()) {
        return CheckResult::make(id, title, CheckStatus::Skip, measured, {},
            tr("PyTorch %1 is not in RentDeck's table yet (resources/data/stack-compat.json)").arg(torch.text));
    }
    const QString expected = tr("Python %1–%2 (PyTorch %3)")
                                 .arg(release->pythonMin.toString(), release->pythonMax.toString(), release->line);
    if (release->pythonMin <= python && python <= release->pythonMax) {
        return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
    }
    QString fix = tr("Use a Python %1–%2 environment (conda create -n NAME python=%2)")
                      .arg(release->pythonMin.toString(), release->pythonMax.toString());
    if (const TorchRelease *fits = m_compat.firstTorchFor(python); fits && python > release->pythonMax) {
        fix += tr(", or PyTorch %1 or newer, which supports Python %2").arg(fits->line, python.toString());
    }
    return CheckResult::make(id, title, CheckStatus::Warn,
        tr("Python %1 is outside PyTorch %2's supported %3–%4")
            .arg(pythonText, release->line, release->pythonMin.toString(), release->pythonMax.toString()),
        expected, fix);
}

std::optional<CheckResult> StackChecker::frameworkPython(
    const StackEnvironment &environment, const QString &framework) const
{
    const QString version = environment.stack.value(framework).toObject().value(QLatin1String("version")).toString();
    const auto range
        = version.isEmpty() ? std::nullopt : m_compat.pythonRange(framework, pythonPackageVersion(version));
    if (!range) {
        return std::nullopt;
    }
    const QString name
        = framework == QLatin1String("tensorflow") ? QStringLiteral("TensorFlow") : QStringLiteral("PaddlePaddle");
    const QString pythonText = environment.stack.value(QLatin1String("python")).toString();
    const QVersionNumber python = lineOf(QVersionNumber::fromString(pythonText));
    const QString id = QStringLiteral("stack.python.") + framework;
    const QString title = tr("Python vs %1").arg(name);
    const QString expected
        = tr("Python %1–%2 (%3 %4)").arg(range->first.toString(), range->second.toString(), name, version);
    if (range->first <= python && python <= range->second) {
        return CheckResult::make(
            id, title, CheckStatus::Pass, tr("Python %1 with %2 %3").arg(pythonText, name, version), expected);
    }
    return CheckResult::make(id, title, CheckStatus::Warn,
        tr("Python %1 is outside %2 %3's tested %4–%5")
            .arg(pythonText, name, version, range->first.toString(), range->second.toString()),
        expected,
        tr("Use a Python %1–%2 environment for %3 (conda create -n NAME python=%2)")
            .arg(range->first.toString(), range->second.toString(), name));
}

std::optional<CheckResult> StackChecker::cudnn(const StackEnvironment &environment, const Torch &torch) const
{
    const QJsonObject object = environment.stack.value(QLatin1String("torch")).toObject();
    if (torch.cuda.isEmpty() || !object.contains(QLatin1String("version"))) {
        return std::nullopt;
    }
    const QString id = QStringLiteral("stack.cudnn");
    const QString title = tr("cuDNN vs PyTorch");
    QString built;
    if (const TorchRelease *release = m_compat.torchRelease(torch.version)) {
        for (const TorchRelease::Variant &variant : release->variants) {
            if (variant.variant == torch.variant) {
                built = variant.cudnn;
            }
        }
    }
    const QString cudaMajor = torch.cuda.section(QLatin1Char('.'), 0, 0);
    const QString reinstall = built.isEmpty()
        ? m_compat.torchInstall(torch.version.toString(), torch.variant)
        : QStringLiteral("pip install --force-reinstall nvidia-cudnn-cu%1==%2").arg(cudaMajor, built);
    const QString expected
        = built.isEmpty() ? tr("cuDNN loads") : tr("cuDNN %1, as torch %2 was built").arg(built, torch.text);
    const QJsonValue value = object.value(QLatin1String("cudnn"));
    if (!value.isDouble()) {
        return CheckResult::make(id, title, CheckStatus::Fail,
            tr("torch %1 finds no cuDNN (torch.backends.cudnn.version() is None)").arg(torch.text), expected,
            tr("Reinstall it: %1").arg(reinstall));
    }
    const QVersionNumber loaded = cudnnVersion(value.toInteger());
    const QVersionNumber wanted = QVersionNumber::fromString(built);
    const QString measured = tr("torch %1 loads cuDNN %2").arg(torch.text, loaded.toString());
    if (!wanted.isNull() && loaded.majorVersion() != wanted.majorVersion()) {
        return CheckResult::make(id, title, CheckStatus::Fail, measured, expected,
            tr("Another cuDNN major shadows torch's own (LD_LIBRARY_PATH or a system cuDNN): %1").arg(reinstall));
    }
    if (!wanted.isNull() && lineOf(loaded) < lineOf(wanted)) {
        return CheckResult::make(id, title, CheckStatus::Warn, measured, expected,
            tr("An older cuDNN than torch was built with is loaded first: %1").arg(reinstall));
    }
    return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
}

std::optional<CheckResult> StackChecker::tensorRt(const StackEnvironment &environment) const
{
    QString version;
    int cudaMajor = 0;
    for (const auto &[name, major] : { std::pair { "tensorrt-cu13", 13 }, std::pair { "tensorrt-cu12", 12 },
             std::pair { "tensorrt-cu11", 11 }, std::pair { "tensorrt", 0 } }) {
        const QString found = package(environment, QString::fromLatin1(name));
        if (!found.isEmpty()) {
            version = found;
            cudaMajor = major;
            break;
        }
    }
    if (version.isEmpty()) {
        return std::nullopt;
    }
    const QVersionNumber trt = pythonPackageVersion(version);
    if (cudaMajor == 0) {
        cudaMajor = trt.majorVersion() >= 11 ? 13 : 12; // plain "tensorrt" is the CUDA 13 build from 11.x
    }
    const QString id = QStringLiteral("stack.tensorrt");
    const QString title = tr("TensorRT vs driver");
    const QVersionNumber floor = StackCompat::tensorRtDriverFloor(trt, cudaMajor);
    const QString measured = tr("TensorRT %1 (CUDA %2 build)").arg(version).arg(cudaMajor);
    if (m_host.driver.isNull() || floor.isNull()) {
        return CheckResult::make(
            id, title, CheckStatus::Skip, measured, tr("a working NVIDIA driver to judge against"));
    }
    const QString expected = tr("driver ≥ %1").arg(floor.toString());
    if (m_host.driver >= floor) {
        return CheckResult::make(
            id, title, CheckStatus::Pass, measured + tr(", driver %1").arg(m_host.driver.toString()), expected);
    }
    QString fix = tr("Rent a host with driver ≥ %1").arg(floor.toString());
    for (int major = cudaMajor - 1; major >= 11; --major) {
        const QVersionNumber lower = StackCompat::tensorRtDriverFloor(trt, major);
        if (m_host.driver >= lower) {
            fix += tr(", or install the CUDA %1 build this driver runs: pip install tensorrt-cu%1").arg(major);
            break;
        }
    }
    CheckResult result = CheckResult::make(id, title, CheckStatus::Fail,
        measured + tr(" needs a newer driver than %1").arg(m_host.driver.toString()), expected, fix);
    result.minDriver = floor.toString();
    return result;
}

double StackChecker::capability(const StackEnvironment &environment) const
{
    const QString own
        = environment.stack.value(QLatin1String("torch")).toObject().value(QLatin1String("capability")).toString();
    return own.isEmpty() ? m_host.gpuCapability : own.toDouble();
}

QString StackChecker::loadError(const StackEnvironment &environment, const QString &package) const
{
    const QJsonObject extension
        = environment.stack.value(QLatin1String("extensions")).toObject().value(package).toObject();
    if (extension.value(QLatin1String("loads")).toBool(true)) {
        return {};
    }
    const QString error = extension.value(QLatin1String("error")).toString();
    return error.isEmpty() ? tr("its compiled part does not load") : error;
}

QString StackChecker::explained(const QString &package, const QString &error) const
{
    const ImportFailure *known = m_compat.importFailure(package, error);
    return known && !known->meaning.isEmpty() ? shortError(error) + QStringLiteral(" — ") + known->meaning
                                              : shortError(error);
}

CheckResult StackChecker::flashAttn(const StackEnvironment &environment, const Torch &torch) const
{
    const QString id = QStringLiteral("stack.flash-attn");
    const QString title = tr("flash-attn vs torch");
    const QString version = package(environment, QStringLiteral("flash-attn"));
    const QString expected
        = tr("a flash-attn wheel built for torch %1, CUDA %2, Python %3, on sm80+")
              .arg(torch.text, torch.cuda, environment.stack.value(QLatin1String("python")).toString());
    if (!torch.present || torch.cuda.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Fail,
            torch.present ? tr("flash-attn %1 next to a CPU-only torch %2").arg(version, torch.text)
                          : tr("flash-attn %1 without torch").arg(version),
            expected, tr("Install a CUDA build of torch first, then flash-attn"));
    }
    const double cap = capability(environment);
    if (cap > 0 && cap < 8.0) {
        return CheckResult::make(id, title, CheckStatus::Fail,
            tr("flash-attn %1 on a GPU of compute capability %2: FlashAttention 2 needs Ampere or newer (sm80+)")
                .arg(version)
                .arg(cap, 0, 'f', 1),
            expected,
            tr("Use PyTorch's scaled_dot_product_attention (attn_implementation=\"sdpa\") or xformers here, or rent an "
               "Ampere, Ada or Hopper GPU"));
    }
    const QString error = loadError(environment, QStringLiteral("flash-attn"));
    if (error.isEmpty()) {
        return CheckResult::make(
            id, title, CheckStatus::Pass, tr("flash-attn %1 loads with torch %2").arg(version, torch.text), expected);
    }
    const QVersionNumber python
        = QVersionNumber::fromString(environment.stack.value(QLatin1String("python")).toString());
    const int cudaMajor = torch.cuda.section(QLatin1Char('.'), 0, 0).toInt();
    const std::optional<FlashAttnWheel> wheel
        = m_compat.flashAttnWheel(torch.version, cudaMajor, python, torch.cxx11Abi);
    const QString fix = wheel
        ? tr("pip uninstall -y flash-attn && pip install flash-attn==%1 --no-build-isolation (it fetches %2)")
              .arg(wheel->release, wheel->url)
        : tr("No released flash-attn wheel fits torch %1 with CUDA %2 and Python %3: build it (MAX_JOBS=4 pip install "
             "flash-attn --no-build-isolation, needs nvcc and ninja, takes long) or use a torch of 2.8 or older")
              .arg(lineOf(torch.version).toString())
              .arg(cudaMajor)
              .arg(lineOf(python).toString());
    return CheckResult::make(id, title, CheckStatus::Fail,
        tr("flash-attn %1 does not load with torch %2: %3")
            .arg(version, torch.text, explained(QStringLiteral("flash-attn"), error)),
        expected, fix);
}

CheckResult StackChecker::xformers(const StackEnvironment &environment, const Torch &torch) const
{
    const QString id = QStringLiteral("stack.xformers");
    const QString title = tr("xformers vs torch");
    const QString version = package(environment, QStringLiteral("xformers")).section(QLatin1Char('+'), 0, 0);
    const XformersRelease *release = m_compat.xformers(version);
    if (!release) {
        return CheckResult::make(id, title, CheckStatus::Skip, tr("xformers %1 with torch %2").arg(version, torch.text),
            {}, tr("xformers %1 is not in RentDeck's table yet (resources/data/stack-compat.json)").arg(version));
    }
    const QString expected = release->minimumOnly ? tr("torch ≥ %1").arg(release->torch.toString())
                                                  : tr("torch %1 exactly").arg(release->torch.toString());
    const bool fits = release->minimumOnly ? torch.version >= release->torch : torch.version == release->torch;
    if (!torch.present || !fits) {
        const XformersRelease *other = torch.present ? m_compat.xformersFor(torch.version) : nullptr;
        QString fix;
        if (other) {
            const QString variant = other->cudaVariants.contains(torch.variant) || other->cudaVariants.isEmpty()
                ? torch.variant
                : other->cudaVariants.last();
            fix = tr("pip install xformers==%1 --index-url https://download.pytorch.org/whl/%2 (built for torch %3)")
                      .arg(other->version, variant, torch.version.toString());
        } else {
            fix = tr("No xformers release on record is built for this torch; install the torch this xformers needs: %1")
                      .arg(m_compat.torchInstall(release->torch.toString(),
                          release->cudaVariants.contains(torch.variant) ? torch.variant
                                                                        : release->cudaVariants.value(0)));
        }
        return CheckResult::make(id, title, CheckStatus::Fail,
            torch.present ? tr("xformers %1 is built for torch %2; this environment has torch %3")
                                .arg(version, release->torch.toString(), torch.text)
                          : tr("xformers %1 without torch").arg(version),
            expected, fix);
    }
    if (const QString error = loadError(environment, QStringLiteral("xformers")); !error.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Fail,
            tr("xformers %1 cannot load its C++/CUDA part: %2")
                .arg(version, explained(QStringLiteral("xformers"), error)),
            expected,
            tr("pip install --force-reinstall xformers==%1 --index-url https://download.pytorch.org/whl/%2")
                .arg(version, torch.variant));
    }
    const double cap = capability(environment);
    if (cap > 0 && cap <= 7.0 && pythonPackageVersion(version) >= QVersionNumber(0, 0, 31)) {
        return CheckResult::make(id, title, CheckStatus::Warn,
            tr("xformers %1 on compute capability %2: 0.0.31 and later no longer support V100 or older GPUs")
                .arg(version)
                .arg(cap, 0, 'f', 1),
            expected, tr("Use PyTorch's scaled_dot_product_attention here, or rent a Turing or newer GPU"));
    }
    return CheckResult::make(
        id, title, CheckStatus::Pass, tr("xformers %1 with torch %2").arg(version, torch.text), expected);
}

CheckResult StackChecker::bitsAndBytes(const StackEnvironment &environment, const Torch &torch) const
{
    const QString id = QStringLiteral("stack.bitsandbytes");
    const QString title = tr("bitsandbytes vs torch and GPU");
    const QString version = package(environment, QStringLiteral("bitsandbytes"));
    const std::optional<BitsAndBytesRelease> release = m_compat.bitsAndBytes(pythonPackageVersion(version));
    const QString measured = tr("bitsandbytes %1 with torch %2").arg(version, torch.present ? torch.text : tr("none"));
    QString expected = tr("a build for CUDA %1").arg(torch.cuda);
    if (release && !release->torchMin.isNull()) {
        expected = release->torchBelow.isNull()
            ? tr("torch ≥ %1").arg(release->torchMin.toString())
            : tr("torch ≥ %1, < %2").arg(release->torchMin.toString(), release->torchBelow.toString());
    }
    const auto inRange = [&](const BitsAndBytesRelease &r) {
        return (r.torchMin.isNull() || torch.version >= r.torchMin)
            && (r.torchBelow.isNull() || torch.version < r.torchBelow);
    };
    if (release && torch.present && !inRange(*release)) {
        QString newest;
        for (const BitsAndBytesRelease &other : m_compat.bitsAndBytesReleases()) {
            if (inRange(other)) {
                newest = other.version.toString();
            }
        }
        return CheckResult::make(id, title, CheckStatus::Fail, measured, expected,
            newest.isEmpty() ? tr("Install a torch in that range") : tr("pip install bitsandbytes==%1").arg(newest));
    }
    if (const QString error = loadError(environment, QStringLiteral("bitsandbytes")); !error.isEmpty()) {
        const QString latest = m_compat.bitsAndBytesReleases().isEmpty()
            ? QString()
            : m_compat.bitsAndBytesReleases().constLast().version.toString();
        return CheckResult::make(id, title, CheckStatus::Fail,
            measured + QStringLiteral(": ") + explained(QStringLiteral("bitsandbytes"), error), expected,
            tr("pip install --force-reinstall bitsandbytes==%1 (its wheel carries a build for each CUDA; "
               "BNB_CUDA_VERSION=%2 picks one)")
                .arg(latest, QString(torch.cuda).remove(QLatin1Char('.'))));
    }
    const double cap = capability(environment);
    if (release && cap > 0 && release->minCapability > 0 && cap < release->minCapability) {
        return CheckResult::make(id, title, CheckStatus::Fail,
            measured + tr(" on compute capability %1").arg(cap, 0, 'f', 1),
            tr("compute capability ≥ %1").arg(release->minCapability, 0, 'f', 1),
            tr("Rent a GPU of compute capability %1 or newer").arg(release->minCapability, 0, 'f', 1));
    }
    if (cap > 0 && cap < 7.5) {
        return CheckResult::make(id, title, CheckStatus::Warn,
            measured
                + tr(" on compute capability %1: LLM.int8() runs only its slow path below 7.5 (Turing)")
                      .arg(cap, 0, 'f', 1),
            expected, tr("Use 4-bit (nf4) quantization here, or rent a Turing or newer GPU for 8-bit"));
    }
    return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
}

CheckResult StackChecker::vllm(const StackEnvironment &environment, const Torch &torch) const
{
    const QString id = QStringLiteral("stack.vllm");
    const QString title = tr("vLLM vs torch");
    const QString version = package(environment, QStringLiteral("vllm")).section(QLatin1Char('+'), 0, 0);
    const QVersionNumber vllm = pythonPackageVersion(version);
    const double cap = capability(environment);
    const double minCap = m_compat.vllmMinCapability(vllm);
    if (cap > 0 && minCap > 0 && cap < minCap) {
        return CheckResult::make(id, title, CheckStatus::Fail,
            tr("vLLM %1 on compute capability %2").arg(version).arg(cap, 0, 'f', 1),
            tr("compute capability ≥ %1").arg(minCap, 0, 'f', 1),
            tr("Rent a GPU of compute capability %1 or newer for this vLLM").arg(minCap, 0, 'f', 1));
    }
    const VllmPin *pin = m_compat.vllmPin(vllm);
    const QString measured = tr("vLLM %1 with torch %2").arg(version, torch.present ? torch.text : tr("none"));
    if (!pin) {
        return CheckResult::make(id, title, CheckStatus::Skip, measured, tr("the torch vLLM %1 pins").arg(version),
            tr("RentDeck has no torch pin on record for vLLM %1; pip check shows a mismatch").arg(version));
    }
    // How sure the table is: vLLM's own pins are in a repository too large to mirror, so most come from its issues.
    QString confidence = pin->confidence;
    if (confidence == QLatin1String("primary")) {
        confidence = tr("from vLLM's requirements");
    } else if (confidence.startsWith(QLatin1String("release notes"))) {
        confidence = tr("from the release notes");
    } else if (confidence == QLatin1String("issue reports")) {
        confidence = tr("from issue reports");
    } else if (confidence == QLatin1String("secondary")) {
        confidence = tr("from another project's pin");
    }
    const QString expected = tr("torch %1, as vLLM %2 pins it (%3)").arg(pin->torch.toString(), version, confidence);
    if (torch.present && torch.version == pin->torch) {
        return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
    }
    const QString other = torch.present ? m_compat.vllmFor(torch.version) : QString();
    const QString fresh
        = tr("in a fresh environment, pip install vllm==%1 (it brings torch %2)").arg(version, pin->torch.toString());
    return CheckResult::make(id, title, CheckStatus::Fail,
        measured + tr(": its compiled ops (vllm/_C.abi3.so) are tied to torch %1").arg(pin->torch.toString()), expected,
        other.isEmpty()
            ? fresh.left(1).toUpper() + fresh.mid(1)
            : tr("pip install vllm==%1 (built for torch %2), or %3").arg(other, torch.version.toString(), fresh));
}

CheckResult StackChecker::deepSpeed(const StackEnvironment &environment, const Torch &torch) const
{
    const QString id = QStringLiteral("stack.deepspeed");
    const QString title = tr("DeepSpeed vs CUDA toolkit");
    const QString version = package(environment, QStringLiteral("deepspeed"));
    const QString expected = tr("torch ≥ 2.0 with CUDA, and nvcc of torch's CUDA (%1)").arg(torch.cuda);
    if (!torch.present || torch.version < QVersionNumber(2, 0) || torch.cuda.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Fail,
            torch.present ? tr("DeepSpeed %1 with torch %2").arg(version, torch.text)
                          : tr("DeepSpeed %1 without torch").arg(version),
            expected, tr("Install a CUDA build of torch 2.0 or newer first"));
    }
    const QString toolkit = tr("conda install -c nvidia cuda-toolkit=%1, or the apt package cuda-toolkit-%2")
                                .arg(torch.cuda, QString(torch.cuda).replace(QLatin1Char('.'), QLatin1Char('-')));
    if (m_host.nvcc.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Warn,
            tr("DeepSpeed %1 compiles its CUDA ops (fused Adam, …) at first use, and there is no nvcc here")
                .arg(version),
            expected,
            tr("Install the CUDA %1 toolkit torch was built with (%2), or rent a -devel image")
                .arg(torch.cuda, toolkit));
    }
    const QVersionNumber nvcc = QVersionNumber::fromString(m_host.nvcc);
    const QVersionNumber torchCuda = QVersionNumber::fromString(torch.cuda);
    if (!StackCompat::deepSpeedCudaMatches(nvcc, torchCuda)) {
        return CheckResult::make(id, title, CheckStatus::Fail,
            tr("nvcc %1 vs torch's CUDA %2: DeepSpeed %3 refuses to build its ops")
                .arg(m_host.nvcc, torch.cuda, version),
            expected,
            tr("Install the CUDA %1 toolkit (%2) and point CUDA_HOME at it; DS_SKIP_CUDA_CHECK=1 forces the build at "
               "your own risk")
                .arg(torch.cuda, toolkit));
    }
    return CheckResult::make(id, title, CheckStatus::Pass,
        tr("DeepSpeed %1, nvcc %2 with torch's CUDA %3").arg(version, m_host.nvcc, torch.cuda), expected);
}

QList<CheckResult> StackChecker::toolkit() const
{
    if (m_host.nvcc.isEmpty() && m_host.cudnn.isEmpty() && m_host.tensorRt.isEmpty()) {
        return {};
    }
    QStringList parts;
    if (!m_host.nvcc.isEmpty()) {
        parts << tr("nvcc %1").arg(m_host.nvcc);
    }
    if (!m_host.cudnn.isEmpty()) {
        parts << tr("cuDNN %1").arg(m_host.cudnn);
    }
    if (!m_host.tensorRt.isEmpty()) {
        parts << tr("TensorRT %1").arg(m_host.tensorRt);
    }
    const QString id = QStringLiteral("stack.toolkit");
    const QString title = tr("CUDA toolkit vs driver");
    const QString measured = parts.join(QStringLiteral(", "));
    const int major = m_host.nvcc.section(QLatin1Char('.'), 0, 0).toInt();
    const QVersionNumber floor = m_compat.driverFloor(major);
    if (m_host.nvcc.isEmpty() || floor.isNull() || m_host.driver.isNull()) {
        return { CheckResult::make(id, title, CheckStatus::Pass, measured) };
    }
    const QString expected = tr("driver ≥ %1 for CUDA %2 programs").arg(floor.toString()).arg(major);
    if (m_host.driver >= floor) {
        return { CheckResult::make(id, title, CheckStatus::Pass, measured, expected) };
    }
    CheckResult result = CheckResult::make(id, title, CheckStatus::Warn,
        measured + tr(": driver %1 cannot run what this nvcc builds").arg(m_host.driver.toString()), expected,
        tr("Rent a host with driver ≥ %1, or use the CUDA toolkit this driver supports").arg(floor.toString()));
    result.minDriver = floor.toString();
    return { result };
}

} // namespace RentDeck
