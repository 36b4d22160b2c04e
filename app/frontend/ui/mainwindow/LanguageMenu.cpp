// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/LanguageMenu.h"

#include "settings/Settings.h"
#include "ui/dialogs/MessageBox.h"

#include <QActionGroup>
#include <QMenu>

namespace RentDeck {

QMenu *LanguageMenu::create(Settings *settings, QWidget *parent)
{
    auto *menu = new QMenu(tr("&Language"), parent);
    menu->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(menu);
    const QString current = settings ? settings->value(Settings::Key::Language).toString() : QString();
    // Languages are named in their own language (endonyms), so they are not translated.
    struct Choice
    {
        QString code;
        QString name;
        QString objectName;
    };
    const QList<Choice> choices {
        { QString(), tr("System"), QStringLiteral("languageSystemAction") },
        { QStringLiteral("en"), QStringLiteral("English"), QStringLiteral("languageEnglishAction") },
        { QStringLiteral("zh_CN"), QStringLiteral("简体中文"), QStringLiteral("languageChineseAction") },
    };
    for (const Choice &choice : choices) {
        const QString code = choice.code;
        QAction *action = menu->addAction(choice.name);
        action->setObjectName(choice.objectName);
        action->setCheckable(true);
        action->setChecked(code == current);
        action->setData(code);
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [settings, code, parent] {
            if (!settings || settings->value(Settings::Key::Language).toString() == code) {
                return;
            }
            settings->setValue(Settings::Key::Language, code);
            settings->sync();
            MessageBox::information(
                parent, tr("Language"), tr("The new language is used the next time RentDeck starts."));
        });
    }
    return menu;
}

} // namespace RentDeck
