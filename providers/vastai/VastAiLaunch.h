// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "VastAiJson.h"
#include "provider/Provider.h"

#include <QObject>
#include <QPointer>
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
 */
class VastAiLaunch : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(VastAiLaunch)
public:
    VastAiLaunch(ApiClient *api, InstanceJob *job, InstanceSpec spec, VastAiJson::OfferRef ref,
        std::optional<Offer> knownOffer, QString sshKeyFile);
    void start();

private:
    void ensureAccountKey();
    void lookupOffer();
    void rent(std::optional<double> bidPrice);
    void attachKey(const QString &instanceId);
    void succeed(const QString &instanceId);
    /** Runs \a onOk with a successful answer; otherwise finishes the job with the mapped error. */
    void then(ApiJob *call, std::function<void(ApiJob *)> onOk);

    QPointer<ApiClient> m_api;
    InstanceJob *m_job;
    InstanceSpec m_spec;
    VastAiJson::OfferRef m_ref;
    std::optional<Offer> m_offer;
    QString m_sshKeyFile;
    QString m_publicKey;
};

} // namespace RentDeck
