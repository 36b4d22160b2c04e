// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/instances/InstancesView.h"

#include "services/InstanceManager.h"
#include "services/InstanceModel.h"
#include "ssh/OpenSshCommand.h"
#include "ssh/SshConfigFile.h"
#include "ssh/SystemTerminal.h"
#include "ui/dialogs/MessageBox.h"
#include "ui/instances/InstanceStateDelegate.h"
#include "ui/watch/GuardDialog.h"
#include "ui/widgets/ActionIcons.h"
#include "ui/widgets/ListTable.h"

#include <QAction>
#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QPointer>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

namespace RentDeck {

InstancesView::InstancesView(InstanceManager *manager, QWidget *parent)
    : QWidget(parent)
    , m_manager(manager)
    , m_model(new InstanceModel(manager, this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_stack(new QStackedWidget(this))
    , m_table(new QTableView(this))
    , m_empty(new QLabel(tr("No instances yet — pick an offer in the Offers tab and press Launch."), this))
    , m_status(new QLabel(this))
    , m_busy(new QProgressBar(this))
{
    setObjectName(QStringLiteral("instancesView"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(InstanceModel::SortRole);

    m_table->setObjectName(QStringLiteral("instancesTableView"));
    m_table->setModel(m_proxy);
    m_table->setItemDelegateForColumn(InstanceModel::Status, new InstanceStateDelegate(m_table));
    setUpListTable(m_table, InstanceModel::Created);

    m_empty->setObjectName(QStringLiteral("emptyStateLabel"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_stack->setObjectName(QStringLiteral("instancesStackedWidget"));
    m_stack->addWidget(m_empty);
    m_stack->addWidget(m_table);

    m_status->setObjectName(QStringLiteral("instancesStatusLabel"));
    m_busy->setObjectName(QStringLiteral("operationProgressBar"));
    m_busy->setRange(0, 0);
    m_busy->setMaximumWidth(120);
    m_busy->setTextVisible(false);
    m_busy->hide();

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_stack, 2);
    layout->addWidget(createButtons());

    // The project is set in a dialog rather than in the cell: a refresh resets the model, which would close an editor.
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.column() == InstanceModel::Project) {
            askProject(index.data(InstanceModel::NameRole).toString());
        }
    });
    connect(m_model, &InstanceModel::editFailed, this,
        [this](const QString &message) { MessageBox::critical(this, tr("Project not set"), message); });
    // A reset (every refresh) drops the selection: keep the selected instance selected.
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] {
        if (const QString name = selectedInstanceName(); !name.isEmpty()) {
            m_wantedSelection = name;
        }
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        m_table->resizeColumnsToContents();
        updateEmptyState();
        if (!m_wantedSelection.isEmpty()) {
            selectInstance(m_wantedSelection);
        }
        if (!m_table->selectionModel()->hasSelection() && m_proxy->rowCount() > 0) {
            m_table->selectRow(0); // the buttons act on a selection; start with one
        }
        updateActions();
    });
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &InstancesView::updateActions);
    connect(m_manager, &InstanceManager::instancesRefreshFailed, this,
        [this](const QString &providerId, const QString &message) {
            m_status->setText(tr("Could not refresh instances of %1: %2").arg(providerId, message));
        });
    m_table->resizeColumnsToContents();
    updateEmptyState();
    updateActions();
}

QWidget *InstancesView::createButtons()
{
    auto *bar = new QWidget(this);
    auto makeButton = [bar](const QString &text, const QString &name, ActionIcon icon) {
        auto *button = new QPushButton(actionIcon(icon), text, bar);
        button->setObjectName(name);
        return button;
    };
    m_stop = makeButton(tr("&Stop"), QStringLiteral("stopPushButton"), ActionIcon::Stop);
    m_resume = makeButton(tr("Res&ume"), QStringLiteral("resumePushButton"), ActionIcon::Resume);
    m_restart = makeButton(tr("Res&tart"), QStringLiteral("restartPushButton"), ActionIcon::Refresh);
    m_restart->setToolTip(tr("Reboot the instance in place; it keeps its disk and keeps billing"));
    m_destroy = makeButton(tr("&Destroy…"), QStringLiteral("destroyPushButton"), ActionIcon::Destroy);
    m_refresh = makeButton(tr("&Refresh"), QStringLiteral("refreshInstancesPushButton"), ActionIcon::Refresh);
    m_refresh->setShortcut(QKeySequence::Refresh);
    m_guard = makeButton(tr("&Guard…"), QStringLiteral("guardPushButton"), ActionIcon::Guard);
    m_guard->setToolTip(tr("Set a budget, a lifetime limit or an idle rule, and what to do when it is reached"));
    m_addHost = makeButton(tr("&Add SSH host…"), QStringLiteral("addSshHostPushButton"), ActionIcon::AddHost);
    m_addHost->setToolTip(tr("Add any machine you can reach by SSH (AutoDL, a lab server…) with its price per hour"));
    m_connect = new QToolButton(bar);
    m_connect->setObjectName(QStringLiteral("connectToolButton"));
    m_connect->setPopupMode(QToolButton::MenuButtonPopup);
    m_connect->setMenu(createConnectMenu());
    m_connect->setDefaultAction(m_connect->menu()->actions().constFirst());
    m_connect->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_connect->setToolTip(tr("Open a terminal; the arrow has the other ways to connect: system terminal, VS Code, "
                             "ssh command, JupyterLab, TensorBoard, any port"));

    auto *layout = new QHBoxLayout(bar);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_addHost);
    layout->addWidget(m_busy);
    layout->addWidget(m_status, 1);
    layout->addWidget(m_connect);
    for (QPushButton *button : { m_refresh, m_guard, m_stop, m_resume, m_restart, m_destroy }) {
        layout->addWidget(button);
    }

    connect(m_stop, &QPushButton::clicked, this, [this] { run(Operation::Stop, selectedInstanceName()); });
    connect(m_resume, &QPushButton::clicked, this, [this] { run(Operation::Resume, selectedInstanceName()); });
    connect(m_restart, &QPushButton::clicked, this, [this] { run(Operation::Restart, selectedInstanceName()); });
    connect(m_destroy, &QPushButton::clicked, this, &InstancesView::confirmDestroy);
    connect(m_guard, &QPushButton::clicked, this, &InstancesView::openGuardDialog);
    connect(m_addHost, &QPushButton::clicked, this, &InstancesView::addSshHostRequested);
    connect(m_refresh, &QPushButton::clicked, this, [this] {
        m_status->setText(tr("Refreshing…"));
        m_manager->refreshInstances();
    });
    return bar;
}

void InstancesView::selectInstance(const QString &name)
{
    m_wantedSelection = name;
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, 0);
        if (index.data(InstanceModel::NameRole).toString() == name) {
            m_table->selectRow(row);
            m_table->scrollTo(index);
            m_wantedSelection.clear();
            return;
        }
    }
}

QString InstancesView::selectedInstanceName() const
{
    const QModelIndexList rows = m_table->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(InstanceModel::NameRole).toString();
}

std::optional<Instance> InstancesView::selectedInstance() const
{
    const QString name = selectedInstanceName();
    return name.isEmpty() ? std::nullopt : m_manager->findInstance(name);
}

QString InstancesView::sshCommand(const Instance &instance)
{
    return instance.ssh.isValid() ? OpenSshCommand::shellLine(instance.ssh) : QString();
}

void InstancesView::requestStop(const QString &name)
{
    run(Operation::Stop, name);
}

void InstancesView::confirmDestroy()
{
    if (const std::optional<Instance> instance = selectedInstance()) {
        requestDestroy(instance->name());
    }
}

void InstancesView::requestDestroy(const QString &name)
{
    if (!m_manager->findInstance(name)) {
        return;
    }
    if (!m_destroyGate) {
        askDestroy(name);
        return;
    }
    const QPointer<InstancesView> self(this);
    m_destroyGate(
        name,
        [self, name] {
            if (self) {
                self->askDestroy(name);
            }
        },
        [self, name] {
            if (self) {
                self->run(Operation::Destroy, name);
            }
        });
}

void InstancesView::askProject(const QString &name)
{
    auto *dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("projectInputDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Project of %1").arg(name));
    dialog->setLabelText(tr("Its whole cost counts for this project in cost reports, budgets and the team's view "
                            "(empty: none):"));
    dialog->setTextValue(m_manager->project(name));
    connect(dialog, &QInputDialog::textValueSelected, this, [this, name](const QString &project) {
        for (int row = 0; row < m_model->rowCount(); ++row) {
            if (m_model->instanceAt(row).name() == name) {
                m_model->setData(m_model->index(row, InstanceModel::Project), project, Qt::EditRole);
            }
        }
    });
    dialog->open();
}

void InstancesView::askDestroy(const QString &name)
{
    const std::optional<Instance> instance = m_manager->findInstance(name);
    if (!instance) {
        return;
    }
    // Say exactly what goes: for the simulated sandbox that is the per-instance home folder and its keys.
    const Provider *provider = m_manager->provider(instance->providerId);
    const QString what = provider != nullptr && provider->descriptor().isSimulated
        ? tr("This deletes the instance and its disk (home folder, keys); data not pulled back is lost.")
        : tr("This deletes the instance and its %1 GB disk; data not pulled back is lost.")
              .arg(instance->diskGb, 0, 'f', 0);
    const QString text
        = tr("Destroy %1?").arg(name) + QLatin1Char(' ') + what + QLatin1Char(' ') + tr("This cannot be undone.");
    MessageBox::question(
        this, tr("Destroy instance"), text, this,
        [this, name](QMessageBox::StandardButton answer) {
            if (answer == QMessageBox::Yes) {
                run(Operation::Destroy, name);
            }
        },
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
}

void InstancesView::run(Operation operation, const QString &name)
{
    if (name.isEmpty() || m_pending.contains(name)) {
        return;
    }
    StatusJob *job = nullptr;
    switch (operation) {
    case Operation::Stop:
        job = m_manager->stop(name);
        break;
    case Operation::Resume:
        job = m_manager->resume(name);
        break;
    case Operation::Restart:
        job = m_manager->restart(name);
        break;
    case Operation::Destroy:
        job = m_manager->destroy(name);
        break;
    }
    m_pending.insert(name, operation);
    connect(job, &Job::finished, this,
        [this, job, operation, name] { onOperationFinished(operation, name, job->isOk(), job->error().message); });
    updatePendingStatus();
    updateActions();
}

void InstancesView::onOperationFinished(Operation operation, const QString &name, bool ok, const QString &error)
{
    m_pending.remove(name);
    updatePendingStatus();
    updateActions();
    if (ok) {
        return;
    }
    const QString title = operation == Operation::Stop ? tr("Stop failed")
        : operation == Operation::Resume               ? tr("Resume failed")
        : operation == Operation::Restart              ? tr("Restart failed")
                                                       : tr("Destroy failed");
    m_status->setText(title);
    MessageBox::critical(this, title, tr("%1: %2").arg(name, error));
}

QString InstancesView::pendingText(Operation operation, const QString &name)
{
    switch (operation) {
    case Operation::Stop:
        return tr("Stopping %1…").arg(name);
    case Operation::Resume:
        return tr("Resuming %1…").arg(name);
    case Operation::Restart:
        return tr("Restarting %1…").arg(name);
    case Operation::Destroy:
        return tr("Destroying %1…").arg(name);
    }
    return {};
}

void InstancesView::updatePendingStatus()
{
    m_busy->setVisible(!m_pending.isEmpty());
    QStringList texts;
    for (auto it = m_pending.cbegin(); it != m_pending.cend(); ++it) {
        texts.append(pendingText(it.value(), it.key()));
    }
    texts.sort();
    m_status->setText(texts.join(QLatin1Char(' ')));
}

void InstancesView::copySshCommand()
{
    const std::optional<Instance> instance = selectedInstance();
    const QString command = instance ? sshCommand(*instance) : QString();
    if (command.isEmpty()) {
        return;
    }
    QGuiApplication::clipboard()->setText(command);
    m_status->setText(tr("Copied: %1").arg(command));
}

void InstancesView::updateActions()
{
    const std::optional<Instance> instance = selectedInstance();
    const bool idle = instance && !m_pending.contains(instance->name());
    const Provider *provider = instance ? m_manager->provider(instance->providerId) : nullptr;
    const bool canPower = provider && provider->descriptor().capabilities.testFlag(ProviderCapability::StartStop);
    const bool canRestart = provider && provider->descriptor().capabilities.testFlag(ProviderCapability::Restart);
    const InstanceState state = instance ? instance->state : InstanceState::Terminated;

    m_stop->setEnabled(idle && canPower && state == InstanceState::Running);
    m_resume->setEnabled(idle && canPower && state == InstanceState::Stopped);
    // Only where the provider reboots in place (Lambda, which has no stop); elsewhere stop + resume does it.
    m_restart->setVisible(canRestart);
    m_restart->setEnabled(idle && canRestart && state == InstanceState::Running);
    m_destroy->setEnabled(idle && !isGone(state));
    m_guard->setEnabled(instance && !isGone(state) && m_manager->ledger());
    m_connect->setEnabled(instance && state == InstanceState::Running && instance->ssh.isValid());
    if (instance && !canPower) {
        m_stop->setToolTip(provider && !provider->descriptor().stopMeans.isEmpty()
                ? tr("%1 cannot stop and resume instances: %2")
                      .arg(provider->descriptor().displayName, provider->descriptor().stopMeans)
                : tr("%1 cannot stop and resume instances.").arg(instance->providerId));
    } else {
        m_stop->setToolTip({});
    }
}

void InstancesView::updateEmptyState()
{
    m_stack->setCurrentWidget(
        m_model->rowCount() == 0 ? static_cast<QWidget *>(m_empty) : static_cast<QWidget *>(m_table));
}

QMenu *InstancesView::createConnectMenu()
{
    auto *menu = new QMenu(this);
    menu->setObjectName(QStringLiteral("connectMenu"));
    auto add = [this, menu](const QString &text, const QKeySequence &shortcut, auto slot) {
        QAction *action = menu->addAction(text, this, slot);
        action->setShortcut(shortcut);
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
        return action;
    };
    QAction *terminal = add(tr("Open &terminal"), QKeySequence(Qt::CTRL | Qt::Key_T),
        [this] { emit openTerminalRequested(selectedInstanceName()); });
    terminal->setObjectName(QStringLiteral("openTerminalAction"));
    terminal->setIcon(actionIcon(ActionIcon::Terminal));
    add(tr("Open in &system terminal"), QKeySequence(), [this] { openSystemTerminal(); });
    add(tr("Open in &VS Code"), QKeySequence(), [this] {
        openInVsCode();
    })->setEnabled(!QStandardPaths::findExecutable(QStringLiteral("code")).isEmpty());
    add(tr("&Copy ssh command"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), [this] { copySshCommand(); });
    add(tr("Run pre-flight c&hecks"), QKeySequence(), [this] {
        emit checksRequested(selectedInstanceName());
    })->setObjectName(QStringLiteral("runChecksAction"));
    add(tr("Run a &job…"), QKeySequence(), [this] {
        emit runJobRequested(selectedInstanceName());
    })->setObjectName(QStringLiteral("runJobAction"));
    menu->addSeparator();
    add(tr("Forward &JupyterLab (8888)"), QKeySequence(), [this] {
        emit forwardRequested(selectedInstanceName(), 8888, tr("JupyterLab"));
    })->setObjectName(QStringLiteral("forwardJupyterAction"));
    add(tr("Forward Tensor&Board (6006)"), QKeySequence(),
        [this] { emit forwardRequested(selectedInstanceName(), 6006, tr("TensorBoard")); });
    add(tr("&Forward port…"), QKeySequence(), [this] { askForwardPort(); });
    return menu;
}

void InstancesView::openSystemTerminal()
{
    const std::optional<Instance> instance = selectedInstance();
    if (!instance || !instance->ssh.isValid()) {
        return;
    }
    const Status status = SystemTerminal::open(instance->ssh);
    m_status->setText(status ? tr("Opened a terminal for %1.").arg(instance->name()) : status.error().message);
}

void InstancesView::openInVsCode()
{
    const std::optional<Instance> instance = selectedInstance();
    if (!instance || !instance->ssh.isValid()) {
        return;
    }
    // VS Code's Remote-SSH reads ~/.ssh/config, so the host gets its RentDeck-owned block first.
    const SshConfigFile config;
    if (const Status written = config.write(*instance); !written) {
        m_status->setText(written.error().message);
        return;
    }
    const QString alias = SshConfigFile::hostAlias(instance->name());
    const bool started = QProcess::startDetached(
        QStringLiteral("code"), SshConfigFile::vscodeRemoteArguments(alias, QStringLiteral("~")));
    m_status->setText(started ? tr("Opening %1 in VS Code (ssh host %2)…").arg(instance->name(), alias)
                              : tr("Could not start VS Code (code)."));
}

void InstancesView::openGuardDialog()
{
    const std::optional<Instance> instance = selectedInstance();
    if (!instance || !m_manager->ledger()) {
        return;
    }
    const Provider *provider = m_manager->provider(instance->providerId);
    // Non-blocking, like every dialog here: it saves to the ledger itself and reports through its signals.
    auto *dialog = new GuardDialog(
        m_manager->storage(), instance->name(), provider ? std::optional(provider->descriptor()) : std::nullopt, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &GuardDialog::saved, this,
        [this](const GuardPolicy &policy) { m_status->setText(tr("Guard saved for %1.").arg(policy.scope)); });
    connect(dialog, &GuardDialog::removed, this,
        [this](GuardScope, const QString &scope) { m_status->setText(tr("Guard of %1 removed.").arg(scope)); });
    dialog->open();
}

void InstancesView::askForwardPort()
{
    const QString name = selectedInstanceName();
    if (name.isEmpty()) {
        return;
    }
    // Non-blocking: the dialog reports back through its signal.
    auto *dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("forwardPortInputDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Forward a port"));
    dialog->setLabelText(tr("Port on %1 to reach from this computer (bound to 127.0.0.1 only):").arg(name));
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setIntRange(1, 65535);
    dialog->setIntValue(8080);
    connect(dialog, &QInputDialog::intValueSelected, this,
        [this, name](int port) { emit forwardRequested(name, quint16(port), QString()); });
    dialog->open();
}

void InstancesView::addBelowTable(QWidget *panel)
{
    auto *box = qobject_cast<QVBoxLayout *>(layout());
    box->insertWidget(1, panel, 1);
}

} // namespace RentDeck
