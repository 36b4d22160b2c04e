// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "StartupClock.h"

#include "logging/LoggingCategories.h"

#include <QAbstractItemView>
#include <QEvent>
#include <QWidget>

namespace RentDeck {

StartupClock::StartupClock()
{
    m_clock.start();
}

void StartupClock::watch(QWidget *window)
{
    m_window = window;
    m_offers = window->findChild<QAbstractItemView *>(QStringLiteral("offersTableView"));
    window->installEventFilter(this);
    if (m_offers) {
        m_offers->viewport()->installEventFilter(this);
    }
}

bool StartupClock::eventFilter(QObject *watched, QEvent *event)
{
    // Only the widgets' own paint events: the filter watches two objects and leaves after it has reported.
    if (event->type() == QEvent::Paint) {
        if (watched == m_window && m_windowPaintedMs < 0) {
            m_windowPaintedMs = m_clock.elapsed();
        }
        if (m_offers && watched == m_offers->viewport() && m_offersPaintedMs < 0 && m_offers->model()
            && m_offers->model()->rowCount() > 0) {
            m_offersPaintedMs = m_clock.elapsed();
            m_offersShown = m_offers->model()->rowCount();
        }
        if (m_windowPaintedMs >= 0 && m_offersPaintedMs >= 0) {
            report();
        }
    }
    return QObject::eventFilter(watched, event);
}

void StartupClock::report()
{
    qCInfo(lcUi, "startup: window painted after %lld ms; %d offers on screen after %lld ms", m_windowPaintedMs,
        m_offersShown, m_offersPaintedMs);
    if (m_window) {
        m_window->removeEventFilter(this);
    }
    if (m_offers) {
        m_offers->viewport()->removeEventFilter(this);
    }
}

} // namespace RentDeck
