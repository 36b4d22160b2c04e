// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "services/OfferModel.h"
#include "settings/DisplayCurrency.h"
#include "settings/Settings.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

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
    return offer;
}

// A USD, a CNY that is cheaper only after conversion, an 8-GPU spot offer, and one in a currency that does not convert.
QList<Offer> sampleOffers()
{
    Offer usd = makeOffer(QStringLiteral("vastai"), QStringLiteral("a"), QStringLiteral("RTX 4090"), 1,
        QStringLiteral("0.44"), QStringLiteral("USD"));
    usd.cpuCores = 16;
    usd.ramGb = 64;
    usd.maxCuda = QStringLiteral("12.4");
    usd.reliability = 0.987;
    Offer cny = makeOffer(QStringLiteral("autodl"), QStringLiteral("b"), QStringLiteral("RTX 4090"), 1,
        QStringLiteral("2.58"), QStringLiteral("CNY")); // $0.358 at 7.2
    cny.maxCuda = QStringLiteral("12.10");
    Offer big = makeOffer(QStringLiteral("runpod"), QStringLiteral("c"), QStringLiteral("H100 SXM"), 8,
        QStringLiteral("20.00"), QStringLiteral("USD"));
    big.spot = true;
    big.cpuCores = 128;
    big.ramGb = 1024;
    big.interconnect = QStringLiteral("NVLink");
    big.maxCuda = QStringLiteral("12.8");
    Offer euro = makeOffer(QStringLiteral("sandbox"), QStringLiteral("e"), QStringLiteral("A10"), 1,
        QStringLiteral("0.10"), QStringLiteral("EUR"));
    return { usd, cny, big, euro };
}

int rowOf(const OfferModel &model, const QString &qualifiedId)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.offerAt(row).qualifiedId() == qualifiedId) {
            return row;
        }
    }
    return -1;
}

} // namespace

class TestOfferModel : public QObject
{
    Q_OBJECT

private slots:
    void convertsBetweenUsdAndCny();
    void leavesOtherCurrenciesAlone();
    void rateText();
    void savesToSettings();
    void columnsAndSortRoles();
    void pricesInDisplayCurrencyWithOriginal();
    void sortRoleComparesConvertedPrices();
    void staleRowsAreMarked();
    void planColumns();
    void providerTextIsShownNotObeyed();
};

void TestOfferModel::providerTextIsShownNotObeyed()
{
    // A marketplace's GPU name with a terminal escape and a bidi override: the table shows them, as the CLI does.
    OfferModel model(nullptr);
    Offer offer = makeOffer(QStringLiteral("vastai"), QStringLiteral("x"),
        QStringLiteral("RTX 4090\x1b[2J") + QChar(char16_t(0x202e)) + QStringLiteral("exe"), 1, QStringLiteral("0.40"),
        QStringLiteral("USD"));
    model.setOffers({ offer });
    QCOMPARE(model.index(0, OfferModel::Gpu).data().toString(), QStringLiteral("RTX 4090␛[2J<U+202E>exe"));
    QCOMPARE(model.index(0, OfferModel::Count).data().toInt(), 1); // numbers stay numbers
}

void TestOfferModel::convertsBetweenUsdAndCny()
{
    const DisplayCurrency yuan(QStringLiteral("CNY"), 7.2);
    QCOMPARE(yuan.convert(Money::fromDecimalString(QStringLiteral("0.44"), QStringLiteral("USD"))),
        Money::fromDecimalString(QStringLiteral("3.168"), QStringLiteral("CNY")));
    QCOMPARE(yuan.convert(Money::fromDecimalString(QStringLiteral("2.58"), QStringLiteral("CNY"))),
        Money::fromDecimalString(QStringLiteral("2.58"), QStringLiteral("CNY")));
    const DisplayCurrency dollars(QStringLiteral("USD"), 7.2);
    QCOMPARE(dollars.convert(Money::fromDecimalString(QStringLiteral("7.20"), QStringLiteral("CNY"))),
        Money::fromDecimalString(QStringLiteral("1.00"), QStringLiteral("USD")));
    // Rounded to the nearest micro-unit: 1 / 7.2 = 0.13888…
    QCOMPARE(dollars.convert(Money::fromDecimalString(QStringLiteral("1"), QStringLiteral("CNY"))).micros(), 138889);
    // An invalid rate falls back to the default rather than dividing by zero.
    QCOMPARE(DisplayCurrency(QStringLiteral("USD"), 0).cnyPerUsd(), DisplayCurrency::DefaultCnyPerUsd);
}

void TestOfferModel::leavesOtherCurrenciesAlone()
{
    const DisplayCurrency yuan(QStringLiteral("CNY"), 7.2);
    const Money euro = Money::fromDecimalString(QStringLiteral("1.50"), QStringLiteral("EUR"));
    QVERIFY(!yuan.canConvert(QStringLiteral("EUR")));
    QCOMPARE(yuan.convert(euro), euro);
    QCOMPARE(yuan.format(euro), QStringLiteral("€1.50"));
    // Default-constructed: nothing converts, every price shows as priced.
    const DisplayCurrency none;
    QVERIFY(!none.isConverting());
    const Money dollars = Money::fromDecimalString(QStringLiteral("0.44"), QStringLiteral("USD"));
    QCOMPARE(none.convert(dollars), dollars);
    QCOMPARE(none.rateText(), QString());
}

void TestOfferModel::rateText()
{
    QCOMPARE(DisplayCurrency(QStringLiteral("CNY"), 7.2, QDate(2026, 11, 30)).rateText(),
        QStringLiteral("1 USD = 7.20 CNY (set 2026-11-30)"));
    QCOMPARE(DisplayCurrency(QStringLiteral("USD"), 7.2).rateText(), QStringLiteral("1 USD = 7.20 CNY (default rate)"));
    QCOMPARE(DisplayCurrency(QStringLiteral("USD"), 7.1834, QDate(2026, 1, 2)).rateText(),
        QStringLiteral("1 USD = 7.1834 CNY (set 2026-01-02)"));
}

void TestOfferModel::savesToSettings()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    auto settings = Settings::createForTesting(dir.filePath(QStringLiteral("settings.ini")));
    QCOMPARE(DisplayCurrency::fromSettings(*settings).currency(), QStringLiteral("USD"));
    QCOMPARE(DisplayCurrency::fromSettings(*settings).cnyPerUsd(), 7.2);
    QVERIFY(!DisplayCurrency::fromSettings(*settings).rateSetOn().isValid());

    DisplayCurrency::save(*settings, QStringLiteral("CNY"), 7.2); // same rate: still the default, no date
    QCOMPARE(DisplayCurrency::fromSettings(*settings).currency(), QStringLiteral("CNY"));
    QVERIFY(!DisplayCurrency::fromSettings(*settings).rateSetOn().isValid());

    DisplayCurrency::save(*settings, QStringLiteral("CNY"), 7.05);
    const DisplayCurrency saved = DisplayCurrency::fromSettings(*settings);
    QCOMPARE(saved.cnyPerUsd(), 7.05);
    QCOMPARE(saved.rateSetOn(), QDate::currentDate());

    // A hand-edited file with a currency we cannot show falls back to USD instead of switching conversion off.
    settings->setValue(Settings::Key::DisplayCurrency, QStringLiteral("XYZ"));
    QCOMPARE(DisplayCurrency::fromSettings(*settings).currency(), QStringLiteral("USD"));
}

void TestOfferModel::columnsAndSortRoles()
{
    OfferModel model(nullptr);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setOffers(sampleOffers());
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.columnCount(), int(OfferModel::ColumnCount));
    for (int column = 0; column < OfferModel::ColumnCount; ++column) {
        QVERIFY2(!model.headerData(column, Qt::Horizontal, Qt::DisplayRole).toString().isEmpty(),
            qPrintable(QString::number(column)));
    }
    const int big = rowOf(model, QStringLiteral("runpod:c"));
    auto cell = [&model, big](int column, int role = Qt::DisplayRole) { return model.index(big, column).data(role); };
    QCOMPARE(cell(OfferModel::Count).toInt(), 8);
    QCOMPARE(cell(OfferModel::Spot).toString(), QStringLiteral("spot"));
    QCOMPARE(cell(OfferModel::Spot, OfferModel::SortRole).toBool(), true);
    QCOMPARE(cell(OfferModel::Interconnect).toString(), QStringLiteral("NVLink"));
    // CPU and RAM per GPU: 128 cores and 1024 GB over 8 GPUs.
    QCOMPARE(cell(OfferModel::Cpu).toString(), QStringLiteral("16"));
    QCOMPARE(cell(OfferModel::Cpu, OfferModel::SortRole).toDouble(), 16.0);
    QCOMPARE(cell(OfferModel::Ram).toString(), QStringLiteral("128 GB"));
    QCOMPARE(cell(OfferModel::Ram, OfferModel::SortRole).toDouble(), 128.0);
    QCOMPARE(cell(OfferModel::PricePerGpuHour, OfferModel::SortRole).toLongLong(), 2'500'000);
    // Reliability: a percentage; unknown sorts below every known figure.
    const int usd = rowOf(model, QStringLiteral("vastai:a"));
    QCOMPARE(model.index(usd, OfferModel::Reliability).data().toString(), QStringLiteral("98.7 %"));
    QCOMPARE(model.index(usd, OfferModel::Reliability).data(OfferModel::SortRole).toDouble(), 0.987);
    QVERIFY(model.index(big, OfferModel::Reliability).data(OfferModel::SortRole).toDouble() < 0);
    // CUDA sorts as a version: 12.10 is newer than 12.4.
    const int cny = rowOf(model, QStringLiteral("autodl:b"));
    QVERIFY(model.index(cny, OfferModel::MaxCuda).data(OfferModel::SortRole).toLongLong()
        > model.index(usd, OfferModel::MaxCuda).data(OfferModel::SortRole).toLongLong());
    QCOMPARE(model.index(cny, 0).data(OfferModel::ProviderIdRole).toString(), QStringLiteral("autodl"));
}

void TestOfferModel::pricesInDisplayCurrencyWithOriginal()
{
    OfferModel model(nullptr);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setOffers(sampleOffers());
    const int usd = rowOf(model, QStringLiteral("vastai:a"));
    const int cny = rowOf(model, QStringLiteral("autodl:b"));
    const int euro = rowOf(model, QStringLiteral("sandbox:e"));
    // No display currency yet: as priced.
    QCOMPARE(model.index(usd, OfferModel::PricePerHour).data().toString(), QStringLiteral("$0.44"));

    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setDisplayCurrency(DisplayCurrency(QStringLiteral("CNY"), 7.2, QDate(2026, 11, 30)));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(model.index(usd, OfferModel::PricePerHour).data().toString(), QStringLiteral("¥3.17 ($0.44)"));
    QCOMPARE(model.index(cny, OfferModel::PricePerHour).data().toString(), QStringLiteral("¥2.58"));
    QCOMPARE(model.index(euro, OfferModel::PricePerHour).data().toString(), QStringLiteral("€0.10"));
    QCOMPARE(
        model.index(usd, OfferModel::PricePerHour).data(OfferModel::CurrencyRole).toString(), QStringLiteral("CNY"));
    QCOMPARE(
        model.index(euro, OfferModel::PricePerHour).data(OfferModel::CurrencyRole).toString(), QStringLiteral("EUR"));
    const QString tip = model.index(usd, OfferModel::PricePerHour).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QLatin1String("1 USD = 7.20 CNY (set 2026-11-30)")), qPrintable(tip));

    model.setDisplayCurrency(DisplayCurrency(QStringLiteral("USD"), 7.2));
    QCOMPARE(model.index(cny, OfferModel::PricePerHour).data().toString(), QStringLiteral("$0.36 (¥2.58)"));
    QCOMPARE(model.index(usd, OfferModel::PricePerHour).data().toString(), QStringLiteral("$0.44"));
}

void TestOfferModel::sortRoleComparesConvertedPrices()
{
    OfferModel model(nullptr);
    model.setOffers(sampleOffers());
    const int usd = rowOf(model, QStringLiteral("vastai:a"));
    const int cny = rowOf(model, QStringLiteral("autodl:b"));
    auto sortValue
        = [&model](int row) { return model.index(row, OfferModel::PricePerHour).data(OfferModel::SortRole); };
    // Unconverted, the yuan amount is the bigger number although it is the cheaper offer.
    QVERIFY(sortValue(cny).toLongLong() > sortValue(usd).toLongLong());
    model.setDisplayCurrency(DisplayCurrency(QStringLiteral("USD"), 7.2));
    QCOMPARE(sortValue(cny).toLongLong(), 358'333);
    QVERIFY(sortValue(cny).toLongLong() < sortValue(usd).toLongLong());
    model.setDisplayCurrency(DisplayCurrency(QStringLiteral("CNY"), 7.2));
    QCOMPARE(sortValue(usd).toLongLong(), 3'168'000);
    QVERIFY(sortValue(cny).toLongLong() < sortValue(usd).toLongLong());
    // At a rate where the dollar offer is cheaper, the order flips.
    model.setDisplayCurrency(DisplayCurrency(QStringLiteral("CNY"), 5.0));
    QVERIFY(sortValue(cny).toLongLong() > sortValue(usd).toLongLong());
}

void TestOfferModel::staleRowsAreMarked()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    QHash<QString, OfferSourceStatus> statuses;
    OfferSourceStatus fresh;
    fresh.state = OfferSourceStatus::State::Ready;
    fresh.fetchedAt = now;
    statuses.insert(QStringLiteral("vastai"), fresh);
    statuses.insert(QStringLiteral("sandbox"), fresh);
    OfferSourceStatus old = fresh;
    old.fetchedAt = now.addSecs(-20 * 60);
    statuses.insert(QStringLiteral("runpod"), old);
    OfferSourceStatus failed = fresh;
    failed.state = OfferSourceStatus::State::Failed;
    failed.message = QStringLiteral("AutoDL is not answering (HTTP 503). Try again in a minute.");
    failed.fetchedAt = now.addSecs(-60);
    statuses.insert(QStringLiteral("autodl"), failed);

    OfferModel model(nullptr);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setOffers(sampleOffers(), statuses);
    auto stale = [&model](const QString &id) {
        return model.index(rowOf(model, id), OfferModel::Gpu).data(OfferModel::StaleRole).toBool();
    };
    QVERIFY(!stale(QStringLiteral("vastai:a")));
    QVERIFY(stale(QStringLiteral("runpod:c")));
    QVERIFY(stale(QStringLiteral("autodl:b"))); // the last refresh failed: what is shown is older
    const QString oldTip
        = model.index(rowOf(model, QStringLiteral("runpod:c")), OfferModel::Gpu).data(Qt::ToolTipRole).toString();
    QVERIFY2(oldTip.startsWith(QLatin1String("Stale: fetched ")) && oldTip.contains(QLatin1String("15 minute")),
        qPrintable(oldTip));
    const QString failedTip
        = model.index(rowOf(model, QStringLiteral("autodl:b")), OfferModel::Note).data(Qt::ToolTipRole).toString();
    QVERIFY2(failedTip.contains(failed.message), qPrintable(failedTip));
    QVERIFY(!model.index(rowOf(model, QStringLiteral("vastai:a")), OfferModel::Gpu)
                 .data(Qt::ToolTipRole)
                 .toString()
                 .contains(QLatin1String("Stale")));

    // Time alone makes offers stale: recheckStale() notices and says so.
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.recheckStale(now.addSecs(5 * 60));
    QCOMPARE(changed.count(), 0);
    model.recheckStale(now.addSecs(16 * 60));
    QCOMPARE(changed.count(), 1);
    QVERIFY(stale(QStringLiteral("vastai:a")));
}

void TestOfferModel::planColumns()
{
    // Real catalog names, so the plan has memory and TFLOPS to work with.
    Offer rtx4090 = makeOffer(QStringLiteral("vastai"), QStringLiteral("a"), QStringLiteral("NVIDIA GeForce RTX 4090"),
        1, QStringLiteral("0.40"), QStringLiteral("USD"));
    Offer l4 = makeOffer(QStringLiteral("runpod"), QStringLiteral("b"), QStringLiteral("NVIDIA L4"), 1,
        QStringLiteral("0.20"), QStringLiteral("USD"));
    Offer unknown = makeOffer(QStringLiteral("lambda"), QStringLiteral("c"), QStringLiteral("Mystery 48G"), 1,
        QStringLiteral("0.50"), QStringLiteral("USD"));
    unknown.vramGb = 48;
    OfferModel model(nullptr);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDisplayCurrency(DisplayCurrency(QStringLiteral("CNY"), 7.0));
    model.setOffers({ rtx4090, l4, unknown });
    // No plan: empty columns, FitRole -1.
    QVERIFY(!model.hasPlan());
    QCOMPARE(model.index(0, OfferModel::Fit).data().toString(), QString());
    QCOMPARE(model.index(0, OfferModel::Fit).data(OfferModel::FitRole).toInt(), -1);
    QVERIFY(!model.fitAt(0));

    PlanInput plan;
    plan.mode = PlanMode::Lora;
    plan.params = 7e9;
    plan.layers = 32;
    plan.hidden = 4096;
    plan.tokens = 1e8;
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    model.setPlan(plan);
    QCOMPARE(changed.size(), 1);
    QVERIFY(model.fitAt(0));
    QCOMPARE(model.index(0, OfferModel::Fit).data().toString(), QStringLiteral("tight"));
    QCOMPARE(model.index(0, OfferModel::Fit).data(OfferModel::FitRole).toInt(), int(FitLevel::Tight));
    // 4 × 7e9 × 1e8 / (165.2e12 × 0.35) s = 13.4 h, priced in yuan at 7.0.
    const OfferFit fit = *model.fitAt(0); // a copy: setPlan() and setMeasuredThroughput() recompute the fits
    QVERIFY(qAbs(fit.time->hours - 4 * 7e9 * 1e8 / (165.2e12 * 0.35) / 3600) < 1e-9);
    QCOMPARE(model.index(0, OfferModel::EstHours).data().toString(), QStringLiteral("13 h"));
    QCOMPARE(model.index(0, OfferModel::EstJobCost).data(OfferModel::SortRole).toLongLong(),
        DisplayCurrency(QStringLiteral("CNY"), 7.0).convert(fit.jobCost).micros());
    QVERIFY(model.index(0, OfferModel::EstJobCost).data().toString().startsWith(QStringLiteral("¥")));
    QVERIFY(
        model.index(0, OfferModel::EstJobCost).data(Qt::ToolTipRole).toString().contains(QStringLiteral("data sheet")));
    // The L4 (22.5 GiB) does not fit: no time or cost is shown, and it sorts after every cost.
    QCOMPARE(model.index(1, OfferModel::Fit).data().toString(), QStringLiteral("does not fit"));
    QCOMPARE(model.index(1, OfferModel::EstHours).data().toString(), QString());
    QCOMPARE(model.index(1, OfferModel::EstJobCost).data().toString(), QString());
    QVERIFY(model.index(1, OfferModel::EstJobCost).data(OfferModel::SortRole).toLongLong()
        > model.index(0, OfferModel::EstJobCost).data(OfferModel::SortRole).toLongLong());
    // A GPU the catalog does not know fits by its VRAM but has no TFLOPS: the tooltip says so.
    QCOMPARE(model.index(2, OfferModel::Fit).data().toString(), QStringLiteral("comfortable"));
    QCOMPARE(model.index(2, OfferModel::EstJobCost).data().toString(), QString());
    QVERIFY(
        model.index(2, OfferModel::EstJobCost).data(Qt::ToolTipRole).toString().contains(QStringLiteral("No TFLOPS")));
    // Measured throughput replaces the data sheet.
    ThroughputHistory measured;
    measured.add(QStringLiteral("vastai:a"), rtx4090.gpuName, 82.6, QDateTime::currentDateTimeUtc());
    model.setMeasuredThroughput(measured);
    QVERIFY(qAbs(model.fitAt(0)->time->hours / fit.time->hours - 2.0) < 1e-9);
    QVERIFY(model.index(0, OfferModel::EstJobCost)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("measured on this offer")));
    model.setPlan(std::nullopt);
    QCOMPARE(model.index(0, OfferModel::EstJobCost).data().toString(), QString());
}

QTEST_GUILESS_MAIN(TestOfferModel)
#include "TestOfferModel.moc"
