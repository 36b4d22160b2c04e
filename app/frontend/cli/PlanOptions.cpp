// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/PlanOptions.h"

#include "cli/CliJson.h"
#include "core/Translate.h"
#include "plan/ModelPreset.h"
#include "plan/OfferFit.h"
#include "plan/ThroughputHistory.h"

#include <QJsonValue>

namespace RentDeck {

namespace {

QString tr(const char *text)
{
    return translateInFile("RentDeck::PlanOptions", text);
}

Error invalid(const QString &message)
{
    return Error::make(Error::Code::InvalidInput, message);
}

QStringList presetKeys()
{
    QStringList keys;
    for (const ModelPreset &preset : ModelPreset::builtins()) {
        keys << preset.key;
    }
    return keys;
}

/** Reads --name into \a target when set; false (with \a error) when not an integer ≥ \a minimum. */
bool readInt(const QCommandLineParser &parser, const QString &name, int minimum, int &target, Error &error)
{
    if (!parser.isSet(name)) {
        return true;
    }
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok || value < minimum) {
        error = invalid(tr("--%1: expected a whole number of at least %2, got \"%3\"")
                            .arg(name)
                            .arg(minimum)
                            .arg(parser.value(name)));
        return false;
    }
    target = value;
    return true;
}

} // namespace

void PlanOptions::add(QCommandLineParser &parser, bool withGpus)
{
    parser.addOptions({
        { QStringLiteral("params"), tr("Parameter count: 7e9, 7000000000 or with a K/M/B/T suffix (7B, 1.5B, 500M)."),
            QStringLiteral("N") },
        { QStringLiteral("preset"),
            tr("Model class %1: sets --params and the shape; later flags override it.")
                .arg(presetKeys().join(QLatin1Char('|'))),
            QStringLiteral("NAME") },
        { QStringLiteral("mode"), tr("full | sharded | lora | inference (default full)."), QStringLiteral("MODE") },
        { QStringLiteral("precision"),
            tr("Weights: fp16 | bf16 | int8 | int4 (default bf16; int8/int4 for LoRA "
               "and inference)."),
            QStringLiteral("P") },
        { QStringLiteral("seq"), tr("Sequence length; inference: context length (default 2048)."),
            QStringLiteral("L") },
        { QStringLiteral("batch"), tr("Micro-batch per GPU; inference: concurrent sequences (default 1)."),
            QStringLiteral("B") },
        { QStringLiteral("layers"), tr("Transformer layers (with --hidden; default: the nearest preset's)."),
            QStringLiteral("L") },
        { QStringLiteral("hidden"), tr("Hidden size (with --layers)."), QStringLiteral("H") },
        { QStringLiteral("kv-heads"), tr("KV heads, for grouped-query attention (with --head-dim)."),
            QStringLiteral("K") },
        { QStringLiteral("head-dim"), tr("Size of one attention head (with --kv-heads)."), QStringLiteral("D") },
        { QStringLiteral("tokens"), tr("Tokens to train on (or generate), as --params (3e9, 3B): adds time and cost."),
            QStringLiteral("T") },
        { QStringLiteral("mfu"), tr("Model FLOPs utilisation, 0..1 (default 0.35)."), QStringLiteral("F") },
        { QStringLiteral("checkpointing"), tr("Activation checkpointing: keep only each layer's input.") },
    });
    if (withGpus) {
        parser.addOption({ QStringLiteral("gpus"), tr("GPUs in the box (default 1)."), QStringLiteral("N") });
    }
}

Result<PlanInput> PlanOptions::read(const QCommandLineParser &parser)
{
    PlanInput input;
    if (parser.isSet(QStringLiteral("preset"))) {
        const ModelPreset *preset = ModelPreset::find(parser.value(QStringLiteral("preset")));
        if (!preset) {
            return invalid(tr("--preset: unknown model class \"%1\"; known: %2")
                               .arg(parser.value(QStringLiteral("preset")), presetKeys().join(QStringLiteral(", "))));
        }
        preset->applyTo(input);
    }
    if (parser.isSet(QStringLiteral("params"))) {
        const std::optional<double> params = PlanInput::parseCount(parser.value(QStringLiteral("params")));
        if (!params) {
            return invalid(tr("--params: expected a count such as 7e9, 7000000000 or 7B, got \"%1\"")
                               .arg(parser.value(QStringLiteral("params"))));
        }
        input.params = *params;
    } else if (input.params <= 0) {
        return invalid(tr("--params N (or --preset NAME) is required"));
    }
    if (parser.isSet(QStringLiteral("mode"))) {
        const std::optional<PlanMode> mode = PlanInput::modeFromName(parser.value(QStringLiteral("mode")));
        if (!mode) {
            return invalid(tr("--mode: expected full, sharded, lora or inference, got \"%1\"")
                               .arg(parser.value(QStringLiteral("mode"))));
        }
        input.mode = *mode;
    }
    if (parser.isSet(QStringLiteral("precision"))) {
        const std::optional<WeightPrecision> precision
            = PlanInput::precisionFromName(parser.value(QStringLiteral("precision")));
        if (!precision) {
            return invalid(tr("--precision: expected fp16, bf16, int8 or int4, got \"%1\"")
                               .arg(parser.value(QStringLiteral("precision"))));
        }
        input.precision = *precision;
    }
    if (parser.isSet(QStringLiteral("layers")) != parser.isSet(QStringLiteral("hidden"))
        && !parser.isSet(QStringLiteral("preset"))) {
        return invalid(tr("give --layers and --hidden together"));
    }
    Error error;
    if (!readInt(parser, QStringLiteral("gpus"), 1, input.gpus, error)
        || !readInt(parser, QStringLiteral("seq"), 1, input.seqLen, error)
        || !readInt(parser, QStringLiteral("batch"), 1, input.batch, error)
        || !readInt(parser, QStringLiteral("layers"), 1, input.layers, error)
        || !readInt(parser, QStringLiteral("hidden"), 1, input.hidden, error)
        || !readInt(parser, QStringLiteral("kv-heads"), 1, input.kvHeads, error)
        || !readInt(parser, QStringLiteral("head-dim"), 1, input.headDim, error)) {
        return error;
    }
    if (parser.isSet(QStringLiteral("tokens"))) {
        const std::optional<double> tokens = PlanInput::parseCount(parser.value(QStringLiteral("tokens")));
        if (!tokens) {
            return invalid(tr("--tokens: expected a count such as 3e9 or 3B, got \"%1\"")
                               .arg(parser.value(QStringLiteral("tokens"))));
        }
        input.tokens = *tokens;
    }
    if (parser.isSet(QStringLiteral("mfu"))) {
        bool ok = false;
        input.mfu = parser.value(QStringLiteral("mfu")).toDouble(&ok);
        if (!ok) {
            return invalid(
                tr("--mfu: expected a number such as 0.35, got \"%1\"").arg(parser.value(QStringLiteral("mfu"))));
        }
    }
    input.checkpointing = parser.isSet(QStringLiteral("checkpointing"));
    if (const Status valid = input.validate(); !valid) {
        return valid.error();
    }
    return input;
}

void PlanOptions::addFitFields(QJsonObject &offerJson, const OfferFit &fit)
{
    offerJson.insert(QStringLiteral("fit"), OfferFit::levelName(fit.level));
    offerJson.insert(QStringLiteral("vram_bytes_per_gpu"), fit.estimate.vramBytesPerGpu());
    offerJson.insert(QStringLiteral("est_hours"), fit.time ? QJsonValue(fit.time->hours) : QJsonValue());
    offerJson.insert(
        QStringLiteral("est_job_cost"), fit.jobCost.isValid() ? CliJson::money(fit.jobCost) : QJsonValue());
    offerJson.insert(
        QStringLiteral("tflops_per_gpu"), fit.tflopsPerGpu > 0 ? QJsonValue(fit.tflopsPerGpu) : QJsonValue());
    offerJson.insert(QStringLiteral("throughput"), ThroughputHistory::sourceName(fit.throughputSource));
    if (fit.estimate.input.gpus > 1) {
        offerJson.insert(QStringLiteral("link_gbs"), fit.linkBytesPerSecond / 1e9);
        offerJson.insert(QStringLiteral("link_measured"), fit.linkMeasured);
    }
    offerJson.insert(
        QStringLiteral("parallel_efficiency"), fit.time ? QJsonValue(fit.parallelEfficiency()) : QJsonValue());
}

QString PlanOptions::fitText(const OfferFit &fit)
{
    QString text = fit.level == FitLevel::Tight ? tr("fits, tight") : tr("fits");
    if (fit.time) {
        text += tr(", ~%1 h").arg(fit.time->hours, 0, 'f', 1);
    }
    if (fit.jobCost.isValid()) {
        text += QStringLiteral(", ") + fit.jobCost.format();
    }
    if (fit.time && fit.throughputSource != ThroughputSource::Nominal) {
        text += tr(" (measured %1 TFLOPS)").arg(fit.tflopsPerGpu, 0, 'f', 0);
    }
    return text;
}

} // namespace RentDeck
