// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/NvidiaSmiFailure.h"

#include "core/Translate.h"

#include <QCoreApplication>

namespace RentDeck {

namespace {

constexpr int LinesToLookAt = 6;

QString tr(const char *text)
{
    return translateInFile("RentDeck::NvidiaSmiFailure", text);
}

} // namespace

NvidiaSmiFailure::NvidiaSmiFailure(Kind kind, QString line)
    : m_kind(kind)
    , m_line(std::move(line))
{
}

std::optional<NvidiaSmiFailure> NvidiaSmiFailure::detect(const QString &text)
{
    int seen = 0;
    qsizetype start = 0;
    while (start < text.size() && seen < LinesToLookAt) {
        qsizetype end = text.indexOf(QLatin1Char('\n'), start);
        if (end < 0) {
            end = text.size();
        }
        const QString line = QStringView(text).mid(start, qMin<qsizetype>(end - start, 1024)).trimmed().toString();
        start = end + 1;
        if (line.isEmpty()) {
            continue;
        }
        ++seen;
        if (line.contains(QLatin1String("couldn't communicate with the NVIDIA driver"))) {
            return NvidiaSmiFailure(Kind::DriverNotLoaded, line);
        }
        if (line.startsWith(QLatin1String("No devices were found"))) {
            return NvidiaSmiFailure(Kind::NoDevices, line);
        }
        if (line.contains(QLatin1String("Driver/library version mismatch"))) {
            return NvidiaSmiFailure(Kind::VersionMismatch, line);
        }
        if (line.startsWith(QLatin1String("Failed to initialize NVML"))) {
            return NvidiaSmiFailure(Kind::NvmlInitFailed, line);
        }
        if (line.contains(QLatin1String("GPU has fallen off the bus"))) {
            return NvidiaSmiFailure(Kind::FallenOffBus, line);
        }
    }
    return std::nullopt;
}

QString NvidiaSmiFailure::id() const
{
    switch (m_kind) {
    case Kind::DriverNotLoaded:
        return QStringLiteral("driver-not-loaded");
    case Kind::NoDevices:
        return QStringLiteral("no-devices");
    case Kind::VersionMismatch:
        return QStringLiteral("version-mismatch");
    case Kind::NvmlInitFailed:
        return QStringLiteral("nvml-init-failed");
    case Kind::FallenOffBus:
        return QStringLiteral("fallen-off-bus");
    }
    return {};
}

QString NvidiaSmiFailure::problem() const
{
    switch (m_kind) {
    case Kind::DriverNotLoaded:
        return tr("the NVIDIA driver is not loaded (nvidia-smi cannot talk to it)");
    case Kind::NoDevices:
        return tr("the driver sees no NVIDIA GPU");
    case Kind::VersionMismatch:
        return tr("the loaded NVIDIA kernel driver and the installed user-space libraries have different versions");
    case Kind::NvmlInitFailed:
        return tr("NVML, the library nvidia-smi uses, failed to start");
    case Kind::FallenOffBus:
        return tr("a GPU has fallen off the PCIe bus (hardware or power fault)");
    }
    return {};
}

QString NvidiaSmiFailure::fix() const
{
    switch (m_kind) {
    case Kind::DriverNotLoaded:
        return tr("install or reload the NVIDIA driver (check `lsmod | grep nvidia` and dmesg); on a rented machine, "
                  "ask the provider for a working host or destroy it and rent another");
    case Kind::NoDevices:
        return tr("check that the container or VM was started with GPU access (e.g. `--gpus all`); otherwise the "
                  "host's GPU is missing: rent another machine");
    case Kind::VersionMismatch:
        return tr("the driver was upgraded without a reboot: reboot the machine (or reload the nvidia kernel modules); "
                  "on a rented machine, restart it or rent another");
    case Kind::NvmlInitFailed:
        return tr("reinstall the NVIDIA driver matching the kernel module, or rent another machine");
    case Kind::FallenOffBus:
        return tr("the machine needs a reset by its provider: stop renting it and report it");
    }
    return {};
}

Error NvidiaSmiFailure::toError() const
{
    return Error::make(Error::Code::Missing, tr("%1: \"%2\" — %3").arg(problem(), m_line, fix()),
        QStringLiteral("nvidia-smi failure %1").arg(id()));
}

} // namespace RentDeck
