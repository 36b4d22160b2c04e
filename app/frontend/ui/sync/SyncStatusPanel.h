// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QListWidget;

namespace RentDeck {

class SyncJob;

/**
 * What a sync is doing and how it ended, under the Sync tab's form: transfer rate and files, the phase,
 * the result ("Verified: …" in green, failures in red) and, after a failed verification, the exact paths
 * that are missing, differ or are extra.
 */
class SyncStatusPanel : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SyncStatusPanel)
public:
    explicit SyncStatusPanel(QWidget *parent = nullptr);

    /** Empties the rate, the result and the problem list (before a new run); keeps the phase. */
    void clear();
    QString phase() const;
    void setPhase(const QString &text);
    void showRate(int percent, double bytesPerSecond, int etaSeconds, int filesDone, int filesTotal);
    void showResult(const QString &text, bool ok);
    /** The summary of a finished \a job; extra files count as problems only with \a deleteExtraneous. */
    void showFinished(const SyncJob &job, bool ok, bool deleteExtraneous);

private:
    void addProblems(const QStringList &paths, const QString &format);

    QLabel *m_stats;
    QLabel *m_phase;
    QLabel *m_result;
    QListWidget *m_problems;
};

} // namespace RentDeck
