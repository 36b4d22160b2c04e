// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

namespace RentDeck {

/** One torch_npu release: the exact torch it is built for and the CANN releases it supports. */
struct TorchNpuRelease
{
    QString torchNpu; // "2.1.0.post8"
    QString torch; // "2.1.0"
    QStringList cann; // "8.0.0", "8.0.RC3"
    QString python; // "3.8-3.11"; empty when not listed
};

/** One MindSpore release line and the community CANN it installs with. */
struct MindSporeRelease
{
    QString mindspore; // "2.4.0"
    QString cann; // "8.0.RC3.beta1"; empty when the docs name none
};

/**
 * The Huawei Ascend facts of resources/data/ascend-compat.json — torch_npu ↔ torch ↔ CANN (Ascend/pytorch's
 * COMPATIBILITY.en.md) and MindSpore ↔ CANN (MindSpore's install pages), each row with its source in the file.
 */
class AscendCompat
{
    Q_DECLARE_TR_FUNCTIONS(AscendCompat)

public:
    static constexpr const char *ResourcePath = ":/data/ascend-compat.json";

    [[nodiscard]] static Result<AscendCompat> fromJson(const QByteArray &json);
    /** The bundled file, loaded once; null (and a warning logged) when it does not load. */
    static const AscendCompat *bundled();

    /** The row of this torch_npu version ("2.1.0.post8"; a "+git…" build suffix is ignored). */
    const TorchNpuRelease *torchNpu(const QString &version) const;
    /** The newest torch_npu built for \a torch that supports \a cann; null when none does. */
    const TorchNpuRelease *torchNpuFor(const QString &torch, const QString &cann) const;
    /** The newest torch_npu built for \a torch, whatever its CANN. */
    const TorchNpuRelease *newestTorchNpuFor(const QString &torch) const;
    const MindSporeRelease *mindSpore(const QString &version) const;

    /** "8.0.RC3.beta1" → "8.0.RC3": the community builds' suffixes name the same release. */
    static QString cannRelease(const QString &name);

private:
    QList<TorchNpuRelease> m_torchNpu; // newest first, as the file lists them
    QList<MindSporeRelease> m_mindSpore;
};

} // namespace RentDeck
