// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

class QActionGroup;
class QLabel;
class QMenu;
class QTabWidget;

namespace RentDeck {

class InstanceManager;
class InstancesView;
class OffersView;
class Settings;

/**
 * The main window: Offers and Instances tabs, the spend rate of everything running in the status
 * bar, and the menus (language, quit, about). Owns no services: the manager and settings come from
 * the composition root (main.cpp) and must outlive the window. \a settings may be null (no menu
 * choice is then saved).
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)
public:
    enum class Tab
    {
        Offers,
        Instances
    };

    MainWindow(InstanceManager *manager, Settings *settings, QWidget *parent = nullptr);
    ~MainWindow() override;

    void showTab(Tab tab);
    /** "Spend rate: $2.85/h · ¥3.96/h", or "Nothing running". */
    QString spendRateText() const;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    QMenu *createLanguageMenu();
    void chooseLanguage(const QString &code);
    void updateSpendRate();
    void showAbout();
    void onOperationFinished(const QString &instanceName, const QString &operation, const QString &error);
    void onLaunched(const QString &instanceName);

    InstanceManager *m_manager;
    Settings *m_settings;
    QTabWidget *m_tabs;
    OffersView *m_offers;
    InstancesView *m_instances;
    QLabel *m_spendRate;
    QActionGroup *m_languages = nullptr;
};

} // namespace RentDeck
