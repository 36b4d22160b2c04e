// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rentdeck-mockserver: one provider mock on 127.0.0.1, for CLI end-to-end tests and for trying the window
// without an account. Prints "listening on http://127.0.0.1:PORT" on stdout once it accepts connections.
#include "MockHttpServer.h"
#include "MockProviders.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>
#include <cstdio>

using namespace RentDeck;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const auto providers = mockProviders();
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("A provider API mock on 127.0.0.1 (tests and demos)."));
    parser.addHelpOption();
    parser.addOptions({
        { QStringLiteral("provider"), QStringLiteral("One of: %1.").arg(providers.keys().join(QStringLiteral(", "))),
            QStringLiteral("ID") },
        { QStringLiteral("port"), QStringLiteral("Port (default: a free one)."), QStringLiteral("N"),
            QStringLiteral("0") },
        { QStringLiteral("api-key"), QStringLiteral("The key the mock accepts (default mock-key)."),
            QStringLiteral("KEY"), QStringLiteral("mock-key") },
        { QStringLiteral("boot-ms"), QStringLiteral("Provisioning time of an instance (default 1500)."),
            QStringLiteral("MS"), QStringLiteral("1500") },
        { QStringLiteral("ssh-host"), QStringLiteral("SSH host reported for running instances."),
            QStringLiteral("HOST"), QStringLiteral("127.0.0.1") },
        { QStringLiteral("ssh-port"), QStringLiteral("SSH port reported for running instances."),
            QStringLiteral("PORT"), QStringLiteral("22") },
        { QStringLiteral("stock-after-ms"), QStringLiteral("Offers are sold out until MS after the start (default 0)."),
            QStringLiteral("MS"), QStringLiteral("0") },
        { QStringLiteral("enforce-rate-limit"),
            QStringLiteral("Refuse offer searches faster than the provider allows (429).") },
        { QStringLiteral("with-storage"),
            QStringLiteral("The account holds volumes or file systems from earlier work (leftovers).") },
        { QStringLiteral("ssh-user"),
            QStringLiteral("SSH user of providers whose API names one (AutoDL's ssh_command; default root)."),
            QStringLiteral("USER"), QStringLiteral("root") },
    });
    parser.process(app);
    const QString id = parser.value(QStringLiteral("provider"));
    if (!providers.contains(id)) {
        std::fprintf(stderr, "rentdeck-mockserver: --provider must be one of: %s\n",
            qPrintable(providers.keys().join(QStringLiteral(", "))));
        return 2;
    }
    MockProviderOptions options;
    options.apiKey = parser.value(QStringLiteral("api-key"));
    options.bootTime = std::chrono::milliseconds(parser.value(QStringLiteral("boot-ms")).toInt());
    options.sshHost = parser.value(QStringLiteral("ssh-host"));
    options.sshPort = parser.value(QStringLiteral("ssh-port")).toInt();
    options.sshUser = parser.value(QStringLiteral("ssh-user"));
    options.stockAfter = std::chrono::milliseconds(parser.value(QStringLiteral("stock-after-ms")).toInt());
    options.enforceRateLimit = parser.isSet(QStringLiteral("enforce-rate-limit"));
    options.withStorage = parser.isSet(QStringLiteral("with-storage"));
    // From the environment, never an argument (other users see arguments in ps).
    options.rootPassword = qEnvironmentVariable("RD_MOCK_ROOT_PASSWORD");

    MockHttpServer server;
    providers.value(id)(&server, options);
    server.installControlRoutes();
    if (!server.start(quint16(parser.value(QStringLiteral("port")).toUInt()))) {
        std::fprintf(stderr, "rentdeck-mockserver: cannot listen on port %s\n",
            qPrintable(parser.value(QStringLiteral("port"))));
        return 1;
    }
    std::printf("listening on http://127.0.0.1:%u\n", unsigned(server.port()));
    std::fflush(stdout);
    return app.exec();
}
