// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <optional>

namespace RentDeck {

/**
 * Lambda Cloud's error envelope {"error": {"code", "message", "suggestion"}} turned into messages that say
 * what to do (reference/provider-apis.md §3.1). Pure; branches on the code, never on the message.
 */
class LambdaErrors
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::LambdaErrors)
public:
    static constexpr const char *ProviderName = "Lambda Cloud";

    struct Body
    {
        QString code; // "global/invalid-api-key"
        QString message;
        QString suggestion;
    };

    /** The envelope's fields; nullopt when \a body is not Lambda's error shape. */
    static std::optional<Body> parse(const QByteArray &body);

    /**
     * \a transport (what ApiJob made of the HTTP answer) refined by the code in \a body. \a region names where a
     * launch wanted capacity; \a instanceId the instance an operation was about. Unknown codes keep \a transport.
     */
    static Error refine(
        const Error &transport, const QByteArray &body, const QString &region = {}, const QString &instanceId = {});
};

} // namespace RentDeck
