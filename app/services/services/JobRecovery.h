// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Job.h"
#include "core/Money.h"
#include "core/Offer.h"
#include "jobs/JobRecord.h"
#include "services/JobContext.h"

#include <QList>

namespace RentDeck {

struct CheckReport;

/** What `job recover` and auto-recover ask for. */
struct RecoveryOptions
{
    QString offer; // "PROVIDER:OFFER_ID" to use exactly that offer; empty: ReplacementOffers chooses
    Money maxPrice; // per hour; invalid: the job's own ceiling, else the lost instance's price
    int maxAttempts = 3; // offers tried (a launch that fails or a box that fails its checks moves on)
};

/**
 * Moves a lost job onto a replacement: fresh offers, the best replacement (ReplacementOffers), launch, wait for SSH,
 * the pre-flight checks (a box that fails them is destroyed at once and the next offer tried), then JobStarter with
 * the working folder pushed again and the newest verified checkpoint put back, and the same command started. The
 * record moves to the new instance (both stay in its instances, so the ledger has both costs under the job) and gets
 * a `recovered` event. A replacement that cannot be started is destroyed: nothing is left billing for nothing.
 * Deletes itself (Job); record() is the job as saved, newInstance() the replacement's name.
 */
class JobRecovery : public Job
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(JobRecovery)

public:
    JobRecovery(const JobContext &context, JobRecord job, RecoveryOptions options, QObject *parent = nullptr);

    void start();
    /** Finishes without starting (the request was refused before any work). */
    void failWith(Error error) { finish(std::move(error)); }
    const JobRecord &record() const { return m_job; }
    const QString &newInstance() const { return m_newInstance; }

private:
    bool describeLost();
    void chooseOffers();
    void tryNext();
    void waitForSsh(const Instance &launched);
    void runChecks(const QString &name);
    void startJob(const QString &name);
    void discard(const QString &name, const QString &why);
    void fail(const QString &why, Error::Code code = Error::Code::Provider);

    JobContext m_context;
    JobRecord m_job;
    RecoveryOptions m_options;
    Instance m_lost;
    QList<Offer> m_candidates;
    QStringList m_tried; // what happened to each offer tried, for the error
    int m_attempts = 0;
    QString m_newInstance;
};

} // namespace RentDeck
