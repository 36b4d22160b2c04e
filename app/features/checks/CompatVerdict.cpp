// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/CompatVerdict.h"

namespace RentDeck {

QString CompatVerdict::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Ok:
        return QStringLiteral("ok");
    case Kind::MinorCompat:
        return QStringLiteral("minor-compat");
    case Kind::Incompatible:
        return QStringLiteral("incompatible");
    }
    return {};
}

int CompatVerdict::rank(Kind kind)
{
    switch (kind) {
    case Kind::Ok:
        return 2;
    case Kind::MinorCompat:
        return 1;
    case Kind::Incompatible:
        return 0;
    }
    return 0;
}

} // namespace RentDeck
