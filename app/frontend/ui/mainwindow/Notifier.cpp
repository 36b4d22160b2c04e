// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/Notifier.h"

#include "checks/CheckReport.h"
#include "checks/CheckReportModel.h"
#include "core/RemoteText.h"

#include <QStatusBar>

namespace RentDeck {

namespace {
// Long enough to swallow a repeat of the same event, short enough that a recurring one is told again.
constexpr qint64 RepeatAfterSeconds = 10 * 60;
} // namespace

Notifier::Notifier(QStatusBar *statusBar, QObject *parent)
    : QObject(parent)
    , m_statusBar(statusBar)
{
}

bool Notifier::notify(
    const QString &eventKey, const QString &title, const QString &text, QSystemTrayIcon::MessageIcon icon)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    m_told.removeIf([&now](const auto &entry) { return entry.value().secsTo(now) >= RepeatAfterSeconds; });
    if (m_told.contains(eventKey)) {
        return false;
    }
    m_told.insert(eventKey, now);
    // Names and reasons in a notification may come from the provider or the machine: controls shown, not obeyed.
    const QString shownTitle = RemoteText::visible(title);
    const QString shownText = RemoteText::visible(text);
    if (m_statusBar) {
        m_statusBar->showMessage(tr("%1: %2").arg(shownTitle, shownText), 15000);
    }
    if (m_tray) {
        m_tray->showMessage(shownTitle, shownText, icon);
    }
    return true;
}

bool Notifier::notifyCheckReport(const CheckReport &report)
{
    const CheckStatus overall = report.overall();
    if (overall != CheckStatus::Fail && overall != CheckStatus::Warn) {
        return false;
    }
    const bool failed = overall == CheckStatus::Fail;
    const QString title = failed ? tr("Checks of %1 found problems").arg(report.instanceName)
                                 : tr("Checks of %1 found warnings").arg(report.instanceName);
    const QString text = report.error.isEmpty() ? CheckReportModel::summaryText(report) : report.error;
    const QString key = QStringLiteral("check:") + report.instanceName + QLatin1Char('@')
        + report.finishedAt.toString(Qt::ISODateWithMs);
    return notify(key, title, text, failed ? QSystemTrayIcon::Critical : QSystemTrayIcon::Warning);
}

} // namespace RentDeck
