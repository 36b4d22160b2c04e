// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sync/RsyncJob.h"
#include "sync/RsyncProgressParser.h"

#include <QRandomGenerator>
#include <QTest>

using namespace RentDeck;

namespace {

// Captured from rsync 3.5.0 (protocol 32) on Debian 12 with `--info=progress2,name0 --outbuf=L` (and --stats
// where shown), stdout and stderr together, byte for byte.

// rsync -a --stats --info=progress2,name0 --outbuf=L src/ dst/   (30 files of 2,000 bytes + one of 30 MB)
const char StatsRun[] = "\r"
                        "         32,768   0%    0.00kB/s    0:00:00  \r"
                        "     30,000,000  99%    1.03GB/s    0:00:00 (xfr#1, to-chk=31/33)\r"
                        "     30,002,000  99%    1.03GB/s    0:00:00 (xfr#2, to-chk=29/33)\r"
                        "     30,004,000  99%    1.03GB/s    0:00:00 (xfr#3, to-chk=28/33)\r"
                        "     30,006,000  99%    1.03GB/s    0:00:00 (xfr#4, to-chk=27/33)\r"
                        "     30,008,000  99%    1.03GB/s    0:00:00 (xfr#5, to-chk=26/33)\r"
                        "     30,010,000  99%    1.03GB/s    0:00:00 (xfr#6, to-chk=25/33)\r"
                        "     30,012,000  99%    1.03GB/s    0:00:00 (xfr#7, to-chk=24/33)\r"
                        "     30,014,000  99%    1.03GB/s    0:00:00 (xfr#8, to-chk=23/33)\r"
                        "     30,016,000  99%    1.03GB/s    0:00:00 (xfr#9, to-chk=22/33)\r"
                        "     30,018,000  99%    1.03GB/s    0:00:00 (xfr#10, to-chk=21/33)\r"
                        "     30,020,000  99%    1.03GB/s    0:00:00 (xfr#11, to-chk=20/33)\r"
                        "     30,022,000  99%    1.03GB/s    0:00:00 (xfr#12, to-chk=19/33)\r"
                        "     30,024,000  99%    1.03GB/s    0:00:00 (xfr#13, to-chk=18/33)\r"
                        "     30,026,000  99%    1.03GB/s    0:00:00 (xfr#14, to-chk=17/33)\r"
                        "     30,028,000  99%    1.03GB/s    0:00:00 (xfr#15, to-chk=16/33)\r"
                        "     30,030,000  99%    1.03GB/s    0:00:00 (xfr#16, to-chk=15/33)\r"
                        "     30,032,000  99%    1.03GB/s    0:00:00 (xfr#17, to-chk=14/33)\r"
                        "     30,034,000  99%    1.03GB/s    0:00:00 (xfr#18, to-chk=13/33)\r"
                        "     30,036,000  99%    1.03GB/s    0:00:00 (xfr#19, to-chk=12/33)\r"
                        "     30,038,000  99%    1.03GB/s    0:00:00 (xfr#20, to-chk=11/33)\r"
                        "     30,040,000  99%    1.04GB/s    0:00:00 (xfr#21, to-chk=10/33)\r"
                        "     30,042,000  99%    1.04GB/s    0:00:00 (xfr#22, to-chk=9/33) \r"
                        "     30,044,000  99%    1.04GB/s    0:00:00 (xfr#23, to-chk=8/33)\r"
                        "     30,046,000  99% 1022.24MB/s    0:00:00 (xfr#24, to-chk=7/33)\r"
                        "     30,048,000  99% 1022.31MB/s    0:00:00 (xfr#25, to-chk=6/33)\r"
                        "     30,050,000  99% 1022.38MB/s    0:00:00 (xfr#26, to-chk=5/33)\r"
                        "     30,052,000  99% 1022.45MB/s    0:00:00 (xfr#27, to-chk=4/33)\r"
                        "     30,054,000  99% 1022.52MB/s    0:00:00 (xfr#28, to-chk=3/33)\r"
                        "     30,056,000  99% 1022.59MB/s    0:00:00 (xfr#29, to-chk=2/33)\r"
                        "     30,058,000  99% 1022.65MB/s    0:00:00 (xfr#30, to-chk=1/33)\r"
                        "     30,060,000 100% 1022.72MB/s    0:00:00 (xfr#31, to-chk=0/33)\r"
                        "     30,060,000 100% 1022.72MB/s    0:00:00 (xfr#31, to-chk=0/33)\r"
                        "     30,060,000 100% 1022.72MB/s    0:00:00 (xfr#31, to-chk=0/33)\n"
                        "\n"
                        "Number of files: 33 (reg: 31, dir: 2)\n"
                        "Number of created files: 33 (reg: 31, dir: 2)\n"
                        "Number of deleted files: 0\n"
                        "Number of regular files transferred: 31\n"
                        "Total file size: 30,060,000 bytes\n"
                        "Total transferred file size: 30,060,000 bytes\n"
                        "Literal data: 30,060,000 bytes\n"
                        "Matched data: 0 bytes\n"
                        "File list size: 0\n"
                        "File list generation time: 0.001 seconds\n"
                        "File list transfer time: 0.000 seconds\n"
                        "Total bytes sent: 30,069,176\n"
                        "Total bytes received: 620\n"
                        "\n"
                        "sent 30,069,176 bytes  received 620 bytes  60,139,592.00 bytes/sec\n"
                        "total size is 30,060,000  speedup is 1.00\n";

// rsync ... --bwlimit=2000 slow.bin d2/   (one 8 MB file)
const char SlowRun[] = "\r"
                       "         32,768   0%    0.00kB/s    0:00:00  \r"
                       "      2,097,152  26%    1.96MB/s    0:00:02  \r"
                       "      4,161,536  52%    1.96MB/s    0:00:01  \r"
                       "      6,225,920  77%    1.96MB/s    0:00:00  \r"
                       "      8,000,000 100%    2.00MB/s    0:00:03 (xfr#1, to-chk=0/1)\r"
                       "      8,000,000 100%    2.00MB/s    0:00:03 (xfr#1, to-chk=0/1)\n";

// The first updates of a 1,600-file tree in 80 folders (incremental recursion: ir-chk)
const char IncrementalStart[] = "\r"
                                "              0   0%    0.00kB/s    0:00:00 (xfr#0, ir-chk=1024/1066)\r"
                                "              2   0%    0.00kB/s    0:00:00  \r"
                                "              2   0%    0.00kB/s    0:00:00 (xfr#1, ir-chk=1064/1107)\r"
                                "              2   0%    0.00kB/s    0:00:00 (xfr#1, ir-chk=1025/1107)\r"
                                "              5   0%    2.93kB/s    0:00:00 (xfr#2, ir-chk=1063/1107)\r";

// rsync -a --stats ... /nonexistent/ d3/
const char MissingSource[] = "rsync: [sender] change_dir \"/nonexistent\" failed: No such file or directory (2)\n"
                             "\r"
                             "              0 100%    0.00kB/s    0:00:00 (xfr#0, to-chk=0/0)\n"
                             "\n"
                             "Number of files: 0\n"
                             "Number of created files: 0\n"
                             "Number of deleted files: 0\n"
                             "Number of regular files transferred: 0\n"
                             "Total file size: 0 bytes\n"
                             "Total transferred file size: 0 bytes\n"
                             "Literal data: 0 bytes\n"
                             "Matched data: 0 bytes\n"
                             "File list size: 0\n"
                             "File list generation time: 0.001 seconds\n"
                             "File list transfer time: 0.000 seconds\n"
                             "Total bytes sent: 19\n"
                             "Total bytes received: 12\n"
                             "\n"
                             "sent 19 bytes  received 12 bytes  62.00 bytes/sec\n"
                             "total size is 0  speedup is 0.00\n"
                             "rsync error: some files/attrs were not transferred (see previous errors) (code 23) at "
                             "main.c(1394) [sender=3.5.0]\n";

// rsync ... --rsync-path=nosuchrsync -e "ssh ..." src/ root@127.0.0.1:x
const char RemoteRsyncNotFound[]
    = "bash: line 1: nosuchrsync: command not found\n"
      "rsync: connection unexpectedly closed (0 bytes received so far) [sender]\n"
      "rsync error: error in rsync protocol data stream (code 12) at io.c(285) [sender=3.5.0]\n";

// rsync ... --rsync-path=/nonexistent/rsync -e "ssh ..." src/ root@127.0.0.1:x
const char RemoteRsyncNoSuchFile[]
    = "bash: line 1: /nonexistent/rsync: No such file or directory\n"
      "rsync: connection unexpectedly closed (0 bytes received so far) [sender]\n"
      "rsync error: error in rsync protocol data stream (code 12) at io.c(285) [sender=3.5.0]\n";

// rsync ... -e "ssh ... -o UserKnownHostsFile=kh2 -o StrictHostKeyChecking=yes" with another key in kh2
const char HostKeyChanged[]
    = "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\r"
      "\n"
      "@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\r"
      "\n"
      "@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@@\r"
      "\n"
      "IT IS POSSIBLE THAT SOMEONE IS DOING SOMETHING NASTY!\r"
      "\n"
      "Someone could be eavesdropping on you right now (man-in-the-middle attack)!\r"
      "\n"
      "It is also possible that a host key has just been changed.\r"
      "\n"
      "The fingerprint for the ED25519 key sent by the remote host is\n"
      "SHA256:GuhkdDYKEBo5Isgww2M115ajvqaE2MFt3lvpn+7Ek/c.\r"
      "\n"
      "Please contact your system administrator.\r"
      "\n"
      "Add correct host key in kh2 to get rid of this message.\r"
      "\n"
      "Offending ED25519 key in kh2:1\r"
      "\n"
      "  remove with:\r"
      "\n"
      "  ssh-keygen -f \"kh2\" -R \"[127.0.0.1]:54293\"\r"
      "\n"
      "Host key for [127.0.0.1]:54293 has changed and you have requested strict checking.\r"
      "\n"
      "Host key verification failed.\r"
      "\n"
      "rsync: connection unexpectedly closed (0 bytes received so far) [sender]\n"
      "rsync error: error in rsync protocol data stream (code 12) at io.c(285) [sender=3.5.0]\n";

QByteArray bytes(const char *text)
{
    return QByteArray(text);
}

} // namespace

class TestRsyncProgressParser : public QObject
{
    Q_OBJECT

private slots:
    void statsRun()
    {
        RsyncProgressParser parser;
        QVERIFY(parser.feed(bytes(StatsRun)));
        parser.finish();
        QVERIFY(parser.hasProgress());
        const RsyncProgress &p = parser.progress();
        QCOMPARE(p.bytes, 30060000);
        QCOMPARE(p.percent, 100);
        QCOMPARE(qRound64(p.rateBytesPerSec), qRound64(1022.72 * 1024 * 1024));
        QCOMPARE(p.etaSeconds, 0);
        QCOMPARE(p.filesTransferred, 31);
        QCOMPARE(p.filesDone, 33);
        QCOMPARE(p.filesTotal, 33);
        QVERIFY(p.fileListComplete);
        QCOMPARE(p.estimatedTotalBytes(), 30060000);
        const RsyncStats &s = parser.stats();
        QVERIFY(s.isValid());
        QCOMPARE(s.numberOfFiles, 33);
        QCOMPARE(s.regularFilesTransferred, 31);
        QCOMPARE(s.createdFiles, 33);
        QCOMPARE(s.deletedFiles, 0);
        QVERIFY(!s.changedNothing());
        QCOMPARE(s.totalFileSize, 30060000);
        QCOMPARE(s.totalTransferredFileSize, 30060000);
        QCOMPARE(s.literalData, 30060000);
        QCOMPARE(s.matchedData, 0);
        QVERIFY(parser.errors().isEmpty());
        QCOMPARE(parser.errorCode(), -1);
        QVERIFY(parser.diagnostics().isEmpty()); // the whole --stats block is understood
    }

    void chunksSplitAnywhere_data()
    {
        QTest::addColumn<int>("chunkSize");
        for (int size : { 1, 2, 3, 5, 7, 13, 64, 1000 }) {
            QTest::addRow("%d", size) << size;
        }
    }

    void chunksSplitAnywhere()
    {
        QFETCH(int, chunkSize);
        RsyncProgressParser whole;
        whole.feed(bytes(StatsRun));
        whole.finish();

        RsyncProgressParser split;
        const QByteArray all = bytes(StatsRun);
        QList<qint64> seen;
        for (qsizetype i = 0; i < all.size(); i += chunkSize) {
            if (split.feed(all.mid(i, chunkSize))) {
                seen << split.progress().bytes;
            }
        }
        split.finish();
        QCOMPARE(split.progress().bytes, whole.progress().bytes);
        QCOMPARE(split.progress().filesDone, whole.progress().filesDone);
        QCOMPARE(split.stats().totalTransferredFileSize, whole.stats().totalTransferredFileSize);
        QVERIFY(!seen.isEmpty());
        QVERIFY(std::is_sorted(seen.cbegin(), seen.cend()));
    }

    void utf8SplitInsideACharacter()
    {
        const QByteArray line
            = QStringLiteral("rsync: [sender] send_files failed to open \"/d/中文 名\": Permission denied (13)\n")
                  .toUtf8();
        const qsizetype inside = line.indexOf("\xe4\xb8\xad") + 1; // between the bytes of 中
        RsyncProgressParser parser;
        parser.feed(line.left(inside), RsyncProgressParser::Stream::Stderr);
        parser.feed(line.mid(inside), RsyncProgressParser::Stream::Stderr);
        QCOMPARE(parser.errors().size(), 1);
        QVERIFY(parser.errors().constFirst().contains(QStringLiteral("中文 名")));
    }

    void stdoutAndStderrDoNotMix()
    {
        RsyncProgressParser parser;
        parser.feed("     30,000,000  99%", RsyncProgressParser::Stream::Stdout);
        parser.feed("Warning: Permanently added\n", RsyncProgressParser::Stream::Stderr);
        QVERIFY(parser.feed("    1.03GB/s    0:00:00 (xfr#1, to-chk=31/33)\r"));
        QCOMPARE(parser.progress().bytes, 30000000);
        QCOMPARE(parser.diagnostics(), QStringList { QStringLiteral("Warning: Permanently added") });
    }

    void slowRunEtaAndRate()
    {
        RsyncProgressParser parser;
        QList<int> etas;
        QList<qint64> totals;
        const QByteArray all = bytes(SlowRun);
        for (const QByteArray &piece : all.split('\r')) {
            if (parser.feed(piece + '\r')) {
                etas << parser.progress().etaSeconds;
                totals << parser.progress().estimatedTotalBytes();
            }
        }
        QCOMPARE(etas, (QList<int> { 0, 2, 1, 0, 3, 3 }));
        // Before the first "(xfr#..., to-chk=...)" the total is unknown.
        QCOMPARE(totals.constFirst(), -1);
        QCOMPARE(totals.constLast(), 8000000);
        QCOMPARE(parser.progress().filesDone, 1);
        QCOMPARE(parser.progress().filesTotal, 1);
    }

    void incrementalRecursion()
    {
        RsyncProgressParser parser;
        parser.feed(bytes(IncrementalStart));
        const RsyncProgress &p = parser.progress();
        QCOMPARE(p.bytes, 5);
        QCOMPARE(p.filesTransferred, 2);
        QVERIFY(!p.fileListComplete);
        QCOMPARE(p.filesTotal, -1); // the list is still growing
        QCOMPARE(p.filesDone, 1107 - 1063);
        QCOMPARE(p.estimatedTotalBytes(), -1);
        QCOMPARE(qRound64(p.rateBytesPerSec), qRound64(2.93 * 1024));
    }

    void errorLines()
    {
        RsyncProgressParser parser;
        parser.feed(bytes(MissingSource));
        parser.finish();
        QCOMPARE(parser.errorCode(), 23);
        QCOMPARE(parser.errors().size(), 2);
        QVERIFY(parser.errors().constFirst().startsWith(QLatin1String("rsync: [sender] change_dir \"/nonexistent\"")));
        QCOMPARE(parser.stats().numberOfFiles, 0);
        QVERIFY(parser.stats().changedNothing());
        const Error e = RsyncJob::mapFailure(23, parser);
        QCOMPARE(e.code, Error::Code::Io);
        QVERIFY2(e.message.startsWith(QLatin1String("Partial transfer")), qPrintable(e.message));
        QVERIFY(e.message.contains(QLatin1String("change_dir")));
    }

    void remoteRsyncMissing_data()
    {
        QTest::addColumn<QByteArray>("output");
        QTest::newRow("command not found") << bytes(RemoteRsyncNotFound);
        QTest::newRow("no such file") << bytes(RemoteRsyncNoSuchFile);
    }

    void remoteRsyncMissing()
    {
        QFETCH(QByteArray, output);
        RsyncProgressParser parser;
        parser.feed(output, RsyncProgressParser::Stream::Stderr);
        parser.finish();
        QCOMPARE(parser.errorCode(), 12);
        const Error e = RsyncJob::mapFailure(12, parser);
        QCOMPARE(e.code, Error::Code::Missing);
        QCOMPARE(e.message,
            QStringLiteral("rsync is not installed on the instance: install it (apt install rsync) or use the SFTP "
                           "fallback."));
    }

    void hostKeyChanged()
    {
        RsyncProgressParser parser;
        parser.feed(bytes(HostKeyChanged), RsyncProgressParser::Stream::Stderr);
        parser.finish();
        const Error e = RsyncJob::mapFailure(12, parser);
        QCOMPARE(e.code, Error::Code::HostKey);
        QVERIFY(e.message.contains(QLatin1String("host key")));
    }

    void exitCodes_data()
    {
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("errorCode");
        QTest::addColumn<QString>("start");
        QTest::newRow("23") << 23 << int(Error::Code::Io) << QStringLiteral("Partial transfer");
        QTest::newRow("24") << 24 << int(Error::Code::Io) << QStringLiteral("Some source files vanished");
        QTest::newRow("30") << 30 << int(Error::Code::Timeout) << QStringLiteral("The transfer timed out");
        QTest::newRow("255") << 255 << int(Error::Code::Ssh) << QStringLiteral("ssh failed");
        QTest::newRow("12") << 12 << int(Error::Code::Ssh) << QStringLiteral("The connection broke");
        QTest::newRow("99") << 99 << int(Error::Code::Internal) << QStringLiteral("rsync failed with exit code 99");
    }

    void exitCodes()
    {
        QFETCH(int, code);
        QFETCH(int, errorCode);
        QFETCH(QString, start);
        RsyncProgressParser parser;
        parser.feed(QStringLiteral("rsync error: something (code %1) at main.c(1)\n").arg(code).toUtf8(),
            RsyncProgressParser::Stream::Stderr);
        const Error e = RsyncJob::mapFailure(code, parser);
        QCOMPARE(int(e.code), errorCode);
        QVERIFY2(e.message.startsWith(start), qPrintable(e.message));
        QCOMPARE(parser.errorCode(), code);
    }

    void rates_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("expected");
        QTest::newRow("zero") << QStringLiteral("0.00kB/s") << 0.0;
        QTest::newRow("kB") << QStringLiteral("437.47kB/s") << 437.47 * 1024;
        QTest::newRow("MB") << QStringLiteral("1.96MB/s") << 1.96 * 1024 * 1024;
        QTest::newRow("GB") << QStringLiteral("1.04GB/s") << 1.04 * 1024 * 1024 * 1024;
        QTest::newRow("comma decimal") << QStringLiteral("1,50MB/s") << 1.5 * 1024 * 1024;
        QTest::newRow("plain") << QStringLiteral("12B/s") << 12.0;
        QTest::newRow("garbage") << QStringLiteral("fastMB/s") << -1.0;
        QTest::newRow("no unit") << QStringLiteral("12") << -1.0;
    }

    void rates()
    {
        QFETCH(QString, text);
        QFETCH(double, expected);
        QCOMPARE(RsyncProgressParser::parseRate(text), expected);
    }

    void etas_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("expected");
        QTest::newRow("zero") << QStringLiteral("0:00:00") << 0;
        QTest::newRow("hms") << QStringLiteral("1:02:03") << 3723;
        QTest::newRow("long") << QStringLiteral("123:00:00") << 123 * 3600;
        QTest::newRow("ms") << QStringLiteral("4:05") << 245;
        QTest::newRow("unknown") << QStringLiteral("??:??:??") << -1;
        QTest::newRow("garbage") << QStringLiteral("1:x:3") << -1;
        QTest::newRow("empty part") << QStringLiteral("1::3") << -1;
        QTest::newRow("huge") << QStringLiteral("99999999:00:00") << -1;
    }

    void etas()
    {
        QFETCH(QString, text);
        QFETCH(int, expected);
        QCOMPARE(RsyncProgressParser::parseEta(text), expected);
    }

    void garbageNeverCrashes()
    {
        RsyncProgressParser parser;
        parser.feed("99999999999999999999999999 100% 1.00kB/s 0:00:00\r");
        parser.feed("     12  101%    1.00kB/s    0:00:00\r");
        parser.feed("     12  50%    1.00kB/s    0:00:00 (xfr#1, to-chk=5/2)\r");
        QCOMPARE(parser.progress().filesDone, 0); // to-chk larger than the total: clamped
        parser.feed("Number of files: lots\nTotal file size: -5 bytes\n(code x)\nrsync error: (code 99999999999)\n");
        parser.feed(QByteArray(RsyncProgressParser::MaxBuffer * 2, 'x'));
        parser.feed("\r     7  1%    1.00kB/s    0:00:00\r");
        QCOMPARE(parser.progress().bytes, 7);

        auto *random = QRandomGenerator::global();
        const QByteArray alphabet("0123456789,.% :/()#=-kMGBs\r\n\x01\xff\xe4toxfrchk?");
        for (int round = 0; round < 300; ++round) {
            QByteArray chunk(int(random->bounded(200)), Qt::Uninitialized);
            for (char &c : chunk) {
                c = alphabet.at(qsizetype(random->bounded(int(alphabet.size()))));
            }
            parser.feed(chunk, round % 3 ? RsyncProgressParser::Stream::Stdout : RsyncProgressParser::Stream::Stderr);
        }
        parser.finish();
        QVERIFY(parser.errors().size() <= RsyncProgressParser::MaxLines);
        QVERIFY(parser.diagnostics().size() <= RsyncProgressParser::MaxLines);
        QVERIFY(parser.progress().percent <= 100);
    }
};

QTEST_GUILESS_MAIN(TestRsyncProgressParser)
#include "TestRsyncProgressParser.moc"
