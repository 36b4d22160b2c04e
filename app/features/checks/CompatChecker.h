// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/CompatDatabase.h"
#include "checks/CompatVerdict.h"
#include "core/Result.h"

#include <QString>
#include <QVersionNumber>

namespace RentDeck {

/**
 * Judges CUDA toolkits and framework builds against one NVIDIA driver version, with the rules of
 * reference/cuda-compat.md §1: backward compatibility, the toolkit driver, and minor-version
 * compatibility (CUDA 11+, same major, minus PTX JIT of newer code). Pure; the database must outlive it.
 */
class CompatChecker
{
public:
    CompatChecker(const CompatDatabase &database, const QVersionNumber &driver, DriverOs os = DriverOs::Linux);

    /** Parses "550.54.14" / "610.62"; null when it is not a driver version. */
    static QVersionNumber parseDriver(const QString &text);

    /** InvalidInput when \a cuda is not MAJOR.MINOR or its major is not in the tables at all. */
    [[nodiscard]] Result<CompatVerdict> checkCuda(const QString &cuda) const;
    /**
     * \a frameworkId: "torch", "tensorflow" or "paddle"; \a version like "2.5", "2.5.1" or "2.1.0+cu121"
     * (a local tag pins the build; without one the best build is chosen). InvalidInput for unknown
     * frameworks, releases or builds, naming the known ones.
     */
    [[nodiscard]] Result<CompatVerdict> checkFramework(const QString &frameworkId, const QString &version) const;
    /** "575.51.03" (QVersionNumber::toString() would drop the zero). */
    static QString driverText(const QVersionNumber &driver);
    /** Newest CUDA minor this driver runs with the full feature set; null when none. */
    QVersionNumber maxFullCuda() const;

private:
    QVersionNumber requiredDriver(const ToolkitDriver &toolkit) const;
    QVersionNumber floorDriver(const MinorCompatFloor &floor) const;
    CompatVerdict judge(const QVersionNumber &cuda) const;
    QString installHint(const Framework &framework, const QString &version, const FrameworkBuild &build) const;
    QString frameworkFix(const Framework &framework, const QString &version, const FrameworkBuild &best,
        const CompatVerdict &verdict) const;

    const CompatDatabase &m_database;
    QVersionNumber m_driver;
    DriverOs m_os;
};

} // namespace RentDeck
