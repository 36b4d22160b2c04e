// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/MessageBox.h"

#include <QAbstractButton>
#include <QPointer>
#include <QTimer>

namespace RentDeck {

namespace {
QMessageBox::StandardButton s_nextAnswer = QMessageBox::NoButton;
QString s_lastTitle;
QString s_lastText;
} // namespace

void MessageBox::question(QWidget *parent, const QString &title, const QString &text, QObject *context,
    Callback callback, QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton,
    const QHash<QMessageBox::StandardButton, QString> &buttonTexts)
{
    show(QMessageBox::Question, parent, title, text, buttons, defaultButton, context, std::move(callback), buttonTexts);
}

void MessageBox::critical(QWidget *parent, const QString &title, const QString &text)
{
    show(QMessageBox::Critical, parent, title, text, QMessageBox::Ok, QMessageBox::Ok, nullptr, {});
}

void MessageBox::information(QWidget *parent, const QString &title, const QString &text)
{
    show(QMessageBox::Information, parent, title, text, QMessageBox::Ok, QMessageBox::Ok, nullptr, {});
}

void MessageBox::setNextAnswer(QMessageBox::StandardButton button)
{
    s_nextAnswer = button;
}

QString MessageBox::lastTitle()
{
    return s_lastTitle;
}

QString MessageBox::lastText()
{
    return s_lastText;
}

void MessageBox::show(QMessageBox::Icon icon, QWidget *parent, const QString &title, const QString &text,
    QMessageBox::StandardButtons buttons, QMessageBox::StandardButton defaultButton, QObject *context,
    Callback callback, const QHash<QMessageBox::StandardButton, QString> &buttonTexts)
{
    s_lastTitle = title;
    s_lastText = text;
    const QPointer<QObject> guard(context);
    const bool needsContext = context != nullptr;
    auto deliver = [guard, needsContext, callback = std::move(callback)](QMessageBox::StandardButton answer) {
        if (callback && (!needsContext || guard)) {
            callback(answer);
        }
    };

    if (s_nextAnswer != QMessageBox::NoButton) {
        const QMessageBox::StandardButton answer = s_nextAnswer;
        s_nextAnswer = QMessageBox::NoButton;
        // Answer from the event loop, as a real box would.
        QTimer::singleShot(0, qApp, [deliver, answer] { deliver(answer); });
        return;
    }

    auto *box = new QMessageBox(icon, title, text, buttons, parent);
    box->setObjectName(QStringLiteral("messageBox"));
    box->setDefaultButton(defaultButton);
    for (auto it = buttonTexts.cbegin(); it != buttonTexts.cend(); ++it) {
        if (QAbstractButton *button = box->button(it.key())) {
            button->setText(it.value());
        }
    }
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(parent ? Qt::WindowModal : Qt::ApplicationModal);
    QObject::connect(box, &QMessageBox::finished, box, [box, deliver](int) {
        QAbstractButton *clicked = box->clickedButton();
        deliver(clicked ? box->standardButton(clicked) : QMessageBox::Cancel);
    });
    box->open();
}

} // namespace RentDeck
