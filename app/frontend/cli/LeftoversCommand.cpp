// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/LeftoversCommand.h"

#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "provider/Provider.h"
#include "services/InstanceManager.h"
#include "services/LeftoverScan.h"

#include <QJsonArray>
#include <algorithm>

namespace RentDeck {

QJsonObject LeftoversCommand::toJson(const Leftover &leftover)
{
    return QJsonObject {
        { QStringLiteral("provider"), leftover.providerId },
        { QStringLiteral("kind"), Leftover::kindName(leftover.kind) },
        { QStringLiteral("id"), leftover.id },
        { QStringLiteral("name"), leftover.name() }, // extension: what --delete takes
        { QStringLiteral("size_gb"), leftover.sizeGb },
        { QStringLiteral("cost_per_day"),
            leftover.costPerDay.isValid() ? CliJson::money(leftover.costPerDay) : QJsonValue() },
        { QStringLiteral("currency"),
            leftover.costPerDay.isValid() ? QJsonValue(leftover.costPerDay.currency()) : QJsonValue() },
        { QStringLiteral("since"),
            leftover.since.isValid() ? QJsonValue(leftover.since.toUTC().toString(Qt::ISODate)) : QJsonValue() },
        { QStringLiteral("belonged_to"), leftover.belongedTo },
        // extension: when the provider deletes it, data and all (AutoDL releases what stays stopped 15 days)
        { QStringLiteral("releases_at"),
            leftover.releasesAt.isValid() ? QJsonValue(leftover.releasesAt.toUTC().toString(Qt::ISODate))
                                          : QJsonValue() },
    };
}

QString LeftoversCommand::describe(const Leftover &leftover)
{
    QString text
        = QStringLiteral("%1 %2 (%3 GB")
              .arg(Leftover::kindName(leftover.kind), leftover.name(), QString::number(leftover.sizeGb, 'g', 4));
    if (leftover.since.isValid()) {
        text += QStringLiteral(" since %1")
                    .arg(leftover.since.toLocalTime().toString(QStringLiteral("yyyy-MM-dd hh:mm")));
    }
    text += leftover.costPerDay.isValid() ? QStringLiteral(", %1 a day").arg(leftover.costPerDay.format())
                                          : QStringLiteral(", price not in the provider's API");
    text += QLatin1Char(')');
    if (!leftover.belongedTo.isEmpty() && leftover.belongedTo != leftover.name()) {
        text += QStringLiteral(", from ") + leftover.belongedTo;
    }
    if (leftover.releasesAt.isValid()) {
        text += QStringLiteral("; %1 deletes it with its data on %2 unless it is started again")
                    .arg(leftover.providerId,
                        leftover.releasesAt.toLocalTime().toString(QStringLiteral("yyyy-MM-dd hh:mm")));
    }
    return text;
}

QString LeftoversCommand::summary(const QList<Leftover> &leftovers)
{
    if (leftovers.isEmpty()) {
        return QStringLiteral("nothing bills with no running instance");
    }
    const QString total = LeftoverScan::dailyTotal(leftovers);
    const auto unpriced = std::count_if(
        leftovers.cbegin(), leftovers.cend(), [](const Leftover &leftover) { return !leftover.costPerDay.isValid(); });
    if (total.isEmpty()) {
        return QStringLiteral(
            "still billing: %1 item(s) whose price the provider's API does not give (see its console)")
            .arg(leftovers.size());
    }
    QString text = QStringLiteral("still billing: %1 a day").arg(total);
    if (unpriced > 0) {
        text += QStringLiteral(", plus %1 item(s) whose price the provider's API does not give (see its console)")
                    .arg(unpriced);
    }
    return text;
}

void LeftoversCommand::addOptions(QCommandLineParser &parser)
{
    parser.addOptions({
        { QStringLiteral("provider"), QStringLiteral("Only provider P's."), QStringLiteral("P") },
        { QStringLiteral("delete"), QStringLiteral("Delete this volume or file system for good (its data too)."),
            QStringLiteral("PROVIDER:ID") },
    });
}

void LeftoversCommand::start(const QCommandLineParser &parser)
{
    if (parser.isSet(QStringLiteral("delete"))) {
        remove(parser.value(QStringLiteral("delete")));
        return;
    }
    InstanceManager &manager = m_context.manager();
    const QString providerId = parser.value(QStringLiteral("provider"));
    // One fresh listing first, so the ledger knows which instances are stopped now.
    connect(
        &manager, &InstanceManager::instancesChanged, this,
        [this, &manager, providerId] {
            auto *scan = new LeftoverScan(&manager, providerId, this);
            connect(scan, &Job::finished, this, [this, scan] {
                for (const QString &warning : scan->warnings()) {
                    CliContext::progress(QStringLiteral("warning: ") + warning);
                }
                QJsonArray list;
                for (const Leftover &leftover : scan->value()) {
                    if (m_context.json()) {
                        list.append(toJson(leftover));
                    } else {
                        CliContext::printLine(describe(leftover));
                    }
                }
                if (m_context.json()) {
                    CliContext::printJson(list);
                } else {
                    CliContext::printLine(summary(scan->value()));
                }
                done(0);
            });
            scan->start();
        },
        Qt::SingleShotConnection);
    manager.refreshInstances();
}

void LeftoversCommand::remove(const QString &name)
{
    const qsizetype colon = name.indexOf(QLatin1Char(':'));
    Provider *provider = colon > 0 ? m_context.manager().provider(name.left(colon)) : nullptr;
    if (!provider) {
        failWith(QStringLiteral("--delete takes PROVIDER:ID as leftovers lists it (the provider must be configured)"),
            ExitUsage);
        return;
    }
    StatusJob *job = provider->deleteLeftover(name.mid(colon + 1));
    connect(job, &Job::finished, this, [this, job, name] {
        if (!job->isOk()) {
            failWith(QStringLiteral("could not delete %1: %2").arg(name, job->error().message));
            return;
        }
        if (m_context.json()) {
            CliContext::printJson(
                QJsonObject { { QStringLiteral("name"), name }, { QStringLiteral("deleted"), true } });
        } else {
            CliContext::printLine(QStringLiteral("%1 deleted").arg(name));
        }
        done(0);
    });
}

} // namespace RentDeck
