// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Offers › Watch: the current filters saved as an offer watch, a notice when a match is there (once), kept in the
// settings, stopped from the same menu.
#include "TestMainWindow.h"
#include "services/OfferWatchService.h"

#include <QAction>
#include <QLineEdit>
#include <QMenu>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QToolButton>

using namespace RentDeck;

void TestMainWindow::offerWatchSavesTheFiltersAndNotifiesOnce()
{
    m_offerWatches = std::make_unique<OfferWatchService>(m_manager.get(), m_settings.get(), m_storage->database(), 7.2);
    m_window->setOfferWatches(m_offerWatches.get());
    m_window->showTab(MainWindow::Tab::Offers);
    find<QLineEdit>(QStringLiteral("filterLineEdit"))->setText(QStringLiteral("RTX 4090"));
    find<QSpinBox>(QStringLiteral("gpuCountSpinBox"))->setValue(1);
    auto *button = find<QToolButton>(QStringLiteral("watchOffersToolButton"));
    QVERIFY(button);
    QTRY_VERIFY(button->isVisible()); // shown from the event loop, as a widget added to a shown layout is
    QSignalSpy found(m_offerWatches.get(), &OfferWatchService::offerAvailable);
    button->menu()->findChild<QAction *>(QStringLiteral("addOfferWatchAction"))->trigger();

    QCOMPARE(m_offerWatches->watches().size(), 1);
    const OfferWatchFilter &filter = m_offerWatches->watches().first();
    QCOMPARE(filter.gpuName, QStringLiteral("RTX 4090"));
    QCOMPARE(filter.gpuCount, 1);
    QVERIFY(m_settings->value(Settings::Key::OfferWatches).toString().contains(QLatin1String("RTX 4090")));
    QVERIFY(button->text().contains(QLatin1Char('1')));
    // The sandbox has a 1 × RTX 4090 now: the first look finds it, and says it once.
    QTRY_COMPARE_WITH_TIMEOUT(found.count(), 1, 20000);
    const Alert alert = found.first().first().value<Alert>();
    QVERIFY2(alert.title.contains(QLatin1String("RTX 4090")), qPrintable(alert.title));
    QVERIFY2(alert.body.contains(filter.describe()), qPrintable(alert.body));
    saveScreenshot(m_window.get(), QStringLiteral("offers-watch.png"));

    // Saved: a new service (the next start of the window) watches the same filter.
    OfferWatchService again(m_manager.get(), m_settings.get(), nullptr, 7.2);
    QCOMPARE(again.watches(), m_offerWatches->watches());

    button->menu()->findChild<QAction *>(QStringLiteral("removeOfferWatchAction0"))->trigger();
    QVERIFY(m_offerWatches->watches().isEmpty());
    QVERIFY(!m_settings->value(Settings::Key::OfferWatches).toString().contains(QLatin1String("RTX 4090")));
    find<QLineEdit>(QStringLiteral("filterLineEdit"))->clear();
    find<QSpinBox>(QStringLiteral("gpuCountSpinBox"))->setValue(0);
}
