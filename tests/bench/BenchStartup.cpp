// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Startup benchmark. Starts the real `rentdeck` window (offscreen, a fresh data folder, the sandbox as its only
// provider) RUNS times and times, from the moment the process is spawned, the line the window logs once the Offers
// table has painted offers ("startup: …", StartupClock): the time until a user can pick an offer (goal < 1 s). The
// peer, in the same run: `rentdeck-cli offers --provider sandbox --json`, the same offers listed without a window.
// Usage: rentdeck-bench-startup [RUNS]   (default 5)
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <algorithm>

namespace {

constexpr double GoalMs = 1000;

struct Launch
{
    double spawnToOffersMs = -1; // wall clock, from QProcess::start to the log line
    double inProcessOffersMs = -1; // as the window counts it, from main()
    double inProcessPaintMs = -1;
    int offers = 0;
};

QProcessEnvironment environmentFor(const QString &home)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("RENTDECK_HOME"), home);
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("RENTDECK_TOOLS_DIR"), QStringLiteral(RD_TOOLS_DIR));
    environment.remove(QStringLiteral("DBUS_SESSION_BUS_ADDRESS")); // no keychain prompt: the sandbox needs none
    return environment;
}

Launch launchWindow()
{
    QTemporaryDir home;
    QProcess window;
    window.setProcessEnvironment(environmentFor(home.path()));
    window.setProcessChannelMode(QProcess::SeparateChannels);
    static const QRegularExpression line(
        QStringLiteral("startup: window painted after (\\d+) ms; (\\d+) offers on screen after (\\d+) ms"));
    Launch result;
    QByteArray err;
    QElapsedTimer clock;
    clock.start();
    window.start(QStringLiteral(RD_APP_PATH), { QStringLiteral("--tab"), QStringLiteral("offers") });
    while (clock.elapsed() < 20000 && window.state() != QProcess::NotRunning) {
        window.waitForReadyRead(50);
        err += window.readAllStandardError();
        const QRegularExpressionMatch match = line.match(QString::fromUtf8(err));
        if (match.hasMatch()) {
            result.spawnToOffersMs = double(clock.nsecsElapsed()) / 1e6;
            result.inProcessPaintMs = match.captured(1).toDouble();
            result.offers = match.captured(2).toInt();
            result.inProcessOffersMs = match.captured(3).toDouble();
            break;
        }
    }
    window.kill();
    window.waitForFinished(5000);
    if (result.spawnToOffersMs < 0) {
        fprintf(stderr, "the window never reported offers on screen; its log:\n%s\n", err.constData());
    }
    return result;
}

double cliOffersMs()
{
    QTemporaryDir home;
    QProcess cli;
    cli.setProcessEnvironment(environmentFor(home.path()));
    QElapsedTimer clock;
    clock.start();
    cli.start(QStringLiteral(RD_CLI_PATH),
        { QStringLiteral("offers"), QStringLiteral("--provider"), QStringLiteral("sandbox"),
            QStringLiteral("--json") });
    cli.waitForFinished(20000);
    const double ms = double(clock.nsecsElapsed()) / 1e6;
    return cli.exitCode() == 0 && cli.readAllStandardOutput().contains("\"id\"") ? ms : -1;
}

double median(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? -1 : values.at(values.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 5;
    launchWindow(); // warm-up: the page cache holds the libraries afterwards, as on a second start
    cliOffersMs();
    QList<double> spawn;
    QList<double> inProcess;
    QList<double> paint;
    QList<double> cli;
    int offers = 0;
    for (int i = 0; i < runs; ++i) {
        const Launch launch = launchWindow();
        if (launch.spawnToOffersMs < 0) {
            return 1;
        }
        spawn << launch.spawnToOffersMs;
        inProcess << launch.inProcessOffersMs;
        paint << launch.inProcessPaintMs;
        offers = launch.offers;
        cli << cliOffersMs();
    }
    const double window = median(spawn);
    const double peer = median(cli);
    printf("rentdeck-bench-startup: the rentdeck window (offscreen, fresh data folder, sandbox), %d runs after a "
           "warm-up, medians\n",
        runs);
    printf("   spawn → %d offers painted in the Offers table   %8.0f ms   (goal < %.0f ms)%s\n", offers, window, GoalMs,
        window < GoalMs ? "" : "   over the goal");
    printf("   as the window counts it (from main)            first paint %.0f ms, offers %.0f ms\n", median(paint),
        median(inProcess));
    printf("   peer: rentdeck-cli offers --provider sandbox   %8.0f ms\n", peer);
    printf("   ratio window / CLI: %.2fx\n", peer > 0 ? window / peer : 0.0);
    return window < GoalMs ? 0 : 3;
}
