// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/PlanCommand.h"

#include "checks/GpuCatalog.h"
#include "cli/CliContext.h"
#include "cli/PlanOptions.h"
#include "plan/FitDescription.h"
#include "plan/PlanEstimator.h"

#include <QJsonArray>

namespace RentDeck {

namespace {

QString gigabytes(qint64 bytes)
{
    return QStringLiteral("%1 GB").arg(double(bytes) / 1e9, 7, 'f', 1);
}

QJsonValue orNull(bool present, const QJsonValue &value)
{
    return present ? value : QJsonValue();
}

} // namespace

void PlanCommand::addOptions(QCommandLineParser &parser)
{
    PlanOptions::add(parser, true);
}

void PlanCommand::start(const QCommandLineParser &parser)
{
    const Result<PlanInput> input = PlanOptions::read(parser);
    if (!input) {
        failWith(input.error().message, ExitUsage);
        return;
    }
    const Result<GpuCatalog> catalog = GpuCatalog::load();
    if (!catalog) {
        failWith(catalog.error().message);
        return;
    }
    const PlanEstimate estimate = PlanEstimator::estimate(*input);
    const QList<GpuModelFit> models = fitModels(*input, &*catalog);
    if (m_context.json()) {
        CliContext::printJson(toJson(estimate, models));
    } else {
        printHuman(estimate, models);
    }
    done(0);
}

QList<PlanCommand::GpuModelFit> PlanCommand::fitModels(const PlanInput &input, const GpuCatalog *catalog)
{
    QList<GpuModelFit> models;
    if (!catalog) {
        return models;
    }
    for (const GpuCatalogEntry &entry : catalog->entries()) {
        models.append({ entry.name, entry.vramGb, OfferFit::forGpu(input, entry, input.gpus) });
    }
    return models;
}

QStringList PlanCommand::allWarnings(const PlanEstimate &estimate, const QList<GpuModelFit> &models)
{
    QStringList warnings = estimate.warnings;
    for (const GpuModelFit &model : models) {
        if (model.fit.time && model.fit.time->communicationDominates) {
            for (const QString &warning : model.fit.time->warnings) {
                warnings << model.name + QStringLiteral(": ") + warning;
            }
        } else if (model.fit.time) {
            warnings << model.fit.time->warnings; // the same sentence for every model; deduplicated below
        }
    }
    warnings.removeDuplicates();
    return warnings;
}

QJsonObject PlanCommand::toJson(const PlanEstimate &estimate, const QList<GpuModelFit> &models)
{
    const PlanInput &in = estimate.input;
    const bool hasTokens = in.tokens > 0;
    QJsonObject input;
    input.insert(QStringLiteral("params"), in.params);
    input.insert(QStringLiteral("mode"), PlanInput::modeName(in.mode));
    input.insert(QStringLiteral("gpus"), in.gpus);
    input.insert(QStringLiteral("precision"), PlanInput::precisionName(in.precision));
    input.insert(QStringLiteral("seq"), in.seqLen);
    input.insert(QStringLiteral("batch"), in.batch);
    input.insert(QStringLiteral("layers"), in.layers);
    input.insert(QStringLiteral("hidden"), in.hidden);
    input.insert(QStringLiteral("kv_heads"), orNull(in.kvHeads > 0, in.kvHeads));
    input.insert(QStringLiteral("head_dim"), orNull(in.headDim > 0, in.headDim));
    input.insert(QStringLiteral("tokens"), orNull(hasTokens, in.tokens));
    input.insert(QStringLiteral("mfu"), in.mfu);
    input.insert(QStringLiteral("checkpointing"), in.checkpointing);

    const VramBreakdown &vram = estimate.perGpu;
    QJsonObject breakdown;
    breakdown.insert(QStringLiteral("weights"), vram.weights);
    breakdown.insert(QStringLiteral("optimizer"), vram.optimizer);
    breakdown.insert(QStringLiteral("gradients"), vram.gradients);
    breakdown.insert(QStringLiteral("activations"), vram.activations);
    breakdown.insert(QStringLiteral("kv_cache"), vram.kvCache);
    breakdown.insert(QStringLiteral("reserve"), vram.reserve);

    QJsonObject hours;
    QJsonArray gpuModels;
    for (const GpuModelFit &model : models) {
        const std::optional<TrainingTime> &time = model.fit.time;
        if (time) {
            hours.insert(model.name, time->hours);
        }
        QJsonObject json;
        json.insert(QStringLiteral("gpu_name"), model.name);
        json.insert(QStringLiteral("vram_gb"), model.vramGb);
        json.insert(QStringLiteral("fit"), OfferFit::levelName(model.fit.level));
        json.insert(QStringLiteral("interconnect"), model.fit.interconnect);
        json.insert(QStringLiteral("hours"), orNull(bool(time), time ? time->hours : 0));
        json.insert(
            QStringLiteral("step_seconds"), orNull(time && time->steps > 0, time ? time->computeSecondsPerStep : 0));
        json.insert(QStringLiteral("sync_seconds"), orNull(time && in.gpus > 1, time ? time->syncSecondsPerStep : 0));
        gpuModels.append(json);
    }

    QJsonObject json;
    json.insert(QStringLiteral("input"), input);
    json.insert(QStringLiteral("vram_bytes_per_gpu"), estimate.vramBytesPerGpu());
    json.insert(QStringLiteral("breakdown_bytes"), breakdown);
    json.insert(QStringLiteral("flops"), orNull(hasTokens, estimate.flops));
    json.insert(QStringLiteral("hours"), orNull(hasTokens, hours));
    json.insert(QStringLiteral("gpu_models"), gpuModels);
    json.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(allWarnings(estimate, models)));
    return json;
}

void PlanCommand::printHuman(const PlanEstimate &estimate, const QList<GpuModelFit> &models) const
{
    const PlanInput &in = estimate.input;
    const VramBreakdown &vram = estimate.perGpu;
    CliContext::printLine(tr("Plan: %1, %2 B parameters, %n GPU(s), %3", nullptr, in.gpus)
                              .arg(PlanInput::modeName(in.mode))
                              .arg(in.params / 1e9, 0, 'f', 2)
                              .arg(PlanInput::precisionName(in.precision)));
    CliContext::printLine(tr("VRAM per GPU  %1").arg(gigabytes(estimate.vramBytesPerGpu())));
    const QList<std::pair<QString, qint64>> parts
        = { { tr("  weights     "), vram.weights }, { tr("  optimizer   "), vram.optimizer },
              { tr("  gradients   "), vram.gradients }, { tr("  activations "), vram.activations },
              { tr("  KV cache    "), vram.kvCache }, { tr("  reserve     "), vram.reserve } };
    for (const auto &[label, bytes] : parts) {
        CliContext::printLine(label + gigabytes(bytes));
    }
    if (in.tokens > 0) {
        CliContext::printLine(tr("Compute       %1 FLOPs").arg(estimate.flops, 0, 'e', 2));
    }
    CliContext::printLine(tr("On %n GPU(s) of each model:", nullptr, in.gpus));
    for (const GpuModelFit &model : models) {
        const QString fit = FitDescription::level(model.fit.level);
        const QString hours = model.fit.time ? tr("%1 h").arg(model.fit.time->hours, 0, 'f', 1) : QString();
        CliContext::printLine(QStringLiteral("  %1 %2 %3").arg(model.name, -28).arg(fit, -13).arg(hours));
    }
    const QStringList warnings = allWarnings(estimate, models);
    if (!warnings.isEmpty()) {
        CliContext::printLine(tr("Warnings:"));
        for (const QString &warning : warnings) {
            CliContext::printLine(QStringLiteral("  - ") + warning);
        }
    }
}

} // namespace RentDeck
