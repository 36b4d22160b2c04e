// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/ThroughputHistory.h"

#include "checks/CheckReport.h"
#include "checks/CheckReportStore.h"

#include <QJsonDocument>
#include <QRegularExpression>

namespace RentDeck {

void ThroughputHistory::add(const QString &offerKey, const QString &gpuModel, double tflopsPerGpu, const QDateTime &at)
{
    if (!(tflopsPerGpu > 0)) {
        return;
    }
    if (!offerKey.isEmpty()) {
        MeasuredThroughput &entry = m_byOffer[offerKey];
        if (!entry.measuredAt.isValid() || at >= entry.measuredAt) {
            entry.tflopsPerGpu = tflopsPerGpu;
            entry.measuredAt = at;
        }
        entry.source = ThroughputSource::MeasuredOffer;
        ++entry.samples;
    }
    const QString model = modelKey(gpuModel);
    if (!model.isEmpty()) {
        ModelTotal &total = m_byModel[model];
        total.sum += tflopsPerGpu;
        ++total.samples;
        total.newest = std::max(total.newest, at);
    }
}

std::optional<MeasuredThroughput> ThroughputHistory::lookup(const QString &offerKey, const QString &gpuModel) const
{
    if (const auto offer = m_byOffer.constFind(offerKey); !offerKey.isEmpty() && offer != m_byOffer.cend()) {
        return *offer;
    }
    const auto model = m_byModel.constFind(modelKey(gpuModel));
    if (model == m_byModel.cend()) {
        return std::nullopt;
    }
    return MeasuredThroughput { model->sum / model->samples, ThroughputSource::MeasuredGpuModel, model->samples,
        model->newest };
}

void ThroughputHistory::addBusBandwidth(const QString &offerKey, double gbs, const QDateTime &at)
{
    if (offerKey.isEmpty() || !(gbs > 0)) {
        return;
    }
    auto &entry = m_busByOffer[offerKey];
    if (!entry.second.isValid() || at >= entry.second) {
        entry = { gbs, at };
    }
}

std::optional<double> ThroughputHistory::busBytesPerSecond(const QString &offerKey) const
{
    const auto found = m_busByOffer.constFind(offerKey);
    return found == m_busByOffer.cend() ? std::nullopt : std::optional<double>(found->first * 1e9);
}

QString ThroughputHistory::modelKey(const QString &gpuName)
{
    // Providers and nvidia-smi spell one card several ways: "NVIDIA GeForce RTX 4090", "RTX 4090", "rtx 4090".
    static const QRegularExpression vendorWords(
        QStringLiteral("\\b(nvidia|geforce)\\b"), QRegularExpression::CaseInsensitiveOption);
    QString key = gpuName;
    key.remove(vendorWords);
    return key.simplified().toUpper();
}

QString ThroughputHistory::sourceName(ThroughputSource source)
{
    switch (source) {
    case ThroughputSource::Nominal:
        return QStringLiteral("nominal");
    case ThroughputSource::MeasuredGpuModel:
        return QStringLiteral("measured-model");
    case ThroughputSource::MeasuredOffer:
        return QStringLiteral("measured-offer");
    }
    return QStringLiteral("nominal");
}

Result<ThroughputHistory> ThroughputHistory::load(const CheckReportStore &reports)
{
    const auto benchmarks = reports.reportsWithCheck(QStringLiteral("bench.tflops"));
    if (!benchmarks) {
        return benchmarks.error();
    }
    ThroughputHistory history;
    for (const StoredCheckReport &stored : benchmarks.value()) {
        const QJsonDocument document = QJsonDocument::fromJson(stored.reportJson);
        if (!document.isObject()) {
            continue;
        }
        const CheckReport report = CheckReport::fromJson(document.object());
        if (const CheckResult *allReduce = report.result(QStringLiteral("bench.allreduce"));
            allReduce && allReduce->value) {
            history.addBusBandwidth(stored.offerKey, *allReduce->value, stored.at);
        }
        const CheckResult *bench = report.result(QStringLiteral("bench.tflops"));
        if (!bench || !bench->value) {
            continue;
        }
        history.add(
            stored.offerKey, stored.gpuName.isEmpty() ? report.gpuModel : stored.gpuName, *bench->value, stored.at);
    }
    return history;
}

} // namespace RentDeck
