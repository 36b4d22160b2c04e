// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/AscendCompat.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QRegularExpression>
#include <QVersionNumber>
#include <optional>

namespace RentDeck {

Q_LOGGING_CATEGORY(lcAscendCompat, "rentdeck.checks.ascend")

namespace {

QVersionNumber versionOf(const QString &text)
{
    return QVersionNumber::fromString(text.section(QLatin1Char('+'), 0, 0));
}

// "2.1.0.post10" → 10; -1 without a post release.
int postOf(const QString &text)
{
    static const QRegularExpression post(QStringLiteral("\\.post(\\d+)"));
    const QRegularExpressionMatch match = post.match(text);
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

} // namespace

Result<AscendCompat> AscendCompat::fromJson(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonObject root = QJsonDocument::fromJson(json, &parseError).object();
    if (parseError.error != QJsonParseError::NoError || root.isEmpty()) {
        return Error::make(
            Error::Code::InvalidInput, tr("ascend-compat.json is not a JSON object: %1").arg(parseError.errorString()));
    }
    AscendCompat compat;
    const QJsonObject torchNpu = root.value(QLatin1String("torch_npu")).toObject();
    for (const char *list : { "releases", "patch_releases_from_tags" }) {
        for (const QJsonValue &value : torchNpu.value(QLatin1String(list)).toArray()) {
            const QJsonObject object = value.toObject();
            TorchNpuRelease release { object.value(QLatin1String("torch_npu")).toString(),
                object.value(QLatin1String("torch")).toString(), {}, object.value(QLatin1String("python")).toString() };
            QJsonArray cann = object.value(QLatin1String("cann")).toArray();
            if (cann.isEmpty()) {
                cann = object.value(QLatin1String("cann_assumed")).toArray();
            }
            for (const QJsonValue &name : cann) {
                release.cann << name.toString();
            }
            if (!release.torchNpu.isEmpty() && !release.torch.isEmpty()) {
                compat.m_torchNpu << release;
            }
        }
    }
    // Newest first: the lookups for a fitting wheel take the first match.
    std::stable_sort(
        compat.m_torchNpu.begin(), compat.m_torchNpu.end(), [](const TorchNpuRelease &a, const TorchNpuRelease &b) {
            const QVersionNumber va = versionOf(a.torchNpu);
            const QVersionNumber vb = versionOf(b.torchNpu);
            return va != vb ? va > vb : postOf(a.torchNpu) > postOf(b.torchNpu);
        });
    for (const QJsonValue &value :
        root.value(QLatin1String("mindspore")).toObject().value(QLatin1String("releases")).toArray()) {
        const QJsonObject object = value.toObject();
        compat.m_mindSpore.append({ object.value(QLatin1String("mindspore")).toString().section(QLatin1Char(' '), 0, 0),
            object.value(QLatin1String("cann_community")).toString() });
    }
    if (compat.m_torchNpu.isEmpty()) {
        return Error::make(Error::Code::InvalidInput, tr("ascend-compat.json lists no torch_npu release"));
    }
    return compat;
}

const AscendCompat *AscendCompat::bundled()
{
    static const std::optional<AscendCompat> compat = []() -> std::optional<AscendCompat> {
        QFile file(QString::fromLatin1(ResourcePath));
        if (!file.open(QIODevice::ReadOnly)) {
            qCWarning(lcAscendCompat) << "Ascend checks are off: cannot read" << file.fileName();
            return std::nullopt;
        }
        Result<AscendCompat> loaded = fromJson(file.readAll());
        if (!loaded) {
            qCWarning(lcAscendCompat) << "Ascend checks are off:" << loaded.error().message;
            return std::nullopt;
        }
        return *loaded;
    }();
    return compat ? &*compat : nullptr;
}

const TorchNpuRelease *AscendCompat::torchNpu(const QString &version) const
{
    const QString plain = version.section(QLatin1Char('+'), 0, 0);
    for (const TorchNpuRelease &release : m_torchNpu) {
        if (release.torchNpu == plain) {
            return &release;
        }
    }
    return nullptr;
}

const TorchNpuRelease *AscendCompat::torchNpuFor(const QString &torch, const QString &cann) const
{
    const QVersionNumber wanted = versionOf(torch);
    for (const TorchNpuRelease &release : m_torchNpu) {
        if (versionOf(release.torch) != wanted) {
            continue;
        }
        for (const QString &name : release.cann) {
            if (cannRelease(name) == cannRelease(cann)) {
                return &release;
            }
        }
    }
    return nullptr;
}

const TorchNpuRelease *AscendCompat::newestTorchNpuFor(const QString &torch) const
{
    const QVersionNumber wanted = versionOf(torch);
    for (const TorchNpuRelease &release : m_torchNpu) {
        if (versionOf(release.torch) == wanted) {
            return &release;
        }
    }
    return nullptr;
}

const MindSporeRelease *AscendCompat::mindSpore(const QString &version) const
{
    const QString plain = version.section(QLatin1Char('+'), 0, 0);
    for (const MindSporeRelease &release : m_mindSpore) {
        // "2.4.x" rows cover every patch release of that line.
        const QString row = release.mindspore;
        if (row == plain || (row.endsWith(QLatin1String(".x")) && plain.startsWith(row.chopped(1)))) {
            return &release;
        }
    }
    return nullptr;
}

QString AscendCompat::cannRelease(const QString &name)
{
    static const QRegularExpression suffix(
        QStringLiteral("\\.(alpha|beta)\\d*$|-(alpha|beta)\\.\\d+$"), QRegularExpression::CaseInsensitiveOption);
    return QString(name.trimmed()).remove(suffix);
}

} // namespace RentDeck
