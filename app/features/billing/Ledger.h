// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "billing/LedgerInstance.h"
#include "billing/LifecycleEvent.h"
#include "core/Instance.h"
#include "core/Result.h"
#include "storage/Migration.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>
#include <optional>

namespace RentDeck {

class Database;

/**
 * The money: every instance ever launched, its quoted price and billing policy, and its lifecycle (tables instances
 * and events, which other stores may join on). A store over a borrowed Database (Storage owns both); the other
 * subsystems keep their tables in their own stores.
 *
 * Money is stored as integer micro-units plus currency, times as UTC epoch milliseconds.
 * Not thread-safe: use a Ledger only from the database's thread (a QSqlDatabase rule).
 */
class Ledger
{
    Q_DECLARE_TR_FUNCTIONS(Ledger)
    Q_DISABLE_COPY_MOVE(Ledger)

public:
    /** The schema steps of the ledger's tables (versions 1, 2 and part of 6). */
    static Migrations migrations();

    /**  database must outlive the Ledger. */
    explicit Ledger(Database *database);

    /** The database file, for messages. */
    QString path() const;

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

    /**
     * Tags \a instanceName with \a project (empty: none) after its launch: its whole cost counts for that project from
     * then on, in `cost --project`, budgets and the team's reports. NotFound when the instance was never launched.
     */
    [[nodiscard]] Status setProject(const QString &instanceName, const QString &project);
    /** Every instance ever launched, oldest launch first. */
    [[nodiscard]] Result<QList<LedgerInstance>> instances() const;
    /** One instance by "PROVIDER:ID"; an empty optional when unknown. */
    [[nodiscard]] Result<std::optional<LedgerInstance>> instance(const QString &name) const;
    /** The lifecycle of one instance, ordered by time (then by recording order). */
    [[nodiscard]] Result<QList<LifecycleEvent>> events(const QString &instanceName) const;

private:
    Database *m_database = nullptr;
};

} // namespace RentDeck
