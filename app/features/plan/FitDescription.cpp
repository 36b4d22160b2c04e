// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plan/FitDescription.h"

#include "settings/DisplayCurrency.h"

#include <QLocale>
#include <cmath>

namespace RentDeck {

QString FitDescription::level(FitLevel level)
{
    switch (level) {
    case FitLevel::DoesNotFit:
        return tr("does not fit");
    case FitLevel::Tight:
        return tr("tight");
    case FitLevel::Comfortable:
        return tr("comfortable");
    }
    return {};
}

QString FitDescription::count(double value)
{
    for (const auto &[scale, suffix] : { std::pair { 1e12, "T" }, { 1e9, "B" }, { 1e6, "M" }, { 1e3, "K" } }) {
        if (value >= scale) {
            return QString::number(value / scale, 'g', 4) + QLatin1String(suffix);
        }
    }
    return QString::number(value, 'g', 6);
}

QString FitDescription::scientific(double value)
{
    if (!(value > 0)) {
        return QStringLiteral("0");
    }
    const int exponent = int(std::floor(std::log10(value)));
    const double mantissa = value / std::pow(10.0, exponent);
    return QStringLiteral("%1 × 10<sup>%2</sup>").arg(QLocale().toString(mantissa, 'f', 1)).arg(exponent);
}

QString FitDescription::duration(double hours)
{
    if (!(hours > 0)) {
        return {};
    }
    const QLocale locale;
    if (hours < 1) {
        return tr("%1 min").arg(locale.toString(std::max(1.0, std::round(hours * 60)), 'f', 0));
    }
    if (hours < 72) {
        return tr("%1 h").arg(locale.toString(hours, 'f', hours < 10 ? 1 : 0));
    }
    return tr("%1 days").arg(locale.toString(hours / 24, 'f', 1));
}

QString FitDescription::throughputSource(const OfferFit &fit)
{
    switch (fit.throughputSource) {
    case ThroughputSource::Nominal:
        return tr("data sheet");
    case ThroughputSource::MeasuredGpuModel:
        return tr("measured on earlier machines with this GPU");
    case ThroughputSource::MeasuredOffer:
        return tr("measured on this offer");
    }
    return {};
}

QString FitDescription::costExplanation(const OfferFit &fit, const DisplayCurrency &currency)
{
    if (!fit.time) {
        return {};
    }
    const QLocale locale;
    QString text = tr("%1 at %2 TFLOPS per GPU (%3) × %4 % MFU × %5 % parallel efficiency")
                       .arg(duration(fit.time->hours), locale.toString(fit.tflopsPerGpu, 'f', 0), throughputSource(fit),
                           locale.toString(fit.estimate.input.mfu * 100, 'f', 0),
                           locale.toString(fit.parallelEfficiency() * 100, 'f', 0));
    if (fit.linkMeasured && fit.estimate.input.gpus > 1) {
        text += tr(", gradient sync at the %1 GB/s measured on this offer")
                    .arg(locale.toString(fit.linkBytesPerSecond / 1e9, 'f', 1));
    }
    if (fit.jobCost.isValid()) {
        text += tr(", billed the offer's way: %1").arg(currency.format(fit.jobCost));
    }
    return text;
}

} // namespace RentDeck
