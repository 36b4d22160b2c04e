// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Offer.h"
#include "jobs/JobRecord.h"
#include "provider/ProviderDescriptor.h"

#include <QJsonObject>

namespace RentDeck {

/** The JSON shapes of ../shared/CLI.md. Field names are a contract: extend, never rename. */
namespace CliJson {
QJsonObject offer(const Offer &offer);
QJsonObject instance(const Instance &instance, const Money &accrued);
QJsonObject provider(const ProviderDescriptor &descriptor, bool configured);
/** `job list`: id ("job:N"), instance, command, state, exit_code, started_at, ended_at, last_checkpoint, last_pulled,
 *  instances; and (extensions) state_detail, workdir, checkpoints, on_finish, auto_recover. */
QJsonObject job(const JobRecord &job);
/** Money as a JSON number of currency units (exact to the micro-unit for display and scripts). */
QJsonValue money(const Money &money);
} // namespace CliJson

} // namespace RentDeck
