// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Result.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace RentDeck {

/** Where a pasted SSH command points. */
struct ParsedSshCommand
{
    QString host;
    int port = 22;
    QString user = QStringLiteral("root");
    QString identityFile; // absolute when it started with ~; empty when none was given
    QStringList warnings; // options and words that were understood but ignored, for people
};

/**
 * Reads what providers show as "how to connect" and people paste: `ssh -p 34222 root@connect.example.com`,
 * `ssh root@1.2.3.4 -p 2222 -i ~/.ssh/id_ed25519`, `ssh -o Port=22 user@host`, `ssh://user@host:port`, or just
 * `user@host:port` / `[host]:port`. Tolerates shell prompts (`$ `, `root@box:~# `), labels before the command
 * ("登录指令：ssh ..."), quotes, line continuations and extra lines. Pure functions; thread-safe.
 */
class SshCommandParser
{
    Q_DECLARE_TR_FUNCTIONS(RentDeck::SshCommandParser)

public:
    /**
     * Host, port (default 22), user (default root) and identity file (~ expanded against \a homeDir,
     * QDir::homePath() when empty). Fails with InvalidInput and a message that says what to paste when no
     * host can be found or the port is not 1..65535.
     */
    [[nodiscard]] static Result<ParsedSshCommand> parse(const QString &text, const QString &homeDir = {});

    /** POSIX-shell-like split: whitespace separates, '…' and "…" group, backslash escapes. */
    static QStringList splitWords(const QString &line);
};

} // namespace RentDeck
