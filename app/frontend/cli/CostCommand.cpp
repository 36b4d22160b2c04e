// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CostCommand.h"

#include "billing/Ledger.h"
#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "cli/TeamCostReport.h"
#include "services/Storage.h"
#include "storage/Database.h"

#include <QJsonArray>
#include <QMap>
#include <utility>

namespace RentDeck {

namespace {

struct CurrencyTotals
{
    Money gpu;
    Money storage;
    Money traffic;
    Money rounding;
    Money idle;
    qint64 runSeconds = 0;
    qint64 idleSeconds = 0;
    qint64 billedSeconds = 0;
    int instances = 0;

    Money total() const { return gpu + storage + traffic; }
};

// Each part goes to its own currency; seconds and the instance count go with the price's.
QMap<QString, CurrencyTotals> totalsByCurrency(const QList<CostCommand::Line> &lines)
{
    QMap<QString, CurrencyTotals> totals;
    const auto add = [&totals](Money CurrencyTotals::*part, const Money &amount) {
        if (amount.isValid()) {
            totals[amount.currency()].*part += amount;
        }
    };
    for (const CostCommand::Line &line : lines) {
        const AccruedCost &cost = line.cost.accrued;
        add(&CurrencyTotals::gpu, cost.compute);
        add(&CurrencyTotals::storage, cost.storage);
        add(&CurrencyTotals::traffic, line.cost.traffic);
        add(&CurrencyTotals::rounding, cost.roundUpCost);
        add(&CurrencyTotals::idle, line.idle.idleCost(line.instance));
        CurrencyTotals &own = totals[line.instance.pricePerHour.currency()];
        own.idleSeconds += line.idle.idleSeconds();
        own.runSeconds += cost.runSeconds;
        own.billedSeconds += cost.billedSeconds;
        ++own.instances;
    }
    for (auto it = totals.begin(); it != totals.end(); ++it) {
        for (Money *part : { &it->gpu, &it->storage, &it->traffic, &it->rounding, &it->idle }) {
            if (!part->isValid()) {
                *part = Money(0, it.key());
            }
        }
    }
    return totals;
}

QString csvField(const QString &value)
{
    if (!value.contains(QLatin1Char(',')) && !value.contains(QLatin1Char('"')) && !value.contains(QLatin1Char('\n'))) {
        return value;
    }
    QString quoted = value;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString decimal(const Money &money)
{
    return money.isValid() ? money.toDecimalString() : QString();
}

QString isoOrEmpty(const QDateTime &at)
{
    return at.isValid() ? at.toUTC().toString(Qt::ISODate) : QString();
}

QString shortDuration(qint64 seconds)
{
    if (seconds < 60) {
        return QStringLiteral("%1 s").arg(seconds);
    }
    if (seconds < 3600) {
        return QStringLiteral("%1 min %2 s").arg(seconds / 60).arg(seconds % 60);
    }
    return QStringLiteral("%1 h %2 min").arg(seconds / 3600).arg((seconds % 3600) / 60);
}

} // namespace

void CostCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(
        QStringLiteral("NAME"), QStringLiteral("Only this instance (PROVIDER:ID)."), QStringLiteral("[NAME]"));
    parser.addOption(
        { QStringLiteral("project"), QStringLiteral("Only instances of project P."), QStringLiteral("P") });
    parser.addOption({ QStringLiteral("since"),
        QStringLiteral("Only what was charged from DATE on (YYYY-MM-DD, or an ISO 8601 date-time)."),
        QStringLiteral("DATE") });
    parser.addOption(
        { QStringLiteral("until"), QStringLiteral("Cost up to DATE instead of now."), QStringLiteral("DATE") });
    parser.addOption({ QStringLiteral("csv"), QStringLiteral("Comma-separated values with a header line.") });
    parser.addOption({ QStringLiteral("team"), QStringLiteral("Every team member's instances (team database).") });
    parser.addOption({ QStringLiteral("by"),
        QStringLiteral("With --team: one line per member or per project, with GPU-hours and idle GPU-hours."),
        QStringLiteral("member|project") });
}

QDateTime CostCommand::parseDate(const QString &text)
{
    const QString trimmed = text.trimmed();
    // QDate's ISO parser reads the first ten characters only, so a date-time must not take this path.
    const QDate date = trimmed.size() == 10 ? QDate::fromString(trimmed, Qt::ISODate) : QDate();
    if (date.isValid()) {
        return QDateTime(date, QTime(0, 0), Qt::LocalTime);
    }
    QString isoText = trimmed;
    if (isoText.size() > 10 && isoText.at(10) == QLatin1Char(' ')) {
        isoText[10] = QLatin1Char('T');
    }
    return QDateTime::fromString(isoText, Qt::ISODate);
}

void CostCommand::start(const QCommandLineParser &parser)
{
    Ledger *ledger = m_context.ledger();
    if (!ledger) {
        failWith(QStringLiteral("the ledger is not available: %1").arg(m_context.ledgerError()));
        return;
    }
    if (parser.isSet(QStringLiteral("csv")) && m_context.json()) {
        failWith(QStringLiteral("choose --json or --csv, not both"), 2);
        return;
    }
    const auto dateOption = [&parser](const QString &option, const QDateTime &fallback) {
        return parser.isSet(option) ? parseDate(parser.value(option)) : fallback;
    };
    const QDateTime since = dateOption(QStringLiteral("since"), QDateTime());
    const QDateTime until = dateOption(QStringLiteral("until"), QDateTime::currentDateTimeUtc());
    for (const auto &[option, value] :
        { std::pair(QStringLiteral("since"), since), std::pair(QStringLiteral("until"), until) }) {
        if (parser.isSet(option) && !value.isValid()) {
            failWith(QStringLiteral("--%1: \"%2\" is not a date (use YYYY-MM-DD or an ISO 8601 date-time)")
                         .arg(option, parser.value(option)),
                2);
            return;
        }
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1) {
        failWith(QStringLiteral("cost takes at most one instance name"), 2);
        return;
    }
    if (parser.isSet(QStringLiteral("team"))) {
        startTeam(parser, since, until);
        return;
    }
    if (parser.isSet(QStringLiteral("by"))) {
        failWith(QStringLiteral("--by goes with --team"), 2);
        return;
    }
    const auto lines = collect(*ledger, m_context.storage().metricArchive(), positional.value(0),
        parser.value(QStringLiteral("project")), since, until);
    if (!lines) {
        failWith(lines.error().message);
        return;
    }
    if (m_context.json()) {
        printJson(lines.value(), since, until);
    } else if (parser.isSet(QStringLiteral("csv"))) {
        printCsv(lines.value());
    } else {
        printTable(lines.value());
    }
    done(0);
}

Result<QList<CostCommand::Line>> CostCommand::collect(const Ledger &ledger, const MetricArchive &metrics,
    const QString &name, const QString &project, const QDateTime &since, const QDateTime &until)
{
    const auto instances = ledger.instances();
    if (!instances) {
        return instances.error();
    }
    QList<Line> lines;
    bool nameFound = false;
    for (const LedgerInstance &instance : instances.value()) {
        if ((!name.isEmpty() && instance.name != name) || (!project.isEmpty() && instance.project != project)) {
            continue;
        }
        nameFound = true;
        if (instance.launchedAt > until) {
            continue;
        }
        const auto events = ledger.events(instance.name);
        if (!events) {
            return events.error();
        }
        // TODO(#6): pass the instance's network counters (setTraffic) once the metric store keeps them.
        const CostTimeline timeline(instance, events.value());
        const QDateTime endedAt = timeline.endedAt();
        if (since.isValid() && endedAt.isValid() && endedAt < since) {
            continue; // nothing charged in the window
        }
        Line line { instance, timeline.between(since, until), endedAt, {}, {} };
        // Idle time is known only where RentDeck watched the GPUs; none is no error.
        if (const Result<IdleTime> idle = metrics.idleTime(instance.name, since, until)) {
            line.idle = idle.value();
        }
        line.instance.state = timeline.stateAt(until);
        lines.append(line);
    }
    if (!name.isEmpty() && !nameFound) {
        return Error::make(Error::Code::NotFound, QStringLiteral("%1 is not in the ledger").arg(name));
    }
    return lines;
}

void CostCommand::printJson(const QList<Line> &lines, const QDateTime &since, const QDateTime &until)
{
    QJsonArray list;
    for (const Line &line : lines) {
        list.append(toJson(line));
    }
    QJsonArray totals;
    for (const QJsonObject &total : totalsJson(lines)) {
        totals.append(total);
    }
    QJsonObject json;
    json.insert(QStringLiteral("instances"), list);
    json.insert(QStringLiteral("totals"), totals);
    json.insert(QStringLiteral("since"), since.isValid() ? QJsonValue(isoOrEmpty(since)) : QJsonValue());
    json.insert(QStringLiteral("until"), isoOrEmpty(until));
    CliContext::printJson(json);
}

QJsonObject CostCommand::toJson(const Line &line)
{
    const LedgerInstance &instance = line.instance;
    const CostBreakdown &cost = line.cost;
    QJsonObject json;
    json.insert(QStringLiteral("name"), instance.name);
    json.insert(QStringLiteral("provider"), instance.providerId);
    json.insert(QStringLiteral("project"), instance.project);
    json.insert(QStringLiteral("label"), instance.label);
    json.insert(QStringLiteral("gpu_name"), instance.gpuName);
    json.insert(QStringLiteral("gpu_count"), instance.gpuCount);
    json.insert(QStringLiteral("status"), instanceStateName(instance.state));
    json.insert(QStringLiteral("currency"), instance.pricePerHour.currency());
    json.insert(QStringLiteral("price_per_hour"), CliJson::money(instance.pricePerHour));
    json.insert(QStringLiteral("billing"), instance.billing.granularityName());
    json.insert(QStringLiteral("minimum_seconds"), instance.billing.minimumSeconds);
    json.insert(QStringLiteral("gpu"), CliJson::money(cost.gpu()));
    json.insert(QStringLiteral("storage"), CliJson::money(cost.storage()));
    json.insert(QStringLiteral("storage_currency"), cost.storage().currency());
    json.insert(QStringLiteral("traffic"), CliJson::money(cost.traffic));
    json.insert(QStringLiteral("traffic_billed"), instance.billing.billsTraffic());
    json.insert(QStringLiteral("traffic_bytes_out"), cost.trafficBytesOut);
    json.insert(QStringLiteral("traffic_bytes_in"), cost.trafficBytesIn);
    json.insert(QStringLiteral("total"), CliJson::money(cost.total));
    json.insert(QStringLiteral("rounding"), CliJson::money(cost.roundUpCost()));
    json.insert(QStringLiteral("rounding_seconds"), cost.roundUpSeconds());
    json.insert(QStringLiteral("minimum_charge"), CliJson::money(cost.accrued.minimumTopUpCost));
    json.insert(QStringLiteral("minimum_charge_seconds"), cost.accrued.minimumTopUpSeconds);
    json.insert(QStringLiteral("run_seconds"), cost.accrued.runSeconds);
    json.insert(QStringLiteral("billed_seconds"), cost.accrued.billedSeconds);
    json.insert(QStringLiteral("storage_seconds"), cost.accrued.storageSeconds);
    json.insert(QStringLiteral("idle_seconds"), line.idle.idleSeconds());
    json.insert(QStringLiteral("idle_cost"), CliJson::money(line.idle.idleCost(instance)));
    json.insert(QStringLiteral("gpu_hours"), double(cost.accrued.runSeconds) * instance.gpuCount / 3600.0); // extension
    json.insert(QStringLiteral("idle_gpu_hours"), line.idle.idleGpuHours()); // extension
    if (!line.member.isEmpty()) {
        json.insert(QStringLiteral("member"), line.member);
    }
    json.insert(QStringLiteral("launched_at"), isoOrEmpty(instance.launchedAt));
    json.insert(
        QStringLiteral("ended_at"), line.endedAt.isValid() ? QJsonValue(isoOrEmpty(line.endedAt)) : QJsonValue());
    return json;
}

QList<QJsonObject> CostCommand::totalsJson(const QList<Line> &lines)
{
    QList<QJsonObject> list;
    const QMap<QString, CurrencyTotals> totals = totalsByCurrency(lines);
    for (auto it = totals.cbegin(); it != totals.cend(); ++it) {
        QJsonObject json;
        json.insert(QStringLiteral("currency"), it.key());
        json.insert(QStringLiteral("gpu"), CliJson::money(it->gpu));
        json.insert(QStringLiteral("storage"), CliJson::money(it->storage));
        json.insert(QStringLiteral("traffic"), CliJson::money(it->traffic));
        json.insert(QStringLiteral("total"), CliJson::money(it->total()));
        json.insert(QStringLiteral("rounding"), CliJson::money(it->rounding));
        json.insert(QStringLiteral("run_seconds"), it->runSeconds);
        json.insert(QStringLiteral("billed_seconds"), it->billedSeconds);
        json.insert(QStringLiteral("instances"), it->instances);
        list.append(json);
    }
    return list;
}

void CostCommand::startTeam(const QCommandLineParser &parser, const QDateTime &since, const QDateTime &until)
{
    const QString by = parser.value(QStringLiteral("by"));
    if (!by.isEmpty() && by != QLatin1String("member") && by != QLatin1String("project")) {
        failWith(QStringLiteral("--by takes member or project"), 2);
        return;
    }
    if (!parser.positionalArguments().isEmpty()) {
        failWith(QStringLiteral("cost --team reports every instance; leave out the name"), 2);
        return;
    }
    const QString project = parser.value(QStringLiteral("project"));
    const bool csv = parser.isSet(QStringLiteral("csv"));
    m_context.withTeamDatabase(this, [this, by, project, csv, since, until](Result<std::unique_ptr<Database>> team) {
        if (!team) {
            failWith(team.error().message);
            return;
        }
        const Result<QList<Line>> lines = TeamCostReport::collect(*team.value(), project, since, until);
        if (!lines) {
            failWith(lines.error().message);
            return;
        }
        if (!by.isEmpty()) {
            TeamCostReport::printGroups(lines.value(), by, since, until, m_context.json());
        } else if (m_context.json()) {
            printJson(lines.value(), since, until);
        } else if (csv) {
            printCsv(lines.value());
        } else {
            printTable(lines.value());
        }
        done(0);
    });
}

QString CostCommand::csvHeader()
{
    // New columns go at the end, so scripts reading the older ones by position keep working.
    return QStringLiteral(
        "name,provider,project,status,currency,gpu,storage,traffic,total,rounding,run_seconds,"
        "billed_seconds,rounding_seconds,storage_seconds,launched_at,ended_at,idle_seconds,idle_cost");
}

QString CostCommand::csvRow(const Line &line)
{
    const CostBreakdown &cost = line.cost;
    const QStringList fields { csvField(line.instance.name), csvField(line.instance.providerId),
        csvField(line.instance.project), instanceStateName(line.instance.state), line.instance.pricePerHour.currency(),
        decimal(cost.gpu()), decimal(cost.storage()), decimal(cost.traffic), decimal(cost.total),
        decimal(cost.roundUpCost()), QString::number(cost.accrued.runSeconds),
        QString::number(cost.accrued.billedSeconds), QString::number(cost.roundUpSeconds()),
        QString::number(cost.accrued.storageSeconds), isoOrEmpty(line.instance.launchedAt), isoOrEmpty(line.endedAt),
        QString::number(line.idle.idleSeconds()), decimal(line.idle.idleCost(line.instance)) };
    return fields.join(QLatin1Char(','));
}

void CostCommand::printCsv(const QList<Line> &lines) const
{
    CliContext::printLine(csvHeader());
    for (const Line &line : lines) {
        CliContext::printLine(csvRow(line));
    }
    // Totals per currency close the file, as rows named TOTAL (scripts that want only instances skip them).
    const QMap<QString, CurrencyTotals> totals = totalsByCurrency(lines);
    for (auto it = totals.cbegin(); it != totals.cend(); ++it) {
        const QStringList fields { QStringLiteral("TOTAL"), QString(), QString(), QString(), it.key(), decimal(it->gpu),
            decimal(it->storage), decimal(it->traffic), decimal(it->total()), decimal(it->rounding),
            QString::number(it->runSeconds), QString::number(it->billedSeconds),
            QString::number(it->billedSeconds - it->runSeconds), QString(), QString(), QString(),
            QString::number(it->idleSeconds), decimal(it->idle) };
        CliContext::printLine(fields.join(QLatin1Char(',')));
    }
}

void CostCommand::printTable(const QList<Line> &lines) const
{
    if (lines.isEmpty()) {
        CliContext::printLine(QStringLiteral("no instances in the ledger match"));
        return;
    }
    // Padded columns joined by two spaces; names are never fed through arg() (a "%1" in one stays as it is).
    const auto row = [](const QString &name, const QString &status, const QString &gpu, const QString &storage,
                         const QString &traffic, const QString &total, const QString &billed, const QString &rounding) {
        const QStringList columns { name.leftJustified(18), status.leftJustified(14), gpu.rightJustified(11),
            storage.rightJustified(10), traffic.rightJustified(9), total.rightJustified(11), billed.leftJustified(14),
            rounding };
        CliContext::printLine(columns.join(QStringLiteral("  ")).trimmed());
    };
    row(QStringLiteral("NAME"), QStringLiteral("STATUS"), QStringLiteral("GPU"), QStringLiteral("STORAGE"),
        QStringLiteral("TRAFFIC"), QStringLiteral("TOTAL"), QStringLiteral("BILLED"), QStringLiteral("ROUNDING"));
    for (const Line &line : lines) {
        const CostBreakdown &cost = line.cost;
        const QString rounding = cost.roundUpSeconds() > 0
            ? QStringLiteral("+%1 (%2)").arg(shortDuration(cost.roundUpSeconds()), cost.roundUpCost().format())
            : QStringLiteral("-");
        row(line.instance.name, instanceStateName(line.instance.state), cost.gpu().format(), cost.storage().format(),
            cost.traffic.format(), cost.total.format(), shortDuration(cost.accrued.billedSeconds), rounding);
    }
    const QMap<QString, CurrencyTotals> totals = totalsByCurrency(lines);
    for (auto it = totals.cbegin(); it != totals.cend(); ++it) {
        row(QStringLiteral("total ") + it.key(), QStringLiteral("%1 instance(s)").arg(it->instances), it->gpu.format(),
            it->storage.format(), it->traffic.format(), it->total().format(), shortDuration(it->billedSeconds),
            it->rounding.format());
    }
}

} // namespace RentDeck
