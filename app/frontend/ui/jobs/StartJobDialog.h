// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "jobs/JobRecord.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace RentDeck {

class RunningInstanceComboBox;

/**
 * What `job start` asks, as a form: the instance, the command, its folders (code to push, checkpoints, outputs and
 * where they go), how often checkpoints come back, what happens when it is done, and whether a lost job is recovered
 * without asking. OK stays off until the form makes a job JobService would start (the reason is shown).
 */
class StartJobDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StartJobDialog)

public:
    StartJobDialog(const QList<Instance> &instances, const QString &selected, QWidget *parent = nullptr);

    /** The job as filled in (maxPrice in the instance's currency; invalid for "its own price"). */
    JobRecord spec() const;

private:
    void validate();
    QLineEdit *folderField(const QString &objectName, const QString &placeholder, bool browse, QWidget **row);

    QList<Instance> m_instances;
    RunningInstanceComboBox *m_instance;
    QLineEdit *m_command;
    QLineEdit *m_workdir;
    QLineEdit *m_push;
    QLineEdit *m_checkpoints;
    QDoubleSpinBox *m_pullEvery;
    QSpinBox *m_keep;
    QLineEdit *m_outputs;
    QLineEdit *m_pullTo;
    QComboBox *m_onFinish;
    QCheckBox *m_autoRecover;
    QDoubleSpinBox *m_maxPrice;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace RentDeck
