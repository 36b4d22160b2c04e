// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/VerifyCommand.h"

#include "cli/CliContext.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "ssh/SshSession.h"
#include "sync/LocalManifestBuilder.h"
#include "sync/RemoteManifestBuilder.h"

#include <QFileInfo>
#include <QJsonObject>

namespace RentDeck {

namespace {
constexpr int ExitDifferent = 1;
constexpr int ExitNotVerified = 3;
} // namespace

void VerifyCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("NAME"), QStringLiteral("Instance name, e.g. sandbox:3."));
    parser.addPositionalArgument(QStringLiteral("LOCAL"), QStringLiteral("Local folder."));
    parser.addPositionalArgument(
        QStringLiteral("REMOTE"), QStringLiteral("Folder on the instance (relative to its home unless absolute)."));
}

void VerifyCommand::start(const QCommandLineParser &parser)
{
    const QStringList words = parser.positionalArguments();
    if (words.size() != 3) {
        failWith(QStringLiteral("usage: rentdeck-cli verify NAME LOCAL REMOTE [--json]"), ExitUsage);
        return;
    }
    m_name = words.at(0);
    m_local = words.at(1);
    m_remote = words.at(2);
    if (!QFileInfo(m_local).isDir()) {
        failWith(QStringLiteral("%1 is not a local folder").arg(m_local), ExitUsage);
        return;
    }
    withRunningInstance(
        m_name,
        [this](const Instance &instance) {
            const SshEndpoint endpoint = instance.ssh;
            m_context.readPassword(m_name, endpoint, this, [this, endpoint](const QString &password) {
                m_session = new SshSession(endpoint, this);
                if (!password.isEmpty()) {
                    m_session->setPassword(password);
                }
                m_session->connectToHost();
                m_localBuilder = new LocalManifestBuilder(this);
                m_localBuilder->setHashCache(m_context.storage().hashCache());
                m_remoteBuilder = new RemoteManifestBuilder(m_session, this);
                connect(m_localBuilder, &LocalManifestBuilder::finished, this, &VerifyCommand::onBuilt);
                connect(m_remoteBuilder, &RemoteManifestBuilder::finished, this, &VerifyCommand::onBuilt);
                if (!m_context.json()) {
                    CliContext::progress(QStringLiteral("hashing %1 and %2:%3…").arg(m_local, m_name, m_remote));
                }
                m_localBuilder->start(m_local);
                m_remoteBuilder->start(m_remote);
            });
        },
        ExitNotVerified);
}

void VerifyCommand::onBuilt()
{
    if (m_localBuilder->isRunning() || m_remoteBuilder->isRunning()) {
        return;
    }
    if (m_localBuilder->error().isError()) {
        failWith(QStringLiteral("cannot build the manifest of %1: %2").arg(m_local, m_localBuilder->error().message),
            ExitNotVerified);
        return;
    }
    if (m_remoteBuilder->error().isError()) {
        const Error &error = m_remoteBuilder->error();
        failWith(QStringLiteral("cannot build the manifest of %1:%2: %3%4")
                     .arg(m_name, m_remote, error.message,
                         error.detail.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(error.detail)),
            ExitNotVerified);
        return;
    }
    m_session->disconnectFromHost();
    const ManifestComparison result
        = ManifestComparison::compare(m_localBuilder->manifest(), m_remoteBuilder->manifest());
    if (m_context.json()) {
        QJsonObject json = result.toJson();
        json.insert(QStringLiteral("name"), m_name);
        json.insert(QStringLiteral("local"), m_local);
        json.insert(QStringLiteral("remote"), m_remote);
        CliContext::printJson(json);
    } else {
        if (result.identical()) {
            CliContext::printLine(
                QStringLiteral("verified: %1 files, %2 bytes identical").arg(result.files).arg(result.bytes));
        } else {
            CliContext::printLine(QStringLiteral("differences: %1 missing on the instance, %2 extra, %3 mismatched")
                                      .arg(result.missing.size())
                                      .arg(result.extra.size())
                                      .arg(result.mismatched.size()));
            for (const QString &path : result.missing) {
                CliContext::printLine(QStringLiteral("missing    %1").arg(path));
            }
            for (const QString &path : result.extra) {
                CliContext::printLine(QStringLiteral("extra      %1").arg(path));
            }
            for (const QString &path : result.mismatched) {
                CliContext::printLine(QStringLiteral("mismatched %1").arg(path));
            }
        }
    }
    done(result.identical() ? 0 : ExitDifferent);
}

} // namespace RentDeck
