// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CliStopSignals.h"

#include "cli/CliContext.h"

#include <QSocketNotifier>
#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace RentDeck {

namespace {

int s_signalPipe[2] = { -1, -1 };

void onSignal(int)
{
    // Only async-signal-safe work here: the event loop picks the byte up.
    const char byte = 1;
    [[maybe_unused]] const ssize_t n = ::write(s_signalPipe[1], &byte, 1);
}

} // namespace

CliStopSignals::CliStopSignals(QObject *parent)
    : QObject(parent)
{
}

CliStopSignals::~CliStopSignals()
{
    if (m_notifier != nullptr) {
        std::signal(SIGINT, SIG_DFL);
        std::signal(SIGTERM, SIG_DFL);
    }
}

bool CliStopSignals::install()
{
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, s_signalPipe) != 0) {
        CliContext::progress(QStringLiteral("warning: cannot watch for Ctrl-C; kill the process to stop"));
        return false;
    }
    m_notifier = new QSocketNotifier(s_signalPipe[0], QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, [this] {
        char byte = 0;
        [[maybe_unused]] const ssize_t n = ::read(s_signalPipe[0], &byte, 1);
        emit stopRequested();
    });
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    return true;
}

void CliStopSignals::disarm()
{
    if (m_notifier != nullptr) {
        m_notifier->setEnabled(false);
    }
}

} // namespace RentDeck
