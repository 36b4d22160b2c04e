// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Offers at marketplace scale. 5,000 generated offers from four providers (the GPUs of the bundled catalog, USD and
// CNY prices, spot and on-demand) in the Offers tab's own table: OfferModel → OfferFilterProxyModel → a QTableView
// shown offscreen at 1280×800. Each change (load, sort by a column, type a filter, a filter widget, a plan) is timed
// from the call until the table has painted, and printed against its goal (< 50 ms) and against the peer: a plain
// SQLite SELECT that answers the same question over the same 5,000 rows in memory (WHERE … ORDER BY, every row read).
// Usage: rentdeck-bench-offers [OFFERS] [REPEATS]   (defaults 5000 and 7)
#include "PaintCounter.h"
#include "plan/ModelPreset.h"
#include "plan/PlanInput.h"
#include "services/OfferModel.h"
#include "ui/offers/OfferFilterProxyModel.h"
#include "ui/widgets/ListTable.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTableView>
#include <algorithm>
#include <functional>
#include <random>

using namespace RentDeck;

namespace {

constexpr double GoalMs = 50;

struct CatalogGpu
{
    QString name;
    double vramGb = 0;
};

QList<CatalogGpu> catalogGpus()
{
    QFile file(QStringLiteral(RD_GPU_CATALOG));
    if (!file.open(QIODevice::ReadOnly)) {
        qFatal("cannot read %s", RD_GPU_CATALOG);
    }
    QList<CatalogGpu> gpus;
    for (const QJsonValue &value :
        QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("gpus")).toArray()) {
        const QJsonObject gpu = value.toObject();
        if (gpu.value(QLatin1String("vram_gb")).toDouble() > 0) {
            gpus.append(
                { gpu.value(QLatin1String("name")).toString(), gpu.value(QLatin1String("vram_gb")).toDouble() });
        }
    }
    return gpus;
}

/** \a count offers spread over Vast.ai, RunPod, Lambda and AutoDL the way their listings look (AutoDL in CNY). */
QList<Offer> generateOffers(int count)
{
    const QList<CatalogGpu> gpus = catalogGpus();
    const QStringList providers { QStringLiteral("vastai"), QStringLiteral("runpod"), QStringLiteral("lambda"),
        QStringLiteral("autodl") };
    const QStringList regions { QStringLiteral("US-CA"), QStringLiteral("US-TX"), QStringLiteral("EU-SE"),
        QStringLiteral("EU-NL"), QStringLiteral("CN-Beijing"), QStringLiteral("CN-Chongqing"), QStringLiteral("JP"),
        QStringLiteral("KR"), QStringLiteral("AU") };
    std::mt19937 random(42);
    const auto unit = [&random] { return std::uniform_real_distribution<double>(0, 1)(random); };
    QList<Offer> offers;
    offers.reserve(count);
    for (int i = 0; i < count; ++i) {
        const CatalogGpu &gpu = gpus.at(int(unit() * double(gpus.size())) % gpus.size());
        Offer offer;
        offer.providerId = providers.at(i % providers.size());
        offer.id = QString::number(100000 + i);
        offer.gpuName = gpu.name;
        static const int counts[] = { 1, 1, 1, 2, 2, 4, 8 };
        offer.gpuCount = counts[int(unit() * 7) % 7];
        offer.vramGb = gpu.vramGb;
        const double usd = (0.05 + gpu.vramGb / 40.0) * (0.6 + unit()) * offer.gpuCount;
        offer.pricePerHour = offer.providerId == QLatin1String("autodl")
            ? Money::fromDouble(usd * 7.1, QStringLiteral("CNY"))
            : Money::fromDouble(usd, QStringLiteral("USD"));
        offer.billing.granularity
            = offer.providerId == QLatin1String("lambda") ? BillingGranularity::Minute : BillingGranularity::Second;
        offer.spot = offer.providerId == QLatin1String("vastai") && unit() < 0.4;
        offer.region = regions.at(int(unit() * double(regions.size())) % regions.size());
        offer.cpuCores = 8 * offer.gpuCount + int(unit() * 32);
        offer.ramGb = 32.0 * offer.gpuCount + std::round(unit() * 64);
        offer.diskGb = 100 + std::round(unit() * 900);
        offer.maxCuda = unit() < 0.5 ? QStringLiteral("12.4") : QStringLiteral("12.8");
        offer.driverVersion = QStringLiteral("550.127.05");
        if (offer.providerId == QLatin1String("vastai") || offer.providerId == QLatin1String("autodl")) {
            offer.reliability = 0.9 + unit() * 0.1;
        }
        offer.interconnect
            = offer.gpuCount > 1 ? (unit() < 0.5 ? QStringLiteral("NVLink") : QStringLiteral("PCIe")) : QString();
        offer.note = unit() < 0.1 ? QStringLiteral("verified datacenter") : QString();
        offers.append(offer);
    }
    return offers;
}

/** The peer: the same rows in an in-memory SQLite table. */
class SqlPeer
{
public:
    explicit SqlPeer(const QList<Offer> &offers)
        : m_db(QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("peer")))
    {
        m_db.setDatabaseName(QStringLiteral(":memory:"));
        m_db.open();
        QSqlQuery query(m_db);
        query.exec(QStringLiteral("CREATE TABLE offers (provider TEXT, gpu TEXT, count INT, vram REAL, price REAL, "
                                  "price_gpu REAL, region TEXT, spot INT, note TEXT, cpu INT, ram REAL)"));
        m_db.transaction();
        query.prepare(QStringLiteral("INSERT INTO offers VALUES (?,?,?,?,?,?,?,?,?,?,?)"));
        for (const Offer &offer : offers) {
            // Prices in one currency, as the model's SortRole has them (CNY at the default 7.1 per USD).
            const double rate = offer.pricePerHour.currency() == QLatin1String("CNY") ? 1 / 7.1 : 1;
            const double price = offer.pricePerHour.toDouble() * rate;
            for (const QVariant &value : { QVariant(offer.providerId), QVariant(offer.gpuName),
                     QVariant(offer.gpuCount), QVariant(offer.vramGb), QVariant(price),
                     QVariant(price / offer.gpuCount), QVariant(offer.region), QVariant(offer.spot ? 1 : 0),
                     QVariant(offer.note), QVariant(offer.cpuCores), QVariant(offer.ramGb) }) {
                query.addBindValue(value);
            }
            query.exec();
        }
        m_db.commit();
    }
    /** Runs \a sql and reads every column of every row; ms. */
    double time(const QString &sql)
    {
        QElapsedTimer clock;
        clock.start();
        QSqlQuery query(m_db);
        query.setForwardOnly(true);
        if (!query.exec(sql)) {
            qFatal("%s: %s", qPrintable(sql), qPrintable(query.lastError().text()));
        }
        qint64 cells = 0;
        while (query.next()) {
            for (int column = 0; column < 11; ++column) {
                cells += query.value(column).isValid() ? 1 : 0;
            }
        }
        m_cells += cells;
        return double(clock.nsecsElapsed()) / 1e6;
    }

private:
    QSqlDatabase m_db;
    qint64 m_cells = 0;
};

struct Case
{
    QString label;
    std::function<void()> change; // applied to the table
    std::function<void()> undo; // puts it back for the next repeat (untimed)
    QString peerSql;
};

PlanInput plan()
{
    PlanInput input;
    ModelPreset::find(QStringLiteral("8b"))->applyTo(input);
    input.mode = PlanMode::Lora;
    input.tokens = 2e9;
    input.seqLen = 4096;
    input.batch = 4;
    return input;
}

} // namespace

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    const int count = argc > 1 ? std::max(10, atoi(argv[1])) : 5000;
    const int repeats = argc > 2 ? std::max(1, atoi(argv[2])) : 7;
    const QList<Offer> offers = generateOffers(count);

    OfferModel model(nullptr);
    OfferFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    QTableView table;
    table.setModel(&proxy);
    setUpListTable(&table, OfferModel::PricePerHour);
    PaintCounter painted;
    table.viewport()->installEventFilter(&painted);
    table.resize(1280, 800);
    table.show();
    QCoreApplication::processEvents();

    // One change: apply, then wait for the table's paint.
    const auto timeChange = [&](const std::function<void()> &change) {
        painted.paints = 0;
        QElapsedTimer clock;
        clock.start();
        change();
        table.viewport()->update();
        while (painted.paints == 0 && clock.elapsed() < 5000) {
            QCoreApplication::processEvents();
        }
        return double(clock.nsecsElapsed()) / 1e6;
    };

    SqlPeer peer(offers);
    const QString all = QStringLiteral("SELECT * FROM offers ");
    const double loadMs = timeChange([&] { model.setOffers(offers); });
    const double loadPeerMs = peer.time(all + QStringLiteral("ORDER BY price"));
    const std::optional<PlanInput> job = plan();
    QList<Case> cases {
        { QStringLiteral("sort by price/GPU·h"),
            [&] { table.sortByColumn(OfferModel::PricePerGpuHour, Qt::AscendingOrder); },
            [&] { table.sortByColumn(OfferModel::PricePerHour, Qt::AscendingOrder); },
            all + QStringLiteral("ORDER BY price_gpu") },
        { QStringLiteral("sort by GPU name"), [&] { table.sortByColumn(OfferModel::Gpu, Qt::AscendingOrder); },
            [&] { table.sortByColumn(OfferModel::PricePerHour, Qt::AscendingOrder); },
            all + QStringLiteral("ORDER BY gpu") },
        { QStringLiteral("sort by VRAM, descending"),
            [&] { table.sortByColumn(OfferModel::Vram, Qt::DescendingOrder); },
            [&] { table.sortByColumn(OfferModel::PricePerHour, Qt::AscendingOrder); },
            all + QStringLiteral("ORDER BY vram DESC") },
        { QStringLiteral("type \"4090\""), [&] { proxy.setFilterText(QStringLiteral("4090")); },
            [&] { proxy.setFilterText({}); },
            all
                + QStringLiteral("WHERE gpu LIKE '%4090%' OR provider LIKE '%4090%' OR region LIKE '%4090%' OR note "
                                 "LIKE '%4090%' ORDER BY price") },
        { QStringLiteral("type \"h100 us\""), [&] { proxy.setFilterText(QStringLiteral("h100 us")); },
            [&] { proxy.setFilterText({}); },
            all
                + QStringLiteral(
                    "WHERE (gpu || provider || region || note) LIKE '%h100%' AND (gpu || provider || region || "
                    "note) LIKE '%us%' ORDER BY price") },
        { QStringLiteral("min VRAM 48 GB"), [&] { proxy.setMinVramGb(48); }, [&] { proxy.setMinVramGb(0); },
            all + QStringLiteral("WHERE vram >= 48 ORDER BY price") },
        { QStringLiteral("max price 2.00/h"), [&] { proxy.setMaxPricePerHour(2.0); },
            [&] { proxy.setMaxPricePerHour(0); }, all + QStringLiteral("WHERE price <= 2.0 ORDER BY price") },
        { QStringLiteral("provider RunPod"), [&] { proxy.setProviderId(QStringLiteral("runpod")); },
            [&] { proxy.setProviderId({}); }, all + QStringLiteral("WHERE provider = 'runpod' ORDER BY price") },
        { QStringLiteral("plan 8B LoRA, 2B tokens"), [&] { model.setPlan(job); }, [&] { model.setPlan(std::nullopt); },
            all + QStringLiteral("ORDER BY price") },
        { QStringLiteral("sort by job cost (plan)"),
            [&] {
                model.setPlan(job);
                table.sortByColumn(OfferModel::EstJobCost, Qt::AscendingOrder);
            },
            [&] {
                model.setPlan(std::nullopt);
                table.sortByColumn(OfferModel::PricePerHour, Qt::AscendingOrder);
            },
            all + QStringLiteral("ORDER BY price / (vram * count)") },
        { QStringLiteral("fits my plan only"), [&] { proxy.setFitsPlanOnly(true); },
            [&] { proxy.setFitsPlanOnly(false); }, all + QStringLiteral("WHERE vram * count >= 24 ORDER BY price") },
    };

    printf("rentdeck-bench-offers: %d offers from vastai, runpod, lambda, autodl (USD and CNY), the Offers tab's table "
           "(OfferModel → OfferFilterProxyModel → QTableView, 1280×800 %s), %d repeats; each change timed until the "
           "table painted; peer: a plain SQLite SELECT over the same rows in memory, every cell read\n",
        count, qPrintable(QGuiApplication::platformName()), repeats);
    printf("   %-28s %10s %10s %10s %8s\n", "change", "mean", "worst", "SELECT", "ratio");
    printf("   %-28s %7.2f ms %10s %7.2f ms %7.1fx   (goal < %.0f ms)\n", "load the offers", loadMs, "", loadPeerMs,
        loadMs / loadPeerMs, GoalMs);
    bool allMet = loadMs < GoalMs;
    for (const Case &c : std::as_const(cases)) {
        double sum = 0;
        double worst = 0;
        double peerSum = 0;
        for (int i = 0; i < repeats; ++i) {
            const double ms = timeChange(c.change);
            sum += ms;
            worst = std::max(worst, ms);
            peerSum += peer.time(c.peerSql);
            timeChange(c.undo);
        }
        const double mean = sum / repeats;
        const double peerMean = peerSum / repeats;
        allMet = allMet && mean < GoalMs;
        printf("   %-28s %7.2f ms %7.2f ms %7.2f ms %7.1fx   %s\n", qPrintable(c.label), mean, worst, peerMean,
            mean / peerMean, mean < GoalMs ? "" : "over the goal");
    }
    printf("   (mean and worst of the change until painted; SELECT: the peer's mean; ratio = ours / SELECT)\n");
    printf("%s\n", allMet ? "every change under the goal" : "some changes over the goal");
    return 0;
}
