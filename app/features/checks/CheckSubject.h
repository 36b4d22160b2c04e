// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Offer.h"

#include <QByteArray>
#include <QString>
#include <optional>

namespace RentDeck {

/** What the instance was sold as: the figures the checks compare the machine with. Zero/empty = unknown. */
struct CheckSubject
{
    QString instanceName;
    QString offerId;
    QString gpuName;
    int gpuCount = 0;
    double vramGb = 0; // per GPU
    bool sliced = false; // the offer said vGPU/MIG slice
    QString driverVersion; // as listed
    QString maxCuda; // as listed
    int cpuCores = 0; // as listed
    double ramGb = 0; // as listed
    QString interconnect; // between the GPUs, as listed: "NVLink", "SXM", "PCIe"; "" when unknown

    /** From an instance, completed by its offer when known (cores, RAM, driver, slice). */
    static CheckSubject from(const Instance &instance, const std::optional<Offer> &offer = std::nullopt);
};

/** What came back from the instance: the probe's JSON and the optional benchmark and under-load sample. */
struct ProbeOutputs
{
    QByteArray probe; // stdout of `rentdeck-probe.sh probe`
    int probeExitStatus = 0;
    QString probeError; // set when the probe could not run or finish (SSH error, timeout)
    bool benchRequested = false; // --bench: report TFLOPS and bandwidth
    QByteArray bench; // stdout of `rentdeck-probe.sh bench S`; empty when not run
    QString benchError;
    QByteArray loadSample; // stdout of `rentdeck-probe.sh smi` taken while the benchmark ran
    int burnInSeconds = 0; // the burn-in asked for; 0: none
    QByteArray burnIn; // stdout of `rentdeck-probe.sh burn S`
    QString burnInError;
    qint64 burnInElapsedMs = 0; // from starting the burn-in to its end
};

} // namespace RentDeck
