// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "SandboxGpuSimJson.h"

#include <QCryptographicHash>
#include <QJsonArray>

namespace RentDeck::SandboxGpuSimJson {

namespace {

QString gpuUuid(const QString &seed, const QString &instanceId, int index)
{
    const QString h = QString::fromLatin1(QCryptographicHash::hash(
        (seed + QLatin1Char('/') + instanceId + QLatin1Char('/') + QString::number(index)).toUtf8(),
        QCryptographicHash::Sha256)
                                              .toHex());
    return QStringLiteral("GPU-%1-%2-%3-%4-%5")
        .arg(h.mid(0, 8), h.mid(8, 4), h.mid(12, 4), h.mid(16, 4), h.mid(20, 12));
}

} // namespace

QJsonObject build(const Inputs &inputs)
{
    const SandboxOffer &offer = *inputs.offer;
    const SandboxGpuModel &gpu = *inputs.gpu;
    const QString scenario = inputs.scenario.isEmpty() ? offer.scenario : inputs.scenario;
    QString driver = offer.offer.driverVersion;
    QString cuda = offer.offer.maxCuda;
    if (scenario == QLatin1String("old-driver") && driver.section(QLatin1Char('.'), 0, 0).toInt() > 470) {
        driver = QStringLiteral("470.256.02");
        cuda = QStringLiteral("11.4");
    }
    const bool sliced = offer.offer.sliced || scenario == QLatin1String("sliced");
    const bool geForce = gpu.productBrand == QLatin1String("GeForce");

    QJsonArray gpus;
    for (int i = 0; i < offer.offer.gpuCount; ++i) {
        const QString uuid = gpuUuid(inputs.seed, inputs.instanceId, i);
        const QString serial = geForce
            ? QStringLiteral("N/A")
            : QStringLiteral("1324%1").arg(
                uuid.mid(4, 8).toULongLong(nullptr, 16) % 100000000, 9, 10, QLatin1Char('0'));
        gpus.append(QJsonObject {
            { QStringLiteral("name"), gpu.name },
            { QStringLiteral("memory_total_mib"), sliced ? offer.reportedMemoryMib : gpu.memoryTotalMib },
            { QStringLiteral("power_limit_w"), gpu.powerLimitW },
            { QStringLiteral("max_sm_clock_mhz"), gpu.maxSmClockMhz },
            { QStringLiteral("max_mem_clock_mhz"), gpu.maxMemClockMhz },
            { QStringLiteral("architecture"), gpu.architecture },
            { QStringLiteral("product_brand"), gpu.productBrand },
            { QStringLiteral("virtualization_mode"), sliced ? QStringLiteral("VGPU") : offer.virtualizationMode },
            { QStringLiteral("pci_bus_id"),
                QStringLiteral("00000000:%1:00.0").arg(0x18 + i * 0x10, 2, 16, QLatin1Char('0')).toUpper() },
            { QStringLiteral("uuid"), uuid },
            { QStringLiteral("serial"), serial },
            { QStringLiteral("vbios_version"), gpu.vbiosVersion },
            { QStringLiteral("mig_mode"), geForce ? QStringLiteral("N/A") : QStringLiteral("Disabled") },
        });
    }
    QJsonObject config {
        { QStringLiteral("driver_version"), driver },
        { QStringLiteral("cuda_version"), cuda },
        { QStringLiteral("scenario"), scenario },
        { QStringLiteral("started_at"), inputs.startedAt },
        { QStringLiteral("hostname"), QString(QStringLiteral("sandbox-") + inputs.instanceId) },
        { QStringLiteral("gpus"), gpus },
    };
    if (scenario == QLatin1String("pcie-only")) {
        // A box sold as NVLink that turns out to be PCIe cards on two CPU sockets (rentdeck-gpusim's topo -m).
        config.insert(QStringLiteral("topology"), QStringLiteral("two-sockets"));
    }
    return config;
}

} // namespace RentDeck::SandboxGpuSimJson
