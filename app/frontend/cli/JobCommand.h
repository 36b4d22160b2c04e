// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

#include <memory>
#include <optional>

namespace RentDeck {

/**
 * `job start|list|logs|stop|recover|watch …` (CLI.md): picks the subcommand from the command line before the options
 * are parsed, so each has its own options and --help, and hands the run over to it.
 */
class JobCommand : public CliCommand
{
    Q_OBJECT

public:
    using CliCommand::CliCommand;
    ~JobCommand() override;

    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

    /** "7" or "job:7" → 7. */
    static std::optional<qint64> parseId(const QString &word);

private:
    std::unique_ptr<CliCommand> m_subcommand;
};

} // namespace RentDeck
