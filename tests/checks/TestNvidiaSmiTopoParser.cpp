// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/NvidiaSmiTopoParser.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace RentDeck;

using Link = GpuTopology::Link;

namespace {

QString dataDir()
{
    return QStringLiteral(RD_NVIDIA_SMI_TOPO_DATA);
}

QString readFixture(const QString &name)
{
    QFile file(dataDir() + QLatin1Char('/') + name);
    if (!file.open(QIODevice::ReadOnly)) {
        qWarning() << "cannot read fixture" << file.fileName();
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

// Expected values from tests/data/nvidia-smi-topo/SOURCES.md and the files themselves.
struct Expected
{
    const char *file;
    int gpus;
    int nics;
    Link worst;
    bool allNvLink;
    const char *describe;
    const char *cpuFirst; // the first and last GPU's affinities
    const char *cpuLast;
    const char *numaFirst;
    const char *numaLast;
};

const Expected Fixtures[] = {
    { "club-3090-1229-2x-rtx5090-phb.txt", 2, 0, Link::HostBridge, false,
        "2 GPUs over PCIe, through the CPU's PCIe host bridge (PHB) between GPU 0 and 1", "0-63", "0-63", "0", "0" },
    { "della-2x-a100-sys-mlx5.txt", 2, 2, Link::CrossSocket, false,
        "2 GPUs over PCIe, across CPU sockets (SYS) between GPU 0 and 1", "0-63", "64-127", "0", "1" },
    { "della-traverse-4x-v100-nv3-mlx5.txt", 4, 4, Link::CrossSocket, false,
        "4 GPUs, NVLink on some pairs (NV3), across CPU sockets (SYS) between GPU 0–1 and 2–3", "0-63", "64-127", "0",
        "8" },
    { "distributedai-8x-h200-nv18-nic12.txt", 8, 12, Link::NvLink, true, "8 GPUs, all pairs NVLink (NV18)",
        "0-55,112-167", "56-111,168-223", "0", "1" },
    { "hf-transformers-2x-nv2-spaces.txt", 2, 0, Link::NvLink, true, "2 GPUs, all pairs NVLink (NV2)", "0-23", "0-23",
        "N/A", "N/A" },
    { "hf-transformers-2x-phb-spaces.txt", 2, 0, Link::HostBridge, false,
        "2 GPUs over PCIe, through the CPU's PCIe host bridge (PHB) between GPU 0 and 1", "0-11", "0-11", "N/A",
        "N/A" },
    { "nccl-tests-307-8x-rtx4090-pix-sys.txt", 8, 1, Link::CrossSocket, false,
        "8 GPUs over PCIe, across CPU sockets (SYS) between GPU 0–3 and 4–7", "0-35,72-107", "36-71,108-143", "0",
        "1" },
    { "ngx-linux-1x-rtx2080super-595.71.05-ansi.txt", 1, 0, Link::Self, false, "1 GPU", "0-23", "0-23", "0", "0" },
    { "ngx-windows-1x-rtx2080super-610.62-ansi.txt", 1, 0, Link::Self, false, "1 GPU", "", "", "", "" },
};

Result<GpuTopology> parseFixture(const char *file)
{
    return NvidiaSmiTopoParser::parse(readFixture(QLatin1String(file)));
}

/** An error that names \a line ("… line 7: …"). */
void expectErrorOnLine(const Result<GpuTopology> &topology, int line)
{
    QVERIFY(!topology);
    QCOMPARE(topology.error().code, Error::Code::InvalidInput);
    QVERIFY2(
        topology.error().message.contains(QStringLiteral("line %1:").arg(line)), qPrintable(topology.error().message));
}

} // namespace

/** `nvidia-smi topo -m` over every real capture, cut-off copies and garbage. */
class TestNvidiaSmiTopoParser : public QObject
{
    Q_OBJECT

private slots:
    void everyCaptureIsListedAndCited();
    void capture_data();
    void capture();
    void linkTypes();
    void linkCodes();
    void describeGroups();
    void notAvailableAffinity();
    void cutOff_data();
    void cutOff();
    void garbage_data();
    void garbage();
};

void TestNvidiaSmiTopoParser::everyCaptureIsListedAndCited()
{
    QStringList listed;
    for (const Expected &expected : Fixtures) {
        listed << QLatin1String(expected.file);
    }
    const QString sources = readFixture(QStringLiteral("SOURCES.md"));
    const QStringList files = QDir(dataDir()).entryList({ QStringLiteral("*.txt") }, QDir::Files);
    QVERIFY(!files.isEmpty());
    for (const QString &file : files) {
        QVERIFY2(listed.contains(file), qPrintable(file + QStringLiteral(" has no expected values in the table")));
        QVERIFY2(
            sources.contains(QStringLiteral("| `%1` |").arg(file)), qPrintable(file + QStringLiteral(" is not cited")));
    }
    QCOMPARE(listed.size(), files.size());
}

void TestNvidiaSmiTopoParser::capture_data()
{
    QTest::addColumn<int>("row");
    for (int i = 0; i < int(std::size(Fixtures)); ++i) {
        QTest::newRow(Fixtures[i].file) << i;
    }
}

void TestNvidiaSmiTopoParser::capture()
{
    QFETCH(int, row);
    const Expected &expected = Fixtures[row];
    const Result<GpuTopology> topology = parseFixture(expected.file);
    QVERIFY2(topology, qPrintable(topology.error().message));
    QCOMPARE(topology->gpuCount(), expected.gpus);
    QCOMPARE(topology->nicCount, expected.nics);
    QCOMPARE(topology->worst(), expected.worst);
    QCOMPARE(topology->allNvLink(), expected.allNvLink);
    QCOMPARE(topology->describe(), QString::fromUtf8(expected.describe));
    QCOMPARE(topology->cpuAffinity.size(), expected.gpus);
    QCOMPARE(topology->numaAffinity.size(), expected.gpus);
    QCOMPARE(topology->cpuAffinity.first(), QLatin1String(expected.cpuFirst));
    QCOMPARE(topology->cpuAffinity.last(), QLatin1String(expected.cpuLast));
    QCOMPARE(topology->numaAffinity.first(), QLatin1String(expected.numaFirst));
    QCOMPARE(topology->numaAffinity.last(), QLatin1String(expected.numaLast));
    for (int gpu = 0; gpu < expected.gpus; ++gpu) {
        QCOMPARE(topology->links.at(gpu).size(), expected.gpus); // NIC columns are not in the matrix
        QCOMPARE(topology->link(gpu, gpu), Link::Self);
    }
}

void TestNvidiaSmiTopoParser::linkTypes()
{
    const Result<GpuTopology> h200 = parseFixture("distributedai-8x-h200-nv18-nic12.txt");
    QVERIFY(h200);
    QCOMPARE(h200->link(0, 7), Link::NvLink);
    QCOMPARE(h200->nvlinkCount(0, 7), 18);
    QCOMPARE(h200->nvlinkCount(3, 3), 0);
    QCOMPARE(h200->link(0, 8), Link::Unknown); // column 8 is NIC0: not a GPU
    QCOMPARE(h200->link(-1, 0), Link::Unknown);

    const Result<GpuTopology> rtx = parseFixture("nccl-tests-307-8x-rtx4090-pix-sys.txt");
    QVERIFY(rtx);
    QCOMPARE(rtx->link(0, 3), Link::PcieSwitch);
    QCOMPARE(rtx->link(3, 4), Link::CrossSocket);
    QCOMPARE(rtx->link(5, 7), Link::PcieSwitch);
    QCOMPARE(rtx->nvlinkCount(0, 1), 0);

    const Result<GpuTopology> traverse = parseFixture("della-traverse-4x-v100-nv3-mlx5.txt");
    QVERIFY(traverse);
    QCOMPARE(traverse->link(2, 3), Link::NvLink);
    QCOMPARE(traverse->nvlinkCount(2, 3), 3);
    QCOMPARE(traverse->link(1, 2), Link::CrossSocket);
    QVERIFY(!traverse->allNvLink());

    const Result<GpuTopology> phb = parseFixture("hf-transformers-2x-phb-spaces.txt");
    QVERIFY(phb);
    QCOMPARE(phb->link(1, 0), Link::HostBridge);
}

void TestNvidiaSmiTopoParser::linkCodes()
{
    QCOMPARE(GpuTopology::linkFromCode(u"X"), Link::Self);
    QCOMPARE(GpuTopology::linkFromCode(u"NV4"), Link::NvLink);
    QCOMPARE(GpuTopology::linkFromCode(u"PIX"), Link::PcieSwitch);
    QCOMPARE(GpuTopology::linkFromCode(u"PXB"), Link::PcieMultiSwitch);
    QCOMPARE(GpuTopology::linkFromCode(u"PHB"), Link::HostBridge);
    QCOMPARE(GpuTopology::linkFromCode(u"NODE"), Link::SameNuma);
    QCOMPARE(GpuTopology::linkFromCode(u"SYS"), Link::CrossSocket);
    QCOMPARE(GpuTopology::linkFromCode(u"SOC"), Link::CrossSocket); // the old drivers' name for SYS
    QCOMPARE(GpuTopology::linkFromCode(u"NV"), Link::Unknown);
    QCOMPARE(GpuTopology::linkFromCode(u"NVX"), Link::Unknown);
    QCOMPARE(GpuTopology::linkFromCode(u""), Link::Unknown);
}

void TestNvidiaSmiTopoParser::describeGroups()
{
    // Pairs under one switch, every other pair through several: the pairs are the groups.
    const Result<GpuTopology> switches
        = NvidiaSmiTopoParser::parse(QStringLiteral("\tGPU0\tGPU1\tGPU2\tGPU3\tCPU Affinity\tNUMA Affinity\n"
                                                    "GPU0\t X \tPXB\tPIX\tPXB\t0-31\t0\n"
                                                    "GPU1\tPXB\t X \tPXB\tPIX\t0-31\t0\n"
                                                    "GPU2\tPIX\tPXB\t X \tPXB\t0-31\t0\n"
                                                    "GPU3\tPXB\tPIX\tPXB\t X \t0-31\t0\n"));
    QVERIFY2(switches, qPrintable(switches.error().message));
    QCOMPARE(switches->worst(), Link::PcieMultiSwitch);
    QCOMPARE(switches->describe(),
        QString::fromUtf8("4 GPUs over PCIe, through several PCIe switches (PXB) between GPU (0, 2) and (1, 3)"));

    const Result<GpuTopology> host
        = NvidiaSmiTopoParser::parse(QStringLiteral("        GPU0    GPU1    GPU2    CPU Affinity\n"
                                                    "GPU0     X      PHB     PHB     0-15\n"
                                                    "GPU1    PHB      X      PHB     0-15\n"
                                                    "GPU2    PHB     PHB      X      0-15\n"));
    QVERIFY2(host, qPrintable(host.error().message));
    QCOMPARE(host->describe(), QStringLiteral("3 GPUs over PCIe, all pairs through the CPU's PCIe host bridge (PHB)"));

    const Result<GpuTopology> mixed
        = NvidiaSmiTopoParser::parse(QStringLiteral("\tGPU0\tGPU1\tGPU2\tGPU3\tCPU Affinity\n"
                                                    "GPU0\t X \tNV1\tNV2\tNV2\t0-15\n"
                                                    "GPU1\tNV1\t X \tNV2\tNV1\t0-15\n"
                                                    "GPU2\tNV2\tNV2\t X \tNV1\t0-15\n"
                                                    "GPU3\tNV2\tNV1\tNV1\t X \t0-15\n"));
    QVERIFY2(mixed, qPrintable(mixed.error().message));
    QCOMPARE(mixed->describe(), QStringLiteral("4 GPUs, all pairs NVLink (NV1/NV2)"));
}

void TestNvidiaSmiTopoParser::notAvailableAffinity()
{
    // Without NUMA information nvidia-smi prints "\tN/A" after the separating tab: one value, not two cells.
    const Result<GpuTopology> topology
        = NvidiaSmiTopoParser::parse(QStringLiteral("\tGPU0\tGPU1\tCPU Affinity\tNUMA Affinity\tGPU NUMA ID\n"
                                                    "GPU0\t X \tPHB\t0-11\t\tN/A\t\tN/A\n"
                                                    "GPU1\tPHB\t X \t0-11\t\tN/A\t\tN/A\n"));
    QVERIFY2(topology, qPrintable(topology.error().message));
    QCOMPARE(topology->cpuAffinity, QStringList({ QStringLiteral("0-11"), QStringLiteral("0-11") }));
    QCOMPARE(topology->numaAffinity, QStringList({ QStringLiteral("N/A"), QStringLiteral("N/A") }));
}

void TestNvidiaSmiTopoParser::cutOff_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line");
    for (const Expected &expected : Fixtures) {
        if (expected.gpus < 2) {
            continue;
        }
        const QStringList lines = readFixture(QLatin1String(expected.file)).split(QLatin1Char('\n'));
        const QString lastGpu = QStringLiteral("GPU%1").arg(expected.gpus - 1);
        qsizetype lastRow = 1;
        while (lastRow < lines.size() && !lines.at(lastRow).trimmed().startsWith(lastGpu)) {
            ++lastRow;
        }
        const QString before = lines.mid(0, lastRow).join(QLatin1Char('\n')) + QLatin1Char('\n');
        QTest::addRow("%s: ends before the last GPU row", expected.file) << before << int(lastRow);
        const QString &row = lines.at(lastRow);
        QTest::addRow("%s: ends inside the last GPU row", expected.file)
            << before + row.left(row.indexOf(QLatin1String(" X "))) << int(lastRow + 1);
        QTest::addRow("%s: ends inside the header", expected.file) << lines.first().chopped(8) << 1;
    }
}

void TestNvidiaSmiTopoParser::cutOff()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    expectErrorOnLine(NvidiaSmiTopoParser::parse(text), line);
}

void TestNvidiaSmiTopoParser::garbage_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("line"); // 0: no header at all
    QTest::newRow("empty") << QString() << 0;
    QTest::newRow("prose") << QStringLiteral("GPU topology is printed by nvidia-smi topo -m\n") << 0;
    QTest::newRow("rows without header") << QStringLiteral("GPU0\t X \tPHB\t0-11\nGPU1\tPHB\t X \t0-11\n") << 0;
    QTest::newRow("not a link code") << QStringLiteral(
        "\tGPU0\tGPU1\tCPU Affinity\nGPU0\t X \tfast\t0-3\nGPU1\tPHB\t X \t0-3\n")
                                     << 2;
    QTest::newRow("X off the diagonal") << QStringLiteral(
        "\tGPU0\tGPU1\tCPU Affinity\nGPU0\t X \tPHB\t0-3\nGPU1\t X \tPHB\t0-3\n")
                                        << 3;
    QTest::newRow("rows out of order") << QStringLiteral(
        "\tGPU0\tGPU1\tCPU Affinity\nGPU1\tPHB\t X \t0-3\nGPU0\t X \tPHB\t0-3\n")
                                       << 2;
    QTest::newRow("legend instead of a row")
        << QStringLiteral("\tGPU0\tGPU1\tCPU Affinity\nGPU0\t X \tPHB\t0-3\nLegend:\n") << 3;
    QTest::newRow("a GPU row too many") << QStringLiteral(
        "\tGPU0\tGPU1\tCPU Affinity\nGPU0\t X \tPHB\t0-3\nGPU1\tPHB\t X \t0-3\nGPU2\tPHB\tPHB\t X \t0-3\n")
                                        << 4;
    QTest::newRow("GPU after the NICs") << QStringLiteral(
        "\tGPU0\tNIC0\tGPU1\tCPU Affinity\nGPU0\t X \tPIX\tPHB\t0-3\n")
                                        << 1;
    QString huge = QStringLiteral("\tGPU0");
    for (int i = 0; i < 300; ++i) {
        huge += QStringLiteral("\tNIC%1").arg(i);
    }
    QTest::newRow("too many devices") << huge + QStringLiteral("\tCPU Affinity\n") << 1;
    QTest::newRow("the default table") << QStringLiteral(
        "+-----------------------------------------------------------------------------+\n"
        "| NVIDIA-SMI 470.63.01    Driver Version: 470.63.01    CUDA Version: 11.4     |\n")
                                       << 0;
}

void TestNvidiaSmiTopoParser::garbage()
{
    QFETCH(QString, text);
    QFETCH(int, line);
    const Result<GpuTopology> topology = NvidiaSmiTopoParser::parse(text);
    if (line > 0) {
        expectErrorOnLine(topology, line);
        return;
    }
    QVERIFY(!topology);
    QCOMPARE(topology.error().code, Error::Code::InvalidInput);
    QVERIFY(!topology.error().message.isEmpty());
}

QTEST_GUILESS_MAIN(TestNvidiaSmiTopoParser)
#include "TestNvidiaSmiTopoParser.moc"
