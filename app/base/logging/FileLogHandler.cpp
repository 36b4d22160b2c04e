// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "logging/FileLogHandler.h"

#include "logging/Redact.h"

#include <QDateTime>
#include <QDir>
#include <QStandardPaths>
#include <atomic>
#include <cstdio>

namespace RentDeck {

namespace {

std::atomic<FileLogHandler *> s_installed { nullptr };
// A message raised while writing a message (QFile warnings) must not re-enter the handler.
thread_local bool t_inHandler = false;

char typeLetter(QtMsgType type)
{
    switch (type) {
    case QtDebugMsg:
        return 'D';
    case QtInfoMsg:
        return 'I';
    case QtWarningMsg:
        return 'W';
    case QtCriticalMsg:
        return 'C';
    case QtFatalMsg:
        return 'F';
    }
    return '?';
}

constexpr QFile::Permissions PrivateFile = QFile::ReadOwner | QFile::WriteOwner;

} // namespace

FileLogHandler::FileLogHandler(Options options)
    : m_options(std::move(options))
{
    if (m_options.directory.isEmpty()) {
        m_options.directory = defaultDirectory();
    }
    m_options.keepFiles = qMax(1, m_options.keepFiles);
    m_options.maxFileBytes = qMax<qint64>(1024, m_options.maxFileBytes);
}

FileLogHandler::~FileLogHandler()
{
    uninstall();
}

QString FileLogHandler::defaultDirectory()
{
    const QString home = qEnvironmentVariable("RENTDECK_HOME");
    const QString base = home.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) : home;
    return base + QStringLiteral("/logs");
}

QString FileLogHandler::formatLine(
    QtMsgType type, const QMessageLogContext &context, const QString &message, const QDateTime &at)
{
    const QString category = context.category ? QString::fromUtf8(context.category) : QStringLiteral("default");
    return at.toUTC().toString(Qt::ISODateWithMs) + QLatin1Char(' ') + QLatin1Char(typeLetter(type)) + QLatin1Char(' ')
        + category + QStringLiteral(": ") + redact(message);
}

QString FileLogHandler::currentFilePath() const
{
    return m_options.directory + QLatin1Char('/') + m_options.baseName + QStringLiteral(".log");
}

QString FileLogHandler::rotatedFilePath(int index) const
{
    return m_options.directory + QLatin1Char('/') + m_options.baseName + QLatin1Char('.') + QString::number(index)
        + QStringLiteral(".log");
}

bool FileLogHandler::openFile()
{
    if (m_file.isOpen()) {
        return true;
    }
    if (!QDir().mkpath(m_options.directory)) {
        return false;
    }
    QFile::setPermissions(m_options.directory, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    m_file.setFileName(currentFilePath());
    if (!m_file.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Text, PrivateFile)) {
        return false;
    }
    m_file.setPermissions(PrivateFile);
    return true;
}

void FileLogHandler::rotate()
{
    m_file.close();
    QFile::remove(rotatedFilePath(m_options.keepFiles - 1));
    for (int index = m_options.keepFiles - 2; index >= 1; --index) {
        QFile::rename(rotatedFilePath(index), rotatedFilePath(index + 1));
    }
    if (m_options.keepFiles > 1) {
        QFile::rename(currentFilePath(), rotatedFilePath(1));
    } else {
        QFile::remove(currentFilePath());
    }
}

bool FileLogHandler::write(const QString &line)
{
    const QByteArray bytes = redact(line).toUtf8() + '\n';
    const QMutexLocker locker(&m_mutex);
    if (!openFile()) {
        return false;
    }
    // Rotate before a line that would not fit, so the current file always exists and stays under the cap.
    if (m_file.size() > 0 && m_file.size() + bytes.size() > m_options.maxFileBytes) {
        rotate();
        if (!openFile()) {
            return false;
        }
    }
    const bool ok = m_file.write(bytes) == bytes.size();
    m_file.flush();
    return ok;
}

bool FileLogHandler::install()
{
    FileLogHandler *expected = nullptr;
    if (!s_installed.compare_exchange_strong(expected, this)) {
        return expected == this;
    }
    m_previous = qInstallMessageHandler(&FileLogHandler::handleMessage);
    m_installed = true;
    return true;
}

void FileLogHandler::uninstall()
{
    if (!m_installed) {
        return;
    }
    qInstallMessageHandler(m_previous);
    m_previous = nullptr;
    m_installed = false;
    s_installed.store(nullptr);
}

void FileLogHandler::handleMessage(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    FileLogHandler *handler = s_installed.load();
    if (!handler || t_inHandler) {
        return;
    }
    t_inHandler = true;
    const QString line = formatLine(type, context, message, QDateTime::currentDateTimeUtc());
    handler->write(line);
    if (handler->m_options.echoToStderr) {
        std::fprintf(stderr, "%s\n", line.toLocal8Bit().constData());
    }
    t_inHandler = false;
}

} // namespace RentDeck
