// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace RentDeck {

/**
 * The storage a mock account holds from earlier work [rentdeck-mockserver --with-storage]: what still bills with no
 * instance, beside something in use, in each provider's own shape. Each list's source is named where it is built.
 */
class MockStorageSeeds
{
public:
    /** Lambda GET /api/v1/file-systems "data": two unmounted (one without the optional bytes_used), one in use. */
    static QJsonArray lambdaFileSystems();
    /** RunPod GET /v2/network-volumes "networkVolumes": a STANDARD and a HIGH_PERFORMANCE volume. */
    static QJsonArray runPodNetworkVolumes();
    /** Vast.ai GET /api/v0/volumes/ "volumes": one no instance uses, one an instance uses. */
    static QJsonArray vastVolumes();

    /** The index in \a list of the object whose \a key is \a id (compared as text), or -1. */
    static int indexOf(const QJsonArray &list, const QString &key, const QString &id);
};

} // namespace RentDeck
