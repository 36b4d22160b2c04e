// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Result.h"

#include <QList>
#include <QString>

namespace RentDeck {

/** What the sandbox keeps about one instance (instances/<id>/instance.json). */
struct SandboxInstanceRecord
{
    Instance instance; // ssh.port/user are the persisted endpoint; paths are filled in by the store
    QString scenario;
    qint64 sshdPid = 0; // 0 when no sshd was started
};

/**
 * The sandbox's persisted state under dataDir: instances/<id>/ (0700) with instance.json, plus a
 * monotonic id counter. The GUI and the CLI are separate processes that use it concurrently, so id
 * allocation and every write happen under a QLockFile; writes are atomic (QSaveFile). Blocking but tiny.
 * Holds only the folder path, so every method is const and copies are cheap.
 */
class SandboxInstanceStore
{
public:
    explicit SandboxInstanceStore(QString dataDir);

    const QString &dataDir() const { return m_dataDir; }
    QString instanceDir(const QString &id) const;
    /** Marker put into every process of the instance: "<id>@<hash of dataDir>". */
    QString marker(const QString &id) const;

    /** Allocates the next id (1, 2, 3, ...; never reused) and creates its private folder. */
    [[nodiscard]] Result<QString> allocate() const;
    [[nodiscard]] Result<SandboxInstanceRecord> load(const QString &id) const; // NotFound when unknown
    QList<SandboxInstanceRecord> list() const; // sorted by numeric id
    [[nodiscard]] Status save(const SandboxInstanceRecord &record) const;
    /** Removes the instance folder. */
    [[nodiscard]] Status remove(const QString &id) const;

private:
    QString instancesDir() const;

    QString m_dataDir;
};

} // namespace RentDeck
