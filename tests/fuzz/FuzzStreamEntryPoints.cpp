// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Entry points for text that arrives from processes and instances (rsync, the metric stream, the remote listing
// and watchdog log) and from people (pasted ssh commands), and for HTTP error bodies and headers.
#include "FuzzSupport.h"
#include "net/ApiJob.h"
#include "ssh/SshCommandParser.h"
#include "sync/Manifest.h"
#include "sync/RemoteListing.h"
#include "sync/RsyncProgressParser.h"
#include "watch/MetricStreamParser.h"
#include "watch/WatchdogLog.h"

#include <QDateTime>
#include <QUrl>

namespace RentDeck::Fuzz {

namespace {

/** A chunk size from 1 to 13 derived from the input, so chunked feeding splits lines and UTF-8 sequences. */
qsizetype chunkSize(const QByteArray &input)
{
    return 1 + qsizetype(input.isEmpty() ? 0 : quint8(input.back()) % 13);
}

void checkRsync(const RsyncProgressParser &parser)
{
    const RsyncProgress &progress = parser.progress();
    expect(progress.bytes >= 0, "rsync: negative byte count");
    static_cast<void>(progress.estimatedTotalBytes());
    expect(parser.errors().size() <= RsyncProgressParser::MaxLines, "rsync: errors() above MaxLines");
    expect(parser.diagnostics().size() <= RsyncProgressParser::MaxLines, "rsync: diagnostics() above MaxLines");
    static_cast<void>(parser.stats().changedNothing());
}

} // namespace

void rsyncProgress(const QByteArray &input)
{
    // Whole, as stdout.
    RsyncProgressParser whole;
    static_cast<void>(whole.feed(input));
    static_cast<void>(whole.finish());
    checkRsync(whole);

    // In small chunks: the same updates must come out wherever the chunks are cut.
    RsyncProgressParser chunked;
    const qsizetype step = chunkSize(input);
    for (qsizetype at = 0; at < input.size(); at += step) {
        static_cast<void>(chunked.feed(input.mid(at, step)));
    }
    static_cast<void>(chunked.finish());
    checkRsync(chunked);
    expect(chunked.hasProgress() == whole.hasProgress(), "rsync: chunking changed hasProgress()");
    expect(chunked.progress().bytes == whole.progress().bytes, "rsync: chunking changed the byte count");
    expect(chunked.stats().numberOfFiles == whole.stats().numberOfFiles, "rsync: chunking changed the stats");
    expect(chunked.errorCode() == whole.errorCode(), "rsync: chunking changed the error code");

    // As stderr, and line by line through the static helpers.
    RsyncProgressParser errors;
    static_cast<void>(errors.feed(input, RsyncProgressParser::Stream::Stderr));
    static_cast<void>(errors.finish());
    checkRsync(errors);
    const QString text = QString::fromUtf8(input);
    RsyncProgress line;
    static_cast<void>(RsyncProgressParser::parseProgressLine(text, &line));
    static_cast<void>(RsyncProgressParser::parseRate(text));
    static_cast<void>(RsyncProgressParser::parseEta(text));
}

void sshCommand(const QByteArray &input)
{
    const QString text = QString::fromUtf8(input);
    const Result<ParsedSshCommand> parsed = SshCommandParser::parse(text, QStringLiteral("/home/fuzz"));
    expectExplained(parsed, "SshCommandParser::parse gave no message");
    if (parsed) {
        expect(!parsed->host.isEmpty(), "SshCommandParser: empty host");
        expect(parsed->port >= 1 && parsed->port <= 65535, "SshCommandParser: port out of range");
        expect(!parsed->user.isEmpty(), "SshCommandParser: empty user");
    }
    static_cast<void>(SshCommandParser::splitWords(text));
}

void remoteListing(const QByteArray &input)
{
    // The part after the last "\0=\0" doubles as this computer's copy of the cache (RemoteCacheCopy's file).
    const qsizetype equals = input.lastIndexOf(QByteArrayView("\0=\0", 3));
    const QByteArray localCopy = equals >= 0 ? input.mid(equals + 3) : QByteArray();
    for (const bool useCache : { false, true }) {
        const RemoteListing listing = RemoteListing::parse(input, useCache, localCopy);
        expect(listing.cachedFiles <= listing.files.size(), "RemoteListing: more cached files than files");
        for (auto it = listing.fileIndex.begin(); it != listing.fileIndex.end(); ++it) {
            expect(it.value() >= 0 && it.value() < listing.files.size(), "RemoteListing: fileIndex out of range");
            expect(listing.files.at(it.value()).path == it.key(), "RemoteListing: fileIndex points elsewhere");
        }
        // What RemoteManifestBuilder does next: a manifest, compared with an empty and with itself.
        Manifest manifest = listing.dirsAndLinks;
        for (const RemoteFile &file : listing.files) {
            manifest.insert(
                ManifestEntry { file.path, ManifestEntry::Type::File, file.size.toLongLong(), file.sha256, {} });
        }
        static_cast<void>(manifest.paths());
        static_cast<void>(manifest.totalBytes());
        static_cast<void>(ManifestComparison::compare(manifest, Manifest {}).toJson());
        expect(ManifestComparison::compare(manifest, manifest).identical(), "Manifest differs from itself");
        // The cache it writes back must read back the same.
        const QByteArray records = RemoteListing::cacheRecords(listing.files);
        QByteArray relisted;
        for (const RemoteFile &file : listing.files) {
            if (file.sha256.size() == 64 && !file.path.contains(QChar(0))) {
                for (const QByteArray &field :
                    { QByteArray("F"), file.path.toUtf8(), file.size, file.mtime, file.ctime, file.inode }) {
                    relisted += field;
                    relisted += '\0';
                }
            }
        }
        relisted += QByteArray("C\0", 2) + records;
        static_cast<void>(RemoteListing::parse(relisted, true));
    }
}

void metricStream(const QByteArray &input)
{
    constexpr qint64 Start = 1764511200000; // 2025-11-30T14:00:00Z
    MetricStreamParser whole;
    const MetricStreamParser::Batch all = whole.feed(input, Start);
    const qint64 wholeGarbage = whole.garbageLines();
    static_cast<void>(whole.feed("\n", Start + 1000)); // the last line, if unterminated

    MetricStreamParser chunked;
    const qsizetype step = chunkSize(input);
    qsizetype gpus = 0;
    for (qsizetype at = 0; at < input.size(); at += step) {
        gpus += chunked.feed(QByteArrayView(input).sliced(at, qMin(step, input.size() - at)), Start).gpus.size();
    }
    expect(gpus == all.gpus.size(), "metric stream: chunking changed the GPU samples");
    expect(chunked.garbageLines() == wholeGarbage, "metric stream: chunking changed the garbage count");
    expect(whole.lastGarbage().size() <= 200, "metric stream: lastGarbage() above 200 bytes");
    chunked.restart();
    static_cast<void>(chunked.feed(input, Start + 3600 * 1000));
    static_cast<void>(MetricStreamParser::parseTimestamp(input));
}

void watchdogLog(const QByteArray &input)
{
    for (const int sinceLine : { 0, 1, 3, 1000000 }) {
        const WatchdogLog log = WatchdogLog::parse(input, sinceLine);
        expect(log.nextLine >= 0, "WatchdogLog: negative nextLine");
        for (const WatchdogEvent &event : log.events) {
            expect(event.line >= 1, "WatchdogLog: event line below 1");
            static_cast<void>(event.isPowerOff());
        }
        static_cast<void>(log.find(QStringLiteral("poweroff")));
    }
}

void apiErrors(const QByteArray &input)
{
    static_cast<void>(ApiJob::providerErrorText(input));
    static_cast<void>(ApiJob::excerpt(input));
    static_cast<void>(ApiJob::excerpt(input, 3));
    const QDateTime now(QDate(2026, 11, 30), QTime(14, 0), Qt::UTC);
    if (const auto delay = ApiJob::parseRetryAfter(input, now)) {
        expect(delay->count() >= 0, "Retry-After gave a negative delay");
    }
    static_cast<void>(ApiJob::redactedUrl(QUrl(QString::fromUtf8(input))));
}

} // namespace RentDeck::Fuzz
