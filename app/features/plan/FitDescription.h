// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "plan/OfferFit.h"

#include <QCoreApplication>
#include <QString>

namespace RentDeck {

class DisplayCurrency;

/** Words for an OfferFit, shared by the offers table, the planner and the CLI's human output (translated). */
class FitDescription
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::FitDescription)

public:
    /** "does not fit", "tight", "comfortable". */
    static QString level(FitLevel level);
    /** "7B", "1.5B", "500M", "12K": a count as people write it (PlanInput::parseCount() reads it back). */
    static QString count(double value);
    /** "2.7 × 10<sup>18</sup>" (rich text) for FLOPs. */
    static QString scientific(double value);
    /** "12.3 h", "45 min", "3.2 days"; "" when \a hours is not positive. */
    static QString duration(double hours);
    /** "measured on this offer", "measured on RTX 4090 machines (3 runs)", "data sheet". */
    static QString throughputSource(const OfferFit &fit);
    /**
     * How the job cost came about, for a tooltip: "12.3 h at 148 TFLOPS per GPU (measured on this offer) ×
     * 100 % parallel efficiency, billed per hour: ¥52.38"; "" without a time.
     */
    static QString costExplanation(const OfferFit &fit, const DisplayCurrency &currency);
};

} // namespace RentDeck
