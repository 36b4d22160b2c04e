// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/ActionIcons.h"

#include <QApplication>
#include <QStyle>

namespace RentDeck {

QIcon actionIcon(ActionIcon action)
{
    struct Choice
    {
        const char *themeName;
        QStyle::StandardPixmap fallback;
    };
    const Choice choice = [action]() -> Choice {
        switch (action) {
        case ActionIcon::Refresh:
            return { "view-refresh", QStyle::SP_BrowserReload };
        case ActionIcon::Launch:
            return { "media-playback-start", QStyle::SP_MediaPlay };
        case ActionIcon::Stop:
            return { "media-playback-stop", QStyle::SP_MediaStop };
        case ActionIcon::Resume:
            return { "media-playback-start", QStyle::SP_MediaPlay };
        case ActionIcon::Destroy:
            return { "edit-delete", QStyle::SP_TrashIcon };
        case ActionIcon::Terminal:
            return { "utilities-terminal", QStyle::SP_ComputerIcon };
        case ActionIcon::RunChecks:
            return { "dialog-ok-apply", QStyle::SP_DialogApplyButton };
        case ActionIcon::Export:
            return { "document-save-as", QStyle::SP_DialogSaveButton };
        case ActionIcon::RunSync:
            return { "emblem-synchronizing", QStyle::SP_BrowserReload };
        case ActionIcon::Cancel:
            return { "process-stop", QStyle::SP_DialogCancelButton };
        case ActionIcon::Browse:
            return { "document-open", QStyle::SP_DirOpenIcon };
        case ActionIcon::Save:
            return { "document-save", QStyle::SP_DialogSaveButton };
        case ActionIcon::Remove:
            return { "list-remove", QStyle::SP_DialogDiscardButton };
        case ActionIcon::OpenInBrowser:
            return { "internet-web-browser", QStyle::SP_DriveNetIcon };
        case ActionIcon::Guard:
            return { "security-high", QStyle::SP_MessageBoxWarning };
        case ActionIcon::AddHost:
            return { "network-server", QStyle::SP_DriveNetIcon };
        }
        return { "", QStyle::SP_CustomBase };
    }();
    const QIcon fallback = QApplication::style()->standardIcon(choice.fallback);
    return QIcon::fromTheme(QLatin1String(choice.themeName), fallback);
}

} // namespace RentDeck
