// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/terminal/TerminalTab.h"

#include "ui/terminal/TerminalWidget.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QIcon>
#include <QToolButton>
#include <QVBoxLayout>

namespace RentDeck {

TerminalTab::TerminalTab(QWidget *parent)
    : QWidget(parent)
    , m_terminal(new TerminalWidget(this))
{
    setObjectName(QStringLiteral("terminalTab"));
    auto *toolBar = new QHBoxLayout;
    toolBar->setContentsMargins(4, 2, 4, 2);
    m_copy = addButton(tr("Copy"), tr("Copy the selected text (Ctrl+Shift+C)"), QStringLiteral("edit-copy"),
        QStringLiteral("copyToolButton"));
    m_paste = addButton(tr("Paste"), tr("Paste the clipboard into the terminal (Ctrl+Shift+V)"),
        QStringLiteral("edit-paste"), QStringLiteral("pasteToolButton"));
    QToolButton *copySsh = addButton(tr("Copy ssh command"), tr("Copy the ssh command that connects to this machine"),
        QStringLiteral("edit-copy"), QStringLiteral("copySshCommandToolButton"));
    QToolButton *openSystem
        = addButton(tr("Open in system terminal"), tr("Open an ssh session to this machine in the system's terminal"),
            QStringLiteral("utilities-terminal"), QStringLiteral("openSystemTerminalToolButton"));
    for (QToolButton *button : { m_copy, m_paste }) {
        toolBar->addWidget(button);
    }
    toolBar->addStretch(1);
    toolBar->addWidget(copySsh);
    toolBar->addWidget(openSystem);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addLayout(toolBar);
    layout->addWidget(m_terminal, 1);
    setFocusProxy(m_terminal);

    connect(m_copy, &QToolButton::clicked, m_terminal, &TerminalWidget::copy);
    connect(m_paste, &QToolButton::clicked, m_terminal, &TerminalWidget::paste);
    connect(copySsh, &QToolButton::clicked, this, &TerminalTab::copySshCommandRequested);
    connect(openSystem, &QToolButton::clicked, this, &TerminalTab::openSystemTerminalRequested);
    // The buttons must not keep the keyboard: give it back to the terminal after each click.
    for (QToolButton *button : { m_copy, m_paste, copySsh, openSystem }) {
        button->setFocusPolicy(Qt::NoFocus);
    }
    connect(m_terminal, &TerminalWidget::selectionChanged, this, &TerminalTab::updateActions);
    connect(QGuiApplication::clipboard(), &QClipboard::dataChanged, this, &TerminalTab::updateActions);
    updateActions();
}

TerminalWidget *TerminalTab::terminal() const
{
    return m_terminal;
}

QToolButton *TerminalTab::addButton(
    const QString &text, const QString &toolTip, const QString &iconName, const QString &name)
{
    auto *button = new QToolButton(this);
    button->setObjectName(name);
    button->setText(text);
    button->setToolTip(toolTip);
    button->setIcon(QIcon::fromTheme(iconName));
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    button->setAutoRaise(true);
    return button;
}

void TerminalTab::updateActions()
{
    m_copy->setEnabled(m_terminal->hasSelection());
    m_paste->setEnabled(!QGuiApplication::clipboard()->text().isEmpty());
}

} // namespace RentDeck
