// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/StackCompat.h"

#include <QFile>
#include <QJsonDocument>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <algorithm>

namespace RentDeck {

Q_LOGGING_CATEGORY(lcStackCompat, "rentdeck.checks.stack")

namespace {

QVersionNumber version(const QJsonValue &value)
{
    return pythonPackageVersion(value.toString());
}

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray()) {
        list << item.toString();
    }
    return list;
}

// "cu12" → 12, "cu118" → 11, "cu121" → 12.
int cudaMajorOfTag(const QString &tag)
{
    const QString digits = tag.mid(2);
    return digits.size() <= 2 ? digits.toInt() : digits.left(2).toInt();
}

// "torch 2.4.0 x py 3.13", "torch 2.0.1 x CUDA 12.2.2", "torch 1.11.0 x CUDA 116": is this build left out?
bool excluded(const QStringList &exclusions, const QString &torchBuilt, const QString &python, const QString &nvcc)
{
    const QString nvccDigits = QString(nvcc).remove(QLatin1Char('.'));
    for (const QString &rule : exclusions) {
        if (!rule.startsWith(QStringLiteral("torch ") + torchBuilt + QLatin1Char(' '))) {
            continue;
        }
        const QString what = rule.section(QStringLiteral(" x "), 1);
        if (what == QStringLiteral("py ") + python) {
            return true;
        }
        if (what.startsWith(QStringLiteral("CUDA ")) && !nvcc.isEmpty()) {
            const QString cuda = what.mid(5);
            if (cuda == nvcc || nvccDigits.startsWith(QString(cuda).remove(QLatin1Char('.')))) {
                return true;
            }
        }
    }
    return false;
}

// "≥2.3,<3" / ">=2.2,<3" / "any" → (minimum, below).
std::pair<QVersionNumber, QVersionNumber> range(const QString &text)
{
    QVersionNumber minimum, below;
    for (const QString &part : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString trimmed = part.trimmed();
        if (trimmed.startsWith(QStringLiteral(">="))) {
            minimum = pythonPackageVersion(trimmed.mid(2));
        } else if (trimmed.startsWith(QLatin1Char('<')) && !trimmed.startsWith(QStringLiteral("<="))) {
            below = pythonPackageVersion(trimmed.mid(1));
        }
    }
    return { minimum, below };
}

} // namespace

QVersionNumber pythonPackageVersion(const QString &text)
{
    return QVersionNumber::fromString(text.trimmed().section(QLatin1Char('+'), 0, 0));
}

QVersionNumber cudnnVersion(qint64 value)
{
    if (value >= 10000) {
        return QVersionNumber(int(value / 10000), int(value / 100 % 100), int(value % 100));
    }
    return QVersionNumber(int(value / 1000), int(value / 100 % 10), int(value % 100));
}

Result<StackCompat> StackCompat::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error::make(Error::Code::Io, tr("cannot read %1: %2").arg(path, file.errorString()));
    }
    return fromJson(file.readAll());
}

Result<StackCompat> StackCompat::fromJson(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonObject root = QJsonDocument::fromJson(json, &parseError).object();
    if (parseError.error != QJsonParseError::NoError || root.isEmpty()) {
        return Error::make(
            Error::Code::InvalidInput, tr("stack-compat.json is not a JSON object: %1").arg(parseError.errorString()));
    }
    StackCompat compat;
    const QJsonObject torch = root.value(QLatin1String("torch")).toObject();
    compat.m_torchInstall = torch.value(QLatin1String("install_command")).toString();
    for (const QJsonValue &value : torch.value(QLatin1String("driver_floor_by_cuda_major")).toArray()) {
        compat.m_driverFloors.insert(value.toObject().value(QLatin1String("cuda_major")).toInt(),
            version(value.toObject().value(QLatin1String("linux"))));
    }
    for (const QJsonValue &value : torch.value(QLatin1String("releases")).toArray()) {
        const QJsonObject object = value.toObject();
        TorchRelease release { object.value(QLatin1String("version")).toString(),
            version(object.value(QLatin1String("python_min"))), version(object.value(QLatin1String("python_max"))),
            {} };
        for (const QJsonValue &variant : object.value(QLatin1String("variants")).toArray()) {
            release.variants.append({ variant.toObject().value(QLatin1String("variant")).toString(),
                variant.toObject().value(QLatin1String("cudnn")).toString() });
        }
        compat.m_torch << release;
    }
    // TensorFlow's tested build configurations and PaddlePaddle's install pages (python_frameworks).
    const QJsonObject frameworks = root.value(QLatin1String("python_frameworks")).toObject();
    for (const auto &[key, name] :
        { std::pair { "tensorflow", "tensorflow" }, std::pair { "paddlepaddle", "paddle" } }) {
        for (const QJsonValue &value : frameworks.value(QLatin1String(key)).toArray()) {
            const QJsonObject object = value.toObject();
            const QVersionNumber release = version(object.value(QLatin1String("version")));
            compat.m_pythonRanges.append(
                { QString::fromLatin1(name), QVersionNumber(release.majorVersion(), release.minorVersion()),
                    version(object.value(QLatin1String("python_min"))),
                    version(object.value(QLatin1String("python_max"))) });
        }
    }
    const QJsonObject extensions = root.value(QLatin1String("extensions")).toObject();
    compat.m_flashAttn = extensions.value(QLatin1String("flash_attn")).toObject();
    const QJsonObject xformers = extensions.value(QLatin1String("xformers")).toObject();
    compat.m_xformersInstall = xformers.value(QLatin1String("index_url_pattern")).toString();
    for (const QJsonValue &value : xformers.value(QLatin1String("releases")).toArray()) {
        const QJsonObject object = value.toObject();
        const QString pin = object.value(QLatin1String("torch")).toString();
        compat.m_xformers.append({ object.value(QLatin1String("version")).toString(),
            pythonPackageVersion(QString(pin).remove(QStringLiteral(">="))),
            object.value(QLatin1String("torch_pin")).toString() == QLatin1String("minimum"),
            strings(object.value(QLatin1String("cuda_variants"))) });
    }
    const QJsonObject vllm = extensions.value(QLatin1String("vllm")).toObject();
    for (const QJsonValue &value : vllm.value(QLatin1String("torch_pins")).toArray()) {
        const QJsonObject object = value.toObject();
        compat.m_vllm.append({ strings(object.value(QLatin1String("versions"))),
            version(object.value(QLatin1String("torch"))), object.value(QLatin1String("confidence")).toString(),
            object.value(QLatin1String("source")).toString() });
    }
    compat.m_vllmDocs = vllm.value(QLatin1String("docs_by_version")).toArray();
    for (const QJsonValue &value :
        extensions.value(QLatin1String("bitsandbytes")).toObject().value(QLatin1String("releases")).toArray()) {
        const QJsonObject object = value.toObject();
        BitsAndBytesRelease release;
        release.version = version(object.value(QLatin1String("version")));
        std::tie(release.torchMin, release.torchBelow) = range(object.value(QLatin1String("torch")).toString());
        release.pythonMin = range(object.value(QLatin1String("python")).toString()).first;
        const QJsonValue capability
            = object.value(QLatin1String("compute_capability")).toObject().value(QLatin1String("minimum"));
        release.minCapability = capability.toString().toDouble();
        compat.m_bitsAndBytes << release;
    }
    for (const QJsonValue &value : root.value(QLatin1String("import_failures")).toArray()) {
        const QJsonObject object = value.toObject();
        compat.m_importFailures.append(
            { object.value(QLatin1String("extension")).toString(), object.value(QLatin1String("pattern")).toString(),
                object.value(QLatin1String("meaning")).toString(), object.value(QLatin1String("fix")).toString() });
    }
    if (compat.m_torch.isEmpty() || compat.m_xformers.isEmpty() || compat.m_flashAttn.isEmpty()) {
        return Error::make(Error::Code::InvalidInput,
            tr("stack-compat.json lacks torch.releases, extensions.xformers.releases or extensions.flash_attn"));
    }
    return compat;
}

const StackCompat *StackCompat::bundled()
{
    static const std::optional<StackCompat> compat = []() -> std::optional<StackCompat> {
        Result<StackCompat> loaded = load();
        if (!loaded) {
            qCWarning(lcStackCompat) << "software-stack checks are off:" << loaded.error().message;
            return std::nullopt;
        }
        return std::move(*loaded);
    }();
    return compat ? &*compat : nullptr;
}

const TorchRelease *StackCompat::torchRelease(const QVersionNumber &torch) const
{
    const QString line = QStringLiteral("%1.%2").arg(torch.majorVersion()).arg(torch.minorVersion());
    const auto found
        = std::find_if(m_torch.begin(), m_torch.end(), [&](const TorchRelease &r) { return r.line == line; });
    return found == m_torch.end() ? nullptr : &*found;
}

std::optional<std::pair<QVersionNumber, QVersionNumber>> StackCompat::pythonRange(
    const QString &framework, const QVersionNumber &version) const
{
    const QVersionNumber line(version.majorVersion(), version.minorVersion());
    for (const PythonRange &range : m_pythonRanges) {
        if (range.framework == framework && range.line == line && !range.min.isNull() && !range.max.isNull()) {
            return std::pair { range.min, range.max };
        }
    }
    return std::nullopt;
}

const TorchRelease *StackCompat::firstTorchFor(const QVersionNumber &python) const
{
    const QVersionNumber pythonLine(python.majorVersion(), python.minorVersion());
    for (const TorchRelease &release : m_torch) {
        if (release.pythonMin <= pythonLine && pythonLine <= release.pythonMax) {
            return &release;
        }
    }
    return nullptr;
}

QString StackCompat::torchInstall(const QString &version, const QString &variant) const
{
    return QString(m_torchInstall)
        .replace(QStringLiteral("{version}"), version)
        .replace(QStringLiteral("{variant}"), variant);
}

std::optional<FlashAttnWheel> StackCompat::flashAttnWheel(
    const QVersionNumber &torch, int cudaMajor, const QVersionNumber &python, bool cxx11Abi) const
{
    const QString line = QStringLiteral("%1.%2").arg(torch.majorVersion()).arg(torch.minorVersion());
    const QString py = QStringLiteral("%1.%2").arg(python.majorVersion()).arg(python.minorVersion());
    const QJsonArray groups = m_flashAttn.value(QLatin1String("prebuilt_wheels")).toArray();
    for (qsizetype g = groups.size() - 1; g >= 0; --g) {
        const QJsonObject group = groups.at(g).toObject();
        const QStringList torchLines = strings(group.value(QLatin1String("torch")));
        const QStringList built = strings(group.value(QLatin1String("torch_built_against")));
        const QStringList tags = strings(group.value(QLatin1String("wheel_cuda_tags")));
        const QStringList nvccs = strings(group.value(QLatin1String("ci_nvcc")));
        if (!torchLines.contains(line) || !strings(group.value(QLatin1String("python"))).contains(py)) {
            continue;
        }
        const auto builtAgainst = std::find_if(
            built.begin(), built.end(), [&](const QString &v) { return v.startsWith(line + QLatin1Char('.')); });
        for (qsizetype t = 0; t < tags.size(); ++t) {
            if (cudaMajorOfTag(tags.at(t)) != cudaMajor) {
                continue;
            }
            const QString nvcc = t < nvccs.size() ? nvccs.at(t) : QString();
            if (builtAgainst != built.end()
                && excluded(strings(group.value(QLatin1String("excluded"))), *builtAgainst, py, nvcc)) {
                continue;
            }
            QStringList releases = strings(group.value(QLatin1String("releases")));
            // A .post release that only changed setup.py (its note says so) may have no wheels of its own.
            if (group.value(QLatin1String("note")).toString().contains(QLatin1String("only changes setup.py"))) {
                releases.removeIf([](const QString &r) { return r.contains(QLatin1String(".post")); });
            }
            const QString release = releases.value(releases.size() - 1);
            const QString cp = QStringLiteral("cp%1%2").arg(python.majorVersion()).arg(python.minorVersion());
            return FlashAttnWheel { release,
                QStringLiteral("https://github.com/Dao-AILab/flash-attention/releases/download/v%1/"
                               "flash_attn-%1+%2torch%3cxx11abi%4-%5-%5-linux_x86_64.whl")
                    .arg(release, tags.at(t), line, cxx11Abi ? QStringLiteral("TRUE") : QStringLiteral("FALSE"), cp) };
        }
    }
    return std::nullopt;
}

const XformersRelease *StackCompat::xformers(const QString &version) const
{
    const auto found = std::find_if(
        m_xformers.begin(), m_xformers.end(), [&](const XformersRelease &r) { return r.version == version; });
    return found == m_xformers.end() ? nullptr : &*found;
}

const XformersRelease *StackCompat::xformersFor(const QVersionNumber &torch) const
{
    for (auto it = m_xformers.crbegin(); it != m_xformers.crend(); ++it) {
        if (it->minimumOnly ? torch >= it->torch : torch == it->torch) {
            return &*it;
        }
    }
    return nullptr;
}

QString StackCompat::xformersInstall(const QString &version, const QString &variant) const
{
    return QStringLiteral("pip install xformers==%1 --index-url %2")
        .arg(version,
            QString(m_xformersInstall).section(QLatin1Char(' '), 0, 0).replace(QStringLiteral("{cuXYZ}"), variant));
}

const VllmPin *StackCompat::vllmPin(const QVersionNumber &vllm) const
{
    for (const VllmPin &pin : m_vllm) {
        QList<QVersionNumber> versions;
        for (const QString &v : pin.versions) {
            if (!v.startsWith(QLatin1String("main"))) {
                versions << pythonPackageVersion(v);
            }
        }
        if (versions.isEmpty()) {
            continue;
        }
        // Two versions name a range (0.8.0 … 0.8.5.post1); more name each release.
        const bool inRange = versions.size() == 2 && versions.first() <= vllm && vllm <= versions.last();
        if (versions.contains(vllm) || inRange) {
            return &pin;
        }
    }
    return nullptr;
}

QString StackCompat::vllmFor(const QVersionNumber &torch) const
{
    for (auto it = m_vllm.crbegin(); it != m_vllm.crend(); ++it) {
        if (it->torch == torch) {
            for (auto v = it->versions.crbegin(); v != it->versions.crend(); ++v) {
                if (!v->startsWith(QLatin1String("main"))) {
                    return *v;
                }
            }
        }
    }
    return {};
}

double StackCompat::vllmMinCapability(const QVersionNumber &vllm) const
{
    double minimum = 0;
    for (const QJsonValue &value : m_vllmDocs) {
        const QJsonObject docs = value.toObject();
        const QStringList versions = strings(docs.value(QLatin1String("versions")));
        const QVersionNumber first = pythonPackageVersion(versions.value(0));
        if (!first.isNull() && first <= vllm) {
            minimum = docs.value(QLatin1String("min_compute_capability"))
                          .toString()
                          .section(QLatin1Char(' '), 0, 0)
                          .toDouble();
        }
    }
    return minimum;
}

std::optional<BitsAndBytesRelease> StackCompat::bitsAndBytes(const QVersionNumber &version) const
{
    std::optional<BitsAndBytesRelease> best;
    for (const BitsAndBytesRelease &release : m_bitsAndBytes) {
        if (release.version <= version && (!best || best->version < release.version)) {
            best = release;
        }
    }
    return best;
}

const ImportFailure *StackCompat::importFailure(const QString &extension, const QString &error) const
{
    for (const ImportFailure &failure : m_importFailures) {
        if (failure.extension != extension && failure.extension != QLatin1String("any")) {
            continue;
        }
        // Patterns are literal text, some with ".*" between two parts.
        const QStringList parts = failure.pattern.split(QStringLiteral(".*"));
        qsizetype from = 0;
        bool all = true;
        for (const QString &part : parts) {
            from = error.indexOf(part, from);
            if (from < 0) {
                all = false;
                break;
            }
            from += part.size();
        }
        if (all) {
            return &failure;
        }
    }
    return nullptr;
}

QVersionNumber StackCompat::tensorRtDriverFloor(const QVersionNumber &tensorRt, int cudaMajor)
{
    // TensorRT 11.x and late 10.x prerequisites: CUDA 12.x builds r535+, CUDA 13.x r580+; earlier support matrices
    // defer to CUDA's minor-version-compatibility floors (stack-compat.json tensorrt.driver_floor).
    const bool late = tensorRt >= QVersionNumber(10, 13);
    switch (cudaMajor) {
    case 11:
        return QVersionNumber(450, 80, 2);
    case 12:
        return late ? QVersionNumber(535) : QVersionNumber(525, 60, 13);
    case 13:
        return QVersionNumber(580);
    default:
        return {};
    }
}

bool StackCompat::deepSpeedCudaMatches(const QVersionNumber &nvcc, const QVersionNumber &torchCuda)
{
    // DeepSpeed op_builder/builder.py cuda_minor_mismatch_ok: 11.0–11.8 together, 12.0–12.6, 12.8, 12.9 together.
    if (nvcc.majorVersion() == torchCuda.majorVersion() && nvcc.minorVersion() == torchCuda.minorVersion()) {
        return true;
    }
    const auto group = [](const QVersionNumber &v) {
        if (v.majorVersion() == 10 || v.majorVersion() == 11) {
            return v.majorVersion();
        }
        if (v.majorVersion() == 12 && (v.minorVersion() <= 6 || v.minorVersion() == 8 || v.minorVersion() == 9)) {
            return 12;
        }
        return -1;
    };
    return group(nvcc) != -1 && group(nvcc) == group(torchCuda);
}

} // namespace RentDeck
