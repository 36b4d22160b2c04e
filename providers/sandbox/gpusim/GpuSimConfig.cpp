// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "GpuSimConfig.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QSysInfo>

namespace RentDeck {

namespace {

QString stringOr(const QJsonObject &object, QLatin1String key, const QString &fallback)
{
    const QJsonValue value = object.value(key);
    return value.isString() && !value.toString().isEmpty() ? value.toString() : fallback;
}

int intOr(const QJsonObject &object, QLatin1String key, int fallback)
{
    const QJsonValue value = object.value(key);
    return value.isDouble() && value.toDouble() > 0 ? value.toInt() : fallback;
}

QString guessArchitecture(const QString &name)
{
    const auto has = [&name](const char *part) { return name.contains(QLatin1String(part)); };
    if (has("H100") || has("H200") || has("GH200")) {
        return QStringLiteral("Hopper");
    }
    if (has("B200") || has("RTX 50") || has("B100")) {
        return QStringLiteral("Blackwell");
    }
    if (has("RTX 40") || has("L4") || has("L40") || has("Ada")) {
        return QStringLiteral("Ada Lovelace");
    }
    if (has("A100") || has("A10") || has("A40") || has("A30") || has("RTX 30") || has("RTX A")) {
        return QStringLiteral("Ampere");
    }
    if (has("RTX 20") || has("T4")) {
        return QStringLiteral("Turing");
    }
    if (has("V100") || has("TITAN V")) {
        return QStringLiteral("Volta");
    }
    return QStringLiteral("N/A");
}

QString derivedUuid(const QString &name, int index)
{
    const QByteArray hex
        = QCryptographicHash::hash((name + QString::number(index)).toUtf8(), QCryptographicHash::Md5).toHex();
    const QString h = QString::fromLatin1(hex);
    return QStringLiteral("GPU-") + h.mid(0, 8) + QLatin1Char('-') + h.mid(8, 4) + QLatin1Char('-') + h.mid(12, 4)
        + QLatin1Char('-') + h.mid(16, 4) + QLatin1Char('-') + h.mid(20, 12);
}

std::optional<GpuSpec> parseGpu(const QJsonObject &object, int index, QString *error)
{
    GpuSpec gpu;
    gpu.name = object.value(QLatin1String("name")).toString();
    if (gpu.name.isEmpty()) {
        *error = QStringLiteral("gpus[%1]: \"name\" is missing or not a string").arg(index);
        return std::nullopt;
    }
    const QJsonValue memory = object.value(QLatin1String("memory_total_mib"));
    if (!memory.isDouble() || memory.toDouble() < 1) {
        *error = QStringLiteral("gpus[%1]: \"memory_total_mib\" is missing or not a positive number").arg(index);
        return std::nullopt;
    }
    gpu.memoryTotalMib = static_cast<qint64>(memory.toDouble());
    const bool geForce = gpu.name.contains(QLatin1String("GeForce")) || gpu.name.contains(QLatin1String("TITAN"));
    gpu.powerLimitW = intOr(object, QLatin1String("power_limit_w"), 300);
    gpu.maxSmClockMhz = intOr(object, QLatin1String("max_sm_clock_mhz"), 1980);
    gpu.maxMemClockMhz = intOr(object, QLatin1String("max_mem_clock_mhz"), 9501);
    gpu.architecture = stringOr(object, QLatin1String("architecture"), guessArchitecture(gpu.name));
    gpu.productBrand = stringOr(
        object, QLatin1String("product_brand"), geForce ? QStringLiteral("GeForce") : QStringLiteral("NVIDIA"));
    gpu.virtualizationMode = stringOr(object, QLatin1String("virtualization_mode"), QStringLiteral("None"));
    gpu.pciBusId = stringOr(object, QLatin1String("pci_bus_id"),
        QStringLiteral("00000000:%1:00.0").arg(index + 1, 2, 16, QLatin1Char('0')).toUpper());
    gpu.uuid = stringOr(object, QLatin1String("uuid"), derivedUuid(gpu.name, index));
    gpu.serial = stringOr(object, QLatin1String("serial"),
        gpu.isGeForce() ? QStringLiteral("N/A") : QStringLiteral("13240210%1").arg(index + 1, 5, 10, QLatin1Char('0')));
    gpu.vbiosVersion = stringOr(object, QLatin1String("vbios_version"), QStringLiteral("95.02.3C.00.01"));
    gpu.migMode = stringOr(
        object, QLatin1String("mig_mode"), gpu.isGeForce() ? QStringLiteral("N/A") : QStringLiteral("Disabled"));
    return gpu;
}

std::optional<GpuScenario> parseScenario(const QString &text)
{
    if (text == QLatin1String("idle")) {
        return GpuScenario::Idle;
    }
    if (text == QLatin1String("busy")) {
        return GpuScenario::Busy;
    }
    if (text == QLatin1String("throttled")) {
        return GpuScenario::Throttled;
    }
    if (text == QLatin1String("sliced")) {
        return GpuScenario::Sliced;
    }
    if (text == QLatin1String("old-driver")) {
        return GpuScenario::OldDriver;
    }
    if (text == QLatin1String("no-driver")) {
        return GpuScenario::NoDriver;
    }
    if (text == QLatin1String("hot-gpu")) {
        return GpuScenario::HotGpu;
    }
    if (text == QLatin1String("slow-sibling")) {
        return GpuScenario::SlowSibling;
    }
    if (text == QLatin1String("faulty-gpu")) {
        return GpuScenario::FaultyGpu;
    }
    if (text == QLatin1String("pcie-only")) {
        return GpuScenario::PcieOnly;
    }
    if (text == QLatin1String("starved-loader")) {
        return GpuScenario::StarvedLoader;
    }
    if (text == QLatin1String("tiny-shm")) {
        return GpuScenario::TinyShm;
    }
    return std::nullopt;
}

} // namespace

QString GpuSimConfig::defaultPath()
{
    const QString fromEnv = qEnvironmentVariable("RENTDECK_GPUSIM_CONFIG");
    if (!fromEnv.isEmpty()) {
        return fromEnv;
    }
    return QDir::homePath() + QStringLiteral("/.rentdeck-gpusim.json");
}

std::optional<GpuSimConfig> GpuSimConfig::load(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read %1: %2").arg(path, file.errorString());
        return std::nullopt;
    }
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        const QString why = parseError.error != QJsonParseError::NoError
            ? QStringLiteral("%1 at offset %2").arg(parseError.errorString()).arg(parseError.offset)
            : QStringLiteral("the top level is not a JSON object");
        *error = QStringLiteral("invalid JSON in %1: %2").arg(path, why);
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    GpuSimConfig config;
    config.driverVersion = stringOr(root, QLatin1String("driver_version"), QStringLiteral("550.127.05"));
    config.cudaVersion = stringOr(root, QLatin1String("cuda_version"), QStringLiteral("12.4"));
    config.hostname = stringOr(root, QLatin1String("hostname"), QSysInfo::machineHostName());
    config.startedAt = static_cast<qint64>(root.value(QLatin1String("started_at")).toDouble(0));
    const QString scenarioText = stringOr(root, QLatin1String("scenario"), QStringLiteral("idle"));
    const std::optional<GpuScenario> scenario = parseScenario(scenarioText);
    if (!scenario) {
        *error
            = QStringLiteral("invalid config %1: unknown scenario \"%2\" (expected idle, busy, throttled, sliced, "
                             "old-driver, no-driver, hot-gpu, slow-sibling, faulty-gpu, pcie-only, starved-loader or "
                             "tiny-shm)")
                  .arg(path, scenarioText);
        return std::nullopt;
    }
    config.scenario = *scenario;
    const QJsonValue gpus = root.value(QLatin1String("gpus"));
    if (!gpus.isArray()) {
        *error = QStringLiteral("invalid config %1: \"gpus\" is missing or not an array").arg(path);
        return std::nullopt;
    }
    const QJsonArray array = gpus.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        QString gpuError;
        const std::optional<GpuSpec> gpu = parseGpu(array.at(i).toObject(), static_cast<int>(i), &gpuError);
        if (!gpu) {
            *error = QStringLiteral("invalid config %1: %2").arg(path, gpuError);
            return std::nullopt;
        }
        config.gpus.append(*gpu);
    }
    static const QStringList topologies { QStringLiteral("nvlink"), QStringLiteral("pcie-switch"),
        QStringLiteral("pcie-host"), QStringLiteral("two-sockets") };
    const QString name = config.gpus.isEmpty() ? QString() : config.gpus.first().name;
    const bool nvlinkBoard = name.contains(QLatin1String("SXM")) || name.contains(QLatin1String("HBM3"))
        || name.contains(QLatin1String("NVL"));
    config.topology = stringOr(root, QLatin1String("topology"),
        nvlinkBoard && config.gpus.size() >= 2 ? QStringLiteral("nvlink") : QStringLiteral("pcie-host"));
    if (!topologies.contains(config.topology)) {
        *error = QStringLiteral("invalid config %1: unknown topology \"%2\" (expected %3)")
                     .arg(path, config.topology, topologies.join(QStringLiteral(", ")));
        return std::nullopt;
    }
    return config;
}

} // namespace RentDeck
