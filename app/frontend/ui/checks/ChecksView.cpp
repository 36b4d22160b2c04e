// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/checks/ChecksView.h"

#include "checks/CheckReportModel.h"
#include "services/CheckService.h"
#include "services/InstanceManager.h"
#include "ui/checks/BurnInPanel.h"
#include "ui/checks/CheckStatusDelegate.h"
#include "ui/widgets/ActionIcons.h"
#include "ui/widgets/RunningInstanceComboBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonDocument>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace RentDeck {

ChecksView::ChecksView(InstanceManager *instances, CheckService *checks, QWidget *parent)
    : QWidget(parent)
    , m_instances(instances)
    , m_checks(checks)
    , m_model(new CheckReportModel(this))
    , m_instance(new RunningInstanceComboBox(this))
    , m_run(new QPushButton(tr("&Run checks"), this))
    , m_rerunOne(new QPushButton(tr("Re-run &selected check"), this))
    , m_bench(new QCheckBox(tr("With &benchmark (TFLOPS, ~10 s)"), this))
    , m_burnIn(new QSpinBox(this))
    , m_cancel(new QPushButton(tr("&Cancel"), this))
    , m_burnInPanel(new BurnInPanel(this))
    , m_busy(new QProgressBar(this))
    , m_summary(new QLabel(this))
    , m_table(new QTableView(this))
    , m_exportMarkdown(new QPushButton(tr("Export &Markdown…"), this))
    , m_exportJson(new QPushButton(tr("Export &JSON…"), this))
{
    setObjectName(QStringLiteral("checksView"));
    m_instance->setObjectName(QStringLiteral("checkInstanceComboBox"));
    m_run->setObjectName(QStringLiteral("runChecksPushButton"));
    m_run->setIcon(actionIcon(ActionIcon::RunChecks));
    m_run->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    m_run->setToolTip(tr("Run the pre-flight checks on the chosen instance (Ctrl+R)."));
    m_rerunOne->setObjectName(QStringLiteral("rerunCheckPushButton"));
    m_bench->setObjectName(QStringLiteral("benchCheckBox"));
    m_burnIn->setObjectName(QStringLiteral("burnInSpinBox"));
    m_burnIn->setRange(0, CheckRunner::MaxBurnInSeconds);
    m_burnIn->setSingleStep(30);
    m_burnIn->setSpecialValueText(tr("no burn-in"));
    m_burnIn->setPrefix(tr("burn-in "));
    m_burnIn->setSuffix(tr(" s"));
    m_burnIn->setToolTip(tr("After the checks, load every GPU at once for this long and watch temperature, clocks, "
                            "errors and throughput (60 s is typical)."));
    m_cancel->setObjectName(QStringLiteral("cancelChecksPushButton"));
    m_cancel->setToolTip(tr("Stop the checks (and the burn-in) now."));
    m_burnInPanel->hide();
    m_summary->setObjectName(QStringLiteral("checkSummaryLabel"));
    m_table->setObjectName(QStringLiteral("checksTableView"));
    m_exportMarkdown->setObjectName(QStringLiteral("exportMarkdownPushButton"));
    m_exportMarkdown->setIcon(actionIcon(ActionIcon::Export));
    m_exportJson->setObjectName(QStringLiteral("exportJsonPushButton"));
    m_exportJson->setIcon(actionIcon(ActionIcon::Export));
    m_instance->setMinimumContentsLength(18);
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->hide();
    m_summary->setWordWrap(true);

    m_table->setModel(m_model);
    m_table->setItemDelegateForColumn(CheckReportModel::Status, new CheckStatusDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Instance:"), this));
    top->addWidget(m_instance);
    top->addWidget(m_bench);
    top->addWidget(m_burnIn);
    top->addWidget(m_run);
    top->addWidget(m_cancel);
    top->addWidget(m_busy);
    top->addStretch();
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_summary, 1);
    bottom->addWidget(m_rerunOne);
    bottom->addWidget(m_exportMarkdown);
    bottom->addWidget(m_exportJson);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(m_burnInPanel);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    layout->addLayout(bottom);

    connect(m_instances, &InstanceManager::instancesChanged, this, &ChecksView::refreshInstanceList);
    connect(m_instance, &QComboBox::currentIndexChanged, this, &ChecksView::showLatest);
    connect(m_run, &QPushButton::clicked, this, &ChecksView::runChecks);
    connect(m_cancel, &QPushButton::clicked, this, [this] { m_checks->cancel(currentInstance()); });
    connect(m_checks, &CheckService::burnInUpdate, this,
        [this](const QString &name, const BurnInStream::Update &update, int elapsed, int total) {
            if (name == m_burnInPanel->instanceName()) {
                m_burnInPanel->add(update, elapsed, total);
            }
        });
    connect(m_rerunOne, &QPushButton::clicked, this, &ChecksView::rerunSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &ChecksView::updateActions);
    connect(m_exportMarkdown, &QPushButton::clicked, this, [this] { exportReport(true); });
    connect(m_exportJson, &QPushButton::clicked, this, [this] { exportReport(false); });
    connect(m_checks, &CheckService::reportReady, this, &ChecksView::onReport);
    connect(m_checks, &CheckService::started, this, [this](const QString &name) {
        if (name == currentInstance()) {
            updateActions();
        }
    });
    connect(m_checks, &CheckService::progress, this, [this](const QString &name, const QString &message) {
        if (name == currentInstance()) {
            m_summary->setText(message);
        }
    });
    refreshInstanceList();
    showLatest(); // the empty state says what to do even before any instance exists
}

QString ChecksView::currentInstance() const
{
    return m_instance->instanceName();
}

void ChecksView::showInstance(const QString &instanceName)
{
    const int index = m_instance->findData(instanceName);
    if (index >= 0) {
        m_instance->setCurrentIndex(index);
    }
    showLatest();
}

void ChecksView::refreshInstanceList()
{
    if (m_instance->setInstances(m_instances->instances())) {
        showLatest();
    }
    updateActions();
}

void ChecksView::showLatest()
{
    const QString name = currentInstance();
    const auto report = name.isEmpty() ? std::nullopt : m_checks->latest(name);
    m_model->setReport(report.value_or(CheckReport {}));
    if (name.isEmpty()) {
        m_summary->setText(
            tr("No running instance. Launch one from the Offers tab; it is checked as soon as it is up."));
    } else if (!report) {
        m_summary->setText(tr("%1 has not been checked yet. Press Run checks.").arg(name));
    } else {
        m_summary->setText(tr("%1 — %2 (checked %3)")
                               .arg(name, CheckReportModel::summaryText(*report),
                                   QLocale().toString(report->finishedAt.toLocalTime(), QLocale::ShortFormat)));
    }
    m_table->resizeColumnsToContents();
    m_table->setColumnWidth(CheckReportModel::Measured, qMin(m_table->columnWidth(CheckReportModel::Measured), 360));
    m_table->setColumnWidth(CheckReportModel::Expected, qMin(m_table->columnWidth(CheckReportModel::Expected), 260));
    updateActions();
}

void ChecksView::runChecks()
{
    const QString name = currentInstance();
    if (name.isEmpty()) {
        return;
    }
    CheckOptions options;
    options.bench = m_bench->isChecked();
    options.burnInSeconds = m_singleCheck.isEmpty() ? m_burnIn->value() : 0;
    if (options.burnInSeconds > 0) {
        m_burnInPanel->start(name, options.burnInSeconds);
        m_burnInPanel->show();
    }
    m_summary->setText(tr("Checking %1…").arg(name));
    m_checks->run(name, options);
    updateActions();
}

void ChecksView::rerunSelected()
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        return;
    }
    // One probe yields every check in about a second, so a single check costs a whole run; only its row changes.
    m_singleCheck = m_model->report().results.value(rows.first().row()).id;
    runChecks();
}

void ChecksView::finishBurnIn(const CheckReport &report)
{
    QStringList problems;
    bool any = false;
    for (const CheckResult &result : report.results) {
        if (!result.id.startsWith(QLatin1String("burn."))) {
            continue;
        }
        any = true;
        if (result.status == CheckStatus::Warn || result.status == CheckStatus::Fail) {
            problems << result.title + QStringLiteral(": ") + result.measured;
        }
    }
    if (!report.error.isEmpty() || !any) {
        m_burnInPanel->finish(tr("The burn-in did not run: %1")
                                  .arg(report.error.isEmpty() ? tr("the checks ended first") : report.error));
    } else if (problems.isEmpty()) {
        m_burnInPanel->finish(tr("Burn-in passed: every GPU held its clocks, stayed cool enough and computed "
                                 "correctly."));
    } else {
        m_burnInPanel->finish(tr("Burn-in found problems — %1").arg(problems.join(QStringLiteral("; "))));
    }
}

void ChecksView::onReport(const QString &instanceName, const CheckReport &report)
{
    if (instanceName == m_burnInPanel->instanceName() && m_burnInPanel->isRunning()) {
        finishBurnIn(report);
    }
    if (instanceName != currentInstance()) {
        updateActions();
        return;
    }
    const QString single = std::exchange(m_singleCheck, QString());
    if (!single.isEmpty() && report.error.isEmpty() && m_model->report().instanceName == instanceName) {
        CheckReport merged = m_model->report();
        for (CheckResult &result : merged.results) {
            if (const CheckResult *fresh = report.result(single); fresh && result.id == single) {
                result = *fresh;
            }
        }
        merged.finishedAt = report.finishedAt;
        m_model->setReport(merged);
        m_summary->setText(tr("%1 — re-ran one check (%2)").arg(instanceName, single));
        updateActions();
        return;
    }
    if (!report.error.isEmpty()) {
        m_summary->setText(tr("The checks of %1 could not run: %2").arg(instanceName, report.error));
        updateActions();
        return;
    }
    showLatest();
}

void ChecksView::exportReport(bool markdown)
{
    const CheckReport report = m_model->report();
    if (report.instanceName.isEmpty()) {
        return;
    }
    // Non-blocking file dialog: the window keeps running while the user picks a name.
    auto *dialog
        = new QFileDialog(this, markdown ? tr("Export the report as Markdown") : tr("Export the report as JSON"));
    dialog->setObjectName(QStringLiteral("exportReportFileDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    const QString base = QString(report.instanceName).replace(QLatin1Char(':'), QLatin1Char('-'));
    dialog->selectFile(base + (markdown ? QStringLiteral("-checks.md") : QStringLiteral("-checks.json")));
    connect(dialog, &QFileDialog::fileSelected, this, [this, report, markdown](const QString &path) {
        QFile file(path);
        const QByteArray content
            = markdown ? report.toMarkdown().toUtf8() : QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented);
        const bool ok = file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
        m_summary->setText(ok ? tr("Saved %1.").arg(path) : tr("Could not save %1: %2").arg(path, file.errorString()));
    });
    dialog->open();
}

void ChecksView::updateActions()
{
    const QString name = currentInstance();
    const bool running = !name.isEmpty() && m_checks->isRunning(name);
    m_run->setEnabled(!name.isEmpty() && !running);
    m_cancel->setVisible(running);
    m_run->setText(m_model->rowCount() > 0 ? tr("&Re-run checks") : tr("&Run checks"));
    m_busy->setVisible(running);
    m_rerunOne->setEnabled(!name.isEmpty() && !running && m_table->selectionModel()->hasSelection());
    m_exportMarkdown->setEnabled(m_model->rowCount() > 0);
    m_exportJson->setEnabled(m_model->rowCount() > 0);
}

} // namespace RentDeck
