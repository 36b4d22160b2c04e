// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>

namespace RentDeck {

/** Picks the UI language and installs RentDeck's and Qt's translators (KeePassXC core/Translator). */
class Translator
{
public:
    /**
     * The language to show: $RENTDECK_LANG ("zh_CN") when set, else \a setting (Settings::Key::Language,
     * "" = follow the system), else QLocale::system().
     */
    static QLocale chooseLocale(const QString &setting);
    /**
     * Installs rentdeck_<locale>.qm from \a directory (the resource :/i18n by default) and Qt's
     * qtbase_<locale>.qm into the running application, and makes \a locale the default QLocale.
     * Returns false when RentDeck has no translation for \a locale (English text then shows).
     */
    static bool install(const QLocale &locale, const QString &directory = QStringLiteral(":/i18n"));
    /** Removes what install() added. */
    static void uninstall();
};

} // namespace RentDeck
