// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/Settings.h"
#include "ui/mainwindow/Appearance.h"
#include "ui/widgets/StatusColours.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QStyle>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

using namespace RentDeck;

class TestAppearance : public QObject
{
    Q_OBJECT

private slots:
    void darkLightAndBack();
    void statusColoursReadOnBoth();
    void menuStoresTheChoice();
};

void TestAppearance::darkLightAndBack()
{
    const QPalette system = QApplication::palette();
    Appearance::apply(QStringLiteral("dark"));
    QVERIFY(StatusColours::isDark(QApplication::palette()));
    QCOMPARE(QApplication::style()->name().toLower(), QStringLiteral("fusion"));
    Appearance::apply(QStringLiteral("light"));
    QVERIFY(!StatusColours::isDark(QApplication::palette()));
    Appearance::apply(QStringLiteral("system"));
    QCOMPARE(QApplication::palette().color(QPalette::Window), system.color(QPalette::Window));
    Appearance::apply(QStringLiteral("nonsense")); // counts as system
    QCOMPARE(QApplication::palette().color(QPalette::Text), system.color(QPalette::Text));
}

void TestAppearance::statusColoursReadOnBoth()
{
    // Each meaning keeps at least 3:1 contrast against the base colour on either palette.
    const auto luminance = [](const QColor &colour) {
        const auto channel = [](double c) { return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF());
    };
    const auto contrast = [&luminance](const QColor &a, const QColor &b) {
        const double la = luminance(a), lb = luminance(b);
        return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
    };
    for (const QPalette &palette : { QApplication::style()->standardPalette(), Appearance::darkPalette() }) {
        for (StatusColours::Meaning meaning : { StatusColours::Meaning::Good, StatusColours::Meaning::Caution,
                 StatusColours::Meaning::Bad, StatusColours::Meaning::Inactive }) {
            const QColor colour = StatusColours::colour(meaning, palette);
            QVERIFY2(contrast(colour, palette.color(QPalette::Base)) >= 3.0, qPrintable(colour.name()));
        }
    }
    QVERIFY(StatusColours::colour(StatusColours::Meaning::Good, Appearance::darkPalette())
        != StatusColours::colour(StatusColours::Meaning::Good, QApplication::style()->standardPalette()));
}

void TestAppearance::menuStoresTheChoice()
{
    QTemporaryDir dir;
    auto settings = Settings::createForTesting(dir.filePath(QStringLiteral("settings.ini")));
    QWidget parent;
    QMenu *menu = Appearance::createMenu(settings.get(), &parent);
    auto *dark = menu->findChild<QAction *>(QStringLiteral("appearance_dark_Action"));
    QVERIFY(dark);
    QVERIFY(menu->findChild<QAction *>(QStringLiteral("appearance_system_Action"))->isChecked());
    dark->trigger();
    QCOMPARE(settings->value(Settings::Key::Appearance).toString(), QStringLiteral("dark"));
    QVERIFY(StatusColours::isDark(QApplication::palette()));
    menu->findChild<QAction *>(QStringLiteral("appearance_system_Action"))->trigger();
    QCOMPARE(settings->value(Settings::Key::Appearance).toString(), QStringLiteral("system"));
}

QTEST_MAIN(TestAppearance)
#include "TestAppearance.moc"
