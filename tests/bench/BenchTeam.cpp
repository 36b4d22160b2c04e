// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Team benchmark on a real PostgreSQL started here (as the tests do): 50 members × 20 instances, each member pushing
// from a ledger of its own (lifecycle events and an hour of per-minute GPU summaries per instance). Prints:
//   1. outbox replay: rows a second pushed by TeamPublisher vs plain prepared INSERTs of as many rows, one transaction
//   2. team view load (TeamLedger::instances, what the window's Team panel reads) vs a plain SELECT of the same rows
//   3. one change (a member's stop, pushed, then the view reloaded) vs the same plain SELECT
// Usage: rentdeck-bench-team [MEMBERS] [INSTANCES_EACH]   (defaults 50 and 20)
#include "LocalPostgres.h"
#include "billing/Ledger.h"
#include "services/Storage.h"
#include "services/TeamService.h"
#include "storage/Database.h"
#include "storage/PostgresAddress.h"
#include "team/TeamAdmin.h"
#include "team/TeamLedger.h"
#include "team/TeamPublisher.h"
#include "team/TeamSchema.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <algorithm>
#include <cstdio>

using namespace RentDeck;

namespace {

constexpr int Minutes = 60; // GPU summary minutes per instance
constexpr int Runs = 7; // each timing: the median of this many

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.at(values.size() / 2);
}

template <typename F> double medianMs(F &&work)
{
    QList<double> times;
    for (int i = 0; i < Runs; ++i) {
        QElapsedTimer clock;
        clock.start();
        work();
        times << double(clock.nsecsElapsed()) / 1e6;
    }
    return median(times);
}

/** What the peer reads: every instance, event and summary row of the window the view reads, every column. */
qint64 plainSelect(Database &team, qint64 sinceMs)
{
    qint64 cells = 0;
    QSqlQuery query(team.connection());
    query.setForwardOnly(true);
    for (const QString &sql : { QStringLiteral("SELECT * FROM instances"), QStringLiteral("SELECT * FROM events"),
             QStringLiteral("SELECT * FROM gpu_minutes WHERE minute_ms >= %1").arg(sinceMs) }) {
        if (!query.exec(sql)) {
            qFatal("plain select failed: %s", qPrintable(sql));
        }
        const int columns = query.record().count();
        while (query.next()) {
            for (int c = 0; c < columns; ++c) {
                cells += query.value(c).isNull() ? 0 : 1;
            }
        }
    }
    return cells;
}

Instance instanceOf(int n)
{
    Instance instance;
    instance.providerId = QStringLiteral("sandbox");
    instance.id = QString::number(n + 1);
    instance.offerId = QStringLiteral("sbx-4090");
    instance.gpuName = QStringLiteral("NVIDIA GeForce RTX 4090");
    instance.gpuCount = 1;
    instance.pricePerHour = Money::fromDouble(0.5, QStringLiteral("USD"));
    instance.state = InstanceState::Provisioning;
    return instance;
}

/** A member's ledger: \a count instances launched an hour ago, running, with an hour of GPU minutes each. */
qint64 fillLedger(Storage &local, int count)
{
    const QDateTime start = QDateTime::currentDateTimeUtc().addSecs(-Minutes * 60);
    const qint64 firstMinute = start.toMSecsSinceEpoch() / 60000 * 60000;
    qint64 rows = 0;
    for (int n = 0; n < count; ++n) {
        const Instance instance = instanceOf(n);
        (void)local.ledger()->recordLaunch(instance, start, QStringLiteral("p%1").arg(n % 4));
        (void)local.ledger()->recordState(instance.name(), InstanceState::Running, start.addSecs(90));
        rows += 2;
    }
    QSqlQuery insert(local.database()->connection());
    local.database()->connection().transaction();
    insert.prepare(QStringLiteral("INSERT INTO metric_points (instance_name, source, metric, resolution_s, t_ms, min,"
                                  " max, mean, count) VALUES (?, 0, 1, 60, ?, ?, ?, ?, 60)"));
    for (int n = 0; n < count; ++n) {
        const QString name = instanceOf(n).name();
        for (int m = 0; m < Minutes; ++m) {
            const double mean = (n + m) % 7 == 0 ? 1 : 80;
            insert.addBindValue(name);
            insert.addBindValue(firstMinute + m * 60000);
            insert.addBindValue(mean - 1);
            insert.addBindValue(mean + 1);
            insert.addBindValue(mean);
            insert.exec();
            ++rows;
        }
    }
    local.database()->connection().commit();
    return rows;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int members = argc > 1 ? std::max(1, atoi(argv[1])) : 50;
    const int each = argc > 2 ? std::max(1, atoi(argv[2])) : 20;
    QString why;
    if (!LocalPostgres::isAvailable(&why)) {
        std::fprintf(stderr, "rentdeck-bench-team: %s\n", qPrintable(why));
        return 1;
    }
    LocalPostgres postgres;
    if (!postgres.start() || !postgres.createDatabase(QStringLiteral("bench"))) {
        std::fprintf(stderr, "rentdeck-bench-team: %s\n", qPrintable(postgres.errorString()));
        return 1;
    }
    const PostgresAddress admin = PostgresAddress::fromUrl(postgres.superUrl(QStringLiteral("bench"))).value();
    if (const Status init = TeamService::initTeam(admin, admin.password, 30); !init) {
        std::fprintf(stderr, "team init: %s\n", qPrintable(init.error().message));
        return 1;
    }
    auto adminDb = Database::openPostgres(
        admin, admin.password, TeamSchema::migrations(), Database::SchemaPolicy::RequireLatest);
    if (!adminDb) {
        std::fprintf(stderr, "open: %s\n", qPrintable(adminDb.error().message));
        return 1;
    }
    std::printf("team benchmark: %d members x %d instances, %d GPU minutes each, PostgreSQL on 127.0.0.1\n", members,
        each, Minutes);

    // 1. Outbox replay: every member's ledger pushed, as a member comes online for the first time.
    QTemporaryDir dir;
    qint64 rows = 0;
    double pushMs = 0;
    std::unique_ptr<Database> firstMemberDb;
    for (int i = 0; i < members; ++i) {
        const auto invited
            = TeamAdmin::invite(*adminDb.value(), QStringLiteral("bench"), QStringLiteral("m%1").arg(i), false);
        if (!invited) {
            std::fprintf(stderr, "invite: %s\n", qPrintable(invited.error().message));
            return 1;
        }
        Storage local(dir.path() + QStringLiteral("/ledger%1.sqlite").arg(i));
        rows += fillLedger(local, each);
        PostgresAddress address = admin;
        address.user = invited->member;
        auto team = TeamService::connect(address, invited->password, 30);
        if (!team) {
            std::fprintf(stderr, "connect: %s\n", qPrintable(team.error().message));
            return 1;
        }
        QElapsedTimer clock;
        clock.start();
        const auto pushed = TeamPublisher(*local.database(), *team.value(), QStringLiteral("bench")).push();
        pushMs += double(clock.nsecsElapsed()) / 1e6;
        if (!pushed || pushed->events + pushed->gpuMinutes != 2 * each + Minutes * each) {
            std::fprintf(stderr, "push: %s\n",
                pushed ? qPrintable(
                    QStringLiteral("sent %1 events, %2 minutes").arg(pushed->events).arg(pushed->gpuMinutes))
                       : qPrintable(pushed.error().message));
            return 1;
        }
        if (i == 0) {
            firstMemberDb = std::move(team).value();
        }
    }
    // The peer: as many rows, plain prepared INSERTs in one transaction, into a table of the same width.
    QSqlQuery peer(adminDb.value()->connection());
    peer.exec(QStringLiteral("CREATE TABLE peer (source TEXT, local_id BIGINT, name TEXT, a BIGINT, b DOUBLE PRECISION,"
                             " c DOUBLE PRECISION)"));
    QElapsedTimer peerClock;
    peerClock.start();
    adminDb.value()->connection().transaction();
    peer.prepare(QStringLiteral("INSERT INTO peer VALUES (?, ?, ?, ?, ?, ?)"));
    for (qint64 r = 0; r < rows; ++r) {
        peer.addBindValue(QStringLiteral("s"));
        peer.addBindValue(r);
        peer.addBindValue(QStringLiteral("sandbox:1"));
        peer.addBindValue(r * 60000);
        peer.addBindValue(1.0);
        peer.addBindValue(2.0);
        peer.exec();
    }
    adminDb.value()->connection().commit();
    const double peerMs = double(peerClock.nsecsElapsed()) / 1e6;
    std::printf("1. outbox replay: %lld rows in %.0f ms = %.0f rows/s; plain INSERTs %.0f rows/s; ratio %.2fx "
                "(time, lower is better)\n",
        static_cast<long long>(rows), pushMs, rows / (pushMs / 1000), rows / (peerMs / 1000), pushMs / peerMs);

    // 2. The team view, as a member's window loads it, against a plain SELECT of the rows it reads.
    Database &reader = *firstMemberDb;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const qint64 sinceMs = now.addSecs(-60 * 60).toMSecsSinceEpoch(); // the newest hour, as the view reads it
    qint64 loaded = 0;
    const double viewMs = medianMs([&] {
        const auto instances = TeamLedger(reader).instances(QDateTime::currentDateTimeUtc());
        loaded = instances ? instances->size() : -1;
    });
    const double selectMs = medianMs([&] { (void)plainSelect(reader, sinceMs); });
    std::printf("2. team view load: %lld instances in %.1f ms; plain SELECT %.1f ms; ratio %.2fx\n",
        static_cast<long long>(loaded), viewMs, selectMs, viewMs / selectMs);

    // 3. One change: member m0 stops an instance; it is pushed and the view reloaded.
    Storage local(dir.path() + QStringLiteral("/ledger0.sqlite"));
    int step = 0;
    const double changeMs = medianMs([&] {
        const InstanceState state = step++ % 2 == 0 ? InstanceState::Stopped : InstanceState::Running;
        (void)local.ledger()->recordState(QStringLiteral("sandbox:1"), state, QDateTime::currentDateTimeUtc());
        (void)TeamPublisher(*local.database(), reader, QStringLiteral("bench")).push();
        (void)TeamLedger(reader).instances(QDateTime::currentDateTimeUtc());
    });
    std::printf("3. one change, pushed and reloaded: %.1f ms; plain SELECT %.1f ms; ratio %.2fx\n", changeMs, selectMs,
        changeMs / selectMs);
    firstMemberDb.reset(); // connections close before the server goes
    adminDb = Error::make(Error::Code::Cancelled, QStringLiteral("done"));
    postgres.stop();
    return 0;
}
