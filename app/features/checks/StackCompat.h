// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QVersionNumber>
#include <optional>

namespace RentDeck {

/** One PyTorch release line ("2.5") from PyTorch's own compatibility matrix. */
struct TorchRelease
{
    QString line; // "2.5"
    QVersionNumber pythonMin, pythonMax;
    struct Variant
    {
        QString variant; // "cu124"
        QString cudnn; // "9.1.0.70"
    };
    QList<Variant> variants;
};

/** A flash-attn prebuilt wheel that fits a (torch, CUDA, Python, C++ ABI) combination. */
struct FlashAttnWheel
{
    QString release; // "2.8.3"
    QString url;
};

/** An xformers release and the torch its wheels require. */
struct XformersRelease
{
    QString version;
    QVersionNumber torch; // the pinned (or, when minimumOnly, the lowest) torch
    bool minimumOnly = false; // 0.0.35+: "torch >= 2.10"
    QStringList cudaVariants; // "cu121", on download.pytorch.org
};

/** The torch a vLLM release installs with (vLLM pins it exactly). */
struct VllmPin
{
    QStringList versions;
    QVersionNumber torch;
    QString confidence; // "primary", "release notes (quoted)", "issue reports", "secondary"
    QString source;
};

/** What a bitsandbytes release needs. */
struct BitsAndBytesRelease
{
    QVersionNumber version;
    QVersionNumber torchMin, torchBelow; // null when not stated
    QVersionNumber pythonMin;
    double minCapability = 0; // 0 when not stated
};

/** A known import error of an extension wheel: what it means and how to fix it. */
struct ImportFailure
{
    QString extension;
    QString pattern;
    QString meaning;
    QString fix;
};

/**
 * The software-stack facts of resources/data/stack-compat.json — PyTorch releases and their Python and cuDNN,
 * flash-attn's, xformers', bitsandbytes', vLLM's and DeepSpeed's requirements, TensorRT's and cuDNN's driver
 * floors and the import errors people hit — each fact with its source in the file. Read-only once loaded.
 */
class StackCompat
{
    Q_DECLARE_TR_FUNCTIONS(StackCompat)

public:
    static constexpr const char *ResourcePath = ":/data/stack-compat.json";

    [[nodiscard]] static Result<StackCompat> load(const QString &path = QString::fromLatin1(ResourcePath));
    [[nodiscard]] static Result<StackCompat> fromJson(const QByteArray &json);
    /** The bundled file, loaded once for the process; null (and a warning logged) when it does not load. */
    static const StackCompat *bundled();

    const TorchRelease *torchRelease(const QVersionNumber &torch) const;
    /** TensorFlow's ("tensorflow") or PaddlePaddle's ("paddle") tested Python range for \a version's line. */
    std::optional<std::pair<QVersionNumber, QVersionNumber>> pythonRange(
        const QString &framework, const QVersionNumber &version) const;
    /** The first release line that supports \a python, to suggest when the installed one does not. */
    const TorchRelease *firstTorchFor(const QVersionNumber &python) const;
    /** "pip install torch==2.5.1 torchvision torchaudio --index-url https://download.pytorch.org/whl/cu124". */
    QString torchInstall(const QString &version, const QString &variant) const;

    /** The newest released flash-attn wheel for torch X.Y, CUDA major, Python X.Y and the C++ ABI; none for new torch.
     */
    std::optional<FlashAttnWheel> flashAttnWheel(
        const QVersionNumber &torch, int cudaMajor, const QVersionNumber &python, bool cxx11Abi) const;

    const XformersRelease *xformers(const QString &version) const;
    /** The newest xformers release whose wheels take \a torch; null when none does. */
    const XformersRelease *xformersFor(const QVersionNumber &torch) const;
    QString xformersInstall(const QString &version, const QString &variant) const;

    const VllmPin *vllmPin(const QVersionNumber &vllm) const;
    /** The newest vLLM release on record that pins \a torch. */
    QString vllmFor(const QVersionNumber &torch) const;
    /** The lowest compute capability the vLLM docs of that release name (7.0, 7.5 from 0.21). */
    double vllmMinCapability(const QVersionNumber &vllm) const;

    /** The newest bitsandbytes release on record not newer than \a version. */
    std::optional<BitsAndBytesRelease> bitsAndBytes(const QVersionNumber &version) const;

    const QList<BitsAndBytesRelease> &bitsAndBytesReleases() const { return m_bitsAndBytes; }

    /** The lowest Linux driver for any build of CUDA \a major (minor-version compatibility); null if unknown. */
    QVersionNumber driverFloor(int cudaMajor) const { return m_driverFloors.value(cudaMajor); }

    /** The known import error \a error matches, for \a extension ("flash-attn", "xformers", …). */
    const ImportFailure *importFailure(const QString &extension, const QString &error) const;

    /** The Linux driver a TensorRT build for \a cudaMajor needs (TensorRT's prerequisites pages). */
    static QVersionNumber tensorRtDriverFloor(const QVersionNumber &tensorRt, int cudaMajor);
    /** DeepSpeed's op builder: nvcc's CUDA may differ from torch's only within these minor lists. */
    static bool deepSpeedCudaMatches(const QVersionNumber &nvcc, const QVersionNumber &torchCuda);

private:
    QList<TorchRelease> m_torch;
    QString m_torchInstall;
    QJsonObject m_flashAttn;
    QList<XformersRelease> m_xformers;
    QString m_xformersInstall;
    QList<VllmPin> m_vllm;
    QJsonArray m_vllmDocs;
    QList<BitsAndBytesRelease> m_bitsAndBytes;
    QList<ImportFailure> m_importFailures;
    QHash<int, QVersionNumber> m_driverFloors;
    struct PythonRange
    {
        QString framework; // "tensorflow", "paddle"
        QVersionNumber line; // 2.15, 3.0
        QVersionNumber min, max;
    };
    QList<PythonRange> m_pythonRanges;
};

/** "2.5.1+cu124" → 2.5.1; "0.0.29.post1" → 0.0.29 (a PEP 440 local or post part dropped). */
QVersionNumber pythonPackageVersion(const QString &text);

/** torch.backends.cudnn.version(): 8902 → 8.9.2 (cuDNN 8), 90100 → 9.1.0 (cuDNN 9 and later). */
QVersionNumber cudnnVersion(qint64 value);

} // namespace RentDeck
