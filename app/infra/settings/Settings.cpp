// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings/Settings.h"

#include "logging/LoggingCategories.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QRegularExpression>
#include <QStandardPaths>
#include <array>

namespace RentDeck {

namespace {

struct KeyEntry
{
    Settings::Key key;
    const char *name;
    QVariant defaultValue;
};

// The single table of settings: key, INI name, default (whose type is the setting's type).
const std::array<KeyEntry, 15> &keyTable()
{
    static const std::array<KeyEntry, 15> table { {
        { Settings::Key::Language, "ui/language", QVariant(QString()) },
        { Settings::Key::DisplayCurrency, "billing/displayCurrency", QVariant(QStringLiteral("USD")) },
        { Settings::Key::CnyPerUsd, "billing/cnyPerUsd", QVariant(7.2) },
        { Settings::Key::CnyPerUsdSetOn, "billing/cnyPerUsdSetOn", QVariant(QString()) },
        { Settings::Key::RefreshSeconds, "instances/refreshSeconds", QVariant(5) },
        { Settings::Key::WindowGeometry, "ui/windowGeometry", QVariant(QByteArray()) },
        { Settings::Key::WindowMaximized, "ui/windowMaximized", QVariant(false) },
        { Settings::Key::CurrentTab, "ui/currentTab", QVariant(QString()) },
        { Settings::Key::OffersHeaderState, "offers/headerState", QVariant(QByteArray()) },
        { Settings::Key::InstancesHeaderState, "instances/headerState", QVariant(QByteArray()) },
        { Settings::Key::PlannerInputs, "planner/inputs", QVariant(QString()) },
        { Settings::Key::Appearance, "ui/appearance", QVariant(QStringLiteral("system")) },
        { Settings::Key::LaunchProject, "launch/project", QVariant(QString()) },
        { Settings::Key::OfferWatches, "offers/watches", QVariant(QString()) },
        { Settings::Key::SchemaVersion, "schemaVersion", QVariant(0) },
    } };
    return table;
}

const KeyEntry &entry(Settings::Key key)
{
    for (const KeyEntry &item : keyTable()) {
        if (item.key == key) {
            return item;
        }
    }
    Q_UNREACHABLE();
}

// v0 → v1: nothing may hold a secret. Early development builds wrote provider keys here; drop them.
void scrubSecretLookingKeys(QSettings &settings)
{
    static const QRegularExpression secretName(
        QStringLiteral("api[_-]?key|token|password|passwd|secret"), QRegularExpression::CaseInsensitiveOption);
    const QStringList keys = settings.allKeys();
    for (const QString &key : keys) {
        if (secretName.match(key).hasMatch()) {
            qCWarning(lcCore) << "removing secret-looking setting" << key << "(secrets belong in the keychain)";
            settings.remove(key);
        }
    }
}

using MigrationStep = void (*)(QSettings &);

// QSettings writes through QSaveFile, which keeps an existing file's mode but creates a new one with the umask
// (0644): create the file 0600 before the first write, and tighten one an older version left readable.
void makePrivate(const QString &path)
{
    constexpr QFile::Permissions Private = QFile::ReadOwner | QFile::WriteOwner;
    if (!QFileInfo::exists(path)) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly)) {
            return; // QSettings reports the unwritable file itself
        }
    }
    QFile::setPermissions(path, Private);
}
const std::array<MigrationStep, Settings::CurrentSchemaVersion> MigrationSteps { {
    &scrubSecretLookingKeys, // to version 1
} };

} // namespace

Settings::Settings(QObject *parent)
    : Settings(defaultFilePath(), parent)
{
}

Settings::Settings(const QString &path, QObject *parent)
    : QObject(parent)
    , m_settings(path, QSettings::IniFormat)
{
    makePrivate(path);
    migrate();
}

Settings::~Settings()
{
    m_settings.sync();
}

std::unique_ptr<Settings> Settings::createForTesting(const QString &path)
{
    return std::unique_ptr<Settings>(new Settings(path, nullptr));
}

QString Settings::defaultFilePath()
{
    const QString home = qEnvironmentVariable("RENTDECK_HOME");
    const QString dir = home.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) : home;
    return dir + QStringLiteral("/settings.ini");
}

QString Settings::keyName(Key key)
{
    return QLatin1String(entry(key).name);
}

QVariant Settings::defaultValue(Key key)
{
    return entry(key).defaultValue;
}

QVariant Settings::value(Key key) const
{
    const KeyEntry &item = entry(key);
    QVariant stored = m_settings.value(QLatin1String(item.name));
    if (!stored.isValid() || !stored.convert(item.defaultValue.metaType())) {
        if (key == Key::DisplayCurrency && QLocale().language() == QLocale::Chinese) {
            return QStringLiteral("CNY"); // until chosen: what a Chinese-reading user pays in
        }
        return item.defaultValue;
    }
    return stored;
}

void Settings::setValue(Key key, const QVariant &value)
{
    const QVariant before = this->value(key);
    m_settings.setValue(keyName(key), value);
    if (this->value(key) != before) {
        emit changed(key);
    }
}

void Settings::reset(Key key)
{
    const QVariant before = value(key);
    m_settings.remove(keyName(key));
    if (value(key) != before) {
        emit changed(key);
    }
}

void Settings::sync()
{
    m_settings.sync();
}

int Settings::migrate()
{
    const int found = value(Key::SchemaVersion).toInt();
    if (found > CurrentSchemaVersion) {
        qCWarning(lcCore) << "settings file" << fileName() << "has schema" << found << "newer than"
                          << CurrentSchemaVersion << "; leaving it as it is";
        return found;
    }
    for (int version = found + 1; version <= CurrentSchemaVersion; ++version) {
        MigrationSteps[static_cast<std::size_t>(version - 1)](m_settings);
        m_settings.setValue(keyName(Key::SchemaVersion), version);
    }
    return found;
}

} // namespace RentDeck
