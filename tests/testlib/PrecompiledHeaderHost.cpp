// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The one source of rd_test_pch and rd_test_pch_ui: a target needs a source to build the precompiled header every
// test reuses (tests/CMakeLists.txt).
