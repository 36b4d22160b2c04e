// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"
#include "core/Leftover.h"

namespace RentDeck {

/** `stop NAME`, `resume NAME`, `destroy NAME`. Destroy asks nothing in the CLI. */
class LifecycleCommand : public CliCommand
{
    Q_OBJECT
public:
    enum class Action
    {
        Stop,
        Resume,
        Restart,
        Destroy
    };
    LifecycleCommand(CliContext &context, Action action, QObject *parent = nullptr);
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    /** Prints the outcome; after a destroy, also what the instance left behind that still bills. */
    void report(const QString &name, const QString &newStatus, const QList<Leftover> &leftBehind);
    /**
     * \a name could not be acted on here (\a why): when it is a teammate's machine, says whose it is and whom to ask
     * (only an account at its provider can stop it); otherwise fails with \a why.
     */
    void failNamingOwner(const QString &name, const QString &verb, const QString &why);

    Action m_action;
};

} // namespace RentDeck
