// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Entry points for what pre-flight checks read from an instance: nvidia-smi in every format (and npu-smi info,
// which gpu-info reads from the same files), the probe's JSON
// (with the benchmark and under-load sample), saved check reports, and the bundled catalogs.
#include "FuzzSupport.h"
#include "checks/BurnInEvaluator.h"
#include "checks/BurnInStream.h"
#include "checks/CheckEvaluator.h"
#include "checks/CheckReport.h"
#include "checks/CompatChecker.h"
#include "checks/CompatDatabase.h"
#include "checks/GpuBurnOutput.h"
#include "checks/GpuCatalog.h"
#include "checks/NvidiaSmiCsvParser.h"
#include "checks/NvidiaSmiFailure.h"
#include "checks/NvidiaSmiListParser.h"
#include "checks/NvidiaSmiParser.h"
#include "checks/NvidiaSmiQueryTextParser.h"
#include "checks/NvidiaSmiTableParser.h"
#include "checks/NvidiaSmiTopoParser.h"
#include "checks/NvidiaSmiVersionParser.h"
#include "checks/NvidiaSmiXmlParser.h"
#include "watch/NpuSmiParser.h"

#include <QJsonDocument>
#include <QStringList>
#include <optional>

namespace RentDeck::Fuzz {

namespace {

const CompatDatabase *bundledCompat()
{
    static const std::optional<CompatDatabase> database = []() -> std::optional<CompatDatabase> {
        Result<CompatDatabase> loaded = CompatDatabase::load();
        return loaded ? std::optional<CompatDatabase>(std::move(loaded).value()) : std::nullopt;
    }();
    return database ? &*database : nullptr;
}

const GpuCatalog *bundledCatalog()
{
    static const std::optional<GpuCatalog> catalog = []() -> std::optional<GpuCatalog> {
        Result<GpuCatalog> loaded = GpuCatalog::load();
        return loaded ? std::optional<GpuCatalog>(std::move(loaded).value()) : std::nullopt;
    }();
    return catalog ? &*catalog : nullptr;
}

/** What the checks do with a parsed report: judge its driver and CUDA against the compatibility tables. */
void judge(const GpuReport &report)
{
    expect(report.gpus.size() <= 4096, "more GPUs than NvidiaSmiValues::MaxGpus");
    const CompatDatabase *compat = bundledCompat();
    if (compat == nullptr) {
        return;
    }
    const CompatChecker checker(*compat, CompatChecker::parseDriver(report.driverVersion));
    static_cast<void>(checker.maxFullCuda());
    if (!report.cudaVersion.isEmpty()) {
        expectExplained(checker.checkCuda(report.cudaVersion), "CompatChecker::checkCuda gave no message");
    }
}

void checkGpuReport(const Result<GpuReport> &report, const char *what)
{
    expectExplained(report, what);
    if (report) {
        judge(*report);
    }
}

/** A parsed npu-smi table has chips, within bounds, and each memory pair whole (both values or neither). */
void checkNpuReport(const Result<NpuReport> &report)
{
    expectExplained(report, "NpuSmiParser gave no message");
    if (!report) {
        return;
    }
    expect(!report->devices.isEmpty() && report->devices.size() <= 4096, "NpuSmiParser chip count out of range");
    for (const NpuDevice &device : report->devices) {
        expect(device.hbmTotalMib.has_value() == device.hbmUsedMib.has_value(), "NpuSmiParser half an HBM pair");
        expect(
            device.memoryTotalMib.has_value() == device.memoryUsedMib.has_value(), "NpuSmiParser half a memory pair");
        expect(device.deviceMemoryTotalMib().has_value() == device.deviceMemoryUsedMib().has_value(),
            "NpuDevice::deviceMemory* disagree");
        expect(!device.name.isEmpty() && !device.health.isEmpty(), "NpuSmiParser chip without name or health");
    }
}

} // namespace

void nvidiaSmi(const QByteArray &input)
{
    checkGpuReport(NvidiaSmiParser::parseAny(input), "NvidiaSmiParser::parseAny gave no message");
    checkGpuReport(NvidiaSmiXmlParser::parse(input), "NvidiaSmiXmlParser gave no message");
    // parseAny sniffs one format; the text parsers are also called on their own, as CheckEvaluator and the
    // metric stream do with outputs they know the format of.
    const QString text = QString::fromUtf8(input);
    checkGpuReport(NvidiaSmiCsvParser::parse(text), "NvidiaSmiCsvParser (header) gave no message");
    static const QStringList fields { QStringLiteral("index"), QStringLiteral("name"), QStringLiteral("memory.total"),
        QStringLiteral("driver_version"), QStringLiteral("clocks_event_reasons.active") };
    checkGpuReport(NvidiaSmiCsvParser::parse(text, fields), "NvidiaSmiCsvParser (fields) gave no message");
    checkGpuReport(NvidiaSmiQueryTextParser::parse(text), "NvidiaSmiQueryTextParser gave no message");
    checkGpuReport(NvidiaSmiTableParser::parse(text), "NvidiaSmiTableParser gave no message");
    checkGpuReport(NvidiaSmiListParser::parse(text), "NvidiaSmiListParser gave no message");
    checkGpuReport(NvidiaSmiVersionParser::parse(text), "NvidiaSmiVersionParser gave no message");
    expectExplained(NvidiaSmiTopoParser::parse(text), "NvidiaSmiTopoParser gave no message");
    static_cast<void>(NvidiaSmiCsvParser::isHeader(text.section(QLatin1Char('\n'), 0, 0)));
    static_cast<void>(NvidiaSmiListParser::looksLikeList(text));
    static_cast<void>(NvidiaSmiVersionParser::looksLikeVersion(text));
    if (const std::optional<NvidiaSmiFailure> failure = NvidiaSmiFailure::detect(text)) {
        expect(!failure->toError().message.isEmpty(), "NvidiaSmiFailure without a message");
    }
    // gpu-info sniffs npu-smi info first, then parses it; both see every input here too.
    static_cast<void>(NpuSmiParser::looksLikeNpuSmi(input));
    checkNpuReport(NpuSmiParser::parse(input));
}

void checkProbe(const QByteArray &input)
{
    const CheckEvaluator evaluator(bundledCompat(), bundledCatalog());
    CheckSubject subject;
    subject.instanceName = QStringLiteral("fuzz:1");
    subject.gpuName = QStringLiteral("NVIDIA GeForce RTX 4090");
    subject.gpuCount = 2;
    subject.vramGb = 24;
    subject.driverVersion = QStringLiteral("550.54.14");
    subject.maxCuda = QStringLiteral("12.4");
    subject.cpuCores = 16;
    subject.ramGb = 64;

    ProbeOutputs outputs;
    outputs.probe = input;
    const QList<CheckResult> results = evaluator.evaluate(subject, outputs);
    expect(!results.isEmpty(), "CheckEvaluator gave no result");

    // The benchmark and the under-load sample are outside input too.
    outputs.benchRequested = true;
    outputs.bench = input;
    outputs.loadSample = input;
    CheckReport report;
    report.instanceName = subject.instanceName;
    report.results = evaluator.evaluate(subject, outputs);
    expect(!report.results.isEmpty(), "CheckEvaluator (bench) gave no result");
    static_cast<void>(report.toText());

    // A burn-in's stream (samples, rates, JSON records, gpu_burn's text inside) is the instance's to write.
    const BurnInData burnIn = BurnInStream::read(input);
    const QList<CheckResult> burnResults = BurnInEvaluator::evaluate(burnIn, 60, 61000, {});
    expect(!burnResults.isEmpty() && burnResults.first().id == QLatin1String("burn.load"),
        "BurnInEvaluator gave no burn.load result");
    static_cast<void>(GpuBurnOutput::parse(input));

    // Saved reports (CLI --json output read back, the GUI's history) come from files anyone can edit.
    const QJsonDocument document = QJsonDocument::fromJson(input);
    for (const QJsonObject &object : objectsIn(document, 1)) {
        const CheckReport read = CheckReport::fromJson(object);
        static_cast<void>(read.summary());
        static_cast<void>(read.exitCode());
        static_cast<void>(read.toMarkdown());
        static_cast<void>(read.toText());
        static_cast<void>(CheckResult::fromJson(object).toJson());
    }
}

void catalogs(const QByteArray &input)
{
    if (const Result<GpuCatalog> catalog = GpuCatalog::fromJson(input)) {
        static_cast<void>(catalog->find(QStringLiteral("NVIDIA H100 80GB HBM3")));
        static_cast<void>(catalog->find(QStringLiteral("RTX 4090")));
    } else {
        expectExplained(catalog, "GpuCatalog::fromJson gave no message");
    }
    if (const Result<CompatDatabase> database = CompatDatabase::fromJson(input)) {
        const CompatChecker checker(*database, CompatChecker::parseDriver(QStringLiteral("550.54.14")));
        static_cast<void>(checker.maxFullCuda());
        static_cast<void>(database->cudaVersions());
        expectExplained(checker.checkCuda(QStringLiteral("12.4")), "checkCuda gave no message");
        expectExplained(
            checker.checkFramework(QStringLiteral("torch"), QStringLiteral("2.5")), "checkFramework gave no message");
    } else {
        expectExplained(database, "CompatDatabase::fromJson gave no message");
    }
    // Driver, CUDA and framework versions arrive from offers and from what people type.
    const CompatDatabase *compat = bundledCompat();
    if (compat == nullptr) {
        return;
    }
    const QString text = QString::fromUtf8(input);
    const QStringList words = text.split(QLatin1Char(' '));
    const CompatChecker checker(*compat, CompatChecker::parseDriver(words.constFirst()));
    static_cast<void>(CompatChecker::driverText(CompatChecker::parseDriver(text)));
    expectExplained(checker.checkCuda(text), "checkCuda gave no message");
    expectExplained(checker.checkFramework(words.constFirst(), words.size() > 1 ? words.at(1) : QString()),
        "checkFramework gave no message");
}

} // namespace RentDeck::Fuzz
