// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Error.h"

namespace RentDeck {

QString Error::codeName(Code code)
{
    switch (code) {
    case Code::None:
        return QStringLiteral("none");
    case Code::Auth:
        return QStringLiteral("auth");
    case Code::RateLimited:
        return QStringLiteral("rate-limited");
    case Code::NotFound:
        return QStringLiteral("not-found");
    case Code::Unsupported:
        return QStringLiteral("unsupported");
    case Code::Network:
        return QStringLiteral("network");
    case Code::Timeout:
        return QStringLiteral("timeout");
    case Code::Provider:
        return QStringLiteral("provider");
    case Code::InvalidInput:
        return QStringLiteral("invalid-input");
    case Code::HostKey:
        return QStringLiteral("host-key");
    case Code::Ssh:
        return QStringLiteral("ssh");
    case Code::Io:
        return QStringLiteral("io");
    case Code::Missing:
        return QStringLiteral("missing");
    case Code::Cancelled:
        return QStringLiteral("cancelled");
    case Code::Internal:
        return QStringLiteral("internal");
    }
    return QStringLiteral("unknown");
}

} // namespace RentDeck
