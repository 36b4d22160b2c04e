// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/PlanInput.h"

#include "core/Translate.h"

#include <cmath>

namespace RentDeck {

namespace {

QString tr(const char *text)
{
    return translateInFile("RentDeck::PlanInput", text);
}

Status invalid(const QString &message)
{
    return Error::make(Error::Code::InvalidInput, message);
}

} // namespace

qint64 PlanInput::kvWidth() const
{
    return kvHeads > 0 && headDim > 0 ? qint64(kvHeads) * headDim : qint64(hidden);
}

Status PlanInput::validate() const
{
    if (!(params > 0) || !std::isfinite(params)) {
        return invalid(tr("the parameter count must be positive"));
    }
    if (gpus < 1) {
        return invalid(tr("the GPU count must be at least 1"));
    }
    if (seqLen < 1 || batch < 1) {
        return invalid(tr("the sequence length and the batch must be at least 1"));
    }
    if (layers < 0 || hidden < 0 || kvHeads < 0 || headDim < 0) {
        return invalid(tr("layers, hidden size, KV heads and head size cannot be negative"));
    }
    if ((kvHeads > 0) != (headDim > 0)) {
        return invalid(tr("give the KV heads and the head size together"));
    }
    if (tokens < 0 || !std::isfinite(tokens)) {
        return invalid(tr("the token count cannot be negative"));
    }
    if (!(mfu > 0 && mfu <= 1)) {
        return invalid(tr("the MFU must be above 0 and at most 1 (0.35 = 35 %)"));
    }
    if (!(adapterFraction > 0 && adapterFraction < 1)) {
        return invalid(tr("the adapter fraction must be between 0 and 1"));
    }
    return {};
}

double PlanInput::bytesPerWeight(WeightPrecision precision)
{
    switch (precision) {
    case WeightPrecision::Fp16:
    case WeightPrecision::Bf16:
        return 2;
    case WeightPrecision::Int8:
        return 1;
    case WeightPrecision::Int4:
        return 0.5;
    }
    return 2;
}

QString PlanInput::modeName(PlanMode mode)
{
    switch (mode) {
    case PlanMode::Full:
        return QStringLiteral("full");
    case PlanMode::Sharded:
        return QStringLiteral("sharded");
    case PlanMode::Lora:
        return QStringLiteral("lora");
    case PlanMode::Inference:
        return QStringLiteral("inference");
    }
    return QStringLiteral("full");
}

std::optional<PlanMode> PlanInput::modeFromName(const QString &name)
{
    for (PlanMode mode : { PlanMode::Full, PlanMode::Sharded, PlanMode::Lora, PlanMode::Inference }) {
        if (name.compare(modeName(mode), Qt::CaseInsensitive) == 0) {
            return mode;
        }
    }
    return std::nullopt;
}

QString PlanInput::precisionName(WeightPrecision precision)
{
    switch (precision) {
    case WeightPrecision::Fp16:
        return QStringLiteral("fp16");
    case WeightPrecision::Bf16:
        return QStringLiteral("bf16");
    case WeightPrecision::Int8:
        return QStringLiteral("int8");
    case WeightPrecision::Int4:
        return QStringLiteral("int4");
    }
    return QStringLiteral("bf16");
}

std::optional<WeightPrecision> PlanInput::precisionFromName(const QString &name)
{
    for (WeightPrecision precision :
        { WeightPrecision::Fp16, WeightPrecision::Bf16, WeightPrecision::Int8, WeightPrecision::Int4 }) {
        if (name.compare(precisionName(precision), Qt::CaseInsensitive) == 0) {
            return precision;
        }
    }
    return std::nullopt;
}

std::optional<double> PlanInput::parseCount(const QString &text)
{
    QString number = text.trimmed();
    double scale = 1;
    if (!number.isEmpty()) {
        switch (number.back().toUpper().unicode()) {
        case 'K':
            scale = 1e3;
            break;
        case 'M':
            scale = 1e6;
            break;
        case 'B':
            scale = 1e9;
            break;
        case 'T':
            scale = 1e12;
            break;
        default:
            break;
        }
        if (scale != 1) {
            number.chop(1);
        }
    }
    bool ok = false;
    const double value = number.toDouble(&ok) * scale;
    if (!ok || !std::isfinite(value) || value <= 0) {
        return std::nullopt;
    }
    return value;
}

} // namespace RentDeck
