// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "AutoDlProCatalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace RentDeck {

Result<AutoDlProCatalog> AutoDlProCatalog::parse(const QByteArray &json)
{
    const auto invalid = [](const QString &why) {
        return Error::make(Error::Code::InvalidInput, tr("The AutoDL Pro catalog is invalid: %1").arg(why));
    };
    const QJsonDocument document = QJsonDocument::fromJson(json);
    const QJsonArray specs = document.object().value(QLatin1String("specs")).toArray();
    const QJsonArray images = document.object().value(QLatin1String("base_images")).toArray();
    if (specs.isEmpty() || images.isEmpty()) {
        return invalid(tr("no specs or no base images"));
    }
    AutoDlProCatalog catalog;
    catalog.m_checked = document.object().value(QLatin1String("checked")).toString();
    for (const QJsonValue &value : specs) {
        const QJsonObject entry = value.toObject();
        AutoDlProSpec spec { entry.value(QLatin1String("gpu_spec_uuid")).toString(),
            entry.value(QLatin1String("console_name")).toString(), entry.value(QLatin1String("gpu_name")).toString(),
            entry.value(QLatin1String("vram_gb")).toDouble(), entry.value(QLatin1String("tier")).toString(), Money() };
        if (spec.specUuid.isEmpty() || spec.gpuName.isEmpty() || spec.vramGb <= 0) {
            return invalid(tr("a spec without gpu_spec_uuid, gpu_name or vram_gb"));
        }
        if (const QJsonValue price = entry.value(QLatin1String("typical_price")); price.isDouble()) {
            spec.typicalPerGpuHour = Money::fromDouble(price.toDouble(), QStringLiteral("CNY"));
        }
        catalog.m_specs.append(spec);
    }
    const QString defaultUuid = document.object().value(QLatin1String("default_image")).toString();
    bool hasDefault = false;
    for (const QJsonValue &value : images) {
        const QJsonObject entry = value.toObject();
        AutoDlBaseImage image { entry.value(QLatin1String("image_uuid")).toString(),
            entry.value(QLatin1String("name")).toString(), entry.value(QLatin1String("framework")).toString(),
            entry.value(QLatin1String("cuda")).toString(), entry.value(QLatin1String("cuda_v_from")).toInt() };
        if (image.uuid.isEmpty() || image.name.isEmpty() || image.cudaFrom <= 0) {
            return invalid(tr("a base image without image_uuid, name or cuda_v_from"));
        }
        if (image.uuid == defaultUuid) {
            catalog.m_defaultImage = catalog.m_images.size();
            hasDefault = true;
        }
        catalog.m_images.append(image);
    }
    if (!hasDefault) {
        return invalid(tr("default_image is not one of the base images"));
    }
    return catalog;
}

const AutoDlProCatalog &AutoDlProCatalog::builtin()
{
    static const AutoDlProCatalog catalog = [] {
        QFile file(QStringLiteral(":/data/autodl-pro.json"));
        auto parsed = file.open(QIODevice::ReadOnly) ? parse(file.readAll()) : Result<AutoDlProCatalog>(Error());
        return parsed ? std::move(parsed).value() : AutoDlProCatalog();
    }();
    return catalog;
}

std::optional<AutoDlProSpec> AutoDlProCatalog::spec(const QString &specUuid) const
{
    for (const AutoDlProSpec &spec : m_specs) {
        if (spec.specUuid == specUuid.trimmed()) {
            return spec;
        }
    }
    return std::nullopt;
}

std::optional<AutoDlBaseImage> AutoDlProCatalog::image(const QString &uuidOrName) const
{
    const QString wanted = uuidOrName.trimmed();
    for (const AutoDlBaseImage &image : m_images) {
        if (image.uuid == wanted || image.name.compare(wanted, Qt::CaseInsensitive) == 0) {
            return image;
        }
    }
    return std::nullopt;
}

} // namespace RentDeck
