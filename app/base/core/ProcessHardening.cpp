// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ProcessHardening.h"

#include <cstdlib>
#include <cstring>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/resource.h>
#endif
#if defined(__linux__)
#include <sys/prctl.h>
#endif

namespace RentDeck::ProcessHardening {

bool disableCoreDumps()
{
    const char *wanted = std::getenv(CoreDumpsVariable);
    if (wanted != nullptr && std::strcmp(wanted, "1") == 0) {
        return false;
    }
    bool off = true;
#if defined(__unix__) || defined(__APPLE__)
    // The soft limit only: a terminal the user opens from RentDeck inherits it and may raise it again.
    struct rlimit limit
    {
    };
    off = ::getrlimit(RLIMIT_CORE, &limit) == 0 && (limit.rlim_cur = 0, ::setrlimit(RLIMIT_CORE, &limit) == 0);
#endif
#if defined(__linux__)
    off = ::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0) == 0 && off;
#endif
    return off;
}

} // namespace RentDeck::ProcessHardening
