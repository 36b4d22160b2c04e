// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/SingleInstance.h"

#include "logging/LoggingCategories.h"

#include <QCryptographicHash>
#include <QDir>
#include <QLocalServer>
#include <QLocalSocket>

namespace RentDeck {

namespace {
const QByteArray ActivateMessage = QByteArrayLiteral("activate\n");
}

SingleInstance::SingleInstance(const QString &key, QObject *parent)
    : QObject(parent)
    , m_key(key)
{
}

SingleInstance::~SingleInstance() = default;

QString SingleInstance::serverNameFor(const QString &dataDir)
{
    // The user is part of the name: on Unix the socket lives in the shared temp folder, where another user's
    // RentDeck with the same RENTDECK_HOME path must not answer for ours.
    QString user = qEnvironmentVariable("USER");
    if (user.isEmpty()) {
        user = qEnvironmentVariable("USERNAME");
    }
    const QByteArray source = (user + QLatin1Char('\n') + QDir::cleanPath(dataDir)).toUtf8();
    const QByteArray hash = QCryptographicHash::hash(source, QCryptographicHash::Sha256).toHex().left(16);
    return QStringLiteral("rentdeck-") + QString::fromLatin1(hash);
}

bool SingleInstance::claim(int timeoutMs)
{
    if (askPrimary(timeoutMs)) {
        return false;
    }
    if (listen()) {
        return true;
    }
    // Listening fails while the name is taken: either a primary started just now (ask it), or a crashed one
    // left its socket file behind (nobody answers; remove it and take over).
    if (askPrimary(timeoutMs)) {
        return false;
    }
    qCInfo(lcCore) << "removing the stale single-instance socket" << m_key;
    QLocalServer::removeServer(m_key);
    if (!listen()) {
        qCWarning(lcCore) << "cannot listen on" << m_key << "; a second launch will open a second window";
    }
    return true;
}

bool SingleInstance::askPrimary(int timeoutMs) const
{
    QLocalSocket socket;
    socket.connectToServer(m_key);
    // Blocking, but only at startup before any window exists: a connect to a live server returns at once, a
    // missing or stale one fails at once.
    if (!socket.waitForConnected(timeoutMs)) {
        return false;
    }
    socket.write(ActivateMessage);
    const bool written = socket.waitForBytesWritten(timeoutMs);
    socket.disconnectFromServer();
    if (socket.state() != QLocalSocket::UnconnectedState) {
        socket.waitForDisconnected(timeoutMs);
    }
    return written;
}

bool SingleInstance::listen()
{
    auto *server = new QLocalServer(this);
    server->setSocketOptions(QLocalServer::UserAccessOption);
    if (!server->listen(m_key)) {
        qCDebug(lcCore) << "single-instance listen failed:" << server->errorString();
        delete server;
        return false;
    }
    m_server = server;
    connect(m_server, &QLocalServer::newConnection, this, &SingleInstance::onNewConnection);
    return true;
}

void SingleInstance::onNewConnection()
{
    while (QLocalSocket *socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        // The other side may have written and gone before we got here; the bytes are still buffered.
        auto readMessage = [this, socket] {
            if (!socket->canReadLine()) {
                return;
            }
            socket->disconnect(this); // one message per connection
            if (socket->readLine() == ActivateMessage) {
                qCInfo(lcCore) << "another launch asked to show the window";
                emit activationRequested();
            }
        };
        connect(socket, &QLocalSocket::readyRead, this, readMessage);
        readMessage();
    }
}

} // namespace RentDeck
