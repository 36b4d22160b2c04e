// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Money.h"

#include <QDateTime>
#include <QString>

namespace RentDeck {

/**
 * Something that still bills with no running instance: a stopped instance's disk, a network volume, a file system,
 * a volume left by a destroyed instance. Money that leaks after the machine is gone unless someone deletes it.
 */
struct Leftover
{
    enum class Kind
    {
        Disk,
        Volume,
        FileSystem,
        StoppedInstance,
        Image,
        Ip
    };

    QString providerId;
    Kind kind = Kind::Volume;
    QString id; // the provider's id (for a stopped instance: its instance id)
    double sizeGb = 0;
    Money costPerDay; // invalid when the provider does not say
    QDateTime since; // since when it bills with nothing running (invalid: unknown)
    QString belongedTo; // the instance it came with ("sandbox:3"), or a name the provider gives
    QDateTime releasesAt; // the provider deletes it, data and all, then (AutoDL: 15 days stopped); invalid: never

    QString name() const { return providerId + QLatin1Char(':') + id; }
    static QString kindName(Kind kind)
    {
        switch (kind) {
        case Kind::Disk:
            return QStringLiteral("disk");
        case Kind::Volume:
            return QStringLiteral("volume");
        case Kind::FileSystem:
            return QStringLiteral("file_system");
        case Kind::StoppedInstance:
            return QStringLiteral("stopped_instance");
        case Kind::Image:
            return QStringLiteral("image");
        case Kind::Ip:
            return QStringLiteral("ip");
        }
        return {};
    }
};

} // namespace RentDeck
