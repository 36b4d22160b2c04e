// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "plan/PlanInput.h"

#include <QCommandLineParser>
#include <QJsonObject>

namespace RentDeck {

struct OfferFit;

/** The plan flags of ../shared/CLI.md, shared by `plan` and `offers --fits`. */
namespace PlanOptions {
/** Adds the plan flags; \a withGpus false where the command already has its own --gpus (offers). */
void add(QCommandLineParser &parser, bool withGpus);
/** The plan the flags describe; InvalidInput naming the flag and the accepted forms (exit 2). */
[[nodiscard]] Result<PlanInput> read(const QCommandLineParser &parser);
/** Adds `est_hours`, `est_job_cost` (null without --tokens), `fit` and `vram_bytes_per_gpu` to an offer's JSON. */
void addFitFields(QJsonObject &offerJson, const OfferFit &fit);
/** " fits tight, ~12.3 h, $4.20" for the offers table. */
QString fitText(const OfferFit &fit);
} // namespace PlanOptions

} // namespace RentDeck
