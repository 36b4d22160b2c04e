// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Offer.h"
#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>
#include <optional>

namespace RentDeck {

/**
 * Vast.ai's JSON (reference/provider-apis.md §1) read into RentDeck's model, and RentDeck's requests written
 * in Vast's shapes. Pure functions: no network, no event loop, no logging of bodies. Tolerant of the shape
 * variants the reference lists ([CONFLICT]): numbers sent as strings, reliability vs reliability2, ports as a
 * docker map or an int array, ssh key lists bare or wrapped, credit vs balance. Bad bodies give an
 * Error::Code::Provider naming what is wrong; nothing here throws or crashes on garbage.
 */
class VastAiJson
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::VastAiJson)
public:
    static constexpr auto ProviderId = "vastai";
    static constexpr auto Currency = "USD";
    /** Offer ids of interruptible (bid) offers end with this, so launch knows to bid: "4100001-bid". */
    static constexpr auto BidSuffix = "-bid";
    /** Disk priced into dph_total by the search and given to new instances when the spec names none. */
    static constexpr double DefaultDiskGb = 16;
    static constexpr double MinimumDiskGb = 8;
    static constexpr int SearchLimit = 64;
    /** What Vast's SSH runtypes install; the official client's spelling ("direc"), see reference §9. */
    static constexpr auto RunType = "ssh_direc ssh_proxy";
    static constexpr auto DefaultImage = "pytorch/pytorch:2.4.0-cuda12.4-cudnn9-runtime";

    /** An offer id as RentDeck shows it, split: the ask id and whether it is the interruptible variant. */
    struct OfferRef
    {
        QString askId; // digits only
        bool bid = false;
    };

    /** "4100001" or "4100001-bid"; InvalidInput for anything else (ids go into URL paths). */
    [[nodiscard]] static Result<OfferRef> parseOfferId(const QString &offerId);
    /** True for a Vast instance id (digits only). */
    static bool isInstanceId(const QString &id);
    /** Vast's gpu_name for what the user typed ("4090", "RTX_4090", "NVIDIA H100 SXM"), or "" when not exact. */
    static QString vastGpuName(const QString &userText);

    // Answers
    /** {"offers": [...]} from a search; entries without a usable id are skipped. */
    [[nodiscard]] static Result<QList<Offer>> parseOffers(const QByteArray &body, bool bid);
    static std::optional<Offer> parseOffer(const QJsonObject &object, bool bid);
    /** {"instances": [...]} (list) or {"instances": {...}} (one); null or missing gives an empty list. */
    [[nodiscard]] static Result<QList<Instance>> parseInstances(const QByteArray &body);
    /** One page of GET /api/v1/instances/: its instances and next_token (empty on the last page). */
    struct InstancePage
    {
        QList<Instance> instances;
        QString nextToken;
    };
    [[nodiscard]] static Result<InstancePage> parseInstancePage(const QByteArray &body);
    static constexpr int InstancePageSize = 25; // show_instances.yaml: "Default 25, max 25"
    static std::optional<Instance> parseInstance(const QJsonObject &object);
    /** §8 state mapping from actual_status, intended_status and cur_state; \a detail gets the why. */
    static InstanceState mapState(
        const QJsonValue &actualStatus, const QString &intendedStatus, const QString &curState, QString *detail);
    /** Direct public_ipaddr:ports["22/tcp"][0].HostPort, else proxy ssh_host:ssh_port (+1 for jupyter). */
    static SshEndpoint sshEndpoint(const QJsonObject &instance);
    /** new_contract of a create answer (the instance id). */
    [[nodiscard]] static Result<QString> parseNewContract(const QByteArray &body);
    /** The public keys of GET /api/v0/ssh/ (bare array, {"ssh_keys": [...]} or a JSON string of the array). */
    [[nodiscard]] static Result<QStringList> parseSshKeys(const QByteArray &body);
    /** Whether \a keys holds \a publicKeyLine (type and key compared; comments ignored). */
    static bool containsKey(const QStringList &keys, const QString &publicKeyLine);
    /** The account credit of GET /api/v0/users/current/ ("credit" or "balance"). */
    [[nodiscard]] static Result<Money> parseBalance(const QByteArray &body);
    /**
     * Vast's own error codes on top of ApiJob's generic mapping: no_such_ask → "offer just taken",
     * missing_billing / insufficient credit → balance, no_such_instance → NotFound, auth_error → Auth.
     * \a body is the answer's body; \a error is returned unchanged when nothing Vast-specific applies.
     */
    static Error mapError(const Error &error, const QByteArray &body);

    // Helpers, public for tests
    /** Vast's "RTX 4090" as nvidia-smi names it ("NVIDIA GeForce RTX 4090"); AMD names stay as they are. */
    static QString displayGpuName(const QString &vastName, const QString &gpuArch = {});
    /** A number that may arrive as a JSON number or a numeric string. */
    static std::optional<double> number(const QJsonValue &value);
};

} // namespace RentDeck
