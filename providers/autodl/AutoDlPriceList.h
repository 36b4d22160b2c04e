// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Money.h"
#include "core/Result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <optional>

namespace RentDeck {

/** One GPU model of the AutoDL price list: a typical list price, not a quote. */
struct AutoDlPrice
{
    QString model; // as AutoDL names it: "RTX 4090", "A800-80GB"
    QString gpuName; // as nvidia-smi names it: "NVIDIA GeForce RTX 4090"
    double vramGb = 0;
    Money typicalPerGpuHour; // CNY
};

/**
 * Typical AutoDL per-GPU-hour list prices (resources/data/autodl-prices.json, embedded as
 * :/data/autodl-prices.json). AutoDL's stock call says what is free but not what it costs, so offers and the
 * "Add SSH host" AutoDL preset take their price from here; the console's price always wins. Immutable after
 * parse(); thread-safe to read.
 */
class AutoDlPriceList
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::AutoDlPriceList)

public:
    /** Fails with InvalidInput on malformed JSON, a missing "gpus" array or an entry without model or price. */
    [[nodiscard]] static Result<AutoDlPriceList> parse(const QByteArray &json);
    /** The embedded list (empty when the resource is missing, which TestAutoDlParser rules out). */
    static const AutoDlPriceList &builtin();

    const QList<AutoDlPrice> &entries() const { return m_entries; }
    /** By AutoDL model name or nvidia-smi name, ignoring case, spaces and punctuation ("rtx-4090" = "RTX 4090"). */
    std::optional<AutoDlPrice> find(const QString &modelOrGpuName) const;
    QString checked() const { return m_checked; } // "2026-11-30": when the list was compiled
    QString note() const { return m_note; }

    /** AutoDL's billing facts for people, for the "Add SSH host" AutoDL preset (translated). */
    static QString billingFacts();
    /** "typical list price ¥2.00/h per GPU (checked DATE); the AutoDL console price wins", translated. */
    QString priceNote(const AutoDlPrice &price) const;

private:
    QList<AutoDlPrice> m_entries;
    QString m_checked;
    QString m_note;
};

} // namespace RentDeck
