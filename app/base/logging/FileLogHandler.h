// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QFile>
#include <QMutex>
#include <QString>
#include <QtGlobal>

namespace RentDeck {

/**
 * Writes every Qt log message, redacted (see redact()), as one line to `<directory>/<baseName>.log`.
 * When the file passes maxFileBytes it is rotated: rentdeck.log → rentdeck.1.log → … and only keepFiles
 * files (the current one included) are kept. The folder is 0700 and the files 0600.
 *
 * install() makes this object the process' message handler (qInstallMessageHandler) until it is
 * destroyed or uninstall() is called; at most one is installed at a time. write() is thread-safe; destroy
 * the handler only once other threads have stopped logging (main() owns it for the whole run).
 */
class FileLogHandler
{
    Q_DISABLE_COPY_MOVE(FileLogHandler)

public:
    struct Options
    {
        QString directory; // "" = defaultDirectory()
        QString baseName = QStringLiteral("rentdeck");
        qint64 maxFileBytes = 5 * 1024 * 1024;
        int keepFiles = 5; // >= 1
        bool echoToStderr = true; // also print, as the default handler does
    };

    explicit FileLogHandler(Options options);
    ~FileLogHandler();

    /** $RENTDECK_HOME/logs when RENTDECK_HOME is set, else AppLocalDataLocation/logs. */
    static QString defaultDirectory();
    /** One log line, redacted, without the newline: "2026-01-02T03:04:05.678Z W rentdeck.net: text". */
    static QString formatLine(
        QtMsgType type, const QMessageLogContext &context, const QString &message, const QDateTime &at);

    QString directory() const { return m_options.directory; }
    QString currentFilePath() const;
    /** Path of rotated file \a index (1 = newest rotated). */
    QString rotatedFilePath(int index) const;

    /** Appends \a line (redacted again here) and rotates when needed. False when the file cannot be written. */
    bool write(const QString &line);

    bool install();
    void uninstall();

private:
    static void handleMessage(QtMsgType type, const QMessageLogContext &context, const QString &message);
    bool openFile();
    void rotate();

    Options m_options;
    QMutex m_mutex;
    QFile m_file;
    QtMessageHandler m_previous = nullptr;
    bool m_installed = false;
};

} // namespace RentDeck
