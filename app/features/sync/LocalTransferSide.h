// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sync/TransferSide.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>

namespace RentDeck {

/**
 * A local folder as one end of an SftpTransferJob. The names in a transfer come from the other side, which may be
 * a hostile rented machine: every call works relative to a descriptor of the root, reaching each folder one name
 * at a time with O_NOFOLLOW (openat, mkdirat, renameat, unlinkat, fstatat), so no symlink below the root is ever
 * followed, whoever put it there. Only the root itself may be a link: the user chose it.
 */
class LocalTransferSide final : public TransferSide
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::LocalTransferSide)

public:
    explicit LocalTransferSide(const QString &root);
    ~LocalTransferSide() override;
    LocalTransferSide(const LocalTransferSide &) = delete;
    LocalTransferSide &operator=(const LocalTransferSide &) = delete;

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

    /** "Cannot ACTION PATH: strerror. What to do." for errno \a error. */
    Error failure(const QString &action, const QString &rel, int error) const;

private:
    /** The root's descriptor, opened on first use (following the root itself); -1 with errno set. */
    int rootFd();
    /**
     * A descriptor of the folder holding \a rel, reached from the root without following any symlink, and the
     * last name in \a name; -1 with errno set (ELOOP: a folder on the way is a symlink). Owned by the cache.
     */
    int parentFd(const QString &rel, QByteArray *name);
    void forgetFolders();

    struct OpenFolder
    {
        QString rel;
        int fd = -1;
    };

    QString m_root;
    int m_rootFd = -1;
    QList<OpenFolder> m_folders; // a few recently used folders: a file and its partial folder alternate
};

} // namespace RentDeck
