// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/SyncView.h"

#include "core/ConnectionManager.h"
#include "core/InstanceManager.h"
#include "widgets/RunningInstanceComboBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace RentDeck {

namespace {

const auto DefaultRemotePath = QStringLiteral("data");

QString okStyle()
{
    return QStringLiteral("color: #1b7f3b; font-weight: bold;");
}

QString failedStyle()
{
    return QStringLiteral("color: #b3261e; font-weight: bold;");
}

QString megabytes(double bytes)
{
    return QLocale().toString(bytes / 1e6, 'f', bytes < 10e6 ? 2 : 1);
}

QString duration(int seconds)
{
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

SyncView::SyncView(InstanceManager *instances, ConnectionManager *connections, QWidget *parent)
    : QWidget(parent)
    , m_instances(instances)
    , m_connections(connections)
    , m_instance(new RunningInstanceComboBox(this))
    , m_direction(new QComboBox(this))
    , m_local(new QLineEdit(this))
    , m_browse(new QPushButton(tr("&Browse…"), this))
    , m_remote(new QLineEdit(DefaultRemotePath, this))
    , m_excludes(new QLineEdit(this))
    , m_delete(new QCheckBox(tr("&Delete extra files on the destination"), this))
    , m_run(new QPushButton(tr("&Run sync"), this))
    , m_cancel(new QPushButton(tr("&Cancel"), this))
    , m_progress(new QProgressBar(this))
    , m_stats(new QLabel(this))
    , m_phase(new QLabel(this))
    , m_result(new QLabel(this))
    , m_problems(new QListWidget(this))
{
    setObjectName(QStringLiteral("syncView"));
    m_instance->setObjectName(QStringLiteral("syncInstanceComboBox"));
    m_direction->setObjectName(QStringLiteral("directionComboBox"));
    m_local->setObjectName(QStringLiteral("localPathLineEdit"));
    m_browse->setObjectName(QStringLiteral("browseLocalPushButton"));
    m_remote->setObjectName(QStringLiteral("remotePathLineEdit"));
    m_excludes->setObjectName(QStringLiteral("excludesLineEdit"));
    m_delete->setObjectName(QStringLiteral("deleteExtraneousCheckBox"));
    m_run->setObjectName(QStringLiteral("runSyncPushButton"));
    m_cancel->setObjectName(QStringLiteral("cancelSyncPushButton"));
    m_progress->setObjectName(QStringLiteral("syncProgressBar"));
    m_stats->setObjectName(QStringLiteral("syncStatsLabel"));
    m_phase->setObjectName(QStringLiteral("syncPhaseLabel"));
    m_result->setObjectName(QStringLiteral("syncResultLabel"));
    m_problems->setObjectName(QStringLiteral("syncProblemsListWidget"));

    m_instance->setMinimumContentsLength(18);
    m_direction->addItem(tr("Push: local → instance"), int(RsyncOptions::Direction::Push));
    m_direction->addItem(tr("Pull: instance → local"), int(RsyncOptions::Direction::Pull));
    m_local->setPlaceholderText(tr("A folder on this computer"));
    m_local->setClearButtonEnabled(true);
    m_remote->setPlaceholderText(tr("Relative to the instance's home, e.g. data"));
    m_excludes->setPlaceholderText(tr("Patterns separated by spaces, e.g. *.ckpt __pycache__ .git"));
    m_delete->setToolTip(tr("Removes files on the destination that the source does not have."));
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_progress->setFormat(QStringLiteral("%p%"));
    m_phase->setWordWrap(true);
    m_phase->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->setAlternatingRowColors(true);
    m_problems->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_problems->hide();

    auto *localRow = new QHBoxLayout;
    localRow->addWidget(m_local, 1);
    localRow->addWidget(m_browse);
    auto *form = new QGridLayout;
    int row = 0;
    auto addRow = [&](const QString &label, QWidget *field, QLayout *fieldLayout = nullptr) {
        auto *title = new QLabel(label, this);
        title->setBuddy(field);
        form->addWidget(title, row, 0);
        if (fieldLayout) {
            form->addLayout(fieldLayout, row, 1);
        } else {
            form->addWidget(field, row, 1);
        }
        ++row;
    };
    addRow(tr("&Instance:"), m_instance);
    addRow(tr("D&irection:"), m_direction);
    addRow(tr("&Local folder:"), m_local, localRow);
    addRow(tr("Re&mote folder:"), m_remote);
    addRow(tr("E&xclude:"), m_excludes);
    form->addWidget(m_delete, row++, 1);
    form->setColumnStretch(1, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_run);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_progress, 1);
    auto *column = new QVBoxLayout;
    column->addLayout(form);
    column->addLayout(buttons);
    column->addWidget(m_stats);
    column->addWidget(m_phase);
    column->addWidget(m_result);
    column->addWidget(m_problems, 1);
    column->addStretch();
    // The fields keep a readable width on wide windows instead of stretching across the whole screen.
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(column, 3);
    layout->addStretch(1);

    connect(m_instances, &InstanceManager::instancesChanged, this, &SyncView::refreshInstanceList);
    connect(m_instance, &QComboBox::currentIndexChanged, this, &SyncView::onInstanceChanged);
    connect(m_browse, &QPushButton::clicked, this, &SyncView::browseLocal);
    connect(m_run, &QPushButton::clicked, this, &SyncView::runSync);
    connect(m_cancel, &QPushButton::clicked, this, &SyncView::cancelSync);
    connect(m_local, &QLineEdit::textChanged, this, &SyncView::updateActions);
    connect(m_remote, &QLineEdit::textChanged, this, &SyncView::updateActions);
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

void SyncView::refreshInstanceList()
{
    if (m_instance->setInstances(m_instances->instances())) {
        onInstanceChanged();
    }
    if (m_instance->count() == 0 && !m_job) {
        m_phase->setText(tr("No running instance. Launch one from the Offers tab to sync files with it."));
    } else if (m_phase->text().startsWith(tr("No running instance."))) {
        m_phase->clear();
    }
    updateActions();
}

void SyncView::onInstanceChanged()
{
    const QString name = currentInstance();
    showPair(m_lastPairs.value(
        name, Pair { m_local->text(), DefaultRemotePath, RsyncOptions::Direction::Push, m_excludes->text(), false }));
    updateActions();
}

void SyncView::browseLocal()
{
    // Non-blocking folder dialog: the window keeps running (and a sync keeps going) while the user picks.
    auto *dialog = new QFileDialog(this, tr("Choose the local folder"));
    dialog->setObjectName(QStringLiteral("syncLocalFileDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    dialog->setDirectory(m_local->text().isEmpty() ? QDir::homePath() : m_local->text());
    connect(dialog, &QFileDialog::fileSelected, this,
        [this](const QString &path) { m_local->setText(QDir::toNativeSeparators(path)); });
    dialog->open();
}

SyncView::Pair SyncView::currentPair() const
{
    return Pair { m_local->text().trimmed(), m_remote->text().trimmed(),
        RsyncOptions::Direction(m_direction->currentData().toInt()), m_excludes->text().trimmed(),
        m_delete->isChecked() };
}

void SyncView::showPair(const Pair &pair)
{
    m_local->setText(pair.localPath);
    m_remote->setText(pair.remotePath);
    m_direction->setCurrentIndex(qMax(0, m_direction->findData(int(pair.direction))));
    m_excludes->setText(pair.excludes);
    m_delete->setChecked(pair.deleteExtraneous);
}

void SyncView::runSync()
{
    const QString name = currentInstance();
    const Pair pair = currentPair();
    if (name.isEmpty() || m_job || pair.localPath.isEmpty() || pair.remotePath.isEmpty()) {
        return;
    }
    m_problems->clear();
    m_problems->hide();
    m_progress->setValue(0);
    m_stats->clear();
    const auto instance = m_instances->findInstance(name);
    if (!instance || instance->state != InstanceState::Running || !instance->ssh.isValid()) {
        showResult(tr("%1 is not running.").arg(name), false);
        return;
    }
    const QString localPath = QDir::fromNativeSeparators(pair.localPath);
    if (pair.direction == RsyncOptions::Direction::Push && !QFileInfo(localPath).isDir()) {
        showResult(tr("%1 is not a folder on this computer.").arg(pair.localPath), false);
        return;
    }
    QString whyNot;
    SshSession *session = m_connections->session(name, &whyNot);
    if (!session) {
        showResult(tr("Cannot reach %1: %2").arg(name, whyNot), false);
        return;
    }
    m_lastPairs.insert(name, pair);

    RsyncOptions options;
    options.direction = pair.direction;
    options.endpoint = instance->ssh;
    options.localPath = localPath;
    options.remotePath = pair.remotePath;
    options.excludes = pair.excludes.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    options.deleteExtraneous = pair.deleteExtraneous;
    auto *job = new SyncJob(options, session, m_instances->ledger(), this);
    m_job = job;
    m_jobInstance = name;
    job->setInstanceName(name); // destroying the instance waits for this sync
    connect(job, &SyncJob::phaseChanged, this, &SyncView::onPhase);
    connect(job, &SyncJob::progress, this, &SyncView::onProgress);
    connect(job, &SyncJob::finished, this, &SyncView::onFinished);
    m_result->clear();
    m_result->setStyleSheet(QString());
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
        m_phase->setText(text);
    }
}

void SyncView::onProgress(
    qint64 bytes, qint64 totalBytes, int percent, double bytesPerSecond, int etaSeconds, int filesDone, int filesTotal)
{
    Q_UNUSED(bytes)
    Q_UNUSED(totalBytes)
    m_progress->setValue(qBound(0, percent, 100));
    QStringList parts;
    parts << tr("%1 MB/s").arg(megabytes(qMax(0.0, bytesPerSecond)));
    if (etaSeconds >= 0 && percent < 100) {
        parts << tr("ETA %1").arg(duration(etaSeconds));
    }
    if (filesTotal > 0) {
        parts << tr("%1 of %2 files").arg(filesDone).arg(filesTotal);
    }
    m_stats->setText(parts.join(QStringLiteral(" · ")));
}

void SyncView::onFinished(bool ok)
{
    SyncJob *job = m_job;
    if (!job) {
        return;
    }
    const ManifestComparison &comparison = job->comparison();
    const double seconds = double(job->elapsedMs()) / 1000.0;
    const QString elapsed = QLocale().toString(seconds, 'f', 1);
    // The last progress line belongs to the last rsync run (maybe just the re-send): sum up the whole sync instead.
    const qint64 sent = job->bytesTransferred();
    const QString sentText = QLocale().formattedDataSize(sent, 2, QLocale::DataSizeSIFormat);
    m_stats->setText(sent >= 1000000 && seconds > 0
            ? tr("%1 sent in %2 s (%3 MB/s)").arg(sentText, elapsed, megabytes(double(sent) / seconds))
            : tr("%1 sent in %2 s").arg(sentText, elapsed));
    if (ok && job->isVerified()) {
        m_progress->setValue(100);
        QString text = tr("Verified: %1 files, %2 MB identical on both sides (%3 re-sent)")
                           .arg(comparison.files)
                           .arg(megabytes(double(comparison.bytes)))
                           .arg(job->repairedFiles());
        if (!comparison.extra.isEmpty()) {
            text += QLatin1Char(' ')
                + tr("%1 extra files on the destination were kept (Delete extra files is off).")
                      .arg(comparison.extra.size());
        }
        showResult(text, true);
        m_phase->setText(tr("Verified in %1 s.").arg(elapsed));
    } else if (ok) {
        m_progress->setValue(100);
        showResult(tr("Transferred, not verified."), true);
        m_phase->clear();
    } else if (job->error().code == Error::Code::Cancelled) {
        showResult(tr("Cancelled. Partly sent files are kept: run again to resume."), false);
        m_phase->clear();
    } else {
        showResult(tr("Not verified: %1").arg(job->error().message), false);
        m_phase->setText(tr("Stopped after %1 s.").arg(elapsed));
        auto addProblems = [this](const QStringList &paths, const QString &format) {
            for (const QString &path : paths) {
                auto *item = new QListWidgetItem(format.arg(path), m_problems);
                item->setForeground(QColor(0xb3, 0x26, 0x1e));
            }
        };
        addProblems(comparison.missing, tr("Missing on the destination: %1"));
        addProblems(comparison.mismatched, tr("Different content: %1"));
        if (m_delete->isChecked()) {
            addProblems(comparison.extra, tr("Extra on the destination: %1"));
        }
        m_problems->setVisible(m_problems->count() > 0);
    }
    m_job = nullptr;
    m_jobInstance.clear();
    job->deleteLater();
    updateActions();
}

void SyncView::showResult(const QString &text, bool ok)
{
    m_result->setStyleSheet(ok ? okStyle() : failedStyle());
    m_result->setText(text);
}

void SyncView::updateActions()
{
    const bool running = isRunning();
    const bool haveInstance = !currentInstance().isEmpty();
    for (QWidget *input : { static_cast<QWidget *>(m_instance), static_cast<QWidget *>(m_direction),
             static_cast<QWidget *>(m_local), static_cast<QWidget *>(m_browse), static_cast<QWidget *>(m_remote),
             static_cast<QWidget *>(m_excludes), static_cast<QWidget *>(m_delete) }) {
        input->setEnabled(!running);
    }
    m_run->setEnabled(
        !running && haveInstance && !m_local->text().trimmed().isEmpty() && !m_remote->text().trimmed().isEmpty());
    m_cancel->setEnabled(running);
}

} // namespace RentDeck
