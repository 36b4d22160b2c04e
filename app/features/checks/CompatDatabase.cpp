// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/CompatDatabase.h"

#include "core/Translate.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <functional>

namespace RentDeck {

namespace {

QString tr(const char *text)
{
    return translateInFile("RentDeck::CompatDatabase", text);
}

Error invalid(const QString &where, const QString &why)
{
    return Error::make(Error::Code::InvalidInput, tr("cuda-compat.json: %1: %2").arg(where, why));
}

// A version string → QVersionNumber; null on anything but digits and dots.
QVersionNumber strictVersion(const QJsonValue &value)
{
    if (!value.isString()) {
        return {};
    }
    qsizetype suffix = 0;
    const QString text = value.toString();
    const QVersionNumber version = QVersionNumber::fromString(text, &suffix);
    return suffix == text.size() ? version : QVersionNumber();
}

Result<QList<ToolkitDriver>> parseToolkits(const QJsonArray &array)
{
    QList<ToolkitDriver> rows;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject object = array.at(i).toObject();
        ToolkitDriver row;
        row.cuda = strictVersion(object.value(QLatin1String("cuda")));
        row.release = object.value(QLatin1String("release")).toString();
        row.linuxDriver = strictVersion(object.value(QLatin1String("linux")));
        row.windowsDriver = strictVersion(object.value(QLatin1String("windows")));
        row.prerelease = object.value(QLatin1String("prerelease")).toBool();
        const QString where = QStringLiteral("toolkits[%1]").arg(i);
        if (row.cuda.segmentCount() != 2 || row.linuxDriver.isNull()) {
            return invalid(where, tr("needs \"cuda\" as MAJOR.MINOR and a \"linux\" driver version"));
        }
        if (object.value(QLatin1String("windows")).isString() && row.windowsDriver.isNull()) {
            return invalid(where, tr("\"windows\" is neither null nor a version"));
        }
        rows << row;
    }
    if (rows.isEmpty()) {
        return invalid(QStringLiteral("toolkits"), tr("is missing or empty"));
    }
    return rows;
}

Result<Framework> parseFramework(const QJsonObject &object, const QString &where)
{
    Framework framework;
    framework.id = object.value(QLatin1String("id")).toString();
    framework.name = object.value(QLatin1String("name")).toString();
    framework.package = object.value(QLatin1String("package")).toString();
    if (framework.id.isEmpty() || framework.name.isEmpty() || framework.package.isEmpty()) {
        return invalid(where, tr("needs \"id\", \"name\" and \"package\""));
    }
    const QJsonArray releases = object.value(QLatin1String("releases")).toArray();
    for (qsizetype r = 0; r < releases.size(); ++r) {
        const QJsonObject releaseObject = releases.at(r).toObject();
        const QString releaseWhere = QStringLiteral("%1.releases[%2]").arg(where).arg(r);
        FrameworkRelease release;
        release.version = releaseObject.value(QLatin1String("version")).toString();
        const QJsonArray builds = releaseObject.value(QLatin1String("builds")).toArray();
        for (const QJsonValue &buildValue : builds) {
            const QJsonObject buildObject = buildValue.toObject();
            FrameworkBuild build;
            build.cuda = strictVersion(buildObject.value(QLatin1String("cuda")));
            build.index = buildObject.value(QLatin1String("index")).toString();
            build.package = buildObject.value(QLatin1String("package")).toString();
            if (build.cuda.segmentCount() != 2 || (build.index.isEmpty() && build.package.isEmpty())) {
                return invalid(
                    releaseWhere, tr("each build needs \"cuda\" (MAJOR.MINOR) and an \"index\" or \"package\""));
            }
            release.builds << build;
        }
        if (release.version.isEmpty() || release.builds.isEmpty()) {
            return invalid(releaseWhere, tr("needs \"version\" and at least one build"));
        }
        framework.releases << release;
    }
    if (framework.releases.isEmpty()) {
        return invalid(where, tr("has no releases"));
    }
    std::stable_sort(
        framework.releases.begin(), framework.releases.end(), [](const FrameworkRelease &a, const FrameworkRelease &b) {
            return QVersionNumber::fromString(a.version) > QVersionNumber::fromString(b.version);
        });
    return framework;
}

bool matchesPrefix(const QString &version, const QString &prefix)
{
    return version == prefix || version.startsWith(prefix + QLatin1Char('.'));
}

} // namespace

Result<CompatDatabase> CompatDatabase::load(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error::make(
            Error::Code::Io, tr("cannot read the CUDA compatibility table %1: %2").arg(path, file.errorString()));
    }
    return fromJson(file.readAll());
}

Result<CompatDatabase> CompatDatabase::fromJson(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject()) {
        return invalid(QStringLiteral("document"), parseError.errorString());
    }
    const QJsonObject root = document.object();
    CompatDatabase database;
    auto toolkits = parseToolkits(root.value(QLatin1String("toolkits")).toArray());
    if (!toolkits) {
        return toolkits.error();
    }
    database.m_toolkits = std::move(toolkits).value();
    const QJsonArray floors = root.value(QLatin1String("minor_version_compat")).toArray();
    for (qsizetype i = 0; i < floors.size(); ++i) {
        const QJsonObject object = floors.at(i).toObject();
        MinorCompatFloor floor;
        floor.major = object.value(QLatin1String("major")).toInt();
        floor.linuxDriver = strictVersion(object.value(QLatin1String("linux")));
        floor.windowsDriver = strictVersion(object.value(QLatin1String("windows")));
        if (floor.major < 11 || floor.linuxDriver.isNull()) {
            return invalid(
                QStringLiteral("minor_version_compat[%1]").arg(i), tr("needs \"major\" >= 11 and \"linux\""));
        }
        database.m_floors << floor;
    }
    const QJsonArray frameworks = root.value(QLatin1String("frameworks")).toArray();
    for (qsizetype i = 0; i < frameworks.size(); ++i) {
        auto framework = parseFramework(frameworks.at(i).toObject(), QStringLiteral("frameworks[%1]").arg(i));
        if (!framework) {
            return framework.error();
        }
        database.m_frameworks << std::move(framework).value();
    }
    return database;
}

std::optional<ToolkitDriver> CompatDatabase::toolkit(const QVersionNumber &cuda) const
{
    const QVersionNumber minor(cuda.majorVersion(), cuda.minorVersion());
    std::optional<ToolkitDriver> best;
    for (const bool allowPrerelease : { false, true }) {
        for (const ToolkitDriver &row : m_toolkits) {
            if (row.cuda != minor || (row.prerelease && !allowPrerelease)) {
                continue;
            }
            if (!best || row.linuxDriver <= best->linuxDriver) { // ties: the GA row, listed after its updates
                best = row;
            }
        }
        if (best) {
            break;
        }
    }
    return best;
}

std::optional<MinorCompatFloor> CompatDatabase::minorCompatFloor(int major) const
{
    for (const MinorCompatFloor &floor : m_floors) {
        if (floor.major == major) {
            return floor;
        }
    }
    return std::nullopt;
}

const Framework *CompatDatabase::framework(const QString &id) const
{
    for (const Framework &framework : m_frameworks) {
        if (framework.id == id) {
            return &framework;
        }
    }
    return nullptr;
}

const FrameworkRelease *CompatDatabase::release(const Framework &framework, const QString &version) const
{
    const FrameworkRelease *best = nullptr;
    for (const FrameworkRelease &release : framework.releases) {
        if (release.version == version) {
            return &release;
        }
        if (matchesPrefix(version, release.version) && (!best || release.version.size() > best->version.size())) {
            best = &release;
        }
    }
    return best;
}

QList<QVersionNumber> CompatDatabase::cudaVersions() const
{
    QList<QVersionNumber> versions;
    for (const ToolkitDriver &row : m_toolkits) {
        if (!versions.contains(row.cuda)) {
            versions << row.cuda;
        }
    }
    std::sort(versions.begin(), versions.end(), std::greater<>());
    return versions;
}

} // namespace RentDeck
