// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BuiltinProviders.h"
#include "StartupClock.h"
#include "core/Paths.h"
#include "core/ProcessHardening.h"
#include "logging/FileLogHandler.h"
#include "services/AppServices.h"
#include "services/CheckService.h"
#include "services/GuardService.h"
#include "services/InstanceManager.h"
#include "services/LeftoverMonitor.h"
#include "services/OfferWatchService.h"
#include "services/SingleInstance.h"
#include "services/StarvationWatcher.h"
#include "services/Storage.h"
#include "services/TeamMonitor.h"
#include "services/WatchService.h"
#include "settings/DisplayCurrency.h"
#include "settings/Settings.h"
#include "ssh/SshWorkerJoin.h"
#include "ui/dialogs/MessageBox.h"
#include "ui/mainwindow/Appearance.h"
#include "ui/mainwindow/MainWindow.h"
#include "ui/mainwindow/PlainTextToolTips.h"
#include "ui/mainwindow/ScreenshotOnLoad.h"
#include "ui/mainwindow/Translator.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLoggingCategory>
#include <cstdio>

using namespace RentDeck;

namespace {
// Qt's xcb plugin aborts with a cryptic message when there is no display; say what to do instead.
bool checkDisplay([[maybe_unused]] const char *argv0)
{
#ifdef Q_OS_LINUX
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")) {
        std::fprintf(stderr,
            "RentDeck needs a graphical display and none was found (DISPLAY is not set). On a headless "
            "machine run it under Xvfb: xvfb-run -a %s — or set QT_QPA_PLATFORM=offscreen for a "
            "screenshot-only run.\n",
            argv0);
        return false;
    }
#endif
    return true;
}
} // namespace

int main(int argc, char *argv[])
{
    ProcessHardening::disableCoreDumps(); // before any key or password is read
    if (!checkDisplay(argv[0])) {
        return 2;
    }
    StartupClock startup; // from here to usable offers on screen, logged once
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("RentDeck"));
    QApplication::setApplicationName(QStringLiteral("RentDeck"));
    QApplication::setApplicationVersion(QStringLiteral(RD_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.rentdeck.RentDeck"));
    QIcon icon;
    for (const int size : { 16, 24, 32, 48, 64, 128, 256 }) {
        icon.addFile(QStringLiteral(":/icons/%1x%1/apps/org.rentdeck.RentDeck.png").arg(size));
    }
    QApplication::setWindowIcon(icon);
    app.installEventFilter(new PlainTextToolTips(&app));

    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window to FILE once loaded, then quit."),
        QStringLiteral("FILE"));
    const QCommandLineOption tab(QStringLiteral("tab"),
        QApplication::translate("main", "Open on TAB: planner, offers, instances, forwards, checks, sync or monitor."),
        QStringLiteral("TAB"), QStringLiteral("offers"));
    const QCommandLineOption verbose(QStringLiteral("verbose"), QApplication::translate("main", "Log debug messages."));
    const QCommandLineOption terminal(QStringLiteral("terminal"),
        QApplication::translate("main", "Open a terminal on instance NAME (e.g. sandbox:1)."), QStringLiteral("NAME"));
    parser.addOptions({ screenshot, tab, terminal, verbose });
    parser.process(app);
    if (parser.isSet(verbose)) {
        QLoggingCategory::setFilterRules(QStringLiteral("rentdeck.*.debug=true"));
    }

    FileLogHandler log({});
    log.install();
    // One window per user and data folder: a second launch shows the first and leaves. Screenshots always run.
    std::unique_ptr<SingleInstance> single;
    if (!parser.isSet(screenshot)) {
        single = std::make_unique<SingleInstance>(SingleInstance::serverNameFor(Paths::dataDir()));
        if (!single->claim()) {
            return 0;
        }
    }
    Settings settings;
    Translator::install(Translator::chooseLocale(settings.value(Settings::Key::Language).toString()));
    Appearance::apply(settings.value(Settings::Key::Appearance).toString());

    // Destroyed right after the composition root: the SSH workers its sessions ran end before the log handler, Qt and
    // OpenSSL do.
    SshWorkerJoin sshWorkers(std::chrono::seconds(10));
    // The composition root, with the one list of built-in providers; the keychain (or memory for the session).
    AppServices services(registerBuiltinProviders);
    InstanceManager &manager = services.manager();
    CheckService &checks = services.checks(); // after the connections it needs, before watching: as they always were
    WatchService &watch = services.watch();
    watch.start();
    GuardService &guards = services.guards();
    guards.start();
    MainWindow window(&manager, &services.connections(), &checks, &watch, &settings);
    window.setGuards(&guards);
    window.setJobs(&services.jobs());
    // The team's machines and budgets (a worker thread talks to the team database; alone, the local budgets).
    TeamMonitor team(&services.team(), &manager, DisplayCurrency::fromSettings(settings).cnyPerUsd());
    window.setTeam(&services.team(), &team);
    team.start();
    LeftoverMonitor leftovers(&manager); // what bills with nothing running: the Instances tab and the tray
    window.setLeftovers(&leftovers);
    // Saved offer watches (Offers › Watch): polled while the window is open, within each provider's rate limits.
    OfferWatchService offerWatches(
        &manager, &settings, services.storage().database(), DisplayCurrency::fromSettings(settings).cnyPerUsd());
    window.setOfferWatches(&offerWatches);
    StarvationWatcher starvation(&watch); // busy GPUs that wait: why, in the Monitor and as one notice
    window.setStarvationWatcher(&starvation);
    if (single) {
        QObject::connect(single.get(), &SingleInstance::activationRequested, &window, &MainWindow::bringToFront);
    }
    // Otherwise the window reopens on the tab it was closed on; a screenshot shows what --tab says (offers).
    if (parser.isSet(tab) || parser.isSet(screenshot)) {
        window.showTab(MainWindow::tabNamed(parser.value(tab)).value_or(MainWindow::Tab::Offers));
    }
    startup.watch(&window);
    window.show();
    if (const QString &ledgerError = services.ledgerError(); !ledgerError.isEmpty()) {
        MessageBox::critical(&window, QApplication::translate("main", "Ledger not available"),
            QApplication::translate("main", "%1\n\nRentDeck continues without recording costs.").arg(ledgerError));
    }
    manager.refreshOffers();
    manager.refreshInstances();
    const int refreshSeconds = settings.value(Settings::Key::RefreshSeconds).toInt();
    manager.setAutoRefresh(refreshSeconds > 0 ? refreshSeconds : 5);
    if (parser.isSet(terminal)) {
        QObject::connect(
            &manager, &InstanceManager::instancesChanged, &window,
            [&window, name = parser.value(terminal)] { window.openTerminal(name); }, Qt::SingleShotConnection);
    }
    if (parser.isSet(screenshot)) {
        auto *shot = new ScreenshotOnLoad(&manager, &window, parser.value(screenshot), 6000, &app);
        shot->setSettleMs(parser.isSet(terminal) ? 3000 : 400);
    }
    const int exitCode = QApplication::exec();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // as rentdeck-cli: nothing left behind
    sshWorkers.setExitCode(exitCode);
    return exitCode;
}
