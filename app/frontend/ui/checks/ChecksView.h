// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;

namespace RentDeck {

class BurnInPanel;
class CheckReportModel;
class CheckService;
class InstanceManager;
class RunningInstanceComboBox;
struct CheckReport;

/**
 * Pre-flight checks of one instance: pick it, run (optionally with the benchmark and a burn-in, charted live),
 * read every check with what was measured, what was expected and how to fix it, and export the report.
 */
class ChecksView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ChecksView)
public:
    ChecksView(InstanceManager *instances, CheckService *checks, QWidget *parent = nullptr);

    /** Shows \a instanceName's latest report (and selects it). */
    void showInstance(const QString &instanceName);
    QString currentInstance() const;

private:
    void refreshInstanceList();
    void showLatest();
    void runChecks();
    void rerunSelected();
    void onReport(const QString &instanceName, const CheckReport &report);
    void exportReport(bool markdown);
    void updateActions();
    void finishBurnIn(const CheckReport &report);

    InstanceManager *m_instances;
    CheckService *m_checks;
    CheckReportModel *m_model;
    RunningInstanceComboBox *m_instance;
    QPushButton *m_run;
    QPushButton *m_rerunOne;
    QString m_singleCheck; // id of the one check being re-run; its row alone is replaced
    QCheckBox *m_bench;
    QSpinBox *m_burnIn; // seconds; 0: no burn-in
    QPushButton *m_cancel;
    BurnInPanel *m_burnInPanel;
    QProgressBar *m_busy;
    QLabel *m_summary;
    QTableView *m_table;
    QPushButton *m_exportMarkdown;
    QPushButton *m_exportJson;
};

} // namespace RentDeck
