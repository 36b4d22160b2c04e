// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/CheckReport.h"

#include <QJsonArray>
#include <QStringList>
#include <algorithm>

namespace RentDeck {

namespace {

QString markdownCell(QString text)
{
    return text.replace(QLatin1Char('|'), QLatin1String("\\|")).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

QString pad(const QString &text, qsizetype width)
{
    return text.leftJustified(width, QLatin1Char(' '));
}

} // namespace

int CheckReport::count(CheckStatus status) const
{
    return int(std::count_if(
        results.cbegin(), results.cend(), [status](const CheckResult &result) { return result.status == status; }));
}

CheckStatus CheckReport::overall() const
{
    if (!error.isEmpty() || count(CheckStatus::Fail) > 0) {
        return CheckStatus::Fail;
    }
    return count(CheckStatus::Warn) > 0 ? CheckStatus::Warn : CheckStatus::Pass;
}

int CheckReport::exitCode() const
{
    switch (overall()) {
    case CheckStatus::Fail:
        return ExitFailures;
    case CheckStatus::Warn:
        return ExitWarnings;
    case CheckStatus::Pass:
    case CheckStatus::Skip:
        break;
    }
    return ExitPassed;
}

QString CheckReport::summary() const
{
    const int failed = count(CheckStatus::Fail);
    const int warned = count(CheckStatus::Warn);
    const int skipped = count(CheckStatus::Skip);
    QString text = QStringLiteral("%1 passed, %2 warning%3, %4 failure%5")
                       .arg(count(CheckStatus::Pass))
                       .arg(warned)
                       .arg(warned == 1 ? QString() : QStringLiteral("s"))
                       .arg(failed)
                       .arg(failed == 1 ? QString() : QStringLiteral("s"));
    if (skipped > 0) {
        text += QStringLiteral(", %1 skipped").arg(skipped);
    }
    return text;
}

const CheckResult *CheckReport::result(const QString &id) const
{
    for (const CheckResult &candidate : results) {
        if (candidate.id == id) {
            return &candidate;
        }
    }
    return nullptr;
}

QJsonObject CheckReport::toJson() const
{
    QJsonArray rows;
    for (const CheckResult &result : results) {
        rows.append(result.toJson());
    }
    QJsonObject object {
        { QStringLiteral("instance"), instanceName },
        { QStringLiteral("offer_id"), offerId },
        { QStringLiteral("gpu_model"), gpuModel },
        { QStringLiteral("started_at"), startedAt.toUTC().toString(Qt::ISODateWithMs) },
        { QStringLiteral("finished_at"), finishedAt.toUTC().toString(Qt::ISODateWithMs) },
        { QStringLiteral("duration_ms"), startedAt.isValid() ? startedAt.msecsTo(finishedAt) : 0 },
        { QStringLiteral("status"), CheckResult::statusName(overall()) },
        { QStringLiteral("exit_code"), exitCode() },
        { QStringLiteral("summary"), summary() },
        { QStringLiteral("counts"),
            QJsonObject { { QStringLiteral("pass"), count(CheckStatus::Pass) },
                { QStringLiteral("warn"), count(CheckStatus::Warn) },
                { QStringLiteral("fail"), count(CheckStatus::Fail) },
                { QStringLiteral("skip"), count(CheckStatus::Skip) } } },
        { QStringLiteral("results"), rows },
    };
    if (!error.isEmpty()) {
        object.insert(QStringLiteral("error"), error);
    }
    return object;
}

CheckReport CheckReport::fromJson(const QJsonObject &object)
{
    CheckReport report;
    report.instanceName = object.value(QLatin1String("instance")).toString();
    report.offerId = object.value(QLatin1String("offer_id")).toString();
    report.gpuModel = object.value(QLatin1String("gpu_model")).toString();
    report.startedAt = QDateTime::fromString(object.value(QLatin1String("started_at")).toString(), Qt::ISODateWithMs);
    report.finishedAt = QDateTime::fromString(object.value(QLatin1String("finished_at")).toString(), Qt::ISODateWithMs);
    report.error = object.value(QLatin1String("error")).toString();
    const QJsonArray rows = object.value(QLatin1String("results")).toArray();
    for (const QJsonValue &row : rows) {
        report.results.append(CheckResult::fromJson(row.toObject()));
    }
    return report;
}

QString CheckReport::toMarkdown() const
{
    QStringList lines;
    lines << QStringLiteral("# Pre-flight checks: %1").arg(instanceName) << QString();
    lines << QStringLiteral("- Offer: %1").arg(offerId.isEmpty() ? QStringLiteral("—") : offerId);
    lines << QStringLiteral("- GPU: %1").arg(gpuModel.isEmpty() ? QStringLiteral("—") : gpuModel);
    lines << QStringLiteral("- Run: %1 (%2 ms)")
                 .arg(startedAt.toUTC().toString(Qt::ISODate))
                 .arg(startedAt.isValid() ? startedAt.msecsTo(finishedAt) : 0);
    lines << QStringLiteral("- Result: **%1** — %2").arg(CheckResult::statusName(overall()).toUpper(), summary());
    if (!error.isEmpty()) {
        lines << QStringLiteral("- Error: %1").arg(error);
    }
    lines << QString() << QStringLiteral("| Status | Check | Measured | Expected | Fix |")
          << QStringLiteral("|---|---|---|---|---|");
    for (const CheckResult &result : results) {
        lines << QStringLiteral("| %1 | %2 | %3 | %4 | %5 |")
                     .arg(CheckResult::statusName(result.status).toUpper(), markdownCell(result.title),
                         markdownCell(result.measured), markdownCell(result.expected), markdownCell(result.fix));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QString CheckReport::toText() const
{
    qsizetype titleWidth = 5;
    qsizetype measuredWidth = 8;
    qsizetype expectedWidth = 8;
    for (const CheckResult &result : results) {
        titleWidth = std::max(titleWidth, result.title.size());
        measuredWidth = std::max(measuredWidth, std::min<qsizetype>(result.measured.size(), 60));
        expectedWidth = std::max(expectedWidth, std::min<qsizetype>(result.expected.size(), 40));
    }
    QStringList lines;
    lines << QStringLiteral("%1  %2  %3  %4  FIX")
                 .arg(pad(QStringLiteral("STATUS"), 6), pad(QStringLiteral("CHECK"), titleWidth),
                     pad(QStringLiteral("MEASURED"), measuredWidth), pad(QStringLiteral("EXPECTED"), expectedWidth));
    for (const CheckResult &result : results) {
        lines << QStringLiteral("%1  %2  %3  %4  %5")
                     .arg(pad(CheckResult::statusName(result.status).toUpper(), 6), pad(result.title, titleWidth),
                         pad(result.measured, measuredWidth), pad(result.expected, expectedWidth), result.fix)
                     .trimmed();
    }
    lines << QString()
          << QStringLiteral("%1: %2 — %3 (%4 ms)")
                 .arg(instanceName, CheckResult::statusName(overall()).toUpper(), summary())
                 .arg(startedAt.isValid() ? startedAt.msecsTo(finishedAt) : 0);
    if (!error.isEmpty()) {
        lines << QStringLiteral("error: %1").arg(error);
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace RentDeck
