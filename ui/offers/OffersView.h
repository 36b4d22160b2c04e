// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"

#include <QPointer>
#include <QWidget>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;

namespace RentDeck {

class InstanceManager;
class OfferFilterProxyModel;
class OfferModel;
class ProviderJob;

/**
 * The offers of every provider in one sortable, filterable table. "Launch…" (or a double-click)
 * opens a LaunchDialog and starts InstanceManager::launch() without blocking; progress shows
 * below the table, a failure in a message box.
 */
class OffersView : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OffersView)
public:
    explicit OffersView(InstanceManager *manager, QWidget *parent = nullptr);

    bool isLaunching() const { return !m_launchJob.isNull(); }

signals:
    /** A launch succeeded; \a instanceName is "provider:id". */
    void launched(const QString &instanceName);

private:
    QWidget *createFilterBar();
    void openLaunchDialog();
    void startLaunch(const QString &qualifiedOfferId, const InstanceSpec &spec);
    void onLaunchFinished(const QString &qualifiedOfferId, bool ok, const QString &instanceName, const QString &error);
    void onOffersChanged();
    void updateStatus();
    void updateButtons();
    void setBusy(bool busy, const QString &text);

    InstanceManager *m_manager;
    OfferModel *m_model;
    OfferFilterProxyModel *m_proxy;
    QTableView *m_table;
    QLineEdit *m_filter = nullptr;
    QSpinBox *m_minVram = nullptr;
    QDoubleSpinBox *m_maxPrice = nullptr;
    QLabel *m_status;
    QProgressBar *m_busy;
    QPushButton *m_refresh;
    QPushButton *m_launch;
    QPointer<ProviderJob> m_launchJob;
    bool m_loaded = false;
};

} // namespace RentDeck
