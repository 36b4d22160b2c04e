// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/terminal/TerminalScreen.h"

#include <QStringList>
#include <algorithm>
#include <array>
#include <deque>
#include <utility>
#include <vector>
#include <vterm.h>

namespace RentDeck {

namespace {
// libvterm marks the right half of a wide character with this value in chars[0].
constexpr uint32_t WideContinuation = 0xFFFFFFFFU;

// Tango, as GNOME Terminal and Konsole offer it: readable on the dark default background.
constexpr std::array<QRgb, 16> AnsiPalette = {
    0x2e3436, 0xcc0000, 0x4e9a06, 0xc4a000, 0x3465a4, 0x75507b, 0x06989a, 0xd3d7cf, //
    0x555753, 0xef2929, 0x8ae234, 0xfce94f, 0x729fcf, 0xad7fa8, 0x34e2e2, 0xeeeeec, //
};
constexpr QRgb DefaultForeground = 0xd3d7cf;
constexpr QRgb DefaultBackground = 0x1e1e1e;

VTermColor toVTermColor(QRgb rgb)
{
    VTermColor color;
    vterm_color_rgb(
        &color, static_cast<uint8_t>(qRed(rgb)), static_cast<uint8_t>(qGreen(rgb)), static_cast<uint8_t>(qBlue(rgb)));
    return color;
}

bool isBlank(const VTermScreenCell &cell)
{
    return cell.chars[0] == 0 && VTERM_COLOR_IS_DEFAULT_BG(&cell.bg) && !cell.attrs.reverse;
}
} // namespace

struct TerminalScreen::Private
{
    TerminalScreen *q = nullptr;
    VTerm *vterm = nullptr;
    VTermScreen *screen = nullptr;
    VTermState *state = nullptr;
    std::deque<std::vector<VTermScreenCell>> scrollback; // front = oldest
    int scrollbackLimit = DefaultScrollbackLimit;
    qint64 scrolledOff = 0;
    QByteArray pendingOutput;
    QString title;
    CursorShape cursorShape = CursorShape::Block;
    bool cursorVisible = true;
    bool cursorBlinking = true;
    bool alternateScreen = false;
    bool reverseVideo = false;
    bool mouseTracking = false;

    VTermScreenCell rawCell(int row, int col) const
    {
        VTermScreenCell cell {};
        cell.width = 1;
        if (row >= 0 && vterm_screen_get_cell(screen, VTermPos { row, col }, &cell) != 0) {
            return cell;
        }
        const auto index = static_cast<qsizetype>(scrollback.size()) + row;
        if (row < 0 && index >= 0 && col >= 0
            && static_cast<size_t>(col) < scrollback[static_cast<size_t>(index)].size()) {
            return scrollback[static_cast<size_t>(index)][static_cast<size_t>(col)];
        }
        cell = VTermScreenCell {}; // outside the screen, or past the stored end of a history line
        cell.width = 1;
        vterm_state_get_default_colors(state, &cell.fg, &cell.bg);
        return cell;
    }

    QColor toQColor(VTermColor color) const
    {
        vterm_screen_convert_color_to_rgb(screen, &color);
        return QColor(color.rgb.red, color.rgb.green, color.rgb.blue);
    }

    static int damage(VTermRect rect, void *user)
    {
        auto *self = static_cast<Private *>(user);
        emit self->q->damaged(
            QRect(rect.start_col, rect.start_row, rect.end_col - rect.start_col, rect.end_row - rect.start_row));
        return 1;
    }

    static int moveCursor(VTermPos, VTermPos, int, void *user)
    {
        emit static_cast<Private *>(user)->q->cursorChanged();
        return 1;
    }

    static int setTermProp(VTermProp prop, VTermValue *value, void *user)
    {
        auto *self = static_cast<Private *>(user);
        switch (prop) {
        case VTERM_PROP_CURSORVISIBLE:
            self->cursorVisible = value->boolean != 0;
            emit self->q->cursorChanged();
            break;
        case VTERM_PROP_CURSORBLINK:
            self->cursorBlinking = value->boolean != 0;
            emit self->q->cursorChanged();
            break;
        case VTERM_PROP_CURSORSHAPE:
            self->cursorShape = value->number == VTERM_PROP_CURSORSHAPE_UNDERLINE ? CursorShape::Underline
                : value->number == VTERM_PROP_CURSORSHAPE_BAR_LEFT                ? CursorShape::Bar
                                                                                  : CursorShape::Block;
            emit self->q->cursorChanged();
            break;
        case VTERM_PROP_ALTSCREEN:
            self->alternateScreen = value->boolean != 0;
            emit self->q->alternateScreenChanged(self->alternateScreen);
            break;
        case VTERM_PROP_TITLE:
            self->title = QString::fromUtf8(value->string);
            emit self->q->titleChanged(self->title);
            break;
        case VTERM_PROP_REVERSE:
            self->reverseVideo = value->boolean != 0;
            break;
        case VTERM_PROP_MOUSE:
            self->mouseTracking = value->number != VTERM_PROP_MOUSE_NONE;
            break;
        default:
            break;
        }
        return 1; // 1: libvterm records the property too (e.g. DECTCEM, DECCKM)
    }

    static int bell(void *user)
    {
        emit static_cast<Private *>(user)->q->bellRang();
        return 1;
    }

    static int pushLine(int cols, const VTermScreenCell *cells, void *user)
    {
        auto *self = static_cast<Private *>(user);
        int used = cols;
        while (used > 0 && isBlank(cells[used - 1])) {
            --used;
        }
        self->scrollback.emplace_back(cells, cells + used);
        ++self->scrolledOff;
        while (self->scrollback.size() > static_cast<size_t>(std::max(self->scrollbackLimit, 0))) {
            self->scrollback.pop_front();
        }
        return 1;
    }

    static int popLine(int cols, VTermScreenCell *cells, void *user)
    {
        auto *self = static_cast<Private *>(user);
        if (self->scrollback.empty()) {
            return 0;
        }
        const std::vector<VTermScreenCell> line = std::move(self->scrollback.back());
        self->scrollback.pop_back();
        --self->scrolledOff;
        VTermScreenCell blank {};
        blank.width = 1;
        vterm_state_get_default_colors(self->state, &blank.fg, &blank.bg);
        for (int col = 0; col < cols; ++col) {
            cells[col] = static_cast<size_t>(col) < line.size() ? line[static_cast<size_t>(col)] : blank;
        }
        return 1;
    }

    static void output(const char *bytes, size_t length, void *user)
    {
        static_cast<Private *>(user)->pendingOutput.append(bytes, static_cast<qsizetype>(length));
    }
};

TerminalScreen::TerminalScreen(int rows, int cols, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>())
{
    static const VTermScreenCallbacks callbacks = {
        &Private::damage,
        nullptr, // moverect: damage the moved area instead
        &Private::moveCursor,
        &Private::setTermProp,
        &Private::bell,
        nullptr, // resize
        &Private::pushLine,
        &Private::popLine,
    };
    d->q = this;
    d->vterm = vterm_new(std::max(rows, 1), std::max(cols, 1));
    vterm_set_utf8(d->vterm, 1);
    vterm_output_set_callback(d->vterm, &Private::output, d.get());
    d->state = vterm_obtain_state(d->vterm);
    d->screen = vterm_obtain_screen(d->vterm);
    vterm_screen_set_callbacks(d->screen, &callbacks, d.get());
    // Merge damage until the end of each feed(): the widget repaints once per chunk, not per byte.
    vterm_screen_set_damage_merge(d->screen, VTERM_DAMAGE_SCREEN);
    vterm_screen_enable_altscreen(d->screen, 1);
    for (int index = 0; index < static_cast<int>(AnsiPalette.size()); ++index) {
        const VTermColor color = toVTermColor(AnsiPalette[static_cast<size_t>(index)]);
        vterm_state_set_palette_color(d->state, index, &color);
    }
    const VTermColor foreground = toVTermColor(DefaultForeground);
    const VTermColor background = toVTermColor(DefaultBackground);
    vterm_state_set_default_colors(d->state, &foreground, &background);
    vterm_state_set_bold_highbright(d->state, 1);
    vterm_screen_reset(d->screen, 1); // after the colours: the reset pen takes the defaults
}

TerminalScreen::~TerminalScreen()
{
    vterm_free(d->vterm);
}

void TerminalScreen::feed(const QByteArray &bytes)
{
    vterm_input_write(d->vterm, bytes.constData(), static_cast<size_t>(bytes.size()));
    vterm_screen_flush_damage(d->screen);
    flushOutput(); // answers to queries (cursor position, device attributes)
}

void TerminalScreen::resize(int rows, int cols)
{
    rows = std::max(rows, 1);
    cols = std::max(cols, 1);
    if (rows == this->rows() && cols == this->cols()) {
        return;
    }
    vterm_set_size(d->vterm, rows, cols);
    vterm_screen_flush_damage(d->screen);
    flushOutput();
}

int TerminalScreen::rows() const
{
    int rows = 0;
    int cols = 0;
    vterm_get_size(d->vterm, &rows, &cols);
    return rows;
}

int TerminalScreen::cols() const
{
    int rows = 0;
    int cols = 0;
    vterm_get_size(d->vterm, &rows, &cols);
    return cols;
}

TerminalCell TerminalScreen::cellAt(int row, int col) const
{
    const VTermScreenCell raw = d->rawCell(row, col);
    TerminalCell cell;
    if (raw.chars[0] == WideContinuation) {
        cell.width = 0;
    } else {
        cell.width = std::max(1, static_cast<int>(raw.width));
        for (int index = 0; index < VTERM_MAX_CHARS_PER_CELL && raw.chars[index] != 0; ++index) {
            const auto character = static_cast<char32_t>(raw.chars[index]);
            cell.text += QString::fromUcs4(&character, 1);
        }
    }
    cell.isDefaultBackground = VTERM_COLOR_IS_DEFAULT_BG(&raw.bg);
    cell.foreground = VTERM_COLOR_IS_DEFAULT_FG(&raw.fg) ? QColor(DefaultForeground) : d->toQColor(raw.fg);
    cell.background = cell.isDefaultBackground ? QColor(DefaultBackground) : d->toQColor(raw.bg);
    cell.bold = raw.attrs.bold != 0;
    cell.italic = raw.attrs.italic != 0;
    cell.underline = raw.attrs.underline != 0;
    cell.strike = raw.attrs.strike != 0;
    cell.blink = raw.attrs.blink != 0;
    cell.reverse = raw.attrs.reverse != 0;
    return cell;
}

QString TerminalScreen::lineText(int row) const
{
    return text(QPoint(0, row), QPoint(cols() - 1, row));
}

QString TerminalScreen::text(QPoint from, QPoint to) const
{
    QStringList lines;
    for (int row = from.y(); row <= to.y(); ++row) {
        const int first = row == from.y() ? from.x() : 0;
        const int last = row == to.y() ? to.x() : cols() - 1;
        QString line;
        for (int col = first; col <= last; ++col) {
            const VTermScreenCell raw = d->rawCell(row, col);
            if (raw.chars[0] == WideContinuation) {
                continue;
            }
            if (raw.chars[0] == 0) {
                line += QLatin1Char(' ');
                continue;
            }
            for (int index = 0; index < VTERM_MAX_CHARS_PER_CELL && raw.chars[index] != 0; ++index) {
                const auto character = static_cast<char32_t>(raw.chars[index]);
                line += QString::fromUcs4(&character, 1);
            }
        }
        while (line.endsWith(QLatin1Char(' '))) {
            line.chop(1);
        }
        lines.append(line);
    }
    return lines.join(QLatin1Char('\n'));
}

int TerminalScreen::scrollbackLineCount() const
{
    return static_cast<int>(d->scrollback.size());
}

int TerminalScreen::scrollbackLimit() const
{
    return d->scrollbackLimit;
}

void TerminalScreen::setScrollbackLimit(int lines)
{
    d->scrollbackLimit = std::max(lines, 0);
    while (d->scrollback.size() > static_cast<size_t>(d->scrollbackLimit)) {
        d->scrollback.pop_front();
    }
}

qint64 TerminalScreen::scrolledOffLineCount() const
{
    return d->scrolledOff;
}

QPoint TerminalScreen::cursorPosition() const
{
    VTermPos position { 0, 0 };
    vterm_state_get_cursorpos(d->state, &position);
    return QPoint(position.col, position.row);
}

bool TerminalScreen::isCursorVisible() const
{
    return d->cursorVisible;
}

bool TerminalScreen::isCursorBlinking() const
{
    return d->cursorBlinking;
}

TerminalScreen::CursorShape TerminalScreen::cursorShape() const
{
    return d->cursorShape;
}

bool TerminalScreen::isAlternateScreen() const
{
    return d->alternateScreen;
}

bool TerminalScreen::isReverseVideo() const
{
    return d->reverseVideo;
}

bool TerminalScreen::isMouseTracking() const
{
    return d->mouseTracking;
}

QString TerminalScreen::title() const
{
    return d->title;
}

QColor TerminalScreen::defaultForeground() const
{
    return QColor(DefaultForeground);
}

QColor TerminalScreen::defaultBackground() const
{
    return QColor(DefaultBackground);
}

void TerminalScreen::sendKey(VTermKey key, VTermModifier modifiers)
{
    vterm_keyboard_key(d->vterm, key, modifiers);
    flushOutput();
}

void TerminalScreen::sendCharacter(char32_t character, VTermModifier modifiers)
{
    vterm_keyboard_unichar(d->vterm, static_cast<uint32_t>(character), modifiers);
    flushOutput();
}

void TerminalScreen::sendText(const QString &text)
{
    for (const char32_t character : text.toUcs4()) {
        vterm_keyboard_unichar(d->vterm, static_cast<uint32_t>(character), VTERM_MOD_NONE);
    }
    flushOutput();
}

void TerminalScreen::paste(const QString &text)
{
    QString normalized = text;
    normalized.replace(QStringLiteral("\r\n"), QStringLiteral("\r"));
    normalized.replace(QLatin1Char('\n'), QLatin1Char('\r'));
    // Pasted text is data: every ESC and other control goes (tab and line breaks stay). Removing only the end
    // marker ESC[201~ in one pass let a nested one ("ESC[20" "ESC[201~" "1~") end the paste early, and the rest of
    // the clipboard ran as typed commands.
    normalized.removeIf([](QChar c) {
        const char16_t code = c.unicode();
        return (code < 0x20 && code != u'\t' && code != u'\r') || (code >= 0x7f && code <= 0x9f);
    });
    vterm_keyboard_start_paste(d->vterm); // writes ESC[200~ only in bracketed-paste mode
    for (const char32_t character : normalized.toUcs4()) {
        vterm_keyboard_unichar(d->vterm, static_cast<uint32_t>(character), VTERM_MOD_NONE);
    }
    vterm_keyboard_end_paste(d->vterm);
    flushOutput();
}

void TerminalScreen::sendMouseMove(int row, int col, VTermModifier modifiers)
{
    vterm_mouse_move(d->vterm, row, col, modifiers);
    flushOutput();
}

void TerminalScreen::sendMouseButton(int button, bool pressed, VTermModifier modifiers)
{
    vterm_mouse_button(d->vterm, button, pressed, modifiers);
    flushOutput();
}

void TerminalScreen::setFocused(bool focused)
{
    if (focused) {
        vterm_state_focus_in(d->state);
    } else {
        vterm_state_focus_out(d->state);
    }
    flushOutput();
}

void TerminalScreen::flushOutput()
{
    if (d->pendingOutput.isEmpty()) {
        return;
    }
    const QByteArray bytes = std::exchange(d->pendingOutput, {});
    emit outputReady(bytes);
}

} // namespace RentDeck
