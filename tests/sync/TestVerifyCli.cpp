// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "TempHome.h"
#include "TestFiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QScopeGuard>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;
using TestFiles::corruptKeepingSizeAndMtime;
using TestFiles::writeFile;

namespace {

CliRun runCli(const QStringList &args, int timeoutMs = 120000)
{
    return runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, timeoutMs);
}

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray()) {
        list.append(item.toString());
    }
    return list;
}

} // namespace

class TestVerifyCli : public QObject
{
    Q_OBJECT

private slots:
    void verifyAgainstSandboxInstance();
    void syncPushRepairsAndPullVerifies();
    void destroyRefusedWhileSyncing();
    void usageErrors();
};

void TestVerifyCli::verifyAgainstSandboxInstance()
{
    TempHome home;
    QTemporaryDir local;
    QVERIFY(local.isValid());
    const CliRun launch = runCli({ QStringLiteral("launch"), QStringLiteral("--offer"),
        QStringLiteral("sandbox:sbx-4090-us"), QStringLiteral("--wait") });
    QVERIFY2(launch.exitCode == 0, launch.err.constData());
    const QString name = QString::fromUtf8(launch.out).trimmed();
    const auto destroy = qScopeGuard([&name] { runCli({ QStringLiteral("destroy"), name }); });

    // The sandbox instance's home is a local folder: "push" by writing into it.
    const CliRun homeRun
        = runCli({ QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("printf %s \"$HOME\"") });
    QVERIFY2(homeRun.exitCode == 0, homeRun.err.constData());
    const QString remoteHome = QString::fromUtf8(homeRun.out);
    QVERIFY2(QFileInfo(remoteHome).isDir(), qPrintable(remoteHome));
    const QString remoteData = remoteHome + QStringLiteral("/data set");

    const QStringList names { QStringLiteral("a.txt"), QStringLiteral("with space/it's.bin"),
        QStringLiteral("中文/模型.pt"), QStringLiteral("$weird\nname") };
    for (int i = 0; i < names.size(); ++i) {
        const QByteArray content = QByteArray::number(i).repeated(1000 + i);
        QVERIFY(writeFile(local.filePath(names.at(i)), content));
        QVERIFY(writeFile(remoteData + u'/' + names.at(i), content));
    }
    QVERIFY(QDir().mkpath(local.filePath(QStringLiteral("empty"))));
    QVERIFY(QDir().mkpath(remoteData + QStringLiteral("/empty")));

    QElapsedTimer clock;
    clock.start();
    const CliRun same = runCli(
        { QStringLiteral("--json"), QStringLiteral("verify"), name, local.path(), QStringLiteral("data set") });
    qInfo("verify took %lld ms", clock.elapsed());
    QVERIFY2(same.exitCode == 0, same.err.constData());
    const QJsonObject sameJson = QJsonDocument::fromJson(same.out).object();
    QCOMPARE(sameJson.value(QStringLiteral("files")).toInt(), names.size());
    QVERIFY(strings(sameJson.value(QStringLiteral("mismatched"))).isEmpty());

    // Corrupt one remote file keeping its size and mtime; add an extra one and remove another.
    const QString victim = remoteData + QStringLiteral("/中文/模型.pt");
    QVERIFY(corruptKeepingSizeAndMtime(victim));
    QVERIFY(writeFile(remoteData + QStringLiteral("/extra.log"), "x"));
    QVERIFY(QFile::remove(remoteData + QStringLiteral("/a.txt")));

    const CliRun differ = runCli(
        { QStringLiteral("--json"), QStringLiteral("verify"), name, local.path(), QStringLiteral("data set") });
    QCOMPARE(differ.exitCode, 1);
    const QJsonObject json = QJsonDocument::fromJson(differ.out).object();
    QCOMPARE(strings(json.value(QStringLiteral("mismatched"))), QStringList { QStringLiteral("中文/模型.pt") });
    QCOMPARE(strings(json.value(QStringLiteral("missing"))), QStringList { QStringLiteral("a.txt") });
    QCOMPARE(strings(json.value(QStringLiteral("extra"))), QStringList { QStringLiteral("extra.log") });

    // Human output names the problems too.
    const CliRun text = runCli({ QStringLiteral("verify"), name, local.path(), remoteData });
    QCOMPARE(text.exitCode, 1);
    QVERIFY2(text.out.contains("mismatched 中文/模型.pt"), text.out.constData());
}

void TestVerifyCli::syncPushRepairsAndPullVerifies()
{
    TempHome home;
    QTemporaryDir local;
    for (int i = 0; i < 200; ++i) {
        QVERIFY(writeFile(local.filePath(QStringLiteral("small/f%1.txt").arg(i)), QByteArray::number(i)));
    }
    QVERIFY(writeFile(local.filePath(QStringLiteral("数据 集/it's a $name.bin")), QByteArray(3 << 20, 'x')));
    QVERIFY(writeFile(local.filePath(QStringLiteral("skip.tmp")), "excluded"));
    const CliRun launch = runCli({ QStringLiteral("launch"), QStringLiteral("--offer"),
        QStringLiteral("sandbox:sbx-4090-us"), QStringLiteral("--wait") });
    QVERIFY2(launch.exitCode == 0, launch.err.constData());
    const QString name = QString::fromUtf8(launch.out).trimmed();
    const auto destroy = qScopeGuard([&name] { runCli({ QStringLiteral("destroy"), name }); });
    const QString remoteRoot = home.path() + QStringLiteral("/providers/sandbox/instances/")
        + name.section(QLatin1Char(':'), 1) + QStringLiteral("/home/data");

    // Push with an exclude: verified, and the excluded file is neither sent nor reported.
    CliRun push = runCli({ QStringLiteral("--json"), QStringLiteral("sync"), QStringLiteral("push"), name, local.path(),
        QStringLiteral("data"), QStringLiteral("--exclude"), QStringLiteral("*.tmp") });
    QVERIFY2(push.exitCode == 0, push.err.constData());
    QJsonObject json = QJsonDocument::fromJson(push.out).object();
    QVERIFY(json.value(QStringLiteral("verified")).toBool());
    QCOMPARE(json.value(QStringLiteral("files")).toInt(), 201);
    QVERIFY(!QFile::exists(remoteRoot + QStringLiteral("/skip.tmp")));

    // The same push again: neither side changed since that verification, so nothing is sent or compared.
    push = runCli({ QStringLiteral("--json"), QStringLiteral("sync"), QStringLiteral("push"), name, local.path(),
        QStringLiteral("data"), QStringLiteral("--exclude"), QStringLiteral("*.tmp") });
    QVERIFY2(push.exitCode == 0, push.err.constData());
    json = QJsonDocument::fromJson(push.out).object();
    QVERIFY(json.value(QStringLiteral("verified")).toBool());
    QVERIFY2(!json.value(QStringLiteral("unchanged_since")).toString().isEmpty(), push.out.constData());
    QCOMPARE(json.value(QStringLiteral("files")).toInt(), 201);
    QCOMPARE(json.value(QStringLiteral("transferred_bytes")).toInt(), 0);

    // Corrupt a remote file keeping its size and mtime: rsync's quick check cannot see it, the sync must.
    const QString victim = remoteRoot + QStringLiteral("/small/f42.txt");
    QVERIFY(corruptKeepingSizeAndMtime(victim));
    const CliRun verify
        = runCli({ QStringLiteral("--json"), QStringLiteral("verify"), name, local.path(), QStringLiteral("data") });
    QCOMPARE(verify.exitCode, 1);
    QCOMPARE(strings(QJsonDocument::fromJson(verify.out).object().value(QStringLiteral("mismatched"))),
        QStringList { QStringLiteral("small/f42.txt") });
    push = runCli({ QStringLiteral("--json"), QStringLiteral("sync"), QStringLiteral("push"), name, local.path(),
        QStringLiteral("data"), QStringLiteral("--exclude"), QStringLiteral("*.tmp") });
    QVERIFY2(push.exitCode == 0, push.err.constData());
    json = QJsonDocument::fromJson(push.out).object();
    QVERIFY(json.value(QStringLiteral("verified")).toBool());
    QCOMPARE(json.value(QStringLiteral("repaired_files")).toInt(), 1);
    QVERIFY(!json.contains(QStringLiteral("unchanged_since")));
    QFile repaired(victim);
    QVERIFY(repaired.open(QIODevice::ReadOnly));
    QCOMPARE(repaired.readAll(), QByteArray("42"));

    // Pull the results back and verify them.
    QTemporaryDir pulled;
    const CliRun pull = runCli({ QStringLiteral("--json"), QStringLiteral("sync"), QStringLiteral("pull"), name,
        QStringLiteral("data"), pulled.path() });
    QVERIFY2(pull.exitCode == 0, pull.err.constData());
    QVERIFY(QJsonDocument::fromJson(pull.out).object().value(QStringLiteral("verified")).toBool());
    QVERIFY(QFile::exists(pulled.filePath(QStringLiteral("数据 集/it's a $name.bin"))));

    // Verifying a sub-folder on its own leaves manifest caches inside it, here and there: they are ours, never
    // data — the whole tree still verifies, and a pull does not bring the remote one over.
    const CliRun sub = runCli(
        { QStringLiteral("verify"), name, local.filePath(QStringLiteral("small")), QStringLiteral("data/small") });
    QVERIFY2(sub.exitCode == 0, sub.out.constData());
    QVERIFY(QFile::exists(remoteRoot + QStringLiteral("/small/.rentdeck-manifest-cache")));
    const CliRun whole
        = runCli({ QStringLiteral("--json"), QStringLiteral("verify"), name, local.path(), QStringLiteral("data") });
    const QJsonObject wholeJson = QJsonDocument::fromJson(whole.out).object();
    QVERIFY2(strings(wholeJson.value(QStringLiteral("extra"))).isEmpty(), whole.out.constData());
    // Only the file the push excluded differs.
    QCOMPARE(strings(wholeJson.value(QStringLiteral("missing"))), QStringList { QStringLiteral("skip.tmp") });
    QVERIFY(strings(wholeJson.value(QStringLiteral("mismatched"))).isEmpty());
    QTemporaryDir again;
    const CliRun pullAgain = runCli({ QStringLiteral("--json"), QStringLiteral("sync"), QStringLiteral("pull"), name,
        QStringLiteral("data"), again.path() });
    QVERIFY2(pullAgain.exitCode == 0, pullAgain.err.constData());
    QVERIFY(!QFile::exists(again.filePath(QStringLiteral("small/.rentdeck-manifest-cache"))));
}

void TestVerifyCli::destroyRefusedWhileSyncing()
{
    TempHome home;
    QTemporaryDir local;
    QVERIFY(writeFile(local.filePath(QStringLiteral("big.bin")), QByteArray(400 << 20, 'z')));
    const CliRun launch = runCli({ QStringLiteral("launch"), QStringLiteral("--offer"),
        QStringLiteral("sandbox:sbx-4090-us"), QStringLiteral("--wait") });
    QVERIFY2(launch.exitCode == 0, launch.err.constData());
    const QString name = QString::fromUtf8(launch.out).trimmed();
    const auto destroy = qScopeGuard([&name] { runCli({ QStringLiteral("destroy"), name }); });

    QProcess sync;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RENTDECK_TOOLS_DIR"), QStringLiteral(RD_TOOLS_DIR));
    sync.setProcessEnvironment(env);
    sync.start(QStringLiteral(RD_CLI_PATH),
        { QStringLiteral("sync"), QStringLiteral("push"), name, local.path(), QStringLiteral("data") });
    const QString lock = home.path() + QStringLiteral("/locks/")
        + QString(name).replace(QLatin1Char(':'), QLatin1Char('-')) + QStringLiteral(".sync.lock");
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(lock) || sync.state() == QProcess::NotRunning, 20000);
    if (sync.state() != QProcess::NotRunning) {
        const CliRun refused = runCli({ QStringLiteral("destroy"), name });
        QVERIFY(refused.exitCode != 0);
        QVERIFY2(refused.err.contains(QByteArray("sync of " + name.toUtf8() + " is running")), refused.err.constData());
    } else {
        QSKIP("the sync finished before destroy could be tried (machine too fast for a 400 MB push)");
    }
    QVERIFY(sync.waitForFinished(120000));
    QCOMPARE(sync.exitCode(), 0);
    QCOMPARE(runCli({ QStringLiteral("destroy"), name }).exitCode, 0);
}

void TestVerifyCli::usageErrors()
{
    TempHome home;
    QCOMPARE(runCli({ QStringLiteral("verify"), QStringLiteral("sandbox:1") }).exitCode, 2);
    QCOMPARE(runCli({ QStringLiteral("verify"), QStringLiteral("sandbox:1"), QStringLiteral("/no/such/dir"),
                        QStringLiteral("x") })
                 .exitCode,
        2);
    QTemporaryDir local;
    QCOMPARE(
        runCli({ QStringLiteral("verify"), QStringLiteral("sandbox:999"), local.path(), QStringLiteral("x") }).exitCode,
        3);
}

QTEST_GUILESS_MAIN(TestVerifyCli)
#include "TestVerifyCli.moc"
