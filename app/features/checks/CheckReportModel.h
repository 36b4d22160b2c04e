// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/CheckReport.h"

#include <QAbstractTableModel>

namespace RentDeck {

/** The results of one check report as a table; StatusRole gives the CheckStatus as int for ui/ to colour. */
class CheckReportModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column
    {
        Status,
        Check,
        Measured,
        Expected,
        Fix,
        ColumnCount
    };
    enum Role
    {
        StatusRole = Qt::UserRole + 1
    };

    using QAbstractTableModel::QAbstractTableModel;

    void setReport(const CheckReport &report);
    const CheckReport &report() const { return m_report; }
    static QString statusText(CheckStatus status);
    /** "12 passed, 1 warning, 0 failures, 2 skipped" for people (translated; CheckReport::summary() is for logs). */
    static QString summaryText(const CheckReport &report);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    CheckReport m_report;
};

} // namespace RentDeck
