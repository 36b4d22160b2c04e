// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "secrets/KeychainProbe.h"

#include <QCoreApplication>

#if defined(RD_KEYCHAIN_OVER_DBUS)
#include <QDBusConnection>
#include <QDBusMessage>
#include <QStringList>
#endif

namespace RentDeck {

#if defined(RD_KEYCHAIN_OVER_DBUS)

namespace {

// The names QtKeychain's Linux backends talk to: libsecret (GNOME Keyring, KeePassXC, KWallet ≥ 5.97) and KWallet.
const QStringList &keychainServiceNames()
{
    static const QStringList names { QStringLiteral("org.freedesktop.secrets"), QStringLiteral("org.kde.kwalletd6"),
        QStringLiteral("org.kde.kwalletd5") };
    return names;
}

constexpr int BusCallTimeoutMs = 1000;

/** The names the bus daemon lists with \a method (ListNames: owned now; ListActivatableNames: started on demand). */
QStringList busNames(const QDBusConnection &bus, const QString &method)
{
    const QDBusMessage call = QDBusMessage::createMethodCall(QStringLiteral("org.freedesktop.DBus"),
        QStringLiteral("/org/freedesktop/DBus"), QStringLiteral("org.freedesktop.DBus"), method);
    const QDBusMessage reply = bus.call(call, QDBus::Block, BusCallTimeoutMs);
    return reply.type() == QDBusMessage::ReplyMessage && !reply.arguments().isEmpty()
        ? reply.arguments().constFirst().toStringList()
        : QStringList();
}

} // namespace

QString KeychainProbe::whyUnavailable()
{
    // Without an address libdbus would "autolaunch" a bus through dbus-launch and X11; QtKeychain would too.
    // Neither exists on a jump box, a CI runner or over plain SSH, and the attempt is what fails there.
    const QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        return QCoreApplication::translate(
            "RentDeck::KeychainProbe", "there is no D-Bus session bus (no desktop session: SSH, a container or CI)");
    }
    // Two bounded calls whatever the answer, so a slow bus costs at most two seconds once per run.
    const QStringList names
        = busNames(bus, QStringLiteral("ListNames")) + busNames(bus, QStringLiteral("ListActivatableNames"));
    for (const QString &name : keychainServiceNames()) {
        if (names.contains(name)) {
            return {};
        }
    }
    return QCoreApplication::translate("RentDeck::KeychainProbe",
        "no keychain service (Secret Service such as GNOME Keyring or KeePassXC, or KWallet) runs on the session bus");
}

#else

QString KeychainProbe::whyUnavailable()
{
    return {}; // macOS Keychain and Windows Credential Manager are part of the system
}

#endif

} // namespace RentDeck
