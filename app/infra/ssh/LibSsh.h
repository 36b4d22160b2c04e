// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <chrono>
#include <functional>
#include <libssh/libssh.h>
#include <memory>

namespace RentDeck::LibSsh {

/** Calls ssh_init() exactly once per process; libssh 0.10 needs it before any thread uses it. Thread-safe. */
void ensureInitialized();

/**
 * Runs \a work on a new thread named \a name that deletes itself when done, counted until \a work returns. Every
 * thread that calls libssh starts here, so that the process can wait for them before it exits: one still closing a
 * connection while exit() tears down OpenSSL crashes.
 */
void startWorker(const QString &name, std::function<void()> work);
/** Waits up to \a timeout for every thread startWorker() started to end (app exit, tests); false on timeout. */
bool waitForWorkers(std::chrono::milliseconds timeout);

struct SessionDeleter
{
    void operator()(ssh_session session) const;
};
struct ChannelDeleter
{
    void operator()(ssh_channel channel) const;
};
struct KeyDeleter
{
    void operator()(ssh_key key) const { ssh_key_free(key); }
};

/** Owning handles; the session deleter disconnects first. */
using SessionPtr = std::unique_ptr<ssh_session_struct, SessionDeleter>;
using ChannelPtr = std::unique_ptr<ssh_channel_struct, ChannelDeleter>;
using KeyPtr = std::unique_ptr<ssh_key_struct, KeyDeleter>;

/** libssh's last error text for \a sessionOrBind, as a QString. */
QString errorText(void *sessionOrBind);

/** "ssh-ed25519 AAAA..." for a public key, or an empty string. */
QString publicKeyLine(ssh_key key);

/** OpenSSH's "SHA256:..." fingerprint of a public key, or an empty string. */
QString fingerprintSha256(ssh_key key);

} // namespace RentDeck::LibSsh
