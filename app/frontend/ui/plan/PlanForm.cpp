// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/plan/PlanForm.h"

#include "plan/FitDescription.h"
#include "plan/ModelPreset.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

namespace RentDeck {

namespace {

QSpinBox *spinBox(const char *name, int minimum, int maximum, int value, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(minimum, maximum);
    box->setValue(value);
    box->setGroupSeparatorShown(true);
    return box;
}

} // namespace

PlanForm::PlanForm(QWidget *parent)
    : QWidget(parent)
    , m_form(new QFormLayout(this))
    , m_preset(new QComboBox(this))
    , m_params(new QLineEdit(this))
    , m_mode(new QComboBox(this))
    , m_precision(new QComboBox(this))
    , m_gpus(spinBox("planGpusSpinBox", 1, 64, 1, this))
    , m_seqLen(spinBox("planSeqLenSpinBox", 128, 1 << 20, PlanInput::DefaultSeqLen, this))
    , m_batch(spinBox("planBatchSpinBox", 1, 4096, 1, this))
    , m_layers(spinBox("planLayersSpinBox", 1, 512, 32, this))
    , m_hidden(spinBox("planHiddenSpinBox", 64, 65536, 4096, this))
    , m_kvHeads(spinBox("planKvHeadsSpinBox", 0, 512, 32, this))
    , m_headDim(spinBox("planHeadDimSpinBox", 0, 1024, 128, this))
    , m_tokens(new QLineEdit(this))
    , m_mfu(spinBox("planMfuSpinBox", 1, 100, int(PlanInput::DefaultMfu * 100), this))
    , m_checkpointing(new QCheckBox(tr("Gradient &checkpointing"), this))
    , m_pattern(new QComboBox(this))
{
    setObjectName(QStringLiteral("planForm"));
    m_preset->setObjectName(QStringLiteral("planPresetComboBox"));
    for (const ModelPreset &preset : ModelPreset::builtins()) {
        m_preset->addItem(tr("%1 class (%2)").arg(preset.key.toUpper(), preset.example), preset.key);
    }
    m_preset->addItem(tr("Custom"), QString());
    m_params->setObjectName(QStringLiteral("planParamsLineEdit"));
    m_params->setToolTip(tr("Parameters: 7B, 1.5b, 500M or 7e9."));
    m_mode->setObjectName(QStringLiteral("planModeComboBox"));
    m_mode->addItem(tr("LoRA / QLoRA (frozen base)"), int(PlanMode::Lora));
    m_mode->addItem(tr("Full fine-tune (data parallel)"), int(PlanMode::Full));
    m_mode->addItem(tr("Sharded fine-tune (ZeRO-3 / FSDP)"), int(PlanMode::Sharded));
    m_mode->addItem(tr("Inference (serving)"), int(PlanMode::Inference));
    m_precision->setObjectName(QStringLiteral("planPrecisionComboBox"));
    for (WeightPrecision precision :
        { WeightPrecision::Bf16, WeightPrecision::Fp16, WeightPrecision::Int8, WeightPrecision::Int4 }) {
        m_precision->addItem(PlanInput::precisionName(precision), int(precision));
    }
    m_precision->setToolTip(tr("How the (base) weights are stored: 2 bytes each in bf16/fp16, 1 in int8, ½ in int4."));
    m_kvHeads->setSpecialValueText(tr("as hidden"));
    m_kvHeads->setToolTip(tr("Grouped-query attention: the KV heads (with the head size) replace the hidden size "
                             "in the KV cache."));
    m_headDim->setSpecialValueText(tr("as hidden"));
    m_tokens->setObjectName(QStringLiteral("planTokensLineEdit"));
    m_tokens->setPlaceholderText(tr("e.g. 100M, 3B; empty: no time or cost"));
    m_mfu->setSuffix(tr(" %"));
    m_mfu->setToolTip(tr("Model FLOPs utilisation: the share of the GPU's peak a real training loop reaches "
                         "(30-50 % is typical)."));
    m_checkpointing->setObjectName(QStringLiteral("planCheckpointingCheckBox"));
    m_checkpointing->setToolTip(tr("Recompute activations in the backward pass: far less memory, ~30 % more time."));
    m_pattern->setObjectName(QStringLiteral("planPatternComboBox"));
    for (UsagePattern pattern : { UsagePattern::ShortRuns, UsagePattern::MultiDay, UsagePattern::AlwaysOnInference }) {
        m_pattern->addItem(BillingAdvice::patternLabel(pattern), BillingAdvice::patternName(pattern));
    }

    m_form->addRow(tr("&Model:"), m_preset);
    m_form->addRow(tr("&Parameters:"), m_params);
    m_form->addRow(tr("&Job:"), m_mode);
    m_form->addRow(tr("&Weights:"), m_precision);
    m_form->addRow(tr("&GPUs:"), m_gpus);
    m_form->addRow(tr("Se&quence length:"), m_seqLen);
    m_form->addRow(tr("&Batch per GPU:"), m_batch);
    m_form->addRow(tr("&Layers:"), m_layers);
    m_form->addRow(tr("&Hidden size:"), m_hidden);
    m_form->addRow(tr("&KV heads:"), m_kvHeads);
    m_form->addRow(tr("Head si&ze:"), m_headDim);
    m_form->addRow(tr("&Tokens:"), m_tokens);
    m_form->addRow(tr("M&FU:"), m_mfu);
    m_form->addRow(QString(), m_checkpointing);
    m_form->addRow(tr("&Usage:"), m_pattern);

    applyPreset(0);
    m_tokens->setText(QStringLiteral("100M"));
    updateLabels();

    connect(m_preset, &QComboBox::activated, this, &PlanForm::applyPreset);
    for (QSpinBox *shape : { m_layers, m_hidden, m_kvHeads, m_headDim }) {
        connect(shape, &QSpinBox::valueChanged, this, &PlanForm::markCustom);
    }
    connect(m_params, &QLineEdit::textChanged, this, &PlanForm::markCustom);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &PlanForm::updateLabels);
    for (QComboBox *box : { m_mode, m_precision, m_pattern }) {
        connect(box, &QComboBox::currentIndexChanged, this, &PlanForm::changed);
    }
    for (QSpinBox *box : { m_gpus, m_seqLen, m_batch, m_layers, m_hidden, m_kvHeads, m_headDim, m_mfu }) {
        connect(box, &QSpinBox::valueChanged, this, &PlanForm::changed);
    }
    connect(m_params, &QLineEdit::textChanged, this, &PlanForm::changed);
    connect(m_tokens, &QLineEdit::textChanged, this, &PlanForm::changed);
    connect(m_checkpointing, &QCheckBox::toggled, this, &PlanForm::changed);
}

void PlanForm::applyPreset(int index)
{
    const QList<ModelPreset> &presets = ModelPreset::builtins();
    if (index < 0 || index >= presets.size()) {
        return; // "Custom": keep what is typed
    }
    const ModelPreset &preset = presets.at(index);
    const QSignalBlocker blockPreset(m_preset);
    m_params->setText(FitDescription::count(preset.params));
    for (const auto &[box, value] : { std::pair { m_layers, preset.layers }, { m_hidden, preset.hidden },
             { m_kvHeads, preset.kvHeads }, { m_headDim, preset.headDim } }) {
        const QSignalBlocker blockBox(box);
        box->setValue(value);
    }
    m_preset->setCurrentIndex(index);
    emit changed();
}

void PlanForm::markCustom()
{
    const QSignalBlocker blocker(m_preset);
    m_preset->setCurrentIndex(m_preset->count() - 1);
}

void PlanForm::updateLabels()
{
    const bool inference = PlanMode(m_mode->currentData().toInt()) == PlanMode::Inference;
    if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(m_seqLen))) {
        label->setText(inference ? tr("Con&text length:") : tr("Se&quence length:"));
    }
    if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(m_batch))) {
        label->setText(inference ? tr("Concurrent &sequences:") : tr("&Batch per GPU:"));
    }
    if (auto *label = qobject_cast<QLabel *>(m_form->labelForField(m_tokens))) {
        label->setText(inference ? tr("Generated &tokens:") : tr("Training &tokens:"));
    }
    m_checkpointing->setEnabled(!inference);
}

Result<PlanInput> PlanForm::plan() const
{
    PlanInput in;
    const std::optional<double> params = PlanInput::parseCount(m_params->text());
    if (!params) {
        return Error::make(Error::Code::InvalidInput,
            tr("Parameters: \"%1\" is not a count; write 7B, 1.5b, 500M or 7e9.").arg(m_params->text()));
    }
    in.params = *params;
    if (!m_tokens->text().trimmed().isEmpty()) {
        const std::optional<double> tokens = PlanInput::parseCount(m_tokens->text());
        if (!tokens) {
            return Error::make(Error::Code::InvalidInput,
                tr("Tokens: \"%1\" is not a count; write 100M, 3B or 3e9, or leave it empty.").arg(m_tokens->text()));
        }
        in.tokens = *tokens;
    }
    in.mode = PlanMode(m_mode->currentData().toInt());
    in.precision = WeightPrecision(m_precision->currentData().toInt());
    in.gpus = m_gpus->value();
    in.seqLen = m_seqLen->value();
    in.batch = m_batch->value();
    in.layers = m_layers->value();
    in.hidden = m_hidden->value();
    in.kvHeads = m_kvHeads->value();
    in.headDim = m_headDim->value();
    in.mfu = m_mfu->value() / 100.0;
    in.checkpointing = m_checkpointing->isChecked() && in.mode != PlanMode::Inference;
    if (Status valid = in.validate(); !valid) {
        return valid.error();
    }
    return in;
}

UsagePattern PlanForm::pattern() const
{
    return BillingAdvice::patternFromName(m_pattern->currentData().toString());
}

QString PlanForm::summary() const
{
    const Result<PlanInput> in = plan();
    if (!in) {
        return {};
    }
    static const QHash<PlanMode, const char *> modes { { PlanMode::Full, QT_TR_NOOP("full fine-tune") },
        { PlanMode::Sharded, QT_TR_NOOP("sharded fine-tune") }, { PlanMode::Lora, QT_TR_NOOP("LoRA") },
        { PlanMode::Inference, QT_TR_NOOP("inference") } };
    return tr("%1 %2, %3, %n GPU(s)", nullptr, in->gpus)
        .arg(FitDescription::count(in->params), tr(modes.value(in->mode)), PlanInput::precisionName(in->precision));
}

QVariantMap PlanForm::state() const
{
    return { { QStringLiteral("preset"), m_preset->currentData() }, { QStringLiteral("params"), m_params->text() },
        { QStringLiteral("mode"), PlanInput::modeName(PlanMode(m_mode->currentData().toInt())) },
        { QStringLiteral("precision"), m_precision->currentText() }, { QStringLiteral("gpus"), m_gpus->value() },
        { QStringLiteral("seq"), m_seqLen->value() }, { QStringLiteral("batch"), m_batch->value() },
        { QStringLiteral("layers"), m_layers->value() }, { QStringLiteral("hidden"), m_hidden->value() },
        { QStringLiteral("kvHeads"), m_kvHeads->value() }, { QStringLiteral("headDim"), m_headDim->value() },
        { QStringLiteral("tokens"), m_tokens->text() }, { QStringLiteral("mfu"), m_mfu->value() },
        { QStringLiteral("checkpointing"), m_checkpointing->isChecked() },
        { QStringLiteral("pattern"), m_pattern->currentData() } };
}

void PlanForm::setState(const QVariantMap &state)
{
    const auto select = [&state](QComboBox *box, const char *key) {
        const int index = box->findData(state.value(QLatin1String(key)));
        if (index >= 0) {
            box->setCurrentIndex(index);
        }
    };
    const auto number = [&state](QSpinBox *box, const char *key) {
        if (state.contains(QLatin1String(key))) {
            box->setValue(state.value(QLatin1String(key)).toInt());
        }
    };
    if (const auto mode = PlanInput::modeFromName(state.value(QStringLiteral("mode")).toString())) {
        m_mode->setCurrentIndex(m_mode->findData(int(*mode)));
    }
    if (const auto precision = PlanInput::precisionFromName(state.value(QStringLiteral("precision")).toString())) {
        m_precision->setCurrentIndex(m_precision->findData(int(*precision)));
    }
    for (const auto &[box, key] :
        { std::pair { m_gpus, "gpus" }, { m_seqLen, "seq" }, { m_batch, "batch" }, { m_layers, "layers" },
            { m_hidden, "hidden" }, { m_kvHeads, "kvHeads" }, { m_headDim, "headDim" }, { m_mfu, "mfu" } }) {
        number(box, key);
    }
    if (state.contains(QStringLiteral("params"))) {
        m_params->setText(state.value(QStringLiteral("params")).toString());
    }
    if (state.contains(QStringLiteral("tokens"))) {
        m_tokens->setText(state.value(QStringLiteral("tokens")).toString());
    }
    m_checkpointing->setChecked(state.value(QStringLiteral("checkpointing")).toBool());
    select(m_pattern, "pattern");
    select(m_preset, "preset"); // last: the shape spin boxes above mark the plan "Custom"
    emit changed();
}

} // namespace RentDeck
