// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CliCommand.h"

#include "cli/CliContext.h"

#include <QTimer>

namespace RentDeck {

CliCommand::CliCommand(CliContext &context, QObject *parent)
    : QObject(parent)
    , m_context(context)
{
}

void CliCommand::done(int exitCode)
{
    QTimer::singleShot(0, this, [this, exitCode] { emit finished(exitCode); });
}

void CliCommand::failWith(const QString &message, int exitCode)
{
    CliContext::fail(message, exitCode);
    done(exitCode);
}

} // namespace RentDeck
