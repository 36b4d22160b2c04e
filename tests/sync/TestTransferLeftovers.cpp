// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/Manifest.h"
#include "sync/TransferLeftovers.h"

#include <QTest>

using namespace RentDeck;

class TestTransferLeftovers : public QObject
{
    Q_OBJECT

private slots:
    void findsOnlyTemporariesOfSourceFiles();
    void removeCommandQuotesEverything();
};

namespace {
Manifest sourceWith(const QStringList &files)
{
    Manifest manifest;
    for (const QString &path : files) {
        manifest.insert({ path, ManifestEntry::Type::File, 1, "00", {} });
    }
    return manifest;
}
} // namespace

void TestTransferLeftovers::findsOnlyTemporariesOfSourceFiles()
{
    const Manifest source
        = sourceWith({ QStringLiteral("big-1.bin"), QStringLiteral("sub/model.pt"), QStringLiteral("notes.txt") });
    const QStringList extra = { QStringLiteral(".big-1.bin.nhO4Kg"), // rsync's temporary of a source file
        QStringLiteral("sub/.model.pt.A1b2C3"), // the same, one folder down
        QStringLiteral(".other.bin.abcdef"), // looks like one, but of no source file: the user's
        QStringLiteral(".notes.txt.toolong7"), // seven characters: not rsync's pattern
        QStringLiteral("notes.txt.abc123"), // no leading dot
        QStringLiteral(".rsync-partial"), // an emptied partial-dir
        QStringLiteral("sub/.rsync-partial"), // one still holding a partial file: kept
        QStringLiteral("sub/.rsync-partial/model.pt") };
    QCOMPARE(TransferLeftovers::find(extra, source),
        (QStringList { QStringLiteral(".big-1.bin.nhO4Kg"), QStringLiteral("sub/.model.pt.A1b2C3"),
            QStringLiteral(".rsync-partial") }));
    QVERIFY(TransferLeftovers::isFolder(QStringLiteral(".rsync-partial")));
    QVERIFY(!TransferLeftovers::isFolder(QStringLiteral(".big-1.bin.nhO4Kg")));
    QVERIFY(TransferLeftovers::find({}, source).isEmpty());
}

void TestTransferLeftovers::removeCommandQuotesEverything()
{
    const QString command = TransferLeftovers::removeCommand(QStringLiteral("\"$HOME\"/'data'"),
        { QStringLiteral(".it's $(x).bin.aaaaaa"), QStringLiteral(".rsync-partial") });
    QCOMPARE(command,
        QStringLiteral("cd \"$HOME\"/'data' && rm -f -- '.it'\"'\"'s $(x).bin.aaaaaa' && rmdir -- .rsync-partial"));
}

QTEST_GUILESS_MAIN(TestTransferLeftovers)
#include "TestTransferLeftovers.moc"
