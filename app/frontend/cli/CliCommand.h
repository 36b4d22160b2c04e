// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCommandLineParser>
#include <QObject>
#include <functional>

namespace RentDeck {

class CliContext;
struct Instance;

/** One rentdeck-cli command. start() returns at once; finished(exitCode) ends the program. */
class CliCommand : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CliCommand)
public:
    /** Exit status for a wrong command line (CLI.md). */
    static constexpr int ExitUsage = 2;

    explicit CliCommand(CliContext &context, QObject *parent = nullptr);

    /** Adds the command's own options and positional arguments. */
    virtual void addOptions(QCommandLineParser &parser) = 0;
    virtual void start(const QCommandLineParser &parser) = 0;

signals:
    void finished(int exitCode);

protected:
    /** Queues finished(); use for every exit path. */
    void done(int exitCode);
    /** Prints the reason on stderr and finishes with \a exitCode. */
    void failWith(const QString &message, int exitCode = 1);
    /**
     * Refreshes the instances, then runs \a run with instance \a name when it is running with an SSH address;
     * otherwise fails with why (no such instance, not running, no address) and \a exitCode. The lookup every
     * command that works on a machine shares.
     */
    void withRunningInstance(const QString &name, std::function<void(const Instance &)> run, int exitCode = 1);

    CliContext &m_context;
};

} // namespace RentDeck
