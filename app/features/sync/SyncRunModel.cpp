// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/SyncRunModel.h"

#include "core/RemoteText.h"

#include <QLocale>

namespace RentDeck {

SyncRunModel::SyncRunModel(SyncHistory history, QObject *parent)
    : QAbstractTableModel(parent)
    , m_history(std::move(history))
{
}

void SyncRunModel::setInstance(const QString &instanceName)
{
    m_instanceName = instanceName;
    reload();
}

void SyncRunModel::reload()
{
    beginResetModel();
    m_runs.clear();
    m_error = {};
    if (!m_instanceName.isEmpty() && m_history.isAvailable()) {
        if (auto runs = m_history.runs(m_instanceName)) {
            m_runs = std::move(runs).value();
        } else {
            m_error = runs.error();
        }
    }
    endResetModel();
}

SyncRunRecord SyncRunModel::runAt(int row) const
{
    return row >= 0 && row < m_runs.size() ? m_runs.at(row) : SyncRunRecord();
}

SyncRunModel::RunOutcome SyncRunModel::outcome(const SyncRunRecord &run)
{
    if (!run.ok) {
        return RunOutcome::Failed;
    }
    return run.verified ? RunOutcome::Verified : RunOutcome::NotVerified;
}

QString SyncRunModel::outcomeText(const SyncRunRecord &run)
{
    switch (outcome(run)) {
    case RunOutcome::Verified:
        return tr("verified");
    case RunOutcome::NotVerified:
        return tr("not verified");
    case RunOutcome::Failed:
        return run.message.isEmpty() ? tr("failed") : tr("failed: %1").arg(run.message);
    }
    return {};
}

QString SyncRunModel::durationText(qint64 milliseconds)
{
    const qint64 seconds = qMax<qint64>(0, milliseconds) / 1000;
    if (seconds < 60) {
        return tr("%1 s").arg(QLocale().toString(double(qMax<qint64>(0, milliseconds)) / 1000.0, 'f', 1));
    }
    const auto twoDigits = [](qint64 value) { return QStringLiteral("%1").arg(value, 2, 10, QLatin1Char('0')); };
    if (seconds < 3600) {
        return QStringLiteral("%1:%2").arg(seconds / 60).arg(twoDigits(seconds % 60));
    }
    return QStringLiteral("%1:%2:%3").arg(seconds / 3600).arg(twoDigits(seconds / 60 % 60), twoDigits(seconds % 60));
}

int SyncRunModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_runs.size());
}

int SyncRunModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SyncRunModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_runs.size()) {
        return {};
    }
    const SyncRunRecord &run = m_runs.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return RemoteText::visibleData(displayData(run, index.column()));
    case Qt::ToolTipRole:
        return toolTip(run);
    case Qt::TextAlignmentRole:
        if (index.column() == Bytes || index.column() == Files || index.column() == Duration) {
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        }
        return {};
    case OutcomeRole:
        return int(outcome(run));
    default:
        return {};
    }
}

QVariant SyncRunModel::displayData(const SyncRunRecord &run, int column) const
{
    const bool pull = run.direction == RsyncOptions::Direction::Pull;
    switch (column) {
    case Started:
        return QLocale().toString(run.startedAt.toLocalTime(), QLocale::ShortFormat);
    case Direction:
        // The transport only when it is the fallback: rsync is the normal case.
        if (run.transport == QLatin1String("sftp")) {
            return pull ? tr("pull (SFTP)") : tr("push (SFTP)");
        }
        return pull ? tr("pull") : tr("push");
    case Folders:
        // Local first, as the header says; the arrow shows which way the files went.
        return pull ? tr("%1 ← %2").arg(homeShortenedPath(run.localPath), run.remotePath)
                    : tr("%1 → %2").arg(homeShortenedPath(run.localPath), run.remotePath);
    case Bytes:
        return QLocale().formattedDataSize(run.bytes, 1, QLocale::DataSizeSIFormat);
    case Files:
        return QLocale().toString(run.files);
    case Duration:
        return durationText(run.durationMs);
    case Outcome:
        return outcomeText(run);
    default:
        return {};
    }
}

QString SyncRunModel::toolTip(const SyncRunRecord &run) const
{
    QStringList lines { outcomeText(run) };
    if (run.missing > 0 || run.extra > 0 || run.mismatched > 0) {
        lines << tr("%1 missing, %2 different, %3 extra on the destination")
                     .arg(run.missing)
                     .arg(run.mismatched)
                     .arg(run.extra);
    }
    lines << tr("Local folder: %1").arg(run.localPath) << tr("Remote folder: %1").arg(run.remotePath)
          << tr("Transport: %1").arg(run.transport);
    return lines.join(QLatin1Char('\n'));
}

QVariant SyncRunModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case Started:
        return tr("Started");
    case Direction:
        return tr("Direction");
    case Folders:
        return tr("Local ↔ Remote");
    case Bytes:
        return tr("Bytes");
    case Files:
        return tr("Files");
    case Duration:
        return tr("Duration");
    case Outcome:
        return tr("Result");
    default:
        return {};
    }
}

} // namespace RentDeck
