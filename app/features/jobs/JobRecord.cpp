// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobs/JobRecord.h"

#include <array>
#include <utility>

namespace RentDeck {

namespace {

constexpr std::array<std::pair<JobState, const char *>, 6> StateNames { {
    { JobState::Starting, "starting" },
    { JobState::Running, "running" },
    { JobState::Succeeded, "succeeded" },
    { JobState::Failed, "failed" },
    { JobState::Lost, "lost" },
    { JobState::Recovering, "recovering" },
} };

constexpr std::array<std::pair<JobFinishAction, const char *>, 3> ActionNames { {
    { JobFinishAction::Keep, "keep" },
    { JobFinishAction::Stop, "stop" },
    { JobFinishAction::Destroy, "destroy" },
} };

// Relative to the working folder unless absolute or below the home ("~/...").
QString underWorkdir(const QString &workdir, const QString &path)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char('/')) || path.startsWith(QLatin1String("~/")) || path == u'~') {
        return path;
    }
    const QString base = workdir.isEmpty() || workdir == u'.' ? QString() : workdir;
    return base.isEmpty() ? path : base + QLatin1Char('/') + path;
}

} // namespace

QString jobStateName(JobState state)
{
    for (const auto &[value, name] : StateNames) {
        if (value == state) {
            return QLatin1String(name);
        }
    }
    return QStringLiteral("failed");
}

JobState jobStateFromName(const QString &name, bool *ok)
{
    for (const auto &[value, text] : StateNames) {
        if (name == QLatin1String(text)) {
            if (ok) {
                *ok = true;
            }
            return value;
        }
    }
    if (ok) {
        *ok = false;
    }
    return JobState::Failed;
}

QString jobFinishActionName(JobFinishAction action)
{
    for (const auto &[value, name] : ActionNames) {
        if (value == action) {
            return QLatin1String(name);
        }
    }
    return QStringLiteral("keep");
}

std::optional<JobFinishAction> jobFinishActionFromName(const QString &name)
{
    for (const auto &[value, text] : ActionNames) {
        if (name == QLatin1String(text)) {
            return value;
        }
    }
    return std::nullopt;
}

QString JobRecord::metaDir() const
{
    return underWorkdir(workdir, QStringLiteral(".rentdeck-jobs/%1").arg(id));
}

QString JobRecord::remoteCheckpointDir() const
{
    return underWorkdir(workdir, checkpointDir);
}

QString JobRecord::remoteOutputsDir() const
{
    return underWorkdir(workdir, outputsDir);
}

} // namespace RentDeck
