// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

class QLocalServer;

namespace RentDeck {

/**
 * One RentDeck window per user and data folder. claim() asks a running primary (over a QLocalSocket named
 * after \a key) to show itself; when nobody answers, this object becomes the primary and listens, and a later
 * claim() elsewhere makes it emit activationRequested(). A socket file left by a crashed primary is removed.
 * QtNetwork only; use from the GUI thread.
 */
class SingleInstance : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SingleInstance)
public:
    /** \a key names the server; serverNameFor() builds a short one from the data folder. */
    explicit SingleInstance(const QString &key, QObject *parent = nullptr);
    ~SingleInstance() override;

    /** "rentdeck-" and a hash of the user and \a dataDir: short enough for every platform's socket names. */
    static QString serverNameFor(const QString &dataDir);

    /**
     * Returns false when another instance answered (it was asked to activate; this one should exit), true when
     * this one is now the primary. Waits at most \a timeoutMs for the other side. Call once.
     */
    bool claim(int timeoutMs = 1000);
    bool isPrimary() const { return m_server != nullptr; }
    QString serverName() const { return m_key; }

signals:
    /** A second launch wants the window shown. */
    void activationRequested();

private:
    bool askPrimary(int timeoutMs) const;
    bool listen();
    void onNewConnection();

    QString m_key;
    QLocalServer *m_server = nullptr;
};

} // namespace RentDeck
