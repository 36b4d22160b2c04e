// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace RentDeck {

/** One `--info=progress2` update of rsync. */
struct RsyncProgress
{
    qint64 bytes = 0; // bytes transferred so far (whole run)
    int percent = 0; // of the size rsync knows so far (grows while the file list is incremental)
    double rateBytesPerSec = 0; // rsync's kB/MB/GB are powers of 1024
    int etaSeconds = -1; // -1: unknown (rsync printed ??:??:??)
    int filesTransferred = 0; // xfr#N
    int filesDone = 0; // files checked: total - to-check
    int filesTotal = -1; // -1 while rsync still builds the file list (ir-chk)
    bool fileListComplete = false; // to-chk (final) rather than ir-chk (incremental)
    /** bytes * 100 / percent once the file list is complete and percent > 0; else -1. An estimate. */
    qint64 estimatedTotalBytes() const;
};

/** What `--stats` printed at the end; -1 where a line was not seen. */
struct RsyncStats
{
    qint64 numberOfFiles = -1;
    qint64 createdFiles = -1; // files, folders and links that did not exist on the receiver
    qint64 deletedFiles = -1;
    qint64 regularFilesTransferred = -1;
    qint64 totalFileSize = -1;
    qint64 totalTransferredFileSize = -1;
    qint64 literalData = -1; // bytes sent as-is
    qint64 matchedData = -1; // bytes found in the basis file (a resumed partial file shows up here)
    bool isValid() const { return numberOfFiles >= 0; }
    /** The run left the receiving tree as it was: nothing created, deleted or (re)written. */
    bool changedNothing() const { return createdFiles == 0 && deletedFiles == 0 && regularFilesTransferred == 0; }
};

/**
 * Incremental parser of what `rsync --info=progress2,name0 --outbuf=L --stats` writes: progress updates
 * separated by '\r', the stats block, and rsync's own error lines (`rsync: ...`, `rsync error: ... (code N)`)
 * plus whatever ssh says on stderr. Chunks may be split anywhere, including inside a UTF-8 sequence. Pure, no
 * Qt event loop; garbage is kept as a diagnostic line and never crashes. Not thread-safe (one per job).
 */
class RsyncProgressParser
{
public:
    enum class Stream
    {
        Stdout,
        Stderr,
    };

    /** Feeds one chunk; returns true when at least one new progress update was parsed from it. */
    bool feed(const QByteArray &chunk, Stream stream = Stream::Stdout);
    /** Parses what is left in the buffers (a last line without a terminator). Returns feed()'s meaning. */
    bool finish();

    bool hasProgress() const { return m_hasProgress; }
    const RsyncProgress &progress() const { return m_progress; }
    const RsyncStats &stats() const { return m_stats; }
    /** Lines that start with "rsync:" or "rsync error:", in order (at most MaxLines). */
    const QStringList &errors() const { return m_errors; }
    /** Every other non-empty line that is neither progress nor stats: ssh messages, remote shell errors. */
    const QStringList &diagnostics() const { return m_diagnostics; }
    /** N from the last "rsync error: ... (code N)", else -1. */
    int errorCode() const { return m_errorCode; }

    /** Parses one progress line ("  1,234  5%  1.96MB/s  0:00:02 (xfr#1, to-chk=0/1)"); false if it is none. */
    static bool parseProgressLine(const QString &line, RsyncProgress *out);
    /** "437.47kB/s" -> bytes per second; -1 if unparsable. */
    static double parseRate(QStringView text);
    /** "h:mm:ss" (or "m:ss") -> seconds; -1 for "??:??:??" or garbage. */
    static int parseEta(QStringView text);

    static constexpr int MaxLines = 200;
    static constexpr int MaxBuffer = 64 * 1024; // a "line" longer than this is garbage: dropped

private:
    bool takeLines(QByteArray &buffer, bool flush);
    bool handleLine(const QString &line);
    bool parseStatsLine(const QString &line);

    QByteArray m_out;
    QByteArray m_err;
    RsyncProgress m_progress;
    RsyncStats m_stats;
    QStringList m_errors;
    QStringList m_diagnostics;
    int m_errorCode = -1;
    bool m_hasProgress = false;
};

} // namespace RentDeck
