// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow/MainWindow.h"

#include "core/InstanceManager.h"
#include "dialogs/MessageBox.h"
#include "instances/InstancesView.h"
#include "offers/OffersView.h"
#include "settings/Settings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabWidget>

namespace RentDeck {

MainWindow::MainWindow(InstanceManager *manager, Settings *settings, QWidget *parent)
    : QMainWindow(parent)
    , m_manager(manager)
    , m_settings(settings)
    , m_tabs(new QTabWidget(this))
    , m_offers(new OffersView(manager, m_tabs))
    , m_instances(new InstancesView(manager, m_tabs))
    , m_spendRate(new QLabel(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowTitle(tr("RentDeck"));
    m_tabs->setObjectName(QStringLiteral("mainTabWidget"));
    m_tabs->addTab(m_offers, tr("Offers"));
    m_tabs->addTab(m_instances, tr("Instances"));
    m_tabs->setDocumentMode(true);
    setCentralWidget(m_tabs);

    m_spendRate->setObjectName(QStringLiteral("spendRateLabel"));
    statusBar()->setObjectName(QStringLiteral("mainStatusBar"));
    statusBar()->addPermanentWidget(m_spendRate);
    createMenus();

    connect(m_manager, &InstanceManager::instancesChanged, this, &MainWindow::updateSpendRate);
    connect(m_manager, &InstanceManager::operationFinished, this, &MainWindow::onOperationFinished);
    connect(m_offers, &OffersView::launched, this, &MainWindow::onLaunched);
    updateSpendRate();

    resize(1360, 820);
    if (m_settings) {
        restoreGeometry(m_settings->value(Settings::Key::WindowGeometry).toByteArray());
    }
}

MainWindow::~MainWindow() = default;

void MainWindow::showTab(Tab tab)
{
    m_tabs->setCurrentWidget(
        tab == Tab::Offers ? static_cast<QWidget *>(m_offers) : static_cast<QWidget *>(m_instances));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_settings) {
        m_settings->setValue(Settings::Key::WindowGeometry, saveGeometry());
        m_settings->sync();
    }
    QMainWindow::closeEvent(event);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setObjectName(QStringLiteral("quitAction"));
    quit->setShortcut(QKeySequence::Quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addMenu(createLanguageMenu());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    QAction *about = help->addAction(tr("&About RentDeck"), this, &MainWindow::showAbout);
    about->setObjectName(QStringLiteral("aboutAction"));
}

QMenu *MainWindow::createLanguageMenu()
{
    auto *menu = new QMenu(tr("&Language"), this);
    menu->setObjectName(QStringLiteral("languageMenu"));
    m_languages = new QActionGroup(this);
    const QString current = m_settings ? m_settings->value(Settings::Key::Language).toString() : QString();
    // Languages are named in their own language (endonyms), so they are not translated.
    struct Choice
    {
        QString code;
        QString name;
        QString objectName;
    };
    const QList<Choice> choices {
        { QString(), tr("System"), QStringLiteral("languageSystemAction") },
        { QStringLiteral("en"), QStringLiteral("English"), QStringLiteral("languageEnglishAction") },
        { QStringLiteral("zh_CN"), QStringLiteral("简体中文"), QStringLiteral("languageChineseAction") },
    };
    for (const Choice &choice : choices) {
        const QString code = choice.code;
        QAction *action = menu->addAction(choice.name);
        action->setObjectName(choice.objectName);
        action->setCheckable(true);
        action->setChecked(code == current);
        action->setData(code);
        m_languages->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] { chooseLanguage(code); });
    }
    return menu;
}

void MainWindow::chooseLanguage(const QString &code)
{
    if (!m_settings || m_settings->value(Settings::Key::Language).toString() == code) {
        return;
    }
    m_settings->setValue(Settings::Key::Language, code);
    m_settings->sync();
    MessageBox::information(this, tr("Language"), tr("The new language is used the next time RentDeck starts."));
}

QString MainWindow::spendRateText() const
{
    QStringList rates;
    for (const QString &currency : m_manager->runningCurrencies()) {
        rates.append(tr("%1/h").arg(m_manager->spendRatePerHour(currency).format()));
    }
    if (rates.isEmpty()) {
        return tr("Nothing running");
    }
    return tr("Spend rate: %1").arg(rates.join(QStringLiteral(" · ")));
}

void MainWindow::updateSpendRate()
{
    m_spendRate->setText(spendRateText());
}

void MainWindow::onOperationFinished(const QString &instanceName, const QString &operation, const QString &error)
{
    if (!error.isEmpty() || instanceName.isEmpty()) {
        return; // the view that started the operation reports the error
    }
    QString text;
    if (operation == QLatin1String("launch")) {
        text = tr("%1 launched.");
    } else if (operation == QLatin1String("stop")) {
        text = tr("%1 stopped.");
    } else if (operation == QLatin1String("resume")) {
        text = tr("%1 resumed.");
    } else if (operation == QLatin1String("destroy")) {
        text = tr("%1 destroyed.");
    } else {
        return;
    }
    statusBar()->showMessage(text.arg(instanceName), 8000);
}

void MainWindow::onLaunched(const QString &instanceName)
{
    showTab(Tab::Instances);
    m_instances->selectInstance(instanceName);
}

void MainWindow::showAbout()
{
    MessageBox::information(this, tr("About RentDeck"),
        tr("RentDeck %1\n\nA console for rented GPU machines: choose an offer, launch, "
           "connect, check, sync, watch the cost and release.")
            .arg(QApplication::applicationVersion()));
}

} // namespace RentDeck
