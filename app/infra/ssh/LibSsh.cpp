// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/LibSsh.h"

#include "ssh/KnownHosts.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QMutex>
#include <QThread>
#include <QWaitCondition>
#include <mutex>

namespace RentDeck::LibSsh {

void ensureInitialized()
{
    static std::once_flag once;
    std::call_once(once, [] { ssh_init(); });
}

namespace {
QMutex s_workersMutex;
QWaitCondition s_workersDone;
int s_workers = 0;
} // namespace

void startWorker(const QString &name, std::function<void()> work)
{
    {
        QMutexLocker locker(&s_workersMutex);
        ++s_workers;
    }
    QThread *thread = QThread::create([work = std::move(work)] {
        work();
        QMutexLocker locker(&s_workersMutex);
        --s_workers;
        s_workersDone.wakeAll();
    });
    thread->setObjectName(name);
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}

bool waitForWorkers(std::chrono::milliseconds timeout)
{
    const QDeadlineTimer deadline(timeout);
    QMutexLocker locker(&s_workersMutex);
    while (s_workers > 0) {
        if (!s_workersDone.wait(&s_workersMutex, deadline)) {
            return false;
        }
    }
    return true;
}

void SessionDeleter::operator()(ssh_session session) const
{
    if (ssh_is_connected(session)) {
        ssh_disconnect(session);
    }
    ssh_free(session);
}

void ChannelDeleter::operator()(ssh_channel channel) const
{
    ssh_channel_free(channel);
}

QString errorText(void *sessionOrBind)
{
    return QString::fromUtf8(ssh_get_error(sessionOrBind)).trimmed();
}

QString publicKeyLine(ssh_key key)
{
    char *base64 = nullptr;
    if (key == nullptr || ssh_pki_export_pubkey_base64(key, &base64) != SSH_OK) {
        return {};
    }
    const QString line
        = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key))) + QLatin1Char(' ') + QString::fromLatin1(base64);
    ssh_string_free_char(base64);
    return line;
}

QString fingerprintSha256(ssh_key key)
{
    const QString line = publicKeyLine(key);
    if (line.isEmpty()) {
        return {};
    }
    return KnownHosts::fingerprintSha256(QByteArray::fromBase64(line.section(QLatin1Char(' '), 1, 1).toLatin1()));
}

} // namespace RentDeck::LibSsh
