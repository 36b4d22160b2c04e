// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/NvidiaSmiParser.h"

#include "checks/NvidiaSmiCsvParser.h"
#include "checks/NvidiaSmiFailure.h"
#include "checks/NvidiaSmiListParser.h"
#include "checks/NvidiaSmiQueryTextParser.h"
#include "checks/NvidiaSmiTableParser.h"
#include "checks/NvidiaSmiValues.h"
#include "checks/NvidiaSmiVersionParser.h"
#include "checks/NvidiaSmiXmlParser.h"
#include "core/Translate.h"

#include <QCoreApplication>

namespace RentDeck {

namespace {

QString tr(const char *text)
{
    return translateInFile("RentDeck::NvidiaSmiParser", text);
}

bool looksLikeTable(const QString &text)
{
    const qsizetype header = text.indexOf(QLatin1String("| NVIDIA-SMI "));
    return header >= 0 && text.indexOf(QLatin1String("|==="), header) > header;
}

QString firstLine(const QString &text)
{
    const QString head = text.trimmed().left(NvidiaSmiValues::MaxLineLength);
    const qsizetype end = head.indexOf(QLatin1Char('\n'));
    return (end < 0 ? head : head.left(end)).trimmed();
}

} // namespace

Result<GpuReport> NvidiaSmiParser::parseAny(const QByteArray &data)
{
    auto decoded = NvidiaSmiValues::decodeText(data);
    if (!decoded) {
        return decoded.error();
    }
    const QString &text = *decoded;
    if (const std::optional<NvidiaSmiFailure> failure = NvidiaSmiFailure::detect(text)) {
        return failure->toError();
    }
    const QString trimmed = text.left(256).trimmed();
    if (trimmed.startsWith(QLatin1String("<?xml")) || trimmed.startsWith(QLatin1String("<!DOCTYPE"))
        || trimmed.startsWith(QLatin1String("<nvidia_smi_log"))) {
        return NvidiaSmiXmlParser::parse(data);
    }
    if (text.contains(QLatin1String("==============NVSMI LOG=============="))) {
        return NvidiaSmiQueryTextParser::parse(text);
    }
    if (looksLikeTable(text)) {
        return NvidiaSmiTableParser::parse(text);
    }
    if (text.contains(QLatin1String("List of valid properties to query"))) {
        return Error::make(Error::Code::InvalidInput,
            tr("this is the field list of nvidia-smi --help-query-gpu, not a GPU report; save the output of "
               "`nvidia-smi -q -x` instead"));
    }
    if (NvidiaSmiListParser::looksLikeList(text)) {
        return NvidiaSmiListParser::parse(text);
    }
    if (NvidiaSmiVersionParser::looksLikeVersion(text)) {
        return NvidiaSmiVersionParser::parse(text);
    }
    const QString first = firstLine(text);
    if (NvidiaSmiCsvParser::isHeader(first)) {
        return NvidiaSmiCsvParser::parse(text);
    }
    return Error::make(Error::Code::InvalidInput,
        tr("not recognised as nvidia-smi output (expected `nvidia-smi -q -x` XML, `-q` text, the default table, "
           "`--query-gpu … --format=csv` with its header, or `-L`)"));
}

} // namespace RentDeck
