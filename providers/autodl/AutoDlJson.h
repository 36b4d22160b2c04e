// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "AutoDlProCatalog.h"
#include "core/Instance.h"
#include "core/Offer.h"
#include "core/Result.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <optional>

namespace RentDeck {

class AutoDlPriceList;

/** Free GPUs of one model in one AutoDL region, from the gpu_stock call. */
struct AutoDlStock
{
    QString region; // region_sign, "westDC2"; "" when the answer does not say
    QString regionName; // "西北B区", for people
    QString gpuModel; // AutoDL's name: "RTX 4090"
    QString gpuSpecUuid; // what pro/create wants; "" = cannot be launched through the API
    int idle = 0;
    int total = 0;
    int cpuPerGpu = 0; // 0 = unknown
    double ramGbPerGpu = 0;
    double vramGb = 0; // 0 = take it from the price list
    QString maxCuda; // "12.4"; "" = unknown
};

/** An AutoDL offer id, "REGION/GPU_SPEC_UUID/COUNT": everything pro/create needs, so launch needs no lookup. */
struct AutoDlOfferId
{
    QString region; // "any" when the stock answer named none
    QString gpuSpecUuid;
    int gpuCount = 1;

    QString toString() const;
    static std::optional<AutoDlOfferId> parse(const QString &text);
};

/** The SSH side of pro/snapshot (and of list rows that carry it). Holds the root password: never log it. */
struct AutoDlSnapshot
{
    QString status;
    QString host;
    int port = 0;
    QString user = QStringLiteral("root");
    QString password;
    Money pricePerHour; // payg_price; invalid when absent
    QString gpuName; // snapshot_gpu_alias_name ("NVIDIA RTX PRO 6000"); the list rows have none

    bool hasSsh() const { return !host.isEmpty() && port > 0; }
};

/**
 * Pure functions over AutoDL's JSON (reference/provider-apis.md §6). The Pro-instance endpoints and their field
 * names come from a third-party client reference only [UNCONFIRMED], so every reader here is tolerant: missing
 * fields give defaults, numbers may come as strings, lists may come bare or as data.list. Thread-safe.
 */
class AutoDlJson
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::AutoDlJson)

public:
    static constexpr auto ProviderId = "autodl";
    static constexpr int MaxGpusPerInstance = 4; // Pro instances take req_gpu_amount 1..4
    static constexpr int MaxDiskExpansionGb = 500; // expand_system_disk_by_gb 0..500
    static constexpr int DefaultCudaFrom = 118; // cuda_v_from: 118 = CUDA 11.8
    static QString providerName() { return QStringLiteral("AutoDL"); }

    /**
     * The envelope {"code": "Success", "msg", "data"}: data on success; otherwise an Error whose message says what
     * AutoDL said (auth-looking codes and texts → Error::Code::Auth with the Settings › Accounts advice; no GPU
     * left → "this offer was just taken"; no balance → top up). A body that is not such an object is an error too.
     */
    [[nodiscard]] static Result<QJsonValue> unwrap(const QJsonDocument &document);
    /** The Error for a failed envelope's code and msg (also used for HTTP errors carrying the envelope). */
    static Error envelopeError(const QString &code, const QString &message);

    /**
     * gpu_stock data: a list of rows {region_sign, region_name, gpu_type|gpu_name, gpu_spec_uuid, idle_gpu_num,
     * total_gpu_num, cpu_num, memory_size (bytes), gpu_memory (bytes), cuda_v}, or the per-region map form
     * [{"RTX 4090": {idle_gpu_num, total_gpu_num, ...}}] (region from \a regionHint), bare or under "list".
     */
    [[nodiscard]] static Result<QList<AutoDlStock>> parseStock(const QJsonValue &data, const QString &regionHint = {});
    /**
     * One offer per stock row with idle GPUs, a gpu_spec_uuid and a listed price, for 1..min(idle, 4) GPUs:
     * price = typical list price × count, CNY, billed per hour.
     */
    static QList<Offer> offers(const QList<AutoDlStock> &stock, const AutoDlPriceList &prices);
    /**
     * The offers of the Pro API: it has no stock query, so one per priced spec of \a catalog × 1..4 GPUs, in any
     * region (data_center_list left out: AutoDL picks). Whether it is free now only a create tells ("暂无库存").
     */
    static QList<Offer> proOffers(const AutoDlProCatalog &catalog);

    /** pro/create data: the instance_uuid as a string, or {"instance_uuid": ...}. */
    [[nodiscard]] static Result<QString> parseCreated(const QJsonValue &data);
    /** pro/list data (data.list or a bare list); \a maxPage receives max_page (1 when absent). */
    [[nodiscard]] static Result<QList<Instance>> parseInstances(
        const QJsonValue &data, const AutoDlPriceList &prices, int *maxPage = nullptr);
    /** One pro/list row. SSH fields are applied by the caller from parseSnapshot(). */
    static Instance instanceFromJson(const QJsonObject &row, const AutoDlPriceList &prices);
    /** pro/snapshot data: ssh_command (parsed) or proxy_host + ssh_port, root_password, status, payg_price. */
    [[nodiscard]] static Result<AutoDlSnapshot> parseSnapshot(const QJsonValue &data);
    /** pro/status data: a bare status string or {"status": ...}. */
    [[nodiscard]] static Result<QString> parseStatus(const QJsonValue &data);

    /** AutoDL status text → normalized state (unknown texts are Error, with the text kept in stateDetail). */
    static InstanceState mapStatus(const QString &status);
    /**
     * The pro/create body for \a offer and \a spec; InvalidInput when the disk is out of range or the image is
     * neither a base image of \a catalog (by uuid or name), nor an image uuid of the account (image-…).
     */
    [[nodiscard]] static Result<QJsonObject> createBody(
        const AutoDlOfferId &offer, const InstanceSpec &spec, const AutoDlProCatalog &catalog);
    /** The image pro/create gets when the launch names none: the catalog's PyTorch 2.0.0 / CUDA 11.8 base image. */
    static QString defaultImageUuid();
};

} // namespace RentDeck
