// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <cstdio>

namespace RentDeck {

CliRun runCliProgram(const QString &program, const QString &toolsDir, const QStringList &args, int timeoutMs)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RENTDECK_TOOLS_DIR"), toolsDir);
    return runCliProgram(program, env, args, timeoutMs);
}

CliRun runCliProgram(
    const QString &program, const QProcessEnvironment &environment, const QStringList &args, int timeoutMs)
{
    QProcess process;
    process.setProcessEnvironment(environment);
    QElapsedTimer clock;
    clock.start();
    process.start(program, args);
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
    }
    CliRun run { process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
        process.readAllStandardOutput(), process.readAllStandardError(), clock.elapsed() };
    if (process.exitStatus() == QProcess::CrashExit || run.err.contains("Sanitizer")) {
        // A sanitizer's report (its stack) is longer than QTest prints of a failure's message: all of it goes to the
        // test's own stderr, which ctest shows whole, so a crash seen once in CI can be read there.
        const QByteArray report = "---- " + program.toUtf8() + ' ' + args.join(u' ').toUtf8()
            + " crashed or reported:\n" + run.err + "---- end of its stderr\n";
        fwrite(report.constData(), 1, size_t(report.size()), stderr);
    }
    return run;
}

QString firstOfferName(const QByteArray &offersJson, const QString &provider)
{
    const QJsonArray offers = QJsonDocument::fromJson(offersJson).array();
    if (offers.isEmpty()) {
        return {};
    }
    const QJsonValue id = offers.first().toObject().value(QStringLiteral("id"));
    return provider + QLatin1Char(':') + (id.isDouble() ? QString::number(id.toInteger()) : id.toString());
}

QStringList processesMentioning(const QString &needle)
{
    QStringList found;
    const QStringList pids = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &pid : pids) {
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (cmdline.open(QIODevice::ReadOnly)) {
            const QByteArray text = cmdline.readAll().replace('\0', ' ');
            if (text.contains(needle.toUtf8())) {
                found.append(pid + QLatin1Char(' ') + QString::fromUtf8(text));
            }
        }
    }
    return found;
}

} // namespace RentDeck
