// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/AddHostCommand.h"

#include "billing/Ledger.h"
#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "provider/HostPresets.h"
#include "services/InstanceManager.h"
#include "ssh/SshCommandParser.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>

namespace RentDeck {

void AddHostCommand::addOptions(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("SSH_COMMAND"),
        QStringLiteral("What your provider shows, quoted: \"ssh -p 34222 root@connect.example.com\"."));
    QCommandLineOption password(QStringLiteral("password"),
        QStringLiteral("Refused: use --password-env or "
                       "--password-stdin."),
        QStringLiteral("P"));
    password.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOptions({
        { QStringLiteral("password-env"), QStringLiteral("Log in with the password in environment variable VAR."),
            QStringLiteral("VAR") },
        { QStringLiteral("password-stdin"), QStringLiteral("Log in with the password read as one line from stdin.") },
        password,
        { QStringLiteral("price"), QStringLiteral("What the machine costs per hour (default 0)."), QStringLiteral("X"),
            QStringLiteral("0") },
        { QStringLiteral("currency"), QStringLiteral("USD or CNY (default USD)."), QStringLiteral("CUR"),
            QStringLiteral("USD") },
        { QStringLiteral("billing"), QStringLiteral("hour, minute or second (default hour)."), QStringLiteral("G"),
            QStringLiteral("hour") },
        { QStringLiteral("label"), QStringLiteral("A label shown next to the name."), QStringLiteral("TEXT") },
        { QStringLiteral("provider-name"),
            QStringLiteral("Who rents it to you, e.g. AutoDL (then CNY, per hour, and AutoDL's billing facts; "
                           "filled in when the host is AutoDL's SSH proxy)."),
            QStringLiteral("NAME") },
        { QStringLiteral("gpu"),
            QStringLiteral("With a provider that lists typical prices (AutoDL): the price from its list, e.g. "
                           "\"RTX 4090\"."),
            QStringLiteral("MODEL") },
        { QStringLiteral("gpus"), QStringLiteral("With --gpu: how many GPUs the machine has (default 1)."),
            QStringLiteral("N"), QStringLiteral("1") },
    });
}

void AddHostCommand::start(const QCommandLineParser &parser)
{
    if (parser.isSet(QStringLiteral("password"))) {
        failWith(QStringLiteral("never pass a password as an argument (other users see it in ps); use "
                                "--password-env VAR or --password-stdin"),
            2);
        return;
    }
    if (parser.positionalArguments().size() != 1) {
        failWith(QStringLiteral("give the SSH command as one quoted argument, e.g. rentdeck-cli add-host "
                                "\"ssh -p 34222 root@connect.example.com\""),
            2);
        return;
    }
    const Result<ParsedSshCommand> parsed = SshCommandParser::parse(parser.positionalArguments().constFirst());
    if (!parsed) {
        failWith(parsed.error().message, 2);
        return;
    }
    for (const QString &warning : parsed->warnings) {
        CliContext::progress(QStringLiteral("warning: %1").arg(warning));
    }
    SshHostSpec spec;
    spec.host = parsed->host;
    spec.port = parsed->port;
    spec.user = parsed->user;
    spec.identityFile = parsed->identityFile;
    spec.label = parser.value(QStringLiteral("label"));
    spec.providerName = parser.value(QStringLiteral("provider-name")).trimmed();
    // The preset the window's Add SSH host dialog picks for the same input (HostPresets::choose).
    const HostPresets presets = HostPresets::fromRegistry(m_context.manager().registry());
    const HostPreset *preset = presets.choose(spec.providerName, spec.host);
    if (preset != nullptr && spec.providerName.isEmpty()) {
        spec.providerName = preset->providerName;
    }
    const QString currency = preset != nullptr && !parser.isSet(QStringLiteral("currency"))
        ? preset->currency
        : parser.value(QStringLiteral("currency")).toUpper();
    spec.pricePerHour = Money::fromDecimalString(parser.value(QStringLiteral("price")), currency);
    if (parser.isSet(QStringLiteral("gpu"))) {
        const bool hasList = preset != nullptr && !preset->typicalPrices.isEmpty();
        const auto listed = hasList ? preset->findPrice(parser.value(QStringLiteral("gpu"))) : std::nullopt;
        bool countOk = false;
        const int gpus = parser.value(QStringLiteral("gpus")).toInt(&countOk);
        if (!hasList || parser.isSet(QStringLiteral("price")) || currency != preset->currency) {
            failWith(QStringLiteral("--gpu takes the price from the provider's typical list: use it with "
                                    "--provider-name AutoDL (or an AutoDL host), without --price and in its currency"),
                2);
            return;
        }
        if (!listed || !countOk || gpus < 1 || gpus > 8) {
            QStringList models;
            for (const ListedGpuPrice &price : preset->typicalPrices) {
                models << price.model;
            }
            failWith(QStringLiteral("--gpu takes one of: %1; --gpus 1 to 8").arg(models.join(QStringLiteral(", "))), 2);
            return;
        }
        spec.pricePerHour = listed->perGpuHour * gpus;
        CliContext::progress(listed->note);
    }
    if (preset != nullptr) {
        CliContext::progress(preset->billingFacts);
    }
    bool granularityOk = true;
    spec.granularity = preset != nullptr && !parser.isSet(QStringLiteral("billing"))
        ? preset->granularity
        : BillingPolicy::granularityFromName(parser.value(QStringLiteral("billing")), &granularityOk);
    if (!spec.pricePerHour.isValid() || (currency != QLatin1String("USD") && currency != QLatin1String("CNY"))) {
        failWith(QStringLiteral("--price takes a decimal number and --currency USD or CNY"), 2);
        return;
    }
    if (!granularityOk) {
        failWith(QStringLiteral("--billing takes hour, minute or second"), 2);
        return;
    }
    if (parser.isSet(QStringLiteral("password-env")) && parser.isSet(QStringLiteral("password-stdin"))) {
        failWith(QStringLiteral("give --password-env or --password-stdin, not both"), 2);
        return;
    }
    if (parser.isSet(QStringLiteral("password-env"))) {
        const QString variable = parser.value(QStringLiteral("password-env"));
        spec.password = qEnvironmentVariable(variable.toLocal8Bit().constData());
        if (spec.password.isEmpty()) {
            failWith(QStringLiteral("the environment variable %1 is not set or empty").arg(variable), 2);
            return;
        }
    } else if (parser.isSet(QStringLiteral("password-stdin"))) {
        QTextStream in(stdin);
        spec.password = in.readLine();
        if (spec.password.isEmpty()) {
            failWith(QStringLiteral("--password-stdin read an empty line"), 2);
            return;
        }
    }
    Provider *provider = m_context.manager().providerWith(ProviderCapability::AddHost);
    if (provider == nullptr) {
        failWith(QStringLiteral("the sshhost provider is not available in this build"));
        return;
    }
    const QString target = QStringLiteral("%1@%2:%3").arg(spec.user, spec.host, QString::number(spec.port));
    InstanceJob *job = provider->addHost(spec);
    spec.password.fill(QLatin1Char('\0'));
    connect(job, &Job::progress, this, [](const QString &message) { CliContext::progress(message); });
    connect(job, &Job::finished, this, [this, job, target, warnings = parsed->warnings] {
        if (!job->isOk()) {
            failWith(QStringLiteral("could not add %1: %2").arg(target, job->error().message));
            return;
        }
        const Instance &instance = job->value();
        // The ledger starts its cost from here, as for a launch.
        m_context.manager().adopt(instance);
        if (m_context.json()) {
            QJsonObject json = CliJson::instance(instance, Money(0, instance.pricePerHour.currency()));
            json.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(warnings));
            CliContext::printJson(json);
        } else {
            CliContext::printLine(instance.name());
        }
        done(0);
    });
}

} // namespace RentDeck
