// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/RemoteManifestBuilder.h"

#include "logging/LoggingCategories.h"
#include "ssh/ShellQuote.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshSession.h"
#include "sync/RemoteCacheCopy.h"
#include "sync/RemoteListing.h"

#include <QLocale>
#include <QtConcurrent>
#include <algorithm>

namespace RentDeck {

namespace {

// Each command reaches the remote shell as one `sh -c` argument, which Linux caps at 128 KiB.
constexpr qsizetype MaxCommandBytes = 96 * 1024;
constexpr qsizetype MaxBatchFiles = 2000;
// From this size a file is hashed alone, by `openssl dgst` where the instance has it: OpenSSL uses the CPU's SHA
// instructions, coreutils' sha256sum does not (1 GiB: ~1 s against ~2.6 s here). A process per file costs a few
// milliseconds, which pays off only for files this big.
constexpr qint64 BigFileBytes = 8 * 1024 * 1024;

const QString RemoteTempCacheName = Manifest::CacheFileName + QStringLiteral(".tmp");

// Hashes "$@" when sha256sum is missing; writes "HEX  NAME\0" like sha256sum -z.
const QString PythonHasher
    = QStringLiteral("import sys, hashlib, os\n"
                     "for p in sys.argv[1:]:\n"
                     "    h = hashlib.sha256()\n"
                     "    with open(p, 'rb') as f:\n"
                     "        for b in iter(lambda: f.read(1 << 20), b''):\n"
                     "            h.update(b)\n"
                     "    sys.stdout.buffer.write(h.hexdigest().encode() + b'  ' + os.fsencode(p) + b'\\0')\n"
                     "    sys.stdout.buffer.flush()\n");

// Lists "." like the find/stat branch of listCommand(): same records, same time format.
const QString PythonLister = QStringLiteral(
    "import os, sys, stat\n"
    "out = sys.stdout.buffer\n"
    "skip = {b'.rentdeck-manifest-cache', b'.rentdeck-manifest-cache.tmp'}\n"
    "def ns(t):\n"
    "    return b'%d.%09d0' % (t // 1000000000, t % 1000000000)\n"
    "def walk(d):\n"
    "    for e in os.scandir(d):\n"
    "        p = e.path\n"
    "        if e.name in skip:\n"
    "            continue\n"
    "        st = os.lstat(p)\n"
    "        if stat.S_ISLNK(st.st_mode):\n"
    "            out.write(b'L\\0' + p + b'\\0' + os.readlink(p) + b'\\0')\n"
    "        elif stat.S_ISDIR(st.st_mode):\n"
    "            out.write(b'D\\0' + p + b'\\0')\n"
    "            walk(p)\n"
    "        elif stat.S_ISREG(st.st_mode):\n"
    "            out.write(b'F\\0%s\\0%d\\0%s\\0%s\\0%d\\0' % (p, st.st_size, ns(st.st_mtime_ns), ns(st.st_ctime_ns),"
    " st.st_ino))\n"
    "walk(b'.')\n");

/** GNU find printing the listing's records; listCommand() and treeStateCommand() must print the same bytes. */
QString findPrintfCommand()
{
    return QStringLiteral("find . ! -name . ! -name %1 ! -name %2 \\( "
                          "\\( -type l -printf 'L\\0%p\\0%l\\0' \\) -o \\( -type d -printf 'D\\0%p\\0' \\) -o "
                          "\\( -type f -printf 'F\\0%p\\0%s\\0%T@\\0%C@\\0%i\\0' \\) \\)")
        .arg(Manifest::CacheFileName, RemoteTempCacheName);
}

} // namespace

RemoteManifestBuilder::RemoteManifestBuilder(SshSession *session, QObject *parent)
    : Job(parent, Ownership::OwnedByCaller)
    , m_session(session)
{
    connect(&m_parseWatcher, &QFutureWatcher<RemoteListing>::finished, this, &RemoteManifestBuilder::onParsed);
}

RemoteManifestBuilder::~RemoteManifestBuilder()
{
    m_parseWatcher.waitForFinished();
    delete m_listChannel.data();
    for (const QPointer<SshExecChannel> &channel : std::as_const(m_channels)) {
        delete channel.data();
    }
}

namespace {
// "~", "~/x" and "" as the login's relative paths; everything else unchanged.
QString normalizedRoot(const QString &root)
{
    if (root.isEmpty() || root == u'~') {
        return QStringLiteral(".");
    }
    return root.startsWith(QStringLiteral("~/")) ? root.mid(2) : root;
}
} // namespace

QString RemoteManifestBuilder::rootExpression(const QString &root)
{
    const QString path = normalizedRoot(root);
    // Relative to $HOME, not to the login folder (they differ when HOME is overridden, as in LocalSshd).
    return path.startsWith(u'/') ? ShellQuote::quote(path) : QStringLiteral("\"$HOME\"/") + ShellQuote::quote(path);
}

QString RemoteManifestBuilder::listCommand(const QString &quotedRoot, const QByteArray &knownSignature)
{
    const QString cache = Manifest::CacheFileName;
    // GNU find's -printf (one process), else find + GNU stat, else python3 writing the same records. Times are
    // find's %T@: seconds, '.', nanoseconds and a '0' (ten digits), so a cache written by one branch serves all.
    return QStringLiteral(
        "cd -- %1 || exit 3\n"
        "if find . -maxdepth 0 -printf '' >/dev/null 2>&1; then\n"
        "%7 || exit 4\n"
        "elif stat --version >/dev/null 2>&1 && command -v find >/dev/null 2>&1; then\n"
        "find . ! -name . ! -name %2 ! -name %3 \\( "
        "\\( -type l -exec sh -c 'for f do printf \"L\\0%s\\0%s\\0\" \"$f\" \"$(readlink -- \"$f\")\"; done' sh {} + "
        "\\) -o "
        "\\( -type d -exec sh -c 'for f do printf \"D\\0%s\\0\" \"$f\"; done' sh {} + \\) -o "
        "\\( -type f -exec stat --printf 'F\\0%n\\0%s\\0%.9Y0\\0%.9Z0\\0%i\\0' -- {} + \\) \\) || exit 4\n"
        "else\n"
        "python3 -c %4 || exit 4\n"
        "fi\n"
        "printf 'C\\0'\n"
        "sig=$(%5)\n"
        "printf 'S\\0%s\\0' \"$sig\"\n"
        "if [ -n \"$sig\" ] && [ \"$sig\" = %6 ]; then printf '=\\0'; else cat -- ./%2 2>/dev/null; fi\n"
        "exit 0\n")
        .arg(quotedRoot, cache, RemoteTempCacheName, ShellQuote::quote(PythonLister),
            RemoteCacheCopy::signatureCommand(), ShellQuote::quote(QString::fromLatin1(knownSignature)),
            findPrintfCommand());
}

QString RemoteManifestBuilder::treeStateCommand(const QString &quotedRoot)
{
    // The same find as the listing, hashed on the instance: 64 bytes come back instead of the records. A failing
    // find still prints a hash, one no listing has; no GNU find or no sha256sum: exit 5, and the caller verifies
    // by manifest as before.
    return QStringLiteral("cd -- %1 || exit 3\n"
                          "find . -maxdepth 0 -printf '' >/dev/null 2>&1 && command -v sha256sum >/dev/null 2>&1 "
                          "|| exit 5\n"
                          "{ %2 || printf 'find failed'; } | sha256sum\n")
        .arg(quotedRoot, findPrintfCommand());
}

QString RemoteManifestBuilder::hashCommand(const QString &quotedRoot, const QStringList &paths, bool bigFiles)
{
    // The same "HEX  NAME\0" records either way; openssl reads the file on stdin, so no file name needs parsing back.
    const QString openssl = bigFiles ? QStringLiteral("if command -v openssl >/dev/null 2>&1; then\n"
                                                      "  for f do\n"
                                                      "    h=$(openssl dgst -sha256 -r < \"$f\") || exit 1\n"
                                                      "    printf '%s  %s\\0' \"${h%% *}\" \"$f\"\n"
                                                      "  done\n"
                                                      "el")
                                     : QString();
    return QStringLiteral("cd -- %1 || exit 3\nset -- %2\n"
                          "%4if command -v sha256sum >/dev/null 2>&1; then\n"
                          "  printf '%s\\0' \"$@\" | xargs -0 sha256sum -z --\n"
                          "else\n"
                          "  python3 -c %3 \"$@\"\n"
                          "fi\n")
        .arg(quotedRoot, ShellQuote::join(paths), ShellQuote::quote(PythonHasher), openssl);
}

void RemoteManifestBuilder::start(const QString &root)
{
    if (m_running || isFinished()) {
        qCWarning(lcSync) << "RemoteManifestBuilder::start() called twice; ignored (a builder builds once)";
        return;
    }
    m_manifest = {};
    m_listOutput.clear();
    m_listErrors.clear();
    m_files.clear();
    m_fileIndex.clear();
    m_batches.clear();
    m_pending.clear();
    m_filesToHash = m_filesHashed = m_cachedFiles = 0;
    m_usedLocalCacheCopy = false;
    m_bytesToHash = m_bytesHashed = 0;
    m_running = true;

    m_rootName = root;
    const QString path = normalizedRoot(root);
    m_quotedRoot = rootExpression(root);
    if (!m_session || m_session->state() == SshSession::State::Failed) {
        conclude(Error::make(Error::Code::Ssh, tr("The SSH session is not usable.")));
        return;
    }
    m_clock.start();
    m_cacheCopy = std::make_unique<RemoteCacheCopy>(m_session->endpoint(), path);
    if (m_useCache) {
        m_cacheCopy->load();
    }
    QString command = listCommand(m_quotedRoot, m_cacheCopy->signature());
    if (m_background) {
        // Under nice where the instance has it, else as it is: a transfer running meanwhile keeps the CPU.
        const QString quoted = ShellQuote::quote(command);
        command
            = QStringLiteral("command -v nice >/dev/null 2>&1 && exec nice -n 10 sh -c %1\nexec sh -c %1").arg(quoted);
    }
    m_listChannel = m_session->exec(command);
    m_listTooLarge = false;
    connect(m_listChannel, &SshExecChannel::stdoutReceived, this, [this](const QByteArray &data) {
        if (m_listTooLarge) {
            return;
        }
        if (m_listOutput.size() + data.size() > m_maxListingBytes) {
            m_listTooLarge = true;
            m_listOutput.clear();
            m_listChannel->cancel();
            return;
        }
        m_listOutput += data;
    });
    connect(m_listChannel, &SshExecChannel::stderrReceived, this,
        [this](const QByteArray &data) { m_listErrors += data.left(4096); });
    connect(m_listChannel, &SshExecChannel::finished, this,
        [this, channel = m_listChannel] { onListed(channel->exitStatus()); });
}

void RemoteManifestBuilder::cancel()
{
    if (!m_running) {
        return;
    }
    m_batches.clear();
    if (m_listChannel) {
        m_listChannel->cancel();
    }
    for (const QPointer<SshExecChannel> &channel : std::as_const(m_channels)) {
        if (channel) {
            channel->cancel();
        }
    }
    conclude(Error::make(Error::Code::Cancelled, tr("Cancelled.")));
}

Error RemoteManifestBuilder::channelError(SshExecChannel *channel, int exitStatus, const QString &what) const
{
    if (channel->error().isError()) {
        return channel->error();
    }
    return Error::make(Error::Code::Ssh, tr("%1 failed on the instance (exit status %2).").arg(what).arg(exitStatus));
}

void RemoteManifestBuilder::onListed(int exitStatus)
{
    SshExecChannel *channel = m_listChannel;
    if (!m_running || !channel) {
        return;
    }
    channel->deleteLater();
    m_listChannel.clear();
    if (m_listTooLarge) {
        const QLocale locale;
        conclude(Error::make(Error::Code::Io,
            tr("The instance sent more than %1 for the listing of %2, more than RentDeck verifies at once (over a "
               "million files), or a damaged %3 there: verification stopped. Remove %2/%3 on the instance and try "
               "again, or verify sub-folders one at a time.")
                .arg(locale.formattedDataSize(m_maxListingBytes), m_rootName, Manifest::CacheFileName)));
        return;
    }
    if (exitStatus != 0) {
        Error error = channelError(channel, exitStatus, tr("Listing %1").arg(m_rootName));
        if (exitStatus == 3) {
            error = Error::make(Error::Code::NotFound, tr("%1 is not a folder on the instance.").arg(m_rootName));
        }
        error.detail = QString::fromUtf8(m_listErrors).trimmed();
        conclude(error);
        return;
    }
    qCDebug(lcSync) << "remote listing:" << m_listOutput.size() << "bytes in" << m_clock.elapsed() << "ms";
    // Several MB for a big tree: parsed on the pool, not on this (GUI) thread.
    m_parseWatcher.setFuture(
        QtConcurrent::run([output = std::exchange(m_listOutput, {}), useCache = m_useCache,
                              copy = m_cacheCopy->records()] { return RemoteListing::parse(output, useCache, copy); }));
}

void RemoteManifestBuilder::onParsed()
{
    if (!m_running) {
        return;
    }
    RemoteListing listing = m_parseWatcher.result();
    m_usedLocalCacheCopy = listing.cacheFromCopy;
    if (m_useCache && !listing.cacheFromCopy) {
        m_cacheCopy->store(listing.cacheSignature, listing.downloadedCache); // the instance sent it: keep it
    }
    qCDebug(lcSync) << "remote listing parsed at" << m_clock.elapsed() << "ms";
    m_manifest = std::move(listing.dirsAndLinks);
    m_files = std::move(listing.files);
    m_fileIndex = std::move(listing.fileIndex);
    m_cachedFiles = listing.cachedFiles;
    m_treeState = listing.treeState;
    startHashing();
}

void RemoteManifestBuilder::startHashing()
{
    QList<const RemoteFile *> todo;
    for (const RemoteFile &file : std::as_const(m_files)) {
        if (file.sha256.isEmpty()) {
            todo.append(&file);
            m_bytesToHash += file.size.toLongLong();
        }
    }
    m_filesToHash = int(todo.size());
    // Big files first, then batches of about a fair share of the bytes each, so the channels finish together.
    std::stable_sort(todo.begin(), todo.end(),
        [](const RemoteFile *a, const RemoteFile *b) { return a->size.toLongLong() > b->size.toLongLong(); });
    const qint64 share = std::max<qint64>(1, m_bytesToHash / (qint64(m_channelCount) * 4));
    QStringList batch;
    qsizetype batchChars = 0;
    qint64 batchBytes = 0;
    for (const RemoteFile *file : std::as_const(todo)) {
        const QString quoted = ShellQuote::quote(file->path);
        const bool big = file->size.toLongLong() >= BigFileBytes;
        if (!batch.isEmpty()
            && (big || batchBytes >= share || batchChars + quoted.size() * 3 > MaxCommandBytes
                || batch.size() >= MaxBatchFiles)) {
            m_batches.append({ batch, false });
            batch.clear();
            batchChars = 0;
            batchBytes = 0;
        }
        batch.append(file->path);
        batchChars += quoted.size() * 3 + 1; // UTF-8 is at most 3 bytes per UTF-16 unit
        batchBytes += file->size.toLongLong();
        if (big) {
            m_batches.append({ std::exchange(batch, {}), true }); // alone: it goes to openssl
            batchChars = 0;
            batchBytes = 0;
        }
    }
    if (!batch.isEmpty()) {
        m_batches.append({ batch, false });
    }
    emit progress(0, m_filesToHash, 0, m_bytesToHash);
    if (m_batches.isEmpty()) {
        writeCache();
        return;
    }
    for (int n = 0; n < m_channelCount && !m_batches.isEmpty(); ++n) {
        startNextBatch();
    }
}

void RemoteManifestBuilder::startNextBatch()
{
    const HashBatch batch = m_batches.takeFirst();
    SshExecChannel *channel = m_session->exec(hashCommand(m_quotedRoot, batch.paths, batch.bigFile));
    m_channels.append(channel);
    m_pending.insert(channel, {});
    connect(channel, &SshExecChannel::stdoutReceived, this,
        [this, channel](const QByteArray &data) { onHashOutput(channel, data); });
    connect(
        channel, &SshExecChannel::finished, this, [this, channel] { onBatchFinished(channel, channel->exitStatus()); });
}

void RemoteManifestBuilder::onHashOutput(SshExecChannel *channel, const QByteArray &data)
{
    QByteArray &pending = m_pending[channel];
    pending += data;
    qsizetype start = 0;
    for (qsizetype end = pending.indexOf('\0', start); end >= 0; end = pending.indexOf('\0', start)) {
        const QByteArray record = pending.mid(start, end - start);
        start = end + 1;
        // "HEX  NAME" (text mode) or "HEX *NAME" (binary mode); names are not escaped with -z.
        if (record.size() < 67) {
            continue;
        }
        const QString path = QString::fromUtf8(record.mid(66));
        const auto it = m_fileIndex.constFind(path);
        if (it == m_fileIndex.constEnd()) {
            continue;
        }
        RemoteFile &file = m_files[*it];
        file.sha256 = record.left(64).toLower();
        ++m_filesHashed;
        m_bytesHashed += file.size.toLongLong();
    }
    pending.remove(0, start);
    emit progress(m_filesHashed, m_filesToHash, m_bytesHashed, m_bytesToHash);
}

void RemoteManifestBuilder::onBatchFinished(SshExecChannel *channel, int exitStatus)
{
    m_channels.removeAll(channel);
    m_pending.remove(channel);
    channel->deleteLater();
    qCDebug(lcSync) << "remote hash batch done at" << m_clock.elapsed() << "ms," << m_filesHashed << "files";
    if (!m_running) {
        return;
    }
    if (exitStatus != 0) {
        const Error error = channelError(channel, exitStatus, tr("Hashing files"));
        m_batches.clear();
        for (const QPointer<SshExecChannel> &other : std::as_const(m_channels)) {
            if (other) {
                other->cancel();
            }
        }
        conclude(error);
        return;
    }
    if (!m_batches.isEmpty()) {
        startNextBatch();
    } else if (m_channels.isEmpty()) {
        writeCache();
    }
}

void RemoteManifestBuilder::writeCache()
{
    for (const RemoteFile &file : std::as_const(m_files)) {
        if (file.sha256.size() != 64) {
            conclude(Error::make(Error::Code::Ssh, tr("The instance returned no hash for %1.").arg(file.path)));
            return;
        }
    }
    if (!m_useCache || m_filesHashed == 0) {
        complete();
        return;
    }
    // Rewrite the whole cache (stale entries drop out) through stdin of one command, then swap it in.
    const QString command
        = QStringLiteral("cd -- %1 && cat > ./%2 && mv -f -- ./%2 ./%3 && { %4; }")
              .arg(m_quotedRoot, RemoteTempCacheName, Manifest::CacheFileName, RemoteCacheCopy::signatureCommand());
    const QByteArray records = RemoteListing::cacheRecords(m_files);
    SshExecChannel *channel = m_session->exec(command, records);
    m_channels.append(channel);
    auto signature = std::make_shared<QByteArray>();
    connect(channel, &SshExecChannel::stdoutReceived, this,
        [signature](const QByteArray &data) { *signature += data.left(256); });
    connect(channel, &SshExecChannel::finished, this, [this, channel, signature, records] {
        const int exitStatus = channel->exitStatus();
        m_channels.removeAll(channel);
        channel->deleteLater();
        if (!m_running) {
            return;
        }
        // What was written is what this computer keeps; a read-only root has no cache and keeps none.
        m_cacheCopy->store(exitStatus == 0 ? *signature : QByteArray(), records);
        complete();
    });
}

void RemoteManifestBuilder::complete()
{
    for (const RemoteFile &file : std::as_const(m_files)) {
        m_manifest.insert(
            ManifestEntry { file.path, ManifestEntry::Type::File, file.size.toLongLong(), file.sha256, {} });
    }
    m_files.clear();
    m_fileIndex.clear();
    conclude({});
}

void RemoteManifestBuilder::conclude(Error error)
{
    if (!m_running) {
        return;
    }
    m_running = false;
    finish(std::move(error));
}

} // namespace RentDeck
