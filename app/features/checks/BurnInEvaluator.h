// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/BurnInData.h"
#include "checks/CheckResult.h"

#include <QCoreApplication>
#include <QList>

namespace RentDeck {

/**
 * Turns a burn-in (BurnInData) into results: `burn.load` (did every GPU carry the load for the time asked),
 * `burn.gpu.N` per GPU (computation errors, new ECC errors, clocks that sag as it heats, slowdown reasons,
 * temperature), `burn.siblings` (a card clearly slower than the others in the same box) and `burn.xid` (new Xid
 * lines in the kernel log). Every non-pass result names the GPU and says what to do. Pure.
 */
class BurnInEvaluator
{
    Q_DECLARE_TR_FUNCTIONS(BurnInEvaluator)

public:
    static constexpr double ClockDropRatio = 0.88; // late SM clock under this share of the early one: clocked down
    static constexpr double SlowSiblingRatio = 0.85; // throughput under this share of the others' median
    static constexpr int HotCelsius = 90;
    static constexpr int LoadedUtilization = 50;

    /** \a askedSeconds: the burn-in asked for; \a elapsedMs: how long it took; \a error: why it did not finish. */
    [[nodiscard]] static QList<CheckResult> evaluate(
        const BurnInData &data, int askedSeconds, qint64 elapsedMs, const QString &error);

private:
    struct Trace; // one GPU's samples under load, summarised
    static QList<int> gpuIndexes(const BurnInData &data);
    static Trace trace(const BurnInData &data, int index);
    static CheckResult load(
        const BurnInData &data, int askedSeconds, qint64 elapsedMs, const QString &error, int gpuCount);
    static CheckResult gpu(const BurnInData &data, const Trace &trace);
    static CheckResult siblings(const BurnInData &data, const QList<Trace> &traces);
    static CheckResult xid(const BurnInData &data);
};

} // namespace RentDeck
