// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/CheckResult.h"
#include "checks/CheckSubject.h"
#include "checks/GpuReport.h"
#include "checks/GpuTopology.h"
#include "checks/NvidiaSmiFailure.h"
#include "checks/StackChecker.h"
#include "watch/NpuReport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <optional>

namespace RentDeck {

class CompatDatabase;
class GpuCatalog;
struct GpuCatalogEntry;

/**
 * Turns what the probe found (resources/scripts/rentdeck-probe.sh's JSON, the optional benchmark and
 * under-load sample) into pass / warn / fail / skip results, comparing with what was sold (CheckSubject),
 * the GPU catalog's nominal figures and the CUDA compatibility tables. Every non-pass result says how to
 * fix it. Pure and thread-agnostic; the database and catalog (either may be null: their checks skip) must
 * outlive it. Garbage in gives one clear "probe" failure, never a crash.
 */
class CheckEvaluator
{
    Q_DECLARE_TR_FUNCTIONS(CheckEvaluator)

public:
    /** "12.5 GB", "120 GB": sizes as the checks' messages show them. */
    static QString gigabytesText(double value);

    static constexpr double MinDiskFreeGb = 10;
    static constexpr double MinDiskFreePercent = 5;
    static constexpr double MinInodesFreePercent = 5;
    static constexpr int MinCoresPerGpu = 4;
    static constexpr double MinRamGbPerGpu = 16;
    static constexpr double MinShmGb = 1;
    static constexpr double MinShmGbPerGpu = 0.5;
    static constexpr double MinBenchRatio = 0.7; // of the catalog's nominal TFLOPS / bandwidth
    static constexpr double MinLoadedClockRatio = 0.8; // SM clock vs max while the GPU is busy
    static constexpr int LoadedUtilization = 50; // percent: the GPU counts as loaded from here
    static constexpr double SlowSeqWriteMbs = 100;
    static constexpr double SlowSmallFilesPerS = 500;

    CheckEvaluator(const CompatDatabase *compat, const GpuCatalog *catalog);

    [[nodiscard]] QList<CheckResult> evaluate(const CheckSubject &subject, const ProbeOutputs &outputs) const;

private:
    /** The probe's JSON, decoded once. */
    struct Probe
    {
        QJsonObject root;
        bool simulated = false;
        bool smiFound = false;
        std::optional<GpuReport> gpu; // parsed nvidia-smi -q -x
        std::optional<NvidiaSmiFailure> failure; // the driver stack failed
        QString gpuError; // the output could not be read
        bool appsOk = false;
        QStringList apps; // "pid, name, MiB" lines
        std::optional<GpuTopology> topology; // nvidia-smi topo -m
        QString topologyError;
        bool npuFound = false; // npu-smi on PATH: a Huawei Ascend machine
        std::optional<NpuReport> npu; // parsed npu-smi info
        QString npuError;
        QString cann; // the CANN release ("8.1.RC1"); empty when none was found
        QString npuDriver;
        int gpuCount(const CheckSubject &subject) const;
    };

    static std::optional<CheckResult> probeFailure(const ProbeOutputs &outputs, Probe &probe);
    static void decodeSmi(const QJsonObject &smi, Probe &probe);
    static void decodeNpu(const QJsonObject &npu, Probe &probe);
    const GpuCatalogEntry *catalogEntry(const CheckSubject &subject, const Probe &probe) const;
    /** The NVIDIA checks: GPUs, driver, frameworks, throttling, clocks, ECC, processes, topology. */
    QList<CheckResult> gpuChecks(const CheckSubject &subject, const ProbeOutputs &outputs, const Probe &probe) const;
    /** Kernel log, disks, CPU, RAM, /dev/shm, memlock, network, and the benchmark and burn-in when asked. */
    QList<CheckResult> hostChecks(const CheckSubject &subject, const ProbeOutputs &outputs, const Probe &probe) const;

    // GPU checks (CheckEvaluator.cpp)
    static CheckResult gpusVisible(const Probe &probe);
    static CheckResult modelAsSold(const CheckSubject &subject, const GpuReport &gpu);
    CheckResult vram(const CheckSubject &subject, const GpuReport &gpu) const;
    CheckResult driver(const CheckSubject &subject, const GpuReport &gpu) const;
    /** Every Python environment: its frameworks vs the driver, then its whole stack (StackChecker). */
    QList<CheckResult> frameworks(const Probe &probe) const;
    static StackHost stackHost(const Probe &probe, const QList<StackEnvironment> &environments);
    CheckResult framework(const QString &id, const QString &name, const QJsonObject &info, const Probe &probe) const;
    static CheckResult throttle(const GpuReport &gpu);
    static CheckResult clocksUnderLoad(const GpuReport &gpu, bool sampledDuringBenchmark);
    static CheckResult ecc(const GpuReport &gpu);
    static CheckResult processes(const Probe &probe);
    static CheckResult topology(const CheckSubject &subject, const Probe &probe);
    QList<CheckResult> benchmark(const CheckSubject &subject, const ProbeOutputs &outputs, const Probe &probe) const;
    /** More than one GPU: peer-to-peer access and the all-reduce bus bandwidth (CheckEvaluatorLinks.cpp). */
    static QList<CheckResult> multiGpu(const CheckSubject &subject, const QJsonObject &bench);

    // Huawei Ascend checks (CheckEvaluatorNpu.cpp)
    static QList<CheckResult> npuChecks(const CheckSubject &subject, const Probe &probe);
    static std::optional<CheckResult> torchNpu(const QJsonObject &stack, const Probe &probe);
    static std::optional<CheckResult> mindSpore(const QJsonObject &stack, const Probe &probe);
    static std::optional<CheckResult> paddleNpu(const QJsonObject &stack, const Probe &probe);

    // Host checks (CheckEvaluatorHost.cpp)
    static CheckResult xid(const QJsonObject &xid);
    static QList<CheckResult> disks(const QJsonArray &disks);
    static CheckResult diskSpeed(const QJsonValue &test);
    static CheckResult cpu(const CheckSubject &subject, const Probe &probe);
    static CheckResult ram(const CheckSubject &subject, const Probe &probe);
    static CheckResult shm(const Probe &probe);
    static CheckResult memlock(const Probe &probe);
    static CheckResult network(const QJsonValue &net);

    const CompatDatabase *m_compat;
    const GpuCatalog *m_catalog;
};

} // namespace RentDeck
