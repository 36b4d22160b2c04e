// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The host half of CheckEvaluator: kernel log, disks, CPU, RAM, /dev/shm and network.
#include "checks/CheckEvaluator.h"
#include "checks/XidCodes.h"

#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace RentDeck {

namespace {

/** A `df -P[k|i]` data line: filesystem, total, used, free, use%, mount (which may contain spaces). */
struct DfLine
{
    bool ok = false;
    QString filesystem;
    double total = 0;
    double free = 0;
    QString mount;
};

DfLine parseDf(const QString &line)
{
    const QStringList fields = line.simplified().split(QLatin1Char(' '));
    DfLine df;
    if (fields.size() < 6) {
        return df;
    }
    bool totalOk = false;
    bool freeOk = false;
    df.filesystem = fields.at(0);
    df.total = fields.at(1).toDouble(&totalOk);
    df.free = fields.at(3).toDouble(&freeOk);
    df.mount = fields.mid(5).join(QLatin1Char(' '));
    df.ok = totalOk && freeOk;
    return df;
}

} // namespace

CheckResult CheckEvaluator::xid(const QJsonObject &xid)
{
    const QString id = QStringLiteral("kernel.xid");
    const QString title = tr("Xid errors in kernel log");
    const QString expected = tr("none");
    if (!xid.value(QLatin1String("readable")).toBool()) {
        const QString reason = xid.value(QLatin1String("reason")).toString();
        return CheckResult::make(id, title, CheckStatus::Skip,
            tr("kernel log not readable%1")
                .arg(reason.isEmpty() ? QString() : QStringLiteral(" (") + reason + QLatin1Char(')')),
            expected,
            tr("Nothing to do; containers usually cannot read dmesg. If jobs crash, ask the provider for the "
               "host's Xid history"));
    }
    const QString lines
        = QString::fromUtf8(QByteArray::fromBase64(xid.value(QLatin1String("lines_b64")).toString().toLatin1()));
    QStringList found;
    bool severe = false;
    for (const XidEvent &event : XidCodes::parse(lines)) {
        severe = severe || XidCodes::isSevere(event.code);
        const QString text = tr("Xid %1 on %2").arg(event.code).arg(event.device);
        if (!found.contains(text)) {
            found << text;
        }
    }
    if (found.isEmpty()) {
        return CheckResult::make(
            id, title, CheckStatus::Pass, tr("none (%1)").arg(xid.value(QLatin1String("source")).toString()), expected);
    }
    return CheckResult::make(id, title, severe ? CheckStatus::Fail : CheckStatus::Warn,
        found.join(QStringLiteral("; ")), expected,
        severe ? tr("The GPU has reported hardware or memory faults (Xid 48/63/64/74/79/9x/119/120): destroy this "
                    "instance and ask for another machine or a refund")
               : tr("The driver reported GPU errors: usually an application fault, but if they repeat without your "
                    "jobs, ask the provider"));
}

QList<CheckResult> CheckEvaluator::disks(const QJsonArray &disks)
{
    QList<CheckResult> results;
    QStringList seen;
    for (const QJsonValue &value : disks) {
        const QJsonObject disk = value.toObject();
        const QString role = disk.value(QLatin1String("role")).toString();
        const QString path = disk.value(QLatin1String("path")).toString();
        const DfLine df = parseDf(disk.value(QLatin1String("df")).toString());
        const DfLine inodes = parseDf(disk.value(QLatin1String("dfi")).toString());
        const QString id = QStringLiteral("disk.") + role;
        const QString title = role == QLatin1String("work") ? tr("Disk free (work dir)") : tr("Disk free (data dir)");
        if (!df.ok) {
            results << CheckResult::make(id, title, CheckStatus::Skip, tr("df gave no answer for %1").arg(path));
            continue;
        }
        const QString key = df.filesystem + QLatin1Char('|') + df.mount;
        if (seen.contains(key)) {
            continue; // the data path is on the work path's filesystem: one row says it all
        }
        seen << key;
        const double freeGb = df.free / 1024.0 / 1024.0;
        const double freePercent = df.total > 0 ? 100.0 * df.free / df.total : 0;
        QString measured = tr("%1: %2 free of %3 (%4%)")
                               .arg(path, CheckEvaluator::gigabytesText(freeGb),
                                   CheckEvaluator::gigabytesText(df.total / 1024.0 / 1024.0))
                               .arg(std::lround(freePercent));
        const double inodePercent = inodes.ok && inodes.total > 0 ? 100.0 * inodes.free / inodes.total : 100.0;
        if (inodes.ok && inodes.total > 0) {
            measured += tr(", inodes %1% free").arg(std::lround(inodePercent));
        }
        const QString expected = tr("≥ %1 and ≥ %2% free, inodes ≥ %3% free")
                                     .arg(CheckEvaluator::gigabytesText(MinDiskFreeGb))
                                     .arg(MinDiskFreePercent)
                                     .arg(MinInodesFreePercent);
        if (freeGb < MinDiskFreeGb || freePercent < MinDiskFreePercent) {
            results << CheckResult::make(id, title, CheckStatus::Fail, measured, expected,
                tr("Checkpoints and datasets will fail to write: free space on %1, or relaunch with a bigger disk "
                   "(rentdeck-cli launch --disk GB)")
                    .arg(df.mount));
        } else if (inodePercent < MinInodesFreePercent) {
            results << CheckResult::make(id, title, CheckStatus::Fail, measured, expected,
                tr("Out of inodes: many small files will fail to write; pack datasets into shards (tar/WebDataset) or "
                   "ask for another disk"));
        } else {
            results << CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
        }
    }
    if (results.isEmpty()) {
        results << CheckResult::make(
            QStringLiteral("disk.work"), tr("Disk free"), CheckStatus::Skip, tr("the probe sent no df"));
    }
    return results;
}

CheckResult CheckEvaluator::diskSpeed(const QJsonValue &value)
{
    const QString id = QStringLiteral("disk.speed");
    const QString title = tr("Data disk speed");
    const QString expected
        = tr("≥ %1 MB/s sequential, ≥ %2 small files/s").arg(SlowSeqWriteMbs).arg(SlowSmallFilesPerS);
    const QJsonObject test = value.toObject();
    if (!value.isObject()) {
        return CheckResult::make(id, title, CheckStatus::Skip, tr("not tested"), expected);
    }
    if (test.contains(QLatin1String("error"))) {
        return CheckResult::make(id, title, CheckStatus::Skip,
            tr("%1: %2").arg(
                test.value(QLatin1String("path")).toString(), test.value(QLatin1String("error")).toString()),
            expected);
    }
    if (test.contains(QLatin1String("dd_write"))) {
        const QString write = test.value(QLatin1String("dd_write")).toString().section(QStringLiteral(", "), -1);
        const QString read = test.value(QLatin1String("dd_read")).toString().section(QStringLiteral(", "), -1);
        return CheckResult::make(
            id, title, CheckStatus::Pass, tr("write %1, read %2 (dd, 64 MiB)").arg(write, read), expected);
    }
    const double write = test.value(QLatin1String("seq_write_mb_s")).toDouble();
    const double read = test.value(QLatin1String("seq_read_mb_s")).toDouble();
    const int files = test.value(QLatin1String("small_files")).toInt();
    const double create = test.value(QLatin1String("small_create_per_s")).toDouble();
    const double readFiles = test.value(QLatin1String("small_read_per_s")).toDouble();
    const QString measured = tr("write %1 MB/s, read %2 MB/s; %3 small files: %4 created/s, %5 read/s")
                                 .arg(write)
                                 .arg(read)
                                 .arg(files)
                                 .arg(create)
                                 .arg(readFiles);
    if (write < SlowSeqWriteMbs || create < SlowSmallFilesPerS || readFiles < SlowSmallFilesPerS) {
        return CheckResult::make(id, title, CheckStatus::Warn, measured, expected,
            tr("The data disk is slow and will starve the GPU: copy data to local NVMe first, store it as larger "
               "shards (tar/WebDataset), and use more DataLoader workers"));
    }
    return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
}

CheckResult CheckEvaluator::cpu(const CheckSubject &subject, const Probe &probe)
{
    const QString id = QStringLiteral("host.cpu");
    const QString title = tr("CPU cores per GPU");
    const int gpus = probe.gpuCount(subject);
    const int seen = probe.root.value(QLatin1String("host")).toObject().value(QLatin1String("nproc")).toInt();
    // The sandbox shares this computer's CPUs, which say nothing about the offer: judge the listed figure.
    const bool listed = probe.simulated && subject.cpuCores > 0;
    const int cores = listed ? subject.cpuCores : seen;
    if (cores <= 0) {
        return CheckResult::make(id, title, CheckStatus::Skip, tr("nproc gave no answer"));
    }
    const QString measured = listed
        ? tr("%1 cores for %2 GPU(s) (as listed; the sandbox shares this computer's %3)").arg(cores).arg(gpus).arg(seen)
        : tr("%1 cores for %2 GPU(s)").arg(cores).arg(gpus);
    const QString expected = tr("≥ %1 per GPU").arg(MinCoresPerGpu);
    if (cores < MinCoresPerGpu * gpus) {
        return CheckResult::make(id, title, CheckStatus::Warn, measured, expected,
            tr("Too few cores to feed the GPUs: data loading and augmentation will bottleneck training. Ask for ≥ %1 "
               "cores per GPU, preprocess data offline, or decode on the GPU (DALI)")
                .arg(MinCoresPerGpu));
    }
    return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
}

CheckResult CheckEvaluator::ram(const CheckSubject &subject, const Probe &probe)
{
    const QString id = QStringLiteral("host.ram");
    const QString title = tr("RAM per GPU");
    const int gpus = probe.gpuCount(subject);
    const double seen
        = probe.root.value(QLatin1String("host")).toObject().value(QLatin1String("mem_total_kb")).toDouble() / 1024.0
        / 1024.0;
    const bool listed = probe.simulated && subject.ramGb > 0;
    const double total = listed ? subject.ramGb : seen;
    if (total <= 0) {
        return CheckResult::make(id, title, CheckStatus::Skip, tr("/proc/meminfo gave no answer"));
    }
    const QString measured = listed ? tr("%1 for %2 GPU(s) (as listed; the sandbox shares this computer's %3)")
                                          .arg(CheckEvaluator::gigabytesText(total))
                                          .arg(gpus)
                                          .arg(CheckEvaluator::gigabytesText(seen))
                                    : tr("%1 for %2 GPU(s)").arg(CheckEvaluator::gigabytesText(total)).arg(gpus);
    const QString expected = tr("≥ %1 per GPU").arg(CheckEvaluator::gigabytesText(MinRamGbPerGpu));
    // MemTotal is a little under the installed size (kernel reservations): allow 10%.
    if (total < 0.9 * MinRamGbPerGpu * gpus) {
        return CheckResult::make(id, title, CheckStatus::Warn, measured, expected,
            tr("DataLoader workers, pinned memory and checkpoint loading need host RAM: ask for ≥ %1 per GPU, or lower "
               "num_workers and prefetch_factor")
                .arg(CheckEvaluator::gigabytesText(MinRamGbPerGpu)));
    }
    return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
}

CheckResult CheckEvaluator::shm(const Probe &probe)
{
    const QString id = QStringLiteral("host.shm");
    const QString title = tr("Shared memory (/dev/shm)");
    const int gpus = probe.gpu ? std::max(1, int(probe.gpu->gpus.size())) : 1;
    const double needed = std::max(MinShmGb, MinShmGbPerGpu * gpus);
    const QString expected = tr("≥ %1").arg(CheckEvaluator::gigabytesText(needed));
    const DfLine df
        = parseDf(probe.root.value(QLatin1String("host")).toObject().value(QLatin1String("shm")).toString());
    if (!df.ok) {
        return CheckResult::make(id, title, CheckStatus::Warn, tr("/dev/shm is not mounted"), expected,
            tr("PyTorch DataLoader workers need /dev/shm: start the container with --shm-size=16g (or --ipc=host), "
               "or set num_workers=0"));
    }
    const double size = df.total / 1024.0 / 1024.0;
    const QString measured
        = size < 1 ? tr("%1 MB").arg(std::lround(df.total / 1024.0)) : CheckEvaluator::gigabytesText(size);
    if (size < needed) {
        return CheckResult::make(id, title, CheckStatus::Warn, measured, expected,
            tr("DataLoader workers (num_workers=4 per GPU: %1 here) pass batches through /dev/shm and crash with \"Bus "
               "error\" when it is this small: start the container with --shm-size=%2g (or --ipc=host; rentdeck-cli "
               "launch --shm-size where the provider takes it), or lower num_workers")
                .arg(4 * gpus)
                .arg(std::max(16, 8 * gpus)));
    }
    return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
}

CheckResult CheckEvaluator::memlock(const Probe &probe)
{
    const QString id = QStringLiteral("host.memlock");
    const QString title = tr("Locked memory (memlock)");
    // The accelerators the machine shows: GPUs, or an Ascend box's NPUs (HCCL pins memory as NCCL does).
    const int gpus
        = std::max({ 1, probe.gpu ? int(probe.gpu->gpus.size()) : 0, probe.npu ? int(probe.npu->devices.size()) : 0 });
    const QString expected = gpus > 1 ? tr("unlimited (NCCL and RDMA pin memory)") : tr("any (one GPU)");
    const QString text = probe.root.value(QLatin1String("host")).toObject().value(QLatin1String("memlock")).toString();
    if (text.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Skip, tr("not reported"), expected);
    }
    if (text == QLatin1String("unlimited")) {
        return CheckResult::make(id, title, CheckStatus::Pass, tr("unlimited"), expected);
    }
    bool ok = false;
    const qint64 kib = text.toLongLong(&ok);
    if (!ok) {
        return CheckResult::make(id, title, CheckStatus::Skip, tr("unreadable: %1").arg(text.left(40)), expected);
    }
    const QString measured
        = kib >= 1024 * 1024 ? CheckEvaluator::gigabytesText(double(kib) / 1024.0 / 1024.0) : tr("%1 KB").arg(kib);
    if (gpus == 1) {
        return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
    }
    return CheckResult::make(id, title, CheckStatus::Warn, measured, expected,
        tr("Multi-GPU training through NCCL (over InfiniBand/RDMA above all) pins memory and fails or falls back to "
           "slow paths with a small limit: start the container with --ulimit memlock=-1 (as NVIDIA's containers ask), "
           "or "
           "raise memlock in /etc/security/limits.conf on your own host"));
}

CheckResult CheckEvaluator::network(const QJsonValue &value)
{
    const QString id = QStringLiteral("net.outbound");
    const QString title = tr("Outbound network");
    const QString expected = tr("pypi.org and download.pytorch.org reachable");
    const QJsonObject net = value.toObject();
    if (!value.isObject()) {
        return CheckResult::make(id, title, CheckStatus::Skip, tr("not tested"), expected);
    }
    if (!net.value(QLatin1String("tested")).toBool()) {
        return CheckResult::make(id, title, CheckStatus::Skip, net.value(QLatin1String("reason")).toString(), expected);
    }
    QStringList reached;
    QStringList failed;
    for (const QJsonValue &row : net.value(QLatin1String("targets")).toArray()) {
        const QJsonObject target = row.toObject();
        const QString host = target.value(QLatin1String("host")).toString();
        if (target.value(QLatin1String("ok")).toBool()) {
            reached << (target.contains(QLatin1String("ms"))
                    ? tr("%1 (%2 ms)").arg(host).arg(target.value(QLatin1String("ms")).toInt())
                    : host);
        } else {
            const QString error = target.value(QLatin1String("error")).toString();
            failed << (error.isEmpty() ? host : tr("%1: %2").arg(host, error));
        }
    }
    if (reached.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Warn,
            tr("no outbound network (%1)").arg(failed.join(QStringLiteral("; "))), expected,
            tr("pip/conda installs and dataset downloads will fail: use an image with everything installed, bring "
               "wheels and data with rentdeck-cli sync push, or ask for an instance with internet access"));
    }
    if (!failed.isEmpty()) {
        return CheckResult::make(id, title, CheckStatus::Warn,
            tr("reached %1; failed %2").arg(reached.join(QStringLiteral(", ")), failed.join(QStringLiteral("; "))),
            expected, tr("Some package indexes are blocked: configure a mirror (pip config set global.index-url …)"));
    }
    return CheckResult::make(
        id, title, CheckStatus::Pass, tr("reached %1").arg(reached.join(QStringLiteral(", "))), expected);
}

CheckResult CheckEvaluator::topology(const CheckSubject &subject, const Probe &probe)
{
    const QString id = QStringLiteral("gpu.topology");
    const QString title = tr("GPU interconnect");
    const int gpus = probe.gpu ? int(probe.gpu->gpus.size()) : 0;
    const bool soldNvLink = subject.interconnect.contains(QLatin1String("NVLink"), Qt::CaseInsensitive)
        || subject.interconnect.contains(QLatin1String("SXM"), Qt::CaseInsensitive);
    const QString expected
        = soldNvLink ? tr("NVLink between the GPUs, as listed") : tr("how the GPUs reach each other");
    if (gpus < 2) {
        return CheckResult::make(id, title, CheckStatus::Skip, tr("one GPU: nothing to connect"), expected);
    }
    if (!probe.topology) {
        return CheckResult::make(id, title, CheckStatus::Skip, probe.topologyError, expected);
    }
    const GpuTopology &topology = *probe.topology;
    const QString measured = topology.describe();
    if (soldNvLink && !topology.allNvLink()) {
        return CheckResult::make(id, title, CheckStatus::Fail, measured, expected,
            topology.anyNvLink()
                ? tr("Only some GPUs are joined by NVLink, though the offer listed it for all: collective "
                     "operations run at the speed of the PCIe pairs. Ask the provider, or rent another machine")
                : tr("The GPUs talk over PCIe, not the NVLink the offer listed: gradient all-reduce will be several "
                     "times slower. Ask the provider for the machine you paid for or a refund"));
    }
    if (topology.worst() == GpuTopology::Link::CrossSocket && gpus >= 4 && !topology.allNvLink()) {
        return CheckResult::make(id, title, CheckStatus::Warn, measured, expected,
            tr("%1 GPUs over PCIe with traffic between CPU sockets: every all-reduce crosses the CPU interconnect, so "
               "data-parallel training of large models scales poorly here. Fine for independent jobs per GPU or small "
               "models; for large ones prefer an NVLink (SXM) machine, or keep each job within GPUs of one socket")
                .arg(gpus));
    }
    return CheckResult::make(id, title, CheckStatus::Pass, measured, expected);
}

} // namespace RentDeck
