// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "LocalSshd.h"
#include "MockServerProcess.h"
#include "SecretScan.h"
#include "SecurityProbes.h"
#include "TempHome.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <sys/resource.h>

using namespace RentDeck;

namespace {

constexpr char ApiKey[] = "rd-sec-vast-key-5c2e91d7a0";

bool writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

/** The files named "pwned-<tag>*" in the folders a stray `touch` could have reached. */
QStringList pwnedFiles(const QString &tag, const QStringList &folders)
{
    QStringList found;
    for (const QString &folder : folders) {
        const QStringList names
            = QDir(folder).entryList({ QStringLiteral("*pwned-") + tag + QLatin1Char('*') }, QDir::AllEntries);
        for (const QString &name : names) {
            found << folder + QLatin1Char('/') + name;
        }
    }
    return found;
}

/** The soft "Max core file size" of process \a pid as /proc/PID/limits shows it ("0", "unlimited", ...). */
QByteArray softCoreLimit(qint64 pid)
{
    QFile limits(QStringLiteral("/proc/%1/limits").arg(pid));
    if (!limits.open(QIODevice::ReadOnly)) {
        return "<unreadable>";
    }
    for (const QByteArray &line : limits.readAll().split('\n')) {
        if (line.startsWith("Max core file size")) {
            return line.mid(26).simplified().split(' ').value(0);
        }
    }
    return "<absent>";
}

} // namespace

class TestSecurityEndToEnd : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void realisticRunKeepsSecretsOutAndFilesPrivate();
    void hostileNamesStayData();
    void sshPasswordNeverVisible();
    void changedHostKeyIsRefused();

private:
    CliRun cli(QStringList args, int timeoutMs = 120000);
    QString launchSandbox();
    void checkForwardListensOnLoopbackOnly(const QString &name);

    QList<CliRun> m_runs;
    bool m_coreLimitRaised = false;
};

void TestSecurityEndToEnd::initTestCase()
{
    QString why;
    if (!LocalSshd::isAvailable(&why)) {
        QSKIP(qPrintable(why));
    }
    if (QStandardPaths::findExecutable(QStringLiteral("rsync")).isEmpty()) {
        QSKIP("rsync is not installed");
    }
    // Core dumps on for this test and what it starts, where the hard limit allows: the CLI must turn them off.
    struct rlimit limit
    {
    };
    if (::getrlimit(RLIMIT_CORE, &limit) == 0 && limit.rlim_max != 0) {
        limit.rlim_cur = limit.rlim_max;
        m_coreLimitRaised = ::setrlimit(RLIMIT_CORE, &limit) == 0;
    }
}

CliRun TestSecurityEndToEnd::cli(QStringList args, int timeoutMs)
{
    args.insert(1, QStringLiteral("--verbose")); // debug logging on: the logs must hold no secret either
    const CliRun run = runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args, timeoutMs);
    m_runs.append(run);
    return run;
}

QString TestSecurityEndToEnd::launchSandbox()
{
    const CliRun offers = cli({ QStringLiteral("offers"), QStringLiteral("--json"), QStringLiteral("--provider"),
        QStringLiteral("sandbox") });
    const QJsonArray list = QJsonDocument::fromJson(offers.out).array();
    if (list.isEmpty()) {
        return {};
    }
    const QString offer = QStringLiteral("sandbox:") + list.first().toObject().value(QStringLiteral("id")).toString();
    const CliRun launch = cli({ QStringLiteral("launch"), QStringLiteral("--offer"), offer, QStringLiteral("--wait") });
    return launch.exitCode == 0 ? QString::fromUtf8(launch.out).trimmed() : QString();
}

void TestSecurityEndToEnd::checkForwardListensOnLoopbackOnly(const QString &name)
{
    QProcess forward;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("RENTDECK_TOOLS_DIR"), QStringLiteral(RD_TOOLS_DIR));
    forward.setProcessEnvironment(env);
    forward.start(QStringLiteral(RD_CLI_PATH),
        { QStringLiteral("--json"), QStringLiteral("forward"), name, QStringLiteral("--remote"), QStringLiteral("22"),
            QStringLiteral("--local"), QStringLiteral("0") });
    QByteArray out;
    QJsonObject json;
    QTRY_VERIFY_WITH_TIMEOUT((out += forward.readAllStandardOutput(), json = QJsonDocument::fromJson(out).object(),
                                 !json.isEmpty() || forward.state() == QProcess::NotRunning),
        20000);
    const QString local = json.value(QStringLiteral("local")).toString();
    QVERIFY2(local.startsWith(QLatin1String("127.0.0.1:")), out.constData());
    const quint16 port = local.section(QLatin1Char(':'), 1).toUShort();
    QVERIFY(port > 0);
    // The socket itself, as the kernel sees it: bound to 127.0.0.1 only, not 0.0.0.0 or ::.
    QCOMPARE(listeningAddresses(port), QStringList { QStringLiteral("127.0.0.1") });
    // A crash of this process (it holds the instance's key) writes no core: its soft core limit is 0, though the
    // test raised its own, which the CLI inherited.
    if (m_coreLimitRaised) {
        QCOMPARE(softCoreLimit(forward.processId()), QByteArray("0"));
    }
    forward.terminate();
    QVERIFY(forward.waitForFinished(10000));
    m_runs.append({ forward.exitCode(), out + forward.readAllStandardOutput(), forward.readAllStandardError(), 0 });
}

void TestSecurityEndToEnd::realisticRunKeepsSecretsOutAndFilesPrivate()
{
    m_runs.clear();
    TempHome home;
    QTemporaryDir userHome;
    const ScopedEnv homeEnv("HOME", userHome.path().toUtf8()); // ssh-config --write goes here, not to ~/.ssh
    LocalSshd sshd;
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    MockServerProcess mock;
    QVERIFY2(mock.start(QStringLiteral("vastai"),
                 { QStringLiteral("--api-key"), QLatin1String(ApiKey), QStringLiteral("--boot-ms"), QStringLiteral("0"),
                     QStringLiteral("--ssh-port"), QStringLiteral("1") }),
        qPrintable(mock.error()));
    const ScopedEnv key("RENTDECK_VASTAI_API_KEY", ApiKey);
    const ScopedEnv base("RENTDECK_VASTAI_API_BASE", mock.baseUrl().toString().toUtf8());
    // Command lines of every process; environments of those RentDeck starts (rsync, ssh, the sandbox's sshd).
    CommandLineWatch watch({ QByteArray(ApiKey) }, "rentdeck-mockserver", home.path().toUtf8());

    // The provider API with the key: list, launch (makes keys/rentdeck_ed25519), destroy.
    const CliRun offers = cli(
        { QStringLiteral("offers"), QStringLiteral("--json"), QStringLiteral("--provider"), QStringLiteral("vastai") });
    QVERIFY2(offers.exitCode == 0, offers.err.constData());
    const QString vastOffer = firstOfferName(offers.out, QStringLiteral("vastai"));
    const CliRun vast = cli({ QStringLiteral("launch"), QStringLiteral("--offer"), vastOffer });
    QVERIFY2(vast.exitCode == 0, vast.err.constData());
    const QString vastName = QString::fromUtf8(vast.out).trimmed();
    QVERIFY(QFileInfo::exists(home.path() + QStringLiteral("/keys/rentdeck_ed25519.pub")));

    // A sandbox instance and an SSH host with a label full of shell syntax; syncs both ways; a forward.
    const QString sandbox = launchSandbox();
    QVERIFY(!sandbox.isEmpty());
    const QString label = QStringLiteral("lab $(touch /tmp/pwned-label) `id` 'q' \"d\"");
    const CliRun host = cli({ QStringLiteral("add-host"),
        QStringLiteral("ssh -p %1 %2@127.0.0.1 -i %3").arg(sshd.port()).arg(sshd.user(), sshd.clientKeyFile()),
        QStringLiteral("--label"), label });
    QVERIFY2(host.exitCode == 0, host.err.constData());
    const QString hostName = QString::fromUtf8(host.out).trimmed();
    QTemporaryDir work;
    QVERIFY(writeFile(work.filePath(QStringLiteral("src/a.txt")), "alpha\n"));
    QVERIFY(writeFile(work.filePath(QStringLiteral("src/sub/b.bin")), QByteArray(70000, 'b')));
    for (const QString &target : { sandbox, hostName }) {
        const QString remote = target == sandbox ? QStringLiteral("data") : sshd.dir() + QStringLiteral("/data");
        const CliRun push = cli(
            { QStringLiteral("sync"), QStringLiteral("push"), target, work.filePath(QStringLiteral("src")), remote });
        QVERIFY2(push.exitCode == 0, push.err.right(1200).constData());
        const CliRun pull = cli({ QStringLiteral("sync"), QStringLiteral("pull"), target, remote,
            work.filePath(QStringLiteral("back-") + target.section(QLatin1Char(':'), 0, 0)) });
        QVERIFY2(pull.exitCode == 0, pull.err.right(1200).constData());
    }
    QCOMPARE(cli({ QStringLiteral("exec"), sandbox, QStringLiteral("--"), QStringLiteral("true") }).exitCode, 0);
    QCOMPARE(cli({ QStringLiteral("ssh-config"), hostName, QStringLiteral("--write") }).exitCode, 0);
    checkForwardListensOnLoopbackOnly(sandbox);
    QCOMPARE(cli({ QStringLiteral("cost") }).exitCode, 0);
    const CliRun listed = cli({ QStringLiteral("instances"), QStringLiteral("--json") });
    QVERIFY(listed.out.contains(QJsonDocument(QJsonArray { label }).toJson(QJsonDocument::Compact).mid(1).chopped(1)));
    QCOMPARE(cli({ QStringLiteral("destroy"), vastName }).exitCode, 0);
    watch.stop();

    // 1. No command line of any process (rsync, ssh, sshd, the CLI itself) ever held the key.
    qInfo("looked at %d command lines in %d scans", watch.processesSeen(), watch.scans());
    QVERIFY(watch.scans() >= 20);
    QVERIFY2(watch.leaks().isEmpty(), qPrintable(watch.leaks().join(QLatin1Char('\n'))));
    // 2. No output or --verbose log of any run, and no file under RENTDECK_HOME (settings, ledger, caches).
    qsizetype logged = 0;
    for (const CliRun &run : std::as_const(m_runs)) {
        logged += run.err.size();
        QVERIFY2(!run.out.contains(ApiKey) && !run.err.contains(ApiKey), run.err.constData());
    }
    QVERIFY2(logged > 2000, "the --verbose runs logged next to nothing: the scan would prove little");
    int files = 0;
    const QStringList leaks = filesContaining(home.path(), ApiKey, &files);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char(' '))));
    QVERIFY(files >= 15);
    QVERIFY(filesContaining(userHome.path(), ApiKey).isEmpty());

    // 3. Everything under RENTDECK_HOME is private (0700 folders, 0600 files), ledger, settings and keys included.
    for (const char *expected : { "settings.ini", "ledger.sqlite", "known_hosts", "keys/rentdeck_ed25519" }) {
        QVERIFY2(QFileInfo::exists(home.path() + QLatin1Char('/') + QLatin1String(expected)), expected);
    }
    // The exception: a sandbox instance's home is the rented machine's disk. Its files keep the modes rsync
    // brought from the source or the remote umask gave them; the instance folder above it is 0700.
    const QString instances = home.path() + QStringLiteral("/providers/sandbox/instances");
    QStringList remoteHomes;
    for (const QString &id : QDir(instances).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        remoteHomes << instances + QLatin1Char('/') + id + QStringLiteral("/home");
    }
    QVERIFY(!remoteHomes.isEmpty());
    int entries = 0;
    const QStringList open = entriesNotPrivate(home.path(), remoteHomes, &entries);
    qInfo("%d entries under RENTDECK_HOME checked", entries);
    QVERIFY2(open.isEmpty(), qPrintable(open.join(QLatin1Char('\n'))));
    QVERIFY(entries >= 25);
    QCOMPARE(QFile::permissions(home.path()) & 0x0077, QFileDevice::Permissions());
    QCOMPARE(cli({ QStringLiteral("destroy"), sandbox }).exitCode, 0);
    QVERIFY(pwnedFiles(QStringLiteral("label"), { QStringLiteral("/tmp"), userHome.path() }).isEmpty());
}

void TestSecurityEndToEnd::hostileNamesStayData()
{
    m_runs.clear();
    TempHome home;
    const QString sandbox = launchSandbox();
    QVERIFY(!sandbox.isEmpty());
    const QString tag = QString::number(QRandomGenerator::global()->generate64(), 36);
    // A command that would run if a name ever reached a shell unquoted: in /tmp for paths (they may hold '/'),
    // in the shell's own folder for file names (they may not).
    const QString touch = QStringLiteral("touch /tmp/pwned-") + tag;
    const QString touchHere = QStringLiteral("touch pwned-") + tag;
    // Quotes, $(), backticks, spaces, a newline, leading dashes, ; and glob characters, in folders and files.
    const QString folder = QStringLiteral("a'b $(%1-dir) \"c\"\nd").arg(touch);
    const QStringList names { QStringLiteral("`%1-tick`.txt").arg(touchHere), QStringLiteral("-rf"),
        QStringLiteral("--delete"), QStringLiteral("x; %1-semi").arg(touchHere), QStringLiteral("sp ace *?[]"),
        QStringLiteral("$HOME"), QStringLiteral("sub '$(%1-sub)'/\"q\" \\ back").arg(touchHere),
        QStringLiteral("中文 ü") };
    QTemporaryDir work;
    const QString src = work.filePath(folder);
    for (const QString &name : names) {
        QVERIFY(writeFile(src + QLatin1Char('/') + name, name.toUtf8() + '\n'));
    }
    const QMap<QString, QByteArray> sent = treeSnapshot(src);
    for (const QString &name : names) {
        QVERIFY2(sent.contains(name), qPrintable(name));
    }

    const QString remoteHome = home.path() + QStringLiteral("/providers/sandbox/instances/")
        + sandbox.section(QLatin1Char(':'), 1) + QStringLiteral("/home");
    for (const QString &transport : { QStringLiteral("rsync"), QStringLiteral("sftp") }) {
        const QString remote = QStringLiteral("-dst '$(%1-remote)' \"q\"\nline-%2").arg(touchHere, transport);
        const CliRun push = cli({ QStringLiteral("sync"), QStringLiteral("push"), sandbox, src,
            QStringLiteral("./") + remote, QStringLiteral("--transport"), transport, QStringLiteral("--exclude"),
            QStringLiteral("*$(%1-exclude)*").arg(touch) });
        QVERIFY2(push.exitCode == 0, push.err.right(1200).constData());
        QMap<QString, QByteArray> arrived = treeSnapshot(remoteHome + QLatin1Char('/') + remote);
        arrived.remove(QStringLiteral(".rentdeck-manifest-cache"));
        QCOMPARE(arrived, sent);

        const QString back = work.filePath(QStringLiteral("back-") + transport + QLatin1Char('/') + folder);
        QVERIFY(QDir().mkpath(QFileInfo(back).path())); // rsync creates the last folder only
        const CliRun pull = cli({ QStringLiteral("sync"), QStringLiteral("pull"), sandbox,
            QStringLiteral("./") + remote, back, QStringLiteral("--transport"), transport });
        QVERIFY2(pull.exitCode == 0, pull.err.right(1200).constData());
        QMap<QString, QByteArray> pulled = treeSnapshot(back);
        pulled.remove(QStringLiteral(".rentdeck-manifest-cache"));
        QCOMPARE(pulled, sent);
    }
    QCOMPARE(cli({ QStringLiteral("destroy"), sandbox }).exitCode, 0);
    const QStringList pwned
        = pwnedFiles(tag, { QStringLiteral("/tmp"), QDir::currentPath(), QDir::homePath(), work.path(), remoteHome });
    QVERIFY2(pwned.isEmpty(), qPrintable(pwned.join(QLatin1Char('\n'))));
}

void TestSecurityEndToEnd::sshPasswordNeverVisible()
{
    // add-host --password-env, then exec and a sync that log in with it (rsync through SSH_ASKPASS).
    const QString user = qEnvironmentVariable("RD_TEST_SSH_PASSWORD_USER");
    const QByteArray password = qgetenv("RD_TEST_SSH_PASSWORD");
    if (user.isEmpty() || password.isEmpty()) {
        QSKIP("RD_TEST_SSH_PASSWORD_USER / RD_TEST_SSH_PASSWORD are not set (installer/bootstrap.sh creates that "
              "user in CI; locally: useradd -m rdpwtest && echo 'rdpwtest:PASS' | chpasswd, then export both)");
    }
    m_runs.clear();
    TempHome home;
    LocalSshd sshd;
    sshd.setPasswordAuthentication(true);
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    const QByteArray agent = qgetenv("SSH_AUTH_SOCK"); // an agent would be tried before the password
    qunsetenv("SSH_AUTH_SOCK");
    const auto restoreAgent = qScopeGuard([&agent] {
        if (!agent.isEmpty()) {
            qputenv("SSH_AUTH_SOCK", agent);
        }
    });
    // Only RentDeck's own variable holds it while the CLI runs (how scripts give it to later commands), so that
    // the environment check below sees what RentDeck passes on, not the test harness's variable.
    qunsetenv("RD_TEST_SSH_PASSWORD");
    const auto restorePassword = qScopeGuard([&password] { qputenv("RD_TEST_SSH_PASSWORD", password); });
    const ScopedEnv later("RENTDECK_SSH_PASSWORD", password);
    CommandLineWatch watch({ password }, {}, home.path().toUtf8());
    const CliRun added
        = cli({ QStringLiteral("add-host"), QStringLiteral("ssh -p %1 %2@127.0.0.1").arg(sshd.port()).arg(user),
            QStringLiteral("--password-env"), QStringLiteral("RENTDECK_SSH_PASSWORD") });
    QVERIFY2(added.exitCode == 0, added.err.constData());
    const QString name = QString::fromUtf8(added.out).trimmed();
    const CliRun whoami = cli({ QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("id -un") });
    QVERIFY2(whoami.exitCode == 0,
        qPrintable(QString::number(whoami.exitCode) + QLatin1Char(' ') + QString::fromUtf8(whoami.err.right(1500))));
    QCOMPARE(whoami.out.trimmed(), user.toUtf8());
    QTemporaryDir work;
    QVERIFY(writeFile(work.filePath(QStringLiteral("src/big.bin")), QByteArray(8 << 20, 'p')));
    const QString remote = QStringLiteral("/tmp/rd-sec-pw-%1").arg(QCoreApplication::applicationPid());
    const CliRun push = cli({ QStringLiteral("sync"), QStringLiteral("push"), name,
        work.filePath(QStringLiteral("src")), remote, QStringLiteral("--transport"), QStringLiteral("rsync") });
    watch.stop();
    QProcess::execute(QStringLiteral("rm"), { QStringLiteral("-rf"), remote });
    QVERIFY2(push.exitCode == 0, push.err.right(1200).constData());
    qInfo("looked at %d command lines in %d scans", watch.processesSeen(), watch.scans());
    QVERIFY(watch.scans() >= 20);
    QVERIFY2(watch.leaks().isEmpty(), qPrintable(watch.leaks().join(QLatin1Char('\n'))));
    for (const CliRun &run : std::as_const(m_runs)) {
        // Not the output itself: the test's own output must not show the password either.
        QVERIFY2(!run.out.contains(password) && !run.err.contains(password),
            QByteArray(run.err).replace(password, "<PASSWORD>").constData());
    }
    int files = 0;
    const QStringList leaks = filesContaining(home.path(), password, &files);
    QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QLatin1Char(' '))));
    QVERIFY(files >= 3);
}

void TestSecurityEndToEnd::changedHostKeyIsRefused()
{
    // A re-created machine or a man in the middle: each way in (libssh exec, rsync, SFTP) refuses, says so and
    // says how to fix it; the recorded key stays as it was.
    m_runs.clear();
    TempHome home;
    LocalSshd sshd;
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    const CliRun added = cli({ QStringLiteral("add-host"),
        QStringLiteral("ssh -p %1 %2@127.0.0.1 -i %3").arg(sshd.port()).arg(sshd.user(), sshd.clientKeyFile()) });
    QVERIFY2(added.exitCode == 0, added.err.constData());
    const QString name = QString::fromUtf8(added.out).trimmed();
    QCOMPARE(cli({ QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("true") }).exitCode, 0);
    const QString knownHosts = home.path() + QStringLiteral("/known_hosts");
    QFile before(knownHosts);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray recorded = before.readAll();
    QVERIFY(recorded.contains(sshd.hostPublicKeyLine().section(QLatin1Char(' '), 1, 1).toLatin1()));

    QVERIFY2(sshd.restartWithNewHostKey(), qPrintable(sshd.errorString()));
    const CliRun exec = cli({ QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("touch"),
        sshd.dir() + QStringLiteral("/ran") });
    QVERIFY(exec.exitCode != 0);
    QVERIFY2(exec.err.contains("has CHANGED, so RentDeck refused to connect"), exec.err.constData());
    QVERIFY2(exec.err.contains("ssh-keygen -R"), exec.err.constData());
    QTemporaryDir work;
    QVERIFY(writeFile(work.filePath(QStringLiteral("src/a.txt")), "a\n"));
    for (const QString &transport : { QStringLiteral("rsync"), QStringLiteral("sftp") }) {
        const QString remote = sshd.dir() + QStringLiteral("/pushed-") + transport;
        const CliRun push = cli({ QStringLiteral("sync"), QStringLiteral("push"), name,
            work.filePath(QStringLiteral("src")), remote, QStringLiteral("--transport"), transport });
        QVERIFY(push.exitCode != 0);
        QVERIFY2(push.err.contains("host key"), push.err.right(1200).constData());
        QVERIFY2(push.err.contains("remove") && push.err.contains("intercepting"), push.err.right(1200).constData());
        QVERIFY2(!QFileInfo::exists(remote), qPrintable(transport));
    }
    QVERIFY(!QFileInfo::exists(sshd.dir() + QStringLiteral("/ran")));
    QFile after(knownHosts);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), recorded);
}

QTEST_GUILESS_MAIN(TestSecurityEndToEnd)
#include "TestSecurityEndToEnd.moc"
