// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Entry points for what pre-flight checks read from an instance: nvidia-smi in every format, the probe's JSON
// (with the benchmark and under-load sample), saved check reports, and the bundled catalogs.
#include "FuzzSupport.h"
#include "checks/CheckEvaluator.h"
#include "checks/CheckReport.h"
#include "checks/CompatChecker.h"
#include "checks/CompatDatabase.h"
#include "checks/GpuCatalog.h"
#include "checks/NvidiaSmiCsvParser.h"
#include "checks/NvidiaSmiFailure.h"
#include "checks/NvidiaSmiListParser.h"
#include "checks/NvidiaSmiParser.h"
#include "checks/NvidiaSmiQueryTextParser.h"
#include "checks/NvidiaSmiTableParser.h"
#include "checks/NvidiaSmiVersionParser.h"
#include "checks/NvidiaSmiXmlParser.h"

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
    static_cast<void>(NvidiaSmiCsvParser::isHeader(text.section(QLatin1Char('\n'), 0, 0)));
    static_cast<void>(NvidiaSmiListParser::looksLikeList(text));
    static_cast<void>(NvidiaSmiVersionParser::looksLikeVersion(text));
    if (const std::optional<NvidiaSmiFailure> failure = NvidiaSmiFailure::detect(text)) {
        expect(!failure->toError().message.isEmpty(), "NvidiaSmiFailure without a message");
    }
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
