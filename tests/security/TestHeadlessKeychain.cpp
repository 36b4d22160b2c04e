// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "CliRunner.h"
#include "LocalSshd.h"
#include "TempHome.h"
#include "secrets/KeychainProbe.h"

#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusError>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <cstdio>

using namespace RentDeck;

namespace {

constexpr char ProbeArgument[] = "--print-keychain-probe";

/**
 * PATH as given, but every folder holding dbus-launch replaced by a folder of links to everything else in it: a
 * machine without dbus-x11, as a jump box, a CI runner or a fresh Debian 12 server is (where libdbus cannot
 * "autolaunch" a bus).
 */
QString pathWithoutDbusLaunch(const QString &path, const QString &scratch)
{
    QStringList folders;
    int copies = 0;
    for (const QString &folder : path.split(QLatin1Char(':'), Qt::SkipEmptyParts)) {
        if (!QFile::exists(folder + QStringLiteral("/dbus-launch"))) {
            folders << folder;
            continue;
        }
        const QString copy = scratch + QStringLiteral("/path%1").arg(copies++);
        QDir().mkpath(copy);
        for (const QString &name : QDir(folder).entryList(QDir::Files | QDir::System | QDir::NoDotAndDotDot)) {
            if (name != QLatin1String("dbus-launch")) {
                QFile::link(folder + QLatin1Char('/') + name, copy + QLatin1Char('/') + name);
            }
        }
        folders << copy;
    }
    return folders.join(QLatin1Char(':'));
}

/** The environment of a user logged in over plain SSH: no session bus, no X11, no dbus-launch. */
QProcessEnvironment headless(const QString &scratch)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("SSH_AUTH_SOCK")); // an agent would be tried before the password
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), scratch); // no "bus" socket in it, as without systemd --user
    env.insert(QStringLiteral("PATH"), pathWithoutDbusLaunch(env.value(QStringLiteral("PATH")), scratch));
    return env;
}

/** A private D-Bus session bus (dbus-daemon from Debian's dbus-daemon package), stopped when destroyed. */
class PrivateSessionBus
{
public:
    bool start()
    {
        const QString daemon = QStandardPaths::findExecutable(QStringLiteral("dbus-daemon"));
        if (daemon.isEmpty()) {
            return false;
        }
        m_process.start(daemon,
            { QStringLiteral("--session"), QStringLiteral("--nofork"), QStringLiteral("--nopidfile"),
                QStringLiteral("--print-address=1") });
        if (!m_process.waitForStarted(5000)) {
            return false;
        }
        for (int i = 0; i < 50 && !m_process.canReadLine(); ++i) {
            m_process.waitForReadyRead(100);
        }
        m_address = QString::fromUtf8(m_process.readLine()).trimmed();
        return !m_address.isEmpty();
    }
    ~PrivateSessionBus()
    {
        m_process.terminate();
        if (!m_process.waitForFinished(3000)) {
            m_process.kill();
            m_process.waitForFinished();
        }
    }
    QString address() const { return m_address; }

private:
    QProcess m_process;
    QString m_address;
};

} // namespace

/**
 * A machine without a desktop session (a fresh Debian 12 server, a jump box, CI, WSL, plain SSH): whether there is a
 * keychain is asked of the bus, not read from QtKeychain's error text, and adding a password host works there —
 * the password is kept for the session and later commands take it from RENTDECK_SSH_PASSWORD.
 */
class TestHeadlessKeychain : public QObject
{
    Q_OBJECT

private slots:
    void probeSaysNoSessionBus();
    void probeSaysNoKeychainServiceOnABus();
    void probeFindsASecretService();
    void addHostWithPasswordWithoutSessionBus();
    void addHostWithPasswordOnABusWithoutKeychain();

private:
    static QString probe(const QProcessEnvironment &env);
    void addHostAndExec(const QProcessEnvironment &env);
    QTemporaryDir m_scratch;
};

QString TestHeadlessKeychain::probe(const QProcessEnvironment &env)
{
    QProcess child;
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), { QLatin1String(ProbeArgument) });
    if (!child.waitForFinished(20000)) {
        child.kill();
        child.waitForFinished();
        return QStringLiteral("(the probe hung)");
    }
    return QString::fromUtf8(child.readAllStandardOutput()).trimmed();
}

void TestHeadlessKeychain::probeSaysNoSessionBus()
{
    QVERIFY(m_scratch.isValid());
    const QString answer = probe(headless(m_scratch.path()));
    QVERIFY2(answer.contains(QLatin1String("no D-Bus session bus")), qPrintable(answer));
}

void TestHeadlessKeychain::probeSaysNoKeychainServiceOnABus()
{
    PrivateSessionBus bus;
    if (!bus.start()) {
        QSKIP("dbus-daemon is not installed");
    }
    QProcessEnvironment env = headless(m_scratch.path());
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), bus.address());
    const QString answer = probe(env);
    QVERIFY2(answer.contains(QLatin1String("no keychain service")), qPrintable(answer));
}

void TestHeadlessKeychain::probeFindsASecretService()
{
    PrivateSessionBus bus;
    if (!bus.start()) {
        QSKIP("dbus-daemon is not installed");
    }
    // This test process plays the Secret Service: it owns the name on that bus while the probe asks.
    QDBusConnection service = QDBusConnection::connectToBus(bus.address(), QStringLiteral("rd-test-secret-service"));
    QVERIFY2(service.isConnected(), qPrintable(service.lastError().message()));
    QVERIFY(service.registerService(QStringLiteral("org.freedesktop.secrets")));
    QProcessEnvironment env = headless(m_scratch.path());
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), bus.address());
    QCOMPARE(probe(env), QString());
    QDBusConnection::disconnectFromBus(QStringLiteral("rd-test-secret-service"));
}

void TestHeadlessKeychain::addHostAndExec(const QProcessEnvironment &base)
{
    const QString user = qEnvironmentVariable("RD_TEST_SSH_PASSWORD_USER");
    const QByteArray password = qgetenv("RD_TEST_SSH_PASSWORD");
    if (user.isEmpty() || password.isEmpty()) {
        QSKIP("RD_TEST_SSH_PASSWORD_USER / RD_TEST_SSH_PASSWORD are not set (installer/bootstrap.sh creates that "
              "user in CI; locally: useradd -m rdpwtest && echo 'rdpwtest:PASS' | chpasswd, then export both)");
    }
    TempHome home;
    LocalSshd sshd;
    sshd.setPasswordAuthentication(true);
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    QProcessEnvironment env = base;
    env.insert(QStringLiteral("RENTDECK_HOME"), home.path());
    env.remove(QStringLiteral("RD_TEST_SSH_PASSWORD"));
    env.insert(QStringLiteral("PW"), QString::fromUtf8(password));
    const CliRun added = runCliProgram(QStringLiteral(RD_CLI_PATH), env,
        { QStringLiteral("add-host"), QStringLiteral("ssh -p %1 %2@127.0.0.1").arg(sshd.port()).arg(user),
            QStringLiteral("--password-env"), QStringLiteral("PW") });
    QVERIFY2(added.exitCode == 0, added.err.constData());
    // Said once, in words the user can act on.
    QCOMPARE(added.err.count("kept only until RentDeck exits"), 1);
    QVERIFY2(!added.err.contains("Unknown error"), added.err.constData());
    const QString name = QString::fromUtf8(added.out).trimmed();
    QVERIFY2(name.startsWith(QLatin1String("sshhost:")), added.out.constData());

    // The next command is a new process: the session-only copy is gone, RENTDECK_SSH_PASSWORD gives it again.
    env.remove(QStringLiteral("PW"));
    env.insert(QStringLiteral("RENTDECK_SSH_PASSWORD"), QString::fromUtf8(password));
    const CliRun whoami = runCliProgram(QStringLiteral(RD_CLI_PATH), env,
        { QStringLiteral("exec"), name, QStringLiteral("--"), QStringLiteral("id -un") });
    QVERIFY2(whoami.exitCode == 0, whoami.err.constData());
    QCOMPARE(whoami.out.trimmed(), user.toUtf8());
    QVERIFY(!whoami.out.contains(password) && !whoami.err.contains(password) && !added.err.contains(password));
}

void TestHeadlessKeychain::addHostWithPasswordWithoutSessionBus()
{
    addHostAndExec(headless(m_scratch.path()));
}

void TestHeadlessKeychain::addHostWithPasswordOnABusWithoutKeychain()
{
    PrivateSessionBus bus;
    if (!bus.start()) {
        QSKIP("dbus-daemon is not installed");
    }
    QProcessEnvironment env = headless(m_scratch.path());
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), bus.address());
    addHostAndExec(env);
}

int main(int argc, char **argv)
{
    if (argc == 2 && qstrcmp(argv[1], ProbeArgument) == 0) {
        QCoreApplication app(argc, argv);
        const QByteArray answer = KeychainProbe::whyUnavailable().toUtf8() + '\n';
        std::fwrite(answer.constData(), 1, size_t(answer.size()), stdout);
        return 0;
    }
    QCoreApplication app(argc, argv);
    TestHeadlessKeychain test;
    return QTest::qExec(&test, argc, argv);
}

#include "TestHeadlessKeychain.moc"
