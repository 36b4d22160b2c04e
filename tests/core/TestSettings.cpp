// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TempHome.h"
#include "settings/Settings.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

class TestSettings : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void defaults_data();
    void defaults();
    void chineseLocaleShowsYuanUntilChosen();
    void setValueEmitsChangedOnce();
    void persists();
    void unconvertibleValueFallsBackToDefault();
    void resetRestoresDefault();
    void migrateScrubsSecretsAndStampsVersion();
    void newerFileIsLeftAlone();
    void defaultPathFollowsRentDeckHome();
    void fileIsPrivate();

private:
    QString iniPath() const { return m_dir->filePath(QStringLiteral("settings.ini")); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestSettings::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestSettings::defaults_data()
{
    QTest::addColumn<Settings::Key>("key");
    QTest::addColumn<QVariant>("expected");
    QTest::newRow("language follows system") << Settings::Key::Language << QVariant(QString());
    QTest::newRow("display currency") << Settings::Key::DisplayCurrency << QVariant(QStringLiteral("USD"));
    QTest::newRow("refresh seconds") << Settings::Key::RefreshSeconds << QVariant(5);
    QTest::newRow("window geometry") << Settings::Key::WindowGeometry << QVariant(QByteArray());
    QTest::newRow("not maximized") << Settings::Key::WindowMaximized << QVariant(false);
    QTest::newRow("default tab") << Settings::Key::CurrentTab << QVariant(QString());
    QTest::newRow("offers header") << Settings::Key::OffersHeaderState << QVariant(QByteArray());
}

void TestSettings::defaults()
{
    QFETCH(Settings::Key, key);
    QFETCH(QVariant, expected);
    const auto settings = Settings::createForTesting(iniPath());
    QCOMPARE(settings->value(key), expected);
    QCOMPARE(settings->value(key).metaType(), expected.metaType());
    QCOMPARE(Settings::defaultValue(key), expected);
}

void TestSettings::chineseLocaleShowsYuanUntilChosen()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    const auto settings = Settings::createForTesting(iniPath());
    const QString defaulted = settings->value(Settings::Key::DisplayCurrency).toString();
    settings->setValue(Settings::Key::DisplayCurrency, QStringLiteral("USD"));
    const QString chosen = settings->value(Settings::Key::DisplayCurrency).toString();
    QLocale::setDefault(before);
    QCOMPARE(defaulted, QStringLiteral("CNY"));
    QCOMPARE(chosen, QStringLiteral("USD"));
}

void TestSettings::setValueEmitsChangedOnce()
{
    const auto settings = Settings::createForTesting(iniPath());
    QSignalSpy spy(settings.get(), &Settings::changed);
    settings->setValue(Settings::Key::RefreshSeconds, 30);
    QCOMPARE(settings->valueAs<int>(Settings::Key::RefreshSeconds), 30);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).value<Settings::Key>(), Settings::Key::RefreshSeconds);

    settings->setValue(Settings::Key::RefreshSeconds, 30);
    settings->setValue(Settings::Key::RefreshSeconds, QStringLiteral("30")); // same value as text
    QCOMPARE(spy.count(), 1);

    settings->setValue(Settings::Key::DisplayCurrency, QStringLiteral("CNY"));
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(0).value<Settings::Key>(), Settings::Key::DisplayCurrency);
}

void TestSettings::persists()
{
    const QByteArray geometry("\x01\x02\x00\xff", 4);
    {
        const auto settings = Settings::createForTesting(iniPath());
        settings->setValue(Settings::Key::Language, QStringLiteral("zh_CN"));
        settings->setValue(Settings::Key::WindowGeometry, geometry);
    }
    QFile file(iniPath());
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray ini = file.readAll();
    QVERIFY(ini.contains("zh_CN"));
    QVERIFY(ini.contains("schemaVersion"));

    const auto reopened = Settings::createForTesting(iniPath());
    QCOMPARE(reopened->valueAs<QString>(Settings::Key::Language), QStringLiteral("zh_CN"));
    QCOMPARE(reopened->valueAs<QByteArray>(Settings::Key::WindowGeometry), geometry);
}

void TestSettings::unconvertibleValueFallsBackToDefault()
{
    QFile file(iniPath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[instances]\nrefreshSeconds=often\n");
    file.close();
    const auto settings = Settings::createForTesting(iniPath());
    QCOMPARE(settings->value(Settings::Key::RefreshSeconds), Settings::defaultValue(Settings::Key::RefreshSeconds));
}

void TestSettings::resetRestoresDefault()
{
    const auto settings = Settings::createForTesting(iniPath());
    settings->setValue(Settings::Key::DisplayCurrency, QStringLiteral("CNY"));
    QSignalSpy spy(settings.get(), &Settings::changed);
    settings->reset(Settings::Key::DisplayCurrency);
    QCOMPARE(settings->valueAs<QString>(Settings::Key::DisplayCurrency), QStringLiteral("USD"));
    QCOMPARE(spy.count(), 1);
    settings->reset(Settings::Key::DisplayCurrency);
    QCOMPARE(spy.count(), 1);
}

void TestSettings::migrateScrubsSecretsAndStampsVersion()
{
    QFile file(iniPath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[accounts]\nvast%20main\\apiKey=sk-live-123\nvast%20main\\displayName=Vast\n"
               "[ui]\nlanguage=zh_CN\n[ssh]\nkeyPassword=hunter2\n");
    file.close();

    const auto settings = Settings::createForTesting(iniPath());
    QCOMPARE(settings->valueAs<int>(Settings::Key::SchemaVersion), Settings::CurrentSchemaVersion);
    QCOMPARE(settings->migrate(), Settings::CurrentSchemaVersion); // already current: nothing to do
    settings->sync();

    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray ini = file.readAll();
    QVERIFY2(!ini.contains("sk-live-123"), ini.constData());
    QVERIFY(!ini.contains("hunter2"));
    QVERIFY(ini.contains("displayName=Vast")); // unrelated keys survive
    QCOMPARE(settings->valueAs<QString>(Settings::Key::Language), QStringLiteral("zh_CN"));
}

void TestSettings::newerFileIsLeftAlone()
{
    QFile file(iniPath());
    QVERIFY(file.open(QIODevice::WriteOnly));
    const int future = Settings::CurrentSchemaVersion + 5;
    file.write(QStringLiteral("[General]\nschemaVersion=%1\n[x]\ntoken=kept\n").arg(future).toUtf8());
    file.close();

    const auto settings = Settings::createForTesting(iniPath());
    QCOMPARE(settings->migrate(), future);
    QCOMPARE(settings->valueAs<int>(Settings::Key::SchemaVersion), future);
    settings->sync();
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("token=kept")); // not migrated by an older RentDeck
}

void TestSettings::defaultPathFollowsRentDeckHome()
{
    TempHome home;
    QVERIFY(home.isValid());
    QCOMPARE(Settings::defaultFilePath(), home.path() + QStringLiteral("/settings.ini"));
    Settings settings;
    QCOMPARE(settings.fileName(), home.path() + QStringLiteral("/settings.ini"));
}

void TestSettings::fileIsPrivate()
{
    // QSettings alone would create the file with the umask (0644); an older one left readable is tightened.
    const QFile::Permissions others = QFile::ReadGroup | QFile::WriteGroup | QFile::ReadOther | QFile::WriteOther;
    {
        const auto settings = Settings::createForTesting(iniPath());
        settings->setValue(Settings::Key::Language, QStringLiteral("zh_CN"));
    }
    QCOMPARE(QFile::permissions(iniPath()) & others, QFile::Permissions());
    QVERIFY(QFile::permissions(iniPath()) & QFile::ReadOwner);
    QVERIFY(QFile::setPermissions(iniPath(), QFile::permissions(iniPath()) | QFile::ReadGroup | QFile::ReadOther));
    {
        const auto settings = Settings::createForTesting(iniPath());
        settings->setValue(Settings::Key::Language, QStringLiteral("en"));
    }
    QCOMPARE(QFile::permissions(iniPath()) & others, QFile::Permissions());
}

QTEST_GUILESS_MAIN(TestSettings)
#include "TestSettings.moc"
