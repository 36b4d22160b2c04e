// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CompatCommand.h"

#include "checks/CompatChecker.h"
#include "checks/CompatDatabase.h"
#include "checks/CompatVerdict.h"
#include "cli/CliContext.h"

#include <QJsonArray>
#include <QJsonObject>

namespace RentDeck {

namespace {

const char *const Frameworks[] = { "torch", "tensorflow", "paddle" };

} // namespace

void CompatCommand::addOptions(QCommandLineParser &parser)
{
    parser.addOption(
        { QStringLiteral("driver"), QStringLiteral("NVIDIA driver version (e.g. 550.54.14)."), QStringLiteral("VER") });
    parser.addOption(
        { QStringLiteral("cuda"), QStringLiteral("CUDA toolkit version (e.g. 12.4)."), QStringLiteral("VER") });
    parser.addOption({ QStringLiteral("torch"), QStringLiteral("PyTorch version (2.5, 2.5.1 or 2.1.0+cu121)."),
        QStringLiteral("VER") });
    parser.addOption({ QStringLiteral("tensorflow"), QStringLiteral("TensorFlow version."), QStringLiteral("VER") });
    parser.addOption({ QStringLiteral("paddle"), QStringLiteral("PaddlePaddle version."), QStringLiteral("VER") });
    parser.addOption({ QStringLiteral("os"), QStringLiteral("Driver numbering: linux (default) or windows."),
        QStringLiteral("OS"), QStringLiteral("linux") });
}

QJsonObject CompatCommand::toJson(const CompatVerdict &verdict)
{
    return { { QStringLiteral("name"), verdict.component }, { QStringLiteral("version"), verdict.version },
        { QStringLiteral("cuda"), verdict.cuda.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(verdict.cuda) },
        { QStringLiteral("verdict"), CompatVerdict::kindName(verdict.kind) },
        { QStringLiteral("reason"), verdict.reason }, { QStringLiteral("fix"), verdict.fix } };
}

int CompatCommand::exitCode(const QList<CompatVerdict> &verdicts)
{
    int code = 0;
    for (const CompatVerdict &verdict : verdicts) {
        if (verdict.kind == CompatVerdict::Kind::Incompatible) {
            return 4;
        }
        if (verdict.kind == CompatVerdict::Kind::MinorCompat) {
            code = 3;
        }
    }
    return code;
}

void CompatCommand::start(const QCommandLineParser &parser)
{
    const QString driverText = parser.value(QStringLiteral("driver"));
    const QVersionNumber driver = CompatChecker::parseDriver(driverText);
    if (driver.isNull()) {
        failWith(driverText.isEmpty()
                ? QStringLiteral("compat needs --driver VER (e.g. --driver 550.54.14)")
                : QStringLiteral("\"%1\" is not an NVIDIA driver version (e.g. 550.54.14)").arg(driverText),
            2);
        return;
    }
    const QString os = parser.value(QStringLiteral("os"));
    if (os != QLatin1String("linux") && os != QLatin1String("windows")) {
        failWith(QStringLiteral("--os must be linux or windows"), 2);
        return;
    }
    const Result<CompatDatabase> database = CompatDatabase::load();
    if (!database) {
        failWith(database.error().message, 1);
        return;
    }
    const CompatChecker checker(
        *database, driver, os == QLatin1String("windows") ? DriverOs::Windows : DriverOs::Linux);
    QList<CompatVerdict> verdicts;
    QList<Result<CompatVerdict>> results;
    if (parser.isSet(QStringLiteral("cuda"))) {
        results << checker.checkCuda(parser.value(QStringLiteral("cuda")));
    }
    for (const char *framework : Frameworks) {
        const QString option = QLatin1String(framework);
        if (parser.isSet(option)) {
            results << checker.checkFramework(option, parser.value(option));
        }
    }
    if (results.isEmpty()) {
        failWith(QStringLiteral("name at least one of --cuda, --torch, --tensorflow, --paddle"), 2);
        return;
    }
    for (const Result<CompatVerdict> &result : std::as_const(results)) {
        if (!result) {
            failWith(result.error().message, 1);
            return;
        }
        verdicts << *result;
    }
    if (m_context.json()) {
        QJsonArray components;
        for (const CompatVerdict &verdict : std::as_const(verdicts)) {
            components.append(toJson(verdict));
        }
        const QVersionNumber maxCuda = checker.maxFullCuda();
        CliContext::printJson(QJsonObject { { QStringLiteral("driver"), CompatChecker::driverText(driver) },
            { QStringLiteral("driver_max_cuda"),
                maxCuda.isNull() ? QJsonValue(QJsonValue::Null) : QJsonValue(maxCuda.toString()) },
            { QStringLiteral("components"), components } });
    } else {
        CliContext::printLine(QStringLiteral("%1%2%3%4")
                                  .arg(QStringLiteral("COMPONENT"), -12)
                                  .arg(QStringLiteral("VERSION"), -14)
                                  .arg(QStringLiteral("CUDA"), -6)
                                  .arg(QStringLiteral("VERDICT")));
        for (const CompatVerdict &verdict : std::as_const(verdicts)) {
            CliContext::printLine(QStringLiteral("%1%2%3%4")
                                      .arg(verdict.component, -12)
                                      .arg(verdict.version, -14)
                                      .arg(verdict.cuda.isEmpty() ? QStringLiteral("-") : verdict.cuda, -6)
                                      .arg(CompatVerdict::kindName(verdict.kind)));
            CliContext::printLine(QStringLiteral("    why: ") + verdict.reason);
            if (!verdict.fix.isEmpty()) {
                CliContext::printLine(QStringLiteral("    fix: ") + verdict.fix);
            }
        }
    }
    done(exitCode(verdicts));
}

} // namespace RentDeck
