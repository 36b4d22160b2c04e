// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SshHostRecord.h"
#include "core/Result.h"

#include <QList>
#include <QString>

namespace RentDeck {

/**
 * The sshhost provider's state under dataDir: hosts/<id>.json (0600 in a 0700 folder) and a monotonic id
 * counter. The GUI and the CLI use it concurrently, so id allocation and every write happen under a
 * QLockFile and writes are atomic (QSaveFile). Blocking but tiny. Holds only the folder path.
 */
class SshHostStore
{
public:
    explicit SshHostStore(QString dataDir);

    const QString &dataDir() const { return m_dataDir; }

    /** Gives \a record the next id (1, 2, 3, ...; never reused) and writes it. */
    [[nodiscard]] Result<SshHostRecord> insert(SshHostRecord record) const;
    [[nodiscard]] Result<SshHostRecord> load(const QString &id) const; // NotFound when unknown
    QList<SshHostRecord> list() const; // sorted by numeric id
    [[nodiscard]] Status remove(const QString &id) const; // absent = Ok

private:
    QString hostsDir() const;
    QString fileOf(const QString &id) const;

    QString m_dataDir;
};

} // namespace RentDeck
