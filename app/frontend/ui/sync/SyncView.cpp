// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sync/SyncView.h"

#include "logging/LoggingCategories.h"
#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "services/Storage.h"
#include "sync/SyncPairModel.h"
#include "ui/sync/SyncHistoryView.h"
#include "ui/sync/SyncPairForm.h"
#include "ui/sync/SyncPairList.h"
#include "ui/sync/SyncStatusPanel.h"
#include "ui/widgets/ActionIcons.h"
#include "ui/widgets/RunningInstanceComboBox.h"

#include <QDir>
#include <QFileInfo>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace RentDeck {

namespace {

const auto DefaultRemotePath = QStringLiteral("data");

} // namespace

SyncView::SyncView(InstanceManager *instances, ConnectionManager *connections, QWidget *parent)
    : QWidget(parent)
    , m_instances(instances)
    , m_connections(connections)
    , m_history(instances->storage().syncHistory())
    , m_instance(new RunningInstanceComboBox(this))
    , m_pairs(new SyncPairList(instances->storage().syncHistory(), this))
    , m_form(new SyncPairForm(this))
    , m_run(new QPushButton(tr("&Run sync"), this))
    , m_cancel(new QPushButton(tr("&Cancel"), this))
    , m_progress(new QProgressBar(this))
    , m_status(new SyncStatusPanel(this))
    , m_runs(new SyncHistoryView(instances->storage().syncHistory(), this))
{
    setObjectName(QStringLiteral("syncView"));
    m_instance->setObjectName(QStringLiteral("syncInstanceComboBox"));
    m_run->setObjectName(QStringLiteral("runSyncPushButton"));
    m_run->setIcon(actionIcon(ActionIcon::RunSync));
    m_run->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return));
    m_run->setToolTip(tr("Copy with rsync, then verify every file by SHA-256 (Ctrl+Enter)."));
    m_cancel->setObjectName(QStringLiteral("cancelSyncPushButton"));
    m_cancel->setIcon(actionIcon(ActionIcon::Cancel));
    m_progress->setObjectName(QStringLiteral("syncProgressBar"));

    m_instance->setMinimumContentsLength(18);
    SyncPair initial;
    initial.remotePath = DefaultRemotePath;
    m_form->setPair(initial);
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_progress->setFormat(QStringLiteral("%p%"));

    auto *instanceLabel = new QLabel(tr("&Instance:"), this);
    instanceLabel->setBuddy(m_instance);
    auto *top = new QHBoxLayout;
    top->addWidget(instanceLabel);
    top->addWidget(m_instance);
    top->addStretch();

    auto *saved = new QGroupBox(tr("Saved pairs"), this);
    auto *savedLayout = new QVBoxLayout(saved);
    savedLayout->addWidget(m_pairs);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_progress, 1);
    auto *sync = new QGroupBox(tr("Sync"), this);
    auto *syncLayout = new QVBoxLayout(sync);
    syncLayout->addWidget(m_form);
    syncLayout->addLayout(buttons);
    syncLayout->addWidget(m_status, 1);

    // The saved pairs sit beside the form they fill; the history of the instance spans the width below.
    auto *middle = new QHBoxLayout;
    middle->addWidget(saved, 2);
    middle->addWidget(sync, 5);

    auto *history = new QGroupBox(tr("History"), this);
    auto *historyLayout = new QVBoxLayout(history);
    historyLayout->addWidget(m_runs);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addLayout(middle);
    layout->addWidget(history, 1);

    connect(m_instances, &InstanceManager::instancesChanged, this, &SyncView::refreshInstanceList);
    connect(m_instance, &QComboBox::currentIndexChanged, this, &SyncView::onInstanceChanged);
    connect(m_form, &SyncPairForm::changed, this, &SyncView::onFormChanged);
    connect(m_pairs, &SyncPairList::pairSelected, m_form, &SyncPairForm::setPair);
    connect(m_pairs, &SyncPairList::pairActivated, this, [this](const SyncPair &pair) {
        m_form->setPair(pair);
        runSync();
    });
    connect(m_pairs, &SyncPairList::saveRequested, this, &SyncView::savePair);
    connect(m_pairs, &SyncPairList::removeRequested, this, &SyncView::removePair);
    connect(m_run, &QPushButton::clicked, this, &SyncView::runSync);
    connect(m_cancel, &QPushButton::clicked, this, &SyncView::cancelSync);
    refreshInstanceList();
}

SyncView::~SyncView()
{
    if (m_job) {
        m_job->disconnect(this);
        m_job->cancel();
    }
}

QString SyncView::currentInstance() const
{
    return m_instance->instanceName();
}

bool SyncView::runPair(const SyncPair &pair, std::function<void(bool verified)> done)
{
    if (m_job) {
        return false;
    }
    refreshInstanceList();
    const int index = m_instance->findData(pair.instanceName);
    if (index < 0) {
        return false;
    }
    m_instance->setCurrentIndex(index); // onInstanceChanged() follows when it changes
    m_form->setPair(pair);
    runSync();
    if (!m_job) {
        return false;
    }
    m_whenDone = std::move(done);
    return true;
}

void SyncView::refreshInstanceList()
{
    if (m_instance->setInstances(m_instances->instances())) {
        onInstanceChanged();
    }
    if (m_instance->count() == 0 && !m_job) {
        m_status->setPhase(tr("No running instance. Launch one from the Offers tab to sync files with it."));
    } else if (m_status->phase().startsWith(tr("No running instance."))) {
        m_status->setPhase(QString());
    }
    updateActions();
}

void SyncView::onInstanceChanged()
{
    const QString name = currentInstance();
    m_pairs->setInstance(name);
    m_runs->setInstance(name);
    // This session's last form with the instance, else its first saved pair, else the form as it is.
    if (m_lastPairs.contains(name)) {
        m_form->setPair(m_lastPairs.value(name));
    } else if (m_pairs->model()->rowCount() > 0) {
        m_form->setPair(m_pairs->model()->pairAt(0));
    } else {
        SyncPair pair = m_form->pair();
        pair.remotePath = DefaultRemotePath;
        pair.direction = RsyncOptions::Direction::Push;
        pair.deleteExtraneous = false;
        m_form->setPair(pair);
    }
}

void SyncView::onFormChanged()
{
    m_pairs->select(currentPair());
    updateActions();
}

SyncPair SyncView::currentPair() const
{
    SyncPair pair = m_form->pair();
    pair.instanceName = currentInstance();
    return pair;
}

void SyncView::savePair()
{
    const auto saved = m_history.savePair(currentPair());
    if (!saved) {
        m_status->showResult(saved.error().message, false);
        return;
    }
    m_pairs->reload();
    m_pairs->select(*saved);
}

void SyncView::removePair(const SyncPair &pair)
{
    if (const Status removed = m_history.removePair(pair.id); !removed) {
        m_status->showResult(removed.error().message, false);
    }
    m_pairs->reload();
}

void SyncView::runSync()
{
    const QString name = currentInstance();
    const SyncPair pair = currentPair();
    if (name.isEmpty() || m_job || !m_form->isComplete()) {
        return;
    }
    m_status->clear();
    m_progress->setValue(0);
    const auto instance = m_instances->findInstance(name);
    if (!instance || instance->state != InstanceState::Running || !instance->ssh.isValid()) {
        m_status->showResult(tr("%1 is not running.").arg(name), false);
        return;
    }
    const QString localPath = QDir::fromNativeSeparators(pair.localPath);
    if (pair.direction == RsyncOptions::Direction::Push && !QFileInfo(localPath).isDir()) {
        m_status->showResult(tr("%1 is not a folder on this computer.").arg(pair.localPath), false);
        return;
    }
    QString whyNot;
    SshSession *session = m_connections->session(name, &whyNot);
    if (!session) {
        m_status->showResult(tr("Cannot reach %1: %2").arg(name, whyNot), false);
        return;
    }
    m_lastPairs.insert(name, pair);

    RsyncOptions options;
    options.direction = pair.direction;
    options.endpoint = instance->ssh;
    options.localPath = localPath;
    options.remotePath = pair.remotePath;
    options.excludes = pair.excludes;
    options.deleteExtraneous = pair.deleteExtraneous;
    auto *job = new SyncJob(options, session, m_instances->storage().database(), this);
    m_job = job;
    m_jobPair = pair;
    job->setInstanceName(name); // destroying the instance waits for this sync
    connect(job, &SyncJob::phaseChanged, this, &SyncView::onPhase);
    connect(job, &SyncJob::progress, this, &SyncView::onProgress);
    connect(job, &SyncJob::finished, this, &SyncView::onFinished);
    updateActions();
    // rsync logs in by itself: hosts added with a password need it from the keychain first.
    QPointer<SyncJob> guard(job);
    m_connections->readPassword(name, this, [guard](const QString &password) {
        if (!guard) {
            return;
        }
        if (!password.isEmpty()) {
            guard->setPassword(password);
        }
        guard->start();
    });
}

void SyncView::cancelSync()
{
    if (m_job) {
        m_cancel->setEnabled(false);
        m_job->cancel();
    }
}

void SyncView::onPhase(SyncJob::Phase phase, const QString &text)
{
    if (phase != SyncJob::Phase::Finished) {
        m_status->setPhase(text);
    }
}

void SyncView::onProgress(
    qint64 bytes, qint64 totalBytes, int percent, double bytesPerSecond, int etaSeconds, int filesDone, int filesTotal)
{
    Q_UNUSED(bytes)
    Q_UNUSED(totalBytes)
    m_progress->setValue(qBound(0, percent, 100));
    m_status->showRate(percent, bytesPerSecond, etaSeconds, filesDone, filesTotal);
}

void SyncView::onFinished()
{
    SyncJob *job = m_job;
    if (!job) {
        return;
    }
    const bool ok = job->isOk();
    m_runs->reload(); // the job recorded itself in the ledger's history
    m_status->showFinished(*job, ok, m_jobPair.deleteExtraneous);
    if (ok) {
        m_progress->setValue(100);
    }
    m_job = nullptr;
    m_jobPair = {};
    const bool verified = job->isVerified();
    job->deleteLater();
    updateActions();
    if (auto done = std::exchange(m_whenDone, {})) {
        done(verified);
    }
}

void SyncView::updateActions()
{
    const bool running = isRunning();
    const bool haveInstance = !currentInstance().isEmpty();
    m_instance->setEnabled(!running);
    m_form->setEnabled(!running);
    m_pairs->setEnabled(!running);
    m_pairs->setSaveEnabled(haveInstance && m_form->isComplete() && m_history.isAvailable());
    m_run->setEnabled(!running && haveInstance && m_form->isComplete());
    m_cancel->setEnabled(running);
}

} // namespace RentDeck
