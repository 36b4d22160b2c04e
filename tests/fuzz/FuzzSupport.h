// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Offer.h"
#include "core/Result.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>

namespace RentDeck {

/** Helpers of the fuzz entry points (not a public API: used by the FuzzXxxEntryPoints.cpp files only). */
namespace Fuzz {

/** Aborts through qFatal() with \a what: libFuzzer keeps the input as a crash. */
[[noreturn]] void fail(const char *what);

inline void expect(bool condition, const char *what)
{
    if (!condition) {
        fail(what);
    }
}

/** A failed Result must say why (every parser promises a message). */
template <typename T> void expectExplained(const Result<T> &result, const char *what)
{
    expect(result.isOk() || !result.error().message.isEmpty(), what);
}

/** Reads every field the UI and CLI read (money formatting, per-GPU price), so bad values reach their users. */
void touch(const Offer &offer);
void touch(const Instance &instance);
void touch(const Money &money);

/** The JSON objects in \a document: the root, array elements and member values down to \a depth levels. */
QList<QJsonObject> objectsIn(const QJsonDocument &document, int depth = 2);

// One entry point per target (see FuzzEntryPoints.cpp for the table).
void nvidiaSmi(const QByteArray &input);
void checkProbe(const QByteArray &input);
void catalogs(const QByteArray &input);
void vastAi(const QByteArray &input);
void runPod(const QByteArray &input);
void lambda(const QByteArray &input);
void autoDl(const QByteArray &input);
void rsyncProgress(const QByteArray &input);
void sshCommand(const QByteArray &input);
void remoteListing(const QByteArray &input);
void metricStream(const QByteArray &input);
void watchdogLog(const QByteArray &input);
void apiErrors(const QByteArray &input);

} // namespace Fuzz

} // namespace RentDeck
