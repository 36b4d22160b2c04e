// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "logging/LoggingCategories.h"

Q_LOGGING_CATEGORY(lcCore, "rentdeck.core", QtInfoMsg)
Q_LOGGING_CATEGORY(lcNet, "rentdeck.net", QtInfoMsg)
Q_LOGGING_CATEGORY(lcNetHttp, "rentdeck.net.http", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSsh, "rentdeck.ssh", QtInfoMsg)
Q_LOGGING_CATEGORY(lcSync, "rentdeck.sync", QtInfoMsg)
Q_LOGGING_CATEGORY(lcJobs, "rentdeck.jobs", QtInfoMsg)
Q_LOGGING_CATEGORY(lcMetrics, "rentdeck.metrics", QtInfoMsg)
Q_LOGGING_CATEGORY(lcBilling, "rentdeck.billing", QtInfoMsg)
Q_LOGGING_CATEGORY(lcUi, "rentdeck.ui", QtInfoMsg)
Q_LOGGING_CATEGORY(lcCli, "rentdeck.cli", QtInfoMsg)
Q_LOGGING_CATEGORY(lcProviderSandbox, "rentdeck.provider.sandbox", QtInfoMsg)
Q_LOGGING_CATEGORY(lcProviderSshHost, "rentdeck.provider.sshhost", QtInfoMsg)
