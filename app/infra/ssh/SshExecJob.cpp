// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshExecJob.h"

#include "logging/LoggingCategories.h"
#include "ssh/LibSsh.h"
#include "ssh/SshAddress.h"
#include "ssh/SshConnector.h"

#include <QMetaObject>
#include <QMutex>
#include <QMutexLocker>
#include <QThread>
#include <algorithm>
#include <atomic>

namespace RentDeck {

namespace {
constexpr int PollIntervalMs = 100; // how often the worker looks at the cancel flag while waiting
constexpr qsizetype ReadChunk = 64 * 1024;
constexpr qsizetype WriteChunk = 32 * 1024;
} // namespace

/** State shared by the job (owner thread) and its worker thread; outlives whichever ends first. */
struct SshExecJob::Shared
{
    QMutex mutex;
    SshExecJob *owner = nullptr; // guarded by mutex; null once the job is deleted or cancelled
    std::atomic_bool cancelled { false };
    QByteArray password; // written before the worker starts, read only by it; never copied

    ~Shared() { password.fill('\0'); }

    /** Queues \a function to run with the job on the job's thread, unless the job is gone or cancelled. */
    template <typename Function> void post(Function function)
    {
        QMutexLocker locker(&mutex);
        if (owner == nullptr) {
            return;
        }
        // Events still queued when the job is destroyed are discarded by ~QObject, so posting under the
        // mutex that ~SshExecJob takes is race-free.
        SshExecJob *target = owner;
        QMetaObject::invokeMethod(
            target,
            [target, function = std::move(function)] {
                if (!target->m_shared->cancelled.load()) {
                    function(*target);
                }
            },
            Qt::QueuedConnection);
    }

    void run(SshConnector::Options options, const QByteArray &command, const QByteArray &stdinData);
    Error runCommand(ssh_session session, const QString &target, const QByteArray &command, const QByteArray &stdinData,
        int *exitStatus);
    bool drain(ssh_channel channel, bool isStderr, QByteArray &buffer);
};

void SshExecJob::Shared::run(SshConnector::Options options, const QByteArray &command, const QByteArray &stdinData)
{
    options.cancelled = &cancelled;
    options.password = &password;
    SshConnector connector(options);
    Result<LibSsh::SessionPtr> session = connector.connect();
    if (!connector.serverFingerprint().isEmpty()) {
        post([fingerprint = connector.serverFingerprint(), learned = !connector.learnedFingerprint().isEmpty()](
                 SshExecJob &job) { job.onHostKeySeen(fingerprint, learned); });
    }
    if (!session) {
        post([error = session.error()](SshExecJob &job) { job.complete(error, -1); });
        return;
    }
    int exitStatus = -1;
    const Error error = runCommand(session->get(), connector.target(), command, stdinData, &exitStatus);
    post([error, exitStatus](SshExecJob &job) { job.complete(error, exitStatus); });
}

Error SshExecJob::Shared::runCommand(
    ssh_session session, const QString &target, const QByteArray &command, const QByteArray &stdinData, int *exitStatus)
{
    const LibSsh::ChannelPtr channel(ssh_channel_new(session));
    if (!channel || ssh_channel_open_session(channel.get()) != SSH_OK
        || ssh_channel_request_exec(channel.get(), command.constData()) != SSH_OK) {
        const QString detail = LibSsh::errorText(session);
        return Error::make(
            Error::Code::Ssh, SshExecJob::tr("%1 refused to run the command: %2").arg(target, detail), detail);
    }
    const auto lost = [&] {
        const QString detail = LibSsh::errorText(session);
        return Error::make(Error::Code::Network,
            SshExecJob::tr("The connection to %1 was lost while the command was running: %2").arg(target, detail),
            detail);
    };
    QByteArray buffer(ReadChunk, Qt::Uninitialized);
    qsizetype written = 0;
    bool eofSent = false;
    while (true) {
        if (cancelled.load()) {
            // OpenSSH delivers the signal to the command's process group (not for root logins, see cancel()).
            ssh_channel_request_send_signal(channel.get(), "TERM");
            ssh_channel_close(channel.get());
            return Error::make(Error::Code::Cancelled, SshExecJob::tr("Cancelled."));
        }
        if (!eofSent) {
            // Write only what the window takes, so a command that talks back while reading cannot deadlock us.
            const qsizetype room = std::min<qsizetype>({ stdinData.size() - written, WriteChunk,
                static_cast<qsizetype>(ssh_channel_window_size(channel.get())) });
            if (room > 0) {
                const int n
                    = ssh_channel_write(channel.get(), stdinData.constData() + written, static_cast<uint32_t>(room));
                if (n == SSH_ERROR) {
                    return lost();
                }
                written += n;
            }
            if (written >= stdinData.size()) {
                ssh_channel_send_eof(channel.get());
                eofSent = true;
            }
        }
        if (ssh_channel_poll_timeout(channel.get(), eofSent ? PollIntervalMs : 10, 0) == SSH_ERROR
            || !drain(channel.get(), false, buffer) || !drain(channel.get(), true, buffer)) {
            return lost();
        }
        if (ssh_channel_is_eof(channel.get()) || ssh_channel_is_closed(channel.get())) {
            if (!drain(channel.get(), false, buffer) || !drain(channel.get(), true, buffer)) {
                return lost();
            }
            break;
        }
    }
    *exitStatus = ssh_channel_get_exit_status(channel.get());
    ssh_channel_close(channel.get());
    return {};
}

bool SshExecJob::Shared::drain(ssh_channel channel, bool isStderr, QByteArray &buffer)
{
    while (true) {
        const int n = ssh_channel_read_nonblocking(
            channel, buffer.data(), static_cast<uint32_t>(buffer.size()), isStderr ? 1 : 0);
        if (n == SSH_ERROR) {
            return false;
        }
        if (n <= 0) {
            return true; // nothing buffered now, or SSH_EOF
        }
        post([chunk = QByteArray(buffer.constData(), n), isStderr](SshExecJob &job) { job.onOutput(chunk, isStderr); });
    }
}

SshExecJob::SshExecJob(SshEndpoint endpoint, QString command, QObject *parent)
    : Job(parent, Ownership::OwnedByCaller)
    , m_endpoint(std::move(endpoint))
    , m_command(std::move(command))
    , m_shared(std::make_shared<Shared>())
{
    m_shared->owner = this;
}

SshExecJob::~SshExecJob()
{
    m_shared->cancelled = true;
    QMutexLocker locker(&m_shared->mutex);
    m_shared->owner = nullptr;
}

void SshExecJob::setPassword(const QString &password)
{
    m_shared->password.fill('\0');
    m_shared->password = password.toUtf8();
}

void SshExecJob::start()
{
    if (m_started) {
        qCWarning(lcSsh) << "SshExecJob::start() called twice; ignored";
        return;
    }
    m_started = true;
    if (isFinished() || m_shared->cancelled.load()) {
        return; // cancelled before start
    }
    if (!m_endpoint.isValid()) {
        QMetaObject::invokeMethod(
            this,
            [this] {
                complete(Error::make(Error::Code::InvalidInput,
                             tr("Cannot run a command over SSH: the instance has no SSH address yet.")),
                    -1);
            },
            Qt::QueuedConnection);
        return;
    }
    if (const QString problem = SshAddress::problem(m_endpoint); !problem.isEmpty()) {
        QMetaObject::invokeMethod(
            this,
            [this, problem] {
                complete(
                    Error::make(Error::Code::InvalidInput, tr("Cannot run a command over SSH: %1.").arg(problem)), -1);
            },
            Qt::QueuedConnection);
        return;
    }
    SshConnector::Options options;
    options.endpoint = m_endpoint;
    options.hostKeyPolicy = m_policy;
    options.connectTimeout = m_connectTimeout;
    options.authTimeout = m_authTimeout;
    // A dedicated thread rather than QThreadPool: a command may run for hours and must not starve the pool.
    LibSsh::startWorker(QStringLiteral("rd-ssh-exec"),
        [shared = m_shared, options, command = m_command.toUtf8(), stdinData = m_stdinData] {
            shared->run(options, command, stdinData);
        });
}

void SshExecJob::cancel()
{
    if (isFinished() || m_shared->cancelled.load()) {
        return;
    }
    m_shared->cancelled = true;
    {
        QMutexLocker locker(&m_shared->mutex);
        m_shared->owner = nullptr; // the worker winds down on its own and reports nothing more
    }
    complete(Error::make(Error::Code::Cancelled, tr("Cancelled: %1").arg(m_command)), -1);
}

void SshExecJob::onOutput(const QByteArray &data, bool isStderr)
{
    if (isStderr) {
        m_stderr += data;
        emit stderrReceived(data);
    } else {
        m_stdout += data;
        emit stdoutReceived(data);
    }
}

void SshExecJob::onHostKeySeen(const QString &fingerprint, bool learned)
{
    m_hostKeyFingerprint = fingerprint;
    if (learned) {
        emit hostKeyLearned(fingerprint);
    }
}

void SshExecJob::complete(const Error &error, int exitStatus)
{
    if (isFinished()) {
        return;
    }
    m_exitStatus = exitStatus;
    if (error.isError() && error.code != Error::Code::Cancelled) {
        qCInfo(lcSsh) << "ssh exec failed:" << error.message;
    }
    finish(error);
}

} // namespace RentDeck
