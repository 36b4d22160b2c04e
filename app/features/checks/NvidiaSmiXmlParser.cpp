// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/NvidiaSmiXmlParser.h"

#include "checks/NvidiaSmiValues.h"
#include "core/Translate.h"

#include <QCoreApplication>
#include <QXmlStreamReader>

namespace RentDeck {

namespace {

using namespace NvidiaSmiValues;

constexpr qsizetype MaxDepth = 64;

QString tr(const char *text)
{
    return translateInFile("RentDeck::NvidiaSmiXmlParser", text);
}

template <typename T> void setOnce(std::optional<T> &field, std::optional<T> value)
{
    if (!field && value) {
        field = value;
    }
}

void assignMig(MigDevice &mig, const QString &path, const QString &value)
{
    if (path == QLatin1String("index")) {
        mig.index = smallInteger(value).value_or(mig.index);
    } else if (path == QLatin1String("gpu_instance_id")) {
        mig.gpuInstanceId = smallInteger(value);
    } else if (path == QLatin1String("compute_instance_id")) {
        mig.computeInstanceId = smallInteger(value);
    } else if (path == QLatin1String("device_attributes/shared/multiprocessor_count")) {
        mig.smCount = smallInteger(value);
    } else if (path == QLatin1String("fb_memory_usage/total")) {
        mig.memoryTotalMib = integer(value);
    } else if (path == QLatin1String("fb_memory_usage/used")) {
        mig.memoryUsedMib = integer(value);
    }
}

void assignEcc(GpuInfo &gpu, const QString &path, const QString &value)
{
    // DTD <= v10 nests single_bit/double_bit per memory with a total; later DTDs list *_correctable counters.
    const bool isVolatile = path.startsWith(QLatin1String("ecc_errors/volatile/"));
    const bool uncorrected
        = path.contains(QLatin1String("uncorrectable")) || path.endsWith(QLatin1String("double_bit/total"));
    const bool corrected = !uncorrected
        && (path.endsWith(QLatin1String("_correctable")) || path.endsWith(QLatin1String("single_bit/total")));
    if (isVolatile && uncorrected) {
        accumulate(gpu.eccVolatileUncorrected, integer(value));
    } else if (isVolatile && corrected) {
        accumulate(gpu.eccVolatileCorrected, integer(value));
    } else if (uncorrected && path.startsWith(QLatin1String("ecc_errors/aggregate/"))) {
        accumulate(gpu.eccAggregateUncorrected, integer(value));
    }
}

bool assignHealth(GpuInfo &gpu, const QString &path, const QString &value)
{
    if (path.startsWith(QLatin1String("ecc_errors/"))) {
        assignEcc(gpu, path, value);
    } else if (path == QLatin1String("ecc_mode/current_ecc")) {
        gpu.eccEnabled = flag(value);
    } else if (path == QLatin1String("retired_pages/multiple_single_bit_retirement/retired_count")) {
        gpu.retiredPagesSingleBit = integer(value);
    } else if (path == QLatin1String("retired_pages/double_bit_retirement/retired_count")) {
        gpu.retiredPagesDoubleBit = integer(value);
    } else if (path == QLatin1String("retired_pages/pending_retirement")
        || path == QLatin1String("retired_pages/pending_blacklist")) {
        setOnce(gpu.retiredPagesPending, flag(value));
    } else if (path == QLatin1String("remapped_rows/remapped_row_corr")) {
        gpu.remappedRowsCorrectable = integer(value);
    } else if (path == QLatin1String("remapped_rows/remapped_row_unc")) {
        gpu.remappedRowsUncorrectable = integer(value);
    } else if (path == QLatin1String("remapped_rows/remapped_row_pending")) {
        gpu.remappedRowsPending = flag(value);
    } else if (path == QLatin1String("remapped_rows/remapped_row_failure")) {
        gpu.remappedRowsFailure = flag(value);
    } else {
        return false;
    }
    return true;
}

void assignGpu(GpuInfo &gpu, const QString &path, const QString &value)
{
    const bool inPower
        = path.startsWith(QLatin1String("power_readings/")) || path.startsWith(QLatin1String("gpu_power_readings/"));
    const QString leaf = path.section(QLatin1Char('/'), -1);
    if (path.startsWith(QLatin1String("mig_devices/mig_device/"))) {
        if (!gpu.migDevices.isEmpty()) {
            assignMig(gpu.migDevices.last(), path.mid(int(sizeof("mig_devices/mig_device/")) - 1), value);
        }
    } else if (path == QLatin1String("product_name")) {
        gpu.name = value.trimmed();
    } else if (path == QLatin1String("uuid")) {
        gpu.uuid = isMissing(value) ? QString() : value.trimmed();
    } else if (path == QLatin1String("pci/pci_bus_id")) {
        gpu.busId = value.trimmed();
    } else if (path == QLatin1String("fb_memory_usage/total")) {
        gpu.memoryTotalMib = integer(value);
    } else if (path == QLatin1String("fb_memory_usage/used")) {
        gpu.memoryUsedMib = integer(value);
    } else if (path == QLatin1String("fb_memory_usage/free")) {
        gpu.memoryFreeMib = integer(value);
    } else if (path == QLatin1String("utilization/gpu_util")) {
        gpu.utilizationGpu = smallInteger(value);
    } else if (path == QLatin1String("temperature/gpu_temp")) {
        gpu.temperatureC = smallInteger(value);
    } else if (inPower && (leaf == QLatin1String("power_draw") || leaf == QLatin1String("instant_power_draw"))) {
        setOnce(gpu.powerDrawW, number(value));
    } else if (inPower
        && (leaf == QLatin1String("current_power_limit") || leaf == QLatin1String("enforced_power_limit")
            || leaf == QLatin1String("power_limit"))) {
        setOnce(gpu.powerLimitW, number(value));
    } else if (path == QLatin1String("clocks/sm_clock")) {
        gpu.smClockMhz = smallInteger(value);
    } else if (path == QLatin1String("max_clocks/sm_clock")) {
        gpu.smClockMaxMhz = smallInteger(value);
    } else if (path == QLatin1String("performance_state")) {
        gpu.pstate = isMissing(value) ? QString() : value.trimmed();
    } else if (path == QLatin1String("mig_mode/current_mig")) {
        gpu.migEnabled = flag(value);
    } else if (path == QLatin1String("gpu_virtualization_mode/virtualization_mode")) {
        gpu.virtualizationMode = isMissing(value) ? QString() : value.trimmed();
    } else if (path.startsWith(QLatin1String("clocks_throttle_reasons/"))
        || path.startsWith(QLatin1String("clocks_event_reasons/"))) {
        if (flag(value).value_or(false)) {
            addReason(gpu.eventReasonsActive, reasonName(leaf));
        }
    } else {
        assignHealth(gpu, path, value);
    }
}

// Which elements a document had, to name what a partial copy lacks (an element saying N/A is there).
struct Seen
{
    bool driverVersion = false; // driver_version or kmd_version (610+)
    bool cudaVersion = false; // cuda_version or cuda_umd_version (610+)
    std::optional<int> attachedGpus;
    QList<bool> memoryTotal; // per <gpu>: fb_memory_usage/total
};

struct XmlState
{
    GpuReport report;
    Seen seen;
    QStringList stack; // element names below <nvidia_smi_log>
    QString text;
    bool leaf = false;
};

void endElement(XmlState &state)
{
    const bool wasLeaf = state.leaf;
    const QString path = state.stack.join(QLatin1Char('/'));
    state.stack.removeLast();
    state.leaf = false;
    if (!wasLeaf) {
        return;
    }
    GpuReport &report = state.report;
    Seen &seen = state.seen;
    seen.driverVersion
        = seen.driverVersion || path == QLatin1String("driver_version") || path == QLatin1String("kmd_version");
    seen.cudaVersion
        = seen.cudaVersion || path == QLatin1String("cuda_version") || path == QLatin1String("cuda_umd_version");
    if (path == QLatin1String("gpu/fb_memory_usage/total") && !seen.memoryTotal.isEmpty()) {
        seen.memoryTotal.last() = true;
    } else if (path == QLatin1String("attached_gpus")) {
        seen.attachedGpus = smallInteger(state.text);
    }
    if (path == QLatin1String("driver_version")) {
        report.driverVersion = version(state.text);
    } else if (path == QLatin1String("cuda_version")) {
        report.cudaVersion = version(state.text);
    } else if (path == QLatin1String("kmd_version")) {
        report.kmdVersion = version(state.text);
    } else if (path == QLatin1String("cuda_umd_version")) {
        report.cudaUmdVersion = version(state.text);
    } else if (path.startsWith(QLatin1String("gpu/")) && !report.gpus.isEmpty()) {
        assignGpu(report.gpus.last(), path.mid(4), state.text);
    }
}

void warnMissing(GpuReport &report, const Seen &seen)
{
    if (!seen.driverVersion) {
        report.warnings << tr("nvidia-smi -q -x has no driver_version (a partial copy?)");
    }
    // Drivers before 410 do not print cuda_version at all.
    const int driverMajor = report.driverVersion.section(QLatin1Char('.'), 0, 0).toInt();
    if (!seen.cudaVersion && (driverMajor == 0 || driverMajor >= 410)) {
        report.warnings << tr("nvidia-smi -q -x has no cuda_version (a partial copy?)");
    }
    if (seen.attachedGpus && *seen.attachedGpus > report.gpus.size()) {
        report.warnings << tr("nvidia-smi -q -x says attached_gpus %1 but lists %2 <gpu>: the other GPUs are missing")
                               .arg(*seen.attachedGpus)
                               .arg(report.gpus.size());
    }
    for (qsizetype i = 0; i < report.gpus.size() && i < seen.memoryTotal.size(); ++i) {
        if (!seen.memoryTotal.at(i)) {
            report.warnings << tr("nvidia-smi -q -x has no fb_memory_usage total for GPU %1 (%2)")
                                   .arg(i)
                                   .arg(report.gpus.at(i).name);
        }
    }
}

Result<GpuReport> finish(GpuReport report, const Seen &seen)
{
    if (report.driverVersion.isEmpty()) {
        report.driverVersion = report.kmdVersion;
    }
    if (report.cudaVersion.isEmpty()) {
        report.cudaVersion = report.cudaUmdVersion;
    }
    if (report.gpus.isEmpty()) {
        return Error::make(Error::Code::InvalidInput, tr("the nvidia-smi XML lists no <gpu>"));
    }
    for (qsizetype i = 0; i < report.gpus.size(); ++i) {
        if (report.gpus.at(i).name.isEmpty()) {
            return Error::make(
                Error::Code::InvalidInput, tr("GPU %1 in the nvidia-smi XML has no <product_name>").arg(i));
        }
    }
    warnMissing(report, seen);
    return report;
}

} // namespace

Result<GpuReport> NvidiaSmiXmlParser::parse(const QByteArray &data)
{
    if (data.size() > MaxInputBytes) {
        return Error::make(Error::Code::InvalidInput, tr("the XML is larger than %1 bytes").arg(MaxInputBytes));
    }
    QXmlStreamReader xml(data);
    XmlState state;
    state.report.format = GpuReport::Format::Xml;
    bool sawRoot = false;
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            if (!sawRoot) {
                if (xml.name() != QLatin1String("nvidia_smi_log")) {
                    return Error::make(Error::Code::InvalidInput,
                        tr("the XML root is <%1>, not <nvidia_smi_log>: this is not nvidia-smi -q -x output")
                            .arg(xml.name().toString().left(64)));
                }
                sawRoot = true;
                continue;
            }
            if (state.stack.size() >= MaxDepth) {
                return Error::make(Error::Code::InvalidInput, tr("the XML nests deeper than nvidia-smi ever does"));
            }
            state.stack << xml.name().toString();
            state.text.clear();
            state.leaf = true;
            if (state.stack.size() == 1 && state.stack.first() == QLatin1String("gpu")) {
                if (state.report.gpus.size() >= MaxGpus) {
                    return Error::make(Error::Code::InvalidInput, tr("the XML lists more GPUs than a machine has"));
                }
                GpuInfo gpu;
                gpu.index = int(state.report.gpus.size());
                gpu.busId = xml.attributes().value(QLatin1String("id")).toString();
                state.report.gpus << gpu;
                state.seen.memoryTotal << false;
            } else if (state.stack.size() == 3 && state.stack.at(1) == QLatin1String("mig_devices")
                && state.stack.at(2) == QLatin1String("mig_device") && !state.report.gpus.isEmpty()) {
                MigDevice mig;
                mig.index = int(state.report.gpus.last().migDevices.size());
                state.report.gpus.last().migDevices << mig;
            }
        } else if (token == QXmlStreamReader::Characters) {
            if (state.leaf && state.text.size() < 4096) {
                state.text += xml.text();
            }
        } else if (token == QXmlStreamReader::EndElement) {
            if (state.stack.isEmpty()) {
                continue; // </nvidia_smi_log>
            }
            endElement(state);
        }
    }
    if (xml.hasError()) {
        return Error::make(Error::Code::InvalidInput,
            tr("the nvidia-smi XML is malformed or truncated at line %1: %2")
                .arg(xml.lineNumber())
                .arg(xml.errorString()));
    }
    if (!sawRoot) {
        return Error::make(Error::Code::InvalidInput, tr("the XML has no <nvidia_smi_log> element"));
    }
    return finish(std::move(state.report), state.seen);
}

} // namespace RentDeck
