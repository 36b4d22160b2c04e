// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"
#include "core/Instance.h"

#include <QElapsedTimer>

namespace RentDeck {

/** `launch --offer PROVIDER:OFFER_ID [...] [--wait]`: rents and prints the instance name. */
class LaunchCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void waitForSsh();
    void report();

    Instance m_instance;
    QElapsedTimer m_clock;
    qint64 m_waitLimitMs = 0;
    qint64 m_sshReadyMs = -1;
};

} // namespace RentDeck
