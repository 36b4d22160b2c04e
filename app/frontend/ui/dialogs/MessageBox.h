// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QMessageBox>
#include <functional>

namespace RentDeck {

/**
 * Message boxes that never block: each one is shown window-modal with open() and reports its
 * answer through a callback, so no nested event loop runs on the GUI thread (STYLE.md §5).
 *
 * Test seam (after KeePassXC's MessageBox::setNextAnswer): when an answer is queued, the next box
 * is not shown and its callback gets that answer from the event loop. lastText() remembers what
 * the most recent box said, shown or not.
 */
class MessageBox
{
    Q_DECLARE_TR_FUNCTIONS(MessageBox)
public:
    using Callback = std::function<void(QMessageBox::StandardButton)>;

    /** Asks \a text with Yes/No (or \a buttons); \a callback runs with the answer unless \a context died first. */
    /** \a buttonTexts relabels standard buttons ("Pull, verify, then destroy" instead of "Yes"). */
    static void question(QWidget *parent, const QString &title, const QString &text, QObject *context,
        Callback callback, QMessageBox::StandardButtons buttons = QMessageBox::Yes | QMessageBox::No,
        QMessageBox::StandardButton defaultButton = QMessageBox::No,
        const QHash<QMessageBox::StandardButton, QString> &buttonTexts = {});
    static void critical(QWidget *parent, const QString &title, const QString &text);
    static void information(QWidget *parent, const QString &title, const QString &text);

    /** The next box answers \a button at once instead of being shown. NoButton clears it. */
    static void setNextAnswer(QMessageBox::StandardButton button);
    static QString lastTitle();
    static QString lastText();

private:
    static void show(QMessageBox::Icon icon, QWidget *parent, const QString &title, const QString &text,
        QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton, QObject *context,
        Callback callback, const QHash<QMessageBox::StandardButton, QString> &buttonTexts = {});
};

} // namespace RentDeck
