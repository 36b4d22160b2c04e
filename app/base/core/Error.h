// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMetaType>
#include <QString>

namespace RentDeck {

/** Why an operation failed. Messages are for people: what failed, why, and what to do. */
struct Error
{
    enum class Code
    {
        None,
        Auth,
        RateLimited,
        NotFound,
        Unsupported,
        Network,
        Timeout,
        Provider,
        InvalidInput,
        HostKey,
        Ssh,
        Io,
        Missing,
        Cancelled,
        Internal,
    };

    Code code = Code::None;
    QString message; // one line, user facing, translated where it is built
    int httpStatus = 0;
    QString detail; // technical detail for logs; never holds secrets

    bool isError() const { return code != Code::None; }
    static Error make(Code code, const QString &message, const QString &detail = {})
    {
        return Error { code, message, 0, detail };
    }
    /** Stable lower-case name for JSON output ("auth", "not-found", ...). */
    static QString codeName(Code code);
};

} // namespace RentDeck

Q_DECLARE_METATYPE(RentDeck::Error)
