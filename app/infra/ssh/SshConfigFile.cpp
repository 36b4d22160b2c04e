// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshConfigFile.h"

#include "core/Paths.h"
#include "ssh/SshAddress.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QRegularExpression>
#include <QSaveFile>

namespace RentDeck {

namespace {

constexpr int LockTimeoutMs = 10000;
const QLatin1String IncludeTarget("rentdeck_config");
const QLatin1String FileHeader("# Managed by RentDeck (rentdeck-cli ssh-config --write): one Host block per instance,\n"
                               "# replaced or removed as instances change. Edits here are overwritten.\n\n");

/** A config value as OpenSSH reads it: '%' escaped (tokens), double quotes around whitespace. */
QString configValue(const QString &value, bool expandsTokens)
{
    QString escaped = value;
    if (expandsTokens) {
        escaped.replace(QLatin1Char('%'), QStringLiteral("%%"));
    }
    static const QRegularExpression space(QStringLiteral("\\s"));
    return escaped.contains(space) ? QLatin1Char('"') + escaped + QLatin1Char('"') : escaped;
}

/** No line break, control character or double quote: each would let a value end early and start a directive
 *  of its own in the config (a ProxyCommand runs a command here). */
bool isSafeConfigText(const QString &value)
{
    for (const QChar c : value) {
        if (c.unicode() < 0x20 || c.unicode() == 0x7f || c == QLatin1Char('"')) {
            return false;
        }
    }
    return true;
}

/** "host" and "match" lines start a new block; Include/other keywords do not. */
bool startsBlock(const QString &line)
{
    static const QRegularExpression keyword(
        QStringLiteral("^\\s*(host|match)(\\s|=)"), QRegularExpression::CaseInsensitiveOption);
    return keyword.match(line).hasMatch();
}

bool isHostLineFor(const QString &line, const QString &alias)
{
    static const QRegularExpression host(
        QStringLiteral("^\\s*host\\s*[=\\s]\\s*(.*?)\\s*$"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = host.match(line);
    return match.hasMatch() && match.captured(1) == alias;
}

Result<QByteArray> readFile(const QString &path)
{
    QFile file(path);
    if (!file.exists()) {
        return QByteArray();
    }
    if (!file.open(QIODevice::ReadOnly)) {
        return Error::make(Error::Code::Io,
            SshConfigFile::tr("Could not read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    }
    return file.readAll();
}

/** Atomic write that keeps an existing file's permissions (0600 for a new one) and follows a symlink. */
Status writeFile(const QString &path, const QByteArray &data)
{
    const QFileInfo info(path);
    const QString target = info.isSymLink() ? info.symLinkTarget() : path;
    const QFileDevice::Permissions permissions
        = QFileInfo::exists(target) ? QFile::permissions(target) : (QFile::ReadOwner | QFile::WriteOwner);
    QSaveFile out(target);
    if (!out.open(QIODevice::WriteOnly) || out.write(data) != data.size() || !out.commit()) {
        return Error::make(Error::Code::Io,
            SshConfigFile::tr("Could not write %1: %2").arg(QDir::toNativeSeparators(target), out.errorString()));
    }
    QFile::setPermissions(target, permissions);
    return {};
}

} // namespace

SshConfigFile::SshConfigFile(QString sshDir)
    : m_sshDir(sshDir.isEmpty() ? QDir::homePath() + QStringLiteral("/.ssh") : QDir::cleanPath(sshDir))
{
}

QString SshConfigFile::userConfigFile() const
{
    return m_sshDir + QStringLiteral("/config");
}

QString SshConfigFile::rentdeckConfigFile() const
{
    return m_sshDir + QLatin1Char('/') + IncludeTarget;
}

QString SshConfigFile::hostAlias(const QString &instanceName)
{
    static const QRegularExpression special(QStringLiteral("[^A-Za-z0-9._-]"));
    QString alias = instanceName;
    alias.replace(special, QStringLiteral("-"));
    return QStringLiteral("rentdeck-") + alias;
}

QString SshConfigFile::hostBlock(const Instance &instance)
{
    const SshEndpoint &ssh = instance.ssh;
    const QString knownHosts = ssh.knownHostsFile.isEmpty() ? Paths::knownHostsFile() : ssh.knownHostsFile;
    QString block = QStringLiteral("Host %1\n").arg(hostAlias(instance.name()));
    block += QStringLiteral("    # RentDeck instance %1\n").arg(instance.name());
    block += QStringLiteral("    HostName %1\n").arg(configValue(ssh.host, true)); // HostName expands %h and %%
    block += QStringLiteral("    Port %1\n").arg(ssh.port);
    block += QStringLiteral("    User %1\n").arg(configValue(ssh.user, false));
    // Without a key of ours, IdentitiesOnly would hide the agent's keys: only set it together with IdentityFile.
    if (!ssh.identityFile.isEmpty()) {
        block += QStringLiteral("    IdentityFile %1\n").arg(configValue(ssh.identityFile, true));
        block += QStringLiteral("    IdentitiesOnly yes\n");
    }
    block += QStringLiteral("    UserKnownHostsFile %1\n").arg(configValue(knownHosts, true));
    block += QStringLiteral("    StrictHostKeyChecking yes\n");
    if (!ssh.hostKeyAlias.isEmpty()) {
        // The key RentDeck recorded for this instance, not whatever machine had this address and port before.
        block += QStringLiteral("    HostKeyAlias %1\n").arg(configValue(ssh.hostKeyAlias, false));
    }
    return block;
}

QString SshConfigFile::replaceBlock(const QString &config, const QString &alias, const QString &block)
{
    QStringList lines = config.split(QLatin1Char('\n'));
    const bool endedWithNewline = config.endsWith(QLatin1Char('\n'));
    if (endedWithNewline) {
        lines.removeLast();
    }
    qsizetype begin = -1;
    for (qsizetype i = 0; i < lines.size() && begin < 0; ++i) {
        begin = isHostLineFor(lines.at(i), alias) ? i : -1;
    }
    QString replacement = block;
    if (!replacement.isEmpty() && !replacement.endsWith(QLatin1Char('\n'))) {
        replacement += QLatin1Char('\n');
    }
    if (!replacement.isEmpty()) {
        replacement += QLatin1Char('\n'); // one blank line between blocks
    }
    if (begin < 0) {
        if (replacement.isEmpty()) {
            return config;
        }
        QString appended = config;
        if (!appended.isEmpty() && !endedWithNewline) {
            appended += QLatin1Char('\n');
        }
        if (!appended.isEmpty() && !appended.endsWith(QLatin1String("\n\n"))) {
            appended += QLatin1Char('\n');
        }
        return appended + replacement;
    }
    qsizetype end = begin + 1;
    while (end < lines.size() && !startsBlock(lines.at(end))) {
        ++end;
    }
    const QString before = lines.mid(0, begin).join(QLatin1Char('\n'));
    QString after = lines.mid(end).join(QLatin1Char('\n'));
    if (!after.isEmpty() || (end < lines.size())) {
        after += endedWithNewline ? QStringLiteral("\n") : QString();
    }
    return (before.isEmpty() ? QString() : before + QLatin1Char('\n')) + replacement + after;
}

QString SshConfigFile::withInclude(const QString &userConfig)
{
    static const QRegularExpression include(
        QStringLiteral("^\\s*include\\s*[=\\s]\\s*(.*)$"), QRegularExpression::CaseInsensitiveOption);
    const QStringList lines = userConfig.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (startsBlock(line)) {
            break; // an Include below this line applies only inside that block
        }
        const QRegularExpressionMatch match = include.match(line);
        if (!match.hasMatch()) {
            continue;
        }
        const QStringList targets = match.captured(1).split(QRegularExpression(QStringLiteral("\\s+")));
        for (QString target : targets) {
            target.remove(QLatin1Char('"'));
            if (target == IncludeTarget || target.endsWith(QLatin1String("/.ssh/") + IncludeTarget)) {
                return userConfig;
            }
        }
    }
    return QStringLiteral("# Added by RentDeck: Host blocks of its instances (rentdeck-cli ssh-config --write)\n"
                          "Include ")
        + IncludeTarget + QStringLiteral("\n\n") + userConfig;
}

QStringList SshConfigFile::vscodeRemoteArguments(const QString &alias, const QString &remotePath)
{
    QStringList arguments { QStringLiteral("--remote"), QStringLiteral("ssh-remote+") + alias };
    if (!remotePath.isEmpty()) {
        arguments.append(remotePath);
    }
    return arguments;
}

Status SshConfigFile::updateRentDeckConfig(const QString &alias, const QString &block) const
{
    const Result<QByteArray> current = readFile(rentdeckConfigFile());
    if (!current) {
        return current.error();
    }
    if (current->isEmpty() && block.isEmpty()) {
        return {};
    }
    const QString before = current->isEmpty() ? QString(FileHeader) : QString::fromUtf8(*current);
    const QString after = replaceBlock(before, alias, block);
    if (after == before && QFileInfo::exists(rentdeckConfigFile())) {
        return {};
    }
    const Status written = writeFile(rentdeckConfigFile(), after.toUtf8());
    if (written) {
        QFile::setPermissions(rentdeckConfigFile(), QFile::ReadOwner | QFile::WriteOwner);
    }
    return written;
}

Status SshConfigFile::ensureInclude() const
{
    const Result<QByteArray> current = readFile(userConfigFile());
    if (!current) {
        return current.error();
    }
    const QString before = QString::fromUtf8(*current);
    const QString after = withInclude(before);
    if (after == before) {
        return {};
    }
    // Prepend bytes rather than re-encode, so the user's own text stays byte for byte.
    return writeFile(userConfigFile(), after.left(after.size() - before.size()).toUtf8() + *current);
}

Status SshConfigFile::write(const Instance &instance) const
{
    if (!instance.ssh.isValid()) {
        return Error::make(
            Error::Code::InvalidInput, tr("%1 has no SSH address yet; wait until it is running.").arg(instance.name()));
    }
    const SshEndpoint &ssh = instance.ssh;
    if (const QString problem = SshAddress::problem(ssh); !problem.isEmpty()) {
        return Error::make(Error::Code::InvalidInput,
            tr("%1 was not written to the OpenSSH config: %2.").arg(instance.name().simplified(), problem));
    }
    for (const QString &value : { instance.name(), ssh.host, ssh.user, ssh.identityFile, ssh.knownHostsFile }) {
        if (!isSafeConfigText(value)) {
            return Error::make(Error::Code::InvalidInput,
                tr("The SSH address of %1 holds a line break, quote or control character, so it was not written "
                   "to the OpenSSH config.")
                    .arg(instance.name().simplified()));
        }
    }
    if (!QFileInfo(m_sshDir).isDir() && !Paths::ensurePrivateDir(m_sshDir)) {
        return Error::make(Error::Code::Io, tr("Could not create %1.").arg(QDir::toNativeSeparators(m_sshDir)));
    }
    QLockFile lock(rentdeckConfigFile() + QStringLiteral(".lock"));
    if (!lock.tryLock(LockTimeoutMs)) {
        return Error::make(
            Error::Code::Io, tr("Another RentDeck is updating %1; try again.").arg(rentdeckConfigFile()));
    }
    if (const Status status = updateRentDeckConfig(hostAlias(instance.name()), hostBlock(instance)); !status) {
        return status;
    }
    return ensureInclude();
}

Status SshConfigFile::remove(const QString &instanceName) const
{
    if (!QFileInfo::exists(rentdeckConfigFile())) {
        return {};
    }
    QLockFile lock(rentdeckConfigFile() + QStringLiteral(".lock"));
    if (!lock.tryLock(LockTimeoutMs)) {
        return Error::make(
            Error::Code::Io, tr("Another RentDeck is updating %1; try again.").arg(rentdeckConfigFile()));
    }
    return updateRentDeckConfig(hostAlias(instanceName), {});
}

bool SshConfigFile::contains(const QString &instanceName) const
{
    const Result<QByteArray> current = readFile(rentdeckConfigFile());
    if (!current) {
        return false;
    }
    const QString alias = hostAlias(instanceName);
    const QStringList lines = QString::fromUtf8(*current).split(QLatin1Char('\n'));
    return std::any_of(
        lines.cbegin(), lines.cend(), [&alias](const QString &line) { return isHostLineFor(line, alias); });
}

} // namespace RentDeck
