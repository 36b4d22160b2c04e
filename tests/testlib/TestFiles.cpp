// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TestFiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>

namespace RentDeck::TestFiles {

namespace {

/** The next \a size bytes of \a random's stream of 32-bit words; a trailing partial word uses its first bytes. */
void fillRandom(QRandomGenerator &random, char *data, qint64 size)
{
    const qint64 words = size / 4;
    random.fillRange(reinterpret_cast<quint32 *>(data), words);
    if (const qint64 tail = size % 4) {
        const quint32 last = random.generate();
        std::memcpy(data + words * 4, &last, size_t(tail));
    }
}

} // namespace

bool writeFile(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(data) == data.size();
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray randomBytes(qint64 size, quint32 seed)
{
    QByteArray data(size, Qt::Uninitialized);
    QRandomGenerator random { seed };
    fillRandom(random, data.data(), size);
    return data;
}

bool writeRandomFile(const QString &path, qint64 size, quint32 seed)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        return false;
    }
    QByteArray block(1 << 20, Qt::Uninitialized); // a multiple of 4: only the last block can end mid-word
    QRandomGenerator random { seed };
    for (qint64 left = size; left > 0;) {
        const qint64 chunk = qMin<qint64>(left, block.size());
        fillRandom(random, block.data(), chunk);
        if (file.write(block.constData(), chunk) != chunk) {
            return false;
        }
        left -= chunk;
    }
    return true;
}

bool corruptKeepingSizeAndMtime(const QString &path)
{
    const QByteArray name = QFile::encodeName(path);
    struct stat before
    {
    };
    if (::stat(name.constData(), &before) != 0) {
        return false;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite)) {
        return false;
    }
    const QByteArray old = file.readAll();
    const QByteArray corrupted(old.size(), 'X');
    if (old.isEmpty() || old == corrupted || !file.seek(0) || file.write(corrupted) != corrupted.size()) {
        return false;
    }
    file.close(); // flushes, which moves the mtime: put it back only now
#ifdef Q_OS_MACOS
    const struct timespec times[2] = { before.st_atimespec, before.st_mtimespec };
#else
    const struct timespec times[2] = { before.st_atim, before.st_mtim };
#endif
    return ::utimensat(AT_FDCWD, name.constData(), times, 0) == 0;
}

} // namespace RentDeck::TestFiles
