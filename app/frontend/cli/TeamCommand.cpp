// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/TeamCommand.h"

#include "cli/CliContext.h"
#include "secrets/SecretJob.h"
#include "services/Storage.h"
#include "services/TeamService.h"
#include "storage/Database.h"
#include "team/TeamAdmin.h"
#include "team/TeamLedger.h"

#include <QJsonObject>

namespace RentDeck {

namespace {

constexpr int ConnectTimeoutSeconds = 5;

QString usage()
{
    return QStringLiteral("usage: rentdeck-cli team init URL | invite NAME [--admin] | join URL | status | leave");
}

// The password in the address wins, then RENTDECK_TEAM_PASSWORD.
QString passwordFor(const PostgresAddress &address)
{
    return address.password.isEmpty() ? qEnvironmentVariable("RENTDECK_TEAM_PASSWORD") : address.password;
}

PostgresAddress withoutPassword(PostgresAddress address)
{
    address.password.clear();
    return address;
}

} // namespace

void TeamCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("ACTION"), QStringLiteral("init, invite, join, status or leave."));
    parser.addPositionalArgument(QStringLiteral("ARG"),
        QStringLiteral("init/join: postgresql://USER[:PASSWORD]@HOST:PORT/DATABASE[?sslmode=verify-full&sslrootcert="
                       "CA.pem]; invite: the new member's name."));
    parser.addOption(
        { QStringLiteral("admin"), QStringLiteral("invite: the member may invite others and edit every row.") });
}

void TeamCommand::start(const QCommandLineParser &parser)
{
    const QStringList words = parser.positionalArguments();
    const QString action = words.value(0);
    if (!m_context.storage().isOpen()) {
        failWith(QStringLiteral("the ledger is not open (%1), so it cannot be shared with a team")
                     .arg(m_context.ledgerError()));
        return;
    }
    if ((action == QLatin1String("init") || action == QLatin1String("join")) && words.size() == 2) {
        initOrJoin(words.at(1), action == QLatin1String("init"));
    } else if (action == QLatin1String("invite") && words.size() == 2) {
        invite(words.at(1), parser.isSet(QStringLiteral("admin")));
    } else if (action == QLatin1String("status") && words.size() == 1) {
        status();
    } else if (action == QLatin1String("leave") && words.size() == 1) {
        leave();
    } else {
        failWith(usage(), ExitUsage);
    }
}

void TeamCommand::initOrJoin(const QString &url, bool init)
{
    const Result<PostgresAddress> parsed = PostgresAddress::fromUrl(url);
    if (!parsed) {
        failWith(parsed.error().message, ExitUsage);
        return;
    }
    const QString password = passwordFor(parsed.value());
    if (password.isEmpty()) {
        failWith(QStringLiteral("no password for %1: put it in the address (as your admin's invitation does) or in "
                                "RENTDECK_TEAM_PASSWORD")
                     .arg(parsed.value().display()),
            ExitUsage);
        return;
    }
    const PostgresAddress address = withoutPassword(parsed.value());
    if (const std::optional<PostgresAddress> linked = m_context.team().link();
        linked && linked->toUrl() != address.toUrl()) {
        failWith(QStringLiteral("this ledger is already shared with %1; run rentdeck-cli team leave first")
                     .arg(linked->display()));
        return;
    }
    if (init) {
        CliContext::progress(QStringLiteral("setting up the team in %1 …").arg(address.display()));
        if (const Status made = TeamService::initTeam(address, password, ConnectTimeoutSeconds); !made) {
            failWith(made.error().message + QStringLiteral(" (") + made.error().detail.trimmed() + QLatin1Char(')'));
            return;
        }
    } else if (const Result<bool> member = TeamService::checkMembership(address, password, ConnectTimeoutSeconds);
               !member) {
        failWith(member.error().message + QStringLiteral(" (") + member.error().detail.trimmed() + QLatin1Char(')'));
        return;
    }
    if (const Status linked = m_context.team().setLink(address); !linked) {
        failWith(linked.error().message);
        return;
    }
    linkAndReport(address, password);
}

void TeamCommand::linkAndReport(const PostgresAddress &address, const QString &password)
{
    TeamService &team = m_context.team();
    if (!team.passwordPersists() && qEnvironmentVariable("RENTDECK_TEAM_PASSWORD").isEmpty()) {
        CliContext::progress(QStringLiteral("warning: no keychain here, so the password is kept for this run only; "
                                            "later commands need RENTDECK_TEAM_PASSWORD"));
    }
    SecretJob *job = team.storePassword(address, password);
    connect(job, &SecretJob::finished, this, [this, job, address, password] {
        if (!job->isOk()) {
            CliContext::progress(QStringLiteral("warning: the password was not saved (%1); set RENTDECK_TEAM_PASSWORD")
                                     .arg(job->error().message));
        }
        printStatus(address, password);
    });
}

void TeamCommand::withLinkedTeam(std::function<void(const PostgresAddress &, const QString &)> run)
{
    TeamService &team = m_context.team();
    const std::optional<PostgresAddress> linked = team.link();
    if (!linked) {
        failWith(QStringLiteral("this ledger is in no team; run rentdeck-cli team join URL (or team init URL)"));
        return;
    }
    team.readPassword(*linked, this, [this, run, address = *linked](const Result<QString> &password) {
        if (!password) {
            failWith(password.error().message);
            return;
        }
        run(address, password.value());
    });
}

void TeamCommand::invite(const QString &member, bool admin)
{
    withLinkedTeam([this, member, admin](const PostgresAddress &address, const QString &password) {
        const Result<QString> url = TeamService::inviteMember(address, password, member, admin, ConnectTimeoutSeconds);
        if (!url) {
            failWith(url.error().message + QStringLiteral(" (") + url.error().detail.trimmed() + QLatin1Char(')'));
            return;
        }
        if (m_context.json()) {
            CliContext::printJson(QJsonObject { { QStringLiteral("member"), member },
                { QStringLiteral("url"), url.value() }, { QStringLiteral("admin"), admin } });
        } else {
            CliContext::printLine(url.value());
            CliContext::progress(
                QStringLiteral("give this address to %1 over a private channel; it is shown only "
                               "once (inviting %1 again makes a new password): rentdeck-cli team join URL")
                    .arg(member));
        }
        done(0);
    });
}

void TeamCommand::status()
{
    withLinkedTeam([this](const PostgresAddress &address, const QString &password) { printStatus(address, password); });
}

void TeamCommand::printStatus(const PostgresAddress &address, const QString &password)
{
    TeamService &team = m_context.team();
    // One connection: the push, then the member list over it.
    std::unique_ptr<Database> connection;
    const Result<TeamPushCounts> pushed = TeamService::pushLedger(
        *m_context.storage().database(), address, password, ConnectTimeoutSeconds, &connection);
    const bool online = pushed.isOk();
    if (!online && pushed.error().code != Error::Code::Network) {
        failWith(pushed.error().message + QStringLiteral(" (") + pushed.error().detail.trimmed() + QLatin1Char(')'));
        return;
    }
    QString role = QStringLiteral("member");
    qint64 memberCount = -1;
    if (connection) {
        if (const auto members = TeamLedger(*connection).members()) {
            memberCount = 0;
            for (const TeamMember &member : members.value()) {
                memberCount += member.leftAt.isValid() ? 0 : 1;
                if (member.name == address.user && member.isAdmin) {
                    role = QStringLiteral("admin");
                }
            }
        }
    }
    const Result<qint64> outbox = team.pending();
    const Result<QDateTime> offlineSince = team.offlineSince();
    const QDateTime since = offlineSince ? offlineSince.value() : QDateTime();
    if (m_context.json()) {
        CliContext::printJson(QJsonObject {
            { QStringLiteral("team"), address.database },
            { QStringLiteral("url"), address.toUrl() }, // extension: where it is, without the password
            { QStringLiteral("member"), address.user }, { QStringLiteral("role"), role },
            { QStringLiteral("online"), online }, { QStringLiteral("outbox"), outbox ? outbox.value() : -1 },
            { QStringLiteral("offline_since"), // extension
                since.isValid() ? QJsonValue(since.toUTC().toString(Qt::ISODate)) : QJsonValue() },
            { QStringLiteral("members"), memberCount >= 0 ? QJsonValue(memberCount) : QJsonValue() }, // extension
        });
    } else {
        CliContext::printLine(
            QStringLiteral("team %1 (%2) as %3 (%4)").arg(address.database, address.display(), address.user, role));
        CliContext::printLine(online ? QStringLiteral("online; %1 writes waiting").arg(outbox ? outbox.value() : -1)
                                     : QStringLiteral("offline since %1 (%2); %3 writes wait in the outbox")
                                           .arg(since.toLocalTime().toString(Qt::ISODate), pushed.error().message)
                                           .arg(outbox ? outbox.value() : -1));
    }
    done(0);
}

void TeamCommand::leave()
{
    withLinkedTeam([this](const PostgresAddress &address, const QString &password) {
        TeamService &team = m_context.team();
        // What waits goes first (the money spent so far belongs to the team's history), then the member row.
        std::unique_ptr<Database> connection;
        const Result<TeamPushCounts> pushed = TeamService::pushLedger(
            *m_context.storage().database(), address, password, ConnectTimeoutSeconds, &connection);
        if (connection) {
            if (const Status left = TeamAdmin::leave(*connection); !left) {
                CliContext::progress(QStringLiteral("warning: ") + left.error().message);
            }
        } else {
            CliContext::progress(QStringLiteral("warning: the team database did not answer (%1); leaving locally only")
                                     .arg(pushed.error().message));
        }
        if (const Status unlinked = team.unlink(); !unlinked) {
            failWith(unlinked.error().message);
            return;
        }
        SecretJob *job = team.forgetPassword(address);
        connect(job, &SecretJob::finished, this, [this, address] {
            if (m_context.json()) {
                CliContext::printJson(QJsonObject { { QStringLiteral("team"), address.database },
                    { QStringLiteral("member"), address.user }, { QStringLiteral("left"), true } });
            } else {
                CliContext::printLine(QStringLiteral("left the team %1").arg(address.display()));
            }
            done(0);
        });
    });
}

} // namespace RentDeck
