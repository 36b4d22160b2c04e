// SPDX-FileCopyrightText: 2026 RentDeck contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The same input bills the same way in the window's Add SSH host dialog and in `rentdeck-cli add-host`: both ask
// HostPresets, which the provider adapters describe (AutoDL: CNY, by the hour, its typical list). Before, the dialog
// recognised AutoDL's SSH proxies and the CLI did not.
#include "BuiltinProviders.h"
#include "CliRunner.h"
#include "LocalSshd.h"
#include "TempHome.h"
#include "provider/HostPresets.h"
#include "provider/ProviderRegistry.h"
#include "secrets/MemorySecretStore.h"
#include "ui/dialogs/AddSshHostDialog.h"

#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QTest>

using namespace RentDeck;

namespace {

/** The registered provider that adds hosts, found by its capability as the window and the CLI find it. */
std::unique_ptr<Provider> hostAdder(const ProviderRegistry &registry, const ProviderContext &context)
{
    for (const ProviderDescriptor &descriptor : registry.descriptors()) {
        if (descriptor.capabilities.testFlag(ProviderCapability::AddHost)) {
            return registry.factory(descriptor.id)->create(context);
        }
    }
    return nullptr;
}

CliRun cli(const QStringList &args)
{
    return runCliProgram(QStringLiteral(RD_CLI_PATH), QStringLiteral(RD_TOOLS_DIR), args);
}

} // namespace

class TestHostPresetParity : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void providerProxyIsRecognisedByBoth();
    void namedPresetAndListPriceGiveTheSameBill();

private:
    ProviderRegistry m_registry;
    HostPresets m_presets;
};

void TestHostPresetParity::initTestCase()
{
    registerBuiltinProviders(m_registry);
    m_presets = HostPresets::fromRegistry(m_registry);
    QVERIFY(m_presets.forName(QStringLiteral("autodl")) != nullptr);
}

void TestHostPresetParity::providerProxyIsRecognisedByBoth()
{
    TempHome home;
    MemorySecretStore secrets;
    ProviderContext context;
    context.secrets = &secrets;
    const std::unique_ptr<Provider> provider = hostAdder(m_registry, context);
    QVERIFY(provider);
    const HostPreset *autodl = m_presets.forName(QStringLiteral("AutoDL"));

    struct Case
    {
        QString command;
        bool recognised;
    };
    const QList<Case> cases { { QStringLiteral("ssh -p 2222 root@region-1.autodl.com"), true },
        { QStringLiteral("ssh -p 2222 root@connect.westb.seetacloud.com"), true },
        { QStringLiteral("ssh -p 2222 root@notautodl.com"), false } };
    for (const Case &c : cases) {
        AddSshHostDialog dialog(provider.get(), m_presets);
        dialog.findChild<QPlainTextEdit *>(QStringLiteral("sshCommandPlainTextEdit"))->setPlainText(c.command);
        const Result<SshHostSpec> spec = dialog.spec();
        QVERIFY(spec.isOk());
        QCOMPARE(spec->providerName, c.recognised ? autodl->providerName : QString());
        QCOMPARE(spec->pricePerHour.currency(), c.recognised ? autodl->currency : QStringLiteral("USD"));
        QCOMPARE(dialog.findChild<QLabel *>(QStringLiteral("billingFactsLabel"))->text(),
            c.recognised ? autodl->billingFacts : QString());

        // The CLI stops at the bad currency before it logs in, after it has said which preset applies.
        const CliRun run
            = cli({ QStringLiteral("add-host"), c.command, QStringLiteral("--currency"), QStringLiteral("EUR") });
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains("--currency USD or CNY"), run.err.constData());
        QCOMPARE(QString::fromUtf8(run.err).contains(autodl->billingFacts), c.recognised);
    }
}

void TestHostPresetParity::namedPresetAndListPriceGiveTheSameBill()
{
    QString why;
    if (!LocalSshd::isAvailable(&why)) {
        QSKIP(qPrintable(why));
    }
    TempHome home;
    LocalSshd sshd;
    QVERIFY2(sshd.start(), qPrintable(sshd.errorString()));
    const QString command
        = QStringLiteral("ssh -p %1 %2@127.0.0.1 -i %3").arg(sshd.port()).arg(sshd.user(), sshd.clientKeyFile());
    const HostPreset *autodl = m_presets.forName(QStringLiteral("autodl"));
    QVERIFY(!autodl->typicalPrices.isEmpty());
    const ListedGpuPrice listed = autodl->typicalPrices.constFirst();

    MemorySecretStore secrets;
    ProviderContext context;
    context.secrets = &secrets;
    const std::unique_ptr<Provider> provider = hostAdder(m_registry, context);
    AddSshHostDialog dialog(provider.get(), m_presets);
    dialog.findChild<QPlainTextEdit *>(QStringLiteral("sshCommandPlainTextEdit"))->setPlainText(command);
    dialog.findChild<QLineEdit *>(QStringLiteral("providerNameLineEdit"))->setText(QStringLiteral("autodl"));
    auto *list = dialog.findChild<QComboBox *>(QStringLiteral("listPriceComboBox"));
    list->setCurrentIndex(list->findData(listed.model));
    dialog.findChild<QSpinBox *>(QStringLiteral("listGpuCountSpinBox"))->setValue(2);
    const Result<SshHostSpec> fromDialog = dialog.spec();
    QVERIFY(fromDialog.isOk());
    QCOMPARE(fromDialog->pricePerHour, listed.perGpuHour * 2);

    const CliRun added = cli({ QStringLiteral("add-host"), command, QStringLiteral("--provider-name"),
        QStringLiteral("autodl"), QStringLiteral("--gpu"), listed.model, QStringLiteral("--gpus"), QStringLiteral("2"),
        QStringLiteral("--json") });
    QVERIFY2(added.exitCode == 0, added.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(added.out).object();
    QCOMPARE(json.value(QStringLiteral("currency")).toString(), fromDialog->pricePerHour.currency());
    QCOMPARE(json.value(QStringLiteral("price_per_hour")).toDouble(), fromDialog->pricePerHour.toDouble());
    QCOMPARE(json.value(QStringLiteral("billing")).toString(), BillingPolicy::granularityName(fromDialog->granularity));
    QVERIFY2(added.err.contains(listed.note.toUtf8()), added.err.constData());
}

QTEST_MAIN(TestHostPresetParity)
#include "TestHostPresetParity.moc"
