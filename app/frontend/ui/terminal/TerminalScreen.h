// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/terminal/TerminalCell.h"

#include <QByteArray>
#include <QObject>
#include <QPoint>
#include <QRect>
#include <memory>
#include <vterm_keycodes.h>

namespace RentDeck {

/**
 * The terminal state: a libvterm VTerm + VTermScreen with a bounded scrollback ring. No painting,
 * no transport: bytes from the remote side go in through feed(); what the terminal answers or the
 * user types comes out through outputReady(), emitted once per call, after libvterm has finished.
 *
 * Rows are addressed from the top of the screen (0 … rows()-1); negative rows address the scrollback,
 * -1 being the line that scrolled off most recently. GUI thread only.
 */
class TerminalScreen : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TerminalScreen)
public:
    enum class CursorShape
    {
        Block,
        Underline,
        Bar
    };

    static constexpr int DefaultScrollbackLimit = 5000;

    explicit TerminalScreen(int rows, int cols, QObject *parent = nullptr);
    ~TerminalScreen() override;

    /** Interprets \a bytes (UTF-8) from the remote side; emits damaged() for what changed. */
    void feed(const QByteArray &bytes);
    /** Resizes the screen; lines move to or back from the scrollback. */
    void resize(int rows, int cols);
    int rows() const;
    int cols() const;

    TerminalCell cellAt(int row, int col) const;
    /** The text of \a row, wide characters once, trailing blanks removed. */
    QString lineText(int row) const;
    /** The text from \a from to \a to inclusive (x = column, y = row), lines joined by '\n'. */
    QString text(QPoint from, QPoint to) const;

    int scrollbackLineCount() const;
    int scrollbackLimit() const;
    void setScrollbackLimit(int lines);
    /**
     * How many lines have scrolled off the top so far (pushed minus popped back, dropped ones included):
     * row + scrolledOffLineCount() names the same line while output scrolls it up.
     */
    qint64 scrolledOffLineCount() const;

    QPoint cursorPosition() const; // x = column, y = row
    bool isCursorVisible() const;
    bool isCursorBlinking() const;
    CursorShape cursorShape() const;
    bool isAlternateScreen() const;
    bool isReverseVideo() const;
    /** True while the program asked for mouse reports (e.g. htop, vim with mouse=a). */
    bool isMouseTracking() const;
    QString title() const;
    QColor defaultForeground() const;
    QColor defaultBackground() const;

    void sendKey(VTermKey key, VTermModifier modifiers);
    void sendCharacter(char32_t character, VTermModifier modifiers);
    /** Typed text (e.g. from an input method), as is. */
    void sendText(const QString &text);
    /**
     * Pasted text: newlines become CR, every other control character (ESC, C1) is dropped, wrapped in ESC[200~ …
     * ESC[201~ when the program enabled bracketed paste.
     */
    void paste(const QString &text);
    /** Mouse reports; libvterm only sends them when the program asked for them. \a button: 1 left … 4/5 wheel. */
    void sendMouseMove(int row, int col, VTermModifier modifiers);
    void sendMouseButton(int button, bool pressed, VTermModifier modifiers);
    /** Focus in/out reports (mode 1004) when the program asked for them. */
    void setFocused(bool focused);

signals:
    /** Cells changed: x = column, y = row of the screen (not the scrollback). */
    void damaged(const QRect &cells);
    /** Cursor moved or its visibility, blinking or shape changed. */
    void cursorChanged();
    void outputReady(const QByteArray &bytes);
    void titleChanged(const QString &title);
    void alternateScreenChanged(bool alternate);
    void bellRang();

private:
    struct Private;
    friend struct Private;

    void flushOutput();

    std::unique_ptr<Private> d;
};

} // namespace RentDeck
