// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/AddHostCommand.h"

#include "autodl/AutoDlPriceList.h"
#include "billing/Ledger.h"
#include "cli/CliContext.h"
#include "cli/CliJson.h"
#include "core/InstanceManager.h"
#include "sshhost/SshCommandParser.h"
#include "sshhost/SshHostProvider.h"

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
            QStringLiteral("Who rents it to you, e.g. AutoDL (then CNY, per hour, and AutoDL's billing facts)."),
            QStringLiteral("NAME") },
        { QStringLiteral("gpu"),
            QStringLiteral("With --provider-name AutoDL: the price from AutoDL's typical list, e.g. \"RTX 4090\"."),
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
    spec.providerName = parser.value(QStringLiteral("provider-name"));
    // The AutoDL preset: yuan, by the hour, and the price may come from the typical list.
    const bool autodl = spec.providerName.trimmed().compare(QLatin1String("AutoDL"), Qt::CaseInsensitive) == 0;
    const QString currency = autodl && !parser.isSet(QStringLiteral("currency"))
        ? QStringLiteral("CNY")
        : parser.value(QStringLiteral("currency")).toUpper();
    spec.pricePerHour = Money::fromDecimalString(parser.value(QStringLiteral("price")), currency);
    if (parser.isSet(QStringLiteral("gpu"))) {
        const auto listed = AutoDlPriceList::builtin().find(parser.value(QStringLiteral("gpu")));
        bool countOk = false;
        const int gpus = parser.value(QStringLiteral("gpus")).toInt(&countOk);
        if (!autodl || parser.isSet(QStringLiteral("price")) || currency != QLatin1String("CNY")) {
            failWith(QStringLiteral("--gpu takes the price from AutoDL's list: use it with --provider-name AutoDL, "
                                    "without --price and in CNY"),
                2);
            return;
        }
        if (!listed || !countOk || gpus < 1 || gpus > 8) {
            QStringList models;
            for (const AutoDlPrice &price : AutoDlPriceList::builtin().entries()) {
                models << price.model;
            }
            failWith(QStringLiteral("--gpu takes one of: %1; --gpus 1 to 8").arg(models.join(QStringLiteral(", "))), 2);
            return;
        }
        spec.pricePerHour = listed->typicalPerGpuHour * gpus;
        CliContext::progress(AutoDlPriceList::builtin().priceNote(*listed));
    }
    if (autodl) {
        CliContext::progress(AutoDlPriceList::billingFacts());
    }
    bool granularityOk = false;
    spec.granularity = BillingPolicy::granularityFromName(parser.value(QStringLiteral("billing")), &granularityOk);
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
    auto *provider = qobject_cast<SshHostProvider *>(m_context.manager().provider(QStringLiteral("sshhost")));
    if (provider == nullptr) {
        failWith(QStringLiteral("the sshhost provider is not available in this build"));
        return;
    }
    const QString target = QStringLiteral("%1@%2:%3").arg(spec.user, spec.host, QString::number(spec.port));
    InstanceJob *job = provider->addHost(spec);
    spec.password.fill(QLatin1Char('\0'));
    connect(job, &ProviderJob::progress, this, [](const QString &message) { CliContext::progress(message); });
    connect(job, &ProviderJob::finished, this, [this, job, target, warnings = parsed->warnings] {
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
