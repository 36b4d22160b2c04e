// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AutoDlPriceList.h"

#include "provider/HostPreset.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace RentDeck {

Result<AutoDlPriceList> AutoDlPriceList::parse(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject() || !document.object().value(QLatin1String("gpus")).isArray()) {
        return Error::make(Error::Code::InvalidInput,
            tr("The AutoDL price list is not readable (%1): expected an object with a \"gpus\" array.")
                .arg(parseError.error == QJsonParseError::NoError ? tr("wrong shape") : parseError.errorString()));
    }
    const QJsonObject root = document.object();
    const QString currency = root.value(QLatin1String("currency")).toString(QStringLiteral("CNY"));
    AutoDlPriceList list;
    list.m_checked = root.value(QLatin1String("checked")).toString();
    list.m_note = root.value(QLatin1String("note")).toString();
    const QJsonArray gpus = root.value(QLatin1String("gpus")).toArray();
    for (const QJsonValue &value : gpus) {
        const QJsonObject gpu = value.toObject();
        AutoDlPrice price;
        price.model = gpu.value(QLatin1String("model")).toString().trimmed();
        price.gpuName = gpu.value(QLatin1String("gpu_name")).toString().trimmed();
        price.vramGb = gpu.value(QLatin1String("vram_gb")).toDouble();
        const QJsonValue typical = gpu.value(QLatin1String("typical_price"));
        if (price.model.isEmpty() || !typical.isDouble() || typical.toDouble() < 0) {
            return Error::make(Error::Code::InvalidInput,
                tr("The AutoDL price list has an entry without a model or a typical_price (entry %1).")
                    .arg(list.m_entries.size() + 1));
        }
        price.typicalPerGpuHour = Money::fromDouble(typical.toDouble(), currency);
        if (price.gpuName.isEmpty()) {
            price.gpuName = price.model;
        }
        list.m_entries.append(price);
    }
    return list;
}

const AutoDlPriceList &AutoDlPriceList::builtin()
{
    static const AutoDlPriceList list = [] {
        QFile file(QStringLiteral(":/data/autodl-prices.json"));
        if (!file.open(QIODevice::ReadOnly)) {
            return AutoDlPriceList();
        }
        Result<AutoDlPriceList> parsed = parse(file.readAll());
        return parsed ? std::move(parsed).value() : AutoDlPriceList();
    }();
    return list;
}

QString AutoDlPriceList::billingFacts()
{
    return tr("AutoDL bills pay-as-you-go by the hour, in yuan (CNY). Powering off (关机) stops compute billing and "
              "keeps the disk; an instance left powered off for 15 days is released and its data deleted.");
}

QString AutoDlPriceList::priceNote(const AutoDlPrice &price) const
{
    return tr("%1: typical list price %2/h per GPU (list checked %3); the AutoDL console price wins.")
        .arg(price.model, price.typicalPerGpuHour.format(), m_checked);
}

std::optional<AutoDlPrice> AutoDlPriceList::find(const QString &modelOrGpuName) const
{
    const QString key = HostPreset::comparableName(modelOrGpuName);
    if (key.isEmpty()) {
        return std::nullopt;
    }
    for (const AutoDlPrice &price : m_entries) {
        if (HostPreset::comparableName(price.model) == key || HostPreset::comparableName(price.gpuName) == key) {
            return price;
        }
    }
    return std::nullopt;
}

} // namespace RentDeck
