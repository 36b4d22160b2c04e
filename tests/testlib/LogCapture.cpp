// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "LogCapture.h"

#include <utility>

namespace RentDeck {

namespace {
LogCapture *s_active = nullptr;
QtMessageHandler s_previous = nullptr;
} // namespace

LogCapture::LogCapture()
{
    Q_ASSERT(!s_active);
    s_active = this;
    m_previous = qInstallMessageHandler(&LogCapture::handle);
    s_previous = m_previous;
    m_active = true;
}

LogCapture::~LogCapture()
{
    stop();
}

void LogCapture::stop()
{
    if (!std::exchange(m_active, false)) {
        return;
    }
    qInstallMessageHandler(m_previous);
    s_active = nullptr;
    s_previous = nullptr;
}

void LogCapture::handle(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (s_active) {
        s_active->m_lines.append(
            QString::fromUtf8(context.category ? context.category : "") + QLatin1String(": ") + message);
    }
    if (s_previous && type >= QtWarningMsg) {
        s_previous(type, context, message);
    }
}

} // namespace RentDeck
