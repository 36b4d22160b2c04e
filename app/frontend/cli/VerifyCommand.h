// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

namespace RentDeck {

class LocalManifestBuilder;
class RemoteManifestBuilder;
class SshSession;

/**
 * `verify NAME LOCAL REMOTE`: builds the manifest of LOCAL here and of REMOTE on the instance (relative to
 * its home unless absolute), both at once, and compares them. Exit 0 when identical, 1 when they differ,
 * 2 on usage errors, 3 when a manifest could not be built.
 */
class VerifyCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void onBuilt();

    QString m_name;
    QString m_local;
    QString m_remote;
    SshSession *m_session = nullptr;
    LocalManifestBuilder *m_localBuilder = nullptr;
    RemoteManifestBuilder *m_remoteBuilder = nullptr;
};

} // namespace RentDeck
