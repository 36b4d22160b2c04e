// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace RentDeck {

/** Sets an environment variable for the life of the object (RENTDECK_<P>_API_KEY in CLI tests). */
class ScopedEnv
{
public:
    ScopedEnv(const char *name, const QByteArray &value);
    ~ScopedEnv();
    ScopedEnv(const ScopedEnv &) = delete;
    ScopedEnv &operator=(const ScopedEnv &) = delete;

private:
    const char *m_name;
};

/**
 * Every file under \a root (hidden ones and subfolders included) whose bytes contain \a secret: a test asserts
 * the list is empty to prove a key reached no ledger, log, settings or cache file. \a filesRead counts the files
 * looked at, so the test can also assert that there was something to look at.
 */
QStringList filesContaining(const QString &root, const QByteArray &secret, int *filesRead = nullptr);

/** The entry of `rentdeck-cli --json instances` output named \a name ("provider:id"); empty when absent. */
QJsonObject instanceNamed(const QJsonArray &instances, const QString &name);

} // namespace RentDeck
