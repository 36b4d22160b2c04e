// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>
#include <optional>
#include <utility>

namespace RentDeck {

struct InstanceSpec;

/**
 * Which container options a provider's create call takes (environment variables, an on-start script, the size of
 * /dev/shm), each with the reason when it does not, as the provider's own documents say. RentDeck refuses a launch
 * asking for what the provider would ignore, before anything bills.
 */
struct ContainerOptions
{
    Q_DECLARE_TR_FUNCTIONS(ContainerOptions)

public:
    bool env = false;
    bool onstart = false;
    bool shmSize = false;
    int maxOnstartBytes = 0; // 0: no documented limit
    // Untranslated source texts (translated when shown), "" where the option is taken.
    const char *envWhyNot = "";
    const char *onstartWhyNot = "";
    const char *shmSizeWhyNot = "";

    /** Empty when \a spec asks only for what \a providerName takes; else why not and what to do instead. */
    QString refusal(const InstanceSpec &spec, const QString &providerName) const;
    /** "" when \a name is a usable environment variable name ([A-Za-z_][A-Za-z0-9_]*); else why not. */
    static QString badVariableName(const QString &name);
    /**
     * "NAME=VALUE" (as `launch --env` and the launch dialog take it) as name and value; nullopt, and in \a why the
     * reason, when it is not one. The reason never quotes the value: it may be a token.
     */
    static std::optional<std::pair<QString, QString>> parseVariable(const QString &assignment, QString *why);
};

} // namespace RentDeck
