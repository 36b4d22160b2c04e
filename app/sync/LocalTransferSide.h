// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "sync/TransferSide.h"

#include <QCoreApplication>

namespace RentDeck {

/** A local folder as one end of an SftpTransferJob: POSIX calls, symlinks never followed below the root. */
class LocalTransferSide final : public TransferSide
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::LocalTransferSide)

public:
    explicit LocalTransferSide(const QString &root);

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
    QByteArray path(const QString &rel) const;

    QString m_root;
};

} // namespace RentDeck
