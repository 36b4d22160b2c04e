// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// Tool tips carry provider and machine text (error bodies, state details, process names): shown as the text they
// are, never rendered as HTML, their control characters visible.
#include "core/RemoteText.h"
#include "ui/mainwindow/PlainTextToolTips.h"

#include <QApplication>
#include <QHelpEvent>
#include <QLabel>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>
#include <QToolTip>
#include <QVBoxLayout>

using namespace RentDeck;

namespace {

const QString Hostile
    = QStringLiteral("<img src=\"file:///etc/hosts\"><h1>ALL GOOD</h1>\x1b]0;owned\x07 & more\nline 2");

void sendToolTipEvent(QWidget *widget, const QPoint &pos)
{
    QHelpEvent event(QEvent::ToolTip, pos, widget->mapToGlobal(pos));
    QApplication::sendEvent(widget, &event);
}

} // namespace

class TestPlainTextToolTips : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void itemAndWidgetTipsArePlain();
};

void TestPlainTextToolTips::initTestCase()
{
    qApp->installEventFilter(new PlainTextToolTips(qApp));
}

void TestPlainTextToolTips::itemAndWidgetTipsArePlain()
{
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *view = new QTableView;
    QStandardItemModel model(1, 1);
    auto *item = new QStandardItem(QStringLiteral("python3"));
    item->setToolTip(Hostile);
    model.setItem(0, 0, item);
    view->setModel(&model);
    auto *label = new QLabel(QStringLiteral("provider"));
    label->setToolTip(Hostile);
    layout->addWidget(view);
    layout->addWidget(label);
    window.resize(400, 300);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    const QString expected = RemoteText::toolTip(Hostile);
    QVERIFY(expected.contains(QLatin1String("&lt;h1&gt;ALL GOOD&lt;/h1&gt;")));
    QVERIFY(expected.contains(QStringLiteral("␛]0;owned␇")));
    QVERIFY(!expected.contains(QLatin1Char('\x1b')));

    sendToolTipEvent(view->viewport(), view->visualRect(model.index(0, 0)).center());
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), expected);
    QToolTip::hideText();
    QTRY_VERIFY(!QToolTip::isVisible());

    sendToolTipEvent(label, label->rect().center());
    QTRY_VERIFY(QToolTip::isVisible());
    QCOMPARE(QToolTip::text(), expected);
    QToolTip::hideText();
}

QTEST_MAIN(TestPlainTextToolTips)
#include "TestPlainTextToolTips.moc"
