// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SoakLoop.h"
#include "watch/MetricSample.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QString>
#include <algorithm>
#include <optional>

namespace RentDeck {

class MetricStore;

/** The soak process (and the sandbox around it) at one moment. */
struct ProcessSample
{
    double minutes = 0; // since the loops started
    double rssMiB = 0;
    double hwmMiB = 0;
    double heapMiB = 0; // malloc's bytes in use (mallinfo2): growth here is live data, RSS alone may be fragmentation
    double sqliteMiB = -1; // sqlite3_memory_used(): the ledger's page caches and statements; -1 when unknown
    int fds = 0;
    int threads = 0;
    qint64 gpuSamples = 0; // in every store
    int rounds = 0;
    int sessionObjects = 0; // QObjects under the shared SSH sessions: channels (and forwards) not deleted yet
    int sandboxProcesses = 0; // processes carrying an instance's marker (streams, checks, rsync servers)
    double storesKiB = 0; // MetricStore::approximateBytes() of every store
    QString note; // quiet samples say so: nothing in flight
};

/** What the Monitor tab's store of one instance holds: GPU readings (utilization, one per GPU and round), gaps. */
struct StreamFigures
{
    qint64 samples = 0;
    qint64 firstMs = 0; // the first reading, 0 before it
    qint64 lastMs = 0;
    qint64 expected = 0; // 1 Hz × GPUs from the first reading to now
    int gaps = 0;
    double gapSeconds = 0;
    qint64 missedInGaps = 0; // readings the gaps cost at the usual period, over all GPUs
    QString firstGapReason;

    static StreamFigures of(const MetricStore &store, int gpus, qint64 nowMs);
    /** The sampler's mean round outside gaps, per GPU: 1000 ms plus what nvidia-smi -lms spends on a round. */
    double periodMs(int gpus) const;
};

/**
 * What one MetricStream delivered, reading by reading: a hole is a GPU's readings more than HoleMs apart with no gap
 * of the stream around them; the readings it lost are counted at the GPU's usual period.
 */
struct StreamTally
{
    static constexpr qint64 HoleMs = 2000;

    qint64 received = 0;
    qint64 lastMs = 0;
    int holes = 0;
    qint64 missedOutsideGaps = 0;
    qint64 widestHoleMs = 0;

    void addGap(qint64 fromMs, qint64 toMs) { m_gaps.append({ fromMs, toMs }); }
    void add(const QList<GpuMetricSample> &samples);

private:
    struct PerGpu
    {
        qint64 lastMs = 0;
        qint64 intervalSumMs = 0; // of the regular intervals, for the usual period
        qint64 intervals = 0;
    };
    bool inGap(qint64 fromMs, qint64 toMs) const;

    QList<std::pair<qint64, qint64>> m_gaps;
    QHash<int, PerGpu> m_gpus;
};

struct InstanceFigures
{
    QString name;
    QString offerId;
    int gpus = 0;
    StreamFigures stream;
    StreamTally tally;
    bool streamReplaced = false; // WatchService dropped the stream (the instance left Running): the tally is partial
    qint64 newestAgeMs = 0; // how old the newest reading was at the end
    SoakWork work;
};

/** Everything one soak run measured. */
struct SoakRun
{
    double askedMinutes = 0;
    QDateTime startedAt;
    QByteArray loadAtStart; // /proc/loadavg's first three fields
    QByteArray loadAtEnd;
    bool stoppedEarly = false;
    qint64 treeBytes = 0; // one instance's local tree
    QList<ProcessSample> samples;
    std::optional<ProcessSample> warm; // the quiet sample after warm-up; none when stopped before
    ProcessSample end;
    QList<InstanceFigures> instances;
};

/** The limits the verdict applies, and what it found. */
struct SoakVerdict
{
    static constexpr double FlatMiB = 5;
    static constexpr double FlatShare = 0.05;
    static constexpr int CountSlack = 2; // the global thread pool lets idle threads expire after 30 s
    static constexpr qint64 FreshMs = 5000; // the newest reading at the end is at most this old: still streaming

    bool memory = false;
    bool fds = false;
    bool threads = false;
    bool samples = false;
    bool work = false;
    QStringList lines; // one Markdown bullet per criterion

    static SoakVerdict judge(const SoakRun &run);
    bool passed() const { return memory && fds && threads && samples && work; }
};

QString soakMarkdown(const SoakRun &run, const SoakVerdict &verdict);

} // namespace RentDeck
