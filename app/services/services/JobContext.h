// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "jobs/JobStore.h"

namespace RentDeck {

class CheckService;
class ConnectionManager;
class Database;
class InstanceManager;

/** What the job steps (JobStarter, JobPoller, JobFinisher, JobRecovery) work with; all borrowed from AppServices. */
struct JobContext
{
    InstanceManager *instances = nullptr;
    ConnectionManager *connections = nullptr;
    CheckService *checks = nullptr;
    Database *database = nullptr;
    /** How long a launched or unreachable machine is waited for. */
    int sshWaitMs = 10 * 60 * 1000;

    JobStore store() const { return JobStore(database); }
};

} // namespace RentDeck
