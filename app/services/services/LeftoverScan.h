// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Job.h"
#include "core/Leftover.h"

#include <QStringList>

namespace RentDeck {

class InstanceManager;

/**
 * Everything that bills with no running instance: the ledger's stopped instances with billed disks (StoppedStorage)
 * and what each configured provider lists (Provider::listLeftovers). A provider that does not answer is named in
 * warnings(), the rest is still listed. Deletes itself after finished().
 */
class LeftoverScan : public ValueJob<QList<Leftover>>
{
    Q_OBJECT

public:
    /** Only \a providerId's when given. */
    LeftoverScan(InstanceManager *manager, QString providerId = {}, QObject *parent = nullptr);
    void start();
    /** "RunPod: …" for each provider that could not list its leftovers. */
    const QStringList &warnings() const { return m_warnings; }
    /** Per day, per currency ("¥0.53 + $1.20 a day"); empty when nothing bills. */
    static QString dailyTotal(const QList<Leftover> &leftovers);

private:
    void settle();

    InstanceManager *m_manager;
    QString m_providerId;
    QList<Leftover> m_found;
    QStringList m_warnings;
    int m_waiting = 0;
};

} // namespace RentDeck
