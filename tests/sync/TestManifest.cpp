// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/Manifest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using namespace RentDeck;

namespace {

ManifestEntry file(const QString &path, qint64 size, const QByteArray &hash)
{
    return ManifestEntry { path, ManifestEntry::Type::File, size, hash, {} };
}

ManifestEntry dir(const QString &path)
{
    return ManifestEntry { path, ManifestEntry::Type::Dir, 0, {}, {} };
}

ManifestEntry link(const QString &path, const QString &target)
{
    return ManifestEntry { path, ManifestEntry::Type::Symlink, 0, {}, target };
}

const QByteArray HashA = QByteArray(64, 'a');
const QByteArray HashB = QByteArray(64, 'b');

} // namespace

class TestManifest : public QObject
{
    Q_OBJECT

private slots:
    void identicalTrees();
    void missingExtraMismatched();
    void typeChangeIsMismatch();
    void symlinkTargetMatters();
    void jsonShape();
    void oddNamesSurviveJson();
};

void TestManifest::identicalTrees()
{
    Manifest local;
    local.insert(file(QStringLiteral("a"), 3, HashA));
    local.insert(dir(QStringLiteral("empty")));
    local.insert(link(QStringLiteral("l"), QStringLiteral("a")));
    const Manifest remote = local;
    const ManifestComparison result = ManifestComparison::compare(local, remote);
    QVERIFY(result.identical());
    QCOMPARE(result.files, 1);
    QCOMPARE(result.bytes, 3);
    QCOMPARE(local.fileCount(), 1);
    QCOMPARE(local.totalBytes(), 3);
}

void TestManifest::missingExtraMismatched()
{
    Manifest local;
    local.insert(file(QStringLiteral("same"), 1, HashA));
    local.insert(file(QStringLiteral("only-local"), 1, HashA));
    local.insert(file(QStringLiteral("hash-differs"), 5, HashA));
    local.insert(file(QStringLiteral("size-differs"), 5, HashA));
    local.insert(dir(QStringLiteral("empty-local")));
    Manifest remote;
    remote.insert(file(QStringLiteral("same"), 1, HashA));
    remote.insert(file(QStringLiteral("only-remote"), 1, HashA));
    remote.insert(file(QStringLiteral("hash-differs"), 5, HashB));
    remote.insert(file(QStringLiteral("size-differs"), 6, HashA));
    const ManifestComparison result = ManifestComparison::compare(local, remote);
    QVERIFY(!result.identical());
    QCOMPARE(result.missing, QStringList({ QStringLiteral("empty-local"), QStringLiteral("only-local") }));
    QCOMPARE(result.extra, QStringList { QStringLiteral("only-remote") });
    QCOMPARE(result.mismatched, QStringList({ QStringLiteral("hash-differs"), QStringLiteral("size-differs") }));
    QCOMPARE(result.files, 4);
    QCOMPARE(result.bytes, 12);
}

void TestManifest::typeChangeIsMismatch()
{
    Manifest local;
    local.insert(file(QStringLiteral("x"), 0, HashA));
    local.insert(dir(QStringLiteral("d")));
    Manifest remote;
    remote.insert(dir(QStringLiteral("x")));
    remote.insert(link(QStringLiteral("d"), QStringLiteral("x")));
    const ManifestComparison result = ManifestComparison::compare(local, remote);
    QCOMPARE(result.mismatched, QStringList({ QStringLiteral("d"), QStringLiteral("x") }));
}

void TestManifest::symlinkTargetMatters()
{
    Manifest local;
    local.insert(link(QStringLiteral("l"), QStringLiteral("a")));
    Manifest remote;
    remote.insert(link(QStringLiteral("l"), QStringLiteral("b")));
    QCOMPARE(ManifestComparison::compare(local, remote).mismatched, QStringList { QStringLiteral("l") });
}

void TestManifest::jsonShape()
{
    Manifest local;
    local.insert(file(QStringLiteral("a"), 10, HashA));
    local.insert(file(QStringLiteral("b"), 20, HashA));
    Manifest remote;
    remote.insert(file(QStringLiteral("b"), 20, HashB));
    remote.insert(file(QStringLiteral("c"), 1, HashA));
    const QJsonObject json = ManifestComparison::compare(local, remote).toJson();
    QCOMPARE(json.value(QStringLiteral("files")).toInt(), 2);
    QCOMPARE(json.value(QStringLiteral("bytes")).toInteger(), 30);
    QCOMPARE(json.value(QStringLiteral("identical")).toBool(), false);
    QCOMPARE(json.value(QStringLiteral("missing")).toArray(), QJsonArray { QStringLiteral("a") });
    QCOMPARE(json.value(QStringLiteral("extra")).toArray(), QJsonArray { QStringLiteral("c") });
    QCOMPARE(json.value(QStringLiteral("mismatched")).toArray(), QJsonArray { QStringLiteral("b") });
}

void TestManifest::oddNamesSurviveJson()
{
    const QStringList names { QStringLiteral("with space"), QStringLiteral("quote's \"double\""),
        QStringLiteral("new\nline"), QStringLiteral("$HOME"), QStringLiteral("中文/数据.bin") };
    Manifest local;
    for (const QString &name : names) {
        local.insert(file(name, 1, HashA));
    }
    const ManifestComparison result = ManifestComparison::compare(local, Manifest());
    const QByteArray text = QJsonDocument(result.toJson()).toJson(QJsonDocument::Compact);
    const QJsonArray missing = QJsonDocument::fromJson(text).object().value(QStringLiteral("missing")).toArray();
    QStringList back;
    for (const QJsonValue &value : missing) {
        back.append(value.toString());
    }
    QStringList sorted = names;
    sorted.sort();
    QCOMPARE(back, sorted);
}

QTEST_GUILESS_MAIN(TestManifest)
#include "TestManifest.moc"
