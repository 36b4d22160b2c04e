// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QString>
#include <QVariant>

namespace RentDeck::SqlValues {

/** \a value bound as text: a null QString becomes "" (drivers bind it as NULL, which NOT NULL columns refuse). */
QVariant text(const QString &value);
/** A UTC time from epoch milliseconds as the stores keep them; invalid for NULL. */
QDateTime fromEpochMs(const QVariant &value);

} // namespace RentDeck::SqlValues
