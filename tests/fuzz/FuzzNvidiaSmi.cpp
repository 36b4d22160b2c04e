// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer entry point: any bytes through NvidiaSmiParser::parseAny must give a report or an Error.
#include "checks/NvidiaSmiCsvParser.h"
#include "checks/NvidiaSmiParser.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray input = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const RentDeck::Result<RentDeck::GpuReport> report = RentDeck::NvidiaSmiParser::parseAny(input);
    if (!report && report.error().message.isEmpty()) {
        __builtin_trap(); // every failure must say why
    }
    // The header-less CSV path is only reachable with a field list.
    static const QStringList fields { QStringLiteral("index"), QStringLiteral("name"), QStringLiteral("memory.total"),
        QStringLiteral("clocks_event_reasons.active") };
    static_cast<void>(RentDeck::NvidiaSmiCsvParser::parse(QString::fromUtf8(input), fields));
    return 0;
}
