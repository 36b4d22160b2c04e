// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

namespace RentDeck {

/**
 * `add-host "ssh -p PORT user@host" [--password-env VAR | --password-stdin] [--price X --currency USD|CNY]
 * [--billing hour|minute|second] [--label L] [--provider-name NAME] [--gpu MODEL [--gpus N]]`: verifies the login,
 * adds the machine as an sshhost instance and prints its name. A password is never taken as an argument (it would
 * show in ps). --provider-name AutoDL is the AutoDL preset: CNY unless --currency says otherwise, AutoDL's billing
 * facts on stderr, and --gpu prices the machine from AutoDL's typical price list (AutoDlPriceList).
 */
class AddHostCommand : public CliCommand
{
    Q_OBJECT
public:
    using CliCommand::CliCommand;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;
};

} // namespace RentDeck
