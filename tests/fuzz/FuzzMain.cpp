// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point of one target; CMakeLists.txt builds it once per target with RD_FUZZ_TARGET set.
#include "FuzzEntryPoints.h"

#include <QCoreApplication>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    // Some parsers translate their messages; one QCoreApplication for the whole run, never destroyed. It gets
    // its own argv so that it cannot take libFuzzer's flags.
    static_cast<void>(argc);
    static_cast<void>(argv);
    static int appArgc = 1;
    static char appName[] = "rentdeck-fuzz";
    static char *appArgv[] = { appName, nullptr };
    static QCoreApplication *application = new QCoreApplication(appArgc, appArgv);
    static_cast<void>(application);
    if (RentDeck::FuzzEntryPoints::find(RD_FUZZ_TARGET) == nullptr) {
        std::fprintf(stderr, "unknown fuzz target %s\n", RD_FUZZ_TARGET);
        std::abort();
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const RentDeck::FuzzEntryPoints::Target *target = RentDeck::FuzzEntryPoints::find(RD_FUZZ_TARGET);
    // A deep copy: QByteArray::fromRawData would let a parser read past the end without ASan noticing the
    // missing terminator it may rely on.
    const QByteArray input(reinterpret_cast<const char *>(data), qsizetype(size));
    target->run(input);
    return 0;
}
