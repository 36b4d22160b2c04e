// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/FileTransfer.h"

#include "ssh/SshAddress.h"

namespace RentDeck {

Error FileTransfer::invalidOptions() const
{
    const RsyncOptions &transfer = options();
    if (!transfer.endpoint.isValid()) {
        return Error::make(Error::Code::InvalidInput, tr("Cannot sync: the instance has no SSH address yet."));
    }
    if (const QString problem = SshAddress::problem(transfer.endpoint); !problem.isEmpty()) {
        return Error::make(Error::Code::InvalidInput, tr("Cannot sync: %1.").arg(problem));
    }
    if (transfer.localPath.isEmpty()) {
        return Error::make(Error::Code::InvalidInput, tr("Cannot sync: no local folder was given."));
    }
    return {};
}

} // namespace RentDeck
