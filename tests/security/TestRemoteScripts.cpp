// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/CheckRunner.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

const QStringList Scripts { QStringLiteral("rentdeck-watchdog.sh"), QStringLiteral("rentdeck-probe.sh") };

QString scriptPath(const QString &name)
{
    return QStringLiteral(RD_SOURCE_DIR "/resources/scripts/") + name;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

struct ShellRun
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

ShellRun runShell(const QStringList &arguments, const QString &workingDir)
{
    QProcess sh;
    sh.setWorkingDirectory(workingDir);
    sh.setStandardInputFile(QProcess::nullDevice());
    sh.start(QStringLiteral("/bin/sh"), arguments);
    if (!sh.waitForFinished(60000)) {
        sh.kill();
        sh.waitForFinished();
    }
    return { sh.exitStatus() == QProcess::NormalExit ? sh.exitCode() : -1, sh.readAllStandardOutput(),
        sh.readAllStandardError() };
}

} // namespace

class TestRemoteScripts : public QObject
{
    Q_OBJECT

private slots:
    void shellcheckIsClean_data();
    void shellcheckIsClean();
    void holdNoCredentials_data();
    void holdNoCredentials();
    void probeTakesHostileFolderAsData();
    void watchdogTakesHostileFolderAsData();

private:
    QString m_tag = QString::number(QRandomGenerator::global()->generate64(), 36);
};

void TestRemoteScripts::shellcheckIsClean_data()
{
    QTest::addColumn<QString>("script");
    for (const QString &name : Scripts) {
        QTest::newRow(qPrintable(name)) << name;
    }
}

void TestRemoteScripts::shellcheckIsClean()
{
    // Every finding counts, style included: SC2086 (unquoted expansion) and friends are style or info level.
    QFETCH(QString, script);
    const QString shellcheck = QStandardPaths::findExecutable(QStringLiteral("shellcheck"));
    if (shellcheck.isEmpty()) {
        QSKIP("shellcheck is not installed (installer/bootstrap.sh installs it for CI)");
    }
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(shellcheck,
        { QStringLiteral("--shell=sh"), QStringLiteral("--severity=style"), QStringLiteral("--format=gcc"),
            scriptPath(script) });
    QVERIFY(process.waitForFinished(60000));
    const QByteArray findings = process.readAll();
    QVERIFY2(process.exitCode() == 0 && findings.isEmpty(), findings.constData());
}

void TestRemoteScripts::holdNoCredentials_data()
{
    shellcheckIsClean_data();
}

void TestRemoteScripts::holdNoCredentials()
{
    // They run on a machine someone else controls: no key material, no token, no RentDeck secret variable.
    QFETCH(QString, script);
    const QString text = QString::fromUtf8(readFile(scriptPath(script)));
    QVERIFY(text.size() > 1000);
    // (No raw string here: moc's preprocessor does not read them.)
    static const QRegularExpression material(
        QStringLiteral("-----BEGIN|PRIVATE KEY-----|ssh-(ed25519|rsa|dss) AAAA|ecdsa-sha2-\\S+ AAAA|AKIA[0-9A-Z]{16}"
                       "|Bearer\\s+[A-Za-z0-9._-]{8,}|RENTDECK_\\w*(API_KEY|PASSWORD)|SSH_ASKPASS|sshpass"
                       "|(api[_-]?key|token|secret|passw(or)?d)\\s*[:=]\\s*[\"']?[A-Za-z0-9/+_-]{8,}"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList hits;
    auto it = material.globalMatch(text);
    while (it.hasNext()) {
        hits << it.next().captured();
    }
    QVERIFY2(hits.isEmpty(), qPrintable(hits.join(QLatin1Char('\n'))));
}

void TestRemoteScripts::probeTakesHostileFolderAsData()
{
    // Exactly what RentDeck sends over SSH (sh -c 'SCRIPT' rentdeck-probe probe DATA_DIR 0 0), run by a real sh,
    // with a data folder full of shell syntax: it must be reported as a path and nothing in it may run.
    QTemporaryDir dir;
    const QString hostile
        = dir.filePath(QStringLiteral("d 'x' \"y\" $(touch pwned-%1) `touch pwned-%1`; -rf").arg(m_tag));
    QVERIFY(QDir().mkpath(hostile));
    QString error;
    const QString command = CheckRunner::probeCommand(
        { QStringLiteral("probe"), hostile, QStringLiteral("0"), QStringLiteral("0") }, &error);
    QVERIFY2(!command.isEmpty(), qPrintable(error));
    const ShellRun run = runShell({ QStringLiteral("-c"), command }, dir.path());
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QJsonParseError parseError;
    const QJsonObject facts = QJsonDocument::fromJson(run.out, &parseError).object();
    QVERIFY2(!facts.isEmpty(),
        qPrintable(parseError.errorString() + QLatin1Char('\n') + QString::fromUtf8(run.out.left(400))));
    QVERIFY2(run.out.contains(QJsonDocument(QJsonObject { { QStringLiteral("p"), hostile } })
                                  .toJson(QJsonDocument::Compact)
                                  .mid(5)
                                  .chopped(1)),
        run.out.left(2000).constData());
    QCOMPARE(QDir(dir.path()).entryList({ QStringLiteral("pwned-*") }, QDir::AllEntries), QStringList());
}

void TestRemoteScripts::watchdogTakesHostileFolderAsData()
{
    // The watchdog's folder comes from the remote home and a name; config, log and pid paths hold it.
    QTemporaryDir dir;
    const QString hostile = dir.filePath(QStringLiteral("w 'x' \"y\" $(touch pwned-%1) `touch pwned-%1`").arg(m_tag));
    QVERIFY(QDir().mkpath(hostile));
    const QString config = hostile + QStringLiteral("/watchdog.conf");
    QFile file(config);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("deadline=0\nidle_percent=-1\nidle_seconds=60\naction=warn\ninterval=1\n");
    file.close();
    const ShellRun status = runShell(
        { scriptPath(QStringLiteral("rentdeck-watchdog.sh")), QStringLiteral("status"), config }, dir.path());
    QCOMPARE(status.exitCode, 1); // none runs
    const ShellRun stop
        = runShell({ scriptPath(QStringLiteral("rentdeck-watchdog.sh")), QStringLiteral("stop"), config }, dir.path());
    QVERIFY2(stop.exitCode == 0, stop.err.constData());
    QCOMPARE(QDir(dir.path()).entryList({ QStringLiteral("pwned-*") }, QDir::AllEntries), QStringList());
    QCOMPARE(QDir(hostile).entryList({ QStringLiteral("pwned-*") }, QDir::AllEntries), QStringList());
}

QTEST_GUILESS_MAIN(TestRemoteScripts)
#include "TestRemoteScripts.moc"
