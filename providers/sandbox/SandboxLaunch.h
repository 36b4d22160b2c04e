// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SandboxCatalog.h"
#include "SandboxInstanceStore.h"
#include "core/Instance.h"
#include "core/Result.h"

#include <QObject>
#include <QString>
#include <functional>

namespace RentDeck {

/** What creating or starting a sandbox instance needs. */
struct SandboxLaunchContext
{
    SandboxInstanceStore store;
    QString sshd; // absolute path of sshd
    QString sshKeygen; // absolute path of ssh-keygen
    QString toolsDir; // holds rentdeck-gpusim
    QString knownHostsFile; // our known_hosts
};

/**
 * The asynchronous steps that bring a sandbox instance up. All callbacks run on \a context's thread
 * and are dropped if \a context is destroyed first. Blocking work is limited to writing small files.
 */
namespace SandboxLaunch {
using Done = std::function<void(Result<SandboxInstanceRecord>)>;

/**
 * Allocates an instance, prepares its folder (keys via ssh-keygen, home, bin/nvidia-smi, gpusim.json,
 * rd-session), then start()s it. On failure everything created is removed again.
 */
void create(QObject *context, const SandboxLaunchContext &launch, const SandboxCatalog &catalog,
    const SandboxOffer &offer, const InstanceSpec &spec, Done done);
/**
 * (Re)starts sshd for a prepared instance: the recorded port when still free, else a new one
 * (known_hosts follows). Finishes with the record saved as Running.
 */
void start(QObject *context, const SandboxLaunchContext &launch, SandboxInstanceRecord record, Done done);
/** Writes gpusim.json for \a scenario (empty = the offer's), keeping started_at of an existing file. */
[[nodiscard]] Status writeGpuSimConfig(const SandboxLaunchContext &launch, const SandboxCatalog &catalog,
    const SandboxInstanceRecord &record, const QString &scenario);
/** The rentdeck-gpusim executable in \a toolsDir; Missing (with what to do) when absent. */
[[nodiscard]] Result<QString> findGpuSim(const QString &toolsDir);
} // namespace SandboxLaunch

} // namespace RentDeck
