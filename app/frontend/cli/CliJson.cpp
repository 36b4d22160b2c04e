// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/CliJson.h"

#include "ssh/ShellQuote.h"

#include <QJsonArray>

namespace RentDeck::CliJson {

QJsonValue money(const Money &money)
{
    if (!money.isValid()) {
        return QJsonValue::Null;
    }
    return money.toDouble();
}

QJsonObject offer(const Offer &offer)
{
    QJsonObject json;
    json.insert(QStringLiteral("id"), offer.id);
    json.insert(QStringLiteral("offer"), offer.qualifiedId());
    json.insert(QStringLiteral("provider"), offer.providerId);
    json.insert(QStringLiteral("gpu_name"), offer.gpuName);
    json.insert(QStringLiteral("gpu_count"), offer.gpuCount);
    json.insert(QStringLiteral("vram_gb"), offer.vramGb);
    json.insert(QStringLiteral("price_per_hour"), money(offer.pricePerHour));
    json.insert(QStringLiteral("price_per_gpu_hour"), money(offer.pricePerGpuHour()));
    json.insert(QStringLiteral("currency"), offer.pricePerHour.currency());
    json.insert(QStringLiteral("billing"), offer.billing.granularityName());
    json.insert(QStringLiteral("minimum_seconds"), offer.billing.minimumSeconds);
    json.insert(QStringLiteral("storage_per_gb_month"), money(offer.billing.storagePerGbMonth));
    json.insert(QStringLiteral("spot"), offer.spot);
    json.insert(QStringLiteral("region"), offer.region);
    json.insert(QStringLiteral("cpu_cores"), offer.cpuCores);
    json.insert(QStringLiteral("ram_gb"), offer.ramGb);
    json.insert(QStringLiteral("disk_gb"), offer.diskGb);
    json.insert(QStringLiteral("max_cuda"), offer.maxCuda.isEmpty() ? QJsonValue() : QJsonValue(offer.maxCuda));
    json.insert(QStringLiteral("driver_version"),
        offer.driverVersion.isEmpty() ? QJsonValue() : QJsonValue(offer.driverVersion));
    json.insert(QStringLiteral("reliability"), offer.reliability ? QJsonValue(*offer.reliability) : QJsonValue());
    json.insert(QStringLiteral("sliced"), offer.sliced);
    json.insert(
        QStringLiteral("interconnect"), offer.interconnect.isEmpty() ? QJsonValue() : QJsonValue(offer.interconnect));
    json.insert(QStringLiteral("note"), offer.note);
    return json;
}

QJsonObject instance(const Instance &instance, const Money &accrued)
{
    QJsonObject ssh;
    ssh.insert(QStringLiteral("host"), instance.ssh.host);
    ssh.insert(QStringLiteral("port"), instance.ssh.port);
    ssh.insert(QStringLiteral("user"), instance.ssh.user);
    QJsonObject json;
    json.insert(QStringLiteral("name"), instance.name());
    json.insert(QStringLiteral("provider"), instance.providerId);
    json.insert(QStringLiteral("id"), instance.id);
    json.insert(QStringLiteral("label"), instance.label);
    json.insert(QStringLiteral("status"), instanceStateName(instance.state));
    json.insert(QStringLiteral("status_detail"), instance.stateDetail);
    json.insert(QStringLiteral("reclaimed"), instance.reclaimed); // extension: preempted or outbid, not asked
    json.insert(QStringLiteral("offer"), QString(instance.providerId + QLatin1Char(':') + instance.offerId));
    json.insert(QStringLiteral("gpu_name"), instance.gpuName);
    json.insert(QStringLiteral("gpu_count"), instance.gpuCount);
    json.insert(QStringLiteral("price_per_hour"), money(instance.pricePerHour));
    json.insert(QStringLiteral("currency"), instance.pricePerHour.currency());
    json.insert(QStringLiteral("billing"), instance.billing.granularityName());
    json.insert(QStringLiteral("ssh"), instance.ssh.isValid() ? QJsonValue(ssh) : QJsonValue());
    json.insert(QStringLiteral("accrued"), money(accrued));
    json.insert(QStringLiteral("created_at"), instance.createdAt.toUTC().toString(Qt::ISODate));
    return json;
}

QJsonObject provider(const ProviderDescriptor &descriptor, bool configured)
{
    QJsonObject json;
    json.insert(QStringLiteral("id"), descriptor.id);
    json.insert(QStringLiteral("name"), descriptor.displayName);
    json.insert(QStringLiteral("configured"), configured);
    json.insert(QStringLiteral("simulated"), descriptor.isSimulated);
    json.insert(QStringLiteral("currency"), descriptor.currency);
    json.insert(QStringLiteral("billing"), BillingPolicy::granularityName(descriptor.defaultGranularity));
    json.insert(QStringLiteral("can_list_offers"), descriptor.capabilities.testFlag(ProviderCapability::ListOffers));
    json.insert(QStringLiteral("can_launch"), descriptor.capabilities.testFlag(ProviderCapability::CreateInstance));
    json.insert(QStringLiteral("can_stop"), descriptor.capabilities.testFlag(ProviderCapability::StartStop));
    json.insert(QStringLiteral("can_resume"), descriptor.capabilities.testFlag(ProviderCapability::StartStop));
    json.insert(QStringLiteral("can_restart"), descriptor.capabilities.testFlag(ProviderCapability::Restart));
    json.insert(QStringLiteral("spot"), descriptor.capabilities.testFlag(ProviderCapability::Spot));
    json.insert(QStringLiteral("stop_means"), descriptor.stopMeans);
    json.insert(QStringLiteral("billed_after_stop"), descriptor.billedAfterStop);
    return json;
}

namespace {

QJsonValue timeOrNull(const QDateTime &at)
{
    return at.isValid() ? QJsonValue(at.toUTC().toString(Qt::ISODate)) : QJsonValue();
}

} // namespace

QJsonObject job(const JobRecord &job)
{
    QJsonObject json { { QStringLiteral("id"), job.name() }, { QStringLiteral("instance"), job.instanceName },
        { QStringLiteral("command"),
            job.command.size() == 1 ? job.command.constFirst() : ShellQuote::join(job.command) },
        { QStringLiteral("state"), jobStateName(job.state) },
        { QStringLiteral("exit_code"), job.exitCode ? QJsonValue(*job.exitCode) : QJsonValue() },
        { QStringLiteral("started_at"), timeOrNull(job.startedAt) },
        { QStringLiteral("ended_at"), timeOrNull(job.endedAt) },
        { QStringLiteral("instances"), QJsonArray::fromStringList(job.instances) },
        { QStringLiteral("state_detail"), job.stateDetail }, { QStringLiteral("workdir"), job.workdir },
        { QStringLiteral("checkpoints"), job.checkpointDir },
        { QStringLiteral("on_finish"), jobFinishActionName(job.onFinish) },
        { QStringLiteral("auto_recover"), job.autoRecover } };
    json.insert(QStringLiteral("last_checkpoint"),
        job.lastCheckpoint.isValid() ? QJsonValue(QJsonObject { { QStringLiteral("path"), job.lastCheckpoint.path },
            { QStringLiteral("at"), timeOrNull(job.lastCheckpoint.at) } })
                                     : QJsonValue());
    json.insert(QStringLiteral("last_pulled"),
        job.lastPulled.isValid() ? QJsonValue(QJsonObject { { QStringLiteral("path"), job.lastPulled.path },
            { QStringLiteral("at"), timeOrNull(job.lastPulled.at) },
            { QStringLiteral("verified"), job.lastPulled.verified } })
                                 : QJsonValue());
    return json;
}

} // namespace RentDeck::CliJson
