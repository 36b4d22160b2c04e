// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Result.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace RentDeck {

/**
 * OpenSSH client configuration for RentDeck's instances, so `ssh rentdeck-sandbox-1`, scp, rsync and VS Code
 * Remote-SSH reach them with our key and our known_hosts (strict checking).
 *
 * RentDeck owns one file, ~/.ssh/rentdeck_config (0600), with one "Host rentdeck-<provider>-<id>" block per
 * instance, replaced in place. The user's ~/.ssh/config gets a single "Include rentdeck_config" line at the top
 * (an Include after a Host or Match line would only apply inside that block); the rest of it is never changed.
 * HOME is respected. Blocking file I/O on small files; safe on the GUI thread. Concurrent writers (GUI and CLI)
 * are serialized by a QLockFile next to rentdeck_config.
 */
class SshConfigFile
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::SshConfigFile)

public:
    /** Works in \a sshDir; empty = $HOME/.ssh. */
    explicit SshConfigFile(QString sshDir = {});

    const QString &sshDir() const { return m_sshDir; }
    QString userConfigFile() const; // sshDir/config
    QString rentdeckConfigFile() const; // sshDir/rentdeck_config

    /** "rentdeck-<provider>-<id>" for "PROVIDER:ID" (characters OpenSSH patterns treat specially become '-'). */
    static QString hostAlias(const QString &instanceName);
    /**
     * The Host block of \a instance: HostName, Port, User, IdentityFile and IdentitiesOnly (when it has a key),
     * UserKnownHostsFile (the instance's, else Paths::knownHostsFile()) and StrictHostKeyChecking yes.
     */
    static QString hostBlock(const Instance &instance);

    /** Writes (or replaces) the block of \a instance and makes sure ~/.ssh/config includes rentdeck_config. */
    [[nodiscard]] Status write(const Instance &instance) const;
    /** Removes the block of \a instanceName; Ok when there is none (and then touches nothing). */
    [[nodiscard]] Status remove(const QString &instanceName) const;
    /** Whether rentdeck_config has a block for \a instanceName. */
    bool contains(const QString &instanceName) const;

    /** Pure: \a config with the block of \a alias replaced by \a block (appended when absent; removed when empty). */
    static QString replaceBlock(const QString &config, const QString &alias, const QString &block);
    /** Pure: \a userConfig with "Include rentdeck_config" prepended, unless one already precedes any Host/Match. */
    static QString withInclude(const QString &userConfig);

    /** Arguments for `code` to open \a remotePath on \a alias: --remote ssh-remote+ALIAS [PATH]. */
    static QStringList vscodeRemoteArguments(const QString &alias, const QString &remotePath);

private:
    [[nodiscard]] Status updateRentDeckConfig(const QString &alias, const QString &block) const;
    [[nodiscard]] Status ensureInclude() const;

    QString m_sshDir;
};

} // namespace RentDeck
