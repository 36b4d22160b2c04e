// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/CheckReportModel.h"

#include "core/RemoteText.h"

namespace RentDeck {

void CheckReportModel::setReport(const CheckReport &report)
{
    beginResetModel();
    m_report = report;
    endResetModel();
}

QString CheckReportModel::statusText(CheckStatus status)
{
    switch (status) {
    case CheckStatus::Pass:
        return tr("pass");
    case CheckStatus::Warn:
        return tr("warning");
    case CheckStatus::Fail:
        return tr("FAIL");
    case CheckStatus::Skip:
        return tr("skipped");
    }
    return {};
}

QString CheckReportModel::summaryText(const CheckReport &report)
{
    QString text = tr("%n passed", nullptr, report.count(CheckStatus::Pass)) + tr(", ")
        + tr("%n warning(s)", nullptr, report.count(CheckStatus::Warn)) + tr(", ")
        + tr("%n failure(s)", nullptr, report.count(CheckStatus::Fail));
    if (const int skipped = report.count(CheckStatus::Skip); skipped > 0) {
        text += tr(", ") + tr("%n skipped", nullptr, skipped);
    }
    return text;
}

int CheckReportModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_report.results.size());
}

int CheckReportModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant CheckReportModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_report.results.size()) {
        return {};
    }
    const CheckResult &result = m_report.results.at(index.row());
    if (role == StatusRole) {
        return int(result.status);
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole) {
        return {};
    }
    // Measured values carry the machine's own text (GPU and process names): shown, never acted on.
    switch (index.column()) {
    case Status:
        return statusText(result.status);
    case Check:
        return RemoteText::visible(result.title);
    case Measured:
        return RemoteText::visible(result.measured);
    case Expected:
        return RemoteText::visible(result.expected);
    case Fix:
        return RemoteText::visible(result.fix);
    }
    return {};
}

QVariant CheckReportModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Status:
        return tr("Status");
    case Check:
        return tr("Check");
    case Measured:
        return tr("Measured");
    case Expected:
        return tr("Expected");
    case Fix:
        return tr("How to fix");
    }
    return {};
}

} // namespace RentDeck
