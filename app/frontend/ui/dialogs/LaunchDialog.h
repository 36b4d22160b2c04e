// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/Instance.h"
#include "core/Offer.h"
#include "provider/ProviderDescriptor.h"

#include <QDialog>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace RentDeck {

/**
 * Asks what to launch on one offer: label, project, image, disk, the guards (max lifetime, idle stop, budget) and
 * the container options the provider takes (environment, on-start script, /dev/shm size; the others are disabled
 * with the provider's reason). Shown with open(); read spec() after accepted(). Does not launch anything itself.
 */
class LaunchDialog : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LaunchDialog)
public:
    static constexpr auto DefaultImage = "pytorch 2.3 / CUDA 12.1";

    explicit LaunchDialog(const Offer &offer, QWidget *parent = nullptr);

    const Offer &offer() const { return m_offer; }
    /**
     * Shows what stop means at the offer's provider and what it bills after a stop, and — for a real provider —
     * leaves the image empty so the provider's default image is used unless the user names one.
     */
    void setProviderFacts(const ProviderDescriptor &descriptor);
    /** Prefills the project (the one used last) and offers \a known ones to complete. */
    void setProject(const QString &project, const QStringList &known);
    /** The spec as entered; offerId is the provider's id (without "provider:"). */
    InstanceSpec spec() const;
    /** Refuses to close while the environment has a line that is not NAME=VALUE (and says which). */
    void accept() override;

private:
    /** The environment lines as NAME → VALUE; the first bad line's reason in \a error. */
    QMap<QString, QString> environment(QString *error) const;
    QString offerSummary() const;

    Offer m_offer;
    QLineEdit *m_label;
    QLineEdit *m_project;
    QLineEdit *m_image;
    QSpinBox *m_disk;
    QDoubleSpinBox *m_maxHours;
    QSpinBox *m_idleStop;
    QDoubleSpinBox *m_budget;
    QLabel *m_facts;
    QPlainTextEdit *m_env;
    QPlainTextEdit *m_onstart;
    QSpinBox *m_shm;
    QLabel *m_error;
};

} // namespace RentDeck
