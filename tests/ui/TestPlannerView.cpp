// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "BuiltinProviders.h"
#include "TestAppServices.h"
#include "billing/Ledger.h"
#include "checks/CheckReport.h"
#include "core/Paths.h"
#include "provider/ProviderRegistry.h"
#include "services/InstanceManager.h"
#include "services/OfferModel.h"
#include "services/Storage.h"
#include "settings/Settings.h"
#include "ui/mainwindow/Translator.h"
#include "ui/offers/OffersView.h"
#include "ui/plan/GpuTierList.h"
#include "ui/plan/PlanForm.h"
#include "ui/plan/PlannerView.h"
#include "ui/plan/VramBreakdownBar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

using namespace RentDeck;

class TestPlannerView : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void defaultPlanIsA7bLora();
    void offersRankedByJobCost();
    void measuredBenchmarkReranks();
    void slowLinkWarns();
    void invalidInputClearsThePlan();
    void offersTabFitsMyPlan();
    void inputsAreRestored();
    void chineseScreenshot();
    void cleanupTestCase();

private:
    template <typename T> T *find(QWidget *in, const QString &name) const { return in->findChild<T *>(name); }
    void setText(const QString &lineEdit, const QString &text);
    void waitForOffers();
    void saveScreenshot(QWidget *widget, const QString &name) const;

    std::unique_ptr<TestAppServices> m_app;
    Settings *m_settings = nullptr;
    Ledger *m_ledger = nullptr;
    InstanceManager *m_manager = nullptr;
    std::unique_ptr<PlannerView> m_view;
};

void TestPlannerView::initTestCase()
{
    m_app = std::make_unique<TestAppServices>(registerBuiltinProviders);
    QVERIFY2(m_app->error().isEmpty(), qPrintable(m_app->error()));
    Translator::install(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral(RD_QM_DIR));
    m_settings = m_app->settings.get();
    m_ledger = m_app->services->ledger();
    m_manager = &m_app->services->manager();
}

void TestPlannerView::init()
{
    m_settings->reset(Settings::Key::PlannerInputs);
    m_view = std::make_unique<PlannerView>(m_manager, m_settings);
    m_view->resize(1300, 800);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    waitForOffers();
}

void TestPlannerView::cleanup()
{
    m_view.reset();
}

void TestPlannerView::cleanupTestCase()
{
    m_app.reset();
}

void TestPlannerView::setText(const QString &lineEdit, const QString &text)
{
    auto *edit = find<QLineEdit>(m_view.get(), lineEdit);
    QVERIFY(edit);
    edit->setText(text);
    m_view->recomputeNow();
}

void TestPlannerView::waitForOffers()
{
    QSignalSpy refreshed(m_manager, &InstanceManager::offersRefreshFinished);
    m_manager->refreshOffers();
    QVERIFY(refreshed.wait(10000));
    m_view->recomputeNow();
}

void TestPlannerView::saveScreenshot(QWidget *widget, const QString &name) const
{
    const QString dir = qEnvironmentVariableIsSet("RD_TEST_SCREENSHOTS") ? qEnvironmentVariable("RD_TEST_SCREENSHOTS")
                                                                         : m_app->home.path();
    QVERIFY(widget->grab().save(dir + QLatin1Char('/') + name));
}

void TestPlannerView::defaultPlanIsA7bLora()
{
    const std::optional<PlanInput> &plan = m_view->plan();
    QVERIFY(plan);
    QCOMPARE(plan->mode, PlanMode::Lora);
    QCOMPARE(plan->params, 6.74e9);
    QCOMPARE(plan->tokens, 1e8);
    // Issue: 7B LoRA in 16 bits ≈ 14 GB of weights: 24 GB is tight, 48 GB comfortable.
    auto *tiers = find<GpuTierList>(m_view.get(), QStringLiteral("gpuTierList"));
    QCOMPARE(tiers->fitTextOf(24), QStringLiteral("tight"));
    QCOMPARE(tiers->fitTextOf(48), QStringLiteral("comfortable"));
    QCOMPARE(tiers->fitTextOf(141), QStringLiteral("comfortable"));
    const VramBreakdown &bar = find<VramBreakdownBar>(m_view.get(), QStringLiteral("vramBreakdownBar"))->breakdown();
    QVERIFY(bar.weights > qint64(13e9) && bar.weights < qint64(14e9));
    QVERIFY(bar.optimizer > 0 && bar.activations > 0 && bar.kvCache == 0);
    QVERIFY(find<QLabel>(m_view.get(), QStringLiteral("planHeadlineLabel"))->text().contains(QStringLiteral("GiB")));
    QVERIFY(
        find<QLabel>(m_view.get(), QStringLiteral("planAdviceLabel"))->text().contains(QStringLiteral("per second")));
}

void TestPlannerView::offersRankedByJobCost()
{
    auto *table = find<QTableView>(m_view.get(), QStringLiteral("rankedOffersTableView"));
    QAbstractItemModel *model = table->model();
    QTRY_VERIFY(model->rowCount() >= 5);
    // Every listed offer fits (the L4 and the 20 GB slice do not), cheapest job first.
    bool dearerPerHourFirst = false;
    bool uncosted = false;
    for (int row = 0; row < model->rowCount(); ++row) {
        QVERIFY(model->index(row, OfferModel::Fit).data(OfferModel::FitRole).toInt() != int(FitLevel::DoesNotFit));
        // Only the Ascend box has no figures to estimate with (no TFLOPS on record): it fits, ranked after the rest.
        if (model->index(row, OfferModel::EstJobCost).data().toString().isEmpty()) {
            QCOMPARE(
                model->index(row, 0).data(OfferModel::OfferIdRole).toString(), QStringLiteral("sandbox:sbx-910b-cn"));
            uncosted = true;
            continue;
        }
        QVERIFY(!uncosted);
        if (row > 0) {
            const auto cost = [&](int r) { return model->index(r, OfferModel::EstJobCost).data(OfferModel::SortRole); };
            const auto price
                = [&](int r) { return model->index(r, OfferModel::PricePerHour).data(OfferModel::SortRole); };
            QVERIFY(cost(row - 1).toLongLong() <= cost(row).toLongLong());
            dearerPerHourFirst = dearerPerHourFirst || price(row - 1).toLongLong() > price(row).toLongLong();
        }
        const QString id = model->index(row, 0).data(OfferModel::OfferIdRole).toString();
        QVERIFY2(id != QLatin1String("sandbox:sbx-l4-nodriver-us"), qPrintable(id));
    }
    QVERIFY(dearerPerHourFirst);
    QVERIFY(
        find<QLabel>(m_view.get(), QStringLiteral("rankStatusLabel"))->text().contains(QStringLiteral("cheapest job")));
    QSignalSpy launch(m_view.get(), &PlannerView::launchRequested);
    find<QPushButton>(m_view.get(), QStringLiteral("plannerLaunchPushButton"))->click();
    QCOMPARE(launch.size(), 1);
    QCOMPARE(launch.at(0).at(0).toString(), model->index(0, 0).data(OfferModel::OfferIdRole).toString());
    saveScreenshot(m_view.get(), QStringLiteral("planner-7b-lora.png"));
}

void TestPlannerView::measuredBenchmarkReranks()
{
    auto *table = find<QTableView>(m_view.get(), QStringLiteral("rankedOffersTableView"));
    QAbstractItemModel *model = table->model();
    const QString first = model->index(0, 0).data(OfferModel::OfferIdRole).toString();
    QVERIFY(!first.isEmpty());
    // A benchmark on a machine from the first-ranked offer found it throttled to a fifth of its rate.
    const Offer offer = *m_manager->findOffer(first);
    Instance instance;
    instance.providerId = offer.providerId;
    instance.id = QStringLiteral("bench-1");
    instance.offerId = offer.id;
    instance.gpuName = offer.gpuName;
    instance.pricePerHour = offer.pricePerHour;
    QVERIFY(m_ledger->recordLaunch(instance, QDateTime::currentDateTimeUtc()));
    CheckReport report;
    CheckResult bench
        = CheckResult::make(QStringLiteral("bench.tflops"), QStringLiteral("TFLOPS"), CheckStatus::Warn, {});
    bench.value = 33.0;
    report.results << bench;
    QVERIFY(m_app->services->storage().checkReports().record(instance.name(), QStringLiteral("warn"), {},
        QJsonDocument(report.toJson()).toJson(), QDateTime::currentDateTimeUtc()));
    waitForOffers(); // the ledger's benchmarks are read with each offer refresh
    QVERIFY(model->index(0, 0).data(OfferModel::OfferIdRole).toString() != first);
    int row = 0;
    while (row < model->rowCount() && model->index(row, 0).data(OfferModel::OfferIdRole).toString() != first) {
        ++row;
    }
    QVERIFY(row < model->rowCount());
    QVERIFY(model->index(row, OfferModel::EstJobCost)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("measured on this offer")));
    QVERIFY(model->index(row, OfferModel::EstJobCost).data(Qt::ToolTipRole).toString().contains(QStringLiteral("33")));
}

void TestPlannerView::slowLinkWarns()
{
    // A sharded 7B fine-tune on 8 GPUs with short sequences: over PCIe the gradient sync outlasts the step.
    find<QComboBox>(m_view.get(), QStringLiteral("planModeComboBox"))->setCurrentIndex(2);
    find<QSpinBox>(m_view.get(), QStringLiteral("planGpusSpinBox"))->setValue(8);
    find<QSpinBox>(m_view.get(), QStringLiteral("planSeqLenSpinBox"))->setValue(512);
    m_view->recomputeNow();
    QCOMPARE(m_view->plan()->mode, PlanMode::Sharded);
    const QString warnings = find<QLabel>(m_view.get(), QStringLiteral("planWarningsLabel"))->text();
    QVERIFY2(warnings.contains(QStringLiteral("adding GPUs will not help")), qPrintable(warnings));
    QVERIFY2(warnings.contains(QStringLiteral("PCIe")), qPrintable(warnings));
}

void TestPlannerView::invalidInputClearsThePlan()
{
    QSignalSpy changed(m_view.get(), &PlannerView::planChanged);
    setText(QStringLiteral("planParamsLineEdit"), QStringLiteral("seven billion"));
    QVERIFY(!m_view->plan());
    QVERIFY(!changed.isEmpty());
    QVERIFY(!changed.last().at(0).value<std::optional<PlanInput>>().has_value());
    QCOMPARE(
        find<QLabel>(m_view.get(), QStringLiteral("planHeadlineLabel"))->text(), QStringLiteral("Check the inputs"));
    QVERIFY(find<QLabel>(m_view.get(), QStringLiteral("planDetailLabel"))->text().contains(QStringLiteral("7B")));
    QVERIFY(!find<QPushButton>(m_view.get(), QStringLiteral("plannerLaunchPushButton"))->isEnabled());
    setText(QStringLiteral("planParamsLineEdit"), QStringLiteral("13B"));
    QVERIFY(m_view->plan());
    QCOMPARE(m_view->plan()->params, 13e9);
}

void TestPlannerView::offersTabFitsMyPlan()
{
    OffersView offers(m_manager, m_settings);
    offers.resize(1300, 700);
    offers.show();
    connect(m_view.get(), &PlannerView::planChanged, &offers, &OffersView::setPlan);
    auto *table = find<QTableView>(&offers, QStringLiteral("offersTableView"));
    auto *fits = find<QCheckBox>(&offers, QStringLiteral("fitsPlanCheckBox"));
    QVERIFY(!fits->isEnabled()); // no plan yet
    QVERIFY(table->isColumnHidden(OfferModel::EstJobCost));
    m_view->recomputeNow();
    QTRY_VERIFY(table->model()->rowCount() >= 8);
    QVERIFY(fits->isEnabled());
    QVERIFY(!table->isColumnHidden(OfferModel::EstJobCost));
    const int all = table->model()->rowCount();
    fits->setChecked(true);
    const int fitting = find<QTableView>(m_view.get(), QStringLiteral("rankedOffersTableView"))->model()->rowCount();
    QCOMPARE(table->model()->rowCount(), fitting);
    QVERIFY(fitting < all);
    for (int row = 1; row < table->model()->rowCount(); ++row) {
        QVERIFY(table->model()->index(row - 1, OfferModel::EstJobCost).data(OfferModel::SortRole).toLongLong()
            <= table->model()->index(row, OfferModel::EstJobCost).data(OfferModel::SortRole).toLongLong());
    }
    // A plan that nothing fits (a 70B full fine-tune on one GPU) empties the filtered table.
    setText(QStringLiteral("planParamsLineEdit"), QStringLiteral("70B"));
    find<QComboBox>(m_view.get(), QStringLiteral("planModeComboBox"))->setCurrentIndex(1);
    m_view->recomputeNow();
    QCOMPARE(table->model()->rowCount(), 0);
    // An invalid plan disables the filter and shows every offer again.
    setText(QStringLiteral("planParamsLineEdit"), QStringLiteral("?"));
    QVERIFY(!fits->isEnabled());
    QCOMPARE(table->model()->rowCount(), all);
    QVERIFY(table->isColumnHidden(OfferModel::EstJobCost));
}

void TestPlannerView::inputsAreRestored()
{
    find<QComboBox>(m_view.get(), QStringLiteral("planModeComboBox"))->setCurrentIndex(3); // inference
    setText(QStringLiteral("planParamsLineEdit"), QStringLiteral("70B"));
    find<QSpinBox>(m_view.get(), QStringLiteral("planGpusSpinBox"))->setValue(2);
    m_view->recomputeNow();
    QCOMPARE(m_view->plan()->mode, PlanMode::Inference);
    m_view.reset();
    PlannerView again(m_manager, m_settings);
    QVERIFY(again.plan());
    QCOMPARE(again.plan()->mode, PlanMode::Inference);
    QCOMPARE(again.plan()->params, 70e9);
    QCOMPARE(again.plan()->gpus, 2);
    QCOMPARE(find<QComboBox>(&again, QStringLiteral("planPresetComboBox"))->currentData().toString(), QString());
}

void TestPlannerView::chineseScreenshot()
{
    QVERIFY(Translator::install(QLocale(QLocale::Chinese, QLocale::China), QStringLiteral(RD_QM_DIR)));
    PlannerView view(m_manager, m_settings);
    view.resize(1300, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.recomputeNow();
    QCOMPARE(find<GpuTierList>(&view, QStringLiteral("gpuTierList"))->fitTextOf(24), QStringLiteral("偏紧"));
    saveScreenshot(&view, QStringLiteral("planner-7b-lora-zh_CN.png"));
    Translator::install(QLocale(QLocale::English, QLocale::UnitedStates), QStringLiteral(RD_QM_DIR));
}

QTEST_MAIN(TestPlannerView)
#include "TestPlannerView.moc"
