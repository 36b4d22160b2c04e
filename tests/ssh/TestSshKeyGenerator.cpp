// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshKeyGenerator.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <libssh/libssh.h>
#include <sys/stat.h>

using namespace RentDeck;

class TestSshKeyGenerator : public QObject
{
    Q_OBJECT

private slots:
    void generatesUsableKeyPair();
    void sshKeygenAcceptsKey();
    void refusesToOverwrite();
    void reportsUnwritableFolder();
};

void TestSshKeyGenerator::generatesUsableKeyPair()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("id_ed25519"));
    QElapsedTimer clock;
    clock.start();
    const Result<SshKeyGenerator::KeyPair> pair
        = SshKeyGenerator::generateEd25519(path, QStringLiteral("rentdeck@test"));
    qInfo() << "generated in" << clock.elapsed() << "ms";
    QVERIFY2(pair.isOk(), qPrintable(pair.error().message));
    QCOMPARE(pair->privateKeyFile, path);
    QCOMPARE(pair->publicKeyFile, path + QStringLiteral(".pub"));
    QVERIFY(pair->publicKeyLine.startsWith(QLatin1String("ssh-ed25519 AAAA")));
    QVERIFY(pair->publicKeyLine.endsWith(QLatin1String(" rentdeck@test")));
    QVERIFY(pair->fingerprint.startsWith(QLatin1String("SHA256:")));

    struct stat info
    {
    };
    QCOMPARE(::stat(QFile::encodeName(path).constData(), &info), 0);
    QCOMPARE(info.st_mode & 0777, 0600u);
    QCOMPARE(::stat(QFile::encodeName(pair->publicKeyFile).constData(), &info), 0);
    QCOMPARE(info.st_mode & 0777, 0600u);
    QFile pub(pair->publicKeyFile);
    QVERIFY(pub.open(QIODevice::ReadOnly));
    QCOMPARE(pub.readAll(), pair->publicKeyLine.toUtf8() + '\n');

    ssh_key key = nullptr;
    QCOMPARE(ssh_pki_import_privkey_file(path.toUtf8().constData(), nullptr, nullptr, nullptr, &key), SSH_OK);
    QCOMPARE(ssh_key_type(key), SSH_KEYTYPE_ED25519);
    QVERIFY(ssh_key_is_private(key));
    ssh_key_free(key);
}

void TestSshKeyGenerator::sshKeygenAcceptsKey()
{
    if (QStandardPaths::findExecutable(QStringLiteral("ssh-keygen")).isEmpty()) {
        QSKIP("no ssh-keygen on PATH");
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("key"));
    const Result<SshKeyGenerator::KeyPair> pair = SshKeyGenerator::generateEd25519(path, QStringLiteral("c"));
    QVERIFY(pair.isOk());
    QProcess keygen;
    keygen.start(QStringLiteral("ssh-keygen"), { QStringLiteral("-y"), QStringLiteral("-f"), path });
    QVERIFY(keygen.waitForFinished(5000));
    QCOMPARE(keygen.exitCode(), 0);
    const QString derived = QString::fromUtf8(keygen.readAllStandardOutput()).trimmed();
    QCOMPARE(derived.section(QLatin1Char(' '), 0, 1), pair->publicKeyLine.section(QLatin1Char(' '), 0, 1));

    keygen.start(QStringLiteral("ssh-keygen"), { QStringLiteral("-lf"), pair->publicKeyFile });
    QVERIFY(keygen.waitForFinished(5000));
    QCOMPARE(QString::fromUtf8(keygen.readAllStandardOutput()).section(QLatin1Char(' '), 1, 1), pair->fingerprint);
}

void TestSshKeyGenerator::refusesToOverwrite()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("key"));
    QFile existing(path);
    QVERIFY(existing.open(QIODevice::WriteOnly));
    existing.write("precious");
    existing.close();
    const Result<SshKeyGenerator::KeyPair> pair = SshKeyGenerator::generateEd25519(path, {});
    QVERIFY(!pair.isOk());
    QCOMPARE(pair.error().code, Error::Code::InvalidInput);
    QVERIFY(existing.open(QIODevice::ReadOnly));
    QCOMPARE(existing.readAll(), QByteArray("precious"));
    QVERIFY(!QFile::exists(path + QStringLiteral(".pub")));
}

void TestSshKeyGenerator::reportsUnwritableFolder()
{
    QTemporaryDir dir;
    const Result<SshKeyGenerator::KeyPair> pair
        = SshKeyGenerator::generateEd25519(dir.filePath(QStringLiteral("missing/key")), {});
    QVERIFY(!pair.isOk());
    QCOMPARE(pair.error().code, Error::Code::Io);
    QVERIFY(pair.error().message.contains(QLatin1String("missing/key")));
}

QTEST_GUILESS_MAIN(TestSshKeyGenerator)
#include "TestSshKeyGenerator.moc"
