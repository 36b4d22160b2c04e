// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "MockHttpServer.h"
#include "MockProviderOptions.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QStringList>
#include <optional>

namespace RentDeck {

/**
 * RunPod's REST v2 API as a mock (reference/provider-apis.md §2.3, §2.6) on a MockHttpServer: the GPU catalog,
 * pods (create, list, get, stop/start/restart/terminate actions, delete) and the account's SSH keys, with
 * Bearer auth (401 problem+json otherwise), problem+json errors, 422 for a body that breaks the schema, 400 for
 * rule violations and no capacity, 409 for an action the pod's status does not allow. A new or started pod goes
 * PROVISIONING → STARTING → RUNNING over options.bootTime; ssh.direct (options.sshHost/sshPort) appears only when
 * it runs with 22/tcp exposed; cost is 0 while EXITED. Parented to the server, which owns the routes.
 */
class RunPodMock : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunPodMock)
public:
    /** A key the mock account starts with: the user's own, which a key upload must never drop. */
    static constexpr auto UserKey
        = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMockUserKeyForRunPodTests00000000000 me@laptop";

    RunPodMock(MockHttpServer *server, const MockProviderOptions &options);

    QStringList sshKeys() const { return m_keys; }
    void setSshKeys(const QStringList &keys) { m_keys = keys; }
    /**
     * Test hook: the API key is scoped away from the account's SSH keys: GET and PUT /v2/account/ssh-keys answer
     * 403 ForbiddenError ("requests may return 403 when a valid key lacks access", openapi.json bearerAuth).
     */
    void setKeysForbidden(bool forbidden) { m_keysForbidden = forbidden; }
    /** Test hook: ssh.direct stays null while runtime.ports still maps 22/tcp (seen by SkyPilot's _parse_pod). */
    void setDirectSshHidden(bool hidden) { m_directHidden = hidden; }
    int podCount() const { return int(m_pods.size()); }

private:
    using Request = MockHttpServer::Request;
    using Response = MockHttpServer::Response;

    struct Pod
    {
        QString id;
        QString name;
        QString image;
        QString gpuId;
        int gpuCount = 1;
        double pricePerGpu = 0;
        QString cloud;
        QString dataCenterId;
        int disk = 0;
        QJsonObject mounts;
        QStringList ports;
        QJsonObject env;
        bool exited = false;
        qint64 bootStartedMs = 0;
        QDateTime createdAt;
        QDateTime startedAt;
    };

    void install(MockHttpServer *server);
    std::optional<Response> refuse(const Request &request) const;
    static Response problem(int status, const QString &title, const QString &detail, const QStringList &errors = {});
    QString statusOf(const Pod &pod) const;
    static QStringList actionsFor(const QString &status);
    QJsonObject podJson(const Pod &pod) const;
    static QString podIdOf(const Request &request);

    Response catalog(const Request &request) const;
    Response createPod(const Request &request);
    Response podAction(const Request &request);
    Response putKeys(const Request &request);
    Response deleteNetworkVolume(const QString &id);
    static QStringList validateCreate(const QJsonObject &body);

    MockProviderOptions m_options;
    QElapsedTimer m_clock;
    QMap<QString, Pod> m_pods;
    QStringList m_keys;
    QJsonArray m_networkVolumes; // options.withStorage: MockStorageSeeds::runPodNetworkVolumes()
    bool m_keysForbidden = false;
    bool m_directHidden = false;
    int m_nextId = 1;
};

} // namespace RentDeck
