// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "FuzzEntryPoints.h"

#include "FuzzSupport.h"

#include <QJsonArray>
#include <QtGlobal>
#include <cstring>

namespace RentDeck {

namespace FuzzEntryPoints {

const QList<Target> &targets()
{
    static const QList<Target> all {
        { "nvidia-smi", &Fuzz::nvidiaSmi },
        { "check-probe", &Fuzz::checkProbe },
        { "catalogs", &Fuzz::catalogs },
        { "vastai", &Fuzz::vastAi },
        { "runpod", &Fuzz::runPod },
        { "lambda", &Fuzz::lambda },
        { "autodl", &Fuzz::autoDl },
        { "rsync-progress", &Fuzz::rsyncProgress },
        { "ssh-command", &Fuzz::sshCommand },
        { "remote-listing", &Fuzz::remoteListing },
        { "metric-stream", &Fuzz::metricStream },
        { "watchdog-log", &Fuzz::watchdogLog },
        { "api-errors", &Fuzz::apiErrors },
    };
    return all;
}

const Target *find(const char *name)
{
    for (const Target &target : targets()) {
        if (std::strcmp(target.name, name) == 0) {
            return &target;
        }
    }
    return nullptr;
}

} // namespace FuzzEntryPoints

namespace Fuzz {

void fail(const char *what)
{
    qFatal("fuzz contract broken: %s", what);
}

void touch(const Money &money)
{
    if (money.isValid()) {
        static_cast<void>(money.format());
        static_cast<void>(money.toDecimalString());
    }
}

void touch(const Offer &offer)
{
    static_cast<void>(offer.qualifiedId());
    touch(offer.pricePerHour);
    touch(offer.pricePerGpuHour());
    touch(offer.billing.storagePerGbMonth);
    static_cast<void>(offer.billing.billedSeconds(3601));
}

void touch(const Instance &instance)
{
    static_cast<void>(instance.name());
    static_cast<void>(instanceStateName(instance.state));
    static_cast<void>(instance.ssh.isValid());
    touch(instance.pricePerHour);
    touch(instance.billing.storagePerGbMonth);
    static_cast<void>(instance.billing.billedSeconds(3601));
}

namespace {

void collect(const QJsonValue &value, int depth, QList<QJsonObject> &out)
{
    if (value.isObject()) {
        const QJsonObject object = value.toObject();
        out.append(object);
        if (depth > 0) {
            for (auto it = object.begin(); it != object.end(); ++it) {
                collect(it.value(), depth - 1, out);
            }
        }
    } else if (value.isArray() && depth > 0) {
        const QJsonArray array = value.toArray();
        for (const QJsonValue &element : array) {
            collect(element, depth - 1, out);
        }
    }
}

} // namespace

QList<QJsonObject> objectsIn(const QJsonDocument &document, int depth)
{
    QList<QJsonObject> out;
    if (document.isObject()) {
        collect(document.object(), depth, out);
    } else if (document.isArray()) {
        collect(document.array(), depth, out);
    }
    return out;
}

} // namespace Fuzz

} // namespace RentDeck
