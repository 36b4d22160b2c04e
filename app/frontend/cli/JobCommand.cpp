// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/JobCommand.h"

#include "cli/JobListCommand.h"
#include "cli/JobLogsCommand.h"
#include "cli/JobRecoverCommand.h"
#include "cli/JobStartCommand.h"
#include "cli/JobStopCommand.h"
#include "cli/JobWatchCommand.h"

#include <QCoreApplication>

namespace RentDeck {

namespace {

const QString Usage = QStringLiteral("usage: rentdeck-cli job start|list|logs|stop|recover|watch … (rentdeck-cli job "
                                     "SUBCOMMAND --help)");

// The word after "job" on the command line, before any "--".
QString subcommandWord()
{
    const QStringList args = QCoreApplication::arguments();
    const qsizetype job = args.indexOf(QStringLiteral("job"));
    for (qsizetype i = job + 1; job > 0 && i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--")) {
            break;
        }
        if (!args.at(i).startsWith(QLatin1Char('-'))) {
            return args.at(i);
        }
    }
    return {};
}

} // namespace

JobCommand::~JobCommand() = default;

std::optional<qint64> JobCommand::parseId(const QString &word)
{
    const QString digits = word.startsWith(QLatin1String("job:")) ? word.mid(4) : word;
    bool ok = false;
    const qint64 id = digits.toLongLong(&ok);
    return ok && id > 0 ? std::optional<qint64>(id) : std::nullopt;
}

void JobCommand::addOptions(QCommandLineParser &parser)
{
    const QString word = subcommandWord();
    if (word == QLatin1String("start")) {
        m_subcommand = std::make_unique<JobStartCommand>(m_context);
    } else if (word == QLatin1String("list")) {
        m_subcommand = std::make_unique<JobListCommand>(m_context);
    } else if (word == QLatin1String("logs")) {
        m_subcommand = std::make_unique<JobLogsCommand>(m_context);
    } else if (word == QLatin1String("stop")) {
        m_subcommand = std::make_unique<JobStopCommand>(m_context);
    } else if (word == QLatin1String("recover")) {
        m_subcommand = std::make_unique<JobRecoverCommand>(m_context);
    } else if (word == QLatin1String("watch")) {
        m_subcommand = std::make_unique<JobWatchCommand>(m_context);
    }
    if (m_subcommand) {
        m_subcommand->addOptions(parser);
    } else {
        parser.addPositionalArgument(QStringLiteral("start|list|logs|stop|recover|watch"),
            QStringLiteral("What to do with jobs that survive losing the machine."));
    }
}

void JobCommand::start(const QCommandLineParser &parser)
{
    if (!m_subcommand) {
        failWith(Usage, ExitUsage);
        return;
    }
    connect(m_subcommand.get(), &CliCommand::finished, this, [this](int exitCode) { emit finished(exitCode); });
    m_subcommand->start(parser);
}

} // namespace RentDeck
