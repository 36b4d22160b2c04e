// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <Qt>

class QTableView;

namespace RentDeck {

/**
 * Makes \a table a read-only list of records as the offers, instances and planner tables are: one row selected
 * at a time, alternating rows, no row numbers, text on one line, the last column filling the width, sorted by
 * \a sortColumn in \a order (click a header to sort by another).
 */
void setUpListTable(QTableView *table, int sortColumn, Qt::SortOrder order = Qt::AscendingOrder);

} // namespace RentDeck
