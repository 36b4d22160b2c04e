// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/CliCommand.h"

#include <QHash>
#include <QList>

namespace RentDeck {

class CliStopSignals;
class JobWatcher;

/**
 * `job watch [ID...] [--auto-recover] [--max-price X]`: supervises until the jobs end (checkpoints pulled, loss
 * noticed, with --auto-recover recovered); prints each change (JSON lines with --json); exit 0 when all succeeded,
 * 1 otherwise (a lost job without --auto-recover ends the watch: recover it with `job recover`), 130 on Ctrl-C.
 */
class JobWatchCommand : public CliCommand
{
    Q_OBJECT

public:
    using CliCommand::CliCommand;
    ~JobWatchCommand() override;
    void addOptions(QCommandLineParser &parser) override;
    void start(const QCommandLineParser &parser) override;

private:
    void onChanged(qint64 id);
    void finishWatch();

    JobWatcher *m_watcher = nullptr;
    CliStopSignals *m_signals = nullptr;
    QList<qint64> m_ids;
    QHash<qint64, QString> m_lastLine;
};

} // namespace RentDeck
