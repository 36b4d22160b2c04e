// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

namespace RentDeck {

struct CompatVerdict;

/**
 * `compat --driver VER [--cuda VER] [--torch VER] [--paddle VER] [--tensorflow VER] [--os linux|windows]`:
 * a verdict per component. Exit 0 all ok, 3 any minor-compat, 4 any incompatible (like `check`),
 * 1 unknown version or unreadable table, 2 usage.
 */
class CompatCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

    static QJsonObject toJson(const CompatVerdict &verdict);
    /** 0, 3 or 4 for the worst verdict in \a verdicts. */
    static int exitCode(const QList<CompatVerdict> &verdicts);
};

} // namespace RentDeck
