// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"
#include "plan/OfferFit.h"

#include <QJsonObject>
#include <QList>

namespace RentDeck {

class GpuCatalog;

/**
 * `plan --params N [--mode M] [--gpus N] [--precision P] [--seq L] [--batch B] [--layers L --hidden H
 * [--kv-heads K --head-dim D]] [--tokens T] [--mfu F]` (CLI.md): VRAM per GPU with its breakdown, FLOPs, and
 * with --tokens the hours on --gpus GPUs of each catalog model. Asks no provider; bad flags exit 2.
 */
class PlanCommand : public CliCommand
{
    Q_OBJECT
public:
    /** The plan on --gpus GPUs of one catalog model. */
    struct GpuModelFit
    {
        QString name; // as nvidia-smi names it
        double vramGb = 0;
        OfferFit fit;
    };

    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

    /** The plan against every catalog model (\a catalog may be null: none). */
    static QList<GpuModelFit> fitModels(const PlanInput &input, const GpuCatalog *catalog);
    /** CLI.md's JSON: vram_bytes_per_gpu, breakdown_bytes, flops, hours, warnings (+ input, gpu_models). */
    static QJsonObject toJson(const PlanEstimate &estimate, const QList<GpuModelFit> &models);

private:
    static QStringList allWarnings(const PlanEstimate &estimate, const QList<GpuModelFit> &models);
    void printHuman(const PlanEstimate &estimate, const QList<GpuModelFit> &models) const;
};

} // namespace RentDeck
