// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSettings>
#include <QString>
#include <QVariant>
#include <memory>

namespace RentDeck {

/**
 * The user's preferences: one typed key table over an INI QSettings file. Never holds secrets
 * (API keys live in the SecretStore); migrate() even scrubs secret-looking keys left by old builds.
 *
 * The file is $RENTDECK_HOME/settings.ini when RENTDECK_HOME is set, else settings.ini in
 * QStandardPaths::AppConfigLocation. Use from the GUI thread.
 */
class Settings : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Settings)

public:
    enum class Key
    {
        Language, // "" = follow the system
        DisplayCurrency, // ISO 4217 code used for totals and the offers table: "USD" or "CNY"
        CnyPerUsd, // exchange rate the user set for showing USD and CNY prices in one currency
        CnyPerUsdSetOn, // ISO date the rate was set; "" = the built-in default rate
        RefreshSeconds, // instance polling interval
        WindowGeometry, // QWidget::saveGeometry() bytes
        WindowMaximized, // the main window was maximized when closed
        CurrentTab, // objectName of the main window's current tab; "" = the default (Offers)
        OffersHeaderState, // QHeaderView::saveState() of the offers table
        InstancesHeaderState, // QHeaderView::saveState() of the instances table
        PlannerInputs,
        Appearance, // "system", "light" or "dark" // the planner's fields as a JSON object (PlanForm::state())
        LaunchProject, // the project the launch dialog last tagged an instance with
        OfferWatches, // the Offers tab's saved offer watches, a JSON array (OfferWatchFilter::toJson)
        SchemaVersion, // written by migrate(); not for callers
    };
    Q_ENUM(Key)

    static constexpr int CurrentSchemaVersion = 1;

    /** Opens the default file (see class comment) and migrates it. */
    explicit Settings(QObject *parent = nullptr);
    /** Opens the INI file at \a path and migrates it; for tests and tools. */
    static std::unique_ptr<Settings> createForTesting(const QString &path);
    ~Settings() override;

    static QString defaultFilePath();
    QString fileName() const { return m_settings.fileName(); }

    /** The stored value converted to the default's type, or the default when unset or unconvertible. */
    QVariant value(Key key) const;
    template <typename T> T valueAs(Key key) const { return value(key).template value<T>(); }
    /** Stores \a value and emits changed(key) when it differs from the current value. */
    void setValue(Key key, const QVariant &value);
    /** Removes the stored value so the default applies again; emits changed(key) if that changes value(). */
    void reset(Key key);
    /** Writes pending changes to disk (also done on destruction). */
    void sync();

    static QString keyName(Key key);
    static QVariant defaultValue(Key key);

    /**
     * Upgrades the file to CurrentSchemaVersion, one ordered step at a time, and returns the version
     * found before. A file from a newer RentDeck is left alone (a warning is logged).
     */
    int migrate();

signals:
    void changed(RentDeck::Settings::Key key);

private:
    Settings(const QString &path, QObject *parent);

    QSettings m_settings;
};

} // namespace RentDeck
