// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>

namespace RentDeck {

/** The actions that carry an icon, the same picture wherever the action appears. */
enum class ActionIcon
{
    Refresh,
    Launch,
    Stop,
    Resume,
    Destroy,
    Terminal,
    RunChecks,
    Export,
    RunSync,
    Cancel,
    Browse,
    Save,
    Remove,
    OpenInBrowser,
    Guard,
    AddHost,
};

/**
 * The icon of \a action: the desktop theme's (freedesktop icon names) where there is one, else Qt's built-in
 * standard pixmaps, so buttons have icons on every platform and in offscreen screenshots.
 */
QIcon actionIcon(ActionIcon action);

} // namespace RentDeck
