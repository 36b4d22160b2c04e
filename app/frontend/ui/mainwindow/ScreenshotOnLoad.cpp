// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/ScreenshotOnLoad.h"

#include "services/InstanceManager.h"

#include <QCoreApplication>
#include <QPixmap>
#include <cstdio>

namespace RentDeck {

ScreenshotOnLoad::ScreenshotOnLoad(
    InstanceManager *manager, QWidget *widget, QString filePath, int fallbackMs, QObject *parent)
    : QObject(parent)
    , m_widget(widget)
    , m_filePath(std::move(filePath))
{
    connect(manager, &InstanceManager::offersRefreshFinished, this, [this] {
        m_offersLoaded = true;
        onLoaded();
    });
    connect(manager, &InstanceManager::instancesChanged, this, [this] {
        m_instancesLoaded = true;
        onLoaded();
    });
    m_fallback.setSingleShot(true);
    m_fallback.callOnTimeout(this, &ScreenshotOnLoad::capture);
    m_fallback.start(fallbackMs);
}

void ScreenshotOnLoad::onLoaded()
{
    if (m_offersLoaded && m_instancesLoaded) {
        m_fallback.start(m_settleMs); // let the views resize and repaint after the last answer
    }
}

void ScreenshotOnLoad::capture()
{
    if (m_done) {
        return;
    }
    m_done = true;
    const bool saved = m_widget && m_widget->grab().save(m_filePath);
    if (!saved) {
        std::fprintf(stderr, "rentdeck: could not write the screenshot to %s\n", qPrintable(m_filePath));
    }
    QCoreApplication::exit(saved ? 0 : 1);
}

} // namespace RentDeck
