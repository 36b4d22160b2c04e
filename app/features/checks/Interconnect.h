// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace RentDeck {

/**
 * The links between the GPUs of one machine and the bandwidth the plan assumes for them: the one place these
 * numbers live. They are effective all-reduce ("bus") bandwidths as NCCL's all_reduce_perf reports them, not the
 * datasheet's link rates, and deliberately conservative:
 * - PCIe 4.0 x16 carries 32 GB/s per direction on paper; ring all-reduce through the host bridges and CPU root
 *   complex reaches about 60-70 % of that on rented consumer/workstation boxes, hence 20 GB/s (the issue's
 *   worked example: 7B fp16 gradients, 14 GB, take 0.7 s).
 * - NVLink 3 (A100 SXM, 600 GB/s total, 300 GB/s per direction) measures ~230 GB/s bus bandwidth on DGX A100;
 *   NVLink 4 (H100/H200 SXM, 900 GB/s total) ~360-450 GB/s. 200 GB/s stays below both.
 */
class Interconnect
{
public:
    enum class Kind
    {
        Pcie,
        NvLink,
    };

    static constexpr double PcieBytesPerSecond = 20e9;
    static constexpr double NvLinkBytesPerSecond = 200e9;

    /** "NVLink", "SXM" (NVLink on the board) or "NVSwitch" → NvLink; "PCIe", "" or anything else → Pcie. */
    static Kind fromName(const QString &name);
    static QString name(Kind kind);
    static double bytesPerSecond(Kind kind);
};

} // namespace RentDeck
