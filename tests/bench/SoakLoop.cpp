// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SoakLoop.h"

#include "checks/CheckReport.h"
#include "services/CheckService.h"
#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "sync/SyncJob.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRandomGenerator>

namespace RentDeck {

namespace {
// The tree: 40 text files of 1–16 KiB in 5 folders and 10 binary files of 256 KiB.
constexpr int TextFiles = 40;
constexpr int BinaryFiles = SoakLoop::Files - TextFiles;
constexpr qsizetype BinaryBytes = 256 * 1024;

QString textPath(int index)
{
    return QStringLiteral("src%1/file%2.txt").arg(index % 5).arg(index);
}

QString binaryPath(int index)
{
    return QStringLiteral("data/chunk%1.bin").arg(index);
}

QByteArray randomBytes(qsizetype size)
{
    QByteArray bytes(size, Qt::Uninitialized);
    QRandomGenerator::global()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), size / 4);
    return bytes;
}

QByteArray randomText()
{
    QByteArray text;
    const int lines = QRandomGenerator::global()->bounded(16, 256);
    for (int i = 0; i < lines; ++i) {
        text += "line " + QByteArray::number(i) + ' ' + randomBytes(24).toHex() + '\n';
    }
    return text;
}

bool writeFile(const QString &path, const QByteArray &content, QIODevice::OpenMode mode = QIODevice::WriteOnly)
{
    QFile file(path);
    return file.open(mode) && file.write(content) == content.size();
}
} // namespace

SoakLoop::SoakLoop(const QString &instanceName, InstanceManager *instances, ConnectionManager *connections,
    CheckService *checks, const QString &treeDir, QObject *parent)
    : QObject(parent)
    , m_name(instanceName)
    , m_instances(instances)
    , m_connections(connections)
    , m_checks(checks)
    , m_treeDir(treeDir)
{
    m_pause.setSingleShot(true);
    m_pause.setInterval(PauseMs);
    connect(&m_pause, &QTimer::timeout, this, &SoakLoop::stepDone);
    connect(checks, &CheckService::reportReady, this, [this](const QString &name, const CheckReport &report) {
        if (name == m_name) {
            onReport(report);
        }
    });
}

bool SoakLoop::makeTree()
{
    const QDir root(m_treeDir);
    bool ok = root.mkpath(QStringLiteral("data"));
    for (int i = 0; ok && i < 5; ++i) {
        ok = root.mkpath(QStringLiteral("src%1").arg(i));
    }
    for (int i = 0; ok && i < TextFiles; ++i) {
        ok = writeFile(root.filePath(textPath(i)), randomText());
    }
    for (int i = 0; ok && i < BinaryFiles; ++i) {
        ok = writeFile(root.filePath(binaryPath(i)), randomBytes(BinaryBytes));
    }
    return ok;
}

qint64 SoakLoop::treeBytes() const
{
    qint64 bytes = 0;
    QDirIterator it(m_treeDir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        bytes += it.nextFileInfo().size();
    }
    return bytes;
}

void SoakLoop::changeTree()
{
    // Three files per round: one rewritten with another size, one appended to, one binary rewritten in place with
    // the same size (rsync sees only its new mtime, the verification its new content).
    const QDir root(m_treeDir);
    const int round = m_work.rounds;
    const bool ok = writeFile(root.filePath(textPath(round * 7 % TextFiles)), randomText())
        && writeFile(root.filePath(textPath((round * 13 + 5) % TextFiles)), randomText(), QIODevice::Append)
        && writeFile(root.filePath(binaryPath(round % BinaryFiles)), randomBytes(BinaryBytes));
    if (!ok) {
        addError(QStringLiteral("could not change the local tree"));
    }
}

void SoakLoop::start()
{
    m_holding = false;
    m_cancelling = false;
    if (m_step == Step::Idle) {
        nextRound();
    }
}

void SoakLoop::hold()
{
    m_holding = true;
    if (m_step == Step::Pausing) {
        m_pause.stop();
        stepDone();
    } else if (m_step == Step::Idle) {
        emit idle();
    }
}

void SoakLoop::cancel()
{
    if (m_step != Step::Syncing && m_step != Step::Checking) {
        return;
    }
    m_cancelling = true;
    ++m_work.cancelled;
    addError(m_step == Step::Syncing ? QStringLiteral("sync still running after hold: cancelled")
                                     : QStringLiteral("checks still running after hold: cancelled"));
    if (m_step == Step::Syncing && m_sync) {
        m_sync->cancel();
    } else if (m_step == Step::Checking) {
        m_checks->cancel(m_name);
    }
}

void SoakLoop::nextRound()
{
    if (m_work.rounds > 0) {
        changeTree();
    }
    ++m_work.rounds;
    m_step = Step::Syncing;
    // The window's Sync tab: the instance's shared session for the remote manifest, rsync on its own login.
    QString whyNot;
    SshSession *session = m_connections->session(m_name, &whyNot);
    const auto instance = m_instances->findInstance(m_name);
    if (!session || !instance) {
        ++m_work.syncs;
        ++m_work.syncFailures;
        addError(QStringLiteral("sync: no session: %1").arg(whyNot));
        stepDone();
        return;
    }
    RsyncOptions options;
    options.direction = RsyncOptions::Direction::Push;
    options.endpoint = instance->ssh;
    options.localPath = m_treeDir;
    options.remotePath = QStringLiteral("soak");
    m_sync = new SyncJob(options, session, m_instances->storage().database(), this);
    m_sync->setInstanceName(m_name); // the lock and the history, as in the window
    connect(m_sync, &SyncJob::finished, this, &SoakLoop::onSynced);
    m_sync->start(); // sandbox logins use a key: no password to read first
}

void SoakLoop::onSynced()
{
    SyncJob *job = m_sync;
    const bool ok = job->isOk();
    job->deleteLater();
    if (!m_cancelling) {
        ++m_work.syncs;
        m_work.bytesSent += job->bytesTransferred();
        m_work.repairedFiles += job->repairedFiles();
        if (!ok || !job->isVerified()) {
            ++m_work.syncFailures;
            const ManifestComparison &comparison = job->comparison();
            addError(QStringLiteral("sync: %1 (%2 missing, %3 mismatched)")
                         .arg(job->error().message.isEmpty() ? QStringLiteral("not verified") : job->error().message)
                         .arg(comparison.missing.size())
                         .arg(comparison.mismatched.size()));
        }
    }
    stepDone();
}

void SoakLoop::startChecks()
{
    m_step = Step::Checking;
    m_checks->run(m_name); // the window's defaults: network and disk tests, no benchmark
}

void SoakLoop::onReport(const CheckReport &report)
{
    if (m_step != Step::Checking) {
        return; // not ours (no auto-check is on, but a report of a cancelled run may come late)
    }
    if (!m_cancelling) {
        ++m_work.checks;
        if (report.error.isEmpty()) {
            ++m_work.verdicts[CheckResult::statusName(report.overall())];
            QStringList notPassed;
            for (const CheckResult &result : report.results) {
                if (result.status == CheckStatus::Warn || result.status == CheckStatus::Fail) {
                    notPassed.append(CheckResult::statusName(result.status) + QLatin1Char(' ') + result.title
                        + QStringLiteral(" (") + result.measured + QLatin1Char(')'));
                }
            }
            m_work.lastReport = report.summary()
                + (notPassed.isEmpty() ? QString() : QStringLiteral(": ") + notPassed.join(QStringLiteral(", ")));
        } else {
            ++m_work.checkFailures;
            addError(QStringLiteral("checks: %1").arg(report.error));
        }
    }
    stepDone();
}

void SoakLoop::stepDone()
{
    const Step finished = m_step;
    if (m_holding || m_cancelling) {
        m_step = Step::Idle;
        emit idle();
    } else if (finished == Step::Syncing) {
        startChecks();
    } else if (finished == Step::Checking) {
        m_step = Step::Pausing;
        m_pause.start();
    } else {
        nextRound();
    }
}

void SoakLoop::addError(const QString &what)
{
    if (m_work.firstErrors.size() < MaxErrors) {
        m_work.firstErrors.append(QStringLiteral("round %1: %2").arg(m_work.rounds).arg(what));
    }
}

} // namespace RentDeck
