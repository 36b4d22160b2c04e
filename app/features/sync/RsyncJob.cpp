// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/RsyncJob.h"

#include "logging/LoggingCategories.h"
#include "secrets/EnvironmentSecrets.h"
#include "ssh/OpenSshCommand.h"
#include "ssh/ShellQuote.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHostAddress>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTimer>

#ifdef Q_OS_UNIX
#include <signal.h>
#ifdef Q_OS_LINUX
#include <sys/prctl.h>
#endif
#include <unistd.h>
#endif

namespace RentDeck {

namespace {

constexpr int KillAfterMs = 3000;

QString withTrailingSlash(const QString &path)
{
    return path.endsWith(QLatin1Char('/')) ? path : path + QLatin1Char('/');
}

QString remoteSpec(const SshEndpoint &endpoint, const QString &path)
{
    const QString host = endpoint.host.contains(QLatin1Char(':')) ? QLatin1Char('[') + endpoint.host + QLatin1Char(']')
                                                                  : endpoint.host;
    return endpoint.user + QLatin1Char('@') + host + QLatin1Char(':')
        + withTrailingSlash(path.isEmpty() ? QStringLiteral(".") : path);
}

// Absolute, so that a local name with ':' is never read as host:path.
QString localSpec(const QString &path)
{
    return withTrailingSlash(QFileInfo(path).absoluteFilePath());
}

bool writePrivateFile(const QString &path, const QByteArray &content, QFileDevice::Permissions permissions)
{
    QFile file(path);
    // Created with the final permissions before any byte is written (QFile::open honours them on creation).
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate, permissions)) {
        return false;
    }
    const bool ok = file.write(content) == content.size();
    file.close();
    return ok && file.setPermissions(permissions);
}

bool anyContains(const QStringList &lines, QLatin1String needle)
{
    for (const QString &line : lines) {
        if (line.contains(needle, Qt::CaseInsensitive)) {
            return true;
        }
    }
    return false;
}

// The line that says most: the first rsync message that is not the summary, else ssh's first line.
QString mostTellingLine(const RsyncProgressParser &parser)
{
    for (const QString &line : parser.errors()) {
        if (!line.startsWith(QLatin1String("rsync error:"))
            && !line.contains(QLatin1String("connection unexpectedly closed"))) {
            return line;
        }
    }
    if (!parser.diagnostics().isEmpty()) {
        return parser.diagnostics().constLast();
    }
    return parser.errors().isEmpty() ? QString() : parser.errors().constFirst();
}

} // namespace

RsyncJob::RsyncJob(RsyncOptions options, QObject *parent)
    : FileTransfer(parent)
    , m_options(std::move(options))
{
}

RsyncJob::~RsyncJob()
{
    if (m_process && m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
#ifdef Q_OS_UNIX
        ::kill(-static_cast<pid_t>(m_process->processId()), SIGKILL);
#endif
        m_process->kill();
        m_process->waitForFinished(2000);
    }
}

void RsyncJob::setPassword(const QString &password)
{
    m_password = password;
}

bool RsyncJob::isRunning() const
{
    return m_process && m_process->state() != QProcess::NotRunning;
}

bool RsyncJob::isLoopbackHost(const QString &host)
{
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0) {
        return true;
    }
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

QStringList RsyncJob::translateIgnoreFile(const QString &text, QStringList *warnings)
{
    QStringList rules;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        QString line = lines.at(i);
        if (line.endsWith(QLatin1Char('\r'))) {
            line.chop(1);
        }
        // Trailing spaces are ignored by git unless escaped with a backslash.
        while (line.endsWith(QLatin1Char(' ')) && !line.endsWith(QLatin1String("\\ "))) {
            line.chop(1);
        }
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) {
            continue;
        }
        if (line.startsWith(QLatin1Char('!'))) {
            if (warnings) {
                warnings->append(
                    tr("Line %1: negation (\"%2\") is not supported by rsync and was ignored.").arg(i + 1).arg(line));
            }
            continue;
        }
        if (line.startsWith(QLatin1String("\\#")) || line.startsWith(QLatin1String("\\!"))) {
            line.remove(0, 1);
        }
        // git anchors a pattern with a slash before its end at the root; rsync would match it at any depth.
        const QString body = line.endsWith(QLatin1Char('/')) ? line.chopped(1) : line;
        if (body.contains(QLatin1Char('/')) && !line.startsWith(QLatin1Char('/'))
            && !line.startsWith(QLatin1String("**/"))) {
            line.prepend(QLatin1Char('/'));
        }
        rules.append(line);
    }
    return rules;
}

QStringList RsyncJob::buildArguments(
    const RsyncOptions &options, const QString &excludeFromFile, const QString &filesFromFile, bool usePassword)
{
    QStringList args { QStringLiteral("-a"), QStringLiteral("--partial"), QStringLiteral("--partial-dir=") + PartialDir,
        QStringLiteral("--info=progress2,name0"), QStringLiteral("--outbuf=L"), QStringLiteral("--stats"),
        // Names reach the remote rsync unsplit by its shell (spaces, quotes, $): rsync >= 3.0 on both ends.
        QStringLiteral("--protect-args") };
    if (options.compress.value_or(!isLoopbackHost(options.endpoint.host))) {
        args << QStringLiteral("-z");
    }
    if (options.deleteExtraneous) {
        args << QStringLiteral("--delete");
    }
    if (options.checksum) {
        args << QStringLiteral("--checksum");
    }
    if (options.bandwidthLimitKiB > 0) {
        args << QStringLiteral("--bwlimit=%1").arg(options.bandwidthLimitKiB);
    }
    if (options.timeoutSeconds > 0) {
        args << QStringLiteral("--timeout=%1").arg(options.timeoutSeconds);
    }
    // rsync's own rule for its partial dir covers folders only ("NAME/"): a symlink of that name from the other side
    // would be copied, and a later transfer into that folder would write through it. The name is ours, any kind.
    args << QStringLiteral("--exclude=") + PartialDir;
    for (const QString &pattern : options.excludes) {
        args << QStringLiteral("--exclude=") + pattern;
    }
    if (!excludeFromFile.isEmpty()) {
        args << QStringLiteral("--exclude-from=") + excludeFromFile;
    }
    if (!filesFromFile.isEmpty()) {
        args << QStringLiteral("--files-from=") + filesFromFile << QStringLiteral("--from0");
    }
    QStringList ssh { QStringLiteral("ssh") };
    ssh << OpenSshCommand::options(options.endpoint);
    if (usePassword) {
        ssh << QStringLiteral("-o") << QStringLiteral("BatchMode=no") << QStringLiteral("-o")
            << QStringLiteral("NumberOfPasswordPrompts=1");
    } else {
        ssh << QStringLiteral("-o") << QStringLiteral("BatchMode=yes");
    }
    // rsync splits -e itself and understands sh-style single and double quotes, so ShellQuote's output works.
    args << QStringLiteral("-e") << ShellQuote::join(ssh);
    const QString local = localSpec(options.localPath);
    const QString remote = remoteSpec(options.endpoint, options.remotePath);
    // "--": nothing after it is an option, whatever it starts with.
    args << QStringLiteral("--");
    if (options.direction == RsyncOptions::Direction::Push) {
        args << local << remote;
    } else {
        args << remote << local;
    }
    return args;
}

bool RsyncJob::prepareFiles(QString *excludeFrom, QString *filesFrom, Error *error)
{
    const bool needDir = !m_password.isEmpty() || !m_options.filesFrom.isEmpty() || !m_options.ignoreFile.isEmpty()
        || m_options.direction == RsyncOptions::Direction::Push;
    if (!needDir) {
        return true;
    }
    m_privateDir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/rentdeck-rsync-XXXXXX"));
    if (!m_privateDir->isValid()) {
        *error = Error::make(Error::Code::Io,
            tr("Cannot create a private temporary folder for rsync: %1").arg(m_privateDir->errorString()));
        return false;
    }
    const QString dir = m_privateDir->path();
    QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    const auto fail = [&](const QString &what) {
        *error = Error::make(Error::Code::Io, tr("Cannot write %1 for rsync in %2.").arg(what, dir));
        return false;
    };
    const auto rw = QFileDevice::ReadOwner | QFileDevice::WriteOwner;

    QString ignore = m_options.ignoreFile;
    if (ignore.isEmpty() && m_options.direction == RsyncOptions::Direction::Push) {
        const QString candidate = QDir(m_options.localPath).filePath(QStringLiteral(".rdignore"));
        if (QFileInfo::exists(candidate)) {
            ignore = candidate;
        }
    }
    if (!ignore.isEmpty()) {
        QFile file(ignore);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = Error::make(
                Error::Code::Io, tr("Cannot read the ignore file %1: %2").arg(ignore, file.errorString()));
            return false;
        }
        QStringList warnings;
        const QStringList rules = translateIgnoreFile(QString::fromUtf8(file.readAll()), &warnings);
        for (const QString &warning : warnings) {
            qCWarning(lcSync) << ignore << warning;
        }
        *excludeFrom = dir + QStringLiteral("/excludes");
        if (!writePrivateFile(*excludeFrom, rules.join(QLatin1Char('\n')).toUtf8() + '\n', rw)) {
            return fail(tr("the exclude list"));
        }
    }
    if (!m_options.filesFrom.isEmpty()) {
        QByteArray list;
        for (const QString &path : m_options.filesFrom) {
            list += path.toUtf8() + '\0';
        }
        *filesFrom = dir + QStringLiteral("/files-from");
        if (!writePrivateFile(*filesFrom, list, rw)) {
            return fail(tr("the file list"));
        }
    }
    if (!m_password.isEmpty()) {
        const QString passwordFile = dir + QStringLiteral("/secret");
        QByteArray secret = m_password.toUtf8() + '\n';
        const bool written = writePrivateFile(passwordFile, secret, rw);
        secret.fill('\0');
        m_password.fill(QLatin1Char('\0'));
        m_password.clear();
        if (!written) {
            return fail(tr("the password file"));
        }
        // Prints the password once and deletes it, so a second prompt (wrong password) gets nothing.
        const QString quoted = ShellQuote::quote(passwordFile);
        const QString script = QStringLiteral("#!/bin/sh\n[ -f %1 ] || exit 1\ncat %1\nrm -f %1\n").arg(quoted);
        if (!writePrivateFile(dir + QStringLiteral("/askpass"), script.toUtf8(), rw | QFileDevice::ExeOwner)) {
            return fail(tr("the password helper"));
        }
        m_usePassword = true;
    }
    return true;
}

void RsyncJob::start()
{
    if (m_started) {
        return;
    }
    m_started = true;
    if (m_cancelled) {
        fail(Error::make(Error::Code::Cancelled, tr("Cancelled.")));
        return;
    }
    const QString program = m_options.rsyncProgram.isEmpty() ? QStandardPaths::findExecutable(QStringLiteral("rsync"))
                                                             : m_options.rsyncProgram;
    if (program.isEmpty() || !QFileInfo(program).isExecutable()) {
        fail(Error::make(Error::Code::Missing,
            tr("rsync is not installed on this computer: install it (sudo apt install rsync, sudo dnf install rsync "
               "or brew install rsync) or use the SFTP fallback.")));
        return;
    }
    if (QStandardPaths::findExecutable(QStringLiteral("ssh")).isEmpty()) {
        fail(Error::make(Error::Code::Missing,
            tr("The OpenSSH client (ssh) is not installed on this computer: install it (sudo apt install "
               "openssh-client) or use the SFTP fallback.")));
        return;
    }
    if (Error invalid = invalidOptions(); invalid.isError()) {
        fail(invalid);
        return;
    }
    QString excludeFrom;
    QString filesFrom;
    Error error;
    if (!prepareFiles(&excludeFrom, &filesFrom, &error)) {
        fail(error);
        return;
    }
    m_arguments = buildArguments(m_options, excludeFrom, filesFrom, m_usePassword);

    QProcessEnvironment env = EnvironmentSecrets::withoutSecrets(QProcessEnvironment::systemEnvironment());
    // Progress numbers in the C locale; LC_ALL would override LC_NUMERIC, so its value moves to LC_CTYPE.
    if (env.contains(QStringLiteral("LC_ALL"))) {
        env.insert(QStringLiteral("LC_CTYPE"), env.value(QStringLiteral("LC_ALL")));
        env.remove(QStringLiteral("LC_ALL"));
    }
    env.insert(QStringLiteral("LC_NUMERIC"), QStringLiteral("C"));
    env.remove(QStringLiteral("SSH_ASKPASS"));
    env.remove(QStringLiteral("SSH_ASKPASS_REQUIRE"));
    if (m_usePassword) {
        env.insert(QStringLiteral("SSH_ASKPASS"), m_privateDir->path() + QStringLiteral("/askpass"));
        env.insert(QStringLiteral("SSH_ASKPASS_REQUIRE"), QStringLiteral("force"));
        if (env.value(QStringLiteral("DISPLAY")).isEmpty()) {
            env.insert(QStringLiteral("DISPLAY"), QStringLiteral(":0")); // OpenSSH < 8.4 needs it to use askpass
        }
    }

    m_process = new QProcess(this);
    m_process->setProcessEnvironment(env);
    m_process->setProcessChannelMode(QProcess::SeparateChannels);
    m_process->setStandardInputFile(QProcess::nullDevice());
#ifdef Q_OS_UNIX
    // Own process group: cancel() can end ssh with rsync, and no terminal's signals reach them. On Linux rsync also
    // ends when RentDeck dies (even by SIGKILL), so no orphan goes on writing behind a sync the user sees as over;
    // its partial-dir keeps what it had for the next run.
    m_process->setChildProcessModifier([] {
        ::setpgid(0, 0);
#ifdef Q_OS_LINUX
        ::prctl(PR_SET_PDEATHSIG, SIGTERM);
#endif
    });
#endif
    connect(m_process, &QProcess::readyReadStandardOutput, this, [this] { onReadyRead(QProcess::StandardOutput); });
    connect(m_process, &QProcess::readyReadStandardError, this, [this] { onReadyRead(QProcess::StandardError); });
    connect(m_process, &QProcess::finished, this, &RsyncJob::onProcessFinished);
    connect(m_process, &QProcess::errorOccurred, this, &RsyncJob::onProcessError);
    qCInfo(lcSync).noquote() << "rsync" << ShellQuote::join(m_arguments);
    m_process->start(program, m_arguments);
}

void RsyncJob::cancel()
{
    if (isFinished() || m_cancelled) {
        return;
    }
    m_cancelled = true;
    if (!m_started) {
        return; // start() finishes with Cancelled
    }
    if (!isRunning()) {
        return;
    }
    // SIGTERM lets rsync keep what it received in the partial dir; ssh then sees its pipe close.
    m_process->terminate();
    m_killTimer = new QTimer(this);
    m_killTimer->setSingleShot(true);
    connect(m_killTimer, &QTimer::timeout, this, [this] {
        if (isRunning()) {
#ifdef Q_OS_UNIX
            ::kill(-static_cast<pid_t>(m_process->processId()), SIGKILL);
#endif
            m_process->kill();
        }
    });
    m_killTimer->start(KillAfterMs);
}

void RsyncJob::onReadyRead(QProcess::ProcessChannel channel)
{
    m_process->setReadChannel(channel);
    const QByteArray chunk = m_process->readAll();
    const auto stream = channel == QProcess::StandardOutput ? RsyncProgressParser::Stream::Stdout
                                                            : RsyncProgressParser::Stream::Stderr;
    if (m_parser.feed(chunk, stream)) {
        emitProgress();
    }
}

void RsyncJob::emitProgress()
{
    const RsyncProgress &p = m_parser.progress();
    emit progress(
        p.bytes, p.estimatedTotalBytes(), p.percent, p.rateBytesPerSec, p.etaSeconds, p.filesDone, p.filesTotal);
}

void RsyncJob::onProcessError(QProcess::ProcessError processError)
{
    if (processError != QProcess::FailedToStart || isFinished()) {
        return; // crashes and exits arrive through finished()
    }
    // QProcess may report this from inside start(): finish from the event loop, as promised.
    fail(Error::make(Error::Code::Missing,
        tr("Cannot start rsync (%1): install it (sudo apt install rsync) or use the SFTP fallback.")
            .arg(m_process->errorString())));
}

void RsyncJob::onProcessFinished(int exitCode, QProcess::ExitStatus status)
{
    if (isFinished()) {
        return;
    }
    if (m_killTimer) {
        m_killTimer->stop();
    }
    onReadyRead(QProcess::StandardOutput);
    onReadyRead(QProcess::StandardError);
    if (m_parser.finish()) {
        emitProgress();
    }
    m_privateDir.reset(); // the askpass helper and any password left: gone before anyone hears of the result
    m_exitCode = status == QProcess::NormalExit ? exitCode : -1;
    Error error;
    if (m_cancelled) {
        error = Error::make(
            Error::Code::Cancelled, tr("Cancelled. What arrived so far is kept; run the sync again to resume."));
    } else if (status == QProcess::NormalExit && exitCode == 0) {
        const RsyncProgress &p = m_parser.progress();
        if (p.percent != 100) {
            emit progress(p.bytes, p.bytes, 100, p.rateBytesPerSec, 0, p.filesTotal < 0 ? p.filesDone : p.filesTotal,
                p.filesTotal < 0 ? p.filesDone : p.filesTotal);
        }
        qCInfo(lcSync) << "rsync finished:" << p.bytes << "bytes," << m_parser.stats().numberOfFiles << "files";
        finish();
        return;
    } else if (status != QProcess::NormalExit) {
        error = Error::make(Error::Code::Internal,
            tr("rsync stopped unexpectedly (killed or crashed). What arrived so far is kept; run the sync again to "
               "resume."),
            m_parser.errors().join(QLatin1Char('\n')));
    } else {
        error = mapFailure(exitCode, m_parser);
    }
    qCWarning(lcSync) << "rsync failed:" << m_exitCode << error.message;
    finish(error);
}

void RsyncJob::fail(const Error &error)
{
    m_privateDir.reset();
    finish(error); // finished() follows from the event loop, also when this runs inside start()
}

Error RsyncJob::mapFailure(int exitCode, const RsyncProgressParser &parser)
{
    const QStringList &diag = parser.diagnostics();
    const QStringList &errs = parser.errors();
    QStringList all = diag;
    all << errs;
    const QString detail = all.join(QLatin1Char('\n'));
    const QString line = mostTellingLine(parser);
    const auto make = [&](Error::Code code, const QString &message) { return Error::make(code, message, detail); };

    if (anyContains(diag, QLatin1String("REMOTE HOST IDENTIFICATION HAS CHANGED"))
        || anyContains(diag, QLatin1String("has changed and you have requested strict checking"))) {
        return make(Error::Code::HostKey,
            tr("The instance's host key does not match the one RentDeck trusts, so nothing was transferred. If the "
               "instance was re-created, remove its old key from RentDeck's known hosts and connect again; "
               "otherwise someone may be intercepting the connection."));
    }
    if (anyContains(diag, QLatin1String("Host key verification failed"))) {
        return make(Error::Code::HostKey,
            tr("The instance's host key is not in RentDeck's known hosts, so nothing was transferred: connect to "
               "the instance once from RentDeck to check and trust its key."));
    }
    // "Permission denied (publickey,password)." from ssh; not a remote shell's "...: Permission denied".
    if (anyContains(diag, QLatin1String("Permission denied ("))
        || anyContains(diag, QLatin1String("Too many authentication failures"))) {
        return make(Error::Code::Auth,
            tr("The instance refused the login (%1): check the user name, key or password.").arg(line));
    }
    const bool closedAtOnce = anyContains(errs, QLatin1String("connection unexpectedly closed (0 bytes received"));
    if (anyContains(diag, QLatin1String("command not found"))
        || (closedAtOnce && anyContains(diag, QLatin1String("rsync: No such file or directory")))
        || (closedAtOnce && anyContains(diag, QLatin1String("rsync: not found")))) {
        return make(Error::Code::Missing,
            tr("rsync is not installed on the instance: install it (apt install rsync) or use the SFTP fallback."));
    }
    for (const char *network : { "Connection refused", "Connection timed out", "Could not resolve hostname",
             "No route to host", "Network is unreachable", "Connection reset" }) {
        if (anyContains(diag, QLatin1String(network))) {
            return make(Error::Code::Network, tr("Cannot reach the instance: %1").arg(line));
        }
    }
    switch (exitCode) {
    case 1:
    case 2:
    case 4:
        return make(Error::Code::Internal, tr("rsync rejected the request (code %1): %2").arg(exitCode).arg(line));
    case 3:
        return make(Error::Code::Io, tr("Cannot use the source or destination folder: %1").arg(line));
    case 5:
        return make(Error::Code::Ssh, tr("rsync could not start on the instance: %1").arg(line));
    case 10:
        return make(Error::Code::Network, tr("The connection failed during the transfer: %1").arg(line));
    case 11:
        return make(Error::Code::Io, tr("Reading or writing a file failed (disk full?): %1").arg(line));
    case 12:
        return make(Error::Code::Ssh,
            tr("The connection broke during the transfer (%1). Run the sync again to resume.").arg(line));
    case 20:
        return make(Error::Code::Cancelled, tr("rsync was stopped by a signal. Run the sync again to resume."));
    case 23:
        return make(Error::Code::Io,
            tr("Partial transfer: some files or attributes were not transferred (%1). Run the sync again to "
               "resume.")
                .arg(line));
    case 24:
        return make(Error::Code::Io,
            tr("Some source files vanished while they were being transferred. Run the sync again when the data "
               "has settled."));
    case 30:
    case 35:
        return make(Error::Code::Timeout,
            tr("The transfer timed out: no data moved for too long. Run the sync again to resume."));
    case 255:
        return make(Error::Code::Ssh, tr("ssh failed: %1").arg(line));
    default:
        return make(Error::Code::Internal, tr("rsync failed with exit code %1: %2").arg(exitCode).arg(line));
    }
}

} // namespace RentDeck
