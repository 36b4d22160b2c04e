// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/MemorySecretStore.h"

#include <QPointer>
#include <QSignalSpy>
#include <QTest>

using namespace RentDeck;

namespace {

// Waits for \a job to finish and returns its result; the job is gone afterwards.
struct Finished
{
    bool ok = false;
    Error error;
    QString value;
};

Finished waitFor(SecretJob *job)
{
    Finished result;
    QObject::connect(job, &SecretJob::finished, job, [&result, job] {
        result.ok = job->isOk();
        result.error = job->error();
        result.value = job->value();
    });
    QSignalSpy spy(job, &SecretJob::finished);
    if (!spy.wait(2000)) {
        result.error = Error::make(Error::Code::Timeout, QStringLiteral("job never finished"));
    }
    return result;
}

} // namespace

class TestSecretStore : public QObject
{
    Q_OBJECT

private slots:
    void writeReadRemove();
    void missingKeyIsNotFound();
    void finishesAsynchronouslyOnceAndDeletesItself();
    void injectedFailure();
    void apiKeyKey();
};

void TestSecretStore::writeReadRemove()
{
    MemorySecretStore store;
    QVERIFY(!store.isPersistent());
    const QString key = SecretStore::apiKeyKey(QStringLiteral("3f2b"));

    QVERIFY(waitFor(store.writeSecret(key, QStringLiteral("sk-abc"))).ok);
    QCOMPARE(store.size(), 1);
    const Finished read = waitFor(store.readSecret(key));
    QVERIFY(read.ok);
    QCOMPARE(read.value, QStringLiteral("sk-abc"));

    QVERIFY(waitFor(store.writeSecret(key, QStringLiteral("sk-new"))).ok);
    QCOMPARE(waitFor(store.readSecret(key)).value, QStringLiteral("sk-new"));

    QVERIFY(waitFor(store.removeSecret(key)).ok);
    QCOMPARE(store.size(), 0);
    QVERIFY(!waitFor(store.readSecret(key)).ok);
    QVERIFY(waitFor(store.removeSecret(key)).ok); // removing an absent key is fine
}

void TestSecretStore::missingKeyIsNotFound()
{
    MemorySecretStore store;
    const Finished read = waitFor(store.readSecret(QStringLiteral("account/none/apiKey")));
    QVERIFY(!read.ok);
    QCOMPARE(read.error.code, Error::Code::NotFound);
    QVERIFY(read.value.isEmpty());
}

void TestSecretStore::finishesAsynchronouslyOnceAndDeletesItself()
{
    MemorySecretStore store;
    SecretJob *job = store.writeSecret(QStringLiteral("k"), QStringLiteral("v"));
    QPointer<SecretJob> guard(job);
    QCOMPARE(job->kind(), SecretJob::Kind::Write);
    QCOMPARE(job->key(), QStringLiteral("k"));
    QSignalSpy spy(job, &SecretJob::finished);
    QCOMPARE(spy.count(), 0); // not emitted inside the call: connecting after it never misses finished()
    QVERIFY(spy.wait(2000));
    QCOMPARE(spy.count(), 1);
    QTRY_VERIFY(guard.isNull());

    auto *manual = new SecretJob(SecretJob::Kind::Read, QStringLiteral("m"));
    QPointer<SecretJob> manualGuard(manual);
    QSignalSpy manualSpy(manual, &SecretJob::finished);
    manual->finish({}, QStringLiteral("first"));
    manual->finish(Error::make(Error::Code::Internal, QStringLiteral("late"))); // ignored: already finished
    QVERIFY(manualSpy.wait(2000)); // from the event loop, like every job
    QCOMPARE(manualSpy.count(), 1);
    QVERIFY(manual->isOk());
    QCOMPARE(manual->value(), QStringLiteral("first"));
    QTRY_VERIFY(manualGuard.isNull());
}

void TestSecretStore::injectedFailure()
{
    MemorySecretStore store;
    store.failNextCall(Error::make(Error::Code::Unsupported, QStringLiteral("no keychain")));
    const Finished write = waitFor(store.writeSecret(QStringLiteral("k"), QStringLiteral("v")));
    QVERIFY(!write.ok);
    QCOMPARE(write.error.code, Error::Code::Unsupported);
    QCOMPARE(store.size(), 0);
    QVERIFY(waitFor(store.writeSecret(QStringLiteral("k"), QStringLiteral("v"))).ok); // only the next call fails
    QCOMPARE(store.size(), 1);
}

void TestSecretStore::apiKeyKey()
{
    QCOMPARE(SecretStore::apiKeyKey(QStringLiteral("1234-abcd")), QStringLiteral("account/1234-abcd/apiKey"));
}

QTEST_GUILESS_MAIN(TestSecretStore)
#include "TestSecretStore.moc"
