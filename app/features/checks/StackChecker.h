// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/CheckResult.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVersionNumber>

namespace RentDeck {

class StackCompat;

/** What the probe found beside Python: the host's driver and the toolkit installed outside any environment. */
struct StackHost
{
    QVersionNumber driver; // null without a working NVIDIA driver
    double gpuCapability = 0; // compute capability of GPU 0 as some environment's torch saw it; 0 unknown
    QString nvcc; // "12.4"; empty without nvcc
    QString cudnn; // the system cuDNN (cudnn_version.h); empty without one
    QString tensorRt; // the system libnvinfer's version; empty without one
};

/** One Python environment the probe looked into. */
struct StackEnvironment
{
    QString kind; // "path" (the first python3 on PATH), "conda", "venv"
    QString name; // conda env name, venv folder; empty for "path"
    QJsonObject stack; // the probe's STACK_PY object: python, torch, packages, extensions…
    /** "" for the PATH python, "@train" or "@/workspace/app/.venv": appended to result ids. */
    QString idSuffix() const;
    /** "conda env train (Python 3.11.9)". */
    QString label() const;
};

/**
 * The software stack of one Python environment against the stack-compat.json facts: Python vs the frameworks'
 * supported range, the cuDNN torch loads, TensorRT vs the driver, and the extension wheels installed next to torch
 * (flash-attn, xformers, bitsandbytes, vLLM, DeepSpeed) vs torch, CUDA, Python and the GPU. Every mismatch names
 * the exact install command that fits. Pure: results only for what is installed.
 */
class StackChecker
{
    Q_DECLARE_TR_FUNCTIONS(StackChecker)

public:
    StackChecker(const StackCompat &compat, const StackHost &host);

    [[nodiscard]] QList<CheckResult> evaluate(const StackEnvironment &environment) const;
    /** The toolkit outside Python (nvcc, cuDNN, TensorRT) against the driver; empty when there is none. */
    [[nodiscard]] QList<CheckResult> toolkit() const;

private:
    struct Torch
    {
        QString text; // "2.5.1+cu124"
        QVersionNumber version; // 2.5.1
        QString cuda; // "12.4"; empty for a CPU build
        QString variant; // "cu124"
        bool cxx11Abi = false;
        bool present = false;
    };
    static Torch torchOf(const QJsonObject &stack);
    CheckResult python(const StackEnvironment &environment, const Torch &torch) const;
    /** TensorFlow's or PaddlePaddle's tested Python range, when that framework is installed and its line is known. */
    std::optional<CheckResult> frameworkPython(const StackEnvironment &environment, const QString &framework) const;
    std::optional<CheckResult> cudnn(const StackEnvironment &environment, const Torch &torch) const;
    std::optional<CheckResult> tensorRt(const StackEnvironment &environment) const;
    CheckResult flashAttn(const StackEnvironment &environment, const Torch &torch) const;
    CheckResult xformers(const StackEnvironment &environment, const Torch &torch) const;
    CheckResult bitsAndBytes(const StackEnvironment &environment, const Torch &torch) const;
    CheckResult vllm(const StackEnvironment &environment, const Torch &torch) const;
    CheckResult deepSpeed(const StackEnvironment &environment, const Torch &torch) const;
    double capability(const StackEnvironment &environment) const;
    QString loadError(const StackEnvironment &environment, const QString &package) const;
    QString explained(const QString &package, const QString &error) const;

    const StackCompat &m_compat;
    StackHost m_host;
};

} // namespace RentDeck
