// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Offer.h"
#include "core/Result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace RentDeck {

/** One SSH key registered at Lambda Cloud (GET /api/v1/ssh-keys). */
struct LambdaSshKey
{
    QString id;
    QString name;
    QString publicKey;
};

/** One machine image (GET /api/v1/images, Lambda Cloud API 1.8.3 `Image`). */
struct LambdaImage
{
    QString id;
    QString name; // "Lambda Stack 24.04"
    QString family; // "lambda-stack-24-04", "ubuntu-24-04"
    QString region; // the region it is in
};

/** An offer id "<instance type>@<region>" taken apart. */
struct LambdaOfferRef
{
    QString instanceType; // "gpu_1x_a100_sxm4"
    QString region; // "us-east-1"
};

/**
 * Pure functions from Lambda Cloud's JSON (reference/provider-apis.md §3) to RentDeck's model. Every body
 * comes in the {"data": ...} envelope; anything else (garbage, wrong types, missing fields) gives a
 * Provider error that names what was wrong, never a crash. Unknown fields are ignored.
 */
class LambdaJson
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::LambdaJson)
public:
    static constexpr const char *ProviderId = "lambda";

    /**
     * GET /instance-types: one offer per (type × region with capacity), id "<type>@<region>". Types with no
     * region are sold out and left out; their names go to \a soldOut when given. A malformed type is left out
     * too (its name and why go to \a skipped) so that one bad entry does not hide the whole catalog.
     */
    static Result<QList<Offer>> parseOffers(
        const QByteArray &body, QStringList *soldOut = nullptr, QStringList *skipped = nullptr);
    /**
     * GET /instances: every instance; \a sshKeyFile and \a knownHostsFile go into the SSH endpoints. One malformed
     * instance fails the whole list: leaving it out would make RentDeck think it was terminated and stop
     * counting its cost while Lambda still bills it.
     */
    static Result<QList<Instance>> parseInstances(
        const QByteArray &body, const QString &sshKeyFile = {}, const QString &knownHostsFile = {});
    /** GET /instances/{id}: one instance. */
    static Result<Instance> parseInstance(
        const QByteArray &body, const QString &sshKeyFile = {}, const QString &knownHostsFile = {});
    /** One Instance object (the payload, without the envelope). */
    static Result<Instance> instanceFromObject(
        const QJsonObject &object, const QString &sshKeyFile = {}, const QString &knownHostsFile = {});
    /** POST /instance-operations/launch: the new instance ids (at least one). */
    static Result<QStringList> parseLaunchedIds(const QByteArray &body);
    /** POST /instance-operations/terminate or /restart: the ids in \a listKey ("terminated_instances"). */
    static Result<QStringList> parseOperationIds(const QByteArray &body, const QString &listKey);
    /** GET /ssh-keys; parseSshKey: the one key POST /ssh-keys answers. */
    static Result<QList<LambdaSshKey>> parseSshKeys(const QByteArray &body);
    /** GET /images: {"data": [Image]}; entries without an id are skipped. */
    static Result<QList<LambdaImage>> parseImages(const QByteArray &body);
    static Result<LambdaSshKey> parseSshKey(const QByteArray &body);

    /** booting → Provisioning, active → Running, unhealthy → Error, terminating/terminated → Terminated, preempted →
     * Preempted. */
    static InstanceState stateFromStatus(const QString &status, bool *known = nullptr);
    /** "gpu_1x_a10@us-east-1" → {gpu_1x_a10, us-east-1}; nullopt when either side is empty or has spaces. */
    static std::optional<LambdaOfferRef> splitOfferId(const QString &offerId);
    static QString offerId(const QString &instanceType, const QString &region);
    /** "H100 (80 GB SXM5)" → 80; 0 when the text names no size. */
    static double vramGbFromDescription(const QString &gpuDescription);
    /** "H100 (80 GB SXM5)" → "NVIDIA H100 80GB HBM3": nvidia-smi's name where known, else "NVIDIA <model>". */
    static QString gpuNameFromDescription(const QString &gpuDescription);
    /** Per minute, no minimum, nothing billed for the instance's own disk (it goes with the instance). */
    static BillingPolicy billingPolicy();
    /** GiB as Lambda states sizes, in GB (10^9 bytes) as RentDeck's offers carry them, to 0.1 GB. */
    static double gibToGb(double gib);

    /** The "data" of a Lambda answer, or a Provider error naming \a what when the body is not JSON or not enveloped. */
    static Result<QJsonValue> payload(const QByteArray &body, const QString &what);
};

} // namespace RentDeck
