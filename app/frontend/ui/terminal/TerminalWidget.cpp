// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/terminal/TerminalWidget.h"

#include "core/RemoteText.h"
#include "ui/dialogs/MessageBox.h"
#include "ui/terminal/TerminalKeyboard.h"
#include "ui/terminal/TerminalMouse.h"
#include "ui/terminal/TerminalRenderer.h"
#include "ui/terminal/TerminalScreen.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QInputMethodEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTimer>
#include <algorithm>

namespace RentDeck {

namespace {
constexpr int CursorBlinkMs = 530;
constexpr int BellFlashMs = 100;
constexpr int WheelLinesPerNotch = 3;
} // namespace

TerminalWidget::TerminalWidget(QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_screen(new TerminalScreen(24, 80, this))
    , m_renderer(std::make_unique<TerminalRenderer>())
    , m_blinkTimer(new QTimer(this))
{
    setObjectName(QStringLiteral("terminalWidget"));
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_InputMethodEnabled);
    setFrameShape(QFrame::NoFrame);
    // Always shown, so the grid does not shrink by a column the moment history appears.
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent); // paintEvent covers every pixel it is asked for
    viewport()->setCursor(Qt::IBeamCursor);
    viewport()->setMouseTracking(true); // for programs that ask for any-motion mouse reports

    m_blinkTimer->setInterval(CursorBlinkMs);
    connect(m_blinkTimer, &QTimer::timeout, this, [this] {
        m_cursorBlinkOn = !m_cursorBlinkOn;
        viewport()->update(cursorPixelRect());
    });
    connect(m_screen, &TerminalScreen::outputReady, this, &TerminalWidget::inputReady);
    connect(m_screen, &TerminalScreen::damaged, this, &TerminalWidget::onDamaged);
    connect(m_screen, &TerminalScreen::cursorChanged, this, &TerminalWidget::onCursorChanged);
    connect(m_screen, &TerminalScreen::titleChanged, this, &TerminalWidget::titleChanged);
    connect(m_screen, &TerminalScreen::bellRang, this, &TerminalWidget::onBell);
    connect(m_screen, &TerminalScreen::alternateScreenChanged, this, [this] {
        clearSelection();
        viewport()->update();
    });
    updateScrollBar();
}

TerminalWidget::~TerminalWidget() = default;

int TerminalWidget::cols() const
{
    return m_screen->cols();
}

int TerminalWidget::rows() const
{
    return m_screen->rows();
}

QSize TerminalWidget::cellSize() const
{
    return m_renderer->cellSize();
}

QFont TerminalWidget::terminalFont() const
{
    return m_renderer->font();
}

void TerminalWidget::setTerminalFont(const QFont &font)
{
    m_renderer->setFont(font);
    updateGeometry();
    updateGridSize();
    viewport()->update();
}

QString TerminalWidget::title() const
{
    return m_screen->title();
}

QString TerminalWidget::selectedText() const
{
    return m_selection.text(*m_screen);
}

QString TerminalWidget::lineText(int row) const
{
    return m_screen->lineText(row - m_scrollOffset);
}

TerminalCell TerminalWidget::cellAt(int row, int col) const
{
    return m_screen->cellAt(row - m_scrollOffset, col);
}

QPoint TerminalWidget::cursorPosition() const
{
    return m_screen->cursorPosition();
}

bool TerminalWidget::isCursorVisible() const
{
    return m_screen->isCursorVisible();
}

bool TerminalWidget::isAlternateScreen() const
{
    return m_screen->isAlternateScreen();
}

int TerminalWidget::scrollbackLineCount() const
{
    return m_screen->scrollbackLineCount();
}

QSize TerminalWidget::sizeHint() const
{
    const QSize cell = cellSize();
    const int frame = 2 * frameWidth();
    return QSize(80 * cell.width() + frame + verticalScrollBar()->sizeHint().width(), 24 * cell.height() + frame);
}

QVariant TerminalWidget::inputMethodQuery(Qt::InputMethodQuery query) const
{
    switch (query) {
    case Qt::ImCursorRectangle:
        return cursorPixelRect();
    case Qt::ImFont:
        return terminalFont();
    default:
        return QAbstractScrollArea::inputMethodQuery(query);
    }
}

void TerminalWidget::feed(const QByteArray &bytes)
{
    m_screen->feed(bytes);
    if (m_scrollOffset != 0) {
        scrollToBottom();
    } else {
        updateScrollBar();
    }
}

void TerminalWidget::setOverlayMessage(const QString &message)
{
    if (message == m_overlayMessage) {
        return;
    }
    m_overlayMessage = message;
    viewport()->update();
}

void TerminalWidget::copy()
{
    if (hasSelection()) {
        QGuiApplication::clipboard()->setText(selectedText(), QClipboard::Clipboard);
    }
}

void TerminalWidget::paste()
{
    pasteAfterAsking(QGuiApplication::clipboard()->text(QClipboard::Clipboard));
}

void TerminalWidget::pasteAfterAsking(const QString &text)
{
    const int lines = int(text.trimmed().count(u'\n')) + 1;
    if (lines < 2) {
        pasteText(text);
        return;
    }
    // A shell runs each pasted line as it arrives unless the program asked for bracketed paste: a page copied from
    // the web can hide a line the user never saw.
    MessageBox::question(this, tr("Paste %n lines?", nullptr, lines),
        tr("The clipboard holds %n lines, and a shell may run each one as a command as soon as it arrives. Paste "
           "only what you have read:\n\n%1",
            nullptr, lines)
            .arg(RemoteText::visible(text.trimmed().left(600))),
        this,
        [this, text](QMessageBox::StandardButton answer) {
            if (answer == QMessageBox::Yes) {
                pasteText(text);
            }
        },
        QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel, { { QMessageBox::Yes, tr("Paste") } });
}

void TerminalWidget::pasteText(const QString &text)
{
    if (text.isEmpty()) {
        return;
    }
    m_screen->paste(text);
    scrollToBottom();
}

void TerminalWidget::clearSelection()
{
    m_selecting = false;
    if (hasSelection()) {
        m_selection.clear();
        viewport()->update();
        emit selectionChanged();
    }
}

void TerminalWidget::scrollToBottom()
{
    if (m_scrollOffset != 0) {
        m_scrollOffset = 0;
        viewport()->update();
    }
    updateScrollBar();
}

void TerminalWidget::scrollLines(int lines)
{
    const int offset = std::clamp(m_scrollOffset + lines, 0, m_screen->scrollbackLineCount());
    if (offset != m_scrollOffset) {
        m_scrollOffset = offset;
        updateScrollBar();
        viewport()->update();
    }
}

bool TerminalWidget::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        // Keys belong to the program in the terminal (Ctrl+W, Ctrl+Q…), except Ctrl+Shift ones we do not use.
        const auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers modifiers = key->modifiers() & ~Qt::KeypadModifier;
        const bool ours = modifiers != (Qt::ControlModifier | Qt::ShiftModifier) || key->key() == Qt::Key_C
            || key->key() == Qt::Key_V;
        if (ours) {
            event->accept();
            return true;
        }
    }
    return QAbstractScrollArea::event(event);
}

bool TerminalWidget::focusNextPrevChild(bool /*next*/)
{
    return false; // Tab and Shift+Tab go to the program, not to the next widget
}

void TerminalWidget::paintEvent(QPaintEvent *event)
{
    QPainter painter(viewport());
    const QRect dirty = event->rect();
    painter.fillRect(dirty, m_screen->isReverseVideo() ? m_screen->defaultForeground() : m_screen->defaultBackground());
    const QRect grid(0, 0, m_screen->cols(), m_screen->rows());
    const QRect cells = QRect(m_renderer->cellAt(dirty.topLeft()), m_renderer->cellAt(dirty.bottomRight())) & grid;
    if (!cells.isEmpty()) {
        m_renderer->paintCells(painter, *m_screen, cells, m_scrollOffset,
            [this](int row, int col) { return m_selection.contains(row + m_screen->scrolledOffLineCount(), col); });
    }
    const QRect cursor = cursorPixelRect();
    const bool blinkHidden = hasFocus() && m_screen->isCursorBlinking() && !m_cursorBlinkOn;
    if (!cursor.isEmpty() && !blinkHidden && cursor.intersects(dirty)) {
        const QPoint position = m_screen->cursorPosition();
        m_renderer->paintCursor(painter, *m_screen, QPoint(position.x(), position.y() + m_scrollOffset), hasFocus());
    }
    m_paintedCursor = cursor;
    if (m_bellFlash) {
        painter.fillRect(dirty, QColor(255, 255, 255, 60));
    }
    if (!m_overlayMessage.isEmpty()) {
        TerminalRenderer::paintBanner(painter, viewport()->rect(), font(), m_overlayMessage);
    }
}

void TerminalWidget::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateGridSize();
}

void TerminalWidget::scrollContentsBy(int /*dx*/, int /*dy*/)
{
    m_scrollOffset = verticalScrollBar()->maximum() - verticalScrollBar()->value();
    viewport()->update();
}

void TerminalWidget::keyPressEvent(QKeyEvent *event)
{
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    if (modifiers == (Qt::ControlModifier | Qt::ShiftModifier)
        && (event->key() == Qt::Key_C || event->key() == Qt::Key_V)) {
        event->key() == Qt::Key_C ? copy() : paste();
        return;
    }
    if (modifiers == Qt::ShiftModifier && (event->key() == Qt::Key_PageUp || event->key() == Qt::Key_PageDown)) {
        scrollLines(event->key() == Qt::Key_PageUp ? rows() : -rows());
        return;
    }
    if (TerminalKeyboard::send(*m_screen, *event)) {
        scrollToBottom();
        m_cursorBlinkOn = true;
        event->accept();
        return;
    }
    event->ignore();
}

void TerminalWidget::inputMethodEvent(QInputMethodEvent *event)
{
    if (!event->commitString().isEmpty()) {
        m_screen->sendText(event->commitString());
        scrollToBottom();
    }
    event->accept();
}

void TerminalWidget::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    if (reportsMouse(*event)) {
        return;
    }
    if (event->button() == Qt::LeftButton) {
        clearSelection();
        m_selection.start(gridPointAt(event->position().toPoint()));
        m_selecting = true;
    } else if (event->button() == Qt::MiddleButton && QGuiApplication::clipboard()->supportsSelection()) {
        pasteAfterAsking(QGuiApplication::clipboard()->text(QClipboard::Selection));
    }
}

void TerminalWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (reportsMouse(*event)) {
        return;
    }
    if (m_selecting && event->buttons().testFlag(Qt::LeftButton)) {
        const bool had = hasSelection();
        m_selection.extendTo(gridPointAt(event->position().toPoint()));
        viewport()->update();
        if (had != hasSelection()) {
            emit selectionChanged();
        }
    }
}

void TerminalWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (reportsMouse(*event)) {
        return;
    }
    if (m_selecting && event->button() == Qt::LeftButton) {
        m_selecting = false;
        copyToSelectionClipboard();
    }
}

void TerminalWidget::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        mousePressEvent(event); // e.g. a quick second middle click pastes again
        return;
    }
    if (reportsMouse(*event)) {
        return;
    }
    m_selecting = false;
    if (m_selection.selectWord(*m_screen, gridPointAt(event->position().toPoint()))) {
        viewport()->update();
        emit selectionChanged();
        copyToSelectionClipboard();
    }
}

void TerminalWidget::wheelEvent(QWheelEvent *event)
{
    const int delta = event->angleDelta().y();
    if (delta == 0) {
        return;
    }
    const QPoint cell = m_renderer->cellAt(event->position().toPoint());
    if (m_scrollOffset != 0 || !TerminalMouse::sendWheel(*m_screen, *event, cell)) {
        scrollLines((delta > 0 ? 1 : -1) * std::max(1, std::abs(delta) * WheelLinesPerNotch / 120));
    }
    event->accept();
}

void TerminalWidget::focusInEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusInEvent(event);
    m_screen->setFocused(true);
    m_cursorBlinkOn = true;
    updateCursorBlinking();
    viewport()->update(cursorPixelRect());
}

void TerminalWidget::focusOutEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusOutEvent(event);
    m_screen->setFocused(false);
    updateCursorBlinking();
    viewport()->update(cursorPixelRect());
}

void TerminalWidget::onDamaged(const QRect &cells)
{
    viewport()->update(m_renderer->pixelRect(cells.translated(0, m_scrollOffset)));
}

void TerminalWidget::onCursorChanged()
{
    viewport()->update(m_paintedCursor);
    viewport()->update(cursorPixelRect());
    m_cursorBlinkOn = true;
    updateCursorBlinking();
}

void TerminalWidget::onBell()
{
    emit bellRang();
    m_bellFlash = true;
    viewport()->update();
    QTimer::singleShot(BellFlashMs, this, [this] {
        m_bellFlash = false;
        viewport()->update();
    });
}

void TerminalWidget::updateGridSize()
{
    const QSize cell = m_renderer->cellSize();
    const int newCols = std::max(2, viewport()->width() / cell.width());
    const int newRows = std::max(1, viewport()->height() / cell.height());
    if (newCols == m_screen->cols() && newRows == m_screen->rows()) {
        return;
    }
    clearSelection();
    m_screen->resize(newRows, newCols);
    m_scrollOffset = std::min(m_scrollOffset, m_screen->scrollbackLineCount());
    updateScrollBar();
    viewport()->update();
    emit terminalSizeChanged(newCols, newRows);
}

void TerminalWidget::updateScrollBar()
{
    QScrollBar *bar = verticalScrollBar();
    const QSignalBlocker blocker(bar); // our own changes must not come back through scrollContentsBy
    const int history = m_screen->scrollbackLineCount();
    bar->setRange(0, history);
    bar->setPageStep(m_screen->rows());
    bar->setSingleStep(1);
    bar->setValue(history - m_scrollOffset);
}

void TerminalWidget::updateCursorBlinking()
{
    const bool blink = hasFocus() && m_screen->isCursorBlinking() && m_screen->isCursorVisible();
    if (!blink) {
        m_blinkTimer->stop();
    } else {
        m_blinkTimer->start(); // restarts: the cursor stays solid while it moves
    }
}

QRect TerminalWidget::cursorPixelRect() const
{
    if (!m_screen->isCursorVisible()) {
        return {};
    }
    const QPoint cursor = m_screen->cursorPosition();
    const int row = cursor.y() + m_scrollOffset;
    if (row >= m_screen->rows()) {
        return {};
    }
    const int width = std::max(1, m_screen->cellAt(cursor.y(), cursor.x()).width);
    return m_renderer->pixelRect(QRect(cursor.x(), row, width, 1));
}

TerminalSelection::Point TerminalWidget::gridPointAt(QPoint pixel) const
{
    const QPoint cell = m_renderer->cellAt(pixel);
    const int col = std::clamp(cell.x(), 0, m_screen->cols() - 1);
    const int row = std::clamp(cell.y(), 0, m_screen->rows() - 1) - m_scrollOffset;
    return TerminalSelection::Point { row + m_screen->scrolledOffLineCount(), col };
}

bool TerminalWidget::reportsMouse(const QMouseEvent &event)
{
    // Shift selects even while the program tracks the mouse, as in xterm.
    if (!m_screen->isMouseTracking() || event.modifiers().testFlag(Qt::ShiftModifier) || m_scrollOffset != 0) {
        return false;
    }
    TerminalMouse::send(*m_screen, event, m_renderer->cellAt(event.position().toPoint()));
    return true;
}

void TerminalWidget::copyToSelectionClipboard()
{
    QClipboard *clipboard = QGuiApplication::clipboard();
    if (hasSelection() && clipboard->supportsSelection()) {
        clipboard->setText(selectedText(), QClipboard::Selection);
    }
}

} // namespace RentDeck
