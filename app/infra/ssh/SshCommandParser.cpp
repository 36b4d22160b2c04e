// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ssh/SshCommandParser.h"

#include "core/RemoteText.h"
#include "ssh/SshAddress.h"

#include <QDir>
#include <QRegularExpression>

namespace RentDeck {

namespace {

// OpenSSH's options (ssh(1)): those that stand alone and those that take a value.
const QLatin1String FlagOptions("46AaCfGgKkMNnqsTtVvXxYy");
const QLatin1String ValueOptions("BbcDEeFIiJLlmOopQRSWw");
// Flags that change nothing about where or how we connect: accepted silently.
const QLatin1String HarmlessFlags("46CqTtv");

struct Parse
{
    ParsedSshCommand result;
    QString destination;
    QStringList remoteCommand;
    bool portSet = false;
    bool userSet = false;
    QString hostName; // -o HostName=...
    QString homeDir;
    QString error;
};

QString expandHome(const QString &path, const QString &homeDir)
{
    if (path == QLatin1String("~") || path == QLatin1String("$HOME")) {
        return homeDir;
    }
    if (path.startsWith(QLatin1String("~/"))) {
        return homeDir + path.mid(1);
    }
    if (path.startsWith(QLatin1String("$HOME/"))) {
        return homeDir + path.mid(5);
    }
    return path;
}

QString portError(const QString &text)
{
    return SshCommandParser::tr("The port \"%1\" is not a number between 1 and 65535.").arg(text);
}

bool setPort(Parse &p, const QString &text)
{
    bool ok = false;
    const int port = text.trimmed().toInt(&ok);
    if (!ok || port < 1 || port > 65535) {
        p.error = portError(text);
        return false;
    }
    if (!p.portSet) { // like OpenSSH: the first value given wins
        p.result.port = port;
        p.portSet = true;
    }
    return true;
}

void setUser(Parse &p, const QString &user)
{
    if (!p.userSet && !user.isEmpty()) {
        p.result.user = user;
        p.userSet = true;
    }
}

bool applyConfigOption(Parse &p, const QString &text)
{
    const qsizetype split = text.indexOf(QRegularExpression(QStringLiteral("[=\\s]")));
    const QString key = text.left(split).trimmed().toLower();
    const QString value = split < 0 ? QString() : text.mid(split + 1).trimmed();
    if (key == QLatin1String("port")) {
        return setPort(p, value);
    }
    if (key == QLatin1String("user")) {
        setUser(p, value);
    } else if (key == QLatin1String("identityfile")) {
        if (p.result.identityFile.isEmpty()) {
            p.result.identityFile = expandHome(value, p.homeDir);
        }
    } else if (key == QLatin1String("hostname")) {
        p.hostName = value;
    } else {
        p.result.warnings.append(SshCommandParser::tr("Ignored the option -o %1.").arg(text));
    }
    return true;
}

bool applyOption(Parse &p, QChar option, const QString &value)
{
    switch (option.toLatin1()) {
    case 'p':
        return setPort(p, value);
    case 'l':
        setUser(p, value);
        return true;
    case 'i':
        if (p.result.identityFile.isEmpty()) {
            p.result.identityFile = expandHome(value, p.homeDir);
        }
        return true;
    case 'o':
        return applyConfigOption(p, value);
    case 'J':
        p.result.warnings.append(
            SshCommandParser::tr("Ignored the jump host -J %1: RentDeck connects to the machine directly.").arg(value));
        return true;
    case 'L':
    case 'R':
    case 'D':
        p.result.warnings.append(
            SshCommandParser::tr("Ignored the port forwarding -%1 %2; use rentdeck-cli forward once the host is added.")
                .arg(option)
                .arg(value));
        return true;
    default:
        p.result.warnings.append(SshCommandParser::tr("Ignored the option -%1 %2.").arg(option).arg(value));
        return true;
    }
}

/** One word starting with '-': flags, possibly bundled (-tt, -vp 22), possibly with an attached value (-p22). */
bool parseOptionWord(Parse &p, const QStringList &words, qsizetype *index)
{
    const QString &word = words.at(*index);
    for (qsizetype j = 1; j < word.size(); ++j) {
        const QChar c = word.at(j);
        if (QString(ValueOptions).contains(c)) {
            QString value = word.mid(j + 1);
            if (value.isEmpty()) {
                if (*index + 1 >= words.size()) {
                    p.error = SshCommandParser::tr("The option -%1 needs a value.").arg(c);
                    return false;
                }
                value = words.at(++*index);
            }
            return applyOption(p, c, value);
        }
        if (!QString(FlagOptions).contains(c)) {
            p.result.warnings.append(SshCommandParser::tr("Ignored the unknown option -%1.").arg(c));
        } else if (!QString(HarmlessFlags).contains(c)) {
            p.result.warnings.append(SshCommandParser::tr("Ignored the option -%1.").arg(c));
        }
    }
    return true;
}

bool parseWords(Parse &p, const QStringList &words)
{
    for (qsizetype i = 0; i < words.size(); ++i) {
        const QString &word = words.at(i);
        if (!p.remoteCommand.isEmpty()) {
            p.remoteCommand.append(word);
        } else if (word == QLatin1String("--") && p.destination.isEmpty()) {
            continue;
        } else if (word.size() > 1 && word.startsWith(QLatin1Char('-'))) {
            if (!parseOptionWord(p, words, &i)) {
                return false;
            }
        } else if (p.destination.isEmpty()) {
            p.destination = word;
        } else {
            p.remoteCommand.append(word);
        }
    }
    return true;
}

/** user@host, host:port, [host]:port, ssh://user@host:port. */
bool parseDestination(Parse &p)
{
    QString rest = p.destination;
    if (rest.startsWith(QLatin1String("ssh://"), Qt::CaseInsensitive)) {
        rest = rest.mid(6);
        if (rest.endsWith(QLatin1Char('/'))) {
            rest.chop(1);
        }
    }
    const qsizetype at = rest.lastIndexOf(QLatin1Char('@'));
    if (at >= 0) {
        setUser(p, rest.left(at));
        rest = rest.mid(at + 1);
    }
    QString host = rest;
    QString port;
    if (rest.startsWith(QLatin1Char('['))) {
        const qsizetype close = rest.indexOf(QLatin1Char(']'));
        if (close < 0 || (close + 1 < rest.size() && rest.at(close + 1) != QLatin1Char(':'))) {
            return false;
        }
        host = rest.mid(1, close - 1);
        port = rest.mid(close + 2);
    } else if (rest.count(QLatin1Char(':')) == 1) {
        host = rest.section(QLatin1Char(':'), 0, 0);
        port = rest.section(QLatin1Char(':'), 1);
    }
    if (!port.isEmpty() && !setPort(p, port)) {
        return false;
    }
    p.result.host = p.hostName.isEmpty() ? host : p.hostName;
    if (!SshAddress::isValidHost(p.result.host)) {
        return false;
    }
    // A provider's "ssh" line can carry any user: one with '/' made rsync read user@host:path as a local folder.
    if (!SshAddress::isValidUser(p.result.user)) {
        p.error = SshCommandParser::tr("The user \"%1\" is not a plain user name (letters, digits, '.', '_', '-').")
                      .arg(RemoteText::visible(p.result.user.left(80)));
        return false;
    }
    return true;
}

QString notFound(const QString &text)
{
    QString shown = text.simplified();
    if (shown.size() > 60) {
        shown = shown.left(57) + QStringLiteral("...");
    }
    return SshCommandParser::tr("Could not find a host in '%1'. Paste the SSH command your provider shows, e.g. "
                                "ssh -p 34222 root@connect.example.com")
        .arg(shown);
}

} // namespace

QStringList SshCommandParser::splitWords(const QString &line)
{
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (!quote.isNull()) {
            if (c == quote) {
                quote = QChar();
            } else if (c == QLatin1Char('\\') && quote == QLatin1Char('"') && i + 1 < line.size()) {
                word += line.at(++i);
            } else {
                word += c;
            }
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            quote = c;
            inWord = true;
        } else if (c == QLatin1Char('\\') && i + 1 < line.size()) {
            word += line.at(++i);
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord) {
                words.append(word);
                word.clear();
                inWord = false;
            }
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord) {
        words.append(word);
    }
    return words;
}

Result<ParsedSshCommand> SshCommandParser::parse(const QString &text, const QString &homeDir)
{
    static const QRegularExpression continuation(QStringLiteral("\\\\\\r?\\n"));
    static const QRegularExpression sshWord(QStringLiteral("(?:^|[\\s:：>$#])ssh(?:\\.exe)?(?=\\s|$)"));
    static const QRegularExpression prompt(QStringLiteral("^(?:\\S*[$#>%]\\s+)+"));
    QString joined = text;
    joined.replace(continuation, QStringLiteral(" "));
    const QStringList lines = joined.split(QRegularExpression(QStringLiteral("[\\r\\n]+")), Qt::SkipEmptyParts);

    Error firstError;
    for (const bool withSsh : { true, false }) {
        for (const QString &rawLine : lines) {
            QString line = rawLine.trimmed();
            const QRegularExpressionMatch match = sshWord.match(line);
            if (withSsh != match.hasMatch()) {
                continue;
            }
            line = withSsh ? line.mid(match.capturedEnd()) : line.remove(prompt);
            Parse p;
            p.homeDir = homeDir.isEmpty() ? QDir::homePath() : homeDir;
            const bool parsed = parseWords(p, splitWords(line));
            // Without the word ssh, only something that clearly names a login counts (not any word).
            const bool plausible = withSsh || p.destination.contains(QLatin1Char('@'))
                || p.destination.contains(QLatin1Char(':')) || p.portSet;
            if (parsed && !p.destination.isEmpty() && plausible && parseDestination(p)) {
                if (!p.remoteCommand.isEmpty()) {
                    p.result.warnings.append(
                        tr("Ignored the remote command \"%1\".").arg(p.remoteCommand.join(QLatin1Char(' '))));
                }
                return p.result;
            }
            if (!firstError.isError() && !p.error.isEmpty()) {
                firstError = Error::make(Error::Code::InvalidInput, p.error);
            }
        }
    }
    return firstError.isError() ? firstError : Error::make(Error::Code::InvalidInput, notFound(text));
}

} // namespace RentDeck
