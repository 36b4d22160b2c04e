// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "GpuSnapshot.h"

#include <QList>
#include <QString>
#include <optional>

namespace RentDeck {

/** `nvidia-smi --query-gpu=FIELDS --format=csv[,noheader][,nounits]`. */
class NvidiaSmiCsvFormatter
{
public:
    /**
     * Validates the field list and the format options. On failure returns nullopt and sets @p error to the
     * message nvidia-smi prints (e.g. `Field "xyz" is not a valid field to query.`).
     */
    [[nodiscard]] static std::optional<NvidiaSmiCsvFormatter> create(
        const QString &fields, const QString &format, QString *error);

    [[nodiscard]] bool hasHeader() const { return m_hasHeader; }
    /** The header line with units in brackets (kept even with nounits, as real drivers do). */
    [[nodiscard]] QString header() const;
    /** One line per selected GPU. */
    [[nodiscard]] QString rows(const GpuSnapshot &snapshot) const;

private:
    struct Column
    {
        QString header; // the name printed in the header
        QString key; // the canonical field name the value comes from
        QString unit; // "MiB", "%", "W", "MHz" or empty
    };

    [[nodiscard]] static QString value(const QString &key, const GpuSnapshot &snapshot, const GpuSnapshotEntry &entry);

    QList<Column> m_columns;
    bool m_hasHeader = true;
    bool m_hasUnits = true;
};

} // namespace RentDeck
