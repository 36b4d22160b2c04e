// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/TeamService.h"

#include "logging/LoggingCategories.h"
#include "secrets/SecretJob.h"
#include "secrets/SecretKeys.h"
#include "secrets/SecretStore.h"
#include "services/Storage.h"
#include "storage/Database.h"
#include "team/TeamAdmin.h"
#include "team/TeamLedger.h"
#include "team/TeamSchema.h"
#include "team/TeamSyncState.h"

#include <QTimer>

namespace RentDeck {

TeamService::TeamService(const Storage &storage, SecretStore &secrets, QObject *parent)
    : QObject(parent)
    , m_storage(storage)
    , m_secrets(secrets)
{
}

std::optional<PostgresAddress> TeamService::link() const
{
    const Result<QString> url = TeamSyncState(m_storage.database()).linkedTeam();
    if (!url || url.value().isEmpty()) {
        return std::nullopt;
    }
    const Result<PostgresAddress> address = PostgresAddress::fromUrl(url.value());
    return address ? std::optional<PostgresAddress>(address.value()) : std::nullopt;
}

Status TeamService::setLink(const PostgresAddress &address) const
{
    return TeamSyncState(m_storage.database()).setLinkedTeam(address.toUrl());
}

Status TeamService::unlink() const
{
    const std::optional<PostgresAddress> linked = link();
    if (!linked) {
        return {};
    }
    return TeamSyncState(m_storage.database()).forget(linked->toUrl());
}

void TeamService::readPassword(
    const PostgresAddress &address, QObject *context, std::function<void(Result<QString>)> done)
{
    if (const QString fromEnvironment = qEnvironmentVariable("RENTDECK_TEAM_PASSWORD"); !fromEnvironment.isEmpty()) {
        QTimer::singleShot(0, context, [done, fromEnvironment] { done(fromEnvironment); });
        return;
    }
    SecretJob *job = m_secrets.readSecret(SecretKeys::teamPassword(address.toUrl()));
    QObject::connect(job, &SecretJob::finished, context, [job, done, address] {
        if (!job->isOk() || job->value().isEmpty()) {
            done(Error::make(Error::Code::Auth,
                tr("No password for the team database %1 is stored here (%2): join again with the address your "
                   "admin gave you, or set RENTDECK_TEAM_PASSWORD.")
                    .arg(address.display(), job->isOk() ? tr("none saved") : job->error().message)));
            return;
        }
        done(job->value());
    });
}

SecretJob *TeamService::storePassword(const PostgresAddress &address, const QString &password)
{
    return m_secrets.writeSecret(SecretKeys::teamPassword(address.toUrl()), password);
}

SecretJob *TeamService::forgetPassword(const PostgresAddress &address)
{
    return m_secrets.removeSecret(SecretKeys::teamPassword(address.toUrl()));
}

bool TeamService::passwordPersists() const
{
    return m_secrets.isPersistent();
}

Result<std::unique_ptr<Database>> TeamService::connect(
    const PostgresAddress &address, const QString &password, int connectTimeoutSeconds)
{
    return Database::openPostgres(
        address, password, TeamSchema::migrations(), Database::SchemaPolicy::RequireLatest, connectTimeoutSeconds);
}

Result<TeamPushCounts> TeamService::syncNow(const QString &password, int connectTimeoutSeconds) const
{
    const std::optional<PostgresAddress> linked = link();
    if (!linked || !m_storage.database()) {
        return TeamPushCounts {};
    }
    return pushLedger(*m_storage.database(), *linked, password, connectTimeoutSeconds);
}

Result<TeamPushCounts> TeamService::pushLedger(Database &local, const PostgresAddress &address, const QString &password,
    int connectTimeoutSeconds, std::unique_ptr<Database> *connection)
{
    const TeamSyncState state(&local);
    const QString team = address.toUrl();
    Result<std::unique_ptr<Database>> opened = connect(address, password, connectTimeoutSeconds);
    Result<TeamPushCounts> pushed
        = opened ? TeamPublisher(local, *opened.value(), team).push() : Result<TeamPushCounts>(opened.error());
    // Only an unreachable server makes the team "offline"; a refusal (a password, a schema) is an error to show.
    if (!pushed && pushed.error().code == Error::Code::Network) {
        qCInfo(lcBilling) << "team database unreachable:" << pushed.error().detail;
        (void)state.setOfflineSince(team, QDateTime::currentDateTimeUtc());
    } else if (pushed) {
        (void)state.setOfflineSince(team, QDateTime());
        if (connection) {
            *connection = std::move(opened).value();
        }
    }
    return pushed;
}

Status TeamService::initTeam(const PostgresAddress &address, const QString &password, int connectTimeoutSeconds)
{
    auto opened = Database::openPostgres(
        address, password, TeamSchema::migrations(), Database::SchemaPolicy::Migrate, connectTimeoutSeconds);
    if (!opened) {
        return opened.error();
    }
    return TeamAdmin::init(*opened.value(), address.database);
}

Result<bool> TeamService::checkMembership(
    const PostgresAddress &address, const QString &password, int connectTimeoutSeconds)
{
    auto opened = connect(address, password, connectTimeoutSeconds);
    if (!opened) {
        return opened.error();
    }
    const Result<QList<TeamMember>> members = TeamLedger(*opened.value()).members();
    if (!members) {
        return members.error();
    }
    for (const TeamMember &member : members.value()) {
        if (member.name == address.user && !member.leftAt.isValid()) {
            return member.isAdmin;
        }
    }
    return Error::make(Error::Code::Auth,
        tr("%1 is not a member of the team in %2; ask its admin to invite you.").arg(address.user, address.display()));
}

Result<QString> TeamService::inviteMember(const PostgresAddress &address, const QString &password,
    const QString &member, bool admin, int connectTimeoutSeconds)
{
    auto opened = connect(address, password, connectTimeoutSeconds);
    if (!opened) {
        return opened.error();
    }
    const Result<TeamInvitation> invitation = TeamAdmin::invite(*opened.value(), address.database, member, admin);
    if (!invitation) {
        return invitation.error();
    }
    PostgresAddress theirs = address;
    theirs.user = invitation.value().member;
    theirs.password = invitation.value().password;
    return theirs.toUrl(true);
}

Result<qint64> TeamService::pending() const
{
    const std::optional<PostgresAddress> linked = link();
    if (!linked || !m_storage.database()) {
        return qint64(0);
    }
    return TeamPublisher::pending(*m_storage.database(), linked->toUrl());
}

Result<QDateTime> TeamService::offlineSince() const
{
    const std::optional<PostgresAddress> linked = link();
    if (!linked) {
        return QDateTime();
    }
    return TeamSyncState(m_storage.database()).offlineSince(linked->toUrl());
}

} // namespace RentDeck
