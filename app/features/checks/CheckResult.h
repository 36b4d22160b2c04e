// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>
#include <optional>

namespace RentDeck {

enum class CheckStatus
{
    Pass,
    Warn,
    Fail,
    Skip,
};

/** One pre-flight check's verdict: what was measured, what was expected and, unless it passed, how to fix it. */
struct CheckResult
{
    QString id; // stable: "gpu.vram", "disk.data", "framework.torch"
    QString title; // "VRAM vs nominal"
    CheckStatus status = CheckStatus::Skip;
    QString measured;
    QString expected;
    QString fix; // empty only for Pass (and for Skip when nothing can be done)
    QString minDriver; // for driver problems: the driver version that would fix it, to suggest offers that have one
    std::optional<double> value; // the measured number in the check's unit, for machine use (bench.tflops: TFLOPS)

    static CheckResult make(const QString &id, const QString &title, CheckStatus status, const QString &measured,
        const QString &expected = {}, const QString &fix = {})
    {
        return CheckResult { id, title, status, measured, expected, fix, {}, {} };
    }

    /** "pass", "warn", "fail", "skip". */
    static QString statusName(CheckStatus status);
    static std::optional<CheckStatus> statusFromName(const QString &name);

    QJsonObject toJson() const;
    static CheckResult fromJson(const QJsonObject &object);
};

} // namespace RentDeck
