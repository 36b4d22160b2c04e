// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/mainwindow/Translator.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>
#include <memory>
#include <vector>

namespace RentDeck {

namespace {
std::vector<std::unique_ptr<QTranslator>> &installed()
{
    static std::vector<std::unique_ptr<QTranslator>> translators;
    return translators;
}

bool load(const QLocale &locale, const QString &name, const QString &directory)
{
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(locale, name, QStringLiteral("_"), directory)
        || !QCoreApplication::installTranslator(translator.get())) {
        return false;
    }
    installed().push_back(std::move(translator));
    return true;
}
} // namespace

QLocale Translator::chooseLocale(const QString &setting)
{
    const QString override = qEnvironmentVariable("RENTDECK_LANG");
    if (!override.isEmpty()) {
        return QLocale(override);
    }
    return setting.isEmpty() ? QLocale::system() : QLocale(setting);
}

bool Translator::install(const QLocale &locale, const QString &directory)
{
    uninstall();
    QLocale::setDefault(locale);
    load(locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    if (load(locale, QStringLiteral("rentdeck"), directory)) {
        return true;
    }
    // English text is in the source; rentdeck_en only adds plural forms ("1 offer", "2 offers"). Load it
    // for any language we lack (and for the "C" locale of a bare environment).
    load(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral("rentdeck"), directory);
    return false;
}

void Translator::uninstall()
{
    for (const auto &translator : installed()) {
        QCoreApplication::removeTranslator(translator.get());
    }
    installed().clear();
}

} // namespace RentDeck
