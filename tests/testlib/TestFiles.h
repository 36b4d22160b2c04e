// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace RentDeck {

/** Files for tests to sync, hash and break. */
namespace TestFiles {
/** Writes \a data to \a path, replacing the file and creating its parent folders. */
bool writeFile(const QString &path, const QByteArray &data);
/** The whole content of \a path, or empty when it cannot be read. */
QByteArray readFile(const QString &path);
/**
 * \a size pseudo-random bytes, the same for the same \a size and \a seed; a shorter result is a prefix of a
 * longer one with the same seed. writeRandomFile() writes the same bytes.
 */
QByteArray randomBytes(qint64 size, quint32 seed);
/** Writes randomBytes(\a size, \a seed) to \a path a block at a time (fit for hundreds of MB). */
bool writeRandomFile(const QString &path, qint64 size, quint32 seed = 0);
/**
 * Overwrites every byte of \a path with 'X' in place (same inode) and puts its access and modification times
 * back to the nanosecond: size and mtime are unchanged, so rsync's quick check and a manifest cache keyed on
 * size and mtime cannot see it (only ctime tells). False when the file is empty or already all 'X' (nothing
 * would change), or on an I/O error.
 */
bool corruptKeepingSizeAndMtime(const QString &path);
} // namespace TestFiles

} // namespace RentDeck
