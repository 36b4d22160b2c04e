// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "VastAiLaunch.h"

#include "VastAiRequests.h"
#include "net/ApiClient.h"
#include "net/ApiJob.h"
#include "ssh/ClientKey.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>

namespace RentDeck {

VastAiLaunch::VastAiLaunch(ApiClient *api, ApiClient *apiV1, InstanceJob *job, InstanceSpec spec,
    VastAiJson::OfferRef ref, std::optional<Offer> knownOffer, QString sshKeyFile)
    : QObject(job)
    , m_api(api)
    , m_apiV1(apiV1)
    , m_job(job)
    , m_spec(std::move(spec))
    , m_ref(std::move(ref))
    , m_offer(std::move(knownOffer))
    , m_sshKeyFile(std::move(sshKeyFile))
{
}

void VastAiLaunch::start()
{
    m_label = m_spec.label.trimmed();
    if (m_label.isEmpty()) {
        m_label = QStringLiteral("rentdeck-%1").arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
    }
    const auto key = m_sshKeyFile.isEmpty() ? ClientKey::ensure() : ClientKey::ensure(m_sshKeyFile);
    if (!key) {
        m_job->finishWithError(key.error());
        return;
    }
    m_publicKey = key->publicKeyLine;
    ensureAccountKey();
}

void VastAiLaunch::then(ApiJob *call, std::function<void(ApiJob *)> onOk)
{
    connect(call, &Job::finished, this, [this, call, onOk = std::move(onOk)] {
        if (m_job->isFinished()) {
            return; // aborted meanwhile
        }
        if (!call->isOk()) {
            m_job->finishWithError(VastAiJson::mapError(call->error(), call->body()));
            return;
        }
        onOk(call);
    });
}

void VastAiLaunch::ensureAccountKey()
{
    ApiRequest list;
    list.path = QStringLiteral("/ssh/");
    list.kind = QStringLiteral("ssh");
    ApiJob *call = m_api->send(list);
    connect(call, &Job::finished, this, [this, call] {
        if (m_job->isFinished()) {
            return; // aborted meanwhile
        }
        // An account without keys is answered 404 "No SSH keys found for the user." (vast-ai/docs,
        // api-reference/openapi/yaml/show_ssh_keys.yaml): nothing to look through, so ours is added.
        const bool noKeys = !call->isOk() && call->error().httpStatus == 404 && call->error().code != Error::Code::Auth;
        if (!call->isOk() && !noKeys) {
            m_job->finishWithError(VastAiJson::mapError(call->error(), call->body()));
            return;
        }
        const Result<QStringList> keys
            = noKeys ? Result<QStringList>(QStringList()) : VastAiJson::parseSshKeys(call->body());
        if (!keys) {
            m_job->finishWithError(keys.error());
            return;
        }
        const auto next = [this] { (m_ref.bid || !m_offer) ? lookupOffer() : rent(std::nullopt); };
        if (VastAiJson::containsKey(*keys, m_publicKey)) {
            next();
            return;
        }
        emit m_job->progress(tr("adding RentDeck's SSH key to the Vast.ai account"));
        ApiRequest add;
        add.method = "POST";
        add.path = QStringLiteral("/ssh/");
        add.kind = QStringLiteral("ssh");
        add.body = QJsonDocument(QJsonObject { { QStringLiteral("ssh_key"), m_publicKey } });
        then(m_api->send(add), [next](ApiJob *) { next(); });
    });
}

void VastAiLaunch::lookupOffer()
{
    if (m_offer && m_offer->spot) {
        rent(m_offer->pricePerHour.toDouble());
        return;
    }
    // Not listed in this process (e.g. rentdeck-cli launch): ask Vast for the ask as it is now — its price goes
    // into the ledger (on-demand) or is the bid (interruptible: the current floor).
    ApiRequest lookup;
    lookup.method = "POST";
    lookup.path = QStringLiteral("/bundles/");
    lookup.kind = QStringLiteral("search");
    lookup.retryable = true; // a search changes nothing
    lookup.body = QJsonDocument(VastAiRequests::askLookupBody(m_ref.askId, m_ref.bid));
    then(m_api->send(lookup), [this](ApiJob *answer) {
        const auto offers = VastAiJson::parseOffers(answer->body(), m_ref.bid);
        if (!offers) {
            m_job->finishWithError(offers.error());
            return;
        }
        for (const Offer &offer : *offers) {
            if (offer.id == (m_ref.bid ? m_ref.askId + QLatin1String(VastAiJson::BidSuffix) : m_ref.askId)) {
                m_offer = offer;
                rent(m_ref.bid ? std::optional<double>(offer.pricePerHour.toDouble()) : std::nullopt);
                return;
            }
        }
        m_job->finishWithError(
            Error::make(Error::Code::Provider, tr("Vast.ai: this offer was just taken, pick another.")));
    });
}

void VastAiLaunch::rent(std::optional<double> bidPrice)
{
    emit m_job->progress(bidPrice ? tr("bidding $%1/h for Vast.ai offer %2").arg(*bidPrice).arg(m_ref.askId)
                                  : tr("renting Vast.ai offer %1").arg(m_ref.askId));
    ApiRequest create;
    create.method = "PUT";
    create.path = QStringLiteral("/asks/%1/").arg(m_ref.askId);
    create.kind = QStringLiteral("create");
    // A PUT here rents a machine: never sent twice after a timeout or a 5xx (429 is refused before it runs).
    create.retryable = false;
    // The official client allows 120 s: "instance creation" is one of its slow operations (vast-cli client.py).
    create.timeout = m_rentTimeout;
    InstanceSpec labelled = m_spec;
    labelled.label = m_label;
    create.body = QJsonDocument(VastAiRequests::createBody(labelled, bidPrice));
    ApiJob *call = m_api->send(create);
    connect(call, &Job::finished, this, [this, call] { onRentAnswer(call); });
}

void VastAiLaunch::onRentAnswer(ApiJob *call)
{
    // Read even if the launch was given up meanwhile: an instance named here bills until someone destroys it.
    if (call->isOk()) {
        const auto id = VastAiJson::parseNewContract(call->body());
        if (!id) {
            m_job->finishWithError(id.error());
            return;
        }
        attachKey(*id);
        return;
    }
    const Error why = VastAiJson::mapError(call->error(), call->body());
    if (const auto id = VastAiJson::parseNewContract(call->body())) { // a refused bid that made one all the same
        destroyUnwanted(*id, why);
        return;
    }
    if (call->error().code == Error::Code::Timeout) {
        findTimedOutRental(why);
        return;
    }
    m_job->finishWithError(why);
}

void VastAiLaunch::destroyUnwanted(const QString &instanceId, const Error &why)
{
    emit m_job->progress(tr("Vast.ai refused the rental (%1) but created instance %2 anyway; destroying it so that its "
                            "disk does not bill")
                             .arg(why.message, instanceId));
    ApiRequest destroy;
    destroy.method = "DELETE";
    destroy.path = QStringLiteral("/instances/%1/").arg(instanceId);
    destroy.kind = QStringLiteral("destroy");
    destroy.retryable = true; // destroying twice is harmless
    destroy.body = QJsonDocument(QJsonObject {});
    ApiJob *call = m_api->send(destroy);
    connect(call, &Job::finished, this, [this, call, instanceId, why] {
        Error error = why;
        if (call->isOk() || call->error().code == Error::Code::NotFound) {
            error.message = tr("%1 Vast.ai had created instance %2 all the same; RentDeck destroyed it, so nothing "
                               "bills.")
                                .arg(why.message, instanceId);
        } else {
            error.message = tr("%1 Vast.ai had created instance %2 all the same, and destroying it failed (%3): it "
                               "bills its disk until you run rentdeck-cli destroy vastai:%2 or remove it at "
                               "cloud.vast.ai.")
                                .arg(why.message, instanceId, call->error().message);
        }
        m_job->finishWithError(error);
    });
}

void VastAiLaunch::findTimedOutRental(const Error &timeout)
{
    emit m_job->progress(
        tr("Vast.ai did not answer the rental in time; looking for an instance labelled %1 before giving up")
            .arg(m_label));
    ApiRequest lookup;
    lookup.path = QStringLiteral("/instances/");
    lookup.kind = QStringLiteral("instances");
    lookup.retryable = true;
    lookup.query = VastAiRequests::instancesQuery(
        QJsonObject { { QStringLiteral("label"), QJsonObject { { QStringLiteral("eq"), m_label } } } }, {});
    ApiJob *call = m_apiV1->send(lookup);
    connect(call, &Job::finished, this, [this, call, timeout] {
        const auto page = call->isOk() ? VastAiJson::parseInstancePage(call->body())
                                       : Result<VastAiJson::InstancePage>(call->error());
        if (page) {
            for (const Instance &instance : page->instances) {
                if (instance.label == m_label) {
                    emit m_job->progress(tr("the rental went through after all: instance %1").arg(instance.id));
                    attachKey(instance.id);
                    return;
                }
            }
        }
        Error error = timeout;
        error.message = page ? tr("%1 No instance labelled %2 exists on the account, so nothing was rented; if one "
                                  "appears later, rentdeck-cli instances lists it.")
                                   .arg(timeout.message, m_label)
                             : tr("%1 Whether an instance labelled %2 was made could not be checked (%3): look at "
                                  "rentdeck-cli instances before launching again.")
                                   .arg(timeout.message, m_label, page.error().message);
        m_job->finishWithError(error);
    });
}

void VastAiLaunch::attachKey(const QString &instanceId)
{
    ApiRequest attach;
    attach.method = "POST";
    attach.path = QStringLiteral("/instances/%1/ssh/").arg(instanceId);
    attach.kind = QStringLiteral("ssh");
    attach.retryable = true; // attaching the same key twice is harmless
    attach.body = QJsonDocument(QJsonObject { { QStringLiteral("ssh_key"), m_publicKey } });
    ApiJob *call = m_api->send(attach);
    connect(call, &Job::finished, this, [this, call, instanceId] {
        if (m_job->isFinished()) {
            return;
        }
        if (!call->isOk()) {
            // The account key normally reaches new instances anyway; the rental stands and bills.
            emit m_job->progress(tr("Vast.ai instance %1 is rented, but attaching the SSH key failed (%2); add it in "
                                    "the Vast.ai console if SSH is refused.")
                                     .arg(instanceId, call->error().message));
        }
        succeed(instanceId);
    });
}

void VastAiLaunch::succeed(const QString &instanceId)
{
    Instance instance;
    instance.providerId = QLatin1String(VastAiJson::ProviderId);
    instance.id = instanceId;
    instance.label = m_label;
    instance.state = InstanceState::Provisioning;
    instance.stateDetail = tr("creating: waiting for the host");
    instance.offerId = m_spec.offerId;
    instance.image = m_spec.image.isEmpty() ? QLatin1String(VastAiJson::DefaultImage) : m_spec.image;
    instance.diskGb = m_spec.diskGb > 0 ? m_spec.diskGb : VastAiJson::DefaultDiskGb;
    instance.billing.granularity = BillingGranularity::Second;
    if (m_offer) {
        instance.gpuName = m_offer->gpuName;
        instance.gpuCount = m_offer->gpuCount;
        instance.vramGb = m_offer->vramGb;
        instance.pricePerHour = m_offer->pricePerHour;
        instance.billing = m_offer->billing;
    }
    instance.ssh.user = QStringLiteral("root");
    instance.createdAt = QDateTime::currentDateTimeUtc();
    m_job->finishWithValue(instance);
}

} // namespace RentDeck
