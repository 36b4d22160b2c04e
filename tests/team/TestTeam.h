// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "CliRunner.h"
#include "LocalPostgres.h"

#include <QObject>
#include <QProcessEnvironment>
#include <QTemporaryDir>
#include <map>
#include <memory>

namespace RentDeck {

/** One member of the test team: their own RENTDECK_HOME and the address their invitation gave them. */
struct TestMember
{
    QString name;
    QString url; // with the password, as team invite printed it
    QString password;
    std::unique_ptr<QTemporaryDir> home;
};

class TestTeam : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    // TestTeam.cpp: the storage layer and the database's own rules, in process.
    void addressesParseAndHidePasswords();
    void scramVerifierLogsIn();
    void localSchemaMigratesOnPostgres();
    void aMemberCannotAlterAnothersRows();
    void twentyMembersPushAtOnce();
    void tlsVerifiesTheServer();

    // TestTeamCli.cpp: through the real rentdeck-cli, two members with sandbox instances.
    void membersSeeEachOthersInstances();
    void teamCostByMemberAndProject();
    void teamBudgetAlertsOnceOnEveryChannel();
    void aPersonalBudgetStaysLocal();
    void aLongWatchChecksBudgetsAsItGoes();
    void offlineWritesReplayOnceAfterAKill();

private:
    CliRun runAs(const TestMember &member, const QStringList &args, int timeoutMs = 120000) const;
    /** The same, while this process's event loop runs (for servers the test itself serves). */
    CliRun runAsServing(const TestMember &member, const QStringList &args, int timeoutMs = 120000) const;
    QProcessEnvironment environmentOf(const TestMember &member) const;
    TestMember &member(const QString &name) { return m_members[name]; }
    TestMember invite(const QString &name, bool admin);
    QString ledgerOf(const TestMember &member) const;

    std::unique_ptr<LocalPostgres> m_postgres;
    std::map<QString, TestMember> m_members; // "admin", "alice", "bob", "carol"
    QStringList m_launched; // "MEMBER NAME" to destroy at the end
};

} // namespace RentDeck
