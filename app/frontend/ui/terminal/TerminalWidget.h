// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/terminal/TerminalCell.h"
#include "ui/terminal/TerminalSelection.h"

#include <QAbstractScrollArea>
#include <QByteArray>
#include <QPoint>
#include <memory>

class QTimer;

namespace RentDeck {

class TerminalRenderer;
class TerminalScreen;

/**
 * An xterm-compatible terminal (libvterm) that knows no transport: the remote side's bytes go in
 * through feed(), what the user types comes out of inputReady(). Damage is coalesced per feed() and
 * repainted by rectangle. Scrollback (5000 lines) with wheel and Shift+PageUp/PageDown; output snaps
 * back to the bottom. Mouse selection goes to the X11 selection; Ctrl+Shift+C/V copy and paste
 * (bracketed when the program asked). Tab stays in the terminal. GUI thread only.
 */
class TerminalWidget : public QAbstractScrollArea
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TerminalWidget)
public:
    explicit TerminalWidget(QWidget *parent = nullptr);
    ~TerminalWidget() override;

    int cols() const;
    int rows() const;
    /** Pixel size of one cell; the grid is viewport size / cell size. */
    QSize cellSize() const;
    QFont terminalFont() const;
    void setTerminalFont(const QFont &font);
    QString title() const;
    QString overlayMessage() const { return m_overlayMessage; }
    bool hasSelection() const { return !m_selection.isEmpty(); }
    QString selectedText() const;

    /** What is shown at visible \a row (0 = top of the viewport), scrolling included; for tests. */
    QString lineText(int row) const;
    TerminalCell cellAt(int row, int col) const;
    /** Cursor cell on the screen (x = column, y = row), whether or not scrolled into view. */
    QPoint cursorPosition() const;
    /** False while the program hid the cursor (DECTCEM, ESC[?25l). */
    bool isCursorVisible() const;
    bool isAlternateScreen() const;
    /** Lines scrolled back into the history; 0 at the bottom. */
    int scrollOffset() const { return m_scrollOffset; }
    int scrollbackLineCount() const;

    QSize sizeHint() const override;
    QVariant inputMethodQuery(Qt::InputMethodQuery query) const override;

signals:
    /** Bytes for the remote side: keys, pastes and the terminal's answers to queries. */
    void inputReady(const QByteArray &bytes);
    /** The grid changed size (widget resized or font changed): resize the remote PTY. */
    void terminalSizeChanged(int cols, int rows);
    void titleChanged(const QString &title);
    void bellRang();
    void selectionChanged();

public slots:
    /** Bytes from the remote side (UTF-8, escape sequences). */
    void feed(const QByteArray &bytes);
    /** Shows \a message as a translucent banner over the content; an empty string hides it. */
    void setOverlayMessage(const QString &message);
    void copy();
    /** Pastes the clipboard; more than one line is pasted only after the user said yes. */
    void paste();
    void pasteText(const QString &text);
    void clearSelection();
    void scrollToBottom();
    /** Scrolls the view by \a lines (positive: back into the history). */
    void scrollLines(int lines);

protected:
    bool event(QEvent *event) override;
    bool focusNextPrevChild(bool next) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void keyPressEvent(QKeyEvent *event) override;
    void inputMethodEvent(QInputMethodEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;

private:
    void pasteAfterAsking(const QString &text);
    void onDamaged(const QRect &cells);
    void onCursorChanged();
    void onBell();
    void updateGridSize();
    void updateScrollBar();
    void updateCursorBlinking();
    QRect cursorPixelRect() const;
    TerminalSelection::Point gridPointAt(QPoint pixel) const;
    /** Sends \a event to the program when it tracks the mouse; false when it is ours (selection). */
    bool reportsMouse(const QMouseEvent &event);
    void copyToSelectionClipboard();

    TerminalScreen *m_screen;
    std::unique_ptr<TerminalRenderer> m_renderer;
    QTimer *m_blinkTimer;
    QString m_overlayMessage;
    QRect m_paintedCursor;
    TerminalSelection m_selection;
    int m_scrollOffset = 0;
    bool m_selecting = false;
    bool m_cursorBlinkOn = true;
    bool m_bellFlash = false;
};

} // namespace RentDeck
