// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/LedgerCheckCommand.h"

#include "billing/Ledger.h"
#include "cli/CliContext.h"
#include "services/Storage.h"
#include "storage/Database.h"

#include <QJsonArray>
#include <QJsonObject>

namespace RentDeck {

namespace {
constexpr int ExitDamaged = 4;
}

void LedgerCheckCommand::addOptions(QCommandLineParser &parser)
{
    Q_UNUSED(parser)
}

void LedgerCheckCommand::start(const QCommandLineParser &parser)
{
    Q_UNUSED(parser)
    Ledger *ledger = m_context.ledger();
    if (!ledger) {
        failWith(QStringLiteral("the ledger is not available: %1").arg(m_context.ledgerError()));
        return;
    }
    const Status integrity = m_context.storage().database()->checkIntegrity();
    const auto instances = ledger->instances();
    QStringList problems;
    if (!integrity) {
        problems = integrity.error().detail.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    if (!instances) {
        problems << instances.error().message;
    }
    const qsizetype count = instances ? instances.value().size() : 0;
    if (m_context.json()) {
        CliContext::printJson(QJsonObject { { QStringLiteral("path"), ledger->path() },
            { QStringLiteral("schema_version"), m_context.storage().database()->schemaVersion() },
            { QStringLiteral("instances"), qint64(count) }, { QStringLiteral("ok"), problems.isEmpty() },
            { QStringLiteral("problems"), QJsonArray::fromStringList(problems) } });
    } else {
        CliContext::printLine(QStringLiteral("%1: schema %2, %3 instances: %4")
                                  .arg(ledger->path())
                                  .arg(m_context.storage().database()->schemaVersion())
                                  .arg(count)
                                  .arg(problems.isEmpty() ? QStringLiteral("intact") : QStringLiteral("DAMAGED")));
        for (const QString &problem : std::as_const(problems)) {
            CliContext::printLine(QStringLiteral("  ") + problem);
        }
    }
    if (!problems.isEmpty()) {
        CliContext::fail(integrity ? instances.error().message : integrity.error().message, ExitDamaged);
    }
    done(problems.isEmpty() ? 0 : ExitDamaged);
}

} // namespace RentDeck
