// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Every input the fuzzers ever crashed on (tests/data/fuzz-regressions/<target>/) and every hand-made seed
// (tests/fuzz/seeds/<target>/) and the real fixtures listed in corpora.txt, run through the fuzz entry points with the
// ordinary compiler. A broken parser contract aborts the test through qFatal().
#include "FuzzEntryPoints.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTest>

using namespace RentDeck;

class TestFuzzRegressions : public QObject
{
    Q_OBJECT

private slots:
    void everyTargetHasAName();
    void replay_data();
    void replay();
    void emptyAndTinyInputs();
};

void TestFuzzRegressions::everyTargetHasAName()
{
    QStringList names;
    for (const FuzzEntryPoints::Target &target : FuzzEntryPoints::targets()) {
        QVERIFY(target.run != nullptr);
        QVERIFY(!names.contains(QLatin1String(target.name)));
        names << QLatin1String(target.name);
        QCOMPARE(FuzzEntryPoints::find(target.name), &target);
    }
    QVERIFY(FuzzEntryPoints::find("no-such-target") == nullptr);
}

namespace {

void addFiles(const QString &target, const QString &folder)
{
    QDirIterator files(folder, QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        const QFileInfo file(files.next());
        if (file.fileName() != QLatin1String(".gitkeep") && file.fileName() != QLatin1String("README.md")) {
            const QString row
                = target + QLatin1String(": ") + QDir(QStringLiteral(RD_SOURCE_DIR)).relativeFilePath(file.filePath());
            QTest::newRow(qPrintable(row)) << target << file.filePath();
        }
    }
}

} // namespace

void TestFuzzRegressions::replay_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("file");
    // Folders named after their target (replay() fails on a folder whose name is no target).
    for (const char *root : { RD_FUZZ_REGRESSIONS, RD_FUZZ_SEEDS }) {
        const QDir dir(QString::fromUtf8(root));
        for (const QString &name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
            addFiles(name, dir.filePath(name));
        }
    }
    // The real fixtures each target is seeded with (corpora.txt: "TARGET FOLDER...").
    QFile corpora(QStringLiteral(RD_FUZZ_CORPORA));
    QVERIFY(corpora.open(QIODevice::ReadOnly | QIODevice::Text));
    const QDir sourceDir(QStringLiteral(RD_SOURCE_DIR));
    while (!corpora.atEnd()) {
        const QStringList words = QString::fromUtf8(corpora.readLine()).simplified().split(QLatin1Char(' '));
        if (words.size() < 2 || words.constFirst().startsWith(QLatin1Char('#'))) {
            continue;
        }
        for (qsizetype i = 1; i < words.size(); ++i) {
            QVERIFY2(sourceDir.exists(words.at(i)), qPrintable(words.at(i)));
            addFiles(words.constFirst(), sourceDir.filePath(words.at(i)));
        }
    }
}

void TestFuzzRegressions::replay()
{
    QFETCH(QString, target);
    QFETCH(QString, file);
    const FuzzEntryPoints::Target *entry = FuzzEntryPoints::find(target.toUtf8().constData());
    QVERIFY2(entry != nullptr, qPrintable(QStringLiteral("no fuzz target named %1").arg(target)));
    QFile input(file);
    QVERIFY2(input.open(QIODevice::ReadOnly), qPrintable(file));
    entry->run(input.readAll());
}

void TestFuzzRegressions::emptyAndTinyInputs()
{
    const QList<QByteArray> inputs { QByteArray(), QByteArray(1, '\0'), QByteArray("\n"), QByteArray("{}"),
        QByteArray("[]"), QByteArray("null"), QByteArray("\xff\xfe"), QByteArray(70000, 'x') };
    for (const FuzzEntryPoints::Target &target : FuzzEntryPoints::targets()) {
        for (const QByteArray &input : inputs) {
            target.run(input);
        }
    }
}

QTEST_GUILESS_MAIN(TestFuzzRegressions)
#include "TestFuzzRegressions.moc"
