// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/CompatChecker.h"
#include "checks/CompatDatabase.h"

#include <QTest>

using namespace RentDeck;

/** Driver × build cases from ../shared/reference/cuda-compat.md (§1 rules, §2 table, §3–§5 matrices). */
class TestCompatChecker : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void resourceLoadsAndIsConsistent();
    void invalidDatabase_data();
    void invalidDatabase();
    void verdicts_data();
    void verdicts();
    void fixes();
    void unknownVersions();
    void maxFullCuda();

private:
    std::optional<CompatDatabase> m_database;
};

void TestCompatChecker::initTestCase()
{
    auto database = CompatDatabase::load();
    QVERIFY2(database, qPrintable(database.error().message));
    m_database = std::move(database).value();
}

void TestCompatChecker::resourceLoadsAndIsConsistent()
{
    // Every framework build must name a CUDA version the toolkit table knows.
    for (const Framework &framework : m_database->frameworks()) {
        QVERIFY(!framework.releases.isEmpty());
        for (const FrameworkRelease &release : framework.releases) {
            for (const FrameworkBuild &build : release.builds) {
                QVERIFY2(m_database->toolkit(build.cuda),
                    qPrintable(
                        framework.id + QLatin1Char(' ') + release.version + QLatin1Char(' ') + build.cuda.toString()));
            }
        }
    }
    QCOMPARE(m_database->framework(QStringLiteral("torch"))->releases.first().version, QStringLiteral("2.14"));
    QCOMPARE(m_database->toolkit(QVersionNumber(11, 0))->linuxDriver, QVersionNumber(450, 51, 5)); // RC row skipped
    QCOMPARE(m_database->toolkit(QVersionNumber(12, 8))->linuxDriver, QVersionNumber(570, 26));
    QCOMPARE(m_database->minorCompatFloor(12)->windowsDriver, QVersionNumber(528, 33));
    QVERIFY(!m_database->minorCompatFloor(10));
}

void TestCompatChecker::invalidDatabase_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("not json") << QByteArray("{") << QStringLiteral("document");
    QTest::newRow("no toolkits") << QByteArray("{}") << QStringLiteral("toolkits");
    QTest::newRow("bad driver") << QByteArray(R"({"toolkits":[{"cuda":"12.4","linux":"new"}]})")
                                << QStringLiteral("toolkits[0]");
    QTest::newRow("bad floor") << QByteArray(R"({"toolkits":[{"cuda":"12.4","linux":"550.54.14"}],
        "minor_version_compat":[{"major":9,"linux":"1.0"}]})")
                               << QStringLiteral("minor_version_compat[0]");
    QTest::newRow("build without index") << QByteArray(R"({"toolkits":[{"cuda":"12.4","linux":"550.54.14"}],
        "frameworks":[{"id":"torch","name":"PyTorch","package":"torch","releases":[{"version":"2.5","builds":[{"cuda":"12.4"}]}]}]})")
                                         << QStringLiteral("frameworks[0].releases[0]");
}

void TestCompatChecker::invalidDatabase()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, mentions);
    const Result<CompatDatabase> database = CompatDatabase::fromJson(json);
    QVERIFY(!database);
    QVERIFY2(database.error().message.contains(mentions), qPrintable(database.error().message));
}

void TestCompatChecker::verdicts_data()
{
    QTest::addColumn<QString>("component");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("driver");
    QTest::addColumn<bool>("windows");
    QTest::addColumn<QString>("verdict");
    QTest::addColumn<QString>("cuda");
    const QString ok = QStringLiteral("ok");
    const QString mvc = QStringLiteral("minor-compat");
    const QString no = QStringLiteral("incompatible");
    auto row = [](const char *name, const char *component, const char *version, const char *driver, bool windows,
                   const QString &verdict, const char *cuda) {
        QTest::newRow(name) << QString::fromLatin1(component) << QString::fromLatin1(version)
                            << QString::fromLatin1(driver) << windows << verdict << QString::fromLatin1(cuda);
    };
    // §2 toolkit drivers and §1 rule 3 minor-version compatibility.
    row("12.4 on its driver", "cuda", "12.4", "550.54.14", false, ok, "12.4");
    row("12.4 one patch short", "cuda", "12.4", "550.54.13", false, mvc, "12.4");
    row("12.4 on 535", "cuda", "12.4", "535.104.05", false, mvc, "12.4");
    row("12.2 exact", "cuda", "12.2", "535.54.03", false, ok, "12.2");
    row("12.0 exact", "cuda", "12.0", "525.60.13", false, ok, "12.0");
    row("12.0 below floor", "cuda", "12.0", "520.61.05", false, no, "12.0");
    row("11.8 on 470 (MVC)", "cuda", "11.8", "470.82.01", false, mvc, "11.8");
    row("11.8 on the 11.x floor", "cuda", "11.8", "450.80.02", false, mvc, "11.8");
    row("11.0 GA, RC row ignored", "cuda", "11.0", "450.51.05", false, ok, "11.0");
    row("11.0 on the RC driver", "cuda", "11.0", "450.36.06", false, no, "11.0");
    row("10.2 has no MVC", "cuda", "10.2", "418.39", false, no, "10.2");
    row("10.1 exact", "cuda", "10.1.243", "418.39", false, ok, "10.1");
    row("13.0 on 575", "cuda", "13.0", "575.57.08", false, no, "13.0");
    row("13.2 on 580 (MVC)", "cuda", "13.2", "580.95.05", false, mvc, "13.2");
    row("13.0 exact", "cuda", "13.0", "580.65.06", false, ok, "13.0");
    row("newer driver runs old CUDA", "cuda", "9.0", "610.62", false, ok, "9.0");
    row("windows 12.8", "cuda", "12.8", "570.65", true, ok, "12.8");
    row("windows 12.9 (MVC)", "cuda", "12.9", "572.61", true, mvc, "12.9");
    row("windows 12.0 GA", "cuda", "12.0", "527.41", true, ok, "12.0");
    row("windows 13.0 uses the linux minimum", "cuda", "13.0", "581.15", true, ok, "13.0");
    row("12.7 not in table (MVC)", "cuda", "12.7", "560.35.03", false, mvc, "12.7");
    // §3 PyTorch: the best build of the release.
    row("torch 2.5 on 535", "torch", "2.5", "535.104.05", false, ok, "12.1");
    row("torch 2.5.1 on 550", "torch", "2.5.1", "550.54.14", false, ok, "12.4");
    row("torch cu121 pinned on 525", "torch", "2.1.0+cu121", "525.85.12", false, mvc, "12.1");
    row("torch 2.7 on 470", "torch", "2.7", "470.82.01", false, mvc, "11.8");
    row("torch 2.8 on 470", "torch", "2.8.0", "470.82.01", false, no, "12.9");
    row("torch 2.12 on 550", "torch", "2.12", "550.54.14", false, mvc, "12.6");
    row("torch 2.9 on 580", "torch", "2.9", "580.65.06", false, ok, "13.0");
    row("torch cpu", "torch", "2.5.1+cpu", "390.46", false, ok, "");
    // §4 TensorFlow: one CUDA per release.
    row("tf 2.15 on 535.54", "tensorflow", "2.15.0", "535.54.03", false, ok, "12.2");
    row("tf 2.16.1 on 535.104", "tensorflow", "2.16.1", "535.104.05", false, mvc, "12.3");
    row("tf 2.14 on RC 450", "tensorflow", "2.14", "450.36.06", false, no, "11.8");
    row("tf 1.15 on 410", "tensorflow", "1.15", "410.48", false, ok, "10.0");
    // §5 PaddlePaddle.
    row("paddle 2.6.1 on 525", "paddle", "2.6.1", "525.60.13", false, ok, "12.0");
    row("paddle 3.3 on 580", "paddle", "3.3.0", "580.65.06", false, ok, "13.0");
    row("paddle 2.4.2 on 418", "paddle", "2.4.2", "418.39", false, no, "11.7");
    row("paddle 3.0.0b1 on 530", "paddle", "3.0.0b1", "530.30.02", false, ok, "11.8");
    row("paddle 3.0.0b2 pinned to 12.3", "paddle", "3.0.0b2+cu123", "530.30.02", false, mvc, "12.3");
    row("paddle 2.5.0 on 460", "paddle", "2.5.0", "460.27.03", false, ok, "11.2");
}

void TestCompatChecker::verdicts()
{
    QFETCH(QString, component);
    QFETCH(QString, version);
    QFETCH(QString, driver);
    QFETCH(bool, windows);
    QFETCH(QString, verdict);
    QFETCH(QString, cuda);
    const QVersionNumber driverVersion = CompatChecker::parseDriver(driver);
    QVERIFY(!driverVersion.isNull());
    const CompatChecker checker(*m_database, driverVersion, windows ? DriverOs::Windows : DriverOs::Linux);
    const Result<CompatVerdict> result
        = component == QLatin1String("cuda") ? checker.checkCuda(version) : checker.checkFramework(component, version);
    QVERIFY2(result, qPrintable(result.error().message));
    QCOMPARE(CompatVerdict::kindName(result->kind), verdict);
    QCOMPARE(result->cuda, cuda);
    QCOMPARE(result->component, component);
    QCOMPARE(result->version, version);
    QVERIFY(!result->reason.isEmpty());
    if (result->kind != CompatVerdict::Kind::Ok) {
        QVERIFY(!result->fix.isEmpty());
    }
}

void TestCompatChecker::fixes()
{
    const CompatChecker on535(*m_database, QVersionNumber(535, 104, 5));
    const Result<CompatVerdict> torch = on535.checkFramework(QStringLiteral("torch"), QStringLiteral("2.5"));
    QCOMPARE(torch->fix, QStringLiteral("pip install torch==2.5.* --index-url https://download.pytorch.org/whl/cu121"));
    const Result<CompatVerdict> cuda = on535.checkCuda(QStringLiteral("12.4"));
    QVERIFY(cuda->reason.contains(QLatin1String("PTX")));
    QVERIFY(cuda->fix.contains(QLatin1String("550.54.14")));

    const CompatChecker on470(*m_database, QVersionNumber(470, 82, 1));
    const Result<CompatVerdict> old = on470.checkFramework(QStringLiteral("torch"), QStringLiteral("2.8"));
    QVERIFY2(old->fix.contains(QLatin1String("575.57.08")) || old->fix.contains(QLatin1String("575.51.03")),
        qPrintable(old->fix));
    QVERIFY2(old->fix.contains(QLatin1String("https://download.pytorch.org/whl/cu11")), qPrintable(old->fix));

    const CompatChecker on418(*m_database, QVersionNumber(418, 39));
    const Result<CompatVerdict> paddle = on418.checkFramework(QStringLiteral("paddle"), QStringLiteral("2.4.2"));
    QVERIFY2(paddle->fix.contains(QLatin1String("paddlepaddle-gpu==")), qPrintable(paddle->fix));
    const Result<CompatVerdict> tf = CompatChecker(*m_database, QVersionNumber(535, 54, 3))
                                         .checkFramework(QStringLiteral("tensorflow"), QStringLiteral("2.15"));
    QCOMPARE(tf->fix, QStringLiteral("pip install 'tensorflow[and-cuda]==2.15.*'"));
}

void TestCompatChecker::unknownVersions()
{
    const CompatChecker checker(*m_database, QVersionNumber(550, 54, 14));
    const Result<CompatVerdict> torch = checker.checkFramework(QStringLiteral("torch"), QStringLiteral("9.9"));
    QVERIFY(!torch);
    QVERIFY2(
        torch.error().message.contains(QLatin1String("1.12")) && torch.error().message.contains(QLatin1String("2.14")),
        qPrintable(torch.error().message));
    QVERIFY(!checker.checkFramework(QStringLiteral("torch"), QStringLiteral("2.5.1+cu999")));
    QVERIFY(!checker.checkFramework(QStringLiteral("jax"), QStringLiteral("0.4")));
    const Result<CompatVerdict> cuda14 = checker.checkCuda(QStringLiteral("14.0"));
    QVERIFY(!cuda14);
    QVERIFY(cuda14.error().message.contains(QLatin1String("13.4")));
    QVERIFY(!checker.checkCuda(QStringLiteral("twelve")));
    QVERIFY(!checker.checkCuda(QStringLiteral("7.5")));
    QVERIFY(
        checker.checkCuda(QStringLiteral("12.7"))->reason.contains(QLatin1String("not in the compatibility table")));
    QVERIFY(CompatChecker::parseDriver(QStringLiteral("latest")).isNull());
    QVERIFY(CompatChecker::parseDriver(QStringLiteral("550")).isNull());
}

void TestCompatChecker::maxFullCuda()
{
    QCOMPARE(CompatChecker(*m_database, QVersionNumber(535, 104, 5)).maxFullCuda(), QVersionNumber(12, 2));
    QCOMPARE(CompatChecker(*m_database, QVersionNumber(610, 62)).maxFullCuda(), QVersionNumber(13, 3));
    QCOMPARE(CompatChecker(*m_database, QVersionNumber(384, 98)).maxFullCuda(), QVersionNumber(9, 0));
    QVERIFY(CompatChecker(*m_database, QVersionNumber(300, 1)).maxFullCuda().isNull());
}

QTEST_GUILESS_MAIN(TestCompatChecker)
#include "TestCompatChecker.moc"
