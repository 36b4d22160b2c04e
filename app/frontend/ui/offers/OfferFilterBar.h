// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPair>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;
class QSpinBox;
class QToolButton;

namespace RentDeck {

class DisplayCurrency;
class OfferFilterProxyModel;

/**
 * The filters above the offers table, driving an OfferFilterProxyModel: text, provider, minimum VRAM, GPU
 * count, maximum price (in the display currency), the display currency and "Fits my plan" on the first row; spot,
 * region, reliability and CUDA on a "More filters" row that starts folded.
 */
class OfferFilterBar : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(OfferFilterBar)
public:
    explicit OfferFilterBar(OfferFilterProxyModel *proxy, QWidget *parent = nullptr);

    /** The provider choices: (id, display name); keeps the current choice when it is still there. */
    void setProviders(const QList<QPair<QString, QString>> &providers);
    /** Shows \a display's currency in the currency box and as the maximum price's unit; emits nothing. */
    void setDisplayCurrency(const DisplayCurrency &display);
    /** "7B LoRA, fp16 on 1 GPU" enables "Fits my plan" (and says what it means); "" disables and unchecks it. */
    void setPlanSummary(const QString &summary);
    void setFitsPlanOnly(bool fitsOnly);
    /** Puts every filter back to "any". */
    void clearFilters();

signals:
    /** The user picked another currency to show prices in ("USD", "CNY"). */
    void displayCurrencyChosen(const QString &currency);
    /** "Fits my plan" was checked or unchecked. */
    void fitsPlanToggled(bool fitsOnly);

private:
    QWidget *createMoreRow();
    void connectFilters();

    OfferFilterProxyModel *m_proxy;
    QLineEdit *m_text;
    QComboBox *m_provider;
    QSpinBox *m_minVram;
    QSpinBox *m_gpuCount;
    QDoubleSpinBox *m_maxPrice;
    QCheckBox *m_fitsPlan;
    QToolButton *m_more;
    QComboBox *m_currency;
    QWidget *m_moreRow = nullptr;
    QComboBox *m_spot = nullptr;
    QLineEdit *m_region = nullptr;
    QSpinBox *m_minReliability = nullptr;
    QComboBox *m_minCuda = nullptr;
};

} // namespace RentDeck
