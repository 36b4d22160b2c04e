// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TempHome.h"
#include "provider/AccountStore.h"

#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace RentDeck;

/** The account list names providers and labels only, privately, and survives a bad file. */
class TestAccountStore : public QObject
{
    Q_OBJECT

private slots:
    void addRelabelRemove();
    void unreadableFileReadsAsNone();
};

void TestAccountStore::addRelabelRemove()
{
    TempHome home;
    AccountStore store;
    QVERIFY(store.accounts().isEmpty());
    const QDateTime added = QDateTime::fromString(QStringLiteral("2026-11-30T10:00:00Z"), Qt::ISODate);
    QVERIFY(store.add({ QStringLiteral("vastai"), QStringLiteral("work"), added }).isOk());
    QVERIFY(store.add({ QStringLiteral("lambda"), {}, added }).isOk());
    QVERIFY(store.add({ QStringLiteral("vastai"), QStringLiteral("personal"), added }).isOk());

    const QList<ProviderAccount> accounts = AccountStore().accounts();
    QCOMPARE(accounts.size(), 2);
    QVERIFY(store.contains(QStringLiteral("vastai")));
    const auto vast = std::find_if(accounts.begin(), accounts.end(),
        [](const ProviderAccount &a) { return a.providerId == QLatin1String("vastai"); });
    QCOMPARE(vast->label, QStringLiteral("personal"));
    QCOMPARE(vast->addedAt, added);

    const QFileInfo file(AccountStore::defaultFile());
    QCOMPARE(file.permissions() & (QFile::ReadGroup | QFile::ReadOther | QFile::WriteGroup | QFile::WriteOther),
        QFile::Permissions());

    QVERIFY(store.remove(QStringLiteral("vastai")).isOk());
    QVERIFY(!store.contains(QStringLiteral("vastai")));
    QVERIFY(store.contains(QStringLiteral("lambda")));
    QVERIFY(store.remove(QStringLiteral("absent")).isOk());
}

void TestAccountStore::unreadableFileReadsAsNone()
{
    TempHome home;
    QFile file(AccountStore::defaultFile());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{ this is not json");
    file.close();
    AccountStore store;
    QVERIFY(store.accounts().isEmpty());
    QVERIFY(!store.contains(QStringLiteral("vastai")));
}

QTEST_GUILESS_MAIN(TestAccountStore)
#include "TestAccountStore.moc"
