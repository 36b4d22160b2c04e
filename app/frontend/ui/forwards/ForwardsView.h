// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;

namespace RentDeck {

class ConnectionManager;
class ForwardModel;

/** The open port forwards (always on 127.0.0.1) with live state; open one in the browser or close it. */
class ForwardsView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ForwardsView)
public:
    explicit ForwardsView(ConnectionManager *connections, QWidget *parent = nullptr);

private:
    void updateActions();
    void openSelected();
    void closeSelected();
    int selectedRow() const;

    ConnectionManager *m_connections;
    ForwardModel *m_model;
    QTableView *m_table;
    QLabel *m_empty;
    QPushButton *m_open;
    QPushButton *m_close;
};

} // namespace RentDeck
