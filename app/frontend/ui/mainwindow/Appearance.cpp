// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/Appearance.h"

#include "settings/Settings.h"

#include <QActionGroup>
#include <QApplication>
#include <QMenu>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

namespace RentDeck {

namespace {

/** What the platform gave before we changed anything, to go back to for "system". */
struct SystemLook
{
    QString styleName;
    QPalette palette;
};

const SystemLook &systemLook()
{
    static const SystemLook look { QApplication::style()->name(), QApplication::palette() };
    return look;
}

} // namespace

QPalette Appearance::darkPalette()
{
    // A neutral dark grey scheme with enough contrast for text (≥ 7:1) and a blue highlight.
    QPalette palette;
    const QColor window(0x2b, 0x2b, 0x2b);
    const QColor base(0x1e, 0x1e, 0x1e);
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabled(0x80, 0x80, 0x80);
    palette.setColor(QPalette::Window, window);
    palette.setColor(QPalette::WindowText, text);
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    palette.setColor(QPalette::ToolTipBase, QColor(0x3c, 0x3c, 0x3c));
    palette.setColor(QPalette::ToolTipText, text);
    palette.setColor(QPalette::PlaceholderText, disabled);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    palette.setColor(QPalette::ButtonText, text);
    palette.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    palette.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4a));
    palette.setColor(QPalette::Midlight, QColor(0x3e, 0x3e, 0x3e));
    palette.setColor(QPalette::Mid, QColor(0x5a, 0x5a, 0x5a));
    palette.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x18));
    palette.setColor(QPalette::Shadow, Qt::black);
    palette.setColor(QPalette::Highlight, QColor(0x2f, 0x6f, 0xb5));
    palette.setColor(QPalette::HighlightedText, Qt::white);
    palette.setColor(QPalette::Link, QColor(0x6c, 0xb4, 0xff));
    palette.setColor(QPalette::LinkVisited, QColor(0xb3, 0x9d, 0xdb));
    for (const QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText }) {
        palette.setColor(QPalette::Disabled, role, disabled);
    }
    return palette;
}

void Appearance::apply(const QString &mode)
{
    const SystemLook &system = systemLook(); // captured before the first change
    if (mode == QLatin1String("light") || mode == QLatin1String("dark")) {
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(
            mode == QLatin1String("dark") ? darkPalette() : QApplication::style()->standardPalette());
        return;
    }
    QApplication::setStyle(QStyleFactory::create(system.styleName));
    QApplication::setPalette(system.palette);
}

QMenu *Appearance::createMenu(Settings *settings, QWidget *parent)
{
    auto *menu = new QMenu(tr("&Appearance"), parent);
    menu->setObjectName(QStringLiteral("appearanceMenu"));
    auto *group = new QActionGroup(menu);
    const QString current = settings ? settings->value(Settings::Key::Appearance).toString() : QString();
    const QList<QPair<QString, QString>> choices { { QStringLiteral("system"), tr("Follow the &system") },
        { QStringLiteral("light"), tr("&Light") }, { QStringLiteral("dark"), tr("&Dark") } };
    for (const auto &[mode, label] : choices) {
        QAction *action = menu->addAction(label);
        action->setObjectName(QStringLiteral("appearance_%1_Action").arg(mode));
        action->setCheckable(true);
        action->setChecked(mode == current || (mode == QLatin1String("system") && current.isEmpty()));
        group->addAction(action);
        QObject::connect(action, &QAction::triggered, menu, [settings, mode] {
            if (settings) {
                settings->setValue(Settings::Key::Appearance, mode);
            }
            apply(mode);
        });
    }
    return menu;
}

} // namespace RentDeck
