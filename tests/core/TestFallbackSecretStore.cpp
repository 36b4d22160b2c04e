// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/FallbackSecretStore.h"

#include <QSignalSpy>
#include <QTest>

using namespace RentDeck;

class TestFallbackSecretStore : public QObject
{
    Q_OBJECT

private slots:
    void keychainIsUsedWhenItWorks();
    void noKeychainFallsBackToThisSession();
    void accessDeniedIsNotHidden();

private:
    static SecretJob *run(SecretJob *job)
    {
        QSignalSpy done(job, &SecretJob::finished);
        done.wait(2000);
        return job;
    }
};

void TestFallbackSecretStore::keychainIsUsedWhenItWorks()
{
    auto primary = std::make_unique<MemorySecretStore>();
    MemorySecretStore *keychain = primary.get();
    FallbackSecretStore store(std::move(primary));
    QSignalSpy fellBack(&store, &FallbackSecretStore::fellBack);
    SecretJob *write = store.writeSecret(QStringLiteral("instance/sshhost:1/password"), QStringLiteral("s3cret"));
    bool ok = false;
    connect(write, &SecretJob::finished, this, [write, &ok] { ok = write->isOk(); });
    run(write);
    QVERIFY(ok);
    QCOMPARE(keychain->size(), 1);
    QCOMPARE(fellBack.count(), 0);
}

void TestFallbackSecretStore::noKeychainFallsBackToThisSession()
{
    auto primary = std::make_unique<MemorySecretStore>();
    primary->failNextCall(Error::make(Error::Code::Unsupported, QStringLiteral("No system keychain is available")));
    MemorySecretStore *keychain = primary.get();
    FallbackSecretStore store(std::move(primary));
    QSignalSpy fellBack(&store, &FallbackSecretStore::fellBack);
    SecretJob *write = store.writeSecret(QStringLiteral("k"), QStringLiteral("v"));
    bool ok = false;
    connect(write, &SecretJob::finished, this, [write, &ok] { ok = write->isOk(); });
    run(write);
    QVERIFY(ok);
    QCOMPARE(fellBack.count(), 1);
    QVERIFY(fellBack.first().first().toString().contains(QStringLiteral("keychain")));
    QVERIFY(!store.isPersistent());
    QCOMPARE(keychain->size(), 0); // nothing reached the (failed) keychain

    SecretJob *read = store.readSecret(QStringLiteral("k"));
    QString value;
    connect(read, &SecretJob::finished, this, [read, &value] { value = read->value(); });
    run(read);
    QCOMPARE(value, QStringLiteral("v"));
}

void TestFallbackSecretStore::accessDeniedIsNotHidden()
{
    auto primary = std::make_unique<MemorySecretStore>();
    primary->failNextCall(Error::make(Error::Code::Auth, QStringLiteral("Access to the system keychain was denied")));
    FallbackSecretStore store(std::move(primary));
    SecretJob *write = store.writeSecret(QStringLiteral("k"), QStringLiteral("v"));
    Error::Code code = Error::Code::None;
    connect(write, &SecretJob::finished, this, [write, &code] { code = write->error().code; });
    run(write);
    QCOMPARE(code, Error::Code::Auth);
    QVERIFY(!store.hasFallenBack());
}

QTEST_GUILESS_MAIN(TestFallbackSecretStore)
#include "TestFallbackSecretStore.moc"
