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
    void anyWriteFailureKeepsTheSecretForThisSession();
    void readsStillReachTheKeychainAfterAWriteFailed();
    void accessDeniedOnReadIsNotHidden();

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

void TestFallbackSecretStore::anyWriteFailureKeepsTheSecretForThisSession()
{
    // QtKeychain without a session bus answers OtherError "Unknown error" (seen on a fresh Debian 12 server): the
    // user's password must not be lost whatever the words; the same for an access denial.
    for (const Error::Code code : { Error::Code::Io, Error::Code::Auth }) {
        auto primary = std::make_unique<MemorySecretStore>();
        primary->failNextCall(Error::make(code, QStringLiteral("The system keychain failed: Unknown error")));
        FallbackSecretStore store(std::move(primary));
        QSignalSpy fellBack(&store, &FallbackSecretStore::fellBack);
        SecretJob *write = store.writeSecret(QStringLiteral("k"), QStringLiteral("v"));
        bool ok = false;
        connect(write, &SecretJob::finished, this, [write, &ok] { ok = write->isOk(); });
        run(write);
        QVERIFY(ok);
        QCOMPARE(fellBack.count(), 1);
        QVERIFY(fellBack.first().first().toString().contains(QStringLiteral("Unknown error")));
        QVERIFY(!store.isPersistent());
        SecretJob *read = store.readSecret(QStringLiteral("k"));
        QString value;
        connect(read, &SecretJob::finished, this, [read, &value] { value = read->value(); });
        run(read);
        QCOMPARE(value, QStringLiteral("v"));
        // Said once: a second write goes to this session's memory without another warning.
        run(store.writeSecret(QStringLiteral("k2"), QStringLiteral("v2")));
        QCOMPARE(fellBack.count(), 1);
    }
}

void TestFallbackSecretStore::readsStillReachTheKeychainAfterAWriteFailed()
{
    auto primary = std::make_unique<MemorySecretStore>();
    MemorySecretStore *keychain = primary.get();
    run(keychain->writeSecret(QStringLiteral("earlier"), QStringLiteral("from an earlier session")));
    keychain->failNextCall(Error::make(Error::Code::Io, QStringLiteral("Unknown error")));
    FallbackSecretStore store(std::move(primary));
    run(store.writeSecret(QStringLiteral("k"), QStringLiteral("v")));
    QVERIFY(store.hasFallenBack());
    SecretJob *read = store.readSecret(QStringLiteral("earlier"));
    QString value;
    connect(read, &SecretJob::finished, this, [read, &value] { value = read->value(); });
    run(read);
    QCOMPARE(value, QStringLiteral("from an earlier session"));
    // Removing takes it out of the keychain too, not only out of this session.
    run(store.removeSecret(QStringLiteral("earlier")));
    QCOMPARE(keychain->size(), 0);
}

void TestFallbackSecretStore::accessDeniedOnReadIsNotHidden()
{
    auto primary = std::make_unique<MemorySecretStore>();
    primary->failNextCall(Error::make(Error::Code::Auth, QStringLiteral("Access to the system keychain was denied")));
    FallbackSecretStore store(std::move(primary));
    SecretJob *read = store.readSecret(QStringLiteral("k"));
    Error::Code code = Error::Code::None;
    connect(read, &SecretJob::finished, this, [read, &code] { code = read->error().code; });
    run(read);
    QCOMPARE(code, Error::Code::Auth);
    QVERIFY(!store.hasFallenBack());
}

QTEST_GUILESS_MAIN(TestFallbackSecretStore)
#include "TestFallbackSecretStore.moc"
