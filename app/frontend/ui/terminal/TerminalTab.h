// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QToolButton;

namespace RentDeck {

class TerminalWidget;

/**
 * A terminal with a small toolbar: Copy, Paste, "Copy ssh command" and "Open in system terminal".
 * The two ssh actions only emit signals; whoever owns the connection answers them.
 */
class TerminalTab : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TerminalTab)
public:
    explicit TerminalTab(QWidget *parent = nullptr);

    TerminalWidget *terminal() const;

signals:
    void copySshCommandRequested();
    void openSystemTerminalRequested();

private:
    QToolButton *addButton(const QString &text, const QString &toolTip, const QString &iconName, const QString &name);
    void updateActions();

    TerminalWidget *m_terminal;
    QToolButton *m_copy = nullptr;
    QToolButton *m_paste = nullptr;
};

} // namespace RentDeck
