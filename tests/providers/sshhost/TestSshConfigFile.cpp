// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshConfigFile.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

/** Points HOME at a fresh folder for one test; restores it afterwards. */
class TempUserHome
{
public:
    TempUserHome()
        : m_previous(qgetenv("HOME"))
    {
        qputenv("HOME", m_dir.path().toUtf8());
    }
    ~TempUserHome() { qputenv("HOME", m_previous); }
    QString path() const { return m_dir.path(); }
    QString ssh() const { return m_dir.path() + QStringLiteral("/.ssh"); }

private:
    QTemporaryDir m_dir;
    QByteArray m_previous;
};

Instance makeInstance(const QString &provider, const QString &id, int port)
{
    Instance instance;
    instance.providerId = provider;
    instance.id = id;
    instance.ssh.host = QStringLiteral("127.0.0.1");
    instance.ssh.port = port;
    instance.ssh.user = QStringLiteral("root");
    instance.ssh.identityFile = QStringLiteral("/data/keys/client key");
    instance.ssh.knownHostsFile = QStringLiteral("/data/known_hosts");
    return instance;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

const QFileDevice::Permissions OwnerRw = QFile::ReadOwner | QFile::WriteOwner;

} // namespace

class TestSshConfigFile : public QObject
{
    Q_OBJECT

private slots:
    void aliasAndBlock();
    void blockWithoutKeyHasNoIdentitiesOnly();
    void writesIncludeOnceAndKeepsUserConfig();
    void replacesBlockInPlaceAndRemoves();
    void createsFilesPrivate();
    void hostileAddressIsNotWritten();
    void includeAlreadyPresentIsKept();
    void vscodeArguments();
};

void TestSshConfigFile::aliasAndBlock()
{
    QCOMPARE(SshConfigFile::hostAlias(QStringLiteral("sandbox:1")), QStringLiteral("rentdeck-sandbox-1"));
    QCOMPARE(SshConfigFile::hostAlias(QStringLiteral("vastai:1234*5")), QStringLiteral("rentdeck-vastai-1234-5"));
    const QString block = SshConfigFile::hostBlock(makeInstance(QStringLiteral("sshhost"), QStringLiteral("7"), 2222));
    QCOMPARE(block,
        QStringLiteral("Host rentdeck-sshhost-7\n"
                       "    # RentDeck instance sshhost:7\n"
                       "    HostName 127.0.0.1\n"
                       "    Port 2222\n"
                       "    User root\n"
                       "    IdentityFile \"/data/keys/client key\"\n"
                       "    IdentitiesOnly yes\n"
                       "    UserKnownHostsFile /data/known_hosts\n"
                       "    StrictHostKeyChecking yes\n"));
}

void TestSshConfigFile::blockWithoutKeyHasNoIdentitiesOnly()
{
    Instance instance = makeInstance(QStringLiteral("sshhost"), QStringLiteral("2"), 22);
    instance.ssh.identityFile.clear();
    instance.ssh.knownHostsFile = QStringLiteral("/tmp/100%/known_hosts");
    const QString block = SshConfigFile::hostBlock(instance);
    QVERIFY(!block.contains(QLatin1String("IdentityFile")));
    QVERIFY(!block.contains(QLatin1String("IdentitiesOnly")));
    QVERIFY2(block.contains(QLatin1String("UserKnownHostsFile /tmp/100%%/known_hosts")), qPrintable(block));
}

void TestSshConfigFile::writesIncludeOnceAndKeepsUserConfig()
{
    TempUserHome home;
    QVERIFY(QDir().mkpath(home.ssh()));
    // Deliberately odd bytes: no final newline, CRLF, tabs, a Host block of the user's own.
    const QByteArray userConfig = "# my config\r\nHost work\n\tHostName work.example.com\n\tUser me\nHost *\n  "
                                  "ServerAliveInterval 30";
    {
        QFile file(home.ssh() + QStringLiteral("/config"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(userConfig);
    }
    QFile::setPermissions(home.ssh() + QStringLiteral("/config"), OwnerRw | QFile::ReadGroup);

    const SshConfigFile config;
    QCOMPARE(config.sshDir(), home.ssh());
    const Instance one = makeInstance(QStringLiteral("sandbox"), QStringLiteral("1"), 40001);
    QVERIFY(config.write(one).isOk());
    const QByteArray afterFirst = readAll(config.userConfigFile());
    for (int i = 0; i < 2; ++i) {
        QVERIFY(config.write(one).isOk());
    }
    const QByteArray after = readAll(config.userConfigFile());
    QCOMPARE(after, afterFirst);
    QCOMPARE(after.count("Include rentdeck_config"), 1);
    // At the very top (before any Host line), and the user's bytes follow unchanged.
    QVERIFY(after.indexOf("Include rentdeck_config") < after.indexOf("\nHost "));
    QVERIFY(after.endsWith(userConfig));
    const qsizetype added = after.size() - userConfig.size();
    QVERIFY(added > 0 && added < 120);
    // The user's permissions are kept.
    QCOMPARE(QFile::permissions(config.userConfigFile()) & (OwnerRw | QFile::ReadGroup), OwnerRw | QFile::ReadGroup);

    const QByteArray ours = readAll(config.rentdeckConfigFile());
    QCOMPARE(ours.count("Host rentdeck-sandbox-1\n"), 1);
    QVERIFY(ours.contains("    Port 40001\n"));
}

void TestSshConfigFile::replacesBlockInPlaceAndRemoves()
{
    TempUserHome home;
    const SshConfigFile config;
    QVERIFY(config.write(makeInstance(QStringLiteral("sandbox"), QStringLiteral("1"), 40001)).isOk());
    QVERIFY(config.write(makeInstance(QStringLiteral("sandbox"), QStringLiteral("2"), 40002)).isOk());
    QVERIFY(config.write(makeInstance(QStringLiteral("sshhost"), QStringLiteral("1"), 40003)).isOk());
    const QByteArray three = readAll(config.rentdeckConfigFile());

    // The middle block changes in place; the others stay where they are.
    QVERIFY(config.write(makeInstance(QStringLiteral("sandbox"), QStringLiteral("2"), 41002)).isOk());
    QByteArray changed = readAll(config.rentdeckConfigFile());
    QCOMPARE(changed.count("\nHost "), 3);
    QVERIFY(changed.contains("Port 41002\n") && !changed.contains("Port 40002\n"));
    QVERIFY(changed.indexOf("rentdeck-sandbox-1") < changed.indexOf("rentdeck-sandbox-2"));
    QVERIFY(changed.indexOf("rentdeck-sandbox-2") < changed.indexOf("rentdeck-sshhost-1"));
    QCOMPARE(changed.size(), three.size()); // 40002 -> 41002: same length, nothing else moved

    QVERIFY(config.contains(QStringLiteral("sandbox:2")));
    QVERIFY(config.remove(QStringLiteral("sandbox:2")).isOk());
    QVERIFY(!config.contains(QStringLiteral("sandbox:2")));
    const QByteArray two = readAll(config.rentdeckConfigFile());
    QCOMPARE(two.count("\nHost "), 2);
    QVERIFY(two.contains("Port 40001\n") && two.contains("Port 40003\n"));
    // Removing again, or something never written, changes nothing.
    QVERIFY(config.remove(QStringLiteral("sandbox:2")).isOk());
    QVERIFY(config.remove(QStringLiteral("nosuch:9")).isOk());
    QCOMPARE(readAll(config.rentdeckConfigFile()), two);
    // Writing it back and removing it gives the same file again.
    QVERIFY(config.write(makeInstance(QStringLiteral("sandbox"), QStringLiteral("9"), 40009)).isOk());
    QVERIFY(config.remove(QStringLiteral("sandbox:9")).isOk());
    QCOMPARE(readAll(config.rentdeckConfigFile()), two);
}

void TestSshConfigFile::createsFilesPrivate()
{
    TempUserHome home;
    const SshConfigFile config;
    QVERIFY(config.remove(QStringLiteral("sandbox:1")).isOk());
    QVERIFY2(!QFileInfo::exists(home.ssh()), "remove() must not create anything");
    QVERIFY(config.write(makeInstance(QStringLiteral("sandbox"), QStringLiteral("1"), 40001)).isOk());
    const QFileDevice::Permissions others = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther
        | QFile::WriteOther | QFile::ExeOther;
    const QFileDevice::Permissions ownerAll = OwnerRw | QFile::ExeOwner;
    QCOMPARE(QFile::permissions(home.ssh()) & (ownerAll | others), ownerAll);
    QCOMPARE(QFile::permissions(config.rentdeckConfigFile()) & (OwnerRw | others), OwnerRw);
    QCOMPARE(QFile::permissions(config.userConfigFile()) & (OwnerRw | others), OwnerRw);
    QVERIFY(readAll(config.userConfigFile()).startsWith("# Added by RentDeck"));
    QVERIFY(!QFileInfo::exists(config.rentdeckConfigFile() + QStringLiteral(".lock")));
}

void TestSshConfigFile::hostileAddressIsNotWritten()
{
    // A provider's answer with a line break (or a quote) in the user, host or id would add a directive of its
    // choosing; ProxyCommand runs a command on this computer whenever the user types `ssh rentdeck-...`.
    TempUserHome home;
    const SshConfigFile config;
    QVERIFY(config.write(makeInstance(QStringLiteral("sandbox"), QStringLiteral("1"), 40001)).isOk());
    const QString injected = QStringLiteral("\n    ProxyCommand touch /tmp/rentdeck-pwned");
    for (int field = 0; field < 4; ++field) {
        Instance instance = makeInstance(QStringLiteral("vastai"), QStringLiteral("7"), 40002);
        switch (field) {
        case 0:
            instance.ssh.user += injected;
            break;
        case 1:
            instance.ssh.host += QStringLiteral("\" ProxyCommand=\"touch /tmp/rentdeck-pwned");
            break;
        case 2:
            instance.id += injected;
            break;
        default:
            instance.ssh.identityFile += injected;
        }
        const Status status = config.write(instance);
        QVERIFY2(!status.isOk(), qPrintable(QString::number(field)));
        QCOMPARE(status.error().code, Error::Code::InvalidInput);
        QVERIFY2(status.error().message.contains(QLatin1String("not written")), qPrintable(status.error().message));
    }
    QVERIFY(!readAll(config.rentdeckConfigFile()).contains("ProxyCommand"));
    QVERIFY(!config.contains(QStringLiteral("vastai:7")));
    QVERIFY(config.contains(QStringLiteral("sandbox:1")));
}

void TestSshConfigFile::includeAlreadyPresentIsKept()
{
    const QString existing = QStringLiteral("Include ~/.ssh/rentdeck_config\nHost a\n  User b\n");
    QCOMPARE(SshConfigFile::withInclude(existing), existing);
    const QString lower = QStringLiteral("include=rentdeck_config\n");
    QCOMPARE(SshConfigFile::withInclude(lower), lower);
    // Inside a Host block it does not apply everywhere: ours goes to the top.
    const QString late = QStringLiteral("Host a\n  Include rentdeck_config\n");
    QVERIFY(SshConfigFile::withInclude(late).startsWith(QLatin1String("# Added by RentDeck")));
    QVERIFY(SshConfigFile::withInclude(late).endsWith(late));
}

void TestSshConfigFile::vscodeArguments()
{
    QCOMPARE(SshConfigFile::vscodeRemoteArguments(QStringLiteral("rentdeck-sandbox-1"), QStringLiteral("/root/work")),
        QStringList({ QStringLiteral("--remote"), QStringLiteral("ssh-remote+rentdeck-sandbox-1"),
            QStringLiteral("/root/work") }));
    QCOMPARE(SshConfigFile::vscodeRemoteArguments(QStringLiteral("x"), QString()).size(), 2);
}

QTEST_GUILESS_MAIN(TestSshConfigFile)
#include "TestSshConfigFile.moc"
