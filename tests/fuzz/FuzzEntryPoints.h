// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>

namespace RentDeck {

/**
 * The fuzz entry points, shared by the libFuzzer targets (FuzzMain.cpp, clang) and TestFuzzRegressions (any
 * compiler): each feeds arbitrary bytes to every public parser of one kind of outside input and checks the
 * parsers' contracts (a failure always says why, counts stay in range). A broken contract calls qFatal(), so
 * libFuzzer reports it as a crash and the regression test fails. Single-threaded; needs no event loop.
 */
namespace FuzzEntryPoints {

struct Target
{
    const char *name; // "vastai": also the folder of its seeds and regression inputs
    void (*run)(const QByteArray &input);
};

/** Every target, in a fixed order. */
const QList<Target> &targets();

/** The target called \a name, or nullptr. */
const Target *find(const char *name);

} // namespace FuzzEntryPoints

} // namespace RentDeck
