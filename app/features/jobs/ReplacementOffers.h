// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Money.h"
#include "core/Offer.h"

#include <QList>
#include <QString>

namespace RentDeck {

class GpuCatalog;

/**
 * Which offers can take over a lost job, best first: the offer the lost instance came from when it is listed again,
 * then the cheapest with at least the same GPU (the same model, or per the catalog one at least as fast with at least
 * as much memory), at least as much VRAM per GPU and as many GPUs, not a slice, at or under the price ceiling. Pure.
 */
namespace ReplacementOffers {

struct Choice
{
    QList<Offer> offers; // best first
    QString whyNone; // when offers is empty: what ruled them out, for people
};

/** \a ceiling per hour for the whole offer; invalid = the lost instance's own price. */
Choice rank(const Instance &lost, const QList<Offer> &offers, const Money &ceiling, const GpuCatalog *catalog);
/** Whether \a offer has at least the GPUs of \a lost (model class, VRAM per GPU, count). */
bool fits(const Instance &lost, const Offer &offer, const GpuCatalog *catalog);

} // namespace ReplacementOffers

} // namespace RentDeck
