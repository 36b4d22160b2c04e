// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/BillingPolicy.h"
#include "core/Money.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QMetaType>
#include <QString>

namespace RentDeck {

/** Normalized lifecycle states (reference/provider-apis.md §8). */
enum class InstanceState
{
    Provisioning,
    Running,
    Stopped,
    Error,
    Terminated,
    /** The provider took it back without being asked (Lambda "preempted", a reclaimed spot machine): gone, billing
     *  over, and whatever ran on it was lost. */
    Preempted
};

/** Terminated or preempted: gone for good, nothing bills any more. */
inline bool isGone(InstanceState state)
{
    return state == InstanceState::Terminated || state == InstanceState::Preempted;
}

QString instanceStateName(InstanceState state); // "provisioning", ... as in the CLI's JSON
InstanceState instanceStateFromName(const QString &name, bool *ok = nullptr);

enum class PowerState
{
    Running,
    Stopped
};

/** How to reach an instance over SSH. Holds paths and names, never a secret. */
struct SshEndpoint
{
    QString host;
    int port = 22;
    QString user;
    QString identityFile; // private key file (0600); empty = agent or password
    QString knownHostsFile; // our known_hosts; strict checking against it
    bool passwordAuth = false;
    /**
     * The name the host key is recorded under instead of host:port (OpenSSH's HostKeyAlias), one per rented instance:
     * marketplaces hand the same proxy host:port (ssh4.vast.ai:PORT) to other customers' machines later, so a key kept
     * by address would look "changed" for the next instance there, or be trusted for a stranger's machine.
     */
    QString hostKeyAlias;
    /** Record the key the first time it is seen (a new instance nobody has connected to); a change is still refused. */
    bool trustFirstKey = false;

    bool isValid() const { return !host.isEmpty() && port > 0 && !user.isEmpty(); }
};

/** A rented machine as RentDeck knows it. */
struct Instance
{
    QString providerId;
    QString id;
    QString label;
    InstanceState state = InstanceState::Provisioning;
    QString stateDetail; // why it is in error, or what it is doing
    /** The provider took it back or paused it without being asked (preempted, an outbid Vast.ai bid): whatever ran on
     *  it was interrupted, even when it is only stopped and may come back. */
    bool reclaimed = false;
    QString offerId;
    QString gpuName;
    int gpuCount = 1;
    double vramGb = 0;
    Money pricePerHour;
    BillingPolicy billing;
    double diskGb = 0;
    QString image;
    SshEndpoint ssh;
    QDateTime createdAt;

    /** "PROVIDER:ID", the name the CLI and the ledger use. */
    QString name() const { return providerId + QLatin1Char(':') + id; }
};

/** What to launch. Guards are recorded now and enforced by the watch issue. */
struct InstanceSpec
{
    QString offerId; // the provider's offer id (without "provider:")
    QString image;
    double diskGb = 0; // 0 = the offer's default
    QString label;
    double maxHours = 0;
    int idleStopMinutes = 0;
    Money budget;
    QString project; // tag for cost reports, guards and budgets (the ledger keeps it); "" = none
    double volumeGb = 0; // a network volume made with the instance, where the provider has them (0 = none)
    // Container options, where the provider takes them (ProviderDescriptor::containerOptions). The values may hold
    // secrets (tokens): they go to the provider only, never to logs or the ledger.
    QMap<QString, QString> env;
    QByteArray onstart; // a script run when the machine starts
    double shmSizeGb = 0; // /dev/shm size; 0 = the provider's default
};

} // namespace RentDeck

Q_DECLARE_METATYPE(RentDeck::Instance)
