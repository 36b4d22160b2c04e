// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"

#include <QString>
#include <optional>

namespace RentDeck {

/** An nvidia-smi run that failed because of the machine's driver stack, recognised from its text. */
class NvidiaSmiFailure
{
public:
    enum class Kind
    {
        DriverNotLoaded, // "couldn't communicate with the NVIDIA driver"
        NoDevices, // "No devices were found"
        VersionMismatch, // "Failed to initialize NVML: Driver/library version mismatch"
        NvmlInitFailed, // any other "Failed to initialize NVML: …"
        FallenOffBus, // "GPU has fallen off the bus"
    };

    /**
     * Looks for a failure text in the first lines of \a text (real failures print nothing else, and
     * looking further would flag help texts that quote them). Pure.
     */
    static std::optional<NvidiaSmiFailure> detect(const QString &text);

    Kind kind() const { return m_kind; }
    /** Stable id: "driver-not-loaded", "no-devices", "version-mismatch", "nvml-init-failed", "fallen-off-bus". */
    QString id() const;
    /** One line naming the problem, e.g. "the NVIDIA driver is not loaded". */
    QString problem() const;
    /** What to do about it. */
    QString fix() const;
    /** The line nvidia-smi printed. */
    const QString &line() const { return m_line; }
    /** Error::Code::Missing with "problem: line — fix" as the message. */
    Error toError() const;

private:
    NvidiaSmiFailure(Kind kind, QString line);

    Kind m_kind;
    QString m_line;
};

} // namespace RentDeck
