// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The architecture of DESIGN.md "Layers", checked on the sources. CMake already refuses an include of a higher
// layer (each layer's include root is its own folder); this test adds what the compiler cannot see: every folder
// belongs to a declared layer, folders of one layer include one another without a cycle, the two front ends stay
// apart, and provider adapters are reached only through the Provider interface and the one registry.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <functional>

namespace {

struct Layer
{
    QString name; // app/<name>/
    QStringList folders; // app/<name>/<folder>/, included as "<folder>/…"
};

/** Bottom to top, as app/CMakeLists.txt links them. */
const QList<Layer> &layers()
{
    static const QList<Layer> table {
        { QStringLiteral("base"), { QStringLiteral("core"), QStringLiteral("logging") } },
        { QStringLiteral("infra"),
            { QStringLiteral("net"), QStringLiteral("ssh"), QStringLiteral("secrets"), QStringLiteral("settings"),
                QStringLiteral("storage") } },
        { QStringLiteral("providerapi"), { QStringLiteral("provider") } },
        { QStringLiteral("features"),
            { QStringLiteral("billing"), QStringLiteral("budgets"), QStringLiteral("checks"), QStringLiteral("jobs"),
                QStringLiteral("notify"), QStringLiteral("plan"), QStringLiteral("sync"), QStringLiteral("team"),
                QStringLiteral("watch") } },
        { QStringLiteral("services"), { QStringLiteral("services") } },
        { QStringLiteral("frontend"), { QStringLiteral("cli"), QStringLiteral("ui") } },
    };
    return table;
}

QString sourceDir()
{
    return QStringLiteral(RD_SOURCE_DIR);
}

/** Every .h and .cpp below \a dir, as paths relative to the source tree. */
QStringList sourcesBelow(const QString &dir)
{
    QStringList files;
    QDirIterator it(sourceDir() + QLatin1Char('/') + dir, { QStringLiteral("*.h"), QStringLiteral("*.cpp") },
        QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        files << QDir(sourceDir()).relativeFilePath(it.next());
    }
    files.sort();
    return files;
}

/** The quoted includes of one file. */
QStringList includesOf(const QString &relativePath)
{
    static const QRegularExpression include(
        QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""), QRegularExpression::MultilineOption);
    QFile file(sourceDir() + QLatin1Char('/') + relativePath);
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    QStringList found;
    auto it = include.globalMatch(QString::fromUtf8(file.readAll()));
    while (it.hasNext()) {
        found << it.next().captured(1);
    }
    return found;
}

/** "app/features/sync/SyncJob.cpp" → "sync"; empty outside app/<layer>/<folder>/. */
QString folderOf(const QString &relativePath)
{
    const QStringList parts = relativePath.split(QLatin1Char('/'));
    return parts.size() >= 4 && parts.at(0) == QLatin1String("app") ? parts.at(2) : QString();
}

int layerIndexOf(const QString &folder)
{
    for (int i = 0; i < layers().size(); ++i) {
        if (layers().at(i).folders.contains(folder)) {
            return i;
        }
    }
    return -1;
}

QStringList adapterFolders()
{
    QStringList adapters;
    const QDir providers(sourceDir() + QStringLiteral("/providers"));
    for (const QString &name : providers.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (QFile::exists(providers.filePath(name + QStringLiteral("/CMakeLists.txt")))) {
            adapters << name;
        }
    }
    return adapters;
}

} // namespace

class TestLayering : public QObject
{
    Q_OBJECT

private slots:
    void everyFolderBelongsToALayer();
    void includesPointDown();
    void foldersHaveNoCycle();
    void adaptersOnlyBehindTheInterface();
    void noProviderIdOutsideProviders();
    void sqliteOnlySyntaxStaysInItsCorner();
};

void TestLayering::everyFolderBelongsToALayer()
{
    const QDir app(sourceDir() + QStringLiteral("/app"));
    QStringList layerDirs = app.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QStringList declared;
    for (const Layer &layer : layers()) {
        declared << layer.name;
        QStringList folders = QDir(app.filePath(layer.name)).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QStringList expected = layer.folders;
        folders.sort();
        expected.sort();
        QCOMPARE(folders, expected);
    }
    layerDirs.sort();
    declared.sort();
    QCOMPARE(layerDirs, declared);
}

void TestLayering::includesPointDown()
{
    QStringList wrong;
    for (const QString &file : sourcesBelow(QStringLiteral("app"))) {
        const QString folder = folderOf(file);
        const int own = layerIndexOf(folder);
        if (own < 0) {
            continue; // app/main.cpp: the window's composition root may use every layer
        }
        for (const QString &include : includesOf(file)) {
            const QString target = include.section(QLatin1Char('/'), 0, 0);
            const int theirs = layerIndexOf(target);
            const bool otherFrontEnd = own == layers().size() - 1 && theirs == own && target != folder;
            if (theirs > own || otherFrontEnd) {
                wrong << file + QStringLiteral(" includes ") + include;
            }
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestLayering::foldersHaveNoCycle()
{
    QHash<QString, QSet<QString>> uses;
    for (const QString &file : sourcesBelow(QStringLiteral("app"))) {
        const QString folder = folderOf(file);
        if (folder.isEmpty()) {
            continue;
        }
        for (const QString &include : includesOf(file)) {
            const QString target = include.section(QLatin1Char('/'), 0, 0);
            if (target != folder && layerIndexOf(target) >= 0) {
                uses[folder].insert(target);
            }
        }
    }
    // Depth-first search; a folder met again while still on the path closes a cycle.
    QHash<QString, int> state; // 0 unvisited, 1 on the path, 2 done
    QStringList path;
    QString cycle;
    std::function<void(const QString &)> visit = [&](const QString &folder) {
        state[folder] = 1;
        path << folder;
        for (const QString &next : uses.value(folder)) {
            if (!cycle.isEmpty()) {
                return;
            }
            if (state.value(next) == 1) {
                cycle = (path.mid(path.indexOf(next)) << next).join(QStringLiteral(" → "));
            } else if (state.value(next) == 0) {
                visit(next);
            }
        }
        path.removeLast();
        state[folder] = 2;
    };
    for (auto it = uses.cbegin(); it != uses.cend() && cycle.isEmpty(); ++it) {
        if (state.value(it.key()) == 0) {
            visit(it.key());
        }
    }
    QVERIFY2(cycle.isEmpty(), qPrintable(QStringLiteral("include cycle: ") + cycle));
}

void TestLayering::adaptersOnlyBehindTheInterface()
{
    const QStringList adapters = adapterFolders();
    QVERIFY(adapters.contains(QStringLiteral("sandbox")));
    // The composition roots register the built-in providers; nothing else in app/ names the registry or an adapter.
    const QStringList roots { QStringLiteral("app/main.cpp"), QStringLiteral("app/frontend/cli/main.cpp") };
    QStringList wrong;
    for (const QString &file : sourcesBelow(QStringLiteral("app"))) {
        for (const QString &include : includesOf(file)) {
            if (adapters.contains(include.section(QLatin1Char('/'), 0, 0))
                || (include == QLatin1String("BuiltinProviders.h") && !roots.contains(file))) {
                wrong << file + QStringLiteral(" includes ") + include;
            }
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestLayering::noProviderIdOutsideProviders()
{
    // Code that tests a provider's id ("sshhost") instead of asking its descriptor for a capability.
    QStringList wrong;
    for (const QString &adapter : adapterFolders()) {
        const QRegularExpression literal(QStringLiteral("(QStringLiteral|QLatin1String|QLatin1StringView)\\(\"%1\"\\)")
                                             .arg(QRegularExpression::escape(adapter)));
        for (const QString &file : sourcesBelow(QStringLiteral("app"))) {
            QFile source(sourceDir() + QLatin1Char('/') + file);
            QVERIFY(source.open(QIODevice::ReadOnly));
            if (literal.match(QString::fromUtf8(source.readAll())).hasMatch()) {
                wrong << file + QStringLiteral(" names \"") + adapter + QLatin1Char('"');
            }
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

void TestLayering::sqliteOnlySyntaxStaysInItsCorner()
{
    // The stores' SQL must run on a team's PostgreSQL too (storage/SqlDialect.h): SQLite's own words live only in
    // storage/Sqlite*. Looked for in string literals, plus QSqlQuery::lastInsertId() (PostgreSQL has no such id).
    const QRegularExpression literal(QStringLiteral("\"((?:[^\"\\\\\\n]|\\\\.)*)\""));
    const QRegularExpression sqliteOnly(
        QStringLiteral(
            "\\b(PRAGMA|INSERT OR|REPLACE INTO|ROWID|AUTOINCREMENT|IFNULL|GLOB|DATETIME|STRFTIME)\\b|LIMIT -"),
        QRegularExpression::CaseInsensitiveOption);
    QStringList wrong;
    int checked = 0;
    for (const QString &file : sourcesBelow(QStringLiteral("app"))) {
        if (file.startsWith(QLatin1String("app/infra/storage/Sqlite"))) {
            continue;
        }
        QFile source(sourceDir() + QLatin1Char('/') + file);
        QVERIFY(source.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(source.readAll());
        if (text.contains(QLatin1String("lastInsertId("))) {
            wrong << file + QStringLiteral(" uses lastInsertId()");
        }
        for (auto it = literal.globalMatch(text); it.hasNext();) {
            const QString sql = it.next().captured(1);
            if (const QRegularExpressionMatch found = sqliteOnly.match(sql); found.hasMatch()) {
                wrong << file + QStringLiteral(": ") + found.captured(0) + QStringLiteral(" in \"") + sql
                        + QLatin1Char('"');
            }
            checked += sql.contains(QLatin1String("SELECT ")) ? 1 : 0;
        }
    }
    QVERIFY2(checked > 20, "no SQL found: the literal pattern is wrong");
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestLayering)
#include "TestLayering.moc"
