// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/CompatChecker.h"

#include "core/Translate.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace RentDeck {

namespace {

QString tr(const char *text)
{
    return translateInFile("RentDeck::CompatChecker", text);
}

QString cudaTag(const QVersionNumber &cuda)
{
    return QStringLiteral("cu%1%2").arg(cuda.majorVersion()).arg(cuda.minorVersion());
}

} // namespace

CompatChecker::CompatChecker(const CompatDatabase &database, const QVersionNumber &driver, DriverOs os)
    : m_database(database)
    , m_driver(driver)
    , m_os(os)
{
}

QVersionNumber CompatChecker::parseDriver(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^\\d{2,4}\\.\\d{1,3}(\\.\\d{1,3})?$"));
    return pattern.match(text.trimmed()).hasMatch() ? QVersionNumber::fromString(text.trimmed()) : QVersionNumber();
}

QString CompatChecker::driverText(const QVersionNumber &driver)
{
    // NVIDIA prints the segments after the branch with two digits: 575.51.03, 520.06.
    QStringList segments { QString::number(driver.majorVersion()) };
    for (qsizetype i = 1; i < driver.segmentCount(); ++i) {
        segments << QStringLiteral("%1").arg(driver.segmentAt(i), 2, 10, QLatin1Char('0'));
    }
    return segments.join(QLatin1Char('.'));
}

QVersionNumber CompatChecker::requiredDriver(const ToolkitDriver &toolkit) const
{
    // NVIDIA lists no Windows driver from 13.0 on; the branch numbers match, so the Linux minimum applies.
    return m_os == DriverOs::Windows && !toolkit.windowsDriver.isNull() ? toolkit.windowsDriver : toolkit.linuxDriver;
}

QVersionNumber CompatChecker::floorDriver(const MinorCompatFloor &floor) const
{
    return m_os == DriverOs::Windows && !floor.windowsDriver.isNull() ? floor.windowsDriver : floor.linuxDriver;
}

QVersionNumber CompatChecker::maxFullCuda() const
{
    for (const QVersionNumber &cuda : m_database.cudaVersions()) {
        const std::optional<ToolkitDriver> toolkit = m_database.toolkit(cuda);
        if (toolkit && !toolkit->prerelease && m_driver >= requiredDriver(*toolkit)) {
            return cuda;
        }
    }
    return {};
}

CompatVerdict CompatChecker::judge(const QVersionNumber &cuda) const
{
    CompatVerdict verdict;
    verdict.component = QStringLiteral("cuda");
    verdict.cuda = cuda.toString();
    const QString driver = driverText(m_driver);
    const std::optional<ToolkitDriver> toolkit = m_database.toolkit(cuda);
    const std::optional<MinorCompatFloor> floor = m_database.minorCompatFloor(cuda.majorVersion());
    const QVersionNumber maxCuda = maxFullCuda();
    const QString fallback = maxCuda.isNull() ? tr("no CUDA version in the table runs fully on it")
                                              : tr("this driver runs CUDA <= %1 fully").arg(maxCuda.toString());
    if (toolkit && m_driver >= requiredDriver(*toolkit)) {
        verdict.kind = CompatVerdict::Kind::Ok;
        verdict.reason = tr("driver %1 >= %2, the driver CUDA %3 ships with (%4): full feature set")
                             .arg(driver, driverText(requiredDriver(*toolkit)), verdict.cuda, toolkit->release);
        return verdict;
    }
    const QString need = toolkit ? tr("driver %1 < %2, the driver CUDA %3 ships with")
                                       .arg(driver, driverText(requiredDriver(*toolkit)), verdict.cuda)
                                 : tr("CUDA %1 is not in the compatibility table (newest known: %2)")
                                       .arg(verdict.cuda, m_database.cudaVersions().value(0).toString());
    const QString askFull = toolkit
        ? tr("ask for a driver >= %1 for full support").arg(driverText(requiredDriver(*toolkit)))
        : tr("ask for the newest driver of the %1.x family").arg(cuda.majorVersion());
    if (floor && m_driver >= floorDriver(*floor)) {
        verdict.kind = CompatVerdict::Kind::MinorCompat;
        verdict.reason = tr("%1, but >= %2, the CUDA %3.x minor-version-compatibility floor: runs, except JIT of PTX "
                            "newer than the driver (cudaErrorUnsupportedPtxVersion; e.g. a GPU only covered by "
                            "+PTX in the build) and APIs that need a newer driver (cudaErrorCallRequiresNewerDriver)")
                             .arg(need, driverText(floorDriver(*floor)))
                             .arg(cuda.majorVersion());
        verdict.fix
            = maxCuda.isNull() ? askFull : tr("%1; or use a build for CUDA <= %2").arg(askFull, maxCuda.toString());
        return verdict;
    }
    verdict.kind = CompatVerdict::Kind::Incompatible;
    verdict.reason = floor ? tr("%1, and < %2, the CUDA %3.x minor-version-compatibility floor")
                                 .arg(need, driverText(floorDriver(*floor)))
                                 .arg(cuda.majorVersion())
                           : tr("%1; CUDA %2.x has no minor-version compatibility").arg(need).arg(cuda.majorVersion());
    QString ask = askFull;
    if (floor) {
        ask = toolkit
            ? tr("%1 (>= %2 runs it under minor-version compatibility)").arg(askFull, driverText(floorDriver(*floor)))
            : tr("ask for a driver >= %1").arg(driverText(floorDriver(*floor)));
    }
    verdict.fix = tr("%1; %2").arg(ask, fallback);
    return verdict;
}

Result<CompatVerdict> CompatChecker::checkCuda(const QString &cuda) const
{
    static const QRegularExpression pattern(QStringLiteral("^\\d{1,2}\\.\\d{1,2}(\\.\\d{1,3})?$"));
    if (!pattern.match(cuda.trimmed()).hasMatch()) {
        return Error::make(
            Error::Code::InvalidInput, tr("\"%1\" is not a CUDA version (expected e.g. 12.4)").arg(cuda));
    }
    const QVersionNumber version = QVersionNumber::fromString(cuda.trimmed());
    const QList<QVersionNumber> known = m_database.cudaVersions();
    if (!m_database.toolkit(version) && !m_database.minorCompatFloor(version.majorVersion())) {
        return Error::make(Error::Code::InvalidInput,
            tr("unknown CUDA version %1: the table covers CUDA %2 to %3")
                .arg(cuda, known.value(known.size() - 1).toString(), known.value(0).toString()));
    }
    CompatVerdict verdict = judge(QVersionNumber(version.majorVersion(), version.minorVersion()));
    verdict.version = cuda;
    return verdict;
}

QString CompatChecker::installHint(
    const Framework &framework, const QString &version, const FrameworkBuild &build) const
{
    const bool exact = version.count(QLatin1Char('.')) >= 2;
    const QString pin = exact ? version : version + QStringLiteral(".*");
    if (!build.index.isEmpty()) {
        return QStringLiteral("pip install %1==%2 --index-url %3").arg(framework.package, pin, build.index);
    }
    // A "{version}.*" template takes any version; an exact pin (".post117" builds) needs X.Y.Z.
    QString requirement = build.package;
    const bool wildcard = requirement.contains(QLatin1String("{version}.*"));
    requirement.replace(QLatin1String("{version}"), exact || wildcard ? version : version + QStringLiteral(".0"));
    return QStringLiteral("pip install '%1'").arg(requirement);
}

QString CompatChecker::frameworkFix(
    const Framework &framework, const QString &version, const FrameworkBuild &best, const CompatVerdict &verdict) const
{
    if (verdict.kind == CompatVerdict::Kind::Ok) {
        return installHint(framework, version, best);
    }
    if (verdict.kind == CompatVerdict::Kind::MinorCompat) {
        return tr("install the %1 build (%2); %3")
            .arg(cudaTag(best.cuda), installHint(framework, version, best), verdict.fix);
    }
    // Incompatible: the newest release with a build this driver runs fully, else one it runs under MVC.
    for (const CompatVerdict::Kind wanted : { CompatVerdict::Kind::Ok, CompatVerdict::Kind::MinorCompat }) {
        for (const FrameworkRelease &release : framework.releases) {
            const FrameworkBuild *newest = nullptr;
            for (const FrameworkBuild &build : release.builds) {
                if (judge(build.cuda).kind == wanted && (!newest || build.cuda > newest->cuda)) {
                    newest = &build;
                }
            }
            if (newest) {
                return tr("%1; or use %2 %3 built for CUDA %4%5 (%6)")
                    .arg(verdict.fix, framework.name, release.version, newest->cuda.toString(),
                        wanted == CompatVerdict::Kind::Ok ? QString() : tr(", under minor-version compatibility"),
                        installHint(framework, release.version, *newest));
            }
        }
    }
    return tr("%1; no %2 release in the table runs on this driver").arg(verdict.fix, framework.name);
}

Result<CompatVerdict> CompatChecker::checkFramework(const QString &frameworkId, const QString &version) const
{
    const Framework *framework = m_database.framework(frameworkId);
    if (!framework) {
        return Error::make(Error::Code::InvalidInput, tr("unknown framework \"%1\"").arg(frameworkId));
    }
    const QString plain = version.trimmed().section(QLatin1Char('+'), 0, 0);
    const QString tag = version.trimmed().section(QLatin1Char('+'), 1);
    CompatVerdict result;
    result.component = frameworkId;
    result.version = version;
    if (tag == QLatin1String("cpu")) {
        result.kind = CompatVerdict::Kind::Ok;
        result.reason
            = tr("%1 %2 is a CPU-only build: it does not use the NVIDIA driver").arg(framework->name, version);
        return result;
    }
    const FrameworkRelease *release = m_database.release(*framework, plain);
    if (!release) {
        return Error::make(Error::Code::InvalidInput,
            tr("unknown %1 version \"%2\": the table covers %1 %3 to %4 (update resources/data/cuda-compat.json)")
                .arg(framework->name, version, framework->releases.constLast().version,
                    framework->releases.constFirst().version));
    }
    const FrameworkBuild *best = nullptr;
    CompatVerdict bestVerdict;
    QStringList tags;
    for (const FrameworkBuild &build : release->builds) {
        tags << cudaTag(build.cuda);
        if (!tag.isEmpty() && tag != cudaTag(build.cuda)) {
            continue;
        }
        const CompatVerdict verdict = judge(build.cuda);
        const int rank = CompatVerdict::rank(verdict.kind);
        const int bestRank = best ? CompatVerdict::rank(bestVerdict.kind) : -1;
        if (rank > bestRank || (rank == bestRank && build.cuda > best->cuda)) {
            best = &build;
            bestVerdict = verdict;
        }
    }
    if (!best) {
        return Error::make(Error::Code::InvalidInput,
            tr("%1 %2 has no %3 build (builds: %4)").arg(framework->name, plain, tag, tags.join(QStringLiteral(", "))));
    }
    result.cuda = best->cuda.toString();
    result.kind = bestVerdict.kind;
    result.reason = tr("%1 %2 built for CUDA %3: %4").arg(framework->name, plain, result.cuda, bestVerdict.reason);
    result.fix = frameworkFix(*framework, plain, *best, bestVerdict);
    return result;
}

} // namespace RentDeck
