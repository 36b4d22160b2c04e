// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"
#include "sync/ExcludeMatcher.h"
#include "sync/SftpTransferJob.h"
#include "sync/TransferSide.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>
#include <atomic>
#include <functional>
#include <optional>
#include <vector>

namespace RentDeck {

/**
 * What SftpTransferJob does on its worker thread once both sides are open: make the destination tree match the
 * source as the RsyncOptions say (see SftpTransferJob for the semantics). Blocking; one run per object.
 * Problems with single entries (a file that cannot be read, a folder that cannot be listed) are collected and
 * the run goes on; a lost connection or a cancel stops it. While a source folder could not be listed nothing is
 * deleted, as rsync does.
 */
class SftpTransferWorker
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::SftpTransferWorker)

public:
    /** Shared with the job's thread: the cancel flag and the progress it samples. */
    struct Counters
    {
        std::atomic_bool cancelled { false };
        std::atomic<qint64> bytesDone { 0 }; // of bytesTotal, resumed prefixes included
        std::atomic<qint64> bytesTotal { 0 }; // sizes of the files to send
        std::atomic<qint64> bytesSent { 0 };
        std::atomic<int> filesDone { 0 };
        std::atomic<int> filesTotal { 0 }; // files to send
    };

    SftpTransferWorker(const RsyncOptions &options, Counters &counters);

    /** Returns no error, the first problem (with how many more there were), Network or Cancelled. */
    Error run(TransferSide &source, TransferSide &destination);
    const SftpTransferStats &stats() const { return m_stats; }

private:
    using Tree = QMap<QString, TransferEntry>; // relative path -> entry; parents sort before their children

    Error loadIgnoreFile();
    bool walk(TransferSide &side, const QString &dir, Tree &tree, bool isSource, Error *fatal);
    Error syncTrees(const TransferEntry &root);
    Error sendList();
    Error syncEntry(const QString &rel, const TransferEntry &entry, Tree &dest, QStringList *files);
    Error deleteExtraneous(const Tree &source, Tree &dest);
    Error removeTree(const QString &rel, Tree &dest);
    Error placeLink(const QString &rel, const TransferEntry &entry, const std::optional<TransferEntry> &have);
    Error makeParents(const QString &rel);
    Error makePartialDir(const QString &rel);
    Error copyFile(const QString &rel, const TransferEntry &entry, bool whole);
    qint64 resumableSize(const QString &rel, const QString &partial, const TransferEntry &entry);
    Error readEach(TransferSide &side, const QString &rel, qint64 offset, qint64 length,
        const std::function<void(const char *, qint64)> &consume);
    std::optional<bool> sameContent(const QString &rel, qint64 size, Error *error);
    void finishDirectories(const Tree &source, const Tree &dest, const TransferEntry &root);
    void setTotals(qint64 bytes, int files);
    bool record(const Error &error);
    Error cancelled() const;
    Error summary() const;

    RsyncOptions m_options;
    Counters &m_counters;
    ExcludeMatcher m_excludes;
    TransferSide *m_src = nullptr;
    TransferSide *m_dst = nullptr;
    SftpTransferStats m_stats;
    QList<Error> m_problems;
    bool m_sourceIncomplete = false;
    QSet<QString> m_partialDirs; // destination folders whose .rsync-partial was made or used in this run
    QSet<QString> m_touchedDirs; // destination folders whose entries changed: their mtime is set again
    QSet<QString> m_madeDirs; // filesFrom: parents already made
    std::vector<char> m_buffer;
};

} // namespace RentDeck
