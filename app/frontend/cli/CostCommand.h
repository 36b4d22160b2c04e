// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "billing/CostTimeline.h"
#include "billing/IdleTime.h"
#include "billing/LedgerInstance.h"
#include "cli/CliCommand.h"
#include "core/Result.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>

namespace RentDeck {

class Ledger;
class MetricArchive;

/**
 * `cost [NAME] [--project P] [--since DATE] [--until DATE] [--csv]`: what each instance in the ledger cost, from
 * the price quoted at launch: GPU time, storage, traffic, total, billed seconds and the rounding overhead, what its
 * GPUs' idle minutes cost, then totals per currency (USD and CNY are never added together). Reads the ledger only;
 * asks no provider. `--team [--by member|project]` reads every member's instances from the team database instead
 * (TeamCostReport).
 */
class CostCommand : public CliCommand
{
    Q_OBJECT
public:
    /** One instance's line. */
    struct Line
    {
        LedgerInstance instance;
        CostBreakdown cost;
        QDateTime endedAt; // destroyed at; invalid while alive
        IdleTime idle; // from the per-minute GPU utilisation, where it was watched
        QString member; // cost --team: whose instance it is
    };

    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

    /**
     * The lines of the ledger's instances (only \a name, or only \a project, when not empty) for what was charged
     * from \a since (invalid = launch) to \a until; instances destroyed before \a since or launched after
     * \a until are left out. NotFound when \a name is not in the ledger.
     */
    [[nodiscard]] static Result<QList<Line>> collect(const Ledger &ledger, const MetricArchive &metrics,
        const QString &name, const QString &project, const QDateTime &since, const QDateTime &until);
    /** "2026-03-01" (local midnight) or an ISO 8601 date-time ("2026-03-01T12:00:00Z"; local without offset). */
    static QDateTime parseDate(const QString &text);
    static QJsonObject toJson(const Line &line);
    /** One object per currency in \a lines (sorted by currency), each part added in its own currency. */
    static QList<QJsonObject> totalsJson(const QList<Line> &lines);
    static QString csvHeader();
    static QString csvRow(const Line &line);

private:
    static void printJson(const QList<Line> &lines, const QDateTime &since, const QDateTime &until);
    void startTeam(const QCommandLineParser &parser, const QDateTime &since, const QDateTime &until);
    void printTable(const QList<Line> &lines) const;
    void printCsv(const QList<Line> &lines) const;

    friend class TeamCostReport;
};

} // namespace RentDeck
