// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTcpServer>

namespace RentDeck {

/** A port on 127.0.0.1 that nothing listened on a moment ago (0 if none could be had), for a server a test starts. */
inline quint16 freeLoopbackPort()
{
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : 0;
}

} // namespace RentDeck
