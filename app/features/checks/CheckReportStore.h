// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "storage/Migration.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>

namespace RentDeck {

class Database;

/** One stored pre-flight report (CheckReport::toJson()) of an instance. */
struct StoredCheckReport
{
    QString instanceName;
    QDateTime at;
    QString status; // "pass", "warn", "fail"
    QString summary; // "12 passed, 2 warnings, 0 failures"
    QByteArray reportJson;
    /** "provider:offer" and GPU of the launched instance; empty for a host added by hand (reportsWithCheck only). */
    QString offerKey;
    QString gpuName;
};

/**
 * The pre-flight reports of every instance checked here (table check_reports, schema 3), launched here or added by
 * hand. A light handle over a borrowed Database, like SyncHistory: copy it freely, use it on the database's thread
 * only. With no database every call fails with Error::Missing. Joins the Ledger's instances table for offer history.
 */
class CheckReportStore
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::CheckReportStore)

public:
    static Migrations migrations();

    explicit CheckReportStore(Database *database);
    bool isAvailable() const { return m_database != nullptr; }

    /** Stores a pre-flight report (any instance name, launched here or not). */
    [[nodiscard]] Status record(const QString &instanceName, const QString &status, const QString &summary,
        const QByteArray &reportJson, const QDateTime &at);
    /** The stored reports of \a instanceName, oldest first. */
    [[nodiscard]] Result<QList<StoredCheckReport>> reports(const QString &instanceName) const;
    /** The newest check of any instance rented from each offer, keyed "provider:offer" (reportJson left empty). */
    [[nodiscard]] Result<QHash<QString, StoredCheckReport>> latestPerOffer() const;
    /** Every report that holds the check \a checkId ("bench.tflops"), oldest first, with offerKey and gpuName. */
    [[nodiscard]] Result<QList<StoredCheckReport>> reportsWithCheck(const QString &checkId) const;

private:
    Error unavailable() const;

    Database *m_database = nullptr;
};

} // namespace RentDeck
