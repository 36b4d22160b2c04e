// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/jobs/JobsView.h"

#include "core/RemoteText.h"
#include "jobs/JobRemoteCommand.h"
#include "jobs/JobScripts.h"
#include "services/ConnectionManager.h"
#include "services/InstanceManager.h"
#include "services/JobModel.h"
#include "services/JobService.h"
#include "services/JobStarter.h"
#include "services/JobWatcher.h"
#include "ui/dialogs/MessageBox.h"
#include "ui/jobs/JobStateDelegate.h"
#include "ui/jobs/StartJobDialog.h"
#include "ui/widgets/ActionIcons.h"
#include "ui/widgets/ListTable.h"

#include <QCheckBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace RentDeck {

namespace {
constexpr int LogLines = 200;
constexpr int LogRefreshMs = 3000;
} // namespace

JobsView::JobsView(JobService *jobs, InstanceManager *instances, ConnectionManager *connections, QWidget *parent)
    : QWidget(parent)
    , m_jobs(jobs)
    , m_instances(instances)
    , m_connections(connections)
    , m_model(new JobModel(jobs, this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_watcher(new JobWatcher(jobs, instances, this))
    , m_table(new QTableView(this))
    , m_start(new QPushButton(tr("&Start job…"), this))
    , m_stop(new QPushButton(tr("S&top"), this))
    , m_recover(new QPushButton(tr("&Recover"), this))
    , m_autoRecover(new QCheckBox(tr("&Auto-recover"), this))
    , m_detail(new QLabel(this))
    , m_log(new QPlainTextEdit(this))
    , m_logTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("jobsView"));
    m_table->setObjectName(QStringLiteral("jobsTableView"));
    m_start->setObjectName(QStringLiteral("startJobPushButton"));
    m_start->setIcon(actionIcon(ActionIcon::Launch));
    m_stop->setObjectName(QStringLiteral("stopJobPushButton"));
    m_stop->setIcon(actionIcon(ActionIcon::Stop));
    m_stop->setToolTip(tr("Ends the command (SIGTERM to everything it started); the instance keeps running."));
    m_recover->setObjectName(QStringLiteral("recoverJobPushButton"));
    m_recover->setIcon(actionIcon(ActionIcon::Refresh));
    m_recover->setToolTip(tr("Launch a replacement (the same offer if it is back, else the cheapest that fits, within "
                             "the job's price ceiling), check it, push the code and the last verified checkpoint, and "
                             "start the command again."));
    m_autoRecover->setObjectName(QStringLiteral("autoRecoverCheckBox"));
    m_autoRecover->setToolTip(tr("Recover this job without asking when its machine is lost, while RentDeck runs."));
    m_detail->setObjectName(QStringLiteral("jobDetailLabel"));
    m_detail->setWordWrap(true);
    m_detail->setTextFormat(Qt::PlainText);
    m_log->setObjectName(QStringLiteral("jobLogTextEdit"));
    m_log->setReadOnly(true);
    m_log->setMaximumBlockCount(5000);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->setPlaceholderText(tr("The selected job's log appears here."));

    m_proxy->setSourceModel(m_model);
    m_table->setModel(m_proxy);
    setUpListTable(m_table, JobModel::Id, Qt::DescendingOrder);
    m_table->setItemDelegateForColumn(JobModel::State, new JobStateDelegate(m_table));
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    for (int column = 0; column < JobModel::ColumnCount; ++column) {
        header->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    }
    header->setSectionResizeMode(JobModel::Command, QHeaderView::Stretch);
    // Up to four lines of state, detail and checkpoint age, never squeezed away by the splitter.
    m_detail->setMinimumHeight(m_detail->fontMetrics().lineSpacing() * 4);
    m_detail->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_detail->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_start);
    buttons->addWidget(m_stop);
    buttons->addWidget(m_recover);
    buttons->addWidget(m_autoRecover);
    buttons->addStretch();
    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addWidget(m_detail);
    bottomLayout->addWidget(m_log, 1);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(bottom);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addWidget(split, 1);

    connect(m_start, &QPushButton::clicked, this, [this] { startJobOn(QString()); });
    connect(m_stop, &QPushButton::clicked, this, &JobsView::stopSelected);
    connect(m_recover, &QPushButton::clicked, this, &JobsView::recoverSelected);
    connect(m_autoRecover, &QCheckBox::toggled, this, [this](bool on) {
        Result<JobRecord> job = m_jobs->job(selectedId());
        if (job && job->autoRecover != on) {
            JobRecord changed = std::move(job).value();
            changed.autoRecover = on;
            (void)m_jobs->store().save(changed);
            emit m_jobs->jobChanged(changed.id);
        }
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, [this] {
        // The last log read of this job (its instance may be gone), until a fresh one comes.
        m_log->setPlainText(m_lastLog.value(selectedId()));
        m_log->moveCursor(QTextCursor::End);
        showDetail();
        readLog();
    });
    // A new job resets the rows: the selected job stays selected, else the newest is.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] { m_keepSelected = selectedId(); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        if (m_keepSelected > 0 && m_model->rowOf(m_keepSelected) >= 0) {
            selectJob(m_keepSelected);
        } else if (m_proxy->rowCount() > 0) {
            m_table->setCurrentIndex(m_proxy->index(0, 0));
        }
        showDetail();
    });
    connect(m_model, &QAbstractItemModel::dataChanged, this, &JobsView::showDetail);
    connect(m_jobs, &JobService::notice, this, [this](qint64 id, const QString &text) {
        const Result<JobRecord> job = m_jobs->job(id);
        const bool bad = job && (job->state == JobState::Lost || job->state == JobState::Failed);
        emit notice(tr("RentDeck job"), text, bad);
    });
    m_logTimer->setInterval(LogRefreshMs);
    connect(m_logTimer, &QTimer::timeout, this, &JobsView::readLog);
    m_logTimer->start();
    m_watcher->watch({}); // every job that is not over, for as long as the window is open
    if (m_proxy->rowCount() > 0) {
        m_table->setCurrentIndex(m_proxy->index(0, 0));
    }
    showDetail();
}

JobsView::~JobsView() = default;

std::optional<JobRecord> JobsView::selectedJob() const
{
    const QModelIndex current = m_table->currentIndex();
    if (!current.isValid()) {
        return std::nullopt;
    }
    return m_model->jobAt(m_proxy->mapToSource(current).row()); // the model's copy: no ledger read per refresh
}

qint64 JobsView::selectedId() const
{
    const QModelIndex current = m_table->currentIndex();
    return current.isValid() ? m_proxy->data(current, JobModel::IdRole).toLongLong() : 0;
}

void JobsView::selectJob(qint64 id)
{
    const int row = m_model->rowOf(id);
    if (row >= 0) {
        m_table->setCurrentIndex(m_proxy->mapFromSource(m_model->index(row, JobModel::Id)));
    }
}

void JobsView::updateButtons()
{
    const std::optional<JobRecord> job = selectedJob();
    const bool has = job.has_value();
    m_stop->setEnabled(has && (job->state == JobState::Running || job->state == JobState::Starting));
    m_recover->setEnabled(has && (job->state == JobState::Lost || (job->state == JobState::Failed && !job->exitCode)));
    m_autoRecover->setEnabled(has && !isEnded(job->state));
    const QSignalBlocker quiet(m_autoRecover);
    m_autoRecover->setChecked(has && job->autoRecover);
}

void JobsView::showDetail()
{
    updateButtons();
    const std::optional<JobRecord> job = selectedJob();
    if (!job) {
        m_detail->setText(m_model->rowCount() == 0
                ? tr("No jobs yet. A job runs your command under RentDeck's supervisor on an instance: it survives "
                     "closing the window, its checkpoints come back here, and a lost machine is replaced.")
                : QString());
        return;
    }
    QStringList lines { tr("%1 — %2 on %3").arg(job->name(), JobModel::stateText(job->state), job->instanceName) };
    if (!job->stateDetail.isEmpty()) {
        lines << RemoteText::visible(job->stateDetail);
    }
    lines << JobModel::checkpointText(*job, QDateTime::currentDateTimeUtc());
    if (job->instances.size() > 1) {
        lines << tr("Ran on %1; each machine's cost is in the ledger under this job.")
                     .arg(job->instances.join(QStringLiteral(" → ")));
    }
    m_detail->setText(lines.join(QLatin1Char('\n')));
}

void JobsView::readLog()
{
    const std::optional<JobRecord> job = selectedJob();
    if (!job || m_readingLog || !isVisible()) {
        return;
    }
    const auto instance = m_instances->findInstance(job->instanceName);
    if (!instance || instance->state != InstanceState::Running) {
        return; // the log lives on the instance; a gone one keeps the text shown last
    }
    SshSession *session = m_connections->session(job->instanceName);
    if (!session) {
        return;
    }
    m_readingLog = true;
    const qint64 id = job->id;
    JobRemoteCommand::run(session, this, JobScripts::log(*job, LogLines), {}, tr("read the job's log"),
        [this, id](const Result<QByteArray> &log) {
            m_readingLog = false;
            if (!log || selectedId() != id) {
                return;
            }
            const QString text = RemoteText::visible(QString::fromUtf8(*log));
            m_lastLog.insert(id, text);
            if (text != m_log->toPlainText()) {
                m_log->setPlainText(text);
                m_log->moveCursor(QTextCursor::End);
            }
        });
}

void JobsView::startJobOn(const QString &instanceName)
{
    // Window-modal and answered through accepted(): no nested event loop (STYLE.md §5).
    auto *dialog = new StartJobDialog(m_instances->instances(), instanceName, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        JobStarter *starter = m_jobs->start(dialog->spec());
        connect(starter, &Job::progress, this, [this](const QString &message) { m_detail->setText(message); });
        connect(starter, &Job::finished, this, [this, starter] {
            if (!starter->isOk()) {
                MessageBox::critical(this, tr("Job not started"), starter->error().message);
                return;
            }
            m_model->reload();
            selectJob(starter->record().id);
            m_watcher->watch({}); // at once, not at the next tick; a job started by the CLI joins at the next tick
        });
    });
    dialog->open();
}

void JobsView::stopSelected()
{
    const std::optional<JobRecord> job = selectedJob();
    if (!job) {
        return;
    }
    const qint64 id = job->id;
    const QString question = tr("Stop %1 on %2? Its command gets SIGTERM and ends; the instance keeps running (and "
                                "billing).")
                                 .arg(job->name(), job->instanceName);
    MessageBox::question(this, tr("Stop the job?"), question, this, [this, id](QMessageBox::StandardButton answer) {
        if (answer != QMessageBox::Yes) {
            return;
        }
        StatusJob *stop = m_jobs->stop(id);
        connect(stop, &Job::finished, this, [this, stop, id] {
            if (!stop->isOk()) {
                MessageBox::critical(this, tr("Could not stop the job"), stop->error().message);
                return;
            }
            m_jobs->poll(id); // records the exit the supervisor wrote
        });
    });
}

void JobsView::recoverSelected()
{
    const qint64 id = selectedId();
    m_recover->setEnabled(false);
    JobRecovery *recovery = m_jobs->recover(id);
    connect(recovery, &Job::progress, this, [this](const QString &message) { m_detail->setText(message); });
    connect(recovery, &Job::finished, this, [this, recovery] {
        if (!recovery->isOk()) {
            MessageBox::critical(this, tr("Could not recover the job"), recovery->error().message);
        }
        showDetail();
    });
}

} // namespace RentDeck
