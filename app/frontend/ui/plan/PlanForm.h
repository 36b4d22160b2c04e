// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "plan/BillingAdvice.h"
#include "plan/PlanInput.h"

#include <QVariantMap>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QSpinBox;

namespace RentDeck {

/**
 * The planner's inputs: a model preset (7B … 70B, editable), the job (full, sharded, LoRA, inference), weight
 * precision, GPUs, sequence length and batch, the model's shape, training tokens, MFU, activation checkpointing
 * and the usage pattern. Choosing a preset fills the size and shape; editing them makes the plan "Custom".
 * Labels follow the job (an inference plan asks for context length and concurrent sequences).
 */
class PlanForm : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlanForm)
public:
    explicit PlanForm(QWidget *parent = nullptr);

    /** The plan as typed; InvalidInput naming the field when a count does not parse or a value is out of range. */
    [[nodiscard]] Result<PlanInput> plan() const;
    UsagePattern pattern() const;
    /** "7B LoRA, fp16, 1 GPU" for tooltips and the offers tab. */
    QString summary() const;

    /** Every field, to store in the settings; setState() takes it back (unknown or missing keys keep defaults). */
    QVariantMap state() const;
    void setState(const QVariantMap &state);

signals:
    /** Any input changed. */
    void changed();

private:
    void applyPreset(int index);
    void markCustom();
    void updateLabels();

    QFormLayout *m_form;
    QComboBox *m_preset;
    QLineEdit *m_params;
    QComboBox *m_mode;
    QComboBox *m_precision;
    QSpinBox *m_gpus;
    QSpinBox *m_seqLen;
    QSpinBox *m_batch;
    QSpinBox *m_layers;
    QSpinBox *m_hidden;
    QSpinBox *m_kvHeads;
    QSpinBox *m_headDim;
    QLineEdit *m_tokens;
    QSpinBox *m_mfu;
    QCheckBox *m_checkpointing;
    QComboBox *m_pattern;
};

} // namespace RentDeck
