// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "billing/LedgerInstance.h"
#include "billing/LifecycleEvent.h"
#include "core/Instance.h"
#include "core/Result.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>
#include <memory>
#include <optional>

namespace RentDeck {

/** One stored pre-flight report (CheckReport::toJson()) of an instance. */
struct LedgerCheckReport
{
    QString instanceName;
    QDateTime at;
    QString status; // "pass", "warn", "fail"
    QString summary; // "12 passed, 2 warnings, 0 failures"
    QByteArray reportJson;
};

/** One cached SHA-256 of a local file (sync verification), valid while the stat key is unchanged. */
struct LedgerHashEntry
{
    QString path; // relative to the root
    qint64 size = 0;
    qint64 mtimeNs = 0;
    qint64 ctimeNs = 0;
    qint64 inode = 0;
    QByteArray sha256; // lower-case hex
};

/**
 * The local record of every instance ever launched, its quoted price and its lifecycle, in SQLite
 * (WAL journal, foreign keys on, file mode 0600). The schema is versioned with PRAGMA user_version
 * and migrated step by step, each step in its own transaction, when the file is opened.
 *
 * Money is stored as integer micro-units plus currency, times as UTC epoch milliseconds.
 * Not thread-safe: use a Ledger only from the thread that opened it (a QSqlDatabase rule).
 */
class Ledger
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
    Q_DISABLE_COPY_MOVE(Ledger)

public:
    static constexpr int CurrentSchemaVersion = 6;

    ~Ledger();

    /**
     * Opens (or creates, with mode 0600) the ledger at \a path and migrates it to CurrentSchemaVersion.
     * Fails with a clear Error, touching nothing, when the file is not SQLite, was written by a newer
     * RentDeck, or cannot be written.
     */
    [[nodiscard]] static Result<std::unique_ptr<Ledger>> open(const QString &path);

    QString path() const { return m_path; }
    int schemaVersion() const;
    /**
     * SQLite's own integrity check of every page and index plus the foreign keys (events, checks and samples of
     * launched instances only). Ok, or an Error whose detail lists the first problems found. Reads only.
     */
    [[nodiscard]] Status checkIntegrity() const;
    /**
     * The open connection, for stores of one subsystem that keep their SQL next to their types (SyncHistory).
     * Same thread only; the handle is valid while this Ledger lives.
     */
    QSqlDatabase database() const { return m_db; }

    /**
     * Records a launch: name, provider, offer, GPUs, quoted price, billing policy, disk, label and
     * \a project, plus a first lifecycle event in \a instance.state at \a at. Recording the same
     * instance name again keeps the first record and succeeds.
     */
    [[nodiscard]] Status recordLaunch(const Instance &instance, const QDateTime &at, const QString &project = {});
    /**
     * Appends a lifecycle event. A state equal to the latest recorded one is skipped (Ok).
     * Fails with NotFound when the instance was never launched.
     */
    [[nodiscard]] Status recordState(
        const QString &instanceName, InstanceState state, const QDateTime &at, const QString &detail = {});

    /** Every instance ever launched, oldest launch first. */
    [[nodiscard]] Result<QList<LedgerInstance>> instances() const;
    /** One instance by "PROVIDER:ID"; an empty optional when unknown. */
    [[nodiscard]] Result<std::optional<LedgerInstance>> instance(const QString &name) const;
    /** The lifecycle of one instance, ordered by time (then by recording order). */
    [[nodiscard]] Result<QList<LifecycleEvent>> events(const QString &instanceName) const;

    /** Stores a pre-flight report (any instance name, launched here or not). */
    [[nodiscard]] Status recordCheckReport(const QString &instanceName, const QString &status, const QString &summary,
        const QByteArray &reportJson, const QDateTime &at);
    /** The stored reports of \a instanceName, oldest first. */
    [[nodiscard]] Result<QList<LedgerCheckReport>> checkReports(const QString &instanceName) const;
    /** The newest check of any instance rented from each offer, keyed "provider:offer" (reportJson left empty). */
    [[nodiscard]] Result<QHash<QString, LedgerCheckReport>> latestCheckPerOffer() const;

    /** The cached file hashes below the absolute \a root, keyed by relative path. */
    [[nodiscard]] Result<QHash<QString, LedgerHashEntry>> cachedHashes(const QString &root) const;
    /**
     * The same, from any thread: a private read-only connection to the ledger file at \a ledgerPath, opened and
     * closed for this one query (SQLite in WAL mode lets it read while the owner writes). For workers that must
     * not wait for, or block, the thread that owns the Ledger.
     */
    [[nodiscard]] static Result<QHash<QString, LedgerHashEntry>> readCachedHashes(
        const QString &ledgerPath, const QString &root);
    /** Stores (replaces) cached hashes below \a root in one transaction. */
    [[nodiscard]] Status storeHashes(const QString &root, const QList<LedgerHashEntry> &entries);

private:
    Ledger(QString path, QString connectionName);

    Status prepare();
    Status migrate(int fromVersion);
    Error sqlError(const QString &what, const QString &detail) const;

    QString m_path;
    QString m_connectionName;
    QSqlDatabase m_db;
};

} // namespace RentDeck
