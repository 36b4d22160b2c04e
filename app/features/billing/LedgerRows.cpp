// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "billing/LedgerRows.h"

#include "storage/SqlValues.h"

#include <QSqlQuery>
#include <QVariant>

namespace RentDeck {

using SqlValues::fromEpochMs;

QString LedgerRows::instanceColumns()
{
    return QStringLiteral(
        "i.name, i.provider, i.offer_id, i.gpu_name, i.gpu_count, i.price_micros, i.currency, i.label,"
        " i.launched_at_ms, i.disk_gb, i.storage_price_micros, i.storage_currency, i.storage_billed_while_running,"
        " i.billing_granularity, i.minimum_seconds, i.project, e.state, e.at_ms, i.traffic_out_micros,"
        " i.traffic_in_micros, i.traffic_currency");
}

LedgerInstance LedgerRows::instanceFromRow(const QSqlQuery &query, int firstColumn)
{
    const auto value = [&query, firstColumn](int column) { return query.value(firstColumn + column); };
    LedgerInstance row;
    row.name = value(0).toString();
    row.providerId = value(1).toString();
    row.offerId = value(2).toString();
    row.gpuName = value(3).toString();
    row.gpuCount = value(4).toInt();
    row.pricePerHour = Money(value(5).toLongLong(), value(6).toString());
    row.label = value(7).toString();
    row.launchedAt = fromEpochMs(value(8));
    row.diskGb = value(9).toDouble();
    if (!value(10).isNull()) {
        const QString currency = value(11).toString();
        row.billing.storagePerGbMonth
            = Money(value(10).toLongLong(), currency.isEmpty() ? row.pricePerHour.currency() : currency);
    }
    row.billing.storageBilledWhileRunning = value(12).toInt() != 0;
    row.billing.granularity = BillingPolicy::granularityFromName(value(13).toString());
    row.billing.minimumSeconds = value(14).toLongLong();
    row.project = value(15).toString();
    if (!value(16).isNull()) {
        row.state = instanceStateFromName(value(16).toString());
        row.stateChangedAt = fromEpochMs(value(17));
    }
    const QString trafficCurrency = value(20).isNull() ? row.pricePerHour.currency() : value(20).toString();
    if (!value(18).isNull()) {
        row.billing.trafficOutPerGb = Money(value(18).toLongLong(), trafficCurrency);
    }
    if (!value(19).isNull()) {
        row.billing.trafficInPerGb = Money(value(19).toLongLong(), trafficCurrency);
    }
    return row;
}

} // namespace RentDeck
