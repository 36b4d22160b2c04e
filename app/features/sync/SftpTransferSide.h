// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sync/TransferSide.h"

#include <QCoreApplication>
#include <libssh/sftp.h>

namespace RentDeck {

/**
 * A remote folder over SFTP (libssh 0.10) as one end of an SftpTransferJob. Borrows a connected session and an
 * initialised sftp session; both stay on the worker thread that owns them. Reads keep several requests in flight
 * (sftp_async_read); writes are synchronous, one ChunkSize request each (libssh 0.10 has no async write).
 */
class SftpTransferSide final : public TransferSide
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::SftpTransferSide)

public:
    /** \a target names the server in messages (user@host:port). \a root: see normalizedRoot(). */
    SftpTransferSide(ssh_session session, sftp_session sftp, QString target, const QString &root);

    /** "" and "~" -> ".", "~/x" -> "x" (sftp-server starts in the login's home), trailing '/' dropped. Pure. */
    static QString normalizedRoot(const QString &root);

    QString where(const QString &rel) const override;
    std::optional<TransferEntry> stat(const QString &rel, Error *error) override;
    Status list(const QString &rel, TransferListing *entries) override;
    Status makeRoot() override;
    Status makeDir(const QString &rel) override;
    Status makeLink(const QString &rel, const QByteArray &target) override;
    Status remove(const QString &rel, TransferEntry::Kind kind) override;
    Status setAttributes(const QString &rel, const TransferEntry &entry) override;
    Status rename(const QString &from, const QString &to) override;
    std::unique_ptr<TransferStream> openRead(const QString &rel, qint64 offset, qint64 length, Error *error) override;
    std::unique_ptr<TransferStream> openWrite(const QString &rel, qint64 offset, Error *error) override;

    /** Why the last SFTP call on \a rel failed: a lost connection (Network), a missing path (NotFound), or Io. */
    Error failure(const QString &action, const QString &rel) const;

private:
    QString remotePath(const QString &rel) const;
    QByteArray path(const QString &rel) const { return remotePath(rel).toUtf8(); }
    QByteArray readLink(const QString &rel) const;
    bool isDirectory(const QByteArray &path) const;

    ssh_session m_session;
    sftp_session m_sftp;
    QString m_target;
    QString m_root;
};

} // namespace RentDeck
