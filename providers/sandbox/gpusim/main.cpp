// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// rentdeck-gpusim: a fake nvidia-smi for sandbox instances (DESIGN.md "The sandbox provider").
#include "GpuSimCommandLine.h"
#include "GpuSimRunner.h"

#include <QStringList>
#include <cstdio>
#include <utility>

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i) {
        arguments << QString::fromLocal8Bit(argv[i]);
    }
    QString error;
    std::optional<RentDeck::GpuSimCommandLine> commandLine = RentDeck::GpuSimCommandLine::parse(arguments, &error);
    if (!commandLine) {
        std::fputs(qPrintable(error + QLatin1Char('\n')), stdout);
        return RentDeck::GpuSimRunner::ExitInvalidArgument;
    }
    RentDeck::GpuSimRunner runner(std::move(*commandLine));
    return runner.run();
}
