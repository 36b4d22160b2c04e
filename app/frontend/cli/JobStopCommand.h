// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

#include <QElapsedTimer>

namespace RentDeck {

/** `job stop ID`: TERM to the job's command; waits (up to 30 s) for the supervisor to record the exit. */
class JobStopCommand : public CliCommand
{
    Q_OBJECT

public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void waitForExit(qint64 id);

    QElapsedTimer m_clock;
};

} // namespace RentDeck
