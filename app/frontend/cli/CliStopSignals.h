// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

class QSocketNotifier;

namespace RentDeck {

/**
 * Ctrl-C and SIGTERM for commands that run until stopped (forward, watch): the handlers only write a byte to a
 * socket pair, and the event loop turns it into stopRequested(), so the command can end cleanly. The default
 * handlers come back when this object goes. One at a time per process.
 */
class CliStopSignals : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CliStopSignals)
public:
    explicit CliStopSignals(QObject *parent = nullptr);
    ~CliStopSignals() override;

    /** Installs the handlers; false (with a warning on stderr) when the socket pair cannot be made. */
    bool install();
    /** Ignores further signals (the command is already stopping). */
    void disarm();

signals:
    void stopRequested();

private:
    QSocketNotifier *m_notifier = nullptr;
};

} // namespace RentDeck
