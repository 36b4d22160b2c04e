// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "billing/Ledger.h"

#include "core/Paths.h"
#include "logging/LoggingCategories.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QVariant>
#include <array>
#include <atomic>
#include <initializer_list>

namespace RentDeck {

namespace {

struct MigrationStep
{
    int version;
    std::initializer_list<const char *> statements;
};

// Append-only: never edit a released step, add a new one whose version is CurrentSchemaVersion.
// Tests rebuild v1 by hand to prove upgrades work.
const std::array<MigrationStep, 6> MigrationSteps { {
    { 1,
        { "CREATE TABLE instances (name TEXT PRIMARY KEY, provider TEXT NOT NULL, offer_id TEXT NOT NULL DEFAULT '',"
          " gpu_name TEXT NOT NULL DEFAULT '', gpu_count INTEGER NOT NULL DEFAULT 1, price_micros INTEGER NOT NULL,"
          " currency TEXT NOT NULL, label TEXT NOT NULL DEFAULT '', launched_at_ms INTEGER NOT NULL)",
            "CREATE TABLE events (id INTEGER PRIMARY KEY AUTOINCREMENT,"
            " instance_name TEXT NOT NULL REFERENCES instances(name) ON DELETE CASCADE, state TEXT NOT NULL,"
            " at_ms INTEGER NOT NULL, detail TEXT NOT NULL DEFAULT '')",
            "CREATE INDEX events_by_instance ON events(instance_name, at_ms, id)" } },
    { 2,
        { "ALTER TABLE instances ADD COLUMN disk_gb REAL NOT NULL DEFAULT 0",
            "ALTER TABLE instances ADD COLUMN storage_price_micros INTEGER",
            "ALTER TABLE instances ADD COLUMN storage_currency TEXT",
            "ALTER TABLE instances ADD COLUMN storage_billed_while_running INTEGER NOT NULL DEFAULT 0",
            "ALTER TABLE instances ADD COLUMN billing_granularity TEXT NOT NULL DEFAULT 'second'",
            "ALTER TABLE instances ADD COLUMN minimum_seconds INTEGER NOT NULL DEFAULT 0",
            "ALTER TABLE instances ADD COLUMN project TEXT NOT NULL DEFAULT ''" } },
    { 3,
        { "CREATE TABLE check_reports (id INTEGER PRIMARY KEY AUTOINCREMENT, instance_name TEXT NOT NULL,"
          " at_ms INTEGER NOT NULL, status TEXT NOT NULL, summary TEXT NOT NULL DEFAULT '', report TEXT NOT NULL)",
            "CREATE INDEX check_reports_by_instance ON check_reports(instance_name, at_ms, id)" } },
    { 4,
        { "CREATE TABLE hash_cache (root TEXT NOT NULL, path TEXT NOT NULL, size INTEGER NOT NULL,"
          " mtime_ns INTEGER NOT NULL, ctime_ns INTEGER NOT NULL, inode INTEGER NOT NULL, sha256 TEXT NOT NULL,"
          " PRIMARY KEY (root, path))" } },
    // Saved sync pairs and the history of sync runs (SyncHistory). A run outlives its pair: ON DELETE SET NULL.
    { 5,
        { "CREATE TABLE sync_pairs (id INTEGER PRIMARY KEY, instance_name TEXT NOT NULL, local_path TEXT NOT NULL,"
          " remote_path TEXT NOT NULL, direction TEXT NOT NULL CHECK (direction IN ('push', 'pull')),"
          " excludes TEXT NOT NULL DEFAULT '', delete_extraneous INTEGER NOT NULL DEFAULT 0,"
          " created_ms INTEGER NOT NULL, UNIQUE (instance_name, local_path, remote_path, direction))",
            "CREATE TABLE sync_runs (id INTEGER PRIMARY KEY, instance_name TEXT NOT NULL,"
            " pair_id INTEGER REFERENCES sync_pairs(id) ON DELETE SET NULL, direction TEXT NOT NULL,"
            " local_path TEXT NOT NULL DEFAULT '', remote_path TEXT NOT NULL DEFAULT '', started_ms INTEGER NOT NULL,"
            " duration_ms INTEGER NOT NULL DEFAULT 0, bytes INTEGER NOT NULL DEFAULT 0,"
            " files INTEGER NOT NULL DEFAULT 0, ok INTEGER NOT NULL DEFAULT 0, verified INTEGER NOT NULL DEFAULT 0,"
            " missing INTEGER NOT NULL DEFAULT 0, extra INTEGER NOT NULL DEFAULT 0,"
            " mismatched INTEGER NOT NULL DEFAULT 0, transport TEXT NOT NULL DEFAULT 'rsync',"
            " message TEXT NOT NULL DEFAULT '')",
            "CREATE INDEX sync_runs_by_instance ON sync_runs(instance_name, started_ms)" } },
    // Watching: downsampled metric points (MetricStore; source -1 = the host, else the GPU index; one row per
    // aggregated point with min/max/mean so spikes survive), gaps in the stream, guards per instance or project
    // and what they did.
    { 6,
        { "CREATE TABLE metric_points (instance_name TEXT NOT NULL, source INTEGER NOT NULL, metric INTEGER NOT NULL,"
          " resolution_s INTEGER NOT NULL, t_ms INTEGER NOT NULL, min REAL NOT NULL, max REAL NOT NULL,"
          " mean REAL NOT NULL, count INTEGER NOT NULL,"
          " PRIMARY KEY (instance_name, source, metric, resolution_s, t_ms)) WITHOUT ROWID",
            "CREATE TABLE metric_gaps (instance_name TEXT NOT NULL, from_ms INTEGER NOT NULL, to_ms INTEGER NOT NULL,"
            " reason TEXT NOT NULL DEFAULT '', PRIMARY KEY (instance_name, from_ms)) WITHOUT ROWID",
            "CREATE TABLE guards (scope_kind TEXT NOT NULL CHECK (scope_kind IN ('instance', 'project')),"
            " scope TEXT NOT NULL, budget_micros INTEGER, budget_currency TEXT, max_lifetime_s INTEGER,"
            " idle_percent REAL, idle_minutes INTEGER,"
            " action TEXT NOT NULL DEFAULT 'warn' CHECK (action IN ('warn', 'stop', 'destroy')),"
            " watchdog INTEGER NOT NULL DEFAULT 0, countdown_s INTEGER NOT NULL DEFAULT 60,"
            " updated_ms INTEGER NOT NULL, PRIMARY KEY (scope_kind, scope))",
            "CREATE TABLE guard_events (id INTEGER PRIMARY KEY, instance_name TEXT NOT NULL, at_ms INTEGER NOT NULL,"
            " kind TEXT NOT NULL, reason TEXT NOT NULL DEFAULT '', detail TEXT NOT NULL DEFAULT '')",
            "CREATE INDEX guard_events_by_instance ON guard_events(instance_name, at_ms)",
            // Traffic prices quoted at launch (BillingPolicy::trafficOutPerGb/trafficInPerGb); NULL = not billed.
            "ALTER TABLE instances ADD COLUMN traffic_out_micros INTEGER",
            "ALTER TABLE instances ADD COLUMN traffic_in_micros INTEGER",
            "ALTER TABLE instances ADD COLUMN traffic_currency TEXT" } },
} };

const QByteArray SqliteMagic("SQLite format 3\0", 16);

const QString InstanceColumns = QStringLiteral(
    "i.name, i.provider, i.offer_id, i.gpu_name, i.gpu_count, i.price_micros, i.currency, i.label,"
    " i.launched_at_ms, i.disk_gb, i.storage_price_micros, i.storage_currency, i.storage_billed_while_running,"
    " i.billing_granularity, i.minimum_seconds, i.project, e.state, e.at_ms, i.traffic_out_micros,"
    " i.traffic_in_micros, i.traffic_currency"
    " FROM instances i LEFT JOIN events e ON e.id = (SELECT id FROM events WHERE instance_name = i.name"
    " ORDER BY at_ms DESC, id DESC LIMIT 1)");

std::atomic<int> s_connectionCounter { 0 };

// SQLite binds a null QString as NULL, which NOT NULL columns refuse.
QVariant text(const QString &value)
{
    return value.isNull() ? QVariant(QStringLiteral("")) : QVariant(value);
}

QDateTime fromEpochMs(const QVariant &value)
{
    return value.isNull() ? QDateTime() : QDateTime::fromMSecsSinceEpoch(value.toLongLong(), Qt::UTC);
}

LedgerInstance instanceFromRow(const QSqlQuery &query)
{
    LedgerInstance row;
    row.name = query.value(0).toString();
    row.providerId = query.value(1).toString();
    row.offerId = query.value(2).toString();
    row.gpuName = query.value(3).toString();
    row.gpuCount = query.value(4).toInt();
    row.pricePerHour = Money(query.value(5).toLongLong(), query.value(6).toString());
    row.label = query.value(7).toString();
    row.launchedAt = fromEpochMs(query.value(8));
    row.diskGb = query.value(9).toDouble();
    if (!query.value(10).isNull()) {
        const QString currency = query.value(11).toString();
        row.billing.storagePerGbMonth
            = Money(query.value(10).toLongLong(), currency.isEmpty() ? row.pricePerHour.currency() : currency);
    }
    row.billing.storageBilledWhileRunning = query.value(12).toBool();
    row.billing.granularity = BillingPolicy::granularityFromName(query.value(13).toString());
    row.billing.minimumSeconds = query.value(14).toLongLong();
    row.project = query.value(15).toString();
    if (!query.value(16).isNull()) {
        row.state = instanceStateFromName(query.value(16).toString());
        row.stateChangedAt = fromEpochMs(query.value(17));
    }
    const QString trafficCurrency = query.value(20).isNull() ? row.pricePerHour.currency() : query.value(20).toString();
    if (!query.value(18).isNull()) {
        row.billing.trafficOutPerGb = Money(query.value(18).toLongLong(), trafficCurrency);
    }
    if (!query.value(19).isNull()) {
        row.billing.trafficInPerGb = Money(query.value(19).toLongLong(), trafficCurrency);
    }
    return row;
}

} // namespace

Ledger::Ledger(QString path, QString connectionName)
    : m_path(std::move(path))
    , m_connectionName(std::move(connectionName))
{
}

Ledger::~Ledger()
{
    m_db.close();
    m_db = QSqlDatabase();
    QSqlDatabase::removeDatabase(m_connectionName);
}

Result<std::unique_ptr<Ledger>> Ledger::open(const QString &path)
{
    const QFileInfo info(path);
    const QString fileName = info.fileName();
    if (!QDir().mkpath(info.absolutePath())) {
        return Error::make(Error::Code::Io, tr("Cannot create the folder %1 for the ledger.").arg(info.absolutePath()));
    }
    if (info.exists()) {
        QFile file(path);
        if (!info.isFile() || !file.open(QIODevice::ReadOnly)) {
            return Error::make(
                Error::Code::Io, tr("Cannot read the ledger %1; check that it is a readable file.").arg(path));
        }
        const QByteArray header = file.read(SqliteMagic.size());
        if (info.size() > 0 && header != SqliteMagic) {
            return Error::make(Error::Code::InvalidInput,
                tr("%1 is not a RentDeck ledger (not an SQLite database). It was left untouched: "
                   "move it aside and start RentDeck again.")
                    .arg(fileName),
                path);
        }
        if (!info.isWritable()) {
            return Error::make(Error::Code::Io, tr("%1 is read-only; RentDeck needs to write to it.").arg(path));
        }
        file.close();
        file.setPermissions(QFile::ReadOwner | QFile::WriteOwner);
    } else {
        QFile file(path);
        // An empty file is a valid empty SQLite database; creating it ourselves sets the 0600 mode atomically.
        if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly, QFile::ReadOwner | QFile::WriteOwner)) {
            return Error::make(Error::Code::Io, tr("Cannot create the ledger %1: %2").arg(path, file.errorString()));
        }
    }

    const QString connection = QStringLiteral("rentdeck-ledger-%1").arg(s_connectionCounter.fetch_add(1));
    std::unique_ptr<Ledger> ledger(new Ledger(path, connection));
    if (const Status status = ledger->prepare(); !status) {
        return status.error();
    }
    return ledger;
}

Status Ledger::prepare()
{
    const QString fileName = QFileInfo(m_path).fileName();
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    if (!m_db.isValid()) {
        return Error::make(Error::Code::Internal, tr("The SQLite driver for Qt (QSQLITE) is not installed."));
    }
    m_db.setDatabaseName(m_path);
    m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (!m_db.open()) {
        return sqlError(tr("Cannot open the ledger %1.").arg(m_path), m_db.lastError().text());
    }
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        // Only a file SQLite does not recognise is "not a ledger"; an I/O error (a full disk cannot even hold the
        // write-ahead log's index) is not the file's fault, and moving it aside would be the wrong advice.
        const QString reason = query.lastError().databaseText();
        if (!reason.contains(QLatin1String("not a database")) && !reason.contains(QLatin1String("malformed"))) {
            return sqlError(tr("Cannot read the ledger %1 (%2).").arg(m_path, reason), reason);
        }
        return Error::make(Error::Code::InvalidInput,
            tr("%1 is not a usable RentDeck ledger (%2). It was left untouched: move it aside and "
               "start RentDeck again.")
                .arg(fileName, query.lastError().databaseText()),
            m_path);
    }
    const int version = query.value(0).toInt();
    if (version > CurrentSchemaVersion) {
        return Error::make(Error::Code::Unsupported,
            tr("%1 was written by a newer RentDeck (schema %2 > %3); upgrade RentDeck.")
                .arg(fileName)
                .arg(version)
                .arg(CurrentSchemaVersion));
    }
    if (!query.exec(QStringLiteral("PRAGMA foreign_keys = ON"))) {
        return sqlError(tr("Cannot enable foreign keys in the ledger."), query.lastError().text());
    }
    if (!query.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !query.next()) {
        return sqlError(tr("Cannot write to the ledger %1.").arg(m_path), query.lastError().text());
    }
    if (query.value(0).toString() != QLatin1String("wal")) {
        qCWarning(lcBilling) << "ledger journal mode is" << query.value(0).toString() << "instead of WAL";
    }
    query.finish(); // an active statement would block the migration's COMMIT
    return migrate(version);
}

Status Ledger::migrate(int fromVersion)
{
    for (const MigrationStep &step : MigrationSteps) {
        if (step.version <= fromVersion) {
            continue;
        }
        qCInfo(lcBilling) << "migrating ledger" << m_path << "to schema" << step.version;
        if (!m_db.transaction()) {
            return sqlError(tr("Cannot write to the ledger %1.").arg(m_path), m_db.lastError().text());
        }
        QSqlQuery query(m_db);
        bool ok = true;
        for (const char *statement : step.statements) {
            ok = ok && query.exec(QString::fromLatin1(statement));
        }
        ok = ok && query.exec(QStringLiteral("PRAGMA user_version = %1").arg(step.version));
        query.finish();
        if (!ok) {
            const QString detail = query.lastError().text();
            m_db.rollback();
            return sqlError(tr("Cannot upgrade the ledger %1 to schema %2.").arg(m_path).arg(step.version), detail);
        }
        if (!m_db.commit()) {
            const QString detail = m_db.lastError().text();
            m_db.rollback();
            return sqlError(tr("Cannot upgrade the ledger %1 to schema %2.").arg(m_path).arg(step.version), detail);
        }
    }
    return {};
}

int Ledger::schemaVersion() const
{
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("PRAGMA user_version")) || !query.next()) {
        return -1;
    }
    return query.value(0).toInt();
}

Status Ledger::checkIntegrity() const
{
    QStringList problems;
    QSqlQuery query(m_db);
    if (!query.exec(QStringLiteral("PRAGMA integrity_check(20)"))) {
        return sqlError(tr("Cannot check the ledger %1.").arg(m_path), query.lastError().text());
    }
    while (query.next()) {
        if (const QString row = query.value(0).toString(); row != QLatin1String("ok")) {
            problems << row;
        }
    }
    if (!query.exec(QStringLiteral("PRAGMA foreign_key_check"))) {
        return sqlError(tr("Cannot check the ledger %1.").arg(m_path), query.lastError().text());
    }
    while (query.next() && problems.size() < 20) {
        problems << QStringLiteral("row %1 of %2 refers to a missing %3")
                        .arg(query.value(1).toString(), query.value(0).toString(), query.value(2).toString());
    }
    if (problems.isEmpty()) {
        return {};
    }
    return Error::make(Error::Code::InvalidInput,
        tr("The ledger %1 is damaged. Keep a copy of it, then restore a backup or move it aside and start RentDeck "
           "again.")
            .arg(m_path),
        problems.join(QLatin1Char('\n')));
}

Error Ledger::sqlError(const QString &what, const QString &detail) const
{
    qCWarning(lcBilling) << what << detail;
    // A full disk (SQLITE_FULL, or an I/O error while the disk is full): the write was rolled back whole, so say
    // what to do rather than only SQLite's words.
    if (detail.contains(QLatin1String("disk is full")) || !Paths::diskFullHint(m_path).isEmpty()) {
        return Error::make(Error::Code::Io,
            what + QLatin1Char(' ')
                + tr("The disk holding the ledger is full: free some space and try again. Nothing recorded before "
                     "was lost."),
            detail);
    }
    return Error::make(Error::Code::Io, what, detail);
}

Status Ledger::recordLaunch(const Instance &instance, const QDateTime &at, const QString &project)
{
    const QString name = instance.name();
    if (!m_db.transaction()) {
        return sqlError(tr("Cannot record the launch of %1.").arg(name), m_db.lastError().text());
    }
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "INSERT INTO instances (name, provider, offer_id, gpu_name, gpu_count, price_micros, currency, label,"
        " launched_at_ms, disk_gb, storage_price_micros, storage_currency, storage_billed_while_running,"
        " billing_granularity, minimum_seconds, project, traffic_out_micros, traffic_in_micros, traffic_currency)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT(name) DO NOTHING"));
    const Money &storage = instance.billing.storagePerGbMonth;
    query.addBindValue(name);
    query.addBindValue(text(instance.providerId));
    query.addBindValue(text(instance.offerId));
    query.addBindValue(text(instance.gpuName));
    query.addBindValue(instance.gpuCount);
    query.addBindValue(instance.pricePerHour.micros());
    query.addBindValue(text(instance.pricePerHour.currency()));
    query.addBindValue(text(instance.label));
    query.addBindValue(at.toMSecsSinceEpoch());
    query.addBindValue(instance.diskGb);
    query.addBindValue(storage.isValid() ? QVariant(storage.micros()) : QVariant());
    query.addBindValue(storage.isValid() ? QVariant(storage.currency()) : QVariant());
    query.addBindValue(instance.billing.storageBilledWhileRunning ? 1 : 0);
    query.addBindValue(instance.billing.granularityName());
    query.addBindValue(instance.billing.minimumSeconds);
    query.addBindValue(text(project));
    const Money &trafficOut = instance.billing.trafficOutPerGb;
    const Money &trafficIn = instance.billing.trafficInPerGb;
    query.addBindValue(trafficOut.isValid() ? QVariant(trafficOut.micros()) : QVariant());
    query.addBindValue(trafficIn.isValid() ? QVariant(trafficIn.micros()) : QVariant());
    query.addBindValue(trafficOut.isValid() ? QVariant(trafficOut.currency())
            : trafficIn.isValid()           ? QVariant(trafficIn.currency())
                                            : QVariant());
    bool ok = query.exec();
    // A second launch record for the same name is ignored (0 rows); only a new record gets its first event.
    if (ok && query.numRowsAffected() == 1) {
        query.prepare(QStringLiteral("INSERT INTO events (instance_name, state, at_ms, detail) VALUES (?, ?, ?, ?)"));
        query.addBindValue(name);
        query.addBindValue(instanceStateName(instance.state));
        query.addBindValue(at.toMSecsSinceEpoch());
        query.addBindValue(text(instance.stateDetail));
        ok = query.exec();
    }
    query.finish();
    if (!ok || !m_db.commit()) {
        const QString detail = ok ? m_db.lastError().text() : query.lastError().text();
        m_db.rollback();
        return sqlError(tr("Cannot record the launch of %1.").arg(name), detail);
    }
    return {};
}

Status Ledger::recordState(const QString &instanceName, InstanceState state, const QDateTime &at, const QString &detail)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT (SELECT state FROM events WHERE instance_name = i.name"
                                 " ORDER BY at_ms DESC, id DESC LIMIT 1) FROM instances i WHERE i.name = ?"));
    query.addBindValue(instanceName);
    if (!query.exec()) {
        return sqlError(tr("Cannot read the ledger %1.").arg(m_path), query.lastError().text());
    }
    if (!query.next()) {
        return Error::make(
            Error::Code::NotFound, tr("%1 is not in the ledger; record its launch first.").arg(instanceName));
    }
    if (query.value(0).toString() == instanceStateName(state)) {
        return {};
    }
    query.prepare(QStringLiteral("INSERT INTO events (instance_name, state, at_ms, detail) VALUES (?, ?, ?, ?)"));
    query.addBindValue(instanceName);
    query.addBindValue(instanceStateName(state));
    query.addBindValue(at.toMSecsSinceEpoch());
    query.addBindValue(text(detail));
    if (!query.exec()) {
        return sqlError(tr("Cannot record the state of %1.").arg(instanceName), query.lastError().text());
    }
    return {};
}

Result<QList<LedgerInstance>> Ledger::instances() const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(
            QStringLiteral("SELECT ") + InstanceColumns + QStringLiteral(" ORDER BY i.launched_at_ms, i.rowid"))) {
        return sqlError(tr("Cannot read the ledger %1.").arg(m_path), query.lastError().text());
    }
    QList<LedgerInstance> rows;
    while (query.next()) {
        rows.append(instanceFromRow(query));
    }
    return rows;
}

Result<std::optional<LedgerInstance>> Ledger::instance(const QString &name) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT ") + InstanceColumns + QStringLiteral(" WHERE i.name = ?"));
    query.addBindValue(name);
    if (!query.exec()) {
        return sqlError(tr("Cannot read the ledger %1.").arg(m_path), query.lastError().text());
    }
    if (!query.next()) {
        return std::optional<LedgerInstance>();
    }
    return std::optional<LedgerInstance>(instanceFromRow(query));
}

Result<QList<LifecycleEvent>> Ledger::events(const QString &instanceName) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT state, at_ms, detail FROM events WHERE instance_name = ? ORDER BY at_ms, id"));
    query.addBindValue(instanceName);
    if (!query.exec()) {
        return sqlError(tr("Cannot read the ledger %1.").arg(m_path), query.lastError().text());
    }
    QList<LifecycleEvent> rows;
    while (query.next()) {
        rows.append(LifecycleEvent {
            instanceStateFromName(query.value(0).toString()), fromEpochMs(query.value(1)), query.value(2).toString() });
    }
    return rows;
}

Status Ledger::recordCheckReport(const QString &instanceName, const QString &status, const QString &summary,
    const QByteArray &reportJson, const QDateTime &at)
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral(
        "INSERT INTO check_reports (instance_name, at_ms, status, summary, report) VALUES (?, ?, ?, ?, ?)"));
    query.addBindValue(instanceName);
    query.addBindValue(at.toMSecsSinceEpoch());
    query.addBindValue(text(status));
    query.addBindValue(text(summary));
    query.addBindValue(QString::fromUtf8(reportJson));
    if (!query.exec()) {
        return sqlError(tr("Cannot record the check report of %1.").arg(instanceName), query.lastError().text());
    }
    return {};
}

Result<QList<LedgerCheckReport>> Ledger::checkReports(const QString &instanceName) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(QStringLiteral(
        "SELECT at_ms, status, summary, report FROM check_reports WHERE instance_name = ? ORDER BY at_ms, id"));
    query.addBindValue(instanceName);
    if (!query.exec()) {
        return sqlError(tr("Cannot read the ledger %1.").arg(m_path), query.lastError().text());
    }
    QList<LedgerCheckReport> rows;
    while (query.next()) {
        rows.append(LedgerCheckReport { instanceName, fromEpochMs(query.value(0)), query.value(1).toString(),
            query.value(2).toString(), query.value(3).toString().toUtf8() });
    }
    return rows;
}

Result<QHash<QString, LedgerCheckReport>> Ledger::latestCheckPerOffer() const
{
    // Offer history: what the last check of any instance rented from an offer found (without the report body).
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    if (!query.exec(
            QStringLiteral("SELECT i.provider || ':' || i.offer_id, c.instance_name, c.at_ms, c.status, c.summary"
                           " FROM check_reports c JOIN instances i ON i.name = c.instance_name"
                           " WHERE i.offer_id <> '' ORDER BY c.at_ms, c.id"))) {
        return sqlError(tr("Cannot read the ledger %1.").arg(m_path), query.lastError().text());
    }
    QHash<QString, LedgerCheckReport> latest;
    while (query.next()) {
        latest.insert(query.value(0).toString(),
            LedgerCheckReport { query.value(1).toString(), fromEpochMs(query.value(2)), query.value(3).toString(),
                query.value(4).toString(), {} });
    }
    return latest;
}

namespace {
Result<QHash<QString, LedgerHashEntry>> queryCachedHashes(const QSqlDatabase &db, const QString &root)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    query.prepare(
        QStringLiteral("SELECT path, size, mtime_ns, ctime_ns, inode, sha256 FROM hash_cache WHERE root = ?"));
    query.addBindValue(root);
    if (!query.exec()) {
        return Error::make(
            Error::Code::Io, Ledger::tr("Cannot read the ledger %1.").arg(db.databaseName()), query.lastError().text());
    }
    QHash<QString, LedgerHashEntry> entries;
    while (query.next()) {
        LedgerHashEntry entry { query.value(0).toString(), query.value(1).toLongLong(), query.value(2).toLongLong(),
            query.value(3).toLongLong(), query.value(4).toLongLong(), query.value(5).toString().toLatin1() };
        entries.insert(entry.path, entry);
    }
    return entries;
}
} // namespace

Result<QHash<QString, LedgerHashEntry>> Ledger::cachedHashes(const QString &root) const
{
    return queryCachedHashes(m_db, root);
}

Result<QHash<QString, LedgerHashEntry>> Ledger::readCachedHashes(const QString &ledgerPath, const QString &root)
{
    static std::atomic<int> counter { 0 };
    const QString name = QStringLiteral("rentdeck-hash-cache-reader-%1").arg(++counter);
    Result<QHash<QString, LedgerHashEntry>> result = QHash<QString, LedgerHashEntry>();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(ledgerPath);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=2000"));
        if (db.open()) {
            result = queryCachedHashes(db, root);
        } else {
            result
                = Error::make(Error::Code::Io, tr("Cannot read the ledger %1.").arg(ledgerPath), db.lastError().text());
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return result;
}

Status Ledger::storeHashes(const QString &root, const QList<LedgerHashEntry> &entries)
{
    if (entries.isEmpty()) {
        return {};
    }
    if (!m_db.transaction()) {
        return sqlError(tr("Cannot write to the ledger %1.").arg(m_path), m_db.lastError().text());
    }
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("INSERT OR REPLACE INTO hash_cache (root, path, size, mtime_ns, ctime_ns, inode,"
                                 " sha256) VALUES (?, ?, ?, ?, ?, ?, ?)"));
    for (const LedgerHashEntry &entry : entries) {
        query.addBindValue(root);
        query.addBindValue(entry.path);
        query.addBindValue(entry.size);
        query.addBindValue(entry.mtimeNs);
        query.addBindValue(entry.ctimeNs);
        query.addBindValue(entry.inode);
        query.addBindValue(QString::fromLatin1(entry.sha256));
        if (!query.exec()) {
            const QString detail = query.lastError().text();
            query.finish();
            m_db.rollback();
            return sqlError(tr("Cannot store file hashes in the ledger %1.").arg(m_path), detail);
        }
    }
    query.finish();
    if (!m_db.commit()) {
        const QString detail = m_db.lastError().text();
        m_db.rollback();
        return sqlError(tr("Cannot store file hashes in the ledger %1.").arg(m_path), detail);
    }
    return {};
}

} // namespace RentDeck
