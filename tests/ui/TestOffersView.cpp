// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "TempHome.h"
#include "plan/PlanInput.h"
#include "provider/ProviderRegistry.h"
#include "services/InstanceManager.h"
#include "services/OfferModel.h"
#include "settings/Settings.h"
#include "ui/mainwindow/Translator.h"
#include "ui/offers/ExchangeRateDialog.h"
#include "ui/offers/OfferFilterProxyModel.h"
#include "ui/offers/OfferSourcesBar.h"
#include "ui/offers/OffersView.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <algorithm>
#include <limits>

using namespace RentDeck;

namespace {

Offer makeOffer(const QString &provider, const QString &id, const QString &gpu, int count, const QString &price,
    const QString &currency)
{
    Offer offer;
    offer.providerId = provider;
    offer.id = id;
    offer.gpuName = gpu;
    offer.gpuCount = count;
    offer.vramGb = 24;
    offer.pricePerHour = Money::fromDecimalString(price, currency);
    offer.region = QStringLiteral("us-west");
    offer.cpuCores = 8 * count;
    offer.ramGb = 32 * count;
    offer.diskGb = 100;
    offer.maxCuda = QStringLiteral("12.4");
    return offer;
}

QList<Offer> alphaOffers()
{
    Offer a = makeOffer(QStringLiteral("alpha"), QStringLiteral("a1"), QStringLiteral("NVIDIA GeForce RTX 4090"), 1,
        QStringLiteral("0.44"), QStringLiteral("USD"));
    a.reliability = 0.99;
    Offer b = makeOffer(QStringLiteral("alpha"), QStringLiteral("a2"), QStringLiteral("NVIDIA H100 80GB HBM3"), 8,
        QStringLiteral("19.92"), QStringLiteral("USD"));
    b.vramGb = 80;
    b.spot = true;
    b.reliability = 0.90;
    b.interconnect = QStringLiteral("NVLink");
    b.maxCuda = QStringLiteral("12.8");
    b.region = QStringLiteral("eu-central");
    return { a, b };
}

QList<Offer> betaOffers()
{
    Offer c = makeOffer(QStringLiteral("beta"), QStringLiteral("b1"), QStringLiteral("NVIDIA GeForce RTX 4090"), 1,
        QStringLiteral("2.58"), QStringLiteral("CNY")); // $0.36: cheaper than alpha's 4090 once converted
    c.region = QStringLiteral("cn-east");
    c.maxCuda = QStringLiteral("12.2");
    Offer d = makeOffer(QStringLiteral("beta"), QStringLiteral("b2"), QStringLiteral("NVIDIA A100-SXM4-80GB"), 2,
        QStringLiteral("13.00"), QStringLiteral("CNY"));
    d.vramGb = 80;
    d.region = QStringLiteral("cn-north");
    d.maxCuda = QStringLiteral("11.8");
    return { c, d };
}

/** Offers from a fixed list, or a fixed error; answers from the event loop like a real provider. */
class FakeProvider final : public Provider
{
public:
    FakeProvider(ProviderDescriptor descriptor, QList<Offer> offers, QString error)
        : m_descriptor(std::move(descriptor))
        , m_offers(std::move(offers))
        , m_error(std::move(error))
    {
    }
    ProviderDescriptor descriptor() const override { return m_descriptor; }
    StatusJob *verifyCredentials() override { return done(new StatusJob(this)); }
    OfferListJob *listOffers(const OfferQuery &) override
    {
        auto *job = new OfferListJob(this);
        if (m_error.isEmpty()) {
            job->finishWithValue(m_offers);
        } else {
            job->finishWithError(Error::make(Error::Code::Auth, m_error));
        }
        return job;
    }
    InstanceListJob *listInstances() override
    {
        auto *job = new InstanceListJob(this);
        job->finishWithValue({});
        return job;
    }
    InstanceJob *createInstance(const InstanceSpec &) override
    {
        auto *job = new InstanceJob(this);
        job->finishWithError(Error::make(Error::Code::Unsupported, QStringLiteral("not in this test")));
        return job;
    }
    StatusJob *setPowerState(const QString &, PowerState) override { return done(new StatusJob(this)); }
    StatusJob *destroyInstance(const QString &) override { return done(new StatusJob(this)); }

private:
    static StatusJob *done(StatusJob *job)
    {
        job->finishWith();
        return job;
    }
    ProviderDescriptor m_descriptor;
    QList<Offer> m_offers;
    QString m_error;
};

class FakeFactory final : public ProviderFactory
{
public:
    FakeFactory(QString id, QString name, QList<Offer> offers, QString error = {})
        : m_offers(std::move(offers))
        , m_error(std::move(error))
    {
        m_descriptor.id = std::move(id);
        m_descriptor.displayName = std::move(name);
        m_descriptor.interfaceVersion = Provider::InterfaceVersion;
        m_descriptor.capabilities = ProviderCapability::ListOffers;
    }
    ProviderDescriptor descriptor() const override { return m_descriptor; }
    std::unique_ptr<Provider> create(const ProviderContext &) const override
    {
        return std::make_unique<FakeProvider>(m_descriptor, m_offers, m_error);
    }

private:
    ProviderDescriptor m_descriptor;
    QList<Offer> m_offers;
    QString m_error;
};

// English plurals come from rentdeck_en.ts, which the lead refreshes: "2 offer(s)" until then, "2 offers" after.
QString plural(QString text)
{
    return text.replace(QLatin1String("(s)"), QLatin1String("s"));
}

const QString GammaError = QStringLiteral(
    "API key rejected by Gamma GPU: check it in Settings › Accounts. (HTTP 401: the key was revoked on the "
    "provider's website)");

} // namespace

class TestOffersView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void proxyFilters();
    void proxySortsConvertedPrices();
    void cachedKeysFollowEveryChange();
    void proxyShowsStaleRowsGreyItalic();
    void viewShowsEveryProviderStatus();
    void viewSwitchesDisplayCurrency();
    void viewFiltersThroughTheBar();
    void statusTexts();
    void screenshots();

private:
    void saveScreenshot(QWidget *widget, const QString &name) const;
    std::unique_ptr<OffersView> openView(Settings *settings);

    std::unique_ptr<TempHome> m_home;
    ProviderRegistry m_registry;
    std::unique_ptr<InstanceManager> m_manager;
    std::unique_ptr<Settings> m_settings;
};

void TestOffersView::initTestCase()
{
    m_home = std::make_unique<TempHome>();
    QVERIFY(m_home->isValid());
    Translator::install(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral(RD_QM_DIR));
    QVERIFY(m_registry.add(
        std::make_unique<FakeFactory>(QStringLiteral("alpha"), QStringLiteral("Alpha Cloud"), alphaOffers())));
    QVERIFY(m_registry.add(
        std::make_unique<FakeFactory>(QStringLiteral("beta"), QStringLiteral("Beta Yun"), betaOffers())));
    QVERIFY(m_registry.add(std::make_unique<FakeFactory>(
        QStringLiteral("gamma"), QStringLiteral("Gamma GPU"), QList<Offer>(), GammaError)));
    m_manager = std::make_unique<InstanceManager>(m_registry, nullptr);
    m_settings = Settings::createForTesting(m_home->path() + QStringLiteral("/settings.ini"));
}

void TestOffersView::saveScreenshot(QWidget *widget, const QString &name) const
{
    const QString dir = qEnvironmentVariableIsSet("RD_TEST_SCREENSHOTS") ? qEnvironmentVariable("RD_TEST_SCREENSHOTS")
                                                                         : m_home->path();
    const QString path = dir + QLatin1Char('/') + name;
    QVERIFY2(widget->grab().save(path), qPrintable(path));
    qInfo("screenshot: %s", qPrintable(path));
}

std::unique_ptr<OffersView> TestOffersView::openView(Settings *settings)
{
    auto view = std::make_unique<OffersView>(m_manager.get(), settings);
    view->resize(1400, 420);
    view->show();
    m_manager->refreshOffers();
    auto *table = view->findChild<QTableView *>(QStringLiteral("offersTableView"));
    if (!QTest::qWaitFor([table] { return table->model()->rowCount() == 4; }, 5000)) {
        qWarning("offers did not load");
    }
    return view;
}

void TestOffersView::proxyFilters()
{
    OfferModel model(nullptr);
    model.setOffers(alphaOffers() + betaOffers());
    model.setDisplayCurrency(DisplayCurrency(QStringLiteral("USD"), 7.2));
    OfferFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    auto shown = [&proxy] {
        QStringList ids;
        for (int row = 0; row < proxy.rowCount(); ++row) {
            ids.append(proxy.index(row, 0).data(OfferModel::OfferIdRole).toString());
        }
        ids.sort();
        return ids.join(QLatin1Char(' '));
    };
    QCOMPARE(shown(), QStringLiteral("alpha:a1 alpha:a2 beta:b1 beta:b2"));
    proxy.setFilterText(QStringLiteral("4090"));
    QCOMPARE(shown(), QStringLiteral("alpha:a1 beta:b1"));
    proxy.setFilterText(QStringLiteral("4090 beta")); // every word, provider id included
    QCOMPARE(shown(), QStringLiteral("beta:b1"));
    proxy.setFilterText({});
    proxy.setProviderId(QStringLiteral("alpha"));
    QCOMPARE(shown(), QStringLiteral("alpha:a1 alpha:a2"));
    proxy.setProviderId({});
    proxy.setMinVramGb(48);
    QCOMPARE(shown(), QStringLiteral("alpha:a2 beta:b2"));
    proxy.setMinVramGb(0);
    proxy.setGpuCount(2);
    QCOMPARE(shown(), QStringLiteral("beta:b2"));
    proxy.setGpuCount(0);
    // $0.40 in the display currency: the ¥2.58 offer ($0.36) passes, the $0.44 one does not.
    proxy.setMaxPricePerHour(0.40);
    QCOMPARE(shown(), QStringLiteral("beta:b1"));
    model.setDisplayCurrency(DisplayCurrency(QStringLiteral("CNY"), 7.2));
    proxy.setMaxPricePerHour(3.0); // ¥3: ¥2.58 passes, $0.44 = ¥3.17 does not
    QCOMPARE(shown(), QStringLiteral("beta:b1"));
    proxy.setMaxPricePerHour(3.2);
    QCOMPARE(shown(), QStringLiteral("alpha:a1 beta:b1"));
    proxy.setMaxPricePerHour(0);
    proxy.setSpotFilter(OfferFilterProxyModel::SpotFilter::SpotOnly);
    QCOMPARE(shown(), QStringLiteral("alpha:a2"));
    proxy.setSpotFilter(OfferFilterProxyModel::SpotFilter::OnDemandOnly);
    QCOMPARE(shown(), QStringLiteral("alpha:a1 beta:b1 beta:b2"));
    proxy.setSpotFilter(OfferFilterProxyModel::SpotFilter::Any);
    proxy.setRegionText(QStringLiteral("CN-"));
    QCOMPARE(shown(), QStringLiteral("beta:b1 beta:b2"));
    proxy.setRegionText({});
    // Beta states no reliability: its offers are kept, as OfferQuery does.
    proxy.setMinReliability(0.95);
    QCOMPARE(shown(), QStringLiteral("alpha:a1 beta:b1 beta:b2"));
    proxy.setMinReliability(0);
    proxy.setMinCuda(QStringLiteral("12.4"));
    QCOMPARE(shown(), QStringLiteral("alpha:a1 alpha:a2"));
    proxy.setMinCuda({});
    QCOMPARE(proxy.rowCount(), 4);
}

void TestOffersView::proxySortsConvertedPrices()
{
    OfferModel model(nullptr);
    Offer euro = makeOffer(QStringLiteral("delta"), QStringLiteral("e1"), QStringLiteral("A10"), 1,
        QStringLiteral("0.01"), QStringLiteral("EUR"));
    model.setOffers(alphaOffers() + betaOffers() + QList<Offer> { euro });
    OfferFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.sort(OfferModel::PricePerHour, Qt::AscendingOrder);
    auto order = [&proxy] {
        QStringList ids;
        for (int row = 0; row < proxy.rowCount(); ++row) {
            ids.append(proxy.index(row, 0).data(OfferModel::OfferIdRole).toString());
        }
        return ids.join(QLatin1Char(' '));
    };
    // USD and CNY together by converted amount; a currency that does not convert comes after, not mixed in.
    model.setDisplayCurrency(DisplayCurrency(QStringLiteral("USD"), 7.2));
    QCOMPARE(order(), QStringLiteral("beta:b1 alpha:a1 beta:b2 alpha:a2 delta:e1"));
    model.setDisplayCurrency(DisplayCurrency(QStringLiteral("CNY"), 7.2));
    QCOMPARE(order(), QStringLiteral("beta:b1 alpha:a1 beta:b2 alpha:a2 delta:e1"));
    // A rate that makes yuan dear changes the order, live.
    model.setDisplayCurrency(DisplayCurrency(QStringLiteral("CNY"), 5.0));
    QCOMPARE(order(), QStringLiteral("alpha:a1 beta:b1 beta:b2 alpha:a2 delta:e1"));
    proxy.sort(OfferModel::PricePerGpuHour, Qt::AscendingOrder); // per GPU: H100 ×8 = $2.49/GPU-h
    QCOMPARE(order(), QStringLiteral("alpha:a1 beta:b1 beta:b2 alpha:a2 delta:e1"));
    proxy.sort(OfferModel::Vram, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, OfferModel::Vram).data(OfferModel::SortRole).toDouble(), 80.0);
}

void TestOffersView::cachedKeysFollowEveryChange()
{
    // The model keeps each row's search text and sort keys (thousands of offers sort and filter without rebuilding
    // them per comparison): a new list, a plan or none must not leave old ones behind.
    OfferModel model(nullptr);
    model.setOffers(alphaOffers());
    OfferFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setFilterText(QStringLiteral("h100"));
    QCOMPARE(proxy.rowCount(), 1);
    model.setOffers(betaOffers()); // same row count, other GPUs
    QCOMPARE(proxy.rowCount(), 0);
    proxy.setFilterText(QStringLiteral("a100 north"));
    QCOMPARE(proxy.rowCount(), 1);
    QCOMPARE(proxy.index(0, 0).data(OfferModel::OfferIdRole).toString(), QStringLiteral("beta:b2"));
    proxy.setFilterText({});

    PlanInput plan;
    plan.params = 7e9;
    plan.mode = PlanMode::Lora;
    plan.tokens = 1e8;
    model.setOffers(alphaOffers() + betaOffers());
    model.setPlan(plan);
    proxy.sort(OfferModel::EstJobCost, Qt::AscendingOrder);
    const auto costs = [&proxy] {
        QList<qint64> values;
        for (int row = 0; row < proxy.rowCount(); ++row) {
            values.append(proxy.index(row, OfferModel::EstJobCost).data(OfferModel::SortRole).toLongLong());
        }
        return values;
    };
    QList<qint64> ranked = costs();
    QVERIFY(std::is_sorted(ranked.cbegin(), ranked.cend()));
    QVERIFY(ranked.first() < std::numeric_limits<qint64>::max()); // an estimate, not the "none" key
    model.setPlan(std::nullopt);
    for (const qint64 cost : costs()) {
        QCOMPARE(cost, std::numeric_limits<qint64>::max());
    }
}

void TestOffersView::proxyShowsStaleRowsGreyItalic()
{
    OfferSourceStatus old;
    old.state = OfferSourceStatus::State::Ready;
    old.fetchedAt = QDateTime::currentDateTimeUtc().addSecs(-30 * 60);
    OfferSourceStatus fresh = old;
    fresh.fetchedAt = QDateTime::currentDateTimeUtc();
    OfferModel model(nullptr);
    model.setOffers(
        alphaOffers() + betaOffers(), { { QStringLiteral("alpha"), fresh }, { QStringLiteral("beta"), old } });
    OfferFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    for (int row = 0; row < proxy.rowCount(); ++row) {
        const QModelIndex index = proxy.index(row, OfferModel::Gpu);
        const bool isBeta = index.data(OfferModel::ProviderIdRole).toString() == QLatin1String("beta");
        QCOMPARE(index.data(OfferModel::StaleRole).toBool(), isBeta);
        QCOMPARE(index.data(Qt::FontRole).isValid() && index.data(Qt::FontRole).value<QFont>().italic(), isBeta);
        QCOMPARE(index.data(Qt::ForegroundRole).isValid(), isBeta);
        const QString noteTip = proxy.index(row, OfferModel::Note).data(Qt::ToolTipRole).toString();
        QCOMPARE(noteTip.startsWith(QLatin1String("Stale:")), isBeta);
    }
}

void TestOffersView::viewShowsEveryProviderStatus()
{
    auto view = openView(nullptr);
    auto label
        = [&view](const QString &id) { return view->findChild<QLabel *>(id + QStringLiteral("OfferSourceLabel")); };
    QVERIFY(label(QStringLiteral("alpha")));
    QTRY_COMPARE(plural(label(QStringLiteral("alpha"))->text()), QStringLiteral("Alpha Cloud: 2 offers · just now"));
    QCOMPARE(plural(label(QStringLiteral("beta"))->text()), QStringLiteral("Beta Yun: 2 offers · just now"));
    const QString gamma = label(QStringLiteral("gamma"))->text();
    QVERIFY2(gamma.startsWith(QStringLiteral("Gamma GPU: error — API key rejected by Gamma GPU")), qPrintable(gamma));
    QVERIFY2(gamma.size() < GammaError.size(), qPrintable(gamma)); // shortened; the tooltip has it all
    QVERIFY(label(QStringLiteral("gamma"))->toolTip().contains(GammaError));
    QCOMPARE(view->findChild<QLabel *>(QStringLiteral("exchangeRateLabel"))->text(),
        QStringLiteral("1 USD = 7.20 CNY (default rate) · <a href=\"rate\">change…</a>"));
}

void TestOffersView::viewSwitchesDisplayCurrency()
{
    auto view = openView(m_settings.get());
    auto *table = view->findChild<QTableView *>(QStringLiteral("offersTableView"));
    auto *currency = view->findChild<QComboBox *>(QStringLiteral("displayCurrencyComboBox"));
    QVERIFY(currency);
    QCOMPARE(currency->currentText(), QStringLiteral("USD"));
    // Sorted by price: the yuan offer is the cheapest once converted, and shows both amounts.
    table->sortByColumn(OfferModel::PricePerHour, Qt::AscendingOrder);
    QCOMPARE(table->model()->index(0, 0).data(OfferModel::OfferIdRole).toString(), QStringLiteral("beta:b1"));
    QCOMPARE(table->model()->index(0, OfferModel::PricePerHour).data().toString(), QStringLiteral("$0.36 (¥2.58)"));

    currency->setCurrentIndex(currency->findData(QStringLiteral("CNY")));
    emit currency->activated(currency->currentIndex());
    QCOMPARE(m_settings->value(Settings::Key::DisplayCurrency).toString(), QStringLiteral("CNY"));
    QCOMPARE(table->model()->index(0, OfferModel::PricePerHour).data().toString(), QStringLiteral("¥2.58"));
    QCOMPARE(table->model()->index(1, OfferModel::PricePerHour).data().toString(), QStringLiteral("¥3.17 ($0.44)"));
    QCOMPARE(view->findChild<QDoubleSpinBox *>(QStringLiteral("maxPriceDoubleSpinBox"))->prefix(), QStringLiteral("¥"));

    // A rate changed elsewhere (another window, the settings file) shows at once, with its date.
    m_settings->setValue(Settings::Key::CnyPerUsdSetOn, QStringLiteral("2026-11-30"));
    m_settings->setValue(Settings::Key::CnyPerUsd, 7.0);
    QCOMPARE(view->findChild<QLabel *>(QStringLiteral("exchangeRateLabel"))->text(),
        QStringLiteral("1 USD = 7.00 CNY (set 2026-11-30) · <a href=\"rate\">change…</a>"));
    QCOMPARE(table->model()->index(1, OfferModel::PricePerHour).data().toString(), QStringLiteral("¥3.08 ($0.44)"));
    m_settings->reset(Settings::Key::DisplayCurrency);
    m_settings->reset(Settings::Key::CnyPerUsd);
    m_settings->reset(Settings::Key::CnyPerUsdSetOn);
    QCOMPARE(currency->currentText(), QStringLiteral("USD"));
}

void TestOffersView::viewFiltersThroughTheBar()
{
    auto view = openView(nullptr);
    auto *table = view->findChild<QTableView *>(QStringLiteral("offersTableView"));
    auto *provider = view->findChild<QComboBox *>(QStringLiteral("providerComboBox"));
    QVERIFY(provider);
    // "All" and each provider that sells offers, by name.
    QCOMPARE(provider->count(), 4);
    QCOMPARE(provider->itemText(1), QStringLiteral("Alpha Cloud"));
    provider->setCurrentIndex(provider->findData(QStringLiteral("beta")));
    QCOMPARE(table->model()->rowCount(), 2);
    provider->setCurrentIndex(0);
    QCOMPARE(table->model()->rowCount(), 4);

    auto *more = view->findChild<QToolButton *>(QStringLiteral("moreFiltersToolButton"));
    auto *moreRow = view->findChild<QWidget *>(QStringLiteral("moreFiltersWidget"));
    QVERIFY(!moreRow->isVisible());
    more->click();
    QVERIFY(moreRow->isVisible());
    auto *spot = view->findChild<QComboBox *>(QStringLiteral("spotComboBox"));
    spot->setCurrentIndex(1);
    QCOMPARE(table->model()->rowCount(), 1);
    view->findChild<QLineEdit *>(QStringLiteral("regionLineEdit"))->setText(QStringLiteral("cn"));
    QCOMPARE(table->model()->rowCount(), 0);
    view->findChild<QPushButton *>(QStringLiteral("clearFiltersPushButton"))->click();
    QCOMPARE(table->model()->rowCount(), 4);
    view->findChild<QComboBox *>(QStringLiteral("minCudaComboBox"))->setCurrentText(QStringLiteral("12.4"));
    QCOMPARE(table->model()->rowCount(), 2);
    view->findChild<QComboBox *>(QStringLiteral("minCudaComboBox"))->setCurrentIndex(0);
    view->findChild<QSpinBox *>(QStringLiteral("gpuCountSpinBox"))->setValue(8);
    QCOMPARE(table->model()->rowCount(), 1);
}

void TestOffersView::statusTexts()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    OfferSourceStatus status;
    QCOMPARE(OfferSourcesBar::statusText(QStringLiteral("Vast.ai"), status, now), QStringLiteral("Vast.ai: loading…"));
    status.state = OfferSourceStatus::State::Ready;
    status.offerCount = 24;
    status.fetchedAt = now.addSecs(-125);
    QCOMPARE(plural(OfferSourcesBar::statusText(QStringLiteral("RunPod"), status, now)),
        QStringLiteral("RunPod: 24 offers · 2 min ago"));
    status.fetchedAt = now.addSecs(-20 * 60);
    QCOMPARE(plural(OfferSourcesBar::statusText(QStringLiteral("RunPod"), status, now)),
        QStringLiteral("RunPod: 24 offers · 20 min ago · stale"));
    status.state = OfferSourceStatus::State::Failed;
    status.message = QStringLiteral("Lambda is not answering.");
    status.fetchedAt = {};
    QCOMPARE(OfferSourcesBar::statusText(QStringLiteral("Lambda"), status, now),
        QStringLiteral("Lambda: error — Lambda is not answering."));
}

void TestOffersView::screenshots()
{
    {
        auto view = openView(nullptr);
        view->findChild<QToolButton *>(QStringLiteral("moreFiltersToolButton"))->click();
        QTest::qWait(100);
        saveScreenshot(view.get(), QStringLiteral("offers-view.png"));
        auto *rate
            = new ExchangeRateDialog(DisplayCurrency(QStringLiteral("CNY"), 7.2, QDate(2026, 11, 30)), view.get());
        rate->open();
        QVERIFY(QTest::qWaitForWindowExposed(rate));
        saveScreenshot(rate, QStringLiteral("exchange-rate-dialog.png"));
    }
    {
        // Stale rows: grey italics, next to fresh ones.
        OfferSourceStatus old;
        old.state = OfferSourceStatus::State::Ready;
        old.fetchedAt = QDateTime::currentDateTimeUtc().addSecs(-30 * 60);
        OfferSourceStatus fresh = old;
        fresh.fetchedAt = QDateTime::currentDateTimeUtc();
        OfferModel model(nullptr);
        model.setOffers(
            alphaOffers() + betaOffers(), { { QStringLiteral("alpha"), fresh }, { QStringLiteral("beta"), old } });
        model.setDisplayCurrency(DisplayCurrency(QStringLiteral("CNY"), 7.2, QDate(2026, 11, 30)));
        OfferFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        QTableView table;
        table.setModel(&proxy);
        table.resize(1300, 200);
        table.resizeColumnsToContents();
        table.show();
        QVERIFY(QTest::qWaitForWindowExposed(&table));
        saveScreenshot(&table, QStringLiteral("offers-stale.png"));
    }
    if (!Translator::install(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral(RD_QM_DIR))) {
        QSKIP("no zh_CN translation built");
    }
    {
        auto view = openView(nullptr);
        view->findChild<QToolButton *>(QStringLiteral("moreFiltersToolButton"))->click();
        QTest::qWait(100);
        saveScreenshot(view.get(), QStringLiteral("offers-view-zh_CN.png"));
    }
    Translator::install(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral(RD_QM_DIR));
}

QTEST_MAIN(TestOffersView)
#include "TestOffersView.moc"
