// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/SftpTransferJob.h"

#include "logging/LoggingCategories.h"
#include "ssh/LibSsh.h"
#include "ssh/SshConnector.h"
#include "sync/LocalTransferSide.h"
#include "sync/SftpTransferSide.h"
#include "sync/SftpTransferWorker.h"

#include <QDeadlineTimer>
#include <QMetaObject>
#include <QMutex>
#include <QMutexLocker>
#include <QScopeGuard>
#include <QThread>
#include <functional>
#include <libssh/sftp.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/socket.h>

namespace RentDeck {

namespace {

constexpr int ProgressIntervalMs = 200; // ~5 updates a second
constexpr int UnblockAfterMs = 5000;
constexpr int StopWaitMs = 3000;
// Also the limit for each later request: generous, a remote disk may stall on a big write.
constexpr std::chrono::milliseconds RequestTimeout { 30000 };

using SftpPtr = std::unique_ptr<sftp_session_struct, decltype(&sftp_free)>;

/** Keepalives and TCP_USER_TIMEOUT: a vanished peer fails the socket in ~30 s instead of blocking for ever. */
void tuneSocket(socket_t fd)
{
    const int on = 1;
    ::setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &on, sizeof on);
#ifdef TCP_USER_TIMEOUT
    const int idle = 10;
    const int count = 3;
    const unsigned int userTimeout = 30000;
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &idle, sizeof idle);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &count, sizeof count);
    ::setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &userTimeout, sizeof userTimeout);
#endif
}

} // namespace

/** State shared by the job (its thread) and the worker thread; outlives whichever ends first. */
struct SftpTransferJob::Shared
{
    QMutex mutex;
    SftpTransferJob *owner = nullptr; // guarded by mutex; null once the job is gone
    socket_t socket = -1; // guarded by mutex; the worker's connection while it has one
    QByteArray password; // set before the worker starts; zeroed by it once authenticated
    SftpTransferWorker::Counters counters;

    ~Shared() { password.fill('\0'); }

    void post(std::function<void(SftpTransferJob &)> function)
    {
        QMutexLocker locker(&mutex);
        if (owner == nullptr) {
            return;
        }
        // ~SftpTransferJob clears owner under this mutex, and ~QObject drops events still queued: race-free.
        SftpTransferJob *target = owner;
        QMetaObject::invokeMethod(
            target, [target, function = std::move(function)] { function(*target); }, Qt::QueuedConnection);
    }

    void setSocket(socket_t fd)
    {
        QMutexLocker locker(&mutex);
        socket = fd;
    }

    /** Wakes a worker blocked on a dead connection: its next read fails. Only the kernel socket is touched. */
    void unblock()
    {
        QMutexLocker locker(&mutex);
        if (socket >= 0) {
            ::shutdown(socket, SHUT_RDWR);
        }
    }

    void run(const SshConnector::Options &connection, const RsyncOptions &options)
    {
        SftpTransferWorker worker(options, counters);
        const Error error = transfer(connection, options, worker);
        post([stats = worker.stats(), error](SftpTransferJob &job) { job.onWorkerFinished(stats, error); });
    }

    Error transfer(SshConnector::Options connection, const RsyncOptions &options, SftpTransferWorker &worker)
    {
        connection.cancelled = &counters.cancelled;
        connection.password = &password;
        SshConnector connector(connection);
        Result<LibSsh::SessionPtr> connected = connector.connect();
        password.fill('\0');
        password.clear();
        if (!connected) {
            return connected.error();
        }
        const LibSsh::SessionPtr session = std::move(connected).value();
        tuneSocket(ssh_get_fd(session.get()));
        setSocket(ssh_get_fd(session.get()));
        const auto forgetSocket = qScopeGuard([this] { setSocket(-1); }); // before the session closes it
        const QString target = connector.target();
        const SftpPtr sftp(sftp_new(session.get()), &sftp_free);
        if (!sftp) {
            const QString detail = LibSsh::errorText(session.get());
            return Error::make(Error::Code::Missing,
                tr("%1 has no SFTP server (the sftp subsystem was refused: %2): install openssh-sftp-server or "
                   "rsync on it.")
                    .arg(target, detail),
                detail);
        }
        if (sftp_init(sftp.get()) != SSH_OK) {
            const QString detail = LibSsh::errorText(session.get());
            return Error::make(Error::Code::Missing,
                tr("The SFTP server of %1 did not start (%2): install openssh-sftp-server or rsync on it.")
                    .arg(target, detail),
                detail);
        }
        LocalTransferSide local(options.localPath);
        SftpTransferSide remote(session.get(), sftp.get(), target, options.remotePath);
        if (options.direction == RsyncOptions::Direction::Push) {
            return worker.run(local, remote);
        }
        return worker.run(remote, local);
    }
};

SftpTransferJob::SftpTransferJob(RsyncOptions options, QObject *parent)
    : FileTransfer(parent)
    , m_options(std::move(options))
    , m_shared(std::make_shared<Shared>())
{
    m_shared->owner = this;
    m_progressTimer.setInterval(ProgressIntervalMs);
    connect(&m_progressTimer, &QTimer::timeout, this, [this] { sampleProgress(); });
    m_unblockTimer.setSingleShot(true);
    m_unblockTimer.setInterval(UnblockAfterMs);
    connect(&m_unblockTimer, &QTimer::timeout, this, [this] { m_shared->unblock(); });
}

SftpTransferJob::~SftpTransferJob()
{
    m_shared->counters.cancelled = true;
    {
        QMutexLocker locker(&m_shared->mutex);
        m_shared->owner = nullptr;
    }
    if (m_thread && !m_thread->wait(QDeadlineTimer(StopWaitMs))) {
        m_shared->unblock();
        m_thread->wait(QDeadlineTimer(StopWaitMs));
    }
}

void SftpTransferJob::setPassword(const QString &password)
{
    m_shared->password.fill('\0');
    m_shared->password = password.toUtf8();
}

void SftpTransferJob::start()
{
    if (m_started) {
        qCWarning(lcSync) << "SftpTransferJob::start() called twice; ignored";
        return;
    }
    m_started = true;
    if (m_cancelled) {
        complete(Error::make(Error::Code::Cancelled, tr("Cancelled.")));
        return;
    }
    if (Error invalid = invalidOptions(); invalid.isError()) {
        complete(invalid);
        return;
    }
    SshConnector::Options connection;
    connection.endpoint = m_options.endpoint;
    connection.authTimeout = RequestTimeout;
    // A thread of its own rather than the pool: a transfer may take hours.
    m_thread
        = QThread::create([shared = m_shared, connection, options = m_options] { shared->run(connection, options); });
    m_thread->setObjectName(QStringLiteral("rd-sftp"));
    connect(m_thread, &QThread::finished, m_thread, &QObject::deleteLater);
    qCInfo(lcSync).noquote() << "sftp" << (m_options.direction == RsyncOptions::Direction::Push ? "push" : "pull")
                             << m_options.localPath << m_options.endpoint.host << m_options.remotePath;
    m_clock.start();
    m_progressTimer.start();
    m_thread->start();
}

void SftpTransferJob::cancel()
{
    if (isFinished() || m_cancelled) {
        return;
    }
    m_cancelled = true;
    if (!m_started) {
        return; // start() finishes with Cancelled
    }
    m_shared->counters.cancelled = true;
    m_unblockTimer.start();
}

void SftpTransferJob::sampleProgress(bool final, bool failed)
{
    const SftpTransferWorker::Counters &c = m_shared->counters;
    const qint64 done = c.bytesDone.load();
    const qint64 total = c.bytesTotal.load();
    const qint64 sent = c.bytesSent.load();
    const int filesDone = c.filesDone.load();
    const qint64 now = m_clock.elapsed();
    if (now > m_rateAtMs) {
        const double instant = double(sent - m_rateBytes) * 1000.0 / double(now - m_rateAtMs);
        m_rate = m_rateAtMs == 0 ? instant : 0.7 * m_rate + 0.3 * instant;
        m_rateBytes = sent;
        m_rateAtMs = now;
    }
    if (!final) {
        m_stats.totalTransferredFileSize = sent;
        m_stats.filesTransferred = filesDone;
        if (done == m_lastBytes) {
            return;
        }
    }
    m_lastBytes = done;
    const bool complete = final && !failed;
    const int percent = complete ? 100 : total > 0 ? int(done * 100 / total) : 0;
    const int eta = complete ? 0 : m_rate > 1 ? int(double(total - done) / m_rate) : -1;
    emit progress(done, total, percent, m_rate, eta, filesDone, c.filesTotal.load());
}

void SftpTransferJob::onWorkerFinished(const SftpTransferStats &stats, const Error &error)
{
    m_stats = stats;
    Error result = error;
    if (m_cancelled && error.isError() && error.code != Error::Code::Cancelled) {
        // The unblocked socket failed the worker: what the user sees is still their cancel.
        result = Error::make(Error::Code::Cancelled,
            tr("Cancelled. Run the transfer again to resume: partly sent files wait in %1 folders.").arg(PartialDir),
            error.message);
    }
    sampleProgress(true, result.isError());
    complete(result);
}

void SftpTransferJob::complete(const Error &error)
{
    if (isFinished()) {
        return;
    }
    m_progressTimer.stop();
    m_unblockTimer.stop();
    if (error.isError() && error.code != Error::Code::Cancelled) {
        qCWarning(lcSync).noquote() << "sftp transfer failed:" << error.message;
    } else {
        qCInfo(lcSync) << "sftp transfer finished:" << m_stats.filesTransferred << "files,"
                       << m_stats.totalTransferredFileSize << "bytes sent," << m_stats.resumedBytes << "resumed";
    }
    finish(error); // finished() follows from the event loop, also when this runs inside start()
}

} // namespace RentDeck
