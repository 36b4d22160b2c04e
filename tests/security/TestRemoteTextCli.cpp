// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Text a rented machine controls (file names, GPU names in a saved nvidia-smi table) reaches the user's terminal
// through the real rentdeck-cli without a single raw control character: an OSC sequence could retitle the terminal
// or write its clipboard, a CSI clear the report and paint a fake "ALL GOOD" in its place.
#include "CliRunner.h"
#include "LocalSshd.h"
#include "TempHome.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace RentDeck;

namespace {

const QString Title = QStringLiteral("\x1b]0;owned\x07");
const QString Clear = QStringLiteral("\x1b[2J\x1b[H");
const QString Clipboard = QStringLiteral("\x1b]52;c;cm0gLXJmIH4=\x1b\\");

bool writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(content) == content.size();
}

/** The raw control characters (but newline and tab) in \a output, as hex: empty when it is safe to print. */
QByteArray rawControls(const QByteArray &output)
{
    QByteArray found;
    const QString text = QString::fromUtf8(output);
    for (const QChar c : text) {
        const char16_t code = c.unicode();
        if ((code < 0x20 && code != u'\n' && code != u'\t') || (code >= 0x7f && code <= 0x9f)) {
            found += QByteArray::number(code, 16) + ' ';
        }
    }
    return found;
}

} // namespace

class TestRemoteTextCli : public QObject
{
    Q_OBJECT

private slots:
    void gpuNamesAreShownNotObeyed();
    void remoteFileNamesAreShownNotObeyed();

private:
    CliRun cli(const QStringList &args)
    {
        return runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args);
    }
};

void TestRemoteTextCli::gpuNamesAreShownNotObeyed()
{
    TempHome home;
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("nvidia-smi.csv"));
    QVERIFY(writeFile(input,
        (QStringLiteral("index, name, memory.used [MiB], memory.total [MiB]\n0, NVIDIA H100") + Title + Clear
            + QStringLiteral(" ALL GOOD, 10 MiB, 81559 MiB\n"))
            .toUtf8()));
    const CliRun run = cli({ QStringLiteral("gpu-info"), QStringLiteral("--input"), input });
    QVERIFY2(run.exitCode == 0, run.err.constData());
    QVERIFY2(run.out.contains("H100"), run.out.constData());
    const QByteArray said = run.out + run.err;
    QCOMPARE(rawControls(said), QByteArray());
    QVERIFY2(run.out.contains(QStringLiteral("␛]0;owned␇").toUtf8()), run.out.constData());
}

void TestRemoteTextCli::remoteFileNamesAreShownNotObeyed()
{
    QString why;
    if (!LocalSshd::isAvailable(&why)) {
        QSKIP(qPrintable(why));
    }
    TempHome home;
    const QString offer = firstOfferName(cli({ QStringLiteral("--json"), QStringLiteral("offers"),
                                                 QStringLiteral("--provider"), QStringLiteral("sandbox") })
                                             .out,
        QStringLiteral("sandbox"));
    const CliRun launch = cli({ QStringLiteral("launch"), QStringLiteral("--offer"), offer, QStringLiteral("--wait") });
    QVERIFY2(launch.exitCode == 0, launch.err.constData());
    const QString sandbox = QString::fromUtf8(launch.out).trimmed();
    const QString remote = home.path() + QStringLiteral("/providers/sandbox/instances/") + sandbox.section(u':', 1)
        + QStringLiteral("/home/data");
    const QStringList names { Title + QStringLiteral("a.txt"), Clear + QStringLiteral("b.txt"),
        Clipboard + QStringLiteral("c.txt"), QStringLiteral("FAIL\rPASS.txt") };
    for (const QString &name : names) {
        QVERIFY(writeFile(remote + QLatin1Char('/') + name, "x\n"));
    }
    QTemporaryDir local;
    // Every remote file is missing here: verify names each one.
    const CliRun verify = cli({ QStringLiteral("verify"), sandbox, local.path(), QStringLiteral("data") });
    const QByteArray said = verify.out + verify.err;
    QVERIFY2(verify.exitCode != 0, said.constData());
    QVERIFY2(said.contains("b.txt"), said.constData());
    QCOMPARE(rawControls(said), QByteArray());
    QVERIFY2(said.contains(QStringLiteral("␛[2J").toUtf8()), said.constData());
    QCOMPARE(cli({ QStringLiteral("destroy"), sandbox }).exitCode, 0);
}

QTEST_GUILESS_MAIN(TestRemoteTextCli)
#include "TestRemoteTextCli.moc"
