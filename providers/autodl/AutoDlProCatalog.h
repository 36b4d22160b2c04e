// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Money.h"
#include "core/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

namespace RentDeck {

/** One GPU spec of AutoDL's Pro API (what pro/create's gpu_spec_uuid takes). */
struct AutoDlProSpec
{
    QString specUuid; // "v-48g"
    QString consoleName; // "4090-48G", as the console shows it
    QString gpuName; // as nvidia-smi names it
    double vramGb = 0;
    QString tier; // 通用型 (general) or 性能型 (performance)
    Money typicalPerGpuHour; // CNY; invalid when no public price is known (then it is not offered)
};

/** One public base image (pro/create's image_uuid) and the CUDA floor it wants (cuda_v_from). */
struct AutoDlBaseImage
{
    QString uuid; // "base-image-l2t43iu6uk"
    QString name; // "pytorch-2.0.0-cuda11.8": what a user may type instead of the uuid
    QString framework; // "PyTorch 2.0.0"
    QString cuda; // "11.8"
    int cudaFrom = 0; // 118
};

/**
 * AutoDL's Pro-API tables (resources/data/autodl-pro.json, embedded as :/data/autodl-pro.json): the GPU specs and
 * the public base images. The Pro API lists neither and has no stock query, so offers come from here and a create
 * answered "当前算力规格暂无库存" means the spec is taken. Immutable after parse(); thread-safe to read.
 */
class AutoDlProCatalog
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::AutoDlProCatalog)

public:
    [[nodiscard]] static Result<AutoDlProCatalog> parse(const QByteArray &json);
    static const AutoDlProCatalog &builtin();

    const QList<AutoDlProSpec> &specs() const { return m_specs; }
    const QList<AutoDlBaseImage> &images() const { return m_images; }
    std::optional<AutoDlProSpec> spec(const QString &specUuid) const;
    /** By uuid or by name ("pytorch-2.0.0-cuda11.8"). */
    std::optional<AutoDlBaseImage> image(const QString &uuidOrName) const;
    const AutoDlBaseImage &defaultImage() const { return m_images.at(m_defaultImage); }
    QString checked() const { return m_checked; }

private:
    QList<AutoDlProSpec> m_specs;
    QList<AutoDlBaseImage> m_images;
    qsizetype m_defaultImage = 0;
    QString m_checked;
};

} // namespace RentDeck
