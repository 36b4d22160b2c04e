// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "SandboxCatalog.h"
#include "SandboxSshd.h"
#include "core/Result.h"

#include <QString>

namespace RentDeck {

/**
 * A sandbox instance of an Ascend NPU offer, as the checks and the Monitor see one: no nvidia-smi, an `npu-smi` whose
 * `info` prints the layout npu-smi 25.2.0 prints for 910B chips (tests/data/npu-smi's 910B3 capture), CANN's
 * `ascend_toolkit_install.info` under ~/Ascend (where a non-root CANN install puts it) and a conda base with a CPU
 * torch and torch_npu of that CANN (SandboxPythonStacks). The NPUs idle; there is no NPU load to simulate.
 */
namespace SandboxAscendBox {
/** Writes the box's tools and files into the instance's folders. */
[[nodiscard]] Status install(const SandboxInstancePaths &paths, const SandboxOffer &offer, const SandboxGpuModel &npu);
/** `npu-smi info` for \a count chips of \a npu with driver \a driver. */
QString npuSmiInfo(const SandboxGpuModel &npu, int count, const QString &driver);
} // namespace SandboxAscendBox

} // namespace RentDeck
