// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/BudgetStoreCommand.h"

#include "cli/CliContext.h"
#include "storage/Database.h"

#include <QJsonObject>

namespace RentDeck {

void BudgetStoreCommand::withStore(std::function<void(const BudgetStore &, Database &)> use)
{
    m_context.withBudgetDatabase(this, [this, use](Result<std::shared_ptr<Database>> store) {
        if (!store) {
            failWith(store.error().message);
            return;
        }
        use(BudgetStore(store.value().get()), *store.value());
    });
}

void BudgetStoreCommand::withChannels(std::function<void(const QList<NotifyChannel> &)> use)
{
    withStore([this, use](const BudgetStore &store, Database &) {
        const auto channels = store.channels();
        if (!channels) {
            failWith(channels.error().message);
            return;
        }
        use(channels.value());
    });
}

void BudgetStoreCommand::removeRow(
    const QString &idText, const QString &what, std::function<Status(const BudgetStore &, qint64)> remove)
{
    bool ok = false;
    const qint64 id = idText.toLongLong(&ok);
    if (!ok) {
        failWith(QStringLiteral("%1 remove takes the id that %1 list shows")
                     .arg(what == QLatin1String("channel") ? QStringLiteral("notify") : what),
            ExitUsage);
        return;
    }
    withStore([this, id, what, remove](const BudgetStore &store, Database &) {
        if (const Status removed = remove(store, id); !removed) {
            failWith(removed.error().message);
            return;
        }
        if (m_context.json()) {
            CliContext::printJson(QJsonObject { { QStringLiteral("id"), id }, { QStringLiteral("removed"), true } });
        } else {
            CliContext::printLine(QStringLiteral("%1 %2 removed").arg(what).arg(id));
        }
        done(0);
    });
}

} // namespace RentDeck
