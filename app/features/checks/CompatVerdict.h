// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace RentDeck {

/** Whether one component (a CUDA toolkit or a framework build) runs on a driver, why, and what to do. */
struct CompatVerdict
{
    enum class Kind
    {
        Ok, // driver >= the toolkit driver: full feature set
        MinorCompat, // same major, driver >= the family's minor-version-compatibility floor: warn
        Incompatible, // will not run
    };

    QString component; // "cuda", "torch", "tensorflow", "paddle"
    QString version; // as asked
    QString cuda; // the CUDA version judged (the chosen build for frameworks); empty for CPU builds
    Kind kind = Kind::Incompatible;
    QString reason;
    QString fix; // empty when there is nothing to do

    /** "ok", "minor-compat", "incompatible" (CLI.md). */
    static QString kindName(Kind kind);
    /** Higher is better: Ok > MinorCompat > Incompatible. */
    static int rank(Kind kind);
};

} // namespace RentDeck
