// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "VastAiJson.h"
#include "provider/Provider.h"

#include <QObject>
#include <QPointer>
#include <chrono>
#include <functional>
#include <optional>

namespace RentDeck {

class ApiClient;
class ApiJob;

/**
 * The steps of one Vast.ai launch, driven by finished() signals: make sure the account has RentDeck's SSH
 * key (GET, POST /ssh/), learn the bid floor of an interruptible ask (POST /bundles/), rent
 * (PUT /asks/{id}/), attach the key to the new instance (POST /instances/{id}/ssh/). Finishes \a job with
 * the new instance (Provisioning) or the first error; a failed attach after renting only warns through
 * progress(), because the instance exists and bills. Parented to \a job, so it dies with it.
 *
 * A contract id is never lost: a refused bid can still create a (stopped, disk-billing) instance and name it in
 * the error (dstack's vastai api_client.py reads new_contract from such answers and destroys it): RentDeck destroys
 * it too and says so, or says which instance is left if that fails. A rental whose answer timed out may exist
 * anyway: the instances are looked up by the rental's label (every rental gets one) before saying it failed.
 */
class VastAiLaunch : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VastAiLaunch)
public:
    VastAiLaunch(ApiClient *api, ApiClient *apiV1, InstanceJob *job, InstanceSpec spec, VastAiJson::OfferRef ref,
        std::optional<Offer> knownOffer, QString sshKeyFile);

    void setRentTimeout(std::chrono::milliseconds timeout) { m_rentTimeout = timeout; }
    void start();

private:
    void ensureAccountKey();
    void lookupOffer();
    void rent(std::optional<double> bidPrice);
    void onRentAnswer(ApiJob *call);
    /** Destroys \a instanceId, made by a rental Vast answered with \a why; the job then fails saying what happened. */
    void destroyUnwanted(const QString &instanceId, const Error &why);
    /** After a rental timed out: finds the instance by m_label (GET /api/v1/instances/, label filter). */
    void findTimedOutRental(const Error &timeout);
    void attachKey(const QString &instanceId);
    void succeed(const QString &instanceId);
    /** Runs \a onOk with a successful answer; otherwise finishes the job with the mapped error. */
    void then(ApiJob *call, std::function<void(ApiJob *)> onOk);

    QPointer<ApiClient> m_api;
    QPointer<ApiClient> m_apiV1;
    std::chrono::milliseconds m_rentTimeout { 120'000 };
    InstanceJob *m_job;
    InstanceSpec m_spec;
    VastAiJson::OfferRef m_ref;
    std::optional<Offer> m_offer;
    QString m_sshKeyFile;
    QString m_publicKey;
    QString m_label; // the user's, else "rentdeck-<random>": how a rental that timed out is found again
};

} // namespace RentDeck
