// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/KnownHosts.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {
// A fixed ed25519 public key (generated once with ssh-keygen) and a second one for replacements.
const QString KeyA = QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAID9PN6mPH5/yLtMIGJJgg/s3yEYKi0049MudmIIiLkej");
const QString KeyB = QStringLiteral("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIE/g0hwTdBxjewKsMUzqJrQ95dGj6TyjtOYzCqoYSNZR");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}
} // namespace

class TestKnownHosts : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void hostPattern();
    void addWritesOpenSshLine();
    void addReplacesEarlierKey();
    void removeForgetsOnlyThatHost();
    void keepsForeignLines();
    void rejectsGarbage();
    void fingerprintMatchesSshKeygen();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_file;
};

void TestKnownHosts::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_file = m_dir->filePath(QStringLiteral("known_hosts"));
}

void TestKnownHosts::hostPattern()
{
    QCOMPARE(KnownHosts::hostPattern(QStringLiteral("example.org"), 22), QStringLiteral("example.org"));
    QCOMPARE(KnownHosts::hostPattern(QStringLiteral("127.0.0.1"), 2222), QStringLiteral("[127.0.0.1]:2222"));
    // A placeholder in a provider's host name stays text: QString::arg() in two steps put the port into it.
    QCOMPARE(KnownHosts::hostPattern(QStringLiteral("h%1.example"), 2222), QStringLiteral("[h%1.example]:2222"));
}

void TestKnownHosts::addWritesOpenSshLine()
{
    KnownHosts hosts(m_file);
    QVERIFY(hosts.add(QStringLiteral("127.0.0.1"), 2222, KeyA + QStringLiteral(" comment")));
    QVERIFY(hosts.add(QStringLiteral("gpu.example.org"), 22, KeyB));
    QCOMPARE(readAll(m_file), "[127.0.0.1]:2222 " + KeyA.toUtf8() + "\ngpu.example.org " + KeyB.toUtf8() + "\n");
    QCOMPARE(hosts.keysFor(QStringLiteral("127.0.0.1"), 2222), QStringList { KeyA });
    QCOMPARE(hosts.keysFor(QStringLiteral("gpu.example.org"), 22), QStringList { KeyB });
    QVERIFY(hosts.keysFor(QStringLiteral("127.0.0.1"), 22).isEmpty());
    QCOMPARE(QFile::permissions(m_file) & (QFile::ReadGroup | QFile::ReadOther), QFile::Permissions());
}

void TestKnownHosts::addReplacesEarlierKey()
{
    KnownHosts hosts(m_file);
    QVERIFY(hosts.add(QStringLiteral("127.0.0.1"), 2222, KeyA));
    QVERIFY(hosts.add(QStringLiteral("127.0.0.1"), 2222, KeyB));
    QCOMPARE(hosts.keysFor(QStringLiteral("127.0.0.1"), 2222), QStringList { KeyB });
    QCOMPARE(readAll(m_file).count('\n'), 1);
}

void TestKnownHosts::removeForgetsOnlyThatHost()
{
    KnownHosts hosts(m_file);
    QVERIFY(hosts.add(QStringLiteral("127.0.0.1"), 2222, KeyA));
    QVERIFY(hosts.add(QStringLiteral("127.0.0.1"), 2223, KeyB));
    QVERIFY(hosts.remove(QStringLiteral("127.0.0.1"), 2222));
    QVERIFY(hosts.keysFor(QStringLiteral("127.0.0.1"), 2222).isEmpty());
    QCOMPARE(hosts.keysFor(QStringLiteral("127.0.0.1"), 2223), QStringList { KeyB });
    QVERIFY(hosts.remove(QStringLiteral("nowhere"), 22)); // nothing to remove is fine
}

void TestKnownHosts::keepsForeignLines()
{
    QFile file(m_file);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("# comment\nother,10.0.0.1 " + KeyB.toUtf8() + "\n[127.0.0.1]:2222 " + KeyB.toUtf8());
    file.close();
    KnownHosts hosts(m_file);
    QCOMPARE(hosts.keysFor(QStringLiteral("10.0.0.1"), 22), QStringList { KeyB });
    QVERIFY(hosts.add(QStringLiteral("127.0.0.1"), 2222, KeyA));
    QCOMPARE(
        readAll(m_file), "# comment\nother,10.0.0.1 " + KeyB.toUtf8() + "\n[127.0.0.1]:2222 " + KeyA.toUtf8() + "\n");
}

void TestKnownHosts::rejectsGarbage()
{
    KnownHosts hosts(m_file);
    const Status status = hosts.add(QStringLiteral("h"), 22, QStringLiteral("garbage"));
    QVERIFY(!status);
    QCOMPARE(status.error().code, Error::Code::InvalidInput);
    QVERIFY(!QFile::exists(m_file));
}

void TestKnownHosts::fingerprintMatchesSshKeygen()
{
    if (QStandardPaths::findExecutable(QStringLiteral("ssh-keygen")).isEmpty()) {
        QSKIP("no ssh-keygen on PATH");
    }
    const QString pub = m_dir->filePath(QStringLiteral("key.pub"));
    QFile file(pub);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(KeyA.toUtf8() + " test\n");
    file.close();
    QProcess keygen;
    keygen.start(QStringLiteral("ssh-keygen"), { QStringLiteral("-lf"), pub });
    QVERIFY(keygen.waitForFinished(5000));
    QCOMPARE(keygen.exitCode(), 0);
    // "256 SHA256:... test (ED25519)"
    const QString expected = QString::fromUtf8(keygen.readAllStandardOutput()).section(QLatin1Char(' '), 1, 1);
    QVERIFY(expected.startsWith(QLatin1String("SHA256:")));
    const QByteArray blob = QByteArray::fromBase64(KeyA.section(QLatin1Char(' '), 1, 1).toLatin1());
    QCOMPARE(KnownHosts::fingerprintSha256(blob), expected);
}

QTEST_GUILESS_MAIN(TestKnownHosts)
#include "TestKnownHosts.moc"
