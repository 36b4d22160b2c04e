// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "watch/StarvationDiagnosis.h"

#include <QHash>
#include <QObject>
#include <optional>

namespace RentDeck {

class WatchService;

/**
 * Looks at every watched instance's metrics (at most every CheckIntervalMs each) for GPUs that hold a job but sit
 * under half load for minutes, and says why (StarvationDiagnosis). starved() comes once per episode: again only
 * after the GPUs were fine in between.
 */
class StarvationWatcher : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StarvationWatcher)
public:
    static constexpr qint64 CheckIntervalMs = 15000;

    /** How long GPUs must starve before it is said, and how often each instance is looked at. */
    struct Timing
    {
        int windowSeconds = StarvationDiagnosis::WindowSeconds;
        qint64 checkIntervalMs = CheckIntervalMs;
    };

    explicit StarvationWatcher(WatchService *watch, QObject *parent = nullptr);
    StarvationWatcher(WatchService *watch, Timing timing, QObject *parent = nullptr);

    /** The diagnosis standing for \a instanceName now; nullopt when its GPUs are fine or unknown. */
    std::optional<StarvationDiagnosis> current(const QString &instanceName) const;

signals:
    void starved(const QString &instanceName, const RentDeck::StarvationDiagnosis &diagnosis);
    /** The standing diagnosis of \a instanceName changed (appeared, changed cause, or cleared). */
    void changed(const QString &instanceName);

private:
    void check(const QString &instanceName);

    WatchService *m_watch;
    Timing m_timing;
    QHash<QString, qint64> m_checkedAtMs; // per instance, in the samples' clock
    QHash<QString, StarvationDiagnosis> m_current;
};

} // namespace RentDeck
