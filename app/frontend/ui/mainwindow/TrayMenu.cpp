// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/TrayMenu.h"

#include "provider/Provider.h"
#include "services/InstanceManager.h"

#include <QAction>

namespace RentDeck {

namespace {
QList<Instance> runningInstances(const InstanceManager *manager)
{
    QList<Instance> running;
    for (const Instance &instance : manager->instances()) {
        if (instance.state == InstanceState::Running) {
            running.append(instance);
        }
    }
    std::sort(running.begin(), running.end(),
        [](const Instance &a, const Instance &b) { return a.name().localeAwareCompare(b.name()) < 0; });
    return running;
}

QString entryText(const Instance &instance)
{
    return TrayMenu::tr("%1 — %2/h").arg(instance.name(), instance.pricePerHour.format());
}
} // namespace

TrayMenu::TrayMenu(InstanceManager *manager, QWidget *parent)
    : QMenu(parent)
    , m_manager(manager)
{
    setObjectName(QStringLiteral("trayMenu"));
    connect(m_manager, &InstanceManager::instancesChanged, this, &TrayMenu::update);
    update();
}

void TrayMenu::update()
{
    QStringList listed;
    for (const Instance &instance : runningInstances(m_manager)) {
        listed.append(entryText(instance));
    }
    // The manager refreshes every few seconds; rebuilding an open menu each time would close its submenus.
    if (m_built && listed == m_listed) {
        return;
    }
    m_listed = listed;
    rebuild();
}

void TrayMenu::setTeamLines(const QStringList &lines)
{
    if (lines != m_teamLines) {
        m_teamLines = lines;
        rebuild();
    }
}

void TrayMenu::rebuild()
{
    m_built = true;
    // clear() deletes only the actions this menu owns; the instance submenus are children of their own.
    qDeleteAll(findChildren<QMenu *>(Qt::FindDirectChildrenOnly));
    clear();
    addAction(tr("&Show RentDeck"), this, &TrayMenu::showWindowRequested)
        ->setObjectName(QStringLiteral("trayShowAction"));
    addAction(tr("&Refresh offers"), this, &TrayMenu::refreshOffersRequested)
        ->setObjectName(QStringLiteral("trayRefreshOffersAction"));
    addSeparator();
    addInstanceMenus();
    addTeamMenu();
    addSeparator();
    addAction(tr("&Quit"), this, &TrayMenu::quitRequested)->setObjectName(QStringLiteral("trayQuitAction"));
}

void TrayMenu::addInstanceMenus()
{
    const QList<Instance> running = runningInstances(m_manager);
    if (running.isEmpty()) {
        addAction(tr("Nothing running"))->setEnabled(false);
        return;
    }
    for (const Instance &instance : running) {
        const QString name = instance.name();
        QMenu *menu = addMenu(entryText(instance));
        menu->setObjectName(QStringLiteral("trayInstanceMenu-") + name);
        menu->addAction(tr("Open &terminal"), this, [this, name] { emit openTerminalRequested(name); })
            ->setObjectName(QStringLiteral("trayOpenTerminalAction"));
        QAction *stop = menu->addAction(tr("&Stop"), this, [this, name] { emit stopRequested(name); });
        stop->setObjectName(QStringLiteral("trayStopAction"));
        const Provider *provider = m_manager->provider(instance.providerId);
        stop->setEnabled(provider && provider->descriptor().capabilities.testFlag(ProviderCapability::StartStop));
        menu->addAction(tr("&Destroy…"), this, [this, name] { emit destroyRequested(name); })
            ->setObjectName(QStringLiteral("trayDestroyAction"));
    }
}

void TrayMenu::addTeamMenu()
{
    if (m_teamLines.isEmpty()) {
        return;
    }
    // Read-only: a teammate's machine is stopped with their provider account, so the entries only inform.
    QMenu *menu = addMenu(tr("Team: %n machine(s) running", nullptr, int(m_teamLines.size())));
    menu->setObjectName(QStringLiteral("trayTeamMenu"));
    for (const QString &line : std::as_const(m_teamLines)) {
        menu->addAction(line)->setEnabled(false);
    }
}

} // namespace RentDeck
