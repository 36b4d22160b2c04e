// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/RemoteText.h"

#include <QTest>

using namespace RentDeck;

class TestRemoteText : public QObject
{
    Q_OBJECT

private slots:
    void plainTextIsUnchanged();
    void terminalControlsBecomeVisible_data();
    void terminalControlsBecomeVisible();
    void toolTipIsPlainText();
    void modelDataKeepsItsType();
};

void TestRemoteText::plainTextIsUnchanged()
{
    const QString text = QStringLiteral("NVIDIA H100 80GB HBM3\tpython3 train.py\n中文 ü %1");
    QCOMPARE(RemoteText::visible(text), text);
    QVERIFY(!RemoteText::hasControls(text));
}

void TestRemoteText::terminalControlsBecomeVisible_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("shown");
    // OSC 0 retitles the terminal; OSC 52 writes the clipboard; CSI 2J clears the screen.
    QTest::newRow("OSC title") << QStringLiteral("a\x1b]0;owned\x07z") << QStringLiteral("a␛]0;owned␇z");
    QTest::newRow("OSC 52 clipboard") << QStringLiteral("\x1b]52;c;Y3VybA==\x1b\\")
                                      << QStringLiteral("␛]52;c;Y3VybA==␛\\");
    QTest::newRow("CSI clear") << QStringLiteral("x\x1b[2J\x1b[H") << QStringLiteral("x␛[2J␛[H");
    QTest::newRow("carriage return overprints") << QStringLiteral("FAIL\rPASS") << QStringLiteral("FAIL␍PASS");
    QTest::newRow("backspace and NUL") << QStringLiteral("ab\bc") + QChar(u'\0') << QStringLiteral("ab␈c␀");
    QTest::newRow("DEL") << QStringLiteral("a\x7f") << QStringLiteral("a␡");
    QTest::newRow("C1 CSI") << QString(QChar(char16_t(0x9b))) + QStringLiteral("2J") << QStringLiteral("<U+009B>2J");
    QTest::newRow("bidi override") << QString(QChar(char16_t(0x202e))) + QStringLiteral("txt.exe")
                                   << QStringLiteral("<U+202E>txt.exe");
}

void TestRemoteText::terminalControlsBecomeVisible()
{
    QFETCH(QString, text);
    QFETCH(QString, shown);
    QVERIFY(RemoteText::hasControls(text));
    QCOMPARE(RemoteText::visible(text), shown);
    QVERIFY(!RemoteText::hasControls(RemoteText::visible(text)));
}

void TestRemoteText::toolTipIsPlainText()
{
    const QString tip = RemoteText::toolTip(QStringLiteral("<b>x</b> & \x1b[31mred\nline"));
    QVERIFY(tip.contains(QStringLiteral("&lt;b&gt;x&lt;/b&gt; &amp; ␛[31mred\nline")));
    QVERIFY(tip.startsWith(QLatin1String("<p style=\"white-space:pre-wrap\">"))); // rich text whose content is text
    QCOMPARE(RemoteText::toolTip(QString()), QString());
}

void TestRemoteText::modelDataKeepsItsType()
{
    QCOMPARE(RemoteText::visibleData(QStringLiteral("a\x1b")).toString(), QStringLiteral("a␛"));
    QCOMPARE(RemoteText::visibleData(42).typeId(), QMetaType::Int);
    QVERIFY(!RemoteText::visibleData(QVariant()).isValid());
}

QTEST_GUILESS_MAIN(TestRemoteText)
#include "TestRemoteText.moc"
