// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/jobs/StartJobDialog.h"

#include "services/JobService.h"
#include "ui/widgets/RunningInstanceComboBox.h"
#include "ui/widgets/StatusColours.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace RentDeck {

StartJobDialog::StartJobDialog(const QList<Instance> &instances, const QString &selected, QWidget *parent)
    : QDialog(parent)
    , m_instances(instances)
    , m_instance(new RunningInstanceComboBox(this))
    , m_command(new QLineEdit(this))
    , m_workdir(nullptr)
    , m_push(nullptr)
    , m_checkpoints(nullptr)
    , m_pullEvery(new QDoubleSpinBox(this))
    , m_keep(new QSpinBox(this))
    , m_outputs(nullptr)
    , m_pullTo(nullptr)
    , m_onFinish(new QComboBox(this))
    , m_autoRecover(new QCheckBox(tr("&Recover automatically when the machine is lost"), this))
    , m_maxPrice(new QDoubleSpinBox(this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("startJobDialog"));
    setWindowTitle(tr("Start a job"));
    m_instance->setObjectName(QStringLiteral("jobInstanceComboBox"));
    m_instance->setInstances(instances);
    if (const int at = m_instance->findData(selected); at >= 0) {
        m_instance->setCurrentIndex(at);
    }
    m_command->setObjectName(QStringLiteral("jobCommandLineEdit"));
    m_command->setPlaceholderText(tr("python train.py --resume-from ckpt"));
    QWidget *workdirRow = nullptr;
    QWidget *pushRow = nullptr;
    QWidget *checkpointsRow = nullptr;
    QWidget *outputsRow = nullptr;
    QWidget *pullToRow = nullptr;
    m_workdir
        = folderField(QStringLiteral("jobWorkdirLineEdit"), tr("rentdeck-jobs/ID below the home"), false, &workdirRow);
    m_push = folderField(QStringLiteral("jobPushLineEdit"), tr("nothing to push"), true, &pushRow);
    m_checkpoints = folderField(QStringLiteral("jobCheckpointsLineEdit"), tr("no checkpoints"), false, &checkpointsRow);
    m_checkpoints->setText(QStringLiteral("checkpoints"));
    m_outputs = folderField(QStringLiteral("jobOutputsLineEdit"), tr("nothing to pull"), false, &outputsRow);
    m_pullTo = folderField(QStringLiteral("jobPullToLineEdit"), tr("a folder on this computer"), true, &pullToRow);
    m_pullEvery->setObjectName(QStringLiteral("jobPullEverySpinBox"));
    m_pullEvery->setRange(0.1, 24 * 60);
    m_pullEvery->setDecimals(1);
    m_pullEvery->setValue(15);
    m_pullEvery->setSuffix(tr(" min"));
    m_keep->setObjectName(QStringLiteral("jobKeepSpinBox"));
    m_keep->setRange(1, 100);
    m_keep->setValue(3);
    m_onFinish->setObjectName(QStringLiteral("jobOnFinishComboBox"));
    m_onFinish->addItem(tr("Keep it running"), int(JobFinishAction::Keep));
    m_onFinish->addItem(tr("Stop it"), int(JobFinishAction::Stop));
    m_onFinish->addItem(tr("Destroy it (after the outputs are pulled and verified)"), int(JobFinishAction::Destroy));
    m_autoRecover->setObjectName(QStringLiteral("jobAutoRecoverCheckBox"));
    m_maxPrice->setObjectName(QStringLiteral("jobMaxPriceSpinBox"));
    m_maxPrice->setRange(0, 10000);
    m_maxPrice->setDecimals(2);
    m_maxPrice->setSpecialValueText(tr("its own price"));
    m_problem->setObjectName(QStringLiteral("jobProblemLabel"));
    m_problem->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("&Instance:"), m_instance);
    form->addRow(tr("&Command:"), m_command);
    form->addRow(tr("&Working folder:"), workdirRow);
    form->addRow(tr("&Push first:"), pushRow);
    form->addRow(tr("Check&points:"), checkpointsRow);
    form->addRow(tr("Pull a checkpoint &every:"), m_pullEvery);
    form->addRow(tr("&Keep here:"), m_keep);
    form->addRow(tr("&Outputs:"), outputsRow);
    form->addRow(tr("Pull outputs &to:"), pullToRow);
    form->addRow(tr("When it &succeeds:"), m_onFinish);
    form->addRow(QString(), m_autoRecover);
    form->addRow(tr("Replacement up to (per hour):"), m_maxPrice);
    auto *hint = new QLabel(tr("Your command should resume from the newest checkpoint in the checkpoint folder when "
                               "there is one, else start at step 0; write each checkpoint under a temporary name and "
                               "rename it into place. RentDeck pulls only complete ones."),
        this);
    hint->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(hint);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *edit : { m_command, m_workdir, m_push, m_checkpoints, m_outputs, m_pullTo }) {
        connect(edit, &QLineEdit::textChanged, this, &StartJobDialog::validate);
    }
    connect(m_onFinish, &QComboBox::currentIndexChanged, this, &StartJobDialog::validate);
    connect(m_instance, &QComboBox::currentIndexChanged, this, &StartJobDialog::validate);
    validate();
    resize(640, sizeHint().height());
}

QLineEdit *StartJobDialog::folderField(
    const QString &objectName, const QString &placeholder, bool browse, QWidget **row)
{
    auto *edit = new QLineEdit(this);
    edit->setObjectName(objectName);
    edit->setPlaceholderText(placeholder);
    *row = new QWidget(this);
    auto *layout = new QHBoxLayout(*row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    if (browse) {
        auto *button = new QPushButton(tr("Browse…"), *row);
        layout->addWidget(button);
        connect(button, &QPushButton::clicked, this, [this, edit] {
            const QString folder = QFileDialog::getExistingDirectory(this, tr("Choose a folder"), edit->text());
            if (!folder.isEmpty()) {
                edit->setText(folder);
            }
        });
    }
    return edit;
}

JobRecord StartJobDialog::spec() const
{
    JobRecord job;
    job.instanceName = m_instance->instanceName();
    job.command = QStringList { m_command->text().trimmed() };
    job.workdir = m_workdir->text().trimmed();
    job.pushFrom = m_push->text().trimmed();
    job.checkpointDir = m_checkpoints->text().trimmed();
    job.pullEveryMinutes = m_pullEvery->value();
    job.keep = m_keep->value();
    job.outputsDir = m_outputs->text().trimmed();
    job.pullTo = m_pullTo->text().trimmed();
    job.onFinish = JobFinishAction(m_onFinish->currentData().toInt());
    job.autoRecover = m_autoRecover->isChecked();
    if (m_maxPrice->value() > 0) {
        QString currency = QStringLiteral("USD");
        for (const Instance &instance : m_instances) {
            if (instance.name() == job.instanceName) {
                currency = instance.pricePerHour.currency();
            }
        }
        job.maxPrice = Money::fromDouble(m_maxPrice->value(), currency);
    }
    return job;
}

void StartJobDialog::validate()
{
    const QString why
        = m_command->text().trimmed().isEmpty() ? tr("Type the command to run.") : JobService::whyInvalid(spec());
    m_problem->setText(why);
    m_problem->setStyleSheet(QStringLiteral("color: %1").arg(StatusColours::name(StatusColours::Meaning::Bad)));
    m_problem->setVisible(!why.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(why.isEmpty());
}

} // namespace RentDeck
