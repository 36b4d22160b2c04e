// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sync/SyncPairForm.h"

#include "ui/widgets/ActionIcons.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

namespace RentDeck {

SyncPairForm::SyncPairForm(QWidget *parent)
    : QWidget(parent)
    , m_direction(new QComboBox(this))
    , m_local(new QLineEdit(this))
    , m_browse(new QPushButton(tr("&Browse…"), this))
    , m_remote(new QLineEdit(this))
    , m_excludes(new QLineEdit(this))
    , m_delete(new QCheckBox(tr("&Delete extra files on the destination"), this))
{
    setObjectName(QStringLiteral("syncPairForm"));
    m_direction->setObjectName(QStringLiteral("directionComboBox"));
    m_local->setObjectName(QStringLiteral("localPathLineEdit"));
    m_browse->setObjectName(QStringLiteral("browseLocalPushButton"));
    m_browse->setIcon(actionIcon(ActionIcon::Browse));
    m_remote->setObjectName(QStringLiteral("remotePathLineEdit"));
    m_excludes->setObjectName(QStringLiteral("excludesLineEdit"));
    m_delete->setObjectName(QStringLiteral("deleteExtraneousCheckBox"));

    m_direction->addItem(tr("Push: local → instance"), int(RsyncOptions::Direction::Push));
    m_direction->addItem(tr("Pull: instance → local"), int(RsyncOptions::Direction::Pull));
    m_local->setPlaceholderText(tr("A folder on this computer"));
    m_local->setClearButtonEnabled(true);
    m_remote->setPlaceholderText(tr("Relative to the instance's home, e.g. data"));
    m_excludes->setPlaceholderText(tr("Patterns separated by spaces, e.g. *.ckpt __pycache__ .git"));
    m_delete->setToolTip(tr("Removes files on the destination that the source does not have."));

    auto *localRow = new QHBoxLayout;
    localRow->addWidget(m_local, 1);
    localRow->addWidget(m_browse);
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    // Fields grow with the window on every platform style (macOS's default keeps them at their size hint).
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->addRow(tr("D&irection:"), m_direction);
    form->addRow(tr("&Local folder:"), localRow);
    form->addRow(tr("Re&mote folder:"), m_remote);
    form->addRow(tr("E&xclude:"), m_excludes);
    form->addRow(QString(), m_delete);
    // A layout row has no buddy of its own: point the label's mnemonic at the line edit.
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(localRow))) {
        label->setBuddy(m_local);
    }

    connect(m_browse, &QPushButton::clicked, this, &SyncPairForm::browseLocal);
    connect(m_direction, &QComboBox::currentIndexChanged, this, &SyncPairForm::onFieldChanged);
    connect(m_local, &QLineEdit::textChanged, this, &SyncPairForm::onFieldChanged);
    connect(m_remote, &QLineEdit::textChanged, this, &SyncPairForm::onFieldChanged);
    connect(m_excludes, &QLineEdit::textChanged, this, &SyncPairForm::onFieldChanged);
    connect(m_delete, &QCheckBox::toggled, this, &SyncPairForm::onFieldChanged);
}

SyncPair SyncPairForm::pair() const
{
    SyncPair pair;
    pair.localPath = m_local->text().trimmed();
    pair.remotePath = m_remote->text().trimmed();
    pair.direction = RsyncOptions::Direction(m_direction->currentData().toInt());
    pair.excludes = m_excludes->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    pair.deleteExtraneous = m_delete->isChecked();
    return pair;
}

void SyncPairForm::setPair(const SyncPair &pair)
{
    // One changed() for the whole pair: listeners must not see half-filled forms.
    m_filling = true;
    m_local->setText(pair.localPath);
    m_remote->setText(pair.remotePath);
    m_direction->setCurrentIndex(qMax(0, m_direction->findData(int(pair.direction))));
    m_excludes->setText(pair.excludes.join(QLatin1Char(' ')));
    m_delete->setChecked(pair.deleteExtraneous);
    m_filling = false;
    emit changed();
}

bool SyncPairForm::isComplete() const
{
    return !m_local->text().trimmed().isEmpty() && !m_remote->text().trimmed().isEmpty();
}

void SyncPairForm::onFieldChanged()
{
    if (!m_filling) {
        emit changed();
    }
}

void SyncPairForm::browseLocal()
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

} // namespace RentDeck
