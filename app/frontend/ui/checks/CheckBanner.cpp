// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/checks/CheckBanner.h"

#include "checks/CheckReport.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace RentDeck {

CheckBanner::CheckBanner(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_show(new QPushButton(tr("Show checks"), this))
    , m_destroy(new QPushButton(this))
    , m_dismiss(new QPushButton(tr("Dismiss"), this))
{
    setObjectName(QStringLiteral("checkBanner"));
    m_text->setObjectName(QStringLiteral("checkBannerLabel"));
    m_show->setObjectName(QStringLiteral("bannerShowChecksPushButton"));
    m_destroy->setObjectName(QStringLiteral("bannerDestroyPushButton"));
    m_dismiss->setObjectName(QStringLiteral("bannerDismissPushButton"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    // The same red as a failed check, light enough to read on.
    setStyleSheet(QStringLiteral("#checkBanner { background: #fdecea; border: 1px solid #c62828; border-radius: 4px; }"
                                 "#checkBannerLabel { color: #7f1d1d; }"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_show);
    layout->addWidget(m_destroy);
    layout->addWidget(m_dismiss);
    connect(m_show, &QPushButton::clicked, this, [this] { emit showChecksRequested(m_instanceName); });
    connect(m_destroy, &QPushButton::clicked, this, [this] {
        hide();
        emit destroyRequested(m_instanceName);
    });
    connect(m_dismiss, &QPushButton::clicked, this, &QWidget::hide);
    hide();
}

void CheckBanner::showReport(const CheckReport &report, const QString &costSoFar)
{
    QStringList failures;
    for (const CheckResult &result : report.results) {
        // A Python environment's packages (stack.*) are fixed in place with the command the check gives: the
        // machine is still what was sold, so they do not raise "destroy it now".
        if (result.status == CheckStatus::Fail && !result.id.startsWith(QLatin1String("stack."))) {
            failures.append(
                result.measured.isEmpty() ? result.title : tr("%1: %2").arg(result.title, result.measured.left(120)));
        }
    }
    if (failures.isEmpty()) {
        if (report.instanceName == m_instanceName) {
            hide();
        }
        return;
    }
    m_instanceName = report.instanceName;
    m_text->setText(tr("%1 is not what was sold — %2.").arg(m_instanceName, failures.join(QStringLiteral("; "))));
    m_destroy->setText(tr("Destroy %1 now (so far %2)").arg(m_instanceName, costSoFar));
    show();
}

} // namespace RentDeck
