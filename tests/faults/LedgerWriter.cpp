// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// rd-ledger-writer LEDGER ROOT FIRST_ROUND: writes to a real Ledger as fast as it can until it is killed, each
// round a lifecycle event, a check report and a replacement set of cached hashes, and prints "ack KIND ROUND"
// only after the write returned. TestLedgerCrash kills it with SIGKILL and checks that every acknowledged write
// survived and no half-written one is visible.
#include "billing/Ledger.h"
#include "services/Storage.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLoggingCategory>
#include <QTimeZone>
#include <cstdio>

using namespace RentDeck;

namespace {

const QDateTime T0 = QDateTime(QDate(2026, 11, 1), QTime(8, 0), QTimeZone::utc());
constexpr int HashesPerRound = 1500;

Instance crashInstance()
{
    Instance instance;
    instance.providerId = QStringLiteral("sandbox");
    instance.id = QStringLiteral("crash");
    instance.state = InstanceState::Running;
    instance.offerId = QStringLiteral("h100-8");
    instance.gpuName = QStringLiteral("NVIDIA H100 80GB HBM3");
    instance.gpuCount = 8;
    instance.pricePerHour = Money::fromDecimalString(QStringLiteral("19.92"), QStringLiteral("USD"));
    instance.billing.granularity = BillingGranularity::Second;
    return instance;
}

void ack(const char *kind, qint64 round)
{
    std::printf("ack %s %lld\n", kind, static_cast<long long>(round));
    std::fflush(stdout);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QLoggingCategory::setFilterRules(QStringLiteral("rentdeck.*.info=false")); // stderr is for failures only
    const QStringList args = QCoreApplication::arguments();
    if (args.size() != 4) {
        std::fputs("usage: rd-ledger-writer LEDGER ROOT FIRST_ROUND\n", stderr);
        return 2;
    }
    const Storage storage(args.at(1));
    if (!storage.isOpen()) {
        std::fprintf(stderr, "%s\n", qPrintable(storage.error().message));
        return 1;
    }
    Ledger &ledger = *storage.ledger();
    CheckReportStore reports = storage.checkReports();
    HashCache cache = storage.hashCache();
    const Instance instance = crashInstance();
    if (!ledger.recordLaunch(instance, T0)) {
        return 1;
    }
    ack("launch", 0);
    const QByteArray padding(16 * 1024, 'x'); // big enough that a report spans several SQLite pages
    for (qint64 round = args.at(3).toLongLong();; ++round) {
        const QDateTime at = T0.addSecs(round);
        // Flip the state every round: an event equal to the latest is skipped, and a skipped write proves nothing.
        const auto latest = ledger.instance(instance.name());
        if (!latest || !latest.value()) {
            return 1;
        }
        const InstanceState state
            = latest.value()->state == InstanceState::Running ? InstanceState::Stopped : InstanceState::Running;
        if (!ledger.recordState(instance.name(), state, at, QStringLiteral("round %1").arg(round))) {
            return 1;
        }
        ack("state", round);
        const QByteArray report = "{\"round\":" + QByteArray::number(round) + ",\"padding\":\"" + padding + "\"}";
        if (!reports.record(
                instance.name(), QStringLiteral("pass"), QStringLiteral("round %1").arg(round), report, at)) {
            return 1;
        }
        ack("check", round);
        QList<CachedHash> hashes;
        const QByteArray sha = QByteArray::number(round).rightJustified(64, '0');
        for (int file = 0; file < HashesPerRound; ++file) {
            hashes.append({ QStringLiteral("data/file-%1.bin").arg(file), file, round, round, file, sha });
        }
        if (!cache.store(args.at(2), hashes)) {
            return 1;
        }
        ack("hashes", round);
    }
}
