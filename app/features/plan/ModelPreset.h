// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/PlanInput.h"

#include <QList>
#include <QString>

namespace RentDeck {

/**
 * The size and shape of a common open model class (7B ... 70B), the starting point of a plan. Values come from
 * each model's published config.json (num_hidden_layers, hidden_size, num_key_value_heads, head_dim). Plain
 * data: a caller edits its copy freely.
 */
struct ModelPreset
{
    QString key; // "7b", as `plan --preset` takes it
    QString example; // the model whose config the numbers come from
    double params = 0;
    int layers = 0;
    int hidden = 0;
    int kvHeads = 0;
    int headDim = 0;

    /** Writes params and the shape into \a input. */
    void applyTo(PlanInput &input) const;

    static const QList<ModelPreset> &builtins();
    /** The preset whose key is \a key (case-insensitive, "7b" or "7B"); nullptr when none. */
    static const ModelPreset *find(const QString &key);
    /** The preset closest to \a params on a log scale (7e9 → 7b, 9e9 → 8b). */
    static const ModelPreset &nearest(double params);
};

} // namespace RentDeck
