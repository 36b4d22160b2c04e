// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/GpuReport.h"

namespace RentDeck {

QString GpuReport::formatName(Format format)
{
    switch (format) {
    case Format::Xml:
        return QStringLiteral("xml");
    case Format::QueryText:
        return QStringLiteral("query");
    case Format::Table:
        return QStringLiteral("table");
    case Format::Csv:
        return QStringLiteral("csv");
    case Format::List:
        return QStringLiteral("list");
    case Format::Version:
        return QStringLiteral("version");
    }
    return {};
}

} // namespace RentDeck
