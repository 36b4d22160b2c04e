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

    Action m_action;
};

} // namespace RentDeck
