// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace RentDeck {

/** What one run of the real rentdeck-cli binary gave. */
struct CliRun
{
    int exitCode = -1; // -1 when it crashed or was killed for taking too long
    QByteArray out;
    QByteArray err;
    qint64 ms = 0;
};

/** Runs \a program (rentdeck-cli) with \a args, RENTDECK_TOOLS_DIR set to \a toolsDir; blocking, tests only. */
CliRun runCliProgram(const QString &program, const QString &toolsDir, const QStringList &args, int timeoutMs = 120000);
/** Runs \a program with \a args in exactly \a environment (e.g. one without a session bus); blocking, tests only. */
CliRun runCliProgram(
    const QString &program, const QProcessEnvironment &environment, const QStringList &args, int timeoutMs = 120000);

/**
 * "PROVIDER:ID" of the first offer in the JSON array `rentdeck-cli --json offers` printed (ids may be numbers, as
 * Vast.ai's, or strings); empty when there is none.
 */
QString firstOfferName(const QByteArray &offersJson, const QString &provider);

/** Every process whose command line mentions \a needle, as "PID CMDLINE" (to prove nothing is left behind). */
QStringList processesMentioning(const QString &needle);

} // namespace RentDeck
