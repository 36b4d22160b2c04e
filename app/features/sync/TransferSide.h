// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Error.h"
#include "core/Result.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <memory>
#include <optional>
#include <utility>

namespace RentDeck {

/** One entry of a tree being transferred (SftpTransferJob). */
struct TransferEntry
{
    enum class Kind
    {
        File,
        Dir,
        Link,
        Other, // fifo, socket, device: skipped
    };
    Kind kind = Kind::File;
    qint64 size = 0; // files only
    qint64 mtime = 0; // seconds
    uint mode = 0644; // permission bits (07777)
    QByteArray target; // symlinks: the link text
};

using TransferListing = QList<std::pair<QString, TransferEntry>>; // name -> entry, one directory

/** An open file on one side. Not thread-safe; lives on the transfer's worker thread. */
class TransferStream
{
public:
    /** Every read() returns at most this much, every write() is given at most this much. */
    static constexpr qint64 ChunkSize = 255 * 1024; // OpenSSH's sftp-server serves reads up to 255 KiB

    virtual ~TransferStream() = default;
    /** Up to ChunkSize bytes into \a data; 0 when the range asked for is done; -1 on error (see error). */
    virtual qint64 read(char *data) = 0;
    virtual bool write(const char *data, qint64 size) = 0;
    virtual bool close() = 0;

    Error error; // why the last call failed: what, where, why, and what to do
};

/**
 * One end of a transfer: a local folder (LocalTransferSide) or a remote one over SFTP (SftpTransferSide).
 * Paths are '/'-separated and relative to the side's root; "" is the root. Every call blocks: worker thread only.
 */
class TransferSide
{
public:
    virtual ~TransferSide() = default;

    /** How messages name \a rel: a local path, or user@host:port:path. */
    virtual QString where(const QString &rel) const = 0;
    /** Metadata without following symlinks (the root is followed). Absent: nullopt, \a error set only for the root. */
    virtual std::optional<TransferEntry> stat(const QString &rel, Error *error) = 0;
    /** The entries of directory \a rel, without "." and "..". */
    [[nodiscard]] virtual Status list(const QString &rel, TransferListing *entries) = 0;
    /** Creates the root and its missing parents (mkdir -p). */
    [[nodiscard]] virtual Status makeRoot() = 0;
    /** Creates a directory (0700 until setAttributes); fine when one is there already. */
    [[nodiscard]] virtual Status makeDir(const QString &rel) = 0;
    [[nodiscard]] virtual Status makeLink(const QString &rel, const QByteArray &target) = 0;
    /** Removes a file or symlink, or an empty directory. */
    [[nodiscard]] virtual Status remove(const QString &rel, TransferEntry::Kind kind) = 0;
    /** Permission bits and mtime of \a entry (symlinks: where the side can). */
    [[nodiscard]] virtual Status setAttributes(const QString &rel, const TransferEntry &entry) = 0;
    /** Renames, replacing a file at \a to. */
    [[nodiscard]] virtual Status rename(const QString &from, const QString &to) = 0;
    /** Reads \a length bytes from \a offset. */
    virtual std::unique_ptr<TransferStream> openRead(const QString &rel, qint64 offset, qint64 length, Error *error)
        = 0;
    /** Creates (\a offset 0: truncated) or continues a file of exactly \a offset bytes; new files are 0600. */
    virtual std::unique_ptr<TransferStream> openWrite(const QString &rel, qint64 offset, Error *error) = 0;
};

} // namespace RentDeck
