// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"

#include <QHash>
#include <QWidget>
#include <functional>
#include <optional>

class QLabel;
class QProgressBar;
class QMenu;
class QPushButton;
class QToolButton;
class QSortFilterProxyModel;
class QStackedWidget;
class QTableView;

namespace RentDeck {

class InstanceManager;
class InstanceModel;
class StatusJob;

/**
 * The instances of every provider with their state (coloured), price and cost so far, and the
 * lifecycle buttons. Every operation runs as a job; the view shows what is pending meanwhile and
 * never blocks. Destroy asks first, naming exactly what is deleted.
 */
class InstancesView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InstancesView)
public:
    explicit InstancesView(InstanceManager *manager, QWidget *parent = nullptr);

    /** Selects the row of \a name ("provider:id") if it is shown, now or when it appears. */
    void selectInstance(const QString &name);
    QString selectedInstanceName() const;
    /** Stops \a name as the Stop button does (from the tray); failures are reported by this view. */
    void requestStop(const QString &name);
    /** Destroys \a name after the destroy gate and the usual confirmation, as the Destroy… button does. */
    void requestDestroy(const QString &name);
    /**
     * Runs before Destroy asks for confirmation (the pull-before-destroy check): gets the instance, a function
     * that asks as usual and one that destroys at once; it calls one of them, or neither to cancel.
     */
    using DestroyGate
        = std::function<void(const QString &name, std::function<void()> askAsUsual, std::function<void()> destroyNow)>;
    void setDestroyGate(DestroyGate gate) { m_destroyGate = std::move(gate); }
    /** Shows \a panel (the team's machines) between the table and the buttons. */
    void addBelowTable(QWidget *panel);

    /** "ssh -p PORT -i KEY -o UserKnownHostsFile=FILE user@host", or empty when not reachable. */
    static QString sshCommand(const Instance &instance);

signals:
    void openTerminalRequested(const QString &instanceName);
    /** Forward \a remotePort of the instance to 127.0.0.1; \a label names the service ("JupyterLab"). */
    void forwardRequested(const QString &instanceName, quint16 remotePort, const QString &label);
    void addSshHostRequested();
    void checksRequested(const QString &instanceName);
    /** Start a job on the instance under RentDeck's supervisor (the Jobs tab's form). */
    void runJobRequested(const QString &instanceName);

private:
    enum class Operation
    {
        Stop,
        Resume,
        Restart,
        Destroy
    };

    QWidget *createButtons();
    std::optional<Instance> selectedInstance() const;
    void confirmDestroy();
    void askDestroy(const QString &name);
    /** Double-click on the Project cell: retag \a name (InstanceModel::setData). */
    void askProject(const QString &name);
    void run(Operation operation, const QString &name);
    void onOperationFinished(Operation operation, const QString &name, bool ok, const QString &error);
    void copySshCommand();
    QMenu *createConnectMenu();
    void openSystemTerminal();
    void openInVsCode();
    void askForwardPort();
    void openGuardDialog();
    void updateActions();
    void updateEmptyState();
    void updatePendingStatus();
    static QString pendingText(Operation operation, const QString &name);

    InstanceManager *m_manager;
    InstanceModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QStackedWidget *m_stack;
    QTableView *m_table;
    QLabel *m_empty;
    QLabel *m_status;
    QProgressBar *m_busy;
    QPushButton *m_stop = nullptr;
    QPushButton *m_resume = nullptr;
    QPushButton *m_restart = nullptr;
    QPushButton *m_destroy = nullptr;
    QPushButton *m_guard = nullptr;
    QPushButton *m_refresh = nullptr;
    QToolButton *m_connect = nullptr;
    QPushButton *m_addHost = nullptr;
    QHash<QString, Operation> m_pending;
    QString m_wantedSelection;
    DestroyGate m_destroyGate;
};

} // namespace RentDeck
