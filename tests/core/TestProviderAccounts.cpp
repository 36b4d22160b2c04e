// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BuiltinProviders.h"
#include "MockHttpServer.h"
#include "TempHome.h"
#include "lambda/LambdaMock.h"
#include "provider/AccountStore.h"
#include "provider/ProviderRegistry.h"
#include "secrets/MemorySecretStore.h"
#include "secrets/SecretJob.h"
#include "services/InstanceManager.h"

#include <QSignalSpy>
#include <QTest>

using namespace RentDeck;

/**
 * Accounts end to end in the core: an account in AccountStore with its key in a secret store makes a provider
 * (the real Lambda adapter against its mock on 127.0.0.1); a bad key, a missing key, the environment overriding
 * the keychain, a failing refresh keeping stale offers, and removing the account.
 */
class TestProviderAccounts : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void accountKeyFromTheKeychainMakesTheProvider();
    void wrongKeyIsAProviderStatusNotACrash();
    void missingKeyIsNamed();
    void environmentKeyNeedsNoAccount();
    void failedRefreshKeepsStaleOffers();
    void removedAccountDropsTheProvider();

private:
    void addAccount(const QString &key);
    std::unique_ptr<InstanceManager> makeManager();
    bool refreshOffers(InstanceManager &manager);
    static int offersOf(const InstanceManager &manager, const QString &providerId);

    std::unique_ptr<TempHome> m_home;
    std::unique_ptr<MockHttpServer> m_server;
    std::unique_ptr<LambdaMock> m_mock;
    ProviderRegistry m_registry;
    MemorySecretStore m_secrets;
};

void TestProviderAccounts::init()
{
    m_home = std::make_unique<TempHome>();
    m_server = std::make_unique<MockHttpServer>();
    MockProviderOptions options;
    options.apiKey = QStringLiteral("good-lambda-key");
    options.bootTime = std::chrono::milliseconds(100);
    m_mock = std::make_unique<LambdaMock>(m_server.get(), options);
    QVERIFY(m_server->start());
    qputenv("RENTDECK_LAMBDA_API_BASE", m_server->url().toString().toUtf8());
    qunsetenv("RENTDECK_LAMBDA_API_KEY");
    if (m_registry.ids().isEmpty()) {
        registerBuiltinProviders(m_registry);
    }
}

void TestProviderAccounts::cleanup()
{
    SecretJob *job = m_secrets.removeSecret(SecretStore::apiKeyKey(QStringLiteral("lambda")));
    QSignalSpy(job, &SecretJob::finished).wait(1000);
    qunsetenv("RENTDECK_LAMBDA_API_BASE");
    qunsetenv("RENTDECK_LAMBDA_API_KEY");
    m_mock.reset();
    m_server.reset();
    m_home.reset();
}

void TestProviderAccounts::addAccount(const QString &key)
{
    QVERIFY(AccountStore()
                .add({ QStringLiteral("lambda"), QStringLiteral("work"), QDateTime::currentDateTimeUtc() })
                .isOk());
    if (!key.isEmpty()) {
        SecretJob *job = m_secrets.writeSecret(SecretStore::apiKeyKey(QStringLiteral("lambda")), key);
        QSignalSpy written(job, &SecretJob::finished);
        QVERIFY(written.wait(1000));
    }
}

std::unique_ptr<InstanceManager> TestProviderAccounts::makeManager()
{
    auto manager = std::make_unique<InstanceManager>(m_registry, nullptr, &m_secrets);
    if (manager->isLoadingAccounts()) {
        QSignalSpy providers(manager.get(), &InstanceManager::providersChanged);
        while (manager->isLoadingAccounts() && providers.wait(2000)) { }
    }
    return manager;
}

bool TestProviderAccounts::refreshOffers(InstanceManager &manager)
{
    QSignalSpy finished(&manager, &InstanceManager::offersRefreshFinished);
    manager.refreshOffers();
    return finished.wait(20000);
}

int TestProviderAccounts::offersOf(const InstanceManager &manager, const QString &providerId)
{
    return int(std::count_if(manager.offers().begin(), manager.offers().end(),
        [&providerId](const Offer &offer) { return offer.providerId == providerId; }));
}

void TestProviderAccounts::accountKeyFromTheKeychainMakesTheProvider()
{
    addAccount(QStringLiteral("good-lambda-key"));
    // The keychain answers later: a refresh asked for right away waits for the key instead of skipping Lambda.
    auto manager = std::make_unique<InstanceManager>(m_registry, nullptr, &m_secrets);
    QVERIFY(manager->isLoadingAccounts());
    QVERIFY(!manager->provider(QStringLiteral("lambda")));
    QVERIFY(refreshOffers(*manager));
    QVERIFY(manager->provider(QStringLiteral("lambda")));
    QVERIFY(manager->provider(QStringLiteral("sandbox")));
    QVERIFY(offersOf(*manager, QStringLiteral("lambda")) > 0);
    QVERIFY(offersOf(*manager, QStringLiteral("sandbox")) > 0);
    const OfferSourceStatus lambda = manager->offerStatus(QStringLiteral("lambda"));
    QCOMPARE(lambda.state, OfferSourceStatus::State::Ready);
    QCOMPARE(lambda.offerCount, offersOf(*manager, QStringLiteral("lambda")));
    // The key went to Lambda as a bearer token.
    const auto requests = m_server->requests("GET", QStringLiteral("/api/v1/instance-types"));
    QVERIFY(!requests.isEmpty());
    QCOMPARE(requests.constLast().header("authorization"), QByteArray("Bearer good-lambda-key"));
}

void TestProviderAccounts::wrongKeyIsAProviderStatusNotACrash()
{
    addAccount(QStringLiteral("revoked-key"));
    auto manager = makeManager();
    QVERIFY(refreshOffers(*manager));
    const OfferSourceStatus lambda = manager->offerStatus(QStringLiteral("lambda"));
    QCOMPARE(lambda.state, OfferSourceStatus::State::Failed);
    QVERIFY2(
        lambda.message.contains(QStringLiteral("API key rejected by Lambda Cloud: check it in Settings › Accounts")),
        qPrintable(lambda.message));
    QVERIFY(!lambda.message.contains(QStringLiteral("revoked-key")));
    QCOMPARE(offersOf(*manager, QStringLiteral("lambda")), 0);
    QCOMPARE(manager->offerStatus(QStringLiteral("sandbox")).state, OfferSourceStatus::State::Ready);
}

void TestProviderAccounts::missingKeyIsNamed()
{
    addAccount({}); // an account whose key is not in the keychain (removed by hand, another machine)
    auto manager = makeManager();
    QVERIFY(!manager->provider(QStringLiteral("lambda")));
    const QString error = manager->accountErrors().value(QStringLiteral("lambda"));
    QVERIFY2(error.contains(QStringLiteral("Lambda")) && error.contains(QStringLiteral("RENTDECK_LAMBDA_API_KEY")),
        qPrintable(error));
    // The rest still works.
    QVERIFY(refreshOffers(*manager));
    QVERIFY(offersOf(*manager, QStringLiteral("sandbox")) > 0);
}

void TestProviderAccounts::environmentKeyNeedsNoAccount()
{
    qputenv("RENTDECK_LAMBDA_API_KEY", "good-lambda-key");
    auto manager = makeManager();
    QVERIFY(!manager->isLoadingAccounts());
    QVERIFY(manager->provider(QStringLiteral("lambda")));
    QVERIFY(refreshOffers(*manager));
    QVERIFY(offersOf(*manager, QStringLiteral("lambda")) > 0);
    // The environment wins over a stale keychain entry.
    addAccount(QStringLiteral("revoked-key"));
    manager->reloadAccounts();
    QVERIFY(refreshOffers(*manager));
    QCOMPARE(manager->offerStatus(QStringLiteral("lambda")).state, OfferSourceStatus::State::Ready);
}

void TestProviderAccounts::failedRefreshKeepsStaleOffers()
{
    addAccount(QStringLiteral("good-lambda-key"));
    auto manager = makeManager();
    QVERIFY(refreshOffers(*manager));
    const int before = offersOf(*manager, QStringLiteral("lambda"));
    QVERIFY(before > 0);
    const QDateTime fetched = manager->offerStatus(QStringLiteral("lambda")).fetchedAt;
    QVERIFY(!manager->offerStatus(QStringLiteral("lambda")).isStale());

    // Lambda answers garbage for a while: the earlier offers stay, marked stale, with the reason.
    m_server->injectFault("GET", QStringLiteral("/api/v1/instance-types"),
        MockHttpServer::Response::text(200, "<html>upstream maintenance</html>"), 10);
    QVERIFY(refreshOffers(*manager));
    const OfferSourceStatus status = manager->offerStatus(QStringLiteral("lambda"));
    QCOMPARE(status.state, OfferSourceStatus::State::Failed);
    QVERIFY(!status.message.isEmpty());
    QCOMPARE(offersOf(*manager, QStringLiteral("lambda")), before);
    QCOMPARE(status.fetchedAt, fetched);
    QVERIFY(status.isStale());
}

void TestProviderAccounts::removedAccountDropsTheProvider()
{
    addAccount(QStringLiteral("good-lambda-key"));
    auto manager = makeManager();
    QVERIFY(refreshOffers(*manager));
    QVERIFY(offersOf(*manager, QStringLiteral("lambda")) > 0);

    QVERIFY(AccountStore().remove(QStringLiteral("lambda")).isOk());
    QSignalSpy providers(manager.get(), &InstanceManager::providersChanged);
    manager->reloadAccounts();
    QVERIFY(!providers.isEmpty());
    QVERIFY(!manager->provider(QStringLiteral("lambda")));
    QVERIFY(manager->provider(QStringLiteral("sandbox")));
    QCOMPARE(offersOf(*manager, QStringLiteral("lambda")), 0);
    QVERIFY(refreshOffers(*manager));
    QCOMPARE(offersOf(*manager, QStringLiteral("lambda")), 0);
    QVERIFY(offersOf(*manager, QStringLiteral("sandbox")) > 0);
}

QTEST_GUILESS_MAIN(TestProviderAccounts)
#include "TestProviderAccounts.moc"
