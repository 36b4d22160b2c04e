// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/PulledResultsCheck.h"

#include "ssh/ShellQuote.h"
#include "ssh/SshExecChannel.h"
#include "ssh/SshSession.h"
#include "sync/Manifest.h"
#include "sync/SyncHistory.h"

namespace RentDeck {

namespace {
constexpr int ShownPaths = 5;
}

PulledResultsCheck::PulledResultsCheck(const SyncHistory &history, SshSession *session, QObject *parent)
    : Job(parent, Ownership::OwnedByCaller)
    , m_history(history)
    , m_session(session)
{
}

QString PulledResultsCheck::changedFilesCommand(const QString &remotePath, const QDateTime &since, int limit)
{
    QString path = remotePath;
    if (path == u'~') {
        path = QStringLiteral(".");
    } else if (path.startsWith(QStringLiteral("~/"))) {
        path = path.mid(2);
    }
    const QString quoted
        = path.startsWith(u'/') ? ShellQuote::quote(path) : QStringLiteral("\"$HOME\"/") + ShellQuote::quote(path);
    // The start of the pull in the instance's clock: local epoch + (its now - our now), two seconds earlier.
    const qint64 localNow = QDateTime::currentSecsSinceEpoch();
    return QStringLiteral("cd -- %1 || exit 3\n"
                          "since=$(( %2 + $(date +%s) - %3 - 2 ))\n"
                          "find . -newermt \"@$since\" ! -name . ! -name %4 ! -name %4.tmp -print | head -n %5\n")
        .arg(quoted)
        .arg(since.toSecsSinceEpoch())
        .arg(localNow)
        .arg(Manifest::CacheFileName)
        .arg(limit);
}

void PulledResultsCheck::start(const QString &instanceName)
{
    const auto pairs = m_history.pairs(instanceName);
    if (pairs) {
        for (const SyncPair &pair : *pairs) {
            if (pair.direction == RsyncOptions::Direction::Pull) {
                m_pending.append(pair);
            }
        }
    }
    m_pairsChecked = int(m_pending.size());
    QMetaObject::invokeMethod(this, &PulledResultsCheck::checkNext, Qt::QueuedConnection);
}

void PulledResultsCheck::checkNext()
{
    if (m_pending.isEmpty()) {
        finish(); // once: later calls are ignored
        return;
    }
    const SyncPair pair = m_pending.takeFirst();
    const auto last = m_history.lastVerifiedRun(pair.instanceName, RsyncOptions::Direction::Pull, pair.remotePath);
    if (!last || !last->has_value()) {
        m_concerns.append({ pair, tr("%1 was never pulled back and verified.").arg(pair.remotePath), {} });
        checkNext();
        return;
    }
    if (!m_session || m_session->state() != SshSession::State::Connected) {
        m_concerns.append({ pair,
            tr("%1 was pulled and verified on %2, but the instance cannot be asked whether files changed since.")
                .arg(pair.remotePath, QLocale().toString((*last)->startedAt.toLocalTime(), QLocale::ShortFormat)),
            {} });
        checkNext();
        return;
    }
    SshExecChannel *channel = m_session->exec(changedFilesCommand(pair.remotePath, (*last)->startedAt, ShownPaths + 1));
    auto output = std::make_shared<QByteArray>();
    // A few paths are asked for; a machine that sends more is cut at 1 MiB.
    connect(channel, &SshExecChannel::stdoutReceived, this,
        [output](const QByteArray &data) { output->append(data.left(qsizetype(1024 * 1024) - output->size())); });
    connect(channel, &SshExecChannel::finished, this, [this, channel, pair, output] {
        const int exitStatus = channel->exitStatus();
        channel->deleteLater();
        QStringList changed;
        for (const QByteArray &line : output->split('\n')) {
            if (!line.isEmpty()) {
                changed << QString::fromUtf8(line.startsWith("./") ? line.mid(2) : line);
            }
        }
        if (exitStatus != 0) {
            m_concerns.append({ pair,
                tr("Whether %1 changed since the last verified pull could not be checked (exit status %2).")
                    .arg(pair.remotePath)
                    .arg(exitStatus),
                {} });
        } else if (!changed.isEmpty()) {
            const QString count
                = changed.size() > ShownPaths ? tr("more than %1").arg(ShownPaths) : QString::number(changed.size());
            m_concerns.append({ pair,
                tr("%1 has changed since the last verified pull (%2 changed: %3).")
                    .arg(pair.remotePath, count, changed.mid(0, ShownPaths).join(QStringLiteral(", "))),
                changed.mid(0, ShownPaths) });
        }
        checkNext();
    });
}

QString PulledResultsCheck::summary() const
{
    QStringList lines;
    for (const Concern &concern : m_concerns) {
        lines << QStringLiteral("• ") + concern.reason;
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace RentDeck
