// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FaultTools.h"

#include "core/Paths.h"
#include "sandbox/SandboxInstanceStore.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <unistd.h>

namespace RentDeck::FaultTools {

QList<qint64> sandboxProcesses(const QString &instanceId)
{
    // The whole marker, with the hash of this RENTDECK_HOME: sandbox:1 of another home (a soak run, another test)
    // is somebody else's machine.
    const QByteArray marker = "RENTDECK_SANDBOX_INSTANCE="
        + SandboxInstanceStore(Paths::providerDir(QStringLiteral("sandbox"))).marker(instanceId).toUtf8();
    QList<qint64> pids;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool number = false;
        const qint64 pid = entry.toLongLong(&number);
        QFile environ(QStringLiteral("/proc/%1/environ").arg(entry));
        if (!number || pid == ::getpid() || !environ.open(QIODevice::ReadOnly)) {
            continue;
        }
        for (const QByteArray &variable : environ.readAll().split('\0')) {
            if (variable == marker) {
                pids << pid;
                break;
            }
        }
    }
    return pids;
}

qint64 sandboxSshdPid(const QString &home, const QString &instanceId)
{
    QFile pidFile(home + QStringLiteral("/providers/sandbox/instances/%1/sshd.pid").arg(instanceId));
    return pidFile.open(QIODevice::ReadOnly) ? pidFile.readAll().trimmed().toLongLong() : 0;
}

int signalAll(const QList<qint64> &pids, int signal)
{
    int signalled = 0;
    for (qint64 pid : pids) {
        signalled += ::kill(pid_t(pid), signal) == 0 ? 1 : 0;
    }
    return signalled;
}

bool fillDisk(const QString &path)
{
    const int fd = ::open(QFile::encodeName(path).constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (fd < 0) {
        return false;
    }
    QByteArray block(64 * 1024, Qt::Uninitialized);
    QRandomGenerator::global()->fillRange(reinterpret_cast<quint32 *>(block.data()), block.size() / 4);
    bool full = false;
    for (qint64 written = 0; written < (qint64(1) << 30) && !full;) {
        const ssize_t n = ::write(fd, block.constData(), size_t(block.size()));
        if (n > 0) {
            written += n;
        }
        full = n < 0 && errno == ENOSPC;
        if (n < 0 && errno != ENOSPC && errno != EINTR) {
            break;
        }
    }
    ::close(fd);
    return full;
}

bool makeTree(const QString &root, int smallFiles, int bigFiles, int bigMiB)
{
    for (int i = 0; i < smallFiles; ++i) {
        const QString dir = root + QStringLiteral("/small/%1").arg(i / 100);
        QFile file(dir + QStringLiteral("/f%1.txt").arg(i));
        if (!QDir().mkpath(dir) || !file.open(QIODevice::WriteOnly)
            || file.write(QByteArray(1024, char('a' + i % 26))) != 1024) {
            return false;
        }
    }
    QByteArray block(1024 * 1024, Qt::Uninitialized);
    for (int i = 0; i < bigFiles; ++i) {
        QFile file(root + QStringLiteral("/big-%1.bin").arg(i));
        if (!file.open(QIODevice::WriteOnly)) {
            return false;
        }
        for (int mib = 0; mib < bigMiB; ++mib) {
            QRandomGenerator::global()->fillRange(reinterpret_cast<quint32 *>(block.data()), block.size() / 4);
            if (file.write(block) != block.size()) {
                return false;
            }
        }
    }
    return true;
}

} // namespace RentDeck::FaultTools
