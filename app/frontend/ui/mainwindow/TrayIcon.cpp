// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/TrayIcon.h"

#include "ui/mainwindow/TrayMenu.h"

#include <QIcon>

namespace RentDeck {

TrayIcon::TrayIcon(const QIcon &icon, TrayMenu *menu, QObject *parent)
    : QObject(parent)
    , m_tray(new QSystemTrayIcon(icon, this))
{
    m_tray->setContextMenu(menu);
    connect(m_tray, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason reason) {
        if (reason == QSystemTrayIcon::Trigger || reason == QSystemTrayIcon::DoubleClick) {
            emit activated();
        }
    });
    setStatus({});
    m_tray->show();
}

void TrayIcon::setStatus(const QStringList &lines)
{
    QStringList shown { tr("RentDeck") };
    for (const QString &line : lines) {
        if (!line.isEmpty()) {
            shown << line;
        }
    }
    m_tray->setToolTip(shown.join(QLatin1Char('\n')));
}

void TrayIcon::showMessage(const QString &title, const QString &text, QSystemTrayIcon::MessageIcon icon)
{
    m_tray->showMessage(title, text, icon);
}

QString TrayIcon::toolTip() const
{
    return m_tray->toolTip();
}

} // namespace RentDeck
