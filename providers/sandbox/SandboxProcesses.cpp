// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxProcesses.h"

#include "logging/LoggingCategories.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QHash>
#include <csignal>
#include <sys/types.h>
#include <unistd.h>

namespace RentDeck {

namespace {

constexpr int PollMs = 50;
constexpr qint64 GraceMs = 2000;
constexpr qint64 GiveUpMs = 5000;

QByteArray readProc(qint64 pid, const char *entry)
{
    QFile file(QStringLiteral("/proc/%1/%2").arg(pid).arg(QLatin1String(entry)));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Fields after "pid (comm)": state, ppid. comm may contain spaces and parentheses.
bool parseStat(qint64 pid, char *state, qint64 *ppid)
{
    const QByteArray stat = readProc(pid, "stat");
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0) {
        return false;
    }
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    if (fields.size() < 2 || fields.at(0).isEmpty()) {
        return false;
    }
    *state = fields.at(0).at(0);
    *ppid = fields.at(1).toLongLong();
    return true;
}

// starttime is field 22 of /proc/<pid>/stat, the 20th after "pid (comm)".
qint64 parseStartTicks(qint64 pid)
{
    const QByteArray stat = readProc(pid, "stat");
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0) {
        return -1;
    }
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    constexpr qsizetype StartTimeField = 22 - 3;
    bool ok = false;
    const qint64 ticks = fields.size() > StartTimeField ? fields.at(StartTimeField).toLongLong(&ok) : -1;
    return ok ? ticks : -1;
}

QList<qint64> allPids()
{
    QList<qint64> pids;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        if (ok && pid > 1 && pid != QCoreApplication::applicationPid()) {
            pids.append(pid);
        }
    }
    return pids;
}

} // namespace

bool SandboxProc::isAlive(qint64 pid)
{
    char state = 0;
    qint64 ppid = 0;
    return pid > 0 && parseStat(pid, &state, &ppid) && state != 'Z' && state != 'X';
}

bool SandboxProc::isSshd(qint64 pid, const QString &configPath)
{
    if (!isAlive(pid)) {
        return false;
    }
    // sshd rewrites its title ("sshd: /usr/sbin/sshd -f CONFIG [listener] ..."), keeping the arguments.
    const QByteArray cmdline = readProc(pid, "cmdline").replace('\0', ' ');
    return cmdline.contains("sshd") && cmdline.contains(configPath.toUtf8());
}

QList<qint64> SandboxProc::processTree(qint64 root)
{
    if (!isAlive(root)) {
        return {};
    }
    QMultiHash<qint64, qint64> children;
    for (qint64 pid : allPids()) {
        char state = 0;
        qint64 ppid = 0;
        if (parseStat(pid, &state, &ppid) && state != 'Z') {
            children.insert(ppid, pid);
        }
    }
    QList<qint64> tree { root };
    for (qsizetype i = 0; i < tree.size(); ++i) {
        const QList<qint64> direct = children.values(tree.at(i));
        for (qint64 child : direct) {
            if (!tree.contains(child)) {
                tree.append(child);
            }
        }
    }
    return tree;
}

QList<qint64> SandboxProc::withMarker(const QString &marker)
{
    const QByteArray needle = "RENTDECK_SANDBOX_INSTANCE=" + marker.toUtf8();
    QList<qint64> found;
    for (qint64 pid : allPids()) {
        const QList<QByteArray> environment = readProc(pid, "environ").split('\0');
        if (environment.contains(needle) && isAlive(pid)) {
            found.append(pid);
        }
    }
    return found;
}

qint64 SandboxProc::startTicks(qint64 pid)
{
    return parseStartTicks(pid);
}

qint64 SandboxProc::ticksNow()
{
    QFile file(QStringLiteral("/proc/uptime"));
    const QByteArray text = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    bool ok = false;
    const double seconds = text.split(' ').value(0).toDouble(&ok);
    const qint64 now = ok ? static_cast<qint64>(seconds * static_cast<double>(::sysconf(_SC_CLK_TCK))) : -1;
    // A container may show its own uptime here (lxcfs) while stat counts from the host's boot: then "now" would
    // be earlier than our own start, and nothing can be compared.
    return now >= parseStartTicks(QCoreApplication::applicationPid()) ? now : -1;
}

void SandboxReaper::reap(QObject *context, qint64 sshdPid, const QString &sshdConfig, const QString &marker, Done done)
{
    auto *reaper = new SandboxReaper(context, sshdPid, sshdConfig, marker, std::move(done));
    reaper->m_clock.start();
    reaper->m_startedTicks = SandboxProc::ticksNow();
    reaper->poll();
}

SandboxReaper::SandboxReaper(QObject *context, qint64 sshdPid, QString sshdConfig, QString marker, Done done)
    : QObject(context)
    , m_sshdPid(sshdPid)
    , m_sshdConfig(std::move(sshdConfig))
    , m_marker(std::move(marker))
    , m_done(std::move(done))
{
    m_timer.setInterval(PollMs);
    connect(&m_timer, &QTimer::timeout, this, &SandboxReaper::poll);
}

QList<qint64> SandboxReaper::scan() const
{
    QList<qint64> pids;
    if (SandboxProc::isSshd(m_sshdPid, m_sshdConfig)) {
        pids = SandboxProc::processTree(m_sshdPid);
    }
    for (qint64 pid : SandboxProc::withMarker(m_marker)) {
        if (m_startedTicks >= 0 && SandboxProc::startTicks(pid) > m_startedTicks) {
            continue; // the instance's next start, see the class comment
        }
        if (!pids.contains(pid)) {
            pids.append(pid);
        }
    }
    // Children of processes already signalled (they may have lost the marker by clearing their environment).
    for (qint64 pid : m_known) {
        for (qint64 child : SandboxProc::processTree(pid)) {
            if (!pids.contains(child)) {
                pids.append(child);
            }
        }
    }
    return pids;
}

void SandboxReaper::signalAll(int signal)
{
    for (qint64 pid : std::as_const(m_known)) {
        if (SandboxProc::isAlive(pid)) {
            ::kill(static_cast<pid_t>(pid), signal);
        }
    }
}

void SandboxReaper::poll()
{
    const QList<qint64> found = scan();
    QList<qint64> alive;
    for (qint64 pid : found) {
        if (!m_known.contains(pid)) {
            m_known.append(pid);
        }
    }
    for (qint64 pid : std::as_const(m_known)) {
        if (SandboxProc::isAlive(pid)) {
            alive.append(pid);
        }
    }
    m_known = alive;
    if (alive.isEmpty() || m_clock.elapsed() > GiveUpMs) {
        m_timer.stop();
        if (!alive.isEmpty()) {
            qCWarning(lcProviderSandbox) << "processes survived SIGKILL:" << alive;
        }
        const Done done = std::move(m_done);
        deleteLater();
        if (done) {
            done(alive);
        }
        return;
    }
    if (!m_killed && m_clock.elapsed() > GraceMs) {
        m_killed = true;
        qCInfo(lcProviderSandbox) << "sending SIGKILL to" << alive;
        signalAll(SIGKILL);
    } else {
        signalAll(m_killed ? SIGKILL : SIGTERM);
    }
    if (!m_timer.isActive()) {
        m_timer.start();
    }
}

} // namespace RentDeck
