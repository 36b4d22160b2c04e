// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/TeamSchema.h"

#include "budgets/BudgetStore.h"

namespace RentDeck {

namespace {

// Row-level security on a member table: everybody reads, only the row's member (or an admin) writes.
QStringList ownRowsOnly(const QString &table)
{
    const QString own = QStringLiteral("(member = current_user OR rentdeck_is_admin(current_user))");
    return { QStringLiteral("ALTER TABLE %1 ENABLE ROW LEVEL SECURITY").arg(table),
        QStringLiteral("CREATE POLICY %1_read ON %1 FOR SELECT USING (true)").arg(table),
        QStringLiteral("CREATE POLICY %1_own ON %1 FOR ALL USING %2 WITH CHECK %2").arg(table, own) };
}

QString groupBase(const QString &database)
{
    QString base = database.toLower();
    for (QChar &c : base) {
        if (!(c.isLetterOrNumber() && c.unicode() < 128)) {
            c = QLatin1Char('_');
        }
    }
    return QStringLiteral("rentdeck_") + base.left(40);
}

} // namespace

QStringList TeamSchema::memberTables()
{
    return { QStringLiteral("sources"), QStringLiteral("instances"), QStringLiteral("events"),
        QStringLiteral("gpu_minutes"), QStringLiteral("check_reports"), QStringLiteral("guard_events"),
        QStringLiteral("jobs"), QStringLiteral("budgets"), QStringLiteral("budget_alerts"),
        QStringLiteral("notify_channels") };
}

Migrations TeamSchema::migrations()
{
    // Append-only (Migration). PostgreSQL only: row-level security and a SECURITY DEFINER function have no portable
    // spelling, and the team database is never SQLite.
    QStringList v1 {
        QStringLiteral("CREATE TABLE members (name TEXT PRIMARY KEY, is_admin INTEGER NOT NULL DEFAULT 0,"
                       " invited_by TEXT NOT NULL DEFAULT '', invited_at_ms BIGINT NOT NULL, left_at_ms BIGINT)"),
        // Owned by the admin who creates the schema, so it reads members without their row-level security (a
        // policy on members may not query members itself).
        QStringLiteral("CREATE FUNCTION rentdeck_is_admin(who TEXT) RETURNS BOOLEAN LANGUAGE sql STABLE"
                       " SECURITY DEFINER SET search_path = public, pg_temp AS"
                       " $$ SELECT EXISTS (SELECT 1 FROM members WHERE name = who AND is_admin = 1"
                       " AND left_at_ms IS NULL) $$"),
        QStringLiteral("CREATE TABLE sources (source TEXT PRIMARY KEY,"
                       " member TEXT NOT NULL DEFAULT current_user REFERENCES members(name),"
                       " first_push_ms BIGINT NOT NULL, last_push_ms BIGINT NOT NULL, UNIQUE (source, member))"),
        QStringLiteral("CREATE TABLE instances (source TEXT NOT NULL, name TEXT NOT NULL,"
                       " member TEXT NOT NULL DEFAULT current_user, provider TEXT NOT NULL,"
                       " offer_id TEXT NOT NULL DEFAULT '', gpu_name TEXT NOT NULL DEFAULT '',"
                       " gpu_count INTEGER NOT NULL DEFAULT 1, price_micros BIGINT NOT NULL, currency TEXT NOT NULL,"
                       " label TEXT NOT NULL DEFAULT '', launched_at_ms BIGINT NOT NULL,"
                       " disk_gb DOUBLE PRECISION NOT NULL DEFAULT 0, storage_price_micros BIGINT,"
                       " storage_currency TEXT, storage_billed_while_running INTEGER NOT NULL DEFAULT 0,"
                       " billing_granularity TEXT NOT NULL DEFAULT 'second', minimum_seconds BIGINT NOT NULL DEFAULT 0,"
                       " project TEXT NOT NULL DEFAULT '', traffic_out_micros BIGINT, traffic_in_micros BIGINT,"
                       " traffic_currency TEXT, PRIMARY KEY (source, name),"
                       " FOREIGN KEY (source, member) REFERENCES sources(source, member))"),
        QStringLiteral("CREATE TABLE events (source TEXT NOT NULL, local_id BIGINT NOT NULL,"
                       " member TEXT NOT NULL DEFAULT current_user, instance_name TEXT NOT NULL, state TEXT NOT NULL,"
                       " at_ms BIGINT NOT NULL, detail TEXT NOT NULL DEFAULT '', PRIMARY KEY (source, local_id),"
                       " FOREIGN KEY (source, instance_name) REFERENCES instances(source, name),"
                       " FOREIGN KEY (source, member) REFERENCES sources(source, member))"),
        QStringLiteral("CREATE INDEX events_by_instance ON events(source, instance_name, at_ms, local_id)"),
        QStringLiteral("CREATE TABLE gpu_minutes (source TEXT NOT NULL, instance_name TEXT NOT NULL,"
                       " gpu INTEGER NOT NULL, minute_ms BIGINT NOT NULL, member TEXT NOT NULL DEFAULT current_user,"
                       " util_mean DOUBLE PRECISION NOT NULL, util_max DOUBLE PRECISION NOT NULL,"
                       " PRIMARY KEY (source, instance_name, gpu, minute_ms),"
                       " FOREIGN KEY (source, instance_name) REFERENCES instances(source, name),"
                       " FOREIGN KEY (source, member) REFERENCES sources(source, member))"),
        // The team view reads the newest hour of weeks of minutes.
        QStringLiteral("CREATE INDEX gpu_minutes_by_minute ON gpu_minutes(minute_ms)"),
        QStringLiteral("CREATE TABLE check_reports (source TEXT NOT NULL, local_id BIGINT NOT NULL,"
                       " member TEXT NOT NULL DEFAULT current_user, instance_name TEXT NOT NULL, at_ms BIGINT NOT NULL,"
                       " status TEXT NOT NULL, summary TEXT NOT NULL DEFAULT '', PRIMARY KEY (source, local_id),"
                       " FOREIGN KEY (source, instance_name) REFERENCES instances(source, name),"
                       " FOREIGN KEY (source, member) REFERENCES sources(source, member))"),
        QStringLiteral(
            "CREATE TABLE guard_events (source TEXT NOT NULL, local_id BIGINT NOT NULL,"
            " member TEXT NOT NULL DEFAULT current_user, instance_name TEXT NOT NULL, at_ms BIGINT NOT NULL,"
            " kind TEXT NOT NULL, reason TEXT NOT NULL DEFAULT '', detail TEXT NOT NULL DEFAULT '',"
            " PRIMARY KEY (source, local_id), FOREIGN KEY (source, member) REFERENCES sources(source, member))"),
        QStringLiteral(
            "CREATE TABLE jobs (source TEXT NOT NULL, local_id BIGINT NOT NULL,"
            " member TEXT NOT NULL DEFAULT current_user, instance_name TEXT NOT NULL, command TEXT NOT NULL,"
            " state TEXT NOT NULL, state_detail TEXT NOT NULL DEFAULT '', exit_code INTEGER,"
            " created_ms BIGINT NOT NULL, started_ms BIGINT, ended_ms BIGINT,"
            " PRIMARY KEY (source, local_id), FOREIGN KEY (source, member) REFERENCES sources(source, member))"),
        // Budgets, the alerts sent (the first member's RentDeck to claim one sends it) and where alerts go.
    };
    v1 += BudgetStore::tableStatements(QStringLiteral(" member TEXT NOT NULL DEFAULT current_user,"));
    v1 += QStringList {
        QStringLiteral("ALTER TABLE members ENABLE ROW LEVEL SECURITY"),
        QStringLiteral("CREATE POLICY members_read ON members FOR SELECT USING (true)"),
        QStringLiteral("CREATE POLICY members_admin ON members FOR ALL USING (rentdeck_is_admin(current_user))"
                       " WITH CHECK (rentdeck_is_admin(current_user))"),
        // Leaving marks one's own row; the column grant keeps a member to left_at_ms.
        QStringLiteral("CREATE POLICY members_leave ON members FOR UPDATE USING (name = current_user)"
                       " WITH CHECK (name = current_user)"),
    };
    for (const QString &table : memberTables()) {
        v1 += ownRowsOnly(table);
    }
    return { { 1, QStringLiteral("TeamSchema"), v1 } };
}

QString TeamSchema::memberGroup(const QString &database)
{
    return groupBase(database);
}

QString TeamSchema::adminGroup(const QString &database)
{
    return groupBase(database) + QStringLiteral("_admin");
}

QStringList TeamSchema::accessStatements(const QString &database, const std::function<QString(const QString &)> &quote)
{
    const QString members = quote(memberGroup(database));
    const QString admins = quote(adminGroup(database));
    const QString db = quote(database);
    return {
        // Only the team's roles may connect: another team's members on the same server cannot even log in here.
        QStringLiteral("REVOKE ALL ON DATABASE %1 FROM PUBLIC").arg(db),
        QStringLiteral("GRANT CONNECT, TEMPORARY ON DATABASE %1 TO %2").arg(db, members),
        QStringLiteral("GRANT USAGE ON SCHEMA public TO %1").arg(members),
        QStringLiteral("GRANT SELECT ON ALL TABLES IN SCHEMA public TO %1").arg(members),
        QStringLiteral("GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO %1").arg(members),
        QStringLiteral("GRANT INSERT, UPDATE, DELETE ON %1 TO %2")
            .arg(memberTables().join(QLatin1String(", ")), members),
        QStringLiteral("GRANT UPDATE (left_at_ms) ON members TO %1").arg(members),
        QStringLiteral("GRANT EXECUTE ON FUNCTION rentdeck_is_admin(TEXT) TO %1").arg(members),
        QStringLiteral("GRANT INSERT, UPDATE, DELETE ON members TO %1").arg(admins),
        QStringLiteral("GRANT %1 TO %2").arg(members, admins),
    };
}

} // namespace RentDeck
