// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "team/TeamSyncState.h"

#include "storage/Database.h"
#include "storage/SqlValues.h"

#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace RentDeck {

namespace {

const QString SourceKey = QStringLiteral("source");
const QString LinkKey = QStringLiteral("link");

QString streamKey(const QString &team, const QString &stream)
{
    return team + QStringLiteral("|pushed|") + stream;
}

QString offlineKey(const QString &team)
{
    return team + QStringLiteral("|offline_since_ms");
}

} // namespace

Migrations TeamSyncState::migrations()
{
    return { { 8, QStringLiteral("TeamSyncState"),
        { QStringLiteral("CREATE TABLE team_sync (key TEXT PRIMARY KEY, value TEXT NOT NULL)") } } };
}

TeamSyncState::TeamSyncState(Database *database)
    : m_database(database)
{
}

Error TeamSyncState::unavailable() const
{
    return Error::make(Error::Code::Missing, tr("The ledger is not open, so nothing can be shared with the team."));
}

Result<QString> TeamSyncState::value(const QString &key) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral("SELECT value FROM team_sync WHERE key = ?"));
    query.addBindValue(key);
    if (!query.exec()) {
        return m_database->readError(query);
    }
    return query.next() ? query.value(0).toString() : QString();
}

Status TeamSyncState::setValue(const QString &key, const QString &value) const
{
    if (!m_database) {
        return unavailable();
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral(
        "INSERT INTO team_sync (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"));
    query.addBindValue(key);
    query.addBindValue(SqlValues::text(value));
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot record how far the team has your ledger."), query.lastError().text());
    }
    return {};
}

Result<QString> TeamSyncState::source() const
{
    const Result<QString> stored = value(SourceKey);
    if (!stored || !stored.value().isEmpty()) {
        return stored;
    }
    QByteArray bytes(16, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / 4);
    if (const Status saved = setValue(SourceKey, QString::fromLatin1(bytes.toHex())); !saved) {
        return saved.error();
    }
    return value(SourceKey);
}

Result<qint64> TeamSyncState::pushedUpTo(const QString &team, const QString &stream) const
{
    const Result<QString> stored = value(streamKey(team, stream));
    if (!stored) {
        return stored.error();
    }
    return stored.value().toLongLong();
}

Status TeamSyncState::setPushedUpTo(const QString &team, const QString &stream, qint64 id) const
{
    return setValue(streamKey(team, stream), QString::number(id));
}

Result<QDateTime> TeamSyncState::offlineSince(const QString &team) const
{
    const Result<QString> stored = value(offlineKey(team));
    if (!stored) {
        return stored.error();
    }
    if (stored.value().isEmpty()) {
        return QDateTime();
    }
    return QDateTime::fromMSecsSinceEpoch(stored.value().toLongLong(), Qt::UTC);
}

Status TeamSyncState::setOfflineSince(const QString &team, const QDateTime &since) const
{
    if (!since.isValid()) {
        return setValue(offlineKey(team), QString());
    }
    const Result<QDateTime> already = offlineSince(team);
    if (already && already.value().isValid()) {
        return {};
    }
    return setValue(offlineKey(team), QString::number(since.toMSecsSinceEpoch()));
}

Result<QString> TeamSyncState::linkedTeam() const
{
    return value(LinkKey);
}

Status TeamSyncState::setLinkedTeam(const QString &url) const
{
    return setValue(LinkKey, url);
}

Status TeamSyncState::forget(const QString &team) const
{
    if (!m_database) {
        return unavailable();
    }
    if (const Result<QString> link = linkedTeam(); link && link.value() == team) {
        if (const Status cleared = setLinkedTeam(QString()); !cleared) {
            return cleared;
        }
    }
    QSqlQuery query(m_database->connection());
    query.prepare(QStringLiteral("DELETE FROM team_sync WHERE substr(key, 1, length(?)) = ?"));
    query.addBindValue(QString(team + QLatin1Char('|')));
    query.addBindValue(QString(team + QLatin1Char('|')));
    if (!query.exec()) {
        return m_database->sqlError(tr("Cannot forget the team."), query.lastError().text());
    }
    return {};
}

} // namespace RentDeck
