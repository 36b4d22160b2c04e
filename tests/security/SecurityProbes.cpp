// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SecurityProbes.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QMutexLocker>
#include <chrono>
#include <sys/stat.h>

namespace RentDeck {

CommandLineWatch::CommandLineWatch(QList<QByteArray> secrets, QByteArray ignore, QByteArray environOf)
    : m_secrets(std::move(secrets))
    , m_ignore(std::move(ignore))
    , m_environOf(std::move(environOf))
    , m_thread([this] { loop(); })
{
}

CommandLineWatch::~CommandLineWatch()
{
    stop();
}

void CommandLineWatch::stop()
{
    m_stop = true;
    if (m_thread.joinable()) {
        m_thread.join();
    }
}

QStringList CommandLineWatch::leaks() const
{
    QMutexLocker lock(&m_mutex);
    return m_leaks;
}

int CommandLineWatch::processesSeen() const
{
    QMutexLocker lock(&m_mutex);
    return int(m_seen.size());
}

void CommandLineWatch::loop()
{
    while (!m_stop) {
        const QStringList pids = QDir(QStringLiteral("/proc")).entryList({ QStringLiteral("[0-9]*") }, QDir::Dirs);
        for (const QString &pid : pids) {
            QFile file(QStringLiteral("/proc/%1/cmdline").arg(pid));
            if (!file.open(QIODevice::ReadOnly)) {
                continue;
            }
            QByteArray line = file.readAll().replace('\0', ' ');
            if (line.isEmpty() || (!m_ignore.isEmpty() && line.contains(m_ignore))) {
                continue;
            }
            QByteArray environment;
            if (!m_environOf.isEmpty() && line.contains(m_environOf)) {
                QFile environ(QStringLiteral("/proc/%1/environ").arg(pid));
                if (environ.open(QIODevice::ReadOnly)) {
                    environment = environ.readAll().replace('\0', ' ');
                }
            }
            QMutexLocker lock(&m_mutex);
            const QByteArray key = pid.toLatin1() + ' ' + line.left(200);
            if (!m_seen.contains(key)) {
                m_seen.append(key);
            }
            for (const QByteArray &secret : std::as_const(m_secrets)) {
                if (line.contains(secret)) {
                    m_leaks << pid + QStringLiteral(": ")
                            + QString::fromUtf8(line.replace(secret, QByteArrayLiteral("<SECRET>")));
                }
                if (environment.contains(secret)) {
                    m_leaks << pid + QStringLiteral(" (environment): ") + QString::fromUtf8(line);
                }
            }
        }
        ++m_scans;
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    }
}

QStringList entriesNotPrivate(const QString &root, const QStringList &exceptUnder, int *entries)
{
    QStringList found;
    int count = 0;
    QDirIterator it(
        root, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        struct stat info
        {
        };
        if (::lstat(QFile::encodeName(path).constData(), &info) != 0 || S_ISLNK(info.st_mode)) {
            continue;
        }
        ++count;
        bool excepted = false;
        for (const QString &prefix : exceptUnder) {
            excepted = excepted || path.startsWith(prefix + QLatin1Char('/'));
        }
        if (!excepted && (info.st_mode & 077) != 0) {
            found << QStringLiteral("%1 %2").arg(info.st_mode & 0777, 4, 8, QLatin1Char('0')).arg(path);
        }
    }
    if (entries) {
        *entries = count;
    }
    return found;
}

namespace {

QString addressFromProc(const QByteArray &hex)
{
    if (hex.size() == 8) { // IPv4 in the kernel's byte order
        bool ok = false;
        const quint32 value = hex.toUInt(&ok, 16);
        return QStringLiteral("%1.%2.%3.%4")
            .arg(value & 0xff)
            .arg((value >> 8) & 0xff)
            .arg((value >> 16) & 0xff)
            .arg((value >> 24) & 0xff);
    }
    if (hex == "00000000000000000000000000000000") {
        return QStringLiteral("::");
    }
    if (hex == "00000000000000000000000001000000") {
        return QStringLiteral("::1");
    }
    if (hex.startsWith("0000000000000000FFFF0000")) { // ::ffff:a.b.c.d
        return QStringLiteral("::ffff:") + addressFromProc(hex.mid(24));
    }
    return QStringLiteral("v6:") + QString::fromLatin1(hex);
}

} // namespace

QStringList listeningAddresses(quint16 port)
{
    QStringList addresses;
    const QByteArray wanted = QByteArray::number(port, 16).toUpper().rightJustified(4, '0');
    for (const char *table : { "/proc/net/tcp", "/proc/net/tcp6" }) {
        QFile file { QLatin1String(table) };
        if (!file.open(QIODevice::ReadOnly)) {
            continue;
        }
        const QList<QByteArray> lines = file.readAll().split('\n');
        for (const QByteArray &line : lines.mid(1)) {
            const QList<QByteArray> fields = line.simplified().split(' ');
            if (fields.size() < 4 || fields.at(3) != "0A") { // 0A = LISTEN
                continue;
            }
            const QList<QByteArray> local = fields.at(1).split(':');
            if (local.size() == 2 && local.at(1) == wanted) {
                addresses << addressFromProc(local.at(0));
            }
        }
    }
    return addresses;
}

QMap<QString, QByteArray> treeSnapshot(const QString &root)
{
    QMap<QString, QByteArray> tree;
    const QDir base(root);
    QDirIterator it(root, QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = base.relativeFilePath(path);
        if (it.fileInfo().isDir()) {
            tree.insert(relative + QLatin1Char('/'), {});
            continue;
        }
        QFile file(path);
        tree.insert(relative, file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<unreadable>"));
    }
    return tree;
}

} // namespace RentDeck
