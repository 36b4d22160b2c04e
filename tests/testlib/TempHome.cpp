// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TempHome.h"

#include <QDir>

namespace RentDeck {

TempHome::TempHome()
    : m_dir(QDir::tempPath() + QStringLiteral("/rd-test-XXXXXX"))
    , m_previous(qgetenv("RENTDECK_HOME"))
    , m_hadPrevious(qEnvironmentVariableIsSet("RENTDECK_HOME"))
{
    qputenv("RENTDECK_HOME", m_dir.path().toUtf8());
}

TempHome::~TempHome()
{
    if (m_hadPrevious) {
        qputenv("RENTDECK_HOME", m_previous);
    } else {
        qunsetenv("RENTDECK_HOME");
    }
}

} // namespace RentDeck
