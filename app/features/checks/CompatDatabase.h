// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QVersionNumber>
#include <optional>

namespace RentDeck {

/** Which driver numbering a version belongs to; NVIDIA publishes separate minimums. */
enum class DriverOs
{
    Linux,
    Windows,
};

/** One row of NVIDIA's "CUDA Toolkit and Corresponding Driver Versions" table. */
struct ToolkitDriver
{
    QVersionNumber cuda; // major.minor
    QString release; // "12.8 Update 1"
    QVersionNumber linuxDriver;
    QVersionNumber windowsDriver; // null when NVIDIA lists N/A (13.x)
    bool prerelease = false;
};

/** Minor-version-compatibility floor of a CUDA major family (11+). */
struct MinorCompatFloor
{
    int major = 0;
    QVersionNumber linuxDriver;
    QVersionNumber windowsDriver; // null when not published
};

/** One CUDA build of a framework release and where to install it from. */
struct FrameworkBuild
{
    QVersionNumber cuda;
    QString index; // pip --index-url, may be empty
    QString package; // pip requirement with a {version} placeholder, may be empty
};

struct FrameworkRelease
{
    QString version; // "2.5" (matches 2.5.x) or an exact "2.5.0" / "3.0.0b1"
    QList<FrameworkBuild> builds;
};

struct Framework
{
    QString id; // "torch", "tensorflow", "paddle"
    QString name; // "PyTorch"
    QString package; // "torch"
    QList<FrameworkRelease> releases; // newest first
};

/** The CUDA compatibility tables of resources/data/cuda-compat.json (a Qt resource), validated. */
class CompatDatabase
{
public:
    static constexpr const char *ResourcePath = ":/data/cuda-compat.json";

    /** Loads and validates \a path; Io when unreadable, InvalidInput naming the bad entry otherwise. */
    [[nodiscard]] static Result<CompatDatabase> load(const QString &path = QString::fromLatin1(ResourcePath));
    [[nodiscard]] static Result<CompatDatabase> fromJson(const QByteArray &json);

    /** The driver the toolkit X.Y needs (its first, non-prerelease row); nullopt when X.Y is unknown. */
    std::optional<ToolkitDriver> toolkit(const QVersionNumber &cuda) const;
    std::optional<MinorCompatFloor> minorCompatFloor(int major) const;
    const Framework *framework(const QString &id) const;
    /** The release entry for \a version: an exact entry first, else the one whose version is a prefix. */
    const FrameworkRelease *release(const Framework &framework, const QString &version) const;
    /** Known CUDA minors, newest first. */
    QList<QVersionNumber> cudaVersions() const;
    const QList<Framework> &frameworks() const { return m_frameworks; }

private:
    QList<ToolkitDriver> m_toolkits;
    QList<MinorCompatFloor> m_floors;
    QList<Framework> m_frameworks;
};

} // namespace RentDeck
