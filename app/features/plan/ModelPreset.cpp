// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/ModelPreset.h"

#include <cmath>

namespace RentDeck {

void ModelPreset::applyTo(PlanInput &input) const
{
    input.params = params;
    input.layers = layers;
    input.hidden = hidden;
    input.kvHeads = kvHeads;
    input.headDim = headDim;
}

const QList<ModelPreset> &ModelPreset::builtins()
{
    // A table in code rather than a resource: six rows that tests and the CLI's --help quote directly.
    static const QList<ModelPreset> presets = {
        { QStringLiteral("7b"), QStringLiteral("Llama 2 7B"), 6.74e9, 32, 4096, 32, 128 },
        { QStringLiteral("8b"), QStringLiteral("Llama 3.1 8B"), 8.03e9, 32, 4096, 8, 128 },
        { QStringLiteral("13b"), QStringLiteral("Llama 2 13B"), 13.0e9, 40, 5120, 40, 128 },
        { QStringLiteral("14b"), QStringLiteral("Qwen2.5 14B"), 14.8e9, 48, 5120, 8, 128 },
        { QStringLiteral("32b"), QStringLiteral("Qwen2.5 32B"), 32.8e9, 64, 5120, 8, 128 },
        { QStringLiteral("70b"), QStringLiteral("Llama 3.1 70B"), 70.6e9, 80, 8192, 8, 128 },
    };
    return presets;
}

const ModelPreset *ModelPreset::find(const QString &key)
{
    for (const ModelPreset &preset : builtins()) {
        if (preset.key.compare(key.trimmed(), Qt::CaseInsensitive) == 0) {
            return &preset;
        }
    }
    return nullptr;
}

const ModelPreset &ModelPreset::nearest(double params)
{
    const QList<ModelPreset> &presets = builtins();
    const ModelPreset *best = &presets.first();
    for (const ModelPreset &preset : presets) {
        if (std::abs(std::log(preset.params / params)) < std::abs(std::log(best->params / params))) {
            best = &preset;
        }
    }
    return *best;
}

} // namespace RentDeck
