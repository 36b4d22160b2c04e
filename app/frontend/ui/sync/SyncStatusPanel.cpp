// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/sync/SyncStatusPanel.h"

#include "sync/SyncJob.h"
#include "ui/widgets/StatusColours.h"

#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QVBoxLayout>

namespace RentDeck {

namespace {

QString megabytes(double bytes)
{
    return QLocale().toString(bytes / 1e6, 'f', bytes < 10e6 ? 2 : 1);
}

QString duration(int seconds)
{
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

SyncStatusPanel::SyncStatusPanel(QWidget *parent)
    : QWidget(parent)
    , m_stats(new QLabel(this))
    , m_phase(new QLabel(this))
    , m_result(new QLabel(this))
    , m_problems(new QListWidget(this))
{
    setObjectName(QStringLiteral("syncStatusPanel"));
    m_stats->setObjectName(QStringLiteral("syncStatsLabel"));
    m_phase->setObjectName(QStringLiteral("syncPhaseLabel"));
    m_result->setObjectName(QStringLiteral("syncResultLabel"));
    m_problems->setObjectName(QStringLiteral("syncProblemsListWidget"));
    m_phase->setWordWrap(true);
    m_phase->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->setWordWrap(true);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_problems->setAlternatingRowColors(true);
    m_problems->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_problems->hide();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stats);
    layout->addWidget(m_phase);
    layout->addWidget(m_result);
    layout->addWidget(m_problems, 1);
    layout->addStretch();
}

void SyncStatusPanel::clear()
{
    m_problems->clear();
    m_problems->hide();
    m_stats->clear();
    m_result->clear();
    m_result->setStyleSheet(QString());
}

QString SyncStatusPanel::phase() const
{
    return m_phase->text();
}

void SyncStatusPanel::setPhase(const QString &text)
{
    m_phase->setText(text);
}

void SyncStatusPanel::showRate(int percent, double bytesPerSecond, int etaSeconds, int filesDone, int filesTotal)
{
    QStringList parts;
    parts << tr("%1 MB/s").arg(megabytes(qMax(0.0, bytesPerSecond)));
    if (etaSeconds >= 0 && percent < 100) {
        parts << tr("ETA %1").arg(duration(etaSeconds));
    }
    if (filesTotal > 0) {
        parts << tr("%1 of %2 files").arg(filesDone).arg(filesTotal);
    }
    m_stats->setText(parts.join(QStringLiteral(" · ")));
}

void SyncStatusPanel::showResult(const QString &text, bool ok)
{
    m_result->setStyleSheet(ok ? QStringLiteral("color: #1b7f3b; font-weight: bold;")
                               : QStringLiteral("color: #b3261e; font-weight: bold;"));
    m_result->setText(text);
}

void SyncStatusPanel::showFinished(const SyncJob &job, bool ok, bool deleteExtraneous)
{
    const ManifestComparison &comparison = job.comparison();
    const double seconds = double(job.elapsedMs()) / 1000.0;
    const QString elapsed = QLocale().toString(seconds, 'f', 1);
    // The last progress line belongs to the last rsync run (maybe just the re-send): sum up the whole sync instead.
    const qint64 sent = job.bytesTransferred();
    const QString sentText = QLocale().formattedDataSize(sent, 2, QLocale::DataSizeSIFormat);
    m_stats->setText(sent >= 1000000 && seconds > 0
            ? tr("%1 sent in %2 s (%3 MB/s)").arg(sentText, elapsed, megabytes(double(sent) / seconds))
            : tr("%1 sent in %2 s").arg(sentText, elapsed));
    if (ok && job.isVerified()) {
        QString text = tr("Verified: %1 files, %2 MB identical on both sides (%3 re-sent)")
                           .arg(comparison.files)
                           .arg(megabytes(double(comparison.bytes)))
                           .arg(job.repairedFiles());
        if (job.unchangedSince().isValid()) {
            text += QLatin1Char('\n') // its own line: one line would run past the panel's edge
                + tr("Neither side changed since the SHA-256 verification of %1, so nothing needed sending.")
                      .arg(QLocale().toString(job.unchangedSince().toLocalTime(), QLocale::ShortFormat));
        }
        if (!comparison.extra.isEmpty()) {
            text += QLatin1Char(' ')
                + tr("%1 extra files on the destination were kept (Delete extra files is off).")
                      .arg(comparison.extra.size());
        }
        showResult(text, true);
        m_phase->setText(tr("Verified in %1 s.").arg(elapsed));
    } else if (ok) {
        showResult(tr("Transferred, not verified."), true);
        m_phase->clear();
    } else if (job.error().code == Error::Code::Cancelled) {
        showResult(tr("Cancelled. Partly sent files are kept: run again to resume."), false);
        m_phase->clear();
    } else {
        showResult(tr("Not verified: %1").arg(job.error().message), false);
        m_phase->setText(tr("Stopped after %1 s.").arg(elapsed));
        addProblems(comparison.missing, tr("Missing on the destination: %1"));
        addProblems(comparison.mismatched, tr("Different content: %1"));
        if (deleteExtraneous) {
            addProblems(comparison.extra, tr("Extra on the destination: %1"));
        }
        m_problems->setVisible(m_problems->count() > 0);
    }
}

void SyncStatusPanel::addProblems(const QStringList &paths, const QString &format)
{
    for (const QString &path : paths) {
        auto *item = new QListWidgetItem(format.arg(path), m_problems);
        item->setForeground(StatusColours::colour(StatusColours::Meaning::Bad, m_problems->palette()));
    }
}

} // namespace RentDeck
