// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/offers/OfferSourcesBar.h"

#include "provider/ProviderRegistry.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

namespace RentDeck {

namespace {
constexpr int ShortMessageLength = 60;

QString shortened(const QString &message)
{
    const QString line = message.section(QLatin1Char('\n'), 0, 0).simplified();
    return line.size() <= ShortMessageLength ? line : line.left(ShortMessageLength - 1) + QChar(0x2026);
}
} // namespace

OfferSourcesBar::OfferSourcesBar(InstanceManager *manager, QWidget *parent)
    : QWidget(parent)
    , m_manager(manager)
    , m_items(new QHBoxLayout)
    , m_rate(new QLabel(this))
{
    setObjectName(QStringLiteral("offerSourcesBar"));
    m_items->setContentsMargins(0, 0, 0, 0);
    m_items->setSpacing(18);
    m_rate->setObjectName(QStringLiteral("exchangeRateLabel"));
    m_rate->setTextFormat(Qt::RichText);
    m_rate->setToolTip(tr("Prices in other currencies are converted at this rate. Click to change it."));
    m_rate->hide();

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(m_items);
    layout->addStretch(1);
    layout->addWidget(m_rate);

    connect(m_rate, &QLabel::linkActivated, this, &OfferSourcesBar::rateClicked);
    connect(manager, &InstanceManager::providersChanged, this, &OfferSourcesBar::rebuild);
    connect(manager, &InstanceManager::offerStatusChanged, this, &OfferSourcesBar::updateItem);
    rebuild();
}

void OfferSourcesBar::setRateText(const QString &text)
{
    m_rate->setVisible(!text.isEmpty());
    m_rate->setText(tr("%1 · <a href=\"rate\">change…</a>").arg(text.toHtmlEscaped()));
}

QString OfferSourcesBar::ago(const QDateTime &then, const QDateTime &now)
{
    const qint64 seconds = then.secsTo(now);
    if (seconds < 60) {
        return tr("just now");
    }
    if (seconds < 3600) {
        return tr("%n min ago", nullptr, int(seconds / 60));
    }
    if (seconds < 24 * 3600) {
        return tr("%n h ago", nullptr, int(seconds / 3600));
    }
    return QLocale().toString(then.toLocalTime().date(), QLocale::ShortFormat);
}

QString OfferSourcesBar::statusText(const QString &name, const OfferSourceStatus &status, const QDateTime &now)
{
    QString text;
    switch (status.state) {
    case OfferSourceStatus::State::Loading:
        text = tr("%1: loading…").arg(name);
        break;
    case OfferSourceStatus::State::Ready:
        text = tr("%1: %n offer(s)", nullptr, status.offerCount).arg(name);
        break;
    case OfferSourceStatus::State::Failed:
        text = tr("%1: error — %2").arg(name, shortened(status.message));
        break;
    }
    if (status.fetchedAt.isValid() && status.state != OfferSourceStatus::State::Loading) {
        text += tr(" · %1").arg(ago(status.fetchedAt, now));
    }
    if (status.isStale(now)) {
        text += tr(" · stale");
    }
    return text;
}

void OfferSourcesBar::rebuild()
{
    qDeleteAll(m_labels);
    m_labels.clear();
    delete m_noAccounts;
    QStringList ids;
    bool realMoney = false;
    for (Provider *provider : m_manager->providers()) {
        if (!provider->descriptor().capabilities.testFlag(ProviderCapability::ListOffers)) {
            continue; // an SSH host sells nothing: "0 offers" would only be noise
        }
        realMoney = realMoney || !provider->descriptor().isSimulated;
        const QString id = provider->descriptor().id;
        auto *label = new QLabel(this);
        label->setObjectName(id + QStringLiteral("OfferSourceLabel"));
        label->setProperty("providerName", provider->descriptor().displayName);
        m_items->addWidget(label);
        m_labels.insert(id, label);
        ids.append(id);
    }
    // Accounts whose key could not be read have no provider; say so where one would look for their offers.
    const QHash<QString, QString> errors = m_manager->accountErrors();
    for (auto it = errors.cbegin(); it != errors.cend(); ++it) {
        const ProviderFactory *factory = m_manager->registry().factory(it.key());
        const QString name = factory ? factory->descriptor().displayName : it.key();
        auto *label = new QLabel(tr("%1: error — %2").arg(name, shortened(it.value())), this);
        label->setObjectName(it.key() + QStringLiteral("OfferSourceLabel"));
        label->setToolTip(it.value());
        m_items->addWidget(label);
        m_labels.insert(it.key(), label);
    }
    for (const QString &id : std::as_const(ids)) {
        updateItem(id);
    }
    if (!realMoney && errors.isEmpty() && !m_manager->isLoadingAccounts()) {
        // The empty state of a first run: the sandbox works, real offers need an account.
        m_noAccounts = new QLabel(tr("No accounts yet — try the sandbox, or add a Vast.ai, RunPod or Lambda key in "
                                     "<a href=\"accounts\">Settings › Accounts</a> to see real offers."),
            this);
        m_noAccounts->setObjectName(QStringLiteral("noAccountsLabel"));
        m_noAccounts->setTextFormat(Qt::RichText);
        connect(m_noAccounts, &QLabel::linkActivated, this, &OfferSourcesBar::accountsRequested);
        m_items->addWidget(m_noAccounts);
    }
}

void OfferSourcesBar::updateItem(const QString &providerId)
{
    QLabel *label = m_labels.value(providerId);
    if (!label || !m_manager->provider(providerId)) {
        return;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const OfferSourceStatus status = m_manager->offerStatus(providerId);
    label->setText(statusText(label->property("providerName").toString(), status, now));
    QString tip;
    if (status.state == OfferSourceStatus::State::Failed) {
        tip = status.message;
    }
    if (status.fetchedAt.isValid()) {
        const QString fetched
            = tr("Offers fetched %1.").arg(QLocale().toString(status.fetchedAt.toLocalTime(), QLocale::ShortFormat));
        tip = tip.isEmpty() ? fetched : tip + QLatin1Char('\n') + fetched;
    }
    if (status.isStale(now)) {
        tip += QLatin1Char('\n')
            + tr("Stale: shown greyed in the table; they may be gone. Press Refresh to fetch them again.");
    }
    label->setToolTip(tip);
}

void OfferSourcesBar::updateAll()
{
    for (auto it = m_labels.cbegin(); it != m_labels.cend(); ++it) {
        updateItem(it.key());
    }
}

} // namespace RentDeck
