// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/CheckResult.h"

#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

namespace RentDeck {

/** The outcome of one pre-flight run on one instance: every check's result plus when and on what it ran. */
struct CheckReport
{
    static constexpr int ExitPassed = 0;
    static constexpr int ExitWarnings = 3;
    static constexpr int ExitFailures = 4;

    QString instanceName; // "sandbox:3"
    QString offerId; // the provider's offer id, may be empty (added SSH hosts)
    QString gpuModel; // as sold, else as seen
    QDateTime startedAt;
    QDateTime finishedAt;
    QList<CheckResult> results;
    QString error; // why the checks could not run at all (SSH refused, …); empty when they ran

    int count(CheckStatus status) const;
    /** Fail when any failed (or error is set), else Warn when any warned, else Pass. */
    CheckStatus overall() const;
    /** 0 all passed, 3 warnings, 4 failures (CLI.md). */
    int exitCode() const;
    /** "12 passed, 2 warnings, 1 failure, 1 skipped". */
    QString summary() const;
    const CheckResult *result(const QString &id) const;

    /** {"instance", "offer_id", "gpu_model", "started_at", "finished_at", "status", "summary", "counts", "results"}. */
    QJsonObject toJson() const;
    static CheckReport fromJson(const QJsonObject &object);
    /** A Markdown document: header facts and one table row per check. */
    QString toMarkdown() const;
    /** The CLI's human table: status, check, measured, expected, fix. */
    QString toText() const;
};

} // namespace RentDeck

Q_DECLARE_METATYPE(RentDeck::CheckReport)
