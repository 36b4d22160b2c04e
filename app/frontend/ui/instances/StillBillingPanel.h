// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGroupBox>

class QLabel;
class QPushButton;
class QTableView;

namespace RentDeck {

class LeftoverModel;
class LeftoverMonitor;

/**
 * The Instances tab's "Still billing" part: disks, volumes and file systems that bill with no running instance
 * (LeftoverMonitor), their daily total, and Delete… for those a provider can delete. Shown only when there are any.
 */
class StillBillingPanel : public QGroupBox
{
    Q_OBJECT

public:
    StillBillingPanel(LeftoverMonitor *monitor, QWidget *parent = nullptr);

private:
    void update();
    void updateButtons();
    void askDelete();

    LeftoverMonitor *m_monitor;
    LeftoverModel *m_model;
    QTableView *m_table;
    QLabel *m_summary;
    QPushButton *m_delete;
    QPushButton *m_rescan;
};

} // namespace RentDeck
