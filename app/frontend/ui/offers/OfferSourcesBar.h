// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "services/InstanceManager.h"

#include <QHash>
#include <QPointer>
#include <QWidget>

class QHBoxLayout;
class QLabel;

namespace RentDeck {

/**
 * One compact line with an item per provider ("Vast.ai: loading…", "RunPod: 24 offers · 2 min ago",
 * "Lambda: error — …" with the full message in the tooltip, "· stale" when the offers are old) and, at the
 * right, the exchange rate prices are converted at. Follows the manager's signals; call updateAll() now and
 * then so "2 min ago" stays true.
 */
class OfferSourcesBar : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferSourcesBar)
public:
    explicit OfferSourcesBar(InstanceManager *manager, QWidget *parent = nullptr);

    /** The rate text ("1 USD = 7.20 CNY (set 2026-11-30)"); empty hides it. */
    void setRateText(const QString &text);
    void updateAll();

    /** "RunPod: 24 offers · 2 min ago" and friends; \a name is the provider's display name. */
    static QString statusText(const QString &name, const OfferSourceStatus &status, const QDateTime &now);
    /** "just now", "2 min ago", "3 h ago", or the date. */
    static QString ago(const QDateTime &then, const QDateTime &now);

signals:
    /** The user clicked the rate to change it. */
    void rateClicked();
    /** The user followed the "add an account" hint shown while only the sandbox sells. */
    void accountsRequested();

private:
    void rebuild();
    void updateItem(const QString &providerId);

    InstanceManager *m_manager;
    QHBoxLayout *m_items;
    QLabel *m_rate;
    QHash<QString, QLabel *> m_labels;
    QPointer<QLabel> m_noAccounts;
};

} // namespace RentDeck
