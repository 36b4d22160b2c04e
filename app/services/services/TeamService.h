// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"
#include "storage/PostgresAddress.h"
#include "team/TeamPublisher.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QObject>
#include <functional>
#include <memory>
#include <optional>

namespace RentDeck {

class Database;
class SecretJob;
class SecretStore;
class Storage;

/**
 * This RentDeck's membership of a team: which team database its ledger is shared with (kept in the ledger), the
 * member's password (RENTDECK_TEAM_PASSWORD, else the keychain; never in settings or the ledger), and pushing the
 * ledger's new rows there. While the database cannot be reached the ledger keeps them (the outbox) and the time it
 * went away is recorded, so every front end can say "offline since …".
 *
 * connect() and syncNow() block on the network for up to their timeout: the CLI calls them directly, the window
 * from a worker thread (each thread opens its own connections).
 */
class TeamService : public QObject
{
    Q_OBJECT

public:
    TeamService(const Storage &storage, SecretStore &secrets, QObject *parent = nullptr);

    /** The linked team's address (no password); nullopt when this ledger is in no team. */
    std::optional<PostgresAddress> link() const;
    [[nodiscard]] Status setLink(const PostgresAddress &address) const;
    /** Forgets the team: the link, the sync state and (through forgetPassword()) the password. */
    [[nodiscard]] Status unlink() const;

    /** The password for \a address: RENTDECK_TEAM_PASSWORD, else the keychain. \a done runs from the event loop. */
    void readPassword(const PostgresAddress &address, QObject *context, std::function<void(Result<QString>)> done);
    [[nodiscard]] SecretJob *storePassword(const PostgresAddress &address, const QString &password);
    [[nodiscard]] SecretJob *forgetPassword(const PostgresAddress &address);
    /** False when the password only lives for this session (no keychain): the front end says so. */
    bool passwordPersists() const;

    /** Connects as the member (the schema must be current). Blocking. */
    [[nodiscard]] static Result<std::unique_ptr<Database>> connect(
        const PostgresAddress &address, const QString &password, int connectTimeoutSeconds);
    /**
     * Connects to the linked team and pushes the outbox; records online (or offline since now, kept when it was
     * already offline). Blocking.
     */
    [[nodiscard]] Result<TeamPushCounts> syncNow(const QString &password, int connectTimeoutSeconds = 3) const;
    /**
     * syncNow() for any ledger connection (a worker thread has its own): connects to \a address, pushes \a local's
     * outbox and records online or offline since now in \a local. The open team connection is handed out in
     * \a connection when asked for.
     */
    [[nodiscard]] static Result<TeamPushCounts> pushLedger(Database &local, const PostgresAddress &address,
        const QString &password, int connectTimeoutSeconds, std::unique_ptr<Database> *connection = nullptr);
    /** Blocking (run off the GUI thread): makes or upgrades the team in \a address's database as its admin. */
    [[nodiscard]] static Status initTeam(
        const PostgresAddress &address, const QString &password, int connectTimeoutSeconds);
    /** Blocking: whether \a address's user is a current member (Ok with isAdmin), else why not. */
    [[nodiscard]] static Result<bool> checkMembership(
        const PostgresAddress &address, const QString &password, int connectTimeoutSeconds);
    /** Blocking: a login for \a member; the invitation's address carries the password (shown once). */
    [[nodiscard]] static Result<QString> inviteMember(const PostgresAddress &address, const QString &password,
        const QString &member, bool admin, int connectTimeoutSeconds);
    /** Rows of the ledger the team has not confirmed; 0 when in no team. */
    [[nodiscard]] Result<qint64> pending() const;
    /** When the team database stopped answering; invalid while it answers (or in no team). */
    [[nodiscard]] Result<QDateTime> offlineSince() const;

private:
    const Storage &m_storage;
    SecretStore &m_secrets;
};

} // namespace RentDeck
