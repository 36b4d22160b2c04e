// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"
#include "core/Leftover.h"

#include <QJsonObject>

namespace RentDeck {

/**
 * `leftovers [--provider P] [--delete PROVIDER:ID]`: what bills with no running instance (stopped instances' disks,
 * volumes, file systems, volumes a destroyed instance left), with its size, cost per day, since when and what it
 * belonged to; `--delete` removes one for good (an extension; a stopped instance is destroyed with `destroy`).
 */
class LeftoversCommand : public CliCommand
{
    Q_OBJECT

public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

    static QJsonObject toJson(const Leftover &leftover);
    /** "volume sandbox:vol-2 (20 GB, ¥0.47 a day since …), from sandbox:3" */
    static QString describe(const Leftover &leftover);
    /** The last line: the daily total, and how many have no price ("nothing bills …" when empty). */
    static QString summary(const QList<Leftover> &leftovers);

private:
    void remove(const QString &name);
};

} // namespace RentDeck
